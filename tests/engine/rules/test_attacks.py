"""Dice and attacks: RULES.md section 6 (R-DICE) and section 9 (R-ATK), with
R-PRIO-1 and the large-figure rules for range and line of sight
(R-LARGE-1, R-LOS-6).

Situations are set up on the test arena (tests/engine/missions/arena.yaml):
room a A1-F6, room b G1-J3 behind the door F2-G2, corridor c G4-J6 behind the
wide door H3-H4 and the barricade F5-G5.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.engine.games import activate, new_game, put_enemy, rules_for
from tests.refusal_words import said
from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Equip,
    IllegalCommand,
    Move,
    Reload,
    Search,
    SilentExecution,
    StartActivation,
    SwitchWeapon,
    TakeFatigue,
    UseAbility,
    UseItem,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.purposes import RollFor, purpose
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Weapon

RULES = rules_for()


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def kinds(events: list[Event]) -> list[EventKind]:
    return [event.kind for event in events]


def refused(
    state: GameState, command: Command, faces: Sequence[str] | None = None, rules: Rules = RULES
) -> str:
    """Apply an illegal command: it raises IllegalCommand with a reason and
    leaves the state it was given unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalCommand) as error:
        rules.apply(state, command, faces)
    assert state == before
    assert error.value.refusal.code
    return said(rules, error.value, state)


def situation(
    hero: str = "klaus",
    square: str = "A1",
    enemies: dict[str, tuple[str, str]] | None = None,
    **options: object,
) -> GameState:
    """A game with `hero` active on `square` and the given enemies
    (id -> (type, square))."""
    state = new_game(RULES, **options)
    for enemy_id, (enemy_type, where) in (enemies or {}).items():
        state = put_enemy(RULES, state, enemy_id, enemy_type, where)
    return activate(RULES, state, hero, square)


def with_weapon(state: GameState, hero: str, weapon: str, **ammo: int) -> GameState:
    """Give a hero another weapon (made active) and ammo tokens."""
    state = state.clone()
    h = state.heroes[hero]
    h.weapons.append(Weapon(weapon))
    h.active_weapon = len(h.weapons) - 1
    h.ammo.update(ammo)
    return state


def attack(
    state: GameState, hero: str, target: str, faces: list[str], mode: int | None = None
) -> tuple[GameState, list[Event]]:
    return RULES.apply(state, Attack(hero, target, mode), faces)


# --- R-DICE ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("face", "success"),
    [("heart", True), ("shield", True), ("blank", False), ("reload", False)],
)
def test_r_dice_2_success_test_heart_or_shield(face: str, success: bool) -> None:
    """R-DICE-2: a success/failure test rolls one die; heart or shield succeed,
    blank or reload fail. (No card or rule of the current content asks for a
    test, so the dice source's test is checked directly.)"""
    turn = Turn(RULES, new_game(RULES), [Face(face)])
    assert (
        turn.test_roll(purpose(RollFor.CHECK, source="a test", faces=["heart", "shield"]))
        is success
    )
    assert turn.events[-1].kind is EventKind.DICE_ROLLED
    assert turn.events[-1].data["faces"] == [face]


def test_r_dice_1_face_distribution_is_content_and_in_the_readme() -> None:
    """R-DICE-1 [D]: the die's twelve faces come from the content (dice.yaml),
    and the README states the split the project picked."""
    faces = RULES.faces
    assert len(faces) == 12
    counts = {face: faces.count(face) for face in Face}
    assert all(counts[face] >= 1 for face in Face)
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    stated = (
        f"{counts[Face.HEART]} hearts, {counts[Face.SHIELD]} shields, "
        f"{counts[Face.RELOAD]} reloads and {counts[Face.BLANK]} blanks"
    )
    assert stated in " ".join(readme.split())


def test_r_dice_1_seeded_rolls_use_the_content_faces() -> None:
    """R-DICE-1 [D]: the seeded generator picks among the twelve faces."""
    turn = Turn(RULES, new_game(RULES))
    seen = turn.roll(240, "many dice")
    assert {face: seen.count(face) > 0 for face in Face} == dict.fromkeys(Face, True)


def test_r_dice_3_second_result_stands_even_if_worse() -> None:
    """R-DICE-3: the rerolled die keeps its second result even when it is
    worse (here a reload rerolled into a blank: the shot misses)."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state, _ = attack(state, "klaus", "soldier-1", ["reload", "shield", "blank"])
    state, _ = RULES.apply(state, Choose(1), ["blank"])
    soldier = state.enemies["soldier-1"]
    assert (soldier.hp, soldier.armor) == (1, 2)
    assert state.heroes["klaus"].weapons[0].reload is False  # the reload is gone
    assert state.pending is None


def test_r_dice_3_second_result_stands_reload_for_reload() -> None:
    """R-DICE-3: a reload rerolled into a reload stays a reload: the weapon
    takes its reload token, and the die is not offered again."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state, _ = attack(state, "klaus", "soldier-1", ["reload", "blank", "blank"])
    state, events = RULES.apply(state, Choose(1), ["reload"])
    assert state.pending is None  # never rerolled twice
    assert state.heroes["klaus"].weapons[0].reload is True
    assert EventKind.RELOAD_TOKEN in kinds(events)


def test_r_dice_3_the_ability_says_how_many_dice() -> None:
    """R-DICE-3: War Veteran rerolls one reload: with two, either one may be
    rerolled, not both."""
    state = situation(enemies={"marine-1": ("space-marine", "A3")})
    state, _ = attack(state, "klaus", "marine-1", ["reload", "reload", "blank"])
    assert state.pending is not None
    assert state.pending.options == ["keep", "0", "1"]  # keep, die 1 or die 2 (reloads)
    state, _ = RULES.apply(state, Choose(2), ["heart"])
    assert state.pending is None
    assert state.heroes["klaus"].weapons[0].reload is True  # die 1 is still a reload


def test_r_dice_3_a_die_is_never_rerolled_twice_across_abilities() -> None:
    """R-DICE-3: War Veteran rerolls a reload into a blank; the Lucky Charm
    (reroll a blank) may not take that same die again, only another blank."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state.heroes["klaus"].equipped.append("lucky-charm")
    state, _ = attack(state, "klaus", "soldier-1", ["reload", "blank", "heart"])
    assert state.pending is not None
    assert state.pending.context["sources"][0]["name"] == "War Veteran"
    state, _ = RULES.apply(state, Choose(1), ["blank"])
    pending = state.pending
    assert pending is not None and pending.context["sources"][0]["name"] == "Lucky Charm"
    assert pending.options == ["keep", "1"]  # die 2, a blank
    assert pending.context["faces"][1] == "blank"
    state, _ = RULES.apply(state, Choose(1), ["shield"])
    assert "soldier-1" not in state.enemies  # heart + shield
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE


def test_r_dice_3_rerolled_die_not_offered_to_the_next_ability() -> None:
    """R-DICE-3: when the only blank is the die War Veteran already rerolled,
    the Lucky Charm offers nothing."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state.heroes["klaus"].equipped.append("lucky-charm")
    state, _ = attack(state, "klaus", "soldier-1", ["reload", "shield", "shield"])
    state, _ = RULES.apply(state, Choose(1), ["blank"])
    assert state.pending is None
    assert state.enemies["soldier-1"].armor == 1


def test_r_dice_4_manual_dice_ask_for_the_faces() -> None:
    """R-DICE-4 [D]: with manual dice (Setup(seeded_dice=False)) a command that
    rolls is refused until the faces are entered; with them it is played."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")}, seeded_dice=False)
    reason = refused(state, Attack("klaus", "soldier-1"))
    assert "roll 3 dice" in reason
    assert "enter the faces" in reason
    reason = refused(state, Attack("klaus", "soldier-1"), ["heart"])
    assert "missing" in reason
    state, events = attack(state, "klaus", "soldier-1", ["heart", "blank", "blank"])
    assert "soldier-1" not in state.enemies
    rolled = [e for e in events if e.kind is EventKind.DICE_ROLLED]
    assert rolled[0].data["faces"] == ["heart", "blank", "blank"]  # recorded for the log


def test_r_dice_4_faces_not_needed_are_refused() -> None:
    """R-DICE-4 [D]: entered faces must all be used by the command; bad face
    names are refused."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")}, seeded_dice=False)
    assert "(1 too many)" in refused(state, Move("klaus", sq("B1")), ["heart"])
    assert "A die's faces are" in refused(state, Attack("klaus", "soldier-1"), ["skull"] * 3)


def test_r_dice_4_seeded_dice_are_recorded_as_faces() -> None:
    """R-DICE-4 [D]: a seeded roll is recorded as faces, and the same faces
    given back replay the same result without the generator."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    seeded, events = RULES.apply(state, Attack("klaus", "soldier-1"))
    faces = next(e for e in events if e.kind is EventKind.DICE_ROLLED).data["faces"]
    assert len(faces) == 3 and all(f in {f.value for f in Face} for f in faces)
    manual, _ = RULES.apply(state, Attack("klaus", "soldier-1"), faces)
    assert manual.enemies == seeded.enemies


# --- R-ATK-1 / R-ATK-2 ----------------------------------------------------------------


def test_r_atk_1_line_of_sight_needed() -> None:
    """R-ATK-1: no attack without line of sight (a wall between F1 and G1)."""
    state = situation(square="F1", enemies={"soldier-1": ("soldier", "G1")})
    reason = refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)
    assert "line of sight" in reason


def test_r_atk_1_figures_block_line_of_sight() -> None:
    """R-ATK-1, R-LOS-3: a figure between attacker and target blocks the shot."""
    state = situation(
        square="A1", enemies={"soldier-1": ("soldier", "B1"), "soldier-2": ("soldier", "C1")}
    )
    assert "line of sight" in refused(state, Attack("klaus", "soldier-2"), ["heart"] * 3)


def test_r_atk_1_range_needed() -> None:
    """R-ATK-1, R-ATK-2: the pistol (range 2) cannot reach 3 squares."""
    state = situation(square="A1", enemies={"soldier-1": ("soldier", "A4")})
    reason = refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)
    assert "3 squares" in reason and "reaches 2" in reason


def test_r_atk_1_ap_cost_needed() -> None:
    """R-ATK-1: the weapon's AP cost (2 for the pistol) must be paid."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state, _ = RULES.apply(state, Move("klaus", sq("E1")))  # 4 AP: 2 left
    state, _ = RULES.apply(state, Move("klaus", sq("D1")))  # 1 left
    reason = refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)
    assert "1 AP" in reason and "2 AP" in reason


def test_r_atk_1_ammo_token_needed() -> None:
    """R-ATK-1: a hero needs one ammo token of the weapon's type."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state.heroes["klaus"].ammo["light"] = 0
    state.heroes["klaus"].ammo["heavy"] = 3  # the wrong type does not help
    reason = refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)
    assert "light ammo" in reason


def test_r_atk_1_ammo_not_spent_by_a_normal_attack() -> None:
    """R-ATK-1: a normal attack keeps the ammo token."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    assert state.heroes["klaus"].ammo["light"] == 1
    state, _ = attack(state, "klaus", "soldier-1", ["blank", "blank", "blank"])
    assert state.heroes["klaus"].ammo["light"] == 1
    assert state.heroes["klaus"].ap == 4


def test_r_atk_2_range_is_chebyshev() -> None:
    """R-ATK-2: diagonal squares count 1 each: B2 -> D4 is 2 squares (in range
    of the pistol) though 4 steps orthogonally; B2 -> E4 is 3."""
    state = situation(
        square="B2", enemies={"soldier-1": ("soldier", "D4"), "soldier-2": ("soldier", "E4")}
    )
    assert "3 squares" in refused(state, Attack("klaus", "soldier-2"), ["heart"] * 3)
    state, _ = attack(state, "klaus", "soldier-1", ["heart", "blank", "blank"])
    assert "soldier-1" not in state.enemies


# --- R-ATK-3 dice count ----------------------------------------------------------------


def rolled(events: list[Event]) -> int:
    return next(e for e in events if e.kind is EventKind.ATTACKED).data["dice"]


def test_r_atk_3_dice_precision_plus_weapon() -> None:
    """R-ATK-3: Klaus (precision 2) with the pistol (1 die) rolls 3 dice; Max
    (precision 1) with the trench shotgun (2 dice) rolls 3."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    _, events = attack(state, "klaus", "soldier-1", ["blank"] * 3)
    assert rolled(events) == 3
    state = situation("max", enemies={"soldier-1": ("soldier", "A3")})
    _, events = attack(state, "max", "soldier-1", ["blank"] * 3)
    assert rolled(events) == 3
    assert "missing" in refused(state, Attack("max", "soldier-1"), ["blank"] * 2)


def test_r_atk_3_dice_from_the_special_mode() -> None:
    """R-ATK-3, R-ATK-6: Double Tap adds one die: 2 + 1 + 1 = 4."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    _, events = attack(state, "klaus", "soldier-1", ["blank"] * 4, mode=0)
    assert rolled(events) == 4


# --- R-ATK-4 hearts and shields -------------------------------------------------------


def test_r_atk_4_heart_ignores_armor() -> None:
    """R-ATK-4: one heart takes 1 HP whatever the armor (soldier: 1 HP, 3 armor)."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state, events = attack(state, "klaus", "soldier-1", ["heart", "blank", "blank"])
    damaged = next(e for e in events if e.kind is EventKind.DAMAGED)
    assert (damaged.data["armor_lost"], damaged.data["hp_lost"]) == (0, 1)
    assert "soldier-1" not in state.enemies


def test_r_atk_4_shields_take_armor_then_hp() -> None:
    """R-ATK-4: shields take armor first; once it is 0 they take HP (officer:
    2 HP, 2 armor; 3 shields leave 1 HP, 0 armor)."""
    state = situation(enemies={"officer-1": ("officer", "A3")})
    state, _ = attack(state, "klaus", "officer-1", ["shield", "shield", "shield"])
    officer = state.enemies["officer-1"]
    assert (officer.hp, officer.armor) == (1, 0)


def test_r_atk_4_shield_on_zero_armor_takes_hp() -> None:
    """R-ATK-4: when armor was already 0, a shield takes HP."""
    state = situation(enemies={"officer-1": ("officer", "A3")})
    state.enemies["officer-1"].armor = 0
    state, _ = attack(state, "klaus", "officer-1", ["shield", "blank", "blank"])
    assert state.enemies["officer-1"].hp == 1


def test_r_atk_4_armor_never_repairs() -> None:
    """R-ATK-4: armor lost stays lost, through the end of the round and the
    next round (space marine: 2 HP, 4 armor)."""
    state = situation(enemies={"space-marine-1": ("space-marine", "A3")})
    state, _ = attack(state, "klaus", "space-marine-1", ["shield", "shield", "blank"])
    assert state.enemies["space-marine-1"].armor == 2
    state, _ = RULES.apply(state, EndActivation("klaus"))
    for hero in ("blazkowicz", "anya", "max"):
        state, _ = RULES.apply(state, StartActivation(hero))
        state, _ = RULES.apply(state, EndActivation(hero))
    assert state.round == 2
    marine = state.enemies["space-marine-1"]
    assert (marine.hp, marine.armor) == (2, 2)


def test_r_atk_4_armor_repaired_only_by_an_effect_that_says_so() -> None:
    """R-ATK-4 [D]: armor comes back only through an effect that says so:
    B.J.'s Stubborn (3 glory) puts back 2 armor, never above his maximum."""
    state = new_game(RULES)
    state.heroes["blazkowicz"].armor = 0
    state.heroes["blazkowicz"].glory = 3
    state = activate(RULES, state, "blazkowicz", "A1")
    assert state.heroes["blazkowicz"].armor == 0  # not by a new activation
    state, _ = RULES.apply(state, UseAbility("blazkowicz", 1))
    bj = state.heroes["blazkowicz"]
    assert bj.armor == 2 == bj.max_armor
    assert bj.glory == 0


# --- R-ATK-5 reload ----------------------------------------------------------------------


def test_r_atk_5_reload_token_and_damage_still_applies() -> None:
    """R-ATK-5: a reload result puts a reload token on the weapon; the damage
    rolled with it still applies."""
    state = situation("blazkowicz", enemies={"officer-1": ("officer", "A3")})
    state, events = attack(state, "blazkowicz", "officer-1", ["reload", "heart", "shield"])
    assert state.heroes["blazkowicz"].weapons[0].reload is True
    assert EventKind.RELOAD_TOKEN in kinds(events)
    officer = state.enemies["officer-1"]
    assert (officer.hp, officer.armor) == (1, 1)


def test_r_atk_5_at_most_one_reload_token() -> None:
    """R-ATK-5: several reload results still give one token, and one reload
    (2 AP) clears it."""
    state = situation("blazkowicz", enemies={"officer-1": ("officer", "A3")})
    state, events = attack(state, "blazkowicz", "officer-1", ["reload", "reload", "reload"])
    assert kinds(events).count(EventKind.RELOAD_TOKEN) == 1
    state, _ = RULES.apply(state, Reload("blazkowicz", 0))
    assert state.heroes["blazkowicz"].weapons[0].reload is False
    assert "no reload token" in refused(state, Reload("blazkowicz", 0))


def test_r_atk_5_no_attack_until_reloaded() -> None:
    """R-ATK-5: a weapon with a reload token cannot attack (even with a
    second attack from the fatigue action) until reloaded."""
    state = situation("blazkowicz", enemies={"officer-1": ("officer", "A3")})
    state, _ = attack(state, "blazkowicz", "officer-1", ["reload", "blank", "blank"])
    state, _ = RULES.apply(state, TakeFatigue("blazkowicz"))
    reason = refused(state, Attack("blazkowicz", "officer-1"), ["heart"] * 3)
    assert "reload token" in reason


def test_r_atk_5_reload_costs_2_ap() -> None:
    """R-ATK-5: reloading costs 2 AP and removes the token."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    state.heroes["blazkowicz"].weapons[0].reload = True
    state = activate(RULES, state, "blazkowicz", "A1")
    assert state.heroes["blazkowicz"].ap == 6
    state, events = RULES.apply(state, Reload("blazkowicz", 0))
    assert state.heroes["blazkowicz"].ap == 4
    assert state.heroes["blazkowicz"].weapons[0].reload is False
    assert EventKind.RELOADED in kinds(events)


def test_r_atk_5_reload_refused_without_2_ap() -> None:
    """R-ATK-5: with 1 AP left the weapon cannot be reloaded."""
    state = new_game(RULES)
    state.heroes["blazkowicz"].weapons[0].reload = True
    state = activate(RULES, state, "blazkowicz", "A1")
    state, _ = RULES.apply(state, Move("blazkowicz", sq("F1")))  # 5 AP
    assert "2 AP" in refused(state, Reload("blazkowicz", 0))


def test_r_atk_5_no_attack_after_reload_without_fatigue() -> None:
    """R-ATK-5: after reloading, that weapon cannot attack again in the same
    activation unless the hero takes the fatigue action."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    state.heroes["blazkowicz"].weapons[0].reload = True
    state = activate(RULES, state, "blazkowicz", "A1")
    state, _ = RULES.apply(state, Reload("blazkowicz", 0))
    reason = refused(state, Attack("blazkowicz", "officer-1"), ["heart"] * 3)
    assert "reloaded" in reason and "fatigue" in reason
    state, _ = RULES.apply(state, TakeFatigue("blazkowicz"))
    state, _ = attack(state, "blazkowicz", "officer-1", ["heart", "blank", "blank"])
    assert state.enemies["officer-1"].hp == 1


def test_r_atk_5_other_weapon_may_attack_after_a_reload() -> None:
    """R-ATK-5: the restriction is on the reloaded weapon only; the hero's one
    attack may still be made with another weapon."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    state.heroes["blazkowicz"].weapons[0].reload = True
    state = with_weapon(state, "blazkowicz", "submachine-gun")
    state = activate(RULES, state, "blazkowicz", "A1")
    state, _ = RULES.apply(state, Reload("blazkowicz", 0))
    state, events = attack(state, "blazkowicz", "officer-1", ["blank"] * 4)
    assert rolled(events) == 4  # precision 2 + SMG 2


def test_r_atk_5_melee_weapon_treats_reload_as_blank() -> None:
    """R-ATK-5 [D]: a melee weapon (shock gauntlet) takes no reload token."""
    state = situation("blazkowicz", enemies={"officer-1": ("officer", "A2")})
    state = with_weapon(state, "blazkowicz", "shock-gauntlet")
    state, events = attack(state, "blazkowicz", "officer-1", ["reload", "reload", "heart", "blank"])
    hero = state.heroes["blazkowicz"]
    assert all(not weapon.reload for weapon in hero.weapons)
    assert EventKind.RELOAD_TOKEN not in kinds(events)
    assert state.enemies["officer-1"].hp == 1


def test_r_atk_5_melee_weapon_needs_no_ammo() -> None:
    """R-ATK-1, R-ATK-5 [D]: the shock gauntlet has no ammo type: it attacks
    with no ammo tokens at all; it reaches adjacent squares only."""
    state = situation(
        "blazkowicz", enemies={"officer-1": ("officer", "A2"), "officer-2": ("officer", "C1")}
    )
    state = with_weapon(state, "blazkowicz", "shock-gauntlet", light=0)
    assert "reaches 1" in refused(state, Attack("blazkowicz", "officer-2"), ["blank"] * 4)
    state, _ = attack(state, "blazkowicz", "officer-1", ["blank"] * 4)
    assert state.enemies["officer-1"].attacked


# --- R-ATK-6 special modes -------------------------------------------------------------------


def test_r_atk_6_special_mode_discards_its_ammo() -> None:
    """R-ATK-6: Double Tap discards 1 light ammo token and adds its die."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state.heroes["klaus"].ammo["light"] = 3
    state, events = attack(state, "klaus", "soldier-1", ["blank"] * 4, mode=0)
    assert state.heroes["klaus"].ammo["light"] == 2
    assert rolled(events) == 4


def test_r_atk_6_special_mode_once_per_activation() -> None:
    """R-ATK-6: the second attack of the activation (fatigue action) cannot
    use a special mode again; a plain attack is allowed."""
    state = situation(enemies={"space-marine-1": ("space-marine", "A3")})
    state.heroes["klaus"].ammo["light"] = 3
    state, _ = attack(state, "klaus", "space-marine-1", ["blank"] * 4, mode=0)
    state, _ = RULES.apply(state, TakeFatigue("klaus"))
    reason = refused(state, Attack("klaus", "space-marine-1", 0), ["blank"] * 4)
    assert "special attack mode" in reason
    state, _ = attack(state, "klaus", "space-marine-1", ["blank"] * 3)
    assert state.heroes["klaus"].ammo["light"] == 2


def test_r_atk_6_special_mode_needs_its_ammo_cost() -> None:
    """R-ATK-6: the Submachine Gun's Full Auto costs 2 light ammo; with 1 it is
    refused (the plain attack is not)."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state = with_weapon(state, "klaus", "submachine-gun", light=1)
    reason = refused(state, Attack("klaus", "soldier-1", 0), ["blank"] * 6)
    assert "costs 2 light ammo" in reason
    state, events = attack(state, "klaus", "soldier-1", ["blank"] * 4)
    assert rolled(events) == 4


def test_r_atk_6_special_mode_resets_next_activation() -> None:
    """R-ATK-6: once per activation: the next activation may use it again."""
    state = situation(enemies={"space-marine-1": ("space-marine", "A3")})
    state.heroes["klaus"].ammo["light"] = 3
    state, _ = attack(state, "klaus", "space-marine-1", ["blank"] * 4, mode=0)
    state, _ = RULES.apply(state, EndActivation("klaus"))
    for hero, where in (("blazkowicz", "F4"), ("anya", "F5"), ("max", "F6")):
        state, _ = RULES.apply(state, StartActivation(hero))
        state.heroes[hero].square = sq(where)  # out of Klaus's line of fire
        state, _ = RULES.apply(state, EndActivation(hero))
    state, _ = RULES.apply(state, StartActivation("klaus"))
    state, _ = attack(state, "klaus", "space-marine-1", ["blank"] * 4, mode=0)
    assert state.heroes["klaus"].ammo["light"] == 1


def test_r_diff_hardest_level_special_mode_costs_one_more() -> None:
    """R-ATK-6 with R-DIFF: at "I am Death incarnate" Double Tap costs 2."""
    state = situation(
        enemies={"soldier-1": ("soldier", "A3")},
        difficulty=Difficulty.I_AM_DEATH_INCARNATE,
        shared_life_hero="klaus",
    )
    assert "costs 2 light ammo" in refused(state, Attack("klaus", "soldier-1", 0), ["blank"] * 4)
    state.heroes["klaus"].ammo["light"] = 2
    state, _ = attack(state, "klaus", "soldier-1", ["blank"] * 4, mode=0)
    assert state.heroes["klaus"].ammo["light"] == 0


# --- R-ATK-7 always-on abilities ------------------------------------------------------------


def test_r_atk_7_war_veteran_costs_nothing() -> None:
    """R-ATK-7, R-GLORY-1: War Veteran (∞) rerolls without glory and does not
    use up the hero's glory spend of the turn; it cannot be "used"."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state, _ = attack(state, "klaus", "soldier-1", ["reload", "blank", "blank"])
    state, _ = RULES.apply(state, Choose(1), ["shield"])
    klaus = state.heroes["klaus"]
    assert klaus.glory == 0 and not klaus.glory_used
    assert "always on" in refused(state, UseAbility("klaus", 0))


def test_r_atk_7_always_on_abilities_combine() -> None:
    """R-ATK-7: ∞ abilities combine: Anya's Steady Hands (reroll a blank) and a
    Lucky Charm (reroll a blank) each reroll a different blank."""
    state = situation("anya", enemies={"soldier-1": ("soldier", "A3")})
    state.heroes["anya"].ammo["light"] = 1
    state.heroes["anya"].equipped.append("lucky-charm")
    state, _ = attack(state, "anya", "soldier-1", ["blank", "blank", "blank"])
    assert state.pending is not None
    assert state.pending.context["sources"][0]["name"] == "Steady Hands"
    state, _ = RULES.apply(state, Choose(1), ["shield"])
    assert state.pending is not None
    assert state.pending.context["sources"][0]["name"] == "Lucky Charm"
    assert all("0" not in o.split(",") for o in state.pending.options[1:])  # die 1 rerolled
    state, _ = RULES.apply(state, Choose(1), ["heart"])
    assert "soldier-1" not in state.enemies


# --- R-ATK-8 kill and loot ----------------------------------------------------------------


def test_r_atk_8_kill_player_loot_to_killer_team_loot_to_others() -> None:
    """R-ATK-8: the officer's player loot (2 glory, 1 equipment card) goes to
    the killer, its team loot (1 glory) to every other hero; danger +1."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    for hero, where in (("blazkowicz", "D1"), ("anya", "D2"), ("max", "D3")):
        state.heroes[hero].square = sq(where)
    state = activate(RULES, state, "klaus", "A1")
    cards = len(state.heroes["klaus"].carried)
    state, events = attack(state, "klaus", "officer-1", ["heart", "heart", "blank"])
    assert "officer-1" not in state.enemies
    assert state.killed == ["officer-1"]
    klaus = state.heroes["klaus"]
    assert klaus.glory == 2
    assert len(klaus.carried) == cards + 1
    assert {h: state.heroes[h].glory for h in ("blazkowicz", "anya", "max")} == {
        "blazkowicz": 1,
        "anya": 1,
        "max": 1,
    }
    danger = [e for e in events if e.kind is EventKind.DANGER]
    assert danger[0].data["danger"] == 1  # +1, then reset: no officer left (R-DANGER-2)


def test_r_atk_8_team_loot_to_heroes_not_yet_on_the_board() -> None:
    """R-ATK-8: "every other hero gets the team loot" - in round 1 that
    includes the heroes who have not appeared on the board yet."""
    state = situation(enemies={"officer-1": ("officer", "A3")})
    assert all(state.heroes[h].square is None for h in ("blazkowicz", "anya", "max"))
    state, _ = attack(state, "klaus", "officer-1", ["heart", "heart", "blank"])
    assert {h: state.heroes[h].glory for h in ("blazkowicz", "anya", "max")} == {
        "blazkowicz": 1,
        "anya": 1,
        "max": 1,
    }


def test_r_atk_8_soldier_loot_ammo_of_choice() -> None:
    """R-ATK-8: the soldier's loot ammo is of the killer's choice (pending)."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state, _ = attack(state, "klaus", "soldier-1", ["heart", "blank", "blank"])
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    assert "Move" not in " ".join(type(c).__name__ for c in RULES.legal_actions(state))
    state, _ = RULES.apply(state, Choose(1))
    assert state.heroes["klaus"].ammo == {"light": 1, "heavy": 1, "special": 0}
    assert state.heroes["klaus"].glory == 1
    assert state.danger == 1


# --- R-ATK-9 effect damage ---------------------------------------------------------------


def test_r_atk_9_effect_damage_takes_armor_first_on_enemies() -> None:
    """R-ATK-9: a grenade's 2 damage (not dice) takes a soldier's armor
    first: 3 armor -> 1, HP untouched."""
    state = situation(enemies={"soldier-1": ("soldier", "C4")})
    state.heroes["klaus"].carried.append("stick-grenade")
    state, _ = RULES.apply(state, UseItem("klaus", "stick-grenade", square=sq("C4")))
    soldier = state.enemies["soldier-1"]
    assert (soldier.hp, soldier.armor) == (1, 1)


def test_r_atk_9_effect_damage_takes_armor_first_on_heroes() -> None:
    """R-ATK-9, R-DEATH-1: a booby-trapped chest's 2 damage takes Klaus's 2
    armor and leaves his 5 HP."""
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state = activate(RULES, state, "klaus", "G1")
    state, _ = RULES.apply(state, Search("klaus", sq("H1")), cards=["booby-trap"])
    klaus = state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (5, 0)


# --- R-ATK-10 silent execution ------------------------------------------------------------


def execution_situation() -> GameState:
    """B.J. (combat knife) in room a on F2, a soldier across the open door on G2
    in room b: no two figures share a zone, so no noise to start with."""
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "G2")
    state = activate(RULES, state, "blazkowicz", "F2")
    assert state.noise == set()
    return state


def test_r_atk_10_silent_execution_kills_without_noise_or_danger() -> None:
    """R-ATK-10: 2 AP, adjacent enemy, the knife is discarded; no noise and no
    danger even on a kill; the loot is still taken."""
    state = execution_situation()
    state, events = RULES.apply(
        state,
        SilentExecution("blazkowicz", "soldier-1", "combat-knife"),
        ["heart", "blank", "blank"],
    )
    hero = state.heroes["blazkowicz"]
    assert "soldier-1" not in state.enemies
    assert hero.ap == 4
    assert "combat-knife" not in hero.carried + hero.equipped
    assert "combat-knife" in state.decks["equipment"].discard
    assert state.noise == set()
    assert state.danger == 0
    assert EventKind.NOISE not in kinds(events)
    assert hero.glory == 1  # the soldier's player loot


def test_r_atk_10_execution_rolls_the_item_dice_reload_is_blank() -> None:
    """R-ATK-10: the knife rolls its 3 dice; a reload counts as blank (no
    reload token on any weapon)."""
    state = execution_situation()
    state, events = RULES.apply(
        state,
        SilentExecution("blazkowicz", "soldier-1", "combat-knife"),
        ["reload", "reload", "shield"],
    )
    assert rolled(events) == 3
    assert all(not w.reload for w in state.heroes["blazkowicz"].weapons)
    assert EventKind.RELOAD_TOKEN not in kinds(events)
    assert state.enemies["soldier-1"].armor == 2


def test_r_atk_10_war_veteran_not_offered_on_an_executions_reload() -> None:
    """R-ATK-10, R-DICE-3: in a silent execution a reload counts as blank, so
    Klaus's War Veteran (reroll one reload result) has no reload result to
    reroll: no question is asked and the reload face stays a blank."""
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "G2")
    state = activate(RULES, state, "klaus", "F2")
    state.heroes["klaus"].carried.append("combat-knife")
    state, events = RULES.apply(
        state, SilentExecution("klaus", "soldier-1", "combat-knife"), ["reload", "shield", "blank"]
    )
    assert state.pending is None
    assert state.enemies["soldier-1"].armor == 2
    assert not any(e.kind is EventKind.DECISION for e in events)


def test_r_dice_3_war_veteran_still_offered_on_an_attacks_reload() -> None:
    """R-DICE-3: in an ordinary attack the reload result means a reload token,
    so War Veteran is offered on it."""
    state = situation(enemies={"soldier-1": ("soldier", "C1")})
    state, _ = RULES.apply(state, Attack("klaus", "soldier-1"), ["reload", "blank", "blank"])
    assert state.pending is not None and state.pending.kind is DecisionKind.REROLL


def test_r_atk_10_execution_needs_an_adjacent_enemy() -> None:
    """R-ATK-10: the target must be adjacent."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "A3")
    state = activate(RULES, state, "blazkowicz", "A1")
    reason = refused(
        state, SilentExecution("blazkowicz", "soldier-1", "combat-knife"), ["heart"] * 3
    )
    assert "adjacent" in reason


def test_r_atk_10_execution_not_through_a_closed_door() -> None:
    """R-ATK-10: an enemy on the other side of a closed door is not adjacent
    for an execution."""
    state = execution_situation()
    state.closed_doors.add("F2-G2")
    reason = refused(
        state, SilentExecution("blazkowicz", "soldier-1", "combat-knife"), ["heart"] * 3
    )
    assert "adjacent" in reason


def test_r_atk_10_execution_needs_2_ap() -> None:
    """R-ATK-10: a silent execution costs 2 AP."""
    state = execution_situation()
    state.heroes["blazkowicz"].ap = 1
    reason = refused(
        state, SilentExecution("blazkowicz", "soldier-1", "combat-knife"), ["heart"] * 3
    )
    assert "2 AP" in reason


def test_r_atk_10_execution_needs_a_silent_item() -> None:
    """R-ATK-10: only knife, hatchet or pipe items execute; the hero must hold
    one."""
    state = execution_situation()
    state.heroes["blazkowicz"].carried.append("medkit")
    assert "cannot be used" in refused(
        state, SilentExecution("blazkowicz", "soldier-1", "medkit"), ["heart"] * 3
    )
    assert "does not hold" in refused(
        state, SilentExecution("blazkowicz", "soldier-1", "hatchet"), ["heart"] * 4
    )


def test_r_atk_10_execution_is_the_activations_attack() -> None:
    """R-ATK-10, R-AP-2: the execution counts as the activation's attack:
    no other attack follows without the fatigue action (and the reverse)."""
    state = execution_situation()
    state.enemies["soldier-1"].hp = 5  # survives the knife
    state, _ = RULES.apply(
        state, SilentExecution("blazkowicz", "soldier-1", "combat-knife"), ["blank"] * 3
    )
    assert "already attacked" in refused(state, Attack("blazkowicz", "soldier-1"), ["blank"] * 3)
    state, _ = RULES.apply(state, TakeFatigue("blazkowicz"))
    state, _ = attack(state, "blazkowicz", "soldier-1", ["blank"] * 3)

    state = execution_situation()
    state.enemies["soldier-1"].hp = 5
    state, _ = attack(state, "blazkowicz", "soldier-1", ["blank"] * 3)
    assert "already attacked" in refused(
        state, SilentExecution("blazkowicz", "soldier-1", "combat-knife"), ["blank"] * 3
    )


def test_r_atk_10_execution_of_the_last_officer_danger_not_raised() -> None:
    """R-ATK-10: no danger, not even on a kill (the officer's)."""
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state = put_enemy(RULES, state, "officer-1", "officer", "G2")
    state = activate(RULES, state, "blazkowicz", "F2")
    state, events = RULES.apply(
        state,
        SilentExecution("blazkowicz", "officer-1", "combat-knife"),
        ["heart", "heart", "blank"],
    )
    assert "officer-1" not in state.enemies
    assert all(e.data.get("danger", 0) == 0 for e in events if e.kind is EventKind.DANGER)
    assert state.danger == 0


# --- R-ATK-11 silencer ----------------------------------------------------------------------


def silenced_situation(target: str = "soldier") -> GameState:
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state.heroes["klaus"].carried.append("silencer")
    state = put_enemy(RULES, state, "target-1", target, "G2")
    state = activate(RULES, state, "klaus", "E2")
    state, _ = RULES.apply(state, Equip("klaus", "silencer", 0))
    assert state.heroes["klaus"].weapons[0].attachment == "silencer"
    return state


def test_r_atk_11_silenced_attack_makes_no_noise() -> None:
    """R-ATK-11: an attack with a silenced weapon makes no noise."""
    state = silenced_situation()
    state, events = attack(state, "klaus", "target-1", ["shield", "blank", "blank"])
    assert state.enemies["target-1"].armor == 2
    assert state.noise == set()
    assert EventKind.NOISE not in kinds(events)


def test_r_atk_11_silenced_kill_does_not_raise_danger() -> None:
    """R-ATK-11 [D]: a kill with a silenced weapon does not raise danger."""
    state = silenced_situation()
    state, events = attack(state, "klaus", "target-1", ["heart", "blank", "blank"])
    assert "target-1" not in state.enemies
    assert state.danger == 0
    assert EventKind.DANGER not in kinds(events)
    assert state.noise == set()


def test_r_atk_11_unsilenced_attack_makes_noise_for_comparison() -> None:
    """R-ATK-11, R-NOISE-1: without the silencer the same shot is heard in
    both rooms and the kill raises danger."""
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state = put_enemy(RULES, state, "target-1", "soldier", "G2")
    state = activate(RULES, state, "klaus", "E2")
    state, _ = attack(state, "klaus", "target-1", ["heart", "blank", "blank"])
    assert state.noise == {"a", "b"}
    assert state.danger == 1


# --- R-ATK-12 stun and sabotage ------------------------------------------------------------


def test_r_atk_12_sabotaged_hero_cannot_attack_this_turn() -> None:
    """R-ATK-12: a sabotaged hero may act but not attack; the token goes at
    the end of its turn."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "A3")
    state.heroes["klaus"].sabotaged = True
    state = activate(RULES, state, "klaus", "A1")
    assert "sabotaged" in refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)
    assert "sabotaged" in refused(
        state, SilentExecution("klaus", "soldier-1", "combat-knife"), ["heart"] * 3
    )
    state, _ = RULES.apply(state, Move("klaus", sq("B1")))  # other actions are fine
    assert not any(isinstance(c, Attack) for c in RULES.legal_actions(state))
    state, _ = RULES.apply(state, EndActivation("klaus"))
    assert state.heroes["klaus"].sabotaged is False


def test_r_atk_12_stunned_hero_takes_no_actions_this_turn() -> None:
    """R-ATK-12: a stunned hero takes no actions in its turn (no AP); the token
    goes at the end of that turn, and the next turn is normal."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "A3")
    state.heroes["klaus"].stunned = True
    state = activate(RULES, state, "klaus", "A1")
    assert state.heroes["klaus"].ap == 0
    refused(state, Move("klaus", sq("B1")))
    refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)
    ended, _ = RULES.apply(state, EndActivation("klaus"))
    assert ended.heroes["klaus"].stunned is False
    # The fatigue action is an action too (R-AP-3): a stunned hero may not
    # take it to buy AP and act after all.
    assert not any(isinstance(c, TakeFatigue) for c in RULES.legal_actions(state))
    refused(state, TakeFatigue("klaus"))


def test_r_atk_12_stunned_enemy_token_cleared_after_its_turn() -> None:
    """R-ATK-12: the shock gauntlet's Jolt stuns the target; the enemy's token
    is discarded at the end of its turn (the nazi phase)."""
    state = situation("blazkowicz", enemies={"officer-1": ("officer", "A2")})
    state = with_weapon(state, "blazkowicz", "shock-gauntlet")
    state, _ = attack(state, "blazkowicz", "officer-1", ["blank"] * 4)
    assert state.enemies["officer-1"].stunned is True
    state, _ = RULES.apply(state, EndActivation("blazkowicz"))
    assert state.enemies["officer-1"].stunned is True  # its turn has not come
    for hero in ("klaus", "anya", "max"):
        state, _ = RULES.apply(state, StartActivation(hero))
        state, _ = RULES.apply(state, EndActivation(hero))
    assert state.round == 2
    assert state.enemies["officer-1"].stunned is False


def test_r_atk_12_sabotaged_enemy_token_cleared_after_its_turn() -> None:
    """R-ATK-12: Klaus's Cover Fire sabotages an enemy in sight; the token is
    discarded once the nazi phase is over."""
    state = situation(enemies={"officer-1": ("officer", "E5")})
    state.heroes["klaus"].glory = 2
    state, _ = RULES.apply(state, UseAbility("klaus", 1, "officer-1"))
    assert state.enemies["officer-1"].sabotaged is True
    state, _ = RULES.apply(state, EndActivation("klaus"))
    for hero in ("blazkowicz", "anya", "max"):
        state, _ = RULES.apply(state, StartActivation(hero))
        state, _ = RULES.apply(state, EndActivation(hero))
    assert state.enemies["officer-1"].sabotaged is False


# --- R-PRIO-1 -------------------------------------------------------------------------------


def test_r_prio_1_armor_piercing_turns_shields_into_hearts() -> None:
    """R-PRIO-1: the assault rifle's armor piercing (a weapon ability): two
    shields are two hearts against a space marine (2 HP, 4 armor)."""
    state = situation(enemies={"space-marine-1": ("space-marine", "A3")})
    state = with_weapon(state, "klaus", "assault-rifle", heavy=1)
    state, _ = attack(state, "klaus", "space-marine-1", ["shield", "shield", "blank", "blank"])
    assert "space-marine-1" not in state.enemies


def test_r_prio_1_great_armor_beats_armor_piercing() -> None:
    """R-PRIO-1: the supersoldier's great armor (a nazi ability) beats armor
    piercing: shields stay shields (4 HP, 5 armor -> 3 armor)."""
    state = situation(enemies={"supersoldier-1": ("supersoldier", "A3")})
    state = with_weapon(state, "klaus", "assault-rifle", heavy=1)
    state, _ = attack(state, "klaus", "supersoldier-1", ["shield", "shield", "heart", "blank"])
    boss = state.enemies["supersoldier-1"]
    assert (boss.hp, boss.armor) == (3, 3)


def test_r_prio_1_great_armor_beats_a_hero_ability_too() -> None:
    """R-PRIO-1: nazi abilities beat hero abilities: Set Roth's Ancient
    Knowledge (shields count as hearts) does nothing against great armor."""
    state = new_game(RULES, seats=(("set", "blazkowicz", "anya", "max"),))
    state = put_enemy(RULES, state, "supersoldier-1", "supersoldier", "A3")
    state = put_enemy(RULES, state, "space-marine-1", "space-marine", "C3")
    state = activate(RULES, state, "set", "A1")
    state.heroes["set"].glory = 2
    state.heroes["set"].ammo["light"] = 1
    state, _ = RULES.apply(state, UseAbility("set", 0))
    state, _ = attack(state, "set", "supersoldier-1", ["shield", "shield"])
    boss = state.enemies["supersoldier-1"]
    assert (boss.hp, boss.armor) == (4, 3)


# --- R-LARGE-1 / R-LOS-6 large targets --------------------------------------------------------


def test_r_large_1_range_counts_to_the_nearest_of_its_squares() -> None:
    """R-LARGE-1, R-ATK-2: a panzerhund on C4-D5 is 2 squares from F6 (its D5
    square) though its top-left square C4 is 3 away."""
    state = situation(square="F6", enemies={"panzerhund-1": ("panzerhund", "C4")})
    state, _ = attack(state, "klaus", "panzerhund-1", ["shield", "blank", "blank"])
    assert state.enemies["panzerhund-1"].armor == 3


def test_r_large_1_out_of_range_of_all_its_squares() -> None:
    """R-LARGE-1, R-ATK-2: 3 squares from the nearest of its 4 squares."""
    state = situation(square="A1", enemies={"panzerhund-1": ("panzerhund", "D4")})
    assert "3 squares" in refused(state, Attack("klaus", "panzerhund-1"), ["blank"] * 3)


def test_r_los_6_large_target_seen_through_any_of_its_squares() -> None:
    """R-LOS-6: a panzerhund on C1-D2 whose top-left square C1 is hidden from
    A3 by a soldier on B2; its squares C2 and D2 are in sight, so Klaus may
    shoot it."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "panzerhund-1", "panzerhund", "C1")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "B2")
    state = activate(RULES, state, "klaus", "A3")
    occupied = [sq("B2"), sq("A3")]
    assert not RULES.los.sees(sq("A3"), sq("C1"), occupied=occupied)
    assert RULES.los.sees(sq("A3"), sq("C2"), occupied=occupied)
    state, _ = attack(state, "klaus", "panzerhund-1", ["shield", "blank", "blank"])
    assert state.enemies["panzerhund-1"].armor == 3


def test_r_los_6_large_target_hidden_only_when_all_its_squares_are() -> None:
    """R-LOS-6, R-MOVE-4: a panzerhund on H5-I6 in the corridor, Klaus on H3
    in room b: the closed wide door hides all four squares; opened, it does
    not."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "panzerhund-1", "panzerhund", "H5")
    state = activate(RULES, state, "klaus", "H3")
    assert "line of sight" in refused(state, Attack("klaus", "panzerhund-1"), ["blank"] * 3)
    state.closed_doors.discard("H3-H4")
    state, _ = attack(state, "klaus", "panzerhund-1", ["shield", "blank", "blank"])
    assert state.enemies["panzerhund-1"].armor == 3


def test_switch_weapon_is_free_r_eq_1() -> None:
    """R-EQ-1 (used by the tests above): switching the active weapon is 0 AP."""
    state = situation()
    state = with_weapon(state, "klaus", "assault-rifle")
    state, _ = RULES.apply(state, SwitchWeapon("klaus", 0))
    assert state.heroes["klaus"].active_weapon == 0
    assert state.heroes["klaus"].ap == 6
