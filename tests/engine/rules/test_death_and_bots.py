"""Bleeding and death (RULES.md section 14, R-DEATH) and bots (R-BOT-1).

Arena (tests/engine/missions/arena.yaml): room a A1-F6, room b G1-J3 behind
the door F2-G2, corridor c G4-J6; event token C3, chest H1, hero spawn A1,
nazi spawn J6.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.engine.games import ARENA, activate, new_game, put_enemy, rules_for
from tests.refusal_words import said
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Give,
    IllegalCommand,
    Move,
    OpenDoor,
    Search,
    SharedLife,
    StartActivation,
    TakeFatigue,
    UseAbility,
    UseItem,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import GameState, Outcome, Phase

RULES = rules_for()
OTHERS = ("blazkowicz", "anya", "max")


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def kinds(events: list[Event]) -> list[EventKind]:
    return [event.kind for event in events]


def refused(
    state: GameState, command: Command, faces: Sequence[str] | None = None, rules: Rules = RULES
) -> str:
    """An illegal command raises IllegalCommand with a reason and leaves the
    state it was given unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalCommand) as error:
        rules.apply(state, command, faces)
    assert state == before
    assert error.value.refusal.code
    return said(rules, error.value, state)


def bleeding(state: GameState, hero: str, square: str) -> GameState:
    """Lay `hero` down, bleeding, on `square` (R-DEATH-2)."""
    state = state.clone()
    h = state.heroes[hero]
    h.square = sq(square)
    h.hp = 0
    h.armor = 0
    h.bleeding = True
    return state


# --- R-DEATH-1 ----------------------------------------------------------------------


def test_r_death_1_effect_damage_takes_hero_armor_first() -> None:
    """R-DEATH-1: damage without dice (a grenade's 2) takes armor first: Anya
    (4 HP, 1 armor) on B3 hit by B.J.'s grenade on C4 ends on 3 HP, 0 armor."""
    state = new_game(RULES)
    state.heroes["anya"].square = sq("B3")
    state.heroes["blazkowicz"].carried.append("stick-grenade")
    state = activate(RULES, state, "blazkowicz", "E6")
    state, _ = RULES.apply(state, UseItem("blazkowicz", "stick-grenade", square=sq("C4")))
    anya = state.heroes["anya"]
    assert (anya.hp, anya.armor) == (3, 0)
    assert not anya.bleeding


def test_r_death_1_armor_then_hp_to_zero() -> None:
    """R-DEATH-1: once armor is gone the rest of the damage takes HP (Klaus:
    1 armor, 1 HP, 2 damage -> 0 HP, bleeding)."""
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state.heroes["klaus"].hp = 1
    state.heroes["klaus"].armor = 1
    state = activate(RULES, state, "klaus", "G1")
    state, events = RULES.apply(state, Search("klaus", sq("H1")), cards=["booby-trap"])
    klaus = state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (0, 0)
    assert klaus.bleeding
    assert EventKind.BLEEDING in kinds(events)


# --- R-DEATH-2 [D] ------------------------------------------------------------------


def test_r_death_2_hero_at_0_hp_bleeds_and_stays_on_its_square() -> None:
    """R-DEATH-2 [D]: a hero brought to 0 HP is bleeding, not dead, and stays
    where it stands."""
    state = new_game(RULES)
    state.heroes["anya"].square = sq("B3")
    state.heroes["anya"].hp = 1
    state.heroes["anya"].armor = 0
    state.heroes["blazkowicz"].carried.append("stick-grenade")
    state = activate(RULES, state, "blazkowicz", "E6")
    state, events = RULES.apply(state, UseItem("blazkowicz", "stick-grenade", square=sq("C4")))
    anya = state.heroes["anya"]
    assert anya.bleeding and not anya.dead
    assert anya.hp == 0
    assert anya.square == sq("B3")
    assert EventKind.HERO_DIED not in kinds(events)


def test_r_death_2_bleeding_hero_cannot_act_in_its_own_activation() -> None:
    """R-DEATH-2 [D]: Klaus, bleeding after a booby-trapped chest in his own
    activation, can do nothing but end it, though AP remain."""
    state = new_game(RULES)
    state.closed_doors.discard("F2-G2")
    state.heroes["klaus"].hp = 2
    state.heroes["klaus"].armor = 0
    state.heroes["klaus"].carried.append("stim-shot")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "G3")
    state = activate(RULES, state, "klaus", "G1")
    state, _ = RULES.apply(state, Search("klaus", sq("H1")), cards=["booby-trap"])
    assert state.heroes["klaus"].bleeding and state.heroes["klaus"].ap == 5
    assert RULES.legal_actions(state) == [EndActivation("klaus")]
    refused(state, Move("klaus", sq("G2")))
    refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)
    refused(state, TakeFatigue("klaus"))
    refused(state, UseItem("klaus", "stim-shot"))


def test_r_death_2_bleeding_hero_dies_at_the_start_of_its_next_activation() -> None:
    """R-DEATH-2 [D]: nobody restored Klaus before his next activation: he
    dies when it starts, and the next hero is up."""
    state = new_game(RULES)
    state = bleeding(state, "klaus", "C1")
    state, events = RULES.apply(state, StartActivation("klaus"))
    klaus = state.heroes["klaus"]
    assert klaus.dead
    assert EventKind.HERO_DIED in kinds(events)
    assert state.active_hero is None
    assert "klaus" in state.activated


def test_r_death_2_bleeding_hero_blocks_line_of_sight() -> None:
    """R-DEATH-2 [D]: a bleeding hero still blocks LoS like any figure."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "C1")
    state = bleeding(state, "anya", "B1")
    state = activate(RULES, state, "klaus", "A1")
    assert "line of sight" in refused(state, Attack("klaus", "soldier-1"), ["heart"] * 3)


def test_r_death_2_bleeding_hero_square_cannot_be_taken() -> None:
    """R-DEATH-2 [D], R-MOVE-8: a bleeding hero keeps its square: a friend may
    pass through but not stop there."""
    state = new_game(RULES)
    state = bleeding(state, "anya", "B1")
    state = activate(RULES, state, "klaus", "A1")
    refused(state, Move("klaus", sq("B1")))
    state, _ = RULES.apply(state, Move("klaus", sq("C1")))
    assert state.heroes["klaus"].ap == 4


# --- R-DEATH-3 shared life ------------------------------------------------------------


def shared_life_situation() -> GameState:
    state = new_game(RULES)
    state = bleeding(state, "klaus", "B1")
    state.heroes["klaus"].fatigue = False
    return activate(RULES, state, "blazkowicz", "A1")


def test_r_death_3_shared_life_restores_full_hp_and_armor() -> None:
    """R-DEATH-3: 0 AP, adjacent: B.J. discards his own shared-life token, takes
    a fatigue token, and Klaus is back to full HP (5) and armor (2)."""
    state = shared_life_situation()
    state, events = RULES.apply(state, SharedLife("blazkowicz", "klaus"))
    klaus, bj = state.heroes["klaus"], state.heroes["blazkowicz"]
    assert not klaus.bleeding
    assert (klaus.hp, klaus.armor) == (5, 2)
    assert bj.shared_life == 0
    assert klaus.shared_life == 1  # his own token is untouched
    assert bj.fatigue is True
    assert bj.ap == 6  # 0 AP
    assert EventKind.RESTORED in kinds(events)


def test_r_death_3_restored_hero_activates_normally() -> None:
    """R-DEATH-3, R-DEATH-2: restored before its activation, the hero lives."""
    state = shared_life_situation()
    state, _ = RULES.apply(state, SharedLife("blazkowicz", "klaus"))
    state, _ = RULES.apply(state, EndActivation("blazkowicz"))
    state, events = RULES.apply(state, StartActivation("klaus"))
    assert not state.heroes["klaus"].dead
    assert state.heroes["klaus"].ap == 6
    assert EventKind.HERO_DIED not in kinds(events)


def test_r_death_3_fatigue_is_an_effect_even_when_fatigued() -> None:
    """R-DEATH-3, R-AP-5: the fatigue token is an effect: a hero who already
    took the fatigue action may still share life, and holds one token."""
    state = shared_life_situation()
    state, _ = RULES.apply(state, TakeFatigue("blazkowicz"))
    state, _ = RULES.apply(state, SharedLife("blazkowicz", "klaus"))
    assert state.heroes["blazkowicz"].fatigue is True
    assert not state.heroes["klaus"].bleeding


def test_r_death_3_needs_adjacency() -> None:
    """R-DEATH-3: the helper must be adjacent to the bleeding hero."""
    state = new_game(RULES)
    state = bleeding(state, "klaus", "C1")
    state = activate(RULES, state, "blazkowicz", "A1")
    assert "next to" in refused(state, SharedLife("blazkowicz", "klaus"))


def test_r_death_3_never_on_oneself() -> None:
    """R-DEATH-3: shared life never restores the hero using it."""
    state = shared_life_situation()
    assert "never oneself" in refused(state, SharedLife("blazkowicz", "blazkowicz"))


def test_r_death_3_needs_the_helpers_own_token() -> None:
    """R-DEATH-3: without a shared-life token of its own the helper cannot;
    the bleeding hero's token does not count."""
    state = shared_life_situation()
    state.heroes["blazkowicz"].shared_life = 0
    assert state.heroes["klaus"].shared_life == 1
    assert "no shared-life token" in refused(state, SharedLife("blazkowicz", "klaus"))


def test_r_death_3_only_on_a_bleeding_hero() -> None:
    """R-DEATH-3: the target must be bleeding."""
    state = new_game(RULES)
    state.heroes["klaus"].square = sq("B1")
    state = activate(RULES, state, "blazkowicz", "A1")
    assert "not bleeding" in refused(state, SharedLife("blazkowicz", "klaus"))


def test_r_death_3_tokens_cannot_be_given() -> None:
    """R-DEATH-3: shared-life tokens cannot be given to another hero."""
    state = shared_life_situation()
    state.heroes["anya"].square = sq("A2")
    refused(state, Give("blazkowicz", "anya", ammo="shared_life"))
    assert state.heroes["anya"].shared_life == 1


# --- R-DEATH-4 ----------------------------------------------------------------------


def test_r_death_4_dead_hero_removed_with_all_its_equipment() -> None:
    """R-DEATH-4: the dead hero leaves the board with its weapons, equipment
    and ammo, out of the game (not back in the decks)."""
    state = new_game(RULES)
    state = bleeding(state, "klaus", "C1")
    discard_before = list(state.decks["equipment"].discard)
    state, _ = RULES.apply(state, StartActivation("klaus"))
    klaus = state.heroes["klaus"]
    assert klaus.dead and klaus.square is None
    assert klaus.weapons == [] and klaus.equipped == [] and klaus.carried == []
    assert sum(klaus.ammo.values()) == 0
    assert state.decks["equipment"].discard == discard_before
    assert "klaus" not in [h.id for h in state.living_heroes()]


def test_r_death_4_dead_hero_frees_its_square_and_never_activates() -> None:
    """R-DEATH-4: its square is free again; it is skipped in later rounds."""
    state = new_game(RULES)
    state = bleeding(state, "klaus", "C1")
    state, _ = RULES.apply(state, StartActivation("klaus"))
    state, _ = RULES.apply(state, StartActivation("blazkowicz"))
    state.heroes["blazkowicz"].square = sq("B1")
    state, _ = RULES.apply(state, Move("blazkowicz", sq("C1")))
    state, _ = RULES.apply(state, EndActivation("blazkowicz"))
    for hero in ("anya", "max"):
        state, _ = RULES.apply(state, StartActivation(hero))
        state, _ = RULES.apply(state, EndActivation(hero))
    assert state.round == 2
    assert "is dead" in refused(state, StartActivation("klaus"))
    assert StartActivation("klaus") not in RULES.legal_actions(state)


def test_r_death_4_player_without_heroes_becomes_ai_controller() -> None:
    """R-DEATH-4, R-AI-2: player 2 loses both heroes; from then on that player
    holds the AI controller token for good."""
    state = new_game(RULES, seats=(("klaus", "blazkowicz"), ("anya", "max")))
    assert state.ai_controller == 0
    state = bleeding(state, "anya", "C1")
    state = bleeding(state, "max", "D1")
    for hero in ("klaus", "blazkowicz", "anya", "max"):
        state, _ = RULES.apply(state, StartActivation(hero))
        if state.active_hero == hero:
            state, _ = RULES.apply(state, EndActivation(hero))
    assert state.heroes["anya"].dead and state.heroes["max"].dead
    assert state.round == 2
    assert state.ai_controller == 1
    assert state.pending is not None and state.pending.kind is DecisionKind.FIRST_PLAYER
    state, _ = RULES.apply(state, Choose(0))
    for hero in ("klaus", "blazkowicz"):
        state, _ = RULES.apply(state, StartActivation(hero))
        state, _ = RULES.apply(state, EndActivation(hero))
    assert state.round == 3
    assert state.ai_controller == 1  # permanent


def test_r_death_4_lose_no_hero_objective_loses_at_once(tmp_path: Path) -> None:
    """R-DEATH-4: with "lose no hero" among the objectives, a hero's death
    loses the mission at once."""
    text = ARENA.read_text(encoding="utf-8")
    text = text.replace(
        "objectives:\n  - objective: collect_tokens\n",
        "objectives:\n  - objective: lose_no_hero\n  - objective: collect_tokens\n",
    )
    path = tmp_path / "no-loss.yaml"
    path.write_text(text, encoding="utf-8")
    decks = builtin_decks()
    rules = Rules(load_mission(path, decks), decks)
    state = new_game(rules)
    state = bleeding(state, "klaus", "C1")
    state, _ = rules.apply(state, StartActivation("klaus"))
    assert state.outcome is Outcome.LOST_MISSION
    assert state.phase is Phase.OVER


# --- R-BOT-1 and R-DEATH-5 -------------------------------------------------------------


def with_bot(square: str = "B2") -> GameState:
    """Klaus on `square` searches the event C3 and rewires the drone: a bot."""
    state = new_game(RULES)
    state = activate(RULES, state, "klaus", square)
    state, _ = RULES.apply(state, Search("klaus", sq("C3")), cards=["captured-drone"])
    state, _ = RULES.apply(state, Choose(0))
    return state


def test_r_bot_1_bot_placed_on_the_event_token() -> None:
    """R-BOT-1: the bot appears on the event token's square, fighting for the
    hero who completed the event, with its card's HP and armor."""
    state = with_bot()
    bot = state.enemies["drone-1"]
    assert bot.bot_of == "klaus"
    assert bot.square == sq("C3")
    assert (bot.hp, bot.armor) == (1, 1)
    assert sq("C3") not in state.events_left
    assert state.heroes["klaus"].glory == 1  # the event's player loot


def test_r_bot_1_heroes_pass_through_but_do_not_stop_on_a_bot() -> None:
    """R-BOT-1, R-MOVE-8: heroes and bots are friends: Klaus crosses the bot's
    square (B2 -> D4 in 2 AP through C3) but may not stop on it."""
    state = with_bot()
    refused(state, Move("klaus", sq("C3")))
    state, events = RULES.apply(state, Move("klaus", sq("D4")))
    moved = next(e for e in events if e.kind is EventKind.MOVED)
    assert moved.data["cost"] == 2
    assert "C3" in moved.data["path"]


def test_r_bot_1_bot_is_not_a_target_for_heroes() -> None:
    """R-BOT-1: a bot is no enemy: heroes cannot attack it, and it is not a
    target for hero abilities (Klaus's Cover Fire)."""
    state = with_bot()
    state.heroes["klaus"].glory = 5
    refused(state, Attack("klaus", "drone-1"), ["heart"] * 3)
    refused(state, UseAbility("klaus", 1, "drone-1"))


def test_r_bot_1_bot_activates_right_after_its_hero() -> None:
    """R-BOT-1: the bot activates right after the hero who completed the event,
    in the same round, with its card's AP; then the next hero."""
    state = with_bot()
    state, _ = RULES.apply(state, EndActivation("klaus"))
    assert state.round == 1
    assert state.active_hero == "drone-1"
    assert state.bot_ap == 6
    assert RULES.legal_actions(state)[0] == EndActivation("drone-1")
    refused(state, StartActivation("blazkowicz"))
    state, _ = RULES.apply(state, EndActivation("drone-1"))
    assert state.active_hero is None
    assert {c.hero for c in RULES.legal_actions(state)} == set(OTHERS)  # type: ignore[attr-defined]


def test_r_bot_1_bot_activates_every_round_after_its_hero() -> None:
    """R-BOT-1: in the next round too, the bot follows its hero."""
    state = with_bot()
    state, _ = RULES.apply(state, EndActivation("klaus"))
    state, _ = RULES.apply(state, EndActivation("drone-1"))
    for hero in OTHERS:
        state, _ = RULES.apply(state, StartActivation(hero))
        state, _ = RULES.apply(state, EndActivation(hero))
    assert state.round == 2
    state, _ = RULES.apply(state, StartActivation("klaus"))
    state, _ = RULES.apply(state, EndActivation("klaus"))
    assert state.active_hero == "drone-1"


def bot_turn(enemies: dict[str, tuple[str, str]] | None = None) -> GameState:
    """The bot's activation, with the given enemies placed."""
    state = with_bot()
    for enemy_id, (enemy_type, where) in (enemies or {}).items():
        state = put_enemy(RULES, state, enemy_id, enemy_type, where)
    state, _ = RULES.apply(state, EndActivation("klaus"))
    assert state.active_hero == "drone-1"
    return state


def test_r_bot_1_bot_moves_like_a_hero() -> None:
    """R-BOT-1, R-MOVE-1, R-MOVE-2: 1 AP a square, +1 onto difficult terrain."""
    state = bot_turn()
    state, _ = RULES.apply(state, Move("drone-1", sq("C5")))  # C3 -> C4 -> C5: 2 AP
    assert state.bot_ap == 4
    state, _ = RULES.apply(state, Move("drone-1", sq("D5")))  # difficult terrain: 2 AP
    assert state.bot_ap == 2
    assert state.enemies["drone-1"].square == sq("D5")
    refused(state, Move("drone-1", sq("A5")))  # 3 squares, 2 AP


def test_r_bot_1_bot_kill_raises_danger_and_loot_goes_to_its_hero() -> None:
    """R-BOT-1: the bot's kills raise danger and the player loot goes to its
    hero (the soldier's ammo of choice is the hero's decision)."""
    state = bot_turn({"soldier-7": ("soldier", "E3")})
    glory = state.heroes["klaus"].glory
    cards = len(state.heroes["klaus"].carried)
    state, _ = RULES.apply(state, Attack("drone-1", "soldier-7"), ["heart", "blank"])
    assert "soldier-7" not in state.enemies
    assert state.danger == 1
    klaus = state.heroes["klaus"]
    assert klaus.glory == glory + 1
    assert len(klaus.carried) == cards + 1
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    state, _ = RULES.apply(state, Choose(2))
    assert state.heroes["klaus"].ammo["special"] == 1


def test_r_bot_1_bot_attack_makes_noise() -> None:
    """R-BOT-1, R-NOISE-1: the bot's attack is heard in its zone and the
    target's (room a and room b across the open door)."""
    state = bot_turn({"soldier-7": ("soldier", "G2")})
    state.closed_doors.discard("F2-G2")
    state, _ = RULES.apply(state, Move("drone-1", sq("F2")))
    state.noise.clear()
    state, _ = RULES.apply(state, Attack("drone-1", "soldier-7"), ["blank", "blank"])
    assert state.noise == {"a", "b"}


def test_r_bot_1_bot_reload_is_blank() -> None:
    """R-BOT-1: a bot's reload results are blanks (no reload, no damage)."""
    state = bot_turn({"officer-7": ("officer", "E3")})
    state, events = RULES.apply(state, Attack("drone-1", "officer-7"), ["reload", "reload"])
    officer = state.enemies["officer-7"]
    assert (officer.hp, officer.armor) == (2, 2)
    assert EventKind.RELOAD_TOKEN not in kinds(events)


def test_r_bot_1_bot_attacks_once_per_activation() -> None:
    """R-BOT-1, R-AP-2: a bot attacks like a hero, once per activation (it
    has no fatigue action)."""
    state = bot_turn({"officer-7": ("officer", "E3")})
    state, _ = RULES.apply(state, Attack("drone-1", "officer-7"), ["blank", "blank"])
    refused(state, Attack("drone-1", "officer-7"), ["blank", "blank"])
    refused(state, TakeFatigue("drone-1"))


def test_r_bot_1_bot_opens_doors_and_searches_chests_not_events() -> None:
    """R-BOT-1: it may open doors and search chests (the loot goes to its
    hero), never events."""
    state = new_game(RULES)
    state.events_left.add(sq("C3"))
    state = activate(RULES, state, "klaus", "B2")
    state, _ = RULES.apply(state, Search("klaus", sq("C3")), cards=["captured-drone"])
    state, _ = RULES.apply(state, Choose(0))
    state.events_left.add(sq("C3"))  # a second event token, for the test
    state.enemies["drone-1"].square = sq("D3")
    state, _ = RULES.apply(state, EndActivation("klaus"))
    reason = refused(state, Search("drone-1", sq("C3")))
    assert "never events" in reason
    state, _ = RULES.apply(state, Move("drone-1", sq("F2")))
    state, _ = RULES.apply(state, OpenDoor("drone-1", "F2-G2"))
    assert "F2-G2" not in state.closed_doors
    state, _ = RULES.apply(state, Move("drone-1", sq("G1")))
    state, _ = RULES.apply(state, Search("drone-1", sq("H1")), cards=["war-trophies"])
    assert sq("H1") not in state.chests_left
    assert state.heroes["klaus"].glory == 1 + 2


def test_r_bot_1_booby_trap_hurts_the_bot_that_opened_it() -> None:
    """R-BOT-1, R-DEATH-5: only the loot of a chest goes to the bot's hero; a
    booby trap's "take 2 damage" hits the figure that lifted the lid - the bot
    (1 HP, 1 armor: removed) - not its hero standing elsewhere."""
    state = with_bot()
    state.enemies["drone-1"].square = sq("G2")
    state.closed_doors.discard("F2-G2")
    state, _ = RULES.apply(state, EndActivation("klaus"))
    state, _ = RULES.apply(state, Search("drone-1", sq("H1")), cards=["booby-trap"])
    klaus = state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (5, 2)
    assert "drone-1" not in state.enemies


def test_r_bot_1_bot_takes_no_cards() -> None:
    """R-BOT-1: a bot carries no equipment or weapon cards: nothing can be
    given to it."""
    state = with_bot("D3")
    state.heroes["klaus"].carried.append("medkit")
    refused(state, Give("klaus", "drone-1", item="medkit"))
    refused(state, Give("klaus", "drone-1", ammo="light"))


def test_r_bot_1_bot_moving_in_with_a_nazi_makes_noise() -> None:
    """R-BOT-1, R-NOISE-2: the bot is an extra hero; moving into a zone where a
    nazi stands puts a noise token there at once."""
    state = bot_turn({"soldier-7": ("soldier", "J3")})
    state.closed_doors.discard("F2-G2")
    state, _ = RULES.apply(state, Move("drone-1", sq("G2")))
    assert "b" in state.noise


def test_r_death_5_bot_removed_at_0_hp() -> None:
    """R-DEATH-5: a bot does not bleed: at 0 HP it is removed. Its loss is no
    nazi kill: no danger, no loot."""
    state = with_bot()
    state.heroes["klaus"].carried.append("stick-grenade")
    glory = state.heroes["klaus"].glory
    state, events = RULES.apply(state, UseItem("klaus", "stick-grenade", square=sq("C3")))
    assert "drone-1" not in state.enemies
    assert state.killed == []
    assert state.danger == 0
    assert state.heroes["klaus"].glory == glory
    assert EventKind.BLEEDING not in kinds(events)
    assert EventKind.KILLED in kinds(events)  # "destroyed"


def test_r_bot_1_a_bots_move_is_told_before_the_noise_it_makes_on_the_way() -> None:
    """R-BOT-1, R-NOISE-2: a bot entering a zone with a nazi in it makes
    noise there, as a hero does; the move comes first in the events, so the
    log reads "the bot moves to G2", then the noise."""
    state = bot_turn({"soldier-7": ("soldier", "G1")})
    state.closed_doors.discard("F2-G2")
    state.noise.clear()
    state, events = RULES.apply(state, Move("drone-1", sq("G2")))
    assert "b" in state.noise
    kinds = [e.kind for e in events]
    assert kinds[0] is EventKind.MOVED and EventKind.NOISE in kinds
