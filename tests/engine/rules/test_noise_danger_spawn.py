"""Noise, danger, the alarm and spawning: RULES.md section 11 (R-NOISE) and
section 12 (R-DANGER, R-SPAWN).

Arena (tests/engine/missions/arena.yaml): room a A1-F6, room b G1-J3 behind
the door F2-G2, corridor c G4-J6 behind the wide door H3-H4 and the barricade
F5-G5; event token C3, chest H1, nazi spawn J6; the alarm (threshold 3)
spawns a soldier at the nazi spawn.
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
from wolfenstein_tui.content.records.squares import parse_square, square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    IllegalCommand,
    Move,
    Search,
    SilentExecution,
    StartActivation,
    TakeFatigue,
    UsePassage,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState

RULES = rules_for()
ARENA_ALARM = """alarm:
  threshold: 3
  effects:
    - effect: spawn
      at: nazi_spawns
      enemies:
        - type: soldier
"""


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def kinds(events: list[Event]) -> list[EventKind]:
    return [event.kind for event in events]


def noise_events(events: list[Event]) -> list[str]:
    return [e.data["zone"] for e in events if e.kind is EventKind.NOISE]


def arena_variant(tmp_path: Path, alarm: str | None = None, extra: str = "") -> Rules:
    """The arena with another alarm block and/or extra top-level YAML."""
    text = ARENA.read_text(encoding="utf-8")
    assert ARENA_ALARM in text
    if alarm is not None:
        text = text.replace(ARENA_ALARM, alarm)
    path = tmp_path / "arena-variant.yaml"
    path.write_text(text + extra, encoding="utf-8")
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def refused(
    state: GameState, command: Command, faces: Sequence[str] | None = None, rules: Rules = RULES
) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalCommand) as error:
        rules.apply(state, command, faces)
    assert state == before
    return said(rules, error.value, state)


def situation(
    hero: str = "klaus",
    square: str = "A1",
    enemies: dict[str, tuple[str, str]] | None = None,
    rules: Rules = RULES,
    open_doors: Sequence[str] = (),
) -> GameState:
    state = new_game(rules)
    state.closed_doors.difference_update(open_doors)
    for enemy_id, (enemy_type, where) in (enemies or {}).items():
        state = put_enemy(rules, state, enemy_id, enemy_type, where)
        number = int(enemy_id.rsplit("-", 1)[1])  # as new_game does for placed figures
        state.enemy_numbers[enemy_type] = max(state.enemy_numbers.get(enemy_type, 0), number)
    return activate(rules, state, hero, square)


def end_round(rules: Rules, state: GameState, done: str = "klaus") -> GameState:
    """End `done`'s activation and let the other heroes arrive and pass."""
    state, _ = rules.apply(state, EndActivation(done))
    for hero in ("klaus", "blazkowicz", "anya", "max"):
        if hero != done and hero not in state.activated:
            state, _ = rules.apply(state, StartActivation(hero))
            state, _ = rules.apply(state, EndActivation(hero))
    return state


# --- R-NOISE-1 --------------------------------------------------------------------


def test_r_noise_1_attack_noise_in_attacker_and_target_zones() -> None:
    """R-NOISE-1: Klaus in room a shoots through the barricade at a soldier in
    the corridor: noise in both zones."""
    state = situation(square="F5", enemies={"soldier-1": ("soldier", "H5")})
    assert state.noise == set()
    state, events = RULES.apply(state, Attack("klaus", "soldier-1"), ["shield", "blank", "blank"])
    assert state.noise == {"a", "c"}
    assert sorted(noise_events(events)) == ["a", "c"]


def test_r_noise_1_attack_noise_once_when_same_zone() -> None:
    """R-NOISE-1: attacker and target in the same zone: one noise token."""
    state = situation(square="G1", enemies={"soldier-1": ("soldier", "G3")}, open_doors=["F2-G2"])
    state.noise.clear()  # only the shot's noise is looked at
    state, events = RULES.apply(state, Attack("klaus", "soldier-1"), ["shield", "blank", "blank"])
    assert state.noise == {"b"}
    assert noise_events(events) == ["b"]


def test_r_noise_1_miss_makes_noise_too() -> None:
    """R-NOISE-1: any attack makes noise, hit or miss."""
    state = situation(square="F5", enemies={"soldier-1": ("soldier", "H5")})
    state, _ = RULES.apply(state, Attack("klaus", "soldier-1"), ["blank", "blank", "blank"])
    assert state.noise == {"a", "c"}


def test_r_noise_1_silent_execution_makes_no_noise() -> None:
    """R-NOISE-1, R-ATK-10: the knife is one of the silent exceptions."""
    state = situation(
        "blazkowicz", square="F2", enemies={"soldier-1": ("soldier", "G2")}, open_doors=["F2-G2"]
    )
    state, events = RULES.apply(
        state, SilentExecution("blazkowicz", "soldier-1", "combat-knife"), ["shield"] * 3
    )
    assert state.noise == set()
    assert noise_events(events) == []


# --- R-NOISE-2 --------------------------------------------------------------------


def test_r_noise_2_hero_moving_into_an_enemy_zone() -> None:
    """R-NOISE-2: Klaus walks from room b into room a, where a soldier
    stands: noise in room a at once, during the move."""
    state = situation(square="H2", enemies={"soldier-1": ("soldier", "A6")}, open_doors=["F2-G2"])
    assert state.noise == set()
    state, events = RULES.apply(state, Move("klaus", sq("E2")))
    assert state.noise == {"a"}
    assert noise_events(events) == ["a"]
    assert state.active_hero == "klaus"  # before the activation ends


def test_r_noise_2_hero_appearing_beside_another_hero() -> None:
    """R-NOISE-2: a hero appears (round 1) in the zone of another hero."""
    state = situation(square="B1")
    assert state.noise == set()  # alone in room a
    state, _ = RULES.apply(state, EndActivation("klaus"))
    assert state.noise == set()
    state, events = RULES.apply(state, StartActivation("blazkowicz"))
    assert state.noise == {"a"}
    assert noise_events(events) == ["a"]


def test_r_noise_2_starting_an_activation_in_a_shared_zone() -> None:
    """R-NOISE-2: a hero whose zone holds an enemy makes noise at once."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "E5")
    state = activate(RULES, state, "klaus", "A1")
    assert state.noise == {"a"}


def test_r_noise_2_no_noise_across_zones() -> None:
    """R-NOISE-2: an enemy in another zone (even next door) makes no noise."""
    state = situation(square="F2", enemies={"soldier-1": ("soldier", "G2")}, open_doors=["F2-G2"])
    state, _ = RULES.apply(state, Move("klaus", sq("F1")))
    assert state.noise == set()


def test_r_noise_2_nazis_appearing_in_a_hero_zone() -> None:
    """R-NOISE-2, R-SPAWN-3: nazis an event brings into the hero's zone make
    noise immediately, not only when the activation ends."""
    state = situation(square="B2")
    state, _ = RULES.apply(state, Search("klaus", sq("C3")), cards=["escaped-prisoners"])
    state, _ = RULES.apply(state, Choose(0))
    assert {e.type for e in state.enemies.values()} == {"soldier", "space-marine", "officer"}
    assert state.active_hero == "klaus"
    assert state.noise == {"a"}


# --- R-NOISE-3 --------------------------------------------------------------------


def test_r_noise_3_one_token_per_zone() -> None:
    """R-NOISE-3: a second attack (after the fatigue action) adds no token
    where one already lies."""
    state = situation(square="F5", enemies={"space-marine-1": ("space-marine", "H5")})
    state, _ = RULES.apply(state, Attack("klaus", "space-marine-1"), ["blank"] * 3)
    assert state.noise == {"a", "c"}
    state, _ = RULES.apply(state, TakeFatigue("klaus"))
    state, events = RULES.apply(state, Attack("klaus", "space-marine-1"), ["blank"] * 3)
    assert state.noise == {"a", "c"}
    assert noise_events(events) == []


def test_r_noise_3_shared_zone_and_attack_one_token() -> None:
    """R-NOISE-3: sharing a zone and shooting in it still leave one token."""
    state = situation(square="A1", enemies={"soldier-1": ("soldier", "A3")})
    assert state.noise == {"a"}
    state, events = RULES.apply(state, Attack("klaus", "soldier-1"), ["blank"] * 3)
    assert state.noise == {"a"}
    assert noise_events(events) == []


# --- R-DANGER-1 -------------------------------------------------------------------


def test_r_danger_1_kill_raises_danger() -> None:
    """R-DANGER-1: each kill raises danger by 1."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state, events = RULES.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    assert state.danger == 1
    assert [e.data["danger"] for e in events if e.kind is EventKind.DANGER] == [1]


def test_r_danger_1_wounding_does_not_raise_danger() -> None:
    """R-DANGER-1: only a kill raises danger, not a hit."""
    state = situation(enemies={"officer-1": ("officer", "A3")})
    state, _ = RULES.apply(state, Attack("klaus", "officer-1"), ["heart", "shield", "blank"])
    assert state.enemies["officer-1"].hp == 1
    assert state.danger == 0


def test_r_danger_1_event_card_raises_danger() -> None:
    """R-DANGER-1: an event card that says so ("Smash it") raises danger."""
    state = situation(square="B2")
    state, _ = RULES.apply(state, Search("klaus", sq("C3")), cards=["radio-room"])
    state, _ = RULES.apply(state, Choose(1))
    assert state.danger == 1
    assert state.heroes["klaus"].glory == 0  # this option gives no loot


def test_r_danger_1_chest_card_raises_danger() -> None:
    """R-DANGER-1: a chest card that says so (booby trap) raises danger."""
    state = situation(square="G1", open_doors=["F2-G2"])
    state, _ = RULES.apply(state, Search("klaus", sq("H1")), cards=["booby-trap"])
    assert state.danger == 1


def test_r_danger_1_mission_rule_raises_danger(tmp_path: Path) -> None:
    """R-DANGER-1: a mission rule that says so raises danger."""
    rules = arena_variant(
        tmp_path,
        extra=(
            "special_rules:\n"
            "  - name: Tripwire\n"
            "    text: Entering the small room raises danger by 2.\n"
            "    trigger: zone_first_entry\n"
            "    zone: b\n"
            "    once: true\n"
            "    effects:\n"
            "      - effect: raise_danger\n"
            "        amount: 2\n"
        ),
    )
    state = situation(square="F2", rules=rules, open_doors=["F2-G2"])
    state, events = rules.apply(state, Move("klaus", sq("G2")))
    assert state.danger == 2
    # The move is told first, then what the square it led to set off: a log
    # reads "Klaus moves to G2", then the danger the rule raised.
    kinds = [e.kind for e in events]
    assert kinds.index(EventKind.MOVED) < kinds.index(EventKind.DANGER)


def test_r_move_9_a_secret_passage_is_told_before_what_its_far_end_sets_off(
    tmp_path: Path,
) -> None:
    """R-MOVE-9: the passage taken comes first in the events, then what the
    zone of its far end sets off (a mission rule)."""
    near, far = sq("A6"), sq("J1")  # the arena's passage A
    zone = RULES.board.zone_of(far)
    assert zone is not None and zone != RULES.board.zone_of(near)
    rules = arena_variant(
        tmp_path,
        extra=(
            "special_rules:\n"
            "  - name: Alarm bell\n"
            "    text: Entering the far room raises danger by 1.\n"
            "    trigger: zone_first_entry\n"
            f"    zone: {zone}\n"
            "    once: true\n"
            "    effects:\n"
            "      - effect: raise_danger\n"
            "        amount: 1\n"
        ),
    )
    state = situation(square="A6", rules=rules)
    state, events = rules.apply(state, UsePassage("klaus"))
    assert state.heroes["klaus"].square == far and state.danger == 1
    kinds = [e.kind for e in events]
    assert kinds.index(EventKind.PASSAGE_USED) < kinds.index(EventKind.DANGER)


# --- R-DANGER-2 [D] ---------------------------------------------------------------


def test_r_danger_2_last_officer_killed_resets_danger() -> None:
    """R-DANGER-2 [D]: killing the last officer on the board resets danger to 0
    right after the kill (the kill's own +1 included)."""
    state = situation(enemies={"officer-1": ("officer", "A3")})
    state.danger = 1
    state, events = RULES.apply(state, Attack("klaus", "officer-1"), ["heart", "heart", "blank"])
    assert state.danger == 0
    assert [e.data["danger"] for e in events if e.kind is EventKind.DANGER] == [2, 0]
    assert state.alarms == 0


def test_r_danger_2_not_while_an_officer_remains() -> None:
    """R-DANGER-2 [D]: with another officer still on the board, danger only
    rises; killing the second one resets it."""
    state = situation(enemies={"officer-1": ("officer", "A3"), "officer-2": ("officer", "C1")})
    state.danger = 1
    state, _ = RULES.apply(state, Attack("klaus", "officer-1"), ["heart", "heart", "blank"])
    assert state.danger == 2
    state, _ = RULES.apply(state, TakeFatigue("klaus"))
    state, _ = RULES.apply(state, Attack("klaus", "officer-2"), ["heart", "heart", "blank"])
    assert state.danger == 0


def test_r_danger_2_not_when_no_officer_was_ever_on_the_board() -> None:
    """R-DANGER-2 [D]: with no officer ever on the board, "all officers dead"
    does not reset danger."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    assert state.officer_seen is False
    state.danger = 1
    state, _ = RULES.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    assert state.danger == 2


def test_r_danger_2_checked_after_each_kill_once_officers_are_gone() -> None:
    """R-DANGER-2 [D]: the check runs after each kill; other danger rises
    (an event) wait for the next kill."""
    state = situation(
        square="B2", enemies={"officer-1": ("officer", "B4"), "soldier-1": ("soldier", "D4")}
    )
    state, _ = RULES.apply(state, Attack("klaus", "officer-1"), ["heart", "heart", "blank"])
    assert state.danger == 0
    state, _ = RULES.apply(state, TakeFatigue("klaus"))
    state.danger = 1  # raised meanwhile (an event, say)
    state, _ = RULES.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    state, _ = RULES.apply(state, Choose(0))  # the soldier's ammo of choice
    assert state.danger == 0


def test_r_danger_2_counts_an_officer_that_arrived_later() -> None:
    """R-DANGER-2 [D]: an officer brought in by an event counts as having been
    on the board; killing it resets danger."""
    state = situation(square="B2")
    state, _ = RULES.apply(state, Search("klaus", sq("C3")), cards=["escaped-prisoners"])
    state, _ = RULES.apply(state, Choose(0))
    assert state.officer_seen is True
    officer = next(e for e in state.enemies.values() if e.type == "officer")
    assert officer.square == sq("C3")
    state.danger = 1
    state, _ = RULES.apply(state, Attack("klaus", officer.id), ["heart", "heart", "blank"])
    assert state.danger == 0


# --- R-DANGER-3 [D] ---------------------------------------------------------------


def test_r_danger_3_alarm_at_threshold_spawns_and_resets() -> None:
    """R-DANGER-3 [D]: danger reaching the threshold (3) sets off the alarm:
    the mission's effect (a soldier on the nazi spawn J6) and danger back to 0."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state.danger = 2
    state, events = RULES.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    assert state.alarms == 1
    assert state.danger == 0
    assert EventKind.ALARM in kinds(events)
    spawned = [(e.id, e.type, square_name(e.square)) for e in state.enemies.values()]
    assert spawned == [("soldier-2", "soldier", "J6")]


def test_r_danger_3_below_threshold_no_alarm() -> None:
    """R-DANGER-3: below the threshold nothing happens."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state.danger = 1
    state, events = RULES.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    assert state.danger == 2 and state.alarms == 0
    assert EventKind.ALARM not in kinds(events)


def test_r_danger_3_alarm_fires_again() -> None:
    """R-DANGER-3 [D]: after an alarm danger climbs again and the alarm fires
    a second time."""
    state = situation(enemies={"soldier-1": ("soldier", "A3"), "soldier-2": ("soldier", "C1")})
    state.danger = 2
    state, _ = RULES.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    state, _ = RULES.apply(state, Choose(0))
    assert state.alarms == 1 and state.danger == 0
    state, _ = RULES.apply(state, TakeFatigue("klaus"))
    state.danger = 2
    state, _ = RULES.apply(state, Attack("klaus", "soldier-2"), ["heart", "blank", "blank"])
    assert state.alarms == 2 and state.danger == 0
    soldiers = sorted(square_name(e.square) for e in state.enemies.values())
    assert soldiers == ["I5", "J6"]  # the second one beside the occupied token


def test_r_danger_3_once_alarm_fires_only_once(tmp_path: Path) -> None:
    """R-DANGER-3 [D]: a mission whose alarm fires once does not fire again."""
    rules = arena_variant(
        tmp_path, alarm=ARENA_ALARM.replace("  threshold: 3\n", "  threshold: 3\n  once: true\n")
    )
    state = situation(
        enemies={"soldier-1": ("soldier", "A3"), "soldier-2": ("soldier", "C1")}, rules=rules
    )
    state.danger = 2
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    state, _ = rules.apply(state, Choose(0))
    assert state.alarms == 1 and state.danger == 0
    state, _ = rules.apply(state, TakeFatigue("klaus"))
    state.danger = 2
    state, events = rules.apply(state, Attack("klaus", "soldier-2"), ["heart", "blank", "blank"])
    assert state.alarms == 1
    assert EventKind.ALARM not in kinds(events)
    assert state.danger == 3
    assert len(state.enemies) == 1  # only the first alarm's soldier


# --- R-SPAWN -----------------------------------------------------------------------

SPAWN_TWO = """alarm:
  threshold: 1
  effects:
    - effect: spawn
      at: nazi_spawns
      enemies:
        - type: soldier
        - type: drone
"""


def test_r_spawn_1_on_the_nazi_spawn_token(tmp_path: Path) -> None:
    """R-SPAWN-1 [D]: two figures at the free spawn token J6 use the token
    and the nearest free adjacent square (I5, nearest Klaus on G3); the
    higher initiative (drone 5, soldier 3) gets the one nearer the heroes,
    I5 (2 squares from Klaus), not the token J6 (3 squares)."""
    rules = arena_variant(tmp_path, alarm=SPAWN_TWO)
    state = situation(square="G3", enemies={"target-1": ("soldier", "G1")}, rules=rules)
    state, events = rules.apply(state, Attack("klaus", "target-1"), ["heart", "blank", "blank"])
    placed = {e.type: square_name(e.square) for e in state.enemies.values()}
    assert placed["drone"] == "I5"
    assert placed["soldier"] == "J6"
    spawned = [e.data["type"] for e in events if e.kind is EventKind.SPAWNED]
    assert spawned == ["drone", "soldier"]  # brought in by initiative


def test_r_spawn_1_rules_version_1_placed_each_figure_as_found(tmp_path: Path) -> None:
    """R-SPAWN-1 under rules version 1 (games recorded before version 2
    replay so, docs/game-log.md): each figure in turn, the highest
    initiative first, took the nearest free square to the token, so the
    drone took the token J6 and the soldier I5."""
    rules = arena_variant(tmp_path, alarm=SPAWN_TWO)
    state = situation(square="G3", enemies={"target-1": ("soldier", "G1")}, rules=rules)
    state.rules_version = 1
    state, events = rules.apply(state, Attack("klaus", "target-1"), ["heart", "blank", "blank"])
    placed = {e.type: square_name(e.square) for e in state.enemies.values()}
    assert placed["drone"] == "J6"
    assert placed["soldier"] == "I5"
    spawned = [e.data["type"] for e in events if e.kind is EventKind.SPAWNED]
    assert spawned == ["drone", "soldier"]


def test_r_spawn_1_figures_of_one_initiative_take_the_squares_as_found(tmp_path: Path) -> None:
    """R-SPAWN-1 [D]: two soldiers (one initiative) at the token J6: the
    squares are J6 and then I5; with no initiative to tell them apart, the
    first soldier takes the token, as the squares were found."""
    rules = arena_variant(tmp_path, alarm=SPAWN_TWO.replace("type: drone", "type: soldier"))
    state = situation(square="G3", enemies={"target-1": ("soldier", "G1")}, rules=rules)
    state, _ = rules.apply(state, Attack("klaus", "target-1"), ["heart", "blank", "blank"])
    new = sorted(
        (e.id, square_name(e.square)) for e in state.enemies.values() if e.id != "target-1"
    )
    assert new == [("soldier-2", "J6"), ("soldier-3", "I5")]  # numbered after soldier-1


def test_r_spawn_1_occupied_token_nearest_free_square_near_heroes(tmp_path: Path) -> None:
    """R-SPAWN-1: with the spawn token J6 occupied, the figures go to the
    nearest free adjacent squares, as close to the heroes as possible, the
    higher initiative closer: from Klaus on G3, I5 is 2 squares away, J5 and
    I6 are 3."""
    rules = arena_variant(tmp_path, alarm=SPAWN_TWO)
    state = situation(
        square="G3",
        enemies={"target-1": ("soldier", "G1"), "guard-1": ("officer", "J6")},
        rules=rules,
    )
    state, events = rules.apply(state, Attack("klaus", "target-1"), ["heart", "blank", "blank"])
    placed = {e.type: square_name(e.square) for e in state.enemies.values() if e.type != "officer"}
    assert placed == {"drone": "I5", "soldier": "J5"}
    spawned = [e.data["type"] for e in events if e.kind is EventKind.SPAWNED]
    assert spawned == ["drone", "soldier"]  # higher initiative first


def test_r_spawn_1_spawned_figures_get_fresh_numbers() -> None:
    """R-SPAWN-1: a spawned soldier takes the next free number of its type."""
    state = situation(enemies={"soldier-1": ("soldier", "A3"), "soldier-4": ("soldier", "C1")})
    state.enemy_numbers["soldier"] = 4
    state.danger = 2
    state, _ = RULES.apply(state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank"])
    assert "soldier-5" in state.enemies
    assert state.enemies["soldier-5"].square == sq("J6")


def test_r_spawn_3_event_spawns_on_and_around_the_event_token() -> None:
    """R-SPAWN-3, R-SEARCH-3: the escaped prisoners' guards appear on the event
    token's square (C3) and the squares adjacent to it; the highest
    initiative (officer) on the token itself."""
    state = situation(square="B2")
    state, _ = RULES.apply(state, Search("klaus", sq("C3")), cards=["escaped-prisoners"])
    state, _ = RULES.apply(state, Choose(0))
    placed = {e.type: e.square for e in state.enemies.values()}
    assert placed["officer"] == sq("C3")
    for square in placed.values():
        assert max(abs(square[0] - 2), abs(square[1] - 2)) <= 1
    assert len(set(placed.values())) == 3
    assert sq("C3") not in state.events_left
