"""Every effect primitive of the content model (content/records/effects.py), run
through the interpreter (engine/rules/effects/ `run_effects`) on a Turn.

The situation: the arena, Klaus Kreutz active on C5 (5 HP, 2 armor, 6 AP),
Anya Oliwa next to him on D6 (4 HP, 1 armor), Blazkowicz far away on F1, Max
Hass not on the board yet.
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from tests.engine.games import activate, clear_board, new_game, put_enemy, put_hero, rules_for
from wolfenstein_tui.content.records.effects import EFFECT_KINDS, EffectSpec, Face
from wolfenstein_tui.content.records.squares import parse_square, square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules.effects import run_effects
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Attack, Choose
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Weapon

RULES = rules_for()
EFFECT: TypeAdapter[Any] = TypeAdapter(EffectSpec)

COVERED = (
    "gain_glory",
    "gain_ammo",
    "draw_equipment",
    "draw_weapon",
    "heal",
    "add_armor",
    "boost",
    "gain_ap",
    "spawn",
    "raise_danger",
    "lower_danger",
    "stun",
    "sabotage",
    "damage",
    "damage_area",
    "reroll",
    "extra_dice",
    "dice_falloff",
    "pierce_armor",
    "great_armor",
    "silence",
    "take_fatigue",
    "remove_fatigue",
    "gain_shared_life",
    "gain_bot",
    "hide",
    "jam",
    "escort",
    "summon",
    "roll_check",
)
"""The effect kinds these tests run, each in a test of its own below."""


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def table() -> GameState:
    state = clear_board(new_game(RULES))
    state = put_hero(state, "anya", "D6")
    state = put_hero(state, "blazkowicz", "F1")
    return activate(RULES, state, "klaus", "C5")


def run(
    state: GameState,
    *effects: dict[str, Any],
    hero: str | None = "klaus",
    context: dict[str, Any] | None = None,
    cards: list[str] | None = None,
) -> tuple[Turn, bool]:
    turn = Turn(RULES, state.clone(), given_cards=cards)
    done = run_effects(
        turn, [EFFECT.validate_python(effect) for effect in effects], hero, "test", context
    )
    return turn, done


def unchanged(state: GameState, *effects: dict[str, Any]) -> None:
    turn, done = run(state, *effects)
    assert done
    assert turn.state == state


def test_every_effect_kind_is_covered() -> None:
    assert set(COVERED) == set(EFFECT_KINDS)
    assert len(COVERED) == len(EFFECT_KINDS)


# --- loot ---------------------------------------------------------------------------


def test_gain_glory_for_the_hero_and_for_a_target_group() -> None:
    state = table()
    turn, done = run(state, {"effect": "gain_glory", "amount": 2})
    assert done
    assert {h.id: h.glory for h in turn.state.heroes.values()} == {
        "klaus": 2,
        "blazkowicz": 0,
        "anya": 0,
        "max": 0,
    }
    assert any(e.kind is EventKind.LOOT for e in turn.events)
    turn, _ = run(state, {"effect": "gain_glory", "target": "adjacent_heroes"})
    assert turn.state.heroes["anya"].glory == 1
    assert turn.state.heroes["klaus"].glory == 0
    assert turn.state.heroes["blazkowicz"].glory == 0


def test_gain_ammo_of_a_fixed_type() -> None:
    state = table()
    turn, done = run(state, {"effect": "gain_ammo", "ammo": "heavy", "amount": 2})
    assert done
    assert turn.state.pending is None
    assert turn.state.heroes["klaus"].ammo == {"light": 1, "heavy": 2, "special": 0}


def test_gain_ammo_of_choice_asks_one_decision_per_token() -> None:
    state = table()
    turn, done = run(state, {"effect": "gain_ammo", "ammo": "choice", "amount": 2})
    assert not done
    pending = turn.state.pending
    assert pending is not None and pending.kind is DecisionKind.AMMO_CHOICE
    assert len(pending.options) == 3
    assert turn.state.heroes["klaus"].ammo == {"light": 1, "heavy": 0, "special": 0}
    after, _ = RULES.apply(turn.state, Choose(2))
    assert after.pending is not None and after.pending.kind is DecisionKind.AMMO_CHOICE
    after, _ = RULES.apply(after, Choose(0))
    assert after.pending is None
    assert after.heroes["klaus"].ammo == {"light": 2, "heavy": 0, "special": 1}


def test_gain_ammo_of_choice_then_the_remaining_effects_run() -> None:
    state = table()
    turn, done = run(
        state,
        {"effect": "gain_ammo"},
        {"effect": "gain_glory", "amount": 3},
    )
    assert not done
    assert turn.state.heroes["klaus"].glory == 0
    after, _ = RULES.apply(turn.state, Choose(1))
    assert after.heroes["klaus"].ammo["heavy"] == 1
    assert after.heroes["klaus"].glory == 3


def test_draw_equipment() -> None:
    state = table()
    carried = list(state.heroes["klaus"].carried)
    turn, done = run(state, {"effect": "draw_equipment", "count": 2}, cards=["medkit", "silencer"])
    assert done
    assert turn.state.heroes["klaus"].carried == [*carried, "medkit", "silencer"]
    draw = list(state.decks["equipment"].draw)
    draw.remove("medkit")
    draw.remove("silencer")
    assert turn.state.decks["equipment"].draw == draw


def test_draw_weapon() -> None:
    state = table()
    turn, done = run(state, {"effect": "draw_weapon"}, cards=["laser-rifle"])
    assert done
    assert turn.state.heroes["klaus"].weapons == [Weapon("pistol-1960"), Weapon("laser-rifle")]
    assert turn.state.heroes["klaus"].active_weapon == 0


# --- the hero's values ------------------------------------------------------------------


def test_heal_an_amount() -> None:
    state = table()
    state.heroes["klaus"].hp = 1
    turn, _ = run(state, {"effect": "heal", "amount": 2})
    assert turn.state.heroes["klaus"].hp == 3


def test_heal_to_full() -> None:
    state = table()
    state.heroes["klaus"].hp = 1
    turn, _ = run(state, {"effect": "heal"})
    assert turn.state.heroes["klaus"].hp == 5


def test_heal_never_above_the_maximum() -> None:
    state = table()
    state.heroes["klaus"].hp = 4
    turn, _ = run(state, {"effect": "heal", "amount": 3})
    assert turn.state.heroes["klaus"].hp == 5
    turn, _ = run(state, {"effect": "heal", "amount": 1, "target": "all_heroes"})
    assert turn.state.heroes["anya"].hp == 4  # already at her maximum


def test_add_armor_never_above_the_maximum() -> None:
    state = table()
    state.heroes["klaus"].armor = 0
    turn, _ = run(state, {"effect": "add_armor"})
    assert turn.state.heroes["klaus"].armor == 1
    turn, _ = run(state, {"effect": "add_armor", "amount": 5})
    assert turn.state.heroes["klaus"].armor == 2
    assert turn.state.heroes["klaus"].max_armor == 2


@pytest.mark.parametrize(
    ("stat", "expected"),
    [
        ("hp", {"hp": 6, "max_hp": 6}),
        ("armor", {"armor": 3, "max_armor": 3}),
        ("ap", {"base_ap": 7}),
        ("precision", {"precision": 3}),
    ],
)
def test_boost_raises_a_base_value(stat: str, expected: dict[str, int]) -> None:
    state = table()
    turn, _ = run(state, {"effect": "boost", "stat": stat})
    klaus = turn.state.heroes["klaus"]
    assert {name: getattr(klaus, name) for name in expected} == expected
    before = state.heroes["klaus"]
    for name in ("hp", "max_hp", "armor", "max_armor", "base_ap", "precision"):
        if name not in expected:
            assert getattr(klaus, name) == getattr(before, name)


def test_gain_ap() -> None:
    turn, _ = run(table(), {"effect": "gain_ap", "amount": 2})
    assert turn.state.heroes["klaus"].ap == 8


# --- spawning, danger and the alarm ------------------------------------------------------


def spawned(turn: Turn, before: GameState) -> dict[str, str]:
    return {
        enemy.id: square_name(enemy.square)
        for enemy in turn.state.enemies.values()
        if enemy.id not in before.enemies
    }


def test_spawn_at_the_nazi_spawns() -> None:
    state = table()
    turn, _ = run(state, {"effect": "spawn", "enemies": [{"type": "soldier"}]})
    assert spawned(turn, state) == {"soldier-1": "J6"}


def test_spawn_on_given_squares() -> None:
    state = table()
    turn, _ = run(
        state,
        {"effect": "spawn", "at": "squares", "squares": ["E2"], "enemies": [{"type": "officer"}]},
    )
    assert spawned(turn, state) == {"officer-1": "E2"}
    assert turn.state.officer_seen


def test_r_spawn_3_spawn_at_the_event_token() -> None:
    state = table()
    turn, _ = run(
        state,
        {"effect": "spawn", "at": "event_token", "enemies": [{"type": "soldier", "count": 3}]},
        context={"event_square": "C3"},
    )
    squares = [sq(name) for name in spawned(turn, state).values()]
    assert len(squares) == 3
    assert sq("C3") in squares
    assert all(chebyshev(square, sq("C3")) <= 1 for square in squares)


def test_spawn_near_self() -> None:
    state = table()
    turn, _ = run(state, {"effect": "spawn", "at": "near_self", "enemies": [{"type": "soldier"}]})
    (square,) = spawned(turn, state).values()
    assert chebyshev(sq(square), sq("C5")) == 1


def test_raise_danger() -> None:
    state = table()
    turn, _ = run(state, {"effect": "raise_danger"})
    assert turn.state.danger == 1
    assert turn.state.alarms == 0
    assert turn.state.enemies == {}


def test_r_danger_3_d_the_alarm_at_the_threshold_spawns_and_resets_danger() -> None:
    """[D] Arena threshold 3: the alarm spawns a soldier at J6 and danger goes
    back to 0."""
    state = table()
    state.danger = 2
    turn, _ = run(state, {"effect": "raise_danger"})
    assert turn.state.alarms == 1
    assert turn.state.danger == 0
    assert spawned(turn, state) == {"soldier-1": "J6"}
    assert any(e.kind is EventKind.ALARM for e in turn.events)


def test_r_danger_3_d_the_alarm_can_go_off_again() -> None:
    state = table()
    turn, _ = run(state, {"effect": "raise_danger", "amount": 3})
    assert (turn.state.alarms, turn.state.danger) == (1, 0)
    again = turn.state
    turn, _ = run(again, {"effect": "raise_danger", "amount": 3})
    assert (turn.state.alarms, turn.state.danger) == (2, 0)
    (square,) = spawned(turn, again).values()
    assert chebyshev(sq(square), sq("J6")) == 1  # J6 is taken (R-SPAWN-1)


def test_lower_danger_by_an_amount_never_below_zero() -> None:
    state = table()
    state.danger = 2
    turn, _ = run(state, {"effect": "lower_danger", "amount": 1})
    assert turn.state.danger == 1
    turn, _ = run(state, {"effect": "lower_danger", "amount": 5})
    assert turn.state.danger == 0


def test_lower_danger_without_amount_resets_it() -> None:
    state = table()
    state.danger = 2
    turn, _ = run(state, {"effect": "lower_danger"})
    assert turn.state.danger == 0


# --- tokens on figures, damage --------------------------------------------------------


def with_enemies() -> GameState:
    """A soldier next to Klaus on D4, a space marine farther on E2."""
    state = put_enemy(RULES, table(), "soldier-1", "soldier", "D4")
    return put_enemy(RULES, state, "space-marine-1", "space-marine", "E2")


def test_stun_the_chosen_enemy() -> None:
    state = with_enemies()
    turn, _ = run(
        state, {"effect": "stun", "target": "chosen_enemy"}, context={"target": "space-marine-1"}
    )
    assert turn.state.enemies["space-marine-1"].stunned
    assert not turn.state.enemies["soldier-1"].stunned


def test_stun_the_adjacent_enemies_or_the_hero() -> None:
    state = with_enemies()
    turn, _ = run(state, {"effect": "stun", "target": "adjacent_enemies"})
    assert turn.state.enemies["soldier-1"].stunned
    assert not turn.state.enemies["space-marine-1"].stunned
    turn, _ = run(state, {"effect": "stun", "target": "self"})
    assert turn.state.heroes["klaus"].stunned


def test_sabotage_the_attack_target() -> None:
    state = with_enemies()
    turn, _ = run(state, {"effect": "sabotage"}, context={"target": "soldier-1"})
    assert turn.state.enemies["soldier-1"].sabotaged
    assert not turn.state.enemies["soldier-1"].stunned
    assert not turn.state.enemies["space-marine-1"].sabotaged


def test_r_atk_9_damage_takes_armor_first() -> None:
    """Space marine: 2 HP, 4 armor."""
    state = with_enemies()
    turn, _ = run(state, {"effect": "damage", "amount": 3}, context={"target": "space-marine-1"})
    marine = turn.state.enemies["space-marine-1"]
    assert (marine.hp, marine.armor) == (2, 1)
    turn, _ = run(state, {"effect": "damage", "amount": 5}, context={"target": "space-marine-1"})
    marine = turn.state.enemies["space-marine-1"]
    assert (marine.hp, marine.armor) == (1, 0)


def test_r_atk_9_damage_to_a_hero_takes_armor_first() -> None:
    state = table()
    turn, _ = run(state, {"effect": "damage", "amount": 3, "target": "self"})
    klaus = turn.state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (4, 0)
    assert not klaus.bleeding
    turn, _ = run(state, {"effect": "damage", "amount": 7, "target": "self"})
    klaus = turn.state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (0, 0)
    assert klaus.bleeding  # R-DEATH-2


def test_damage_area_hits_every_figure_around_the_square() -> None:
    """D5 with radius 1 covers C4-E6: Klaus (C5), Anya (D6) and the soldier
    (D4); the space marine on E2 is out of it."""
    state = with_enemies()
    turn, _ = run(state, {"effect": "damage_area", "amount": 1}, context={"square": "D5"})
    after = turn.state
    assert after.heroes["klaus"].armor == 1
    assert after.heroes["anya"].armor == 0
    assert after.enemies["soldier-1"].armor == 2
    assert after.enemies["space-marine-1"].armor == 4
    assert after.heroes["blazkowicz"].armor == 2


def test_damage_area_that_spares_heroes() -> None:
    state = with_enemies()
    turn, _ = run(
        state,
        {"effect": "damage_area", "amount": 1, "hits_heroes": False},
        context={"square": "D5"},
    )
    assert turn.state.heroes["klaus"].armor == 2
    assert turn.state.heroes["anya"].armor == 1
    assert turn.state.enemies["soldier-1"].armor == 2


def test_damage_area_with_radius_zero_hits_only_that_square() -> None:
    state = with_enemies()
    turn, _ = run(
        state, {"effect": "damage_area", "amount": 2, "radius": 0}, context={"square": "D4"}
    )
    assert turn.state.enemies["soldier-1"].armor == 1
    assert turn.state.heroes["klaus"].armor == 2


# --- attack modifiers run on their own ------------------------------------------------------


def test_extra_dice_adds_to_the_heros_next_attack() -> None:
    state = put_enemy(RULES, table(), "soldier-1", "soldier", "C4")
    turn, _ = run(state, {"effect": "extra_dice", "count": 2})
    assert turn.state.heroes["klaus"].extra_dice == 2
    # precision 2 + pistol 1 + 2 extra = 5 dice, and only for that attack
    after, _ = RULES.apply(turn.state, Attack("klaus", "soldier-1"), ["blank"] * 5)
    assert after.heroes["klaus"].extra_dice == 0


def test_pierce_armor_makes_the_next_attacks_shields_hearts() -> None:
    state = put_enemy(RULES, table(), "soldier-1", "soldier", "C4")
    turn, _ = run(state, {"effect": "pierce_armor"})
    assert turn.state.heroes["klaus"].pierce_next
    after, _ = RULES.apply(turn.state, Attack("klaus", "soldier-1"), ["shield", "blank", "blank"])
    assert "soldier-1" not in after.enemies  # 1 HP: the shield counted as a heart
    assert not after.heroes["klaus"].pierce_next


@pytest.mark.parametrize(
    "effect",
    [
        {"effect": "reroll", "count": 1, "faces": ["blank"]},
        {"effect": "great_armor"},
        {"effect": "silence"},
        {"effect": "dice_falloff"},
    ],
    ids=["reroll", "great_armor", "silence", "dice_falloff"],
)
def test_attack_only_modifiers_change_nothing_on_their_own(effect: dict[str, Any]) -> None:
    unchanged(with_enemies(), effect)


# --- fatigue, shared life, bots, hiding, escorts ------------------------------------------


def test_take_fatigue() -> None:
    turn, _ = run(table(), {"effect": "take_fatigue"})
    klaus = turn.state.heroes["klaus"]
    assert klaus.fatigue
    assert not klaus.fatigue_action  # an effect, not the fatigue action
    assert klaus.ap == 6


def test_r_atk_5_jam_puts_a_reload_token_on_the_firearm_in_hand() -> None:
    """R-ATK-5: the token a reload face would put; the weapon must then be
    reloaded (2 AP) before it attacks."""
    turn, done = run(table(), {"effect": "jam", "target": "all_heroes"})
    assert done
    for hero in turn.state.heroes.values():
        assert hero.weapons[hero.active_weapon].reload
    tokens = [e for e in turn.events if e.kind is EventKind.RELOAD_TOKEN]
    assert len(tokens) == len(turn.state.heroes)


def test_r_atk_5_jam_leaves_a_melee_weapon_and_a_jammed_one_as_they_are() -> None:
    """A reload face is a blank for a melee weapon ([D] of R-ATK-5), and a
    weapon holds one reload token at most."""
    state = table()
    state.heroes["klaus"].weapons = [Weapon("fire-axe")]
    unchanged(state, {"effect": "jam"})
    state.heroes["klaus"].weapons = [Weapon("pistol-1960", reload=True)]
    unchanged(state, {"effect": "jam"})


def test_r_ap_5_fatigue_as_an_effect_adds_no_second_token() -> None:
    state = table()
    state.heroes["klaus"].fatigue = True
    turn, done = run(state, {"effect": "take_fatigue"})
    assert done
    assert turn.state.heroes["klaus"] == state.heroes["klaus"]  # still one token
    assert any(e.kind is EventKind.FATIGUE for e in turn.events)


def test_remove_fatigue() -> None:
    state = table()
    state.heroes["klaus"].fatigue = True
    turn, _ = run(state, {"effect": "remove_fatigue"})
    assert not turn.state.heroes["klaus"].fatigue


def test_gain_shared_life() -> None:
    state = table()
    turn, _ = run(state, {"effect": "gain_shared_life"})
    assert turn.state.heroes["klaus"].shared_life == state.heroes["klaus"].shared_life + 1


def test_r_bot_1_gain_bot_on_the_event_token_square() -> None:
    state = table()
    turn, _ = run(state, {"effect": "gain_bot", "type": "drone"}, context={"event_square": "C3"})
    (bot,) = turn.state.enemies.values()
    assert bot.type == "drone"
    assert bot.square == sq("C3")
    assert bot.bot_of == "klaus"
    card = RULES.enemy_cards["drone"]
    assert (bot.hp, bot.armor) == (card.hp, card.armor)


def test_hide() -> None:
    turn, _ = run(table(), {"effect": "hide"})
    assert turn.state.heroes["klaus"].hidden
    assert not turn.state.heroes["anya"].hidden


def test_escort_keeps_the_card_until_the_nearest_hero_spawn() -> None:
    state = table()
    turn, _ = run(state, {"effect": "escort"}, context={"card": "escaped-prisoners"})
    (escort,) = turn.state.heroes["klaus"].escorts
    assert escort.startswith("escaped-prisoners")
    assert escort.endswith("A1")  # the arena's only hero spawn
    assert "escaped-prisoners" not in turn.state.decks["events"].discard


# --- the bosses' primitives --------------------------------------------------------


def boss_on(square: str = "F4", difficulty: str | None = None) -> GameState:
    """Table, with Bevl on `square` (a figure to summon beside)."""
    state = table()
    if difficulty is not None:
        state.difficulty = Difficulty(difficulty)
    return put_enemy(RULES, state, "bevl-1", "bevl", square)


SUMMON = {"effect": "summon", "type": "supersoldier", "easiest_type": "soldier", "limit": 1}


def test_summon_beside_the_figure_whose_ability_it_is() -> None:
    """R-DIFF [D]: Puppet Master's figure stands next to Bevl (F4); of the
    free neighbours the one nearest a hero (Anya on D6, Klaus on C5: E5),
    and it remembers who summoned it."""
    state = boss_on()
    turn, _ = run(state, SUMMON, hero=None, context={"figure": "bevl-1"})
    assert spawned(turn, state) == {"supersoldier-1": "E5"}
    assert turn.state.enemies["supersoldier-1"].summoned_by == "bevl-1"


def test_summon_the_easiest_type_at_can_i_play_daddy() -> None:
    state = boss_on(difficulty="can_i_play_daddy")
    turn, _ = run(state, SUMMON, hero=None, context={"figure": "bevl-1"})
    assert spawned(turn, state) == {"soldier-1": "E5"}


def test_summon_does_nothing_while_the_limit_stands() -> None:
    state = boss_on()
    turn, _ = run(state, SUMMON, SUMMON, hero=None, context={"figure": "bevl-1"})
    assert list(spawned(turn, state)) == ["supersoldier-1"]


def test_summon_with_no_figure_goes_next_to_the_nazi_spawns() -> None:
    state = table()
    turn, _ = run(state, {"effect": "summon", "type": "soldier"}, hero=None)
    (square,) = spawned(turn, state).values()
    assert chebyshev(sq(square), sq("J6")) == 1


def test_summon_next_to_a_large_figure_touches_its_footprint() -> None:
    """R-LARGE-1: beside any of the four squares, not only the top-left one."""
    state = put_enemy(RULES, table(), "mecha-hitler-1", "mecha-hitler", "D1")
    turn, _ = run(
        state,
        {"effect": "summon", "type": "soldier"},
        hero=None,
        context={"figure": "mecha-hitler-1"},
    )
    (square,) = spawned(turn, state).values()
    footprint = [sq(n) for n in ("D1", "E1", "D2", "E2")]
    assert min(chebyshev(sq(square), s) for s in footprint) == 1


ROLL_CHECK = {
    "effect": "roll_check",
    "faces": ["reload"],
    "levels": ["can_i_play_daddy", "dont_hurt_me"],
    "then": [{"effect": "raise_danger"}, {"effect": "gain_glory"}],
}


@pytest.mark.parametrize(("face", "works"), [("reload", True), ("blank", False)])
def test_roll_check_runs_its_effects_only_on_the_faces(face: str, works: bool) -> None:
    """R-DIFF, R-DICE-4: at a listed level a die is rolled through the dice
    source; the `then` effects happen only on one of the faces."""
    state = table()
    state.difficulty = Difficulty.DONT_HURT_ME
    turn = Turn(RULES, state.clone(), [Face(face)])
    done = run_effects(turn, [EFFECT.validate_python(ROLL_CHECK)], "klaus", "test")
    assert done and turn.given_faces == []
    assert (turn.state.danger, turn.state.heroes["klaus"].glory) == ((1, 1) if works else (0, 0))


def test_roll_check_rolls_no_die_at_other_levels() -> None:
    state = table()  # Bring 'em on!
    turn, done = run(state, ROLL_CHECK)
    assert done and not any(e.kind is EventKind.DICE_ROLLED for e in turn.events)
    assert (turn.state.danger, turn.state.heroes["klaus"].glory) == (1, 1)


def test_roll_check_by_default_is_a_success_test_and_keeps_a_pending_choice() -> None:
    """R-DICE-2 by default (heart or shield); a decision inside `then` stops
    the run and the effects after it resume with the answer."""
    effect = {
        "effect": "roll_check",
        "then": [{"effect": "gain_ammo", "ammo": "choice"}, {"effect": "raise_danger"}],
    }
    turn = Turn(RULES, table().clone(), [Face.SHIELD])
    done = run_effects(turn, [EFFECT.validate_python(effect)], "klaus", "test")
    assert not done and turn.state.pending is not None
    after, _ = RULES.apply(turn.state, Choose(1))
    assert after.heroes["klaus"].ammo["heavy"] == 1 and after.danger == 1
