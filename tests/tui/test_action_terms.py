"""Action lines that tell everything: the ammo an attack spends, a special
mode's extra dice and effect, the reload's consequence (R-ATK-5), a silent
execution's odds (R-ATK-10). Each figure on a line is checked against what
the engine does when the action is played, not against a written string.

Situations on the test arena (tests/engine/missions/arena.yaml): room a
A1-F6 in the open."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
import yaml

from tests.engine.games import ARENA, activate, new_game, put_enemy, rules_for
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Reload,
    SilentExecution,
    TakeFatigue,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Weapon
from wolfenstein_tui.words.actions.command_words import describe, notes
from wolfenstein_tui.words.actions.terms import attack_terms, execution_odds

RULES = rules_for(ARENA)
DICE_YAML = Path(__file__).resolve().parents[2] / "wolfenstein_tui" / "data" / "dice.yaml"
MODE_WEAPONS = sorted(w.id for w in RULES.weapon_cards.values() if w.modes)


def armed(weapon: str, difficulty: Difficulty = Difficulty.BRING_EM_ON, ammo: int = 6) -> GameState:
    """B.J. on A4 holding `weapon` (made active) with `ammo` of each type; a
    soldier next to him on B4, an officer on C5, Klaus on A5 (in a blast
    around B4 that hits heroes)."""
    options: dict[str, object] = {"difficulty": difficulty}
    if difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        options["shared_life_hero"] = "klaus"
    state = new_game(RULES, **options)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "B4")
    state = put_enemy(RULES, state, "officer-1", "officer", "C5")
    state.heroes["klaus"].square = (0, 4)
    hero = state.heroes["blazkowicz"]
    hero.weapons.append(Weapon(weapon))
    hero.active_weapon = len(hero.weapons) - 1
    hero.ammo.update({"light": ammo, "heavy": ammo, "special": ammo})
    return activate(RULES, state, "blazkowicz", "A4")


def label_ammo(label: str) -> int:
    """The ammo an attack's line says it spends."""
    costs = label.split(" (", 1)[1].split(")")[0]
    if "no ammo" in costs or "0 ammo" in costs:
        return 0
    found = re.search(r"(\d+) (light|heavy|special) ammo", costs)
    assert found, label
    return int(found.group(1))


def played(state: GameState, command: Attack, dice: int):
    """Play the attack with `dice` blank faces (no damage from the roll)."""
    return RULES.apply(state, command, ["blank"] * dice)


@pytest.mark.parametrize("difficulty", list(Difficulty))
@pytest.mark.parametrize("weapon", MODE_WEAPONS)
def test_r_atk_6_special_mode_lines_match_the_engine(weapon: str, difficulty: Difficulty) -> None:
    """R-ATK-6 (+ R-DIFF: one more ammo at the hardest level): a special
    mode's line shows the ammo it discards, its extra dice and its blast,
    and they are what the engine spends, rolls and hits."""
    state = armed(weapon, difficulty)
    card = RULES.weapon_cards[weapon]
    normal = Attack("blazkowicz", "soldier-1")
    base_terms = attack_terms(RULES, state, normal)
    _, base_events = played(state, normal, base_terms.dice)
    (base_attack,) = [e for e in base_events if e.kind is EventKind.ATTACKED]
    for index, mode in enumerate(card.modes):
        command = Attack("blazkowicz", "soldier-1", index)
        terms = attack_terms(RULES, state, command)
        label = describe(RULES, state, command)
        after, events = played(state, command, terms.dice)
        spent = (
            state.heroes["blazkowicz"].ammo[card.ammo.value]
            - after.heroes["blazkowicz"].ammo[card.ammo.value]
        )
        assert spent == terms.ammo_spent == label_ammo(label)
        assert f"{spent} {card.ammo.value} ammo" in label
        (attacked,) = [e for e in events if e.kind is EventKind.ATTACKED]
        assert attacked.data["dice"] == terms.dice
        assert terms.extra_dice == attacked.data["dice"] - base_attack.data["dice"]
        if terms.extra_dice:
            word = "die" if terms.extra_dice == 1 else "dice"
            assert f"+{terms.extra_dice} {word}" in label
        assert f": kill {terms.odds.kill:.0%}, {mode.name}, {terms.dice} dice (" in label
        damaged = [e.data["figure"] for e in events if e.kind is EventKind.DAMAGED]
        if after.pending is None:  # not waiting on a reroll: the roll is resolved
            assert damaged[0] == "soldier-1"  # the roll (all blank: no loss)
            blast = damaged[1 : 1 + len(terms.blast_figures)]  # the weapon's own abilities follow
            assert tuple(blast) == terms.blast_figures
        if terms.blast:
            assert f"blast {terms.blast} dmg on {len(terms.blast_figures) - 1} more" in label
            assert any(n.startswith("After the roll") for n in notes(RULES, state, command))
        for count, faces in terms.rerolls:
            assert f"reroll {count} {'/'.join(faces)}" in label
            assert after.pending is not None and after.pending.kind.value == "reroll"
            largest = max(len(c) for c in after.pending.context["choices"])
            assert largest == count
        assert any(mode.name in n and mode.text in n for n in notes(RULES, state, command))


@pytest.mark.parametrize("weapon", MODE_WEAPONS)
def test_r_atk_6_piercing_mode_turns_shields_into_hearts(weapon: str) -> None:
    """R-ATK-6 / R-ATK-4: a mode whose line says "shields as hearts" kills
    the soldier (1 HP behind 3 armor) with a single shield; no other mode's
    line says it."""
    state = armed(weapon)
    for index, _mode in enumerate(RULES.weapon_cards[weapon].modes):
        command = Attack("blazkowicz", "soldier-1", index)
        assert command in RULES.legal_actions(state)
        terms = attack_terms(RULES, state, command)
        label = describe(RULES, state, command)
        if not terms.mode_pierce:
            assert "shields as hearts" not in label
            continue
        assert "shields as hearts" in label
        after, _ = RULES.apply(state, command, ["shield"] + ["blank"] * (terms.dice - 1))
        assert "soldier-1" not in after.enemies  # (the kill loot may ask a question)


def test_the_piercing_mode_case_is_exercised() -> None:
    """The Sniper Rifle's Headshot is a mode that pierces (R-ATK-6)."""
    state = armed("sniper-rifle")
    assert attack_terms(RULES, state, Attack("blazkowicz", "soldier-1", 0)).mode_pierce


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_r_atk_1_each_attack_line_shows_the_ammo_the_engine_spends(
    difficulty: Difficulty,
) -> None:
    """R-ATK-1 / R-ATK-6: every attack offered, with every weapon that has
    a mode or not, at every level: the ammo its line shows is the ammo the
    engine takes when it is played (none for a plain attack)."""
    for weapon in sorted(RULES.weapon_cards):
        state = armed(weapon, difficulty)
        for command in RULES.legal_actions(state):
            if not isinstance(command, Attack):
                continue
            terms = attack_terms(RULES, state, command)
            label = describe(RULES, state, command)
            after, _ = played(state, command, terms.dice)
            ammo_type = terms.ammo_type
            spent = (
                state.heroes["blazkowicz"].ammo[ammo_type]
                - after.heroes["blazkowicz"].ammo[ammo_type]
                if ammo_type
                else 0
            )
            assert label_ammo(label) == spent, (weapon, label)


def test_r_atk_5_reload_line_warns_the_weapon_cannot_attack_again() -> None:
    """R-ATK-5: after reloading, the weapon cannot attack again this
    activation unless the hero takes the fatigue action. The line says so,
    and the engine does it."""
    state = armed("pistol-1960")
    state = state.clone()
    hero = state.heroes["blazkowicz"]
    hero.active_weapon = 0
    hero.weapons[0].reload = True
    reload = Reload("blazkowicz", 0)
    label = describe(RULES, state, reload)
    assert "no attack with it after, save via fatigue" in label
    assert any("unless the hero takes the fatigue action" in n for n in notes(RULES, state, reload))
    after, _ = RULES.apply(state, reload)
    refusal = combat.attack_problem(
        Turn(RULES, after), after.heroes["blazkowicz"], "soldier-1", None
    )
    assert refusal is not None
    assert (refusal.code, refusal.rule) == ("attack.reloaded", "R-ATK-5")
    tired, _ = RULES.apply(after, TakeFatigue("blazkowicz"))
    assert Attack("blazkowicz", "soldier-1") in RULES.legal_actions(tired)


def test_r_atk_5_reload_line_after_the_fatigue_action() -> None:
    """R-ATK-5: with the fatigue action already taken, the reloaded weapon
    may attack again; the line says so and the engine allows it."""
    state = armed("pistol-1960")
    state, _ = RULES.apply(state, TakeFatigue("blazkowicz"))
    state = state.clone()
    state.heroes["blazkowicz"].active_weapon = 0
    state.heroes["blazkowicz"].weapons[0].reload = True
    label = describe(RULES, state, Reload("blazkowicz", 0))
    assert "may attack after (fatigue taken)" in label
    after, _ = RULES.apply(state, Reload("blazkowicz", 0))
    assert Attack("blazkowicz", "soldier-1") in RULES.legal_actions(after)


def test_r_atk_5_r_ap_5_reload_line_for_a_hero_already_fatigued() -> None:
    """R-ATK-5 + R-AP-5: a hero with a fatigue token from last round cannot
    take the fatigue action, so the reloaded weapon is done for this
    activation; the line does not offer the way out."""
    state = armed("pistol-1960")
    state = state.clone()
    hero = state.heroes["blazkowicz"]
    hero.fatigue = True
    hero.active_weapon = 0
    hero.weapons[0].reload = True
    label = describe(RULES, state, Reload("blazkowicz", 0))
    assert "no attack with it after" in label and "fatigue" not in label.split(";")[1]
    after, _ = RULES.apply(state, Reload("blazkowicz", 0))
    assert TakeFatigue("blazkowicz") not in RULES.legal_actions(after)
    assert not any(isinstance(c, Attack) and c.mode is None for c in RULES.legal_actions(after))


@pytest.mark.parametrize("difficulty", [Difficulty.CAN_I_PLAY_DADDY, Difficulty.DONT_HURT_ME])
def test_r_diff_reload_line_at_the_easy_levels(difficulty: Difficulty) -> None:
    """R-DIFF: at the two easy levels a hero reloads and attacks in the same
    turn without fatigue; the line says it may attack after."""
    state = armed("pistol-1960", difficulty)
    state = state.clone()
    state.heroes["blazkowicz"].active_weapon = 0
    state.heroes["blazkowicz"].weapons[0].reload = True
    assert "may attack after" in describe(RULES, state, Reload("blazkowicz", 0))
    after, _ = RULES.apply(state, Reload("blazkowicz", 0))
    assert Attack("blazkowicz", "soldier-1") in RULES.legal_actions(after)


def test_r_diff_reload_line_at_the_hardest_level_may_jam() -> None:
    """R-DIFF: at the hardest level the reload rolls a die and jams on a
    reload result; the line and the panel say so."""
    state = armed("pistol-1960", Difficulty.I_AM_DEATH_INCARNATE)
    state = state.clone()
    state.heroes["blazkowicz"].active_weapon = 0
    state.heroes["blazkowicz"].weapons[0].reload = True
    assert "may jam" in describe(RULES, state, Reload("blazkowicz", 0))
    jammed, _ = RULES.apply(state, Reload("blazkowicz", 0), ["reload"])
    assert jammed.heroes["blazkowicz"].weapons[0].reload is True


def die_faces() -> list[str]:
    counts = yaml.safe_load(DICE_YAML.read_text())["dice"]
    return [face for face, n in counts.items() for _ in range(n)]


def exact_kill(dice: int, hp: int, armor: int) -> float:
    """Every sequence of `dice` faces of the die, each equally likely:
    hearts take HP, shields take armor first, then HP (R-ATK-4); reload and
    blank do nothing (R-ATK-10)."""
    faces = die_faces()
    kills = 0
    for roll in itertools.product(faces, repeat=dice):
        hearts, shields = roll.count("heart"), roll.count("shield")
        to_hp = hearts + max(0, shields - armor)
        kills += to_hp >= hp
    return kills / len(faces) ** dice


@pytest.mark.parametrize(
    "item", sorted(i.id for i in RULES.item_cards.values() if i.execution_dice)
)
@pytest.mark.parametrize("target", ["soldier-1", "officer-1"])
def test_r_atk_10_silent_execution_line_shows_its_exact_odds(item: str, target: str) -> None:
    """R-ATK-10: the line shows the dice the engine rolls and the exact
    chance to kill, worked out here from the die's faces in dice.yaml."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "B4")
    state = put_enemy(RULES, state, "officer-1", "officer", "B3")
    state = activate(RULES, state, "blazkowicz", "A4")
    state = state.clone()
    state.heroes["blazkowicz"].carried.append(item)
    command = SilentExecution("blazkowicz", target, item)
    assert command in RULES.legal_actions(state)
    enemy = state.enemies[target]
    dice = RULES.item_cards[item].execution_dice
    expected = exact_kill(dice, enemy.hp, enemy.armor)
    odds = execution_odds(RULES, state, command)
    assert odds.kill == pytest.approx(expected)
    label = describe(RULES, state, command)
    assert f": kill {expected:.0%}, {dice} dice (" in label
    _, events = RULES.apply(state, command, ["blank"] * dice)
    (attacked,) = [e for e in events if e.kind is EventKind.ATTACKED]
    assert attacked.data["dice"] == dice
