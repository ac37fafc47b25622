"""The nazi program (R-AI-6..11), situation by situation.

Each test sets a situation on a map (the test arena, or a small map written
in `tmp_path`), leaves one hero to act, ends its activation and lets the
whole nazi phase run inside that `apply`, with the nazi dice forced in the
order they are rolled. The figure's explanation (the NAZI_TURN event) is
checked along with where it ends and what it did.

Rules: R-AI-1, R-AI-6, R-AI-7, R-AI-8, R-AI-9, R-AI-10, R-AI-11, R-MOVE-1,
R-MOVE-2, R-MOVE-5, R-MOVE-7, R-MOVE-8, R-MOVE-9, R-LARGE-1, R-ATK-12,
R-NOISE-1, R-DEATH-2, R-DEATH-5, R-BOT-1, R-DANGER-1, R-DICE-4; and the
rulebook's worked example of the nazi phase (seeds/rulebook-fr.txt,
"Sous le feu ennemi : la phase nazie").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from tests.engine.games import (
    ARENA,
    STARTER,
    activate,
    clear_board,
    new_game,
    put_enemy,
    put_hero,
    rules_for,
)
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square, square_name
from wolfenstein_tui.engine.geometry.board import BLOCKING_TOKENS, TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.log.gamelog import replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.commands import EndActivation
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import Enemy, GameState
from wolfenstein_tui.words import Names, describe, tell

SOLO = (("klaus", "blazkowicz", "anya", "max"),)
HEROES = SOLO[0]

# --- helpers -----------------------------------------------------------------------

MISSION = """\
id: {id}
title: Nazi program situation
summary: A small map for one situation of the nazi program.
briefing: Used by the test suite only.
round_limit: 5
alarm:
  threshold: 30
  effects:
    - effect: spawn
      at: nazi_spawns
      enemies:
        - type: soldier
zones:
{zones}
map: |
{drawing}
hero_spawns: {hero_spawns}
nazi_spawns: {nazi_spawns}
objectives:
  - objective: kill
    enemy_type: drone
    count: 99
{extra}
"""


def map_rules(
    tmp_path: Path,
    name: str,
    drawing: str,
    *,
    zones: str = "a: {name: Hall, kind: room}",
    hero_spawns: str = "{A: A1}",
    nazi_spawns: str,
    extra: str = "",
) -> Rules:
    """Rules for a small mission drawn here (docs/mission-format.md)."""
    text = MISSION.format(
        id=name,
        zones="\n".join("  " + line for line in zones.strip().splitlines()),
        drawing="\n".join("  " + line for line in drawing.strip().splitlines()),
        hero_spawns=hero_spawns,
        nazi_spawns=nazi_spawns,
        extra=extra.strip(),
    )
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def arena_with(tmp_path: Path, name: str, old: str = "", new: str = "", enemies: str = "") -> Rules:
    """The test arena, with one line replaced and enemies added."""
    text = ARENA.read_text(encoding="utf-8")
    if old:
        assert old in text
        text = text.replace(old, new)
    if enemies:
        text += "enemies:\n" + enemies
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def situation(
    rules: Rules,
    heroes: dict[str, str],
    active: str,
    enemies: Iterable[tuple[str, str, str]] = (),
    seeded: bool = False,
) -> GameState:
    """Round 1, every hero but `active` done (and standing where `heroes`
    says, or off the board), the enemies placed, `active` activated on its
    square. Manual dice (every nazi die must be given) unless `seeded`."""
    state = clear_board(new_game(rules, skip_nazi_phase=False, seeded_dice=seeded))
    for hero, square in heroes.items():
        if hero != active:
            state = put_hero(state, hero, square)
    state.activated = [hero for hero in HEROES if hero != active]
    for enemy_id, enemy_type, square in enemies:
        state = put_enemy(rules, state, enemy_id, enemy_type, square)
    return activate(rules, state, active, heroes[active])


def nazi_phase(
    rules: Rules, state: GameState, active: str, faces: Iterable[str] | None = ()
) -> tuple[GameState, list[Event]]:
    """End the last activation: the whole nazi phase runs in this apply, with
    these dice faces (None: the seeded generator rolls)."""
    given = None if faces is None else list(faces)
    state, events = rules.apply(state, EndActivation(active), faces=given)
    assert any(e.kind is EventKind.PHASE and e.data == {"phase": "nazis"} for e in events)
    assert state.nazi_phase is None and state.pending is None  # the phase ran to its end
    return state, events


def of(events: list[Event], kind: EventKind, **match: object) -> list[Event]:
    return [
        e for e in events if e.kind is kind and all(e.data.get(k) == v for k, v in match.items())
    ]


def story(rules: Rules, events: list[Event], enemy_id: str) -> str:
    """The explanation of one figure's turn, in the words players read (a
    nazi named with its id, as `replay --text` prints it)."""
    (turn,) = of(events, EventKind.NAZI_TURN, enemy=enemy_id)
    return describe(turn, Names(rules, ids=True))


def attacks(events: list[Event]) -> list[tuple[str, str, int]]:
    return [
        (e.data["enemy"], e.data["target"], e.data["dice"])
        for e in of(events, EventKind.NAZI_ATTACK)
    ]


def moves(events: list[Event], enemy_id: str) -> list[tuple[list[str], int]]:
    return [
        (e.data["path"], e.data["cost"]) for e in of(events, EventKind.NAZI_MOVE, enemy=enemy_id)
    ]


def at(state: GameState, figure: str) -> str:
    if figure in state.heroes:
        square = state.heroes[figure].square
        assert square is not None
        return square_name(square)
    return square_name(state.enemies[figure].square)


def distance(a: str, b: str) -> int:
    return chebyshev(parse_square(a), parse_square(b))


def kinds(events: list[Event]) -> list[EventKind]:
    return [e.kind for e in events]


OPEN_ROOM = """
+-+-+-+-+-+-+-+-+
|a a a a a a a a|
+               +
|a a a a a a a a|
+               +
|a a a a a a a a|
+               +
|a a a a a a a a|
+               +
|a a a a a a a a|
+               +
|a a a a a a a a|
+               +
|a a a a a a a a|
+               +
|a a a a a a a a|
+-+-+-+-+-+-+-+-+
"""


def open_room(tmp_path: Path, name: str = "open", extra: str = "") -> Rules:
    """An 8×8 room, hero spawn A1, nazi spawn H8."""
    return map_rules(tmp_path, name, OPEN_ROOM, nazi_spawns="{A: H8}", extra=extra)


CORRIDOR = """
+-+-+-+-+-+-+-+-+-+-+
|a a a a a a a a a a|
+-+-+-+-+-+-+-+-+-+-+
"""


def corridor(
    tmp_path: Path, name: str, difficult: str = "", nazi_spawn: str = "J1", hero_spawn: str = "A1"
) -> Rules:
    """A corridor one square wide and ten long (A1-J1)."""
    extra = f"difficult_terrain: [{difficult}]" if difficult else ""
    return map_rules(
        tmp_path,
        name,
        CORRIDOR,
        zones="a: {name: Corridor, kind: corridor}",
        hero_spawns=f"{{A: {hero_spawn}}}",
        nazi_spawns=f"{{A: {nazi_spawn}}}",
        extra=extra,
    )


# --- the rulebook's worked example ------------------------------------------------------


def test_worked_example_nazi_phase_forced_dice() -> None:
    """Rulebook, "Sous le feu ennemi : la phase nazie" (R-AI-6, R-AI-9): the
    soldier 4 squares from Klaus fires first (2 AP) with 1 die, its SMG losing
    a die per square between (3 − 3, min 1); the reload result is a blank, so
    the shot misses; then it moves 3 AP to the square next to Klaus."""
    rules = rules_for()
    state = situation(rules, {"klaus": "E1"}, "klaus", [("soldier-2", "soldier", "E5")])
    state, events = nazi_phase(rules, state, "klaus", ["reload"])

    klaus = state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (5, 2)  # the reload is a blank: no damage
    assert not klaus.bleeding
    assert attacks(events) == [("soldier-2", "klaus", 1)]
    (damaged,) = of(events, EventKind.DAMAGED, figure="klaus")
    assert (damaged.data["hp_lost"], damaged.data["armor_lost"]) == (0, 0)
    # It shoots first, then closes in: 2 AP + 3 AP of the soldier's 5.
    order = kinds(events)
    assert order.index(EventKind.NAZI_ATTACK) < order.index(EventKind.NAZI_MOVE)
    ((path, cost),) = moves(events, "soldier-2")
    assert cost == 3 and len(path) == 3
    assert distance(at(state, "soldier-2"), "E1") == 1  # next to Klaus
    text = story(rules, events, "soldier-2")
    assert "Attacks Klaus Kreutz at range 4" in text
    assert "1 die (3 on the card, less 3 for 3 squares between, at least 1)" in text
    assert "Rolls reload → blank" in text
    assert "(3 AP)" in text and "now adjacent to Klaus Kreutz" in text


def test_worked_example_nazi_phase_as_a_hand_written_game_log(tmp_path: Path) -> None:
    """R-DICE-4 [D]: the whole example as a manual-dice game log. Klaus (the
    first hero) walks 4 squares and kills the near soldier (War Veteran
    rerolls the reload), the other heroes appear in the small room behind
    the closed door, and at the end of the round's last activation the far
    soldier fires 1 die (reload → blank) and walks 3 AP next to Klaus."""
    rules = arena_with(
        tmp_path,
        "worked-example-nazi-phase",
        old="hero_spawns: {A: A1}",
        new="hero_spawns: {A: A1, B: H2, C: I2, D: J2}",
        enemies=(
            "  - {id: soldier-1, type: soldier, square: E3}\n"
            "  - {id: soldier-2, type: soldier, square: E5}\n"
        ),
    )
    header = Header(
        mission="arena",
        mission_hash="",
        decks_hash="",
        seats=SOLO,
        seed=0,
        dice="manual",
        skip_nazi_phase=False,
    )
    lines: list[dict[str, object]] = [
        {"do": {"command": "start_activation", "hero": "klaus"}},
        {"do": {"command": "move", "hero": "klaus", "to": "E1"}},
        {"do": {"command": "attack", "hero": "klaus", "target": "soldier-1"}},
        {"dice": ["reload", "blank", "shield"]},
        {"do": {"command": "choose", "option": 1}},  # War Veteran rerolls the reload
        {"dice": ["heart"]},
        {"do": {"command": "choose", "option": 0}},  # the loot's ammo token
        {"do": {"command": "end_activation", "hero": "klaus"}},
    ]
    for hero in HEROES[1:]:
        lines.append({"do": {"command": "start_activation", "hero": hero}})
        lines.append({"do": {"command": "end_activation", "hero": hero}})
    lines.append({"dice": ["reload"]})  # rolled by the nazi phase inside max's end
    result = replay(rules, header, list(enumerate(lines, start=2)), check=False)
    assert result.problems == []
    state = result.record.state
    assert state.round == 2 and state.outcome is None
    assert "soldier-1" not in state.enemies
    klaus = state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (5, 2)
    assert square_name(klaus.square or (0, 0)) == "E1"
    assert distance(at(state, "soldier-2"), "E1") == 1
    assert state.danger == 2  # the kill, then Sound the Alert
    # The last decision's events: the nazi phase, explained.
    _, events = rules.apply(result.record.history[-1], EndActivation("max"), faces=["reload"])
    assert attacks(events) == [("soldier-2", "klaus", 1)]
    assert [cost for _, cost in moves(events, "soldier-2")] == [3]
    text = story(rules, events, "soldier-2")
    assert "Attacks Klaus Kreutz at range 4" in text
    assert "1 die (3 on the card, less 3 for 3 squares between, at least 1)" in text
    assert "Rolls reload → blank" in text


# --- R-AI-6: the program ------------------------------------------------------------------


def test_r_ai_6_attacks_first_then_closes_in_until_adjacent(tmp_path: Path) -> None:
    """R-AI-6: in range and sight, the soldier attacks at once (2 squares: 2
    dice), then moves only until it is next to the hero (1 square), and
    keeps the AP it has left."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "B2"}, "klaus", [("soldier-1", "soldier", "D4")])
    state, events = nazi_phase(rules, state, "klaus", ["blank", "blank"])
    assert attacks(events) == [("soldier-1", "klaus", 2)]
    assert moves(events, "soldier-1") == [(["C3"], 1)]
    order = kinds(events)
    assert order.index(EventKind.NAZI_ATTACK) < order.index(EventKind.NAZI_MOVE)
    assert at(state, "soldier-1") == "C3"
    assert "now adjacent to Klaus Kreutz" in story(rules, events, "soldier-1")


def test_r_ai_6_moves_until_an_attack_is_possible_then_attacks(tmp_path: Path) -> None:
    """R-AI-6: out of range (6 squares), the soldier walks only until step 1
    becomes possible (4 squares away, 2 AP), fires with 1 die, then closes
    in with its last AP."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "G7")])
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    (first, second) = moves(events, "soldier-1")
    assert first[1] == 2 and distance(first[0][-1], "A1") == 4
    assert attacks(events) == [("soldier-1", "klaus", 1)]
    assert second[1] == 1 and distance(second[0][-1], "A1") == 3
    order = [e.kind for e in events if e.kind in (EventKind.NAZI_MOVE, EventKind.NAZI_ATTACK)]
    assert order == [EventKind.NAZI_MOVE, EventKind.NAZI_ATTACK, EventKind.NAZI_MOVE]
    assert distance(at(state, "soldier-1"), "A1") == 3


def test_r_ai_6_one_attack_per_nazi_phase(tmp_path: Path) -> None:
    """R-AI-6: a soldier next to two heroes, with AP for two attacks (5 AP,
    2 each), attacks once only."""
    rules = open_room(tmp_path)
    heroes = {"klaus": "C3", "max": "E3"}
    state = situation(rules, heroes, "klaus", [("soldier-1", "soldier", "D3")])
    state, events = nazi_phase(rules, state, "klaus", ["blank"] * 3)
    assert len(attacks(events)) == 1
    assert moves(events, "soldier-1") == []
    assert at(state, "soldier-1") == "D3"


# --- R-AI-7: the nearest hero ---------------------------------------------------------------


def test_r_ai_7_nearest_is_counted_in_path_ap_not_in_squares(tmp_path: Path) -> None:
    """R-AI-7 [D]: "nearest" is the fewest AP of a legal path to a square next
    to the hero. Anya is 2 squares away but the three squares between are
    chests (4 AP round them, R-MOVE-6); Max is 3 squares away on open floor
    (2 AP). Both are in range and sight: Max is attacked, although Anya is
    nearer as the crow flies and has less HP + armor."""
    rules = open_room(tmp_path, "path-ap", extra="chests: [C3, D3, E3]")
    heroes = {"anya": "D2", "max": "G4"}
    state = situation(rules, heroes, "anya", [("soldier-1", "soldier", "D4")])
    state, events = nazi_phase(rules, state, "anya", ["blank"])
    ((_, target, dice),) = attacks(events)
    assert target == "max"
    assert dice == 1  # 3 − 2 squares between


def test_r_ai_7_equal_paths_smaller_chebyshev_distance_first(tmp_path: Path) -> None:
    """R-AI-7 [D]: equal path AP (2: the squares between the soldier and Max
    are difficult terrain), so the smaller Chebyshev distance wins: Max (2
    squares) before Anya (3 squares), although Anya has less HP + armor."""
    rules = open_room(tmp_path, "chebyshev", extra="difficult_terrain: [C3, D3, E3]")
    heroes = {"max": "D2", "anya": "G4"}
    state = situation(rules, heroes, "max", [("soldier-1", "soldier", "D4")])
    state, events = nazi_phase(rules, state, "max", ["blank", "blank"])
    ((_, target, dice),) = attacks(events)
    assert target == "max"
    assert dice == 2


@pytest.mark.parametrize("wounded", [None, "max"])
def test_r_ai_7_equal_distance_lowest_hp_plus_armor_first(tmp_path: Path, wounded) -> None:
    """R-AI-7: two heroes equally near (same path AP, same distance): the one
    with the lowest HP + armor is attacked. Anya (4 + 1) before Max (7 + 2);
    once Max is down to 1 HP and no armor, Max."""
    rules = open_room(tmp_path)
    heroes = {"max": "D2", "anya": "F4"}
    state = situation(rules, heroes, "max", [("soldier-1", "soldier", "D4")])
    if wounded:
        state.heroes[wounded].hp = 1
        state.heroes[wounded].armor = 0
    state, events = nazi_phase(rules, state, "max", ["blank", "blank"])
    ((_, target, _),) = attacks(events)
    assert target == (wounded or "anya")


# --- R-AI-8: following the noise ------------------------------------------------------------


def test_r_ai_8_no_hero_in_sight_heads_for_the_noisy_zone_with_most_heroes() -> None:
    """R-AI-8: the soldier in the small room sees nobody (doors closed) and
    hears noise in the big room (Klaus, 1 AP away) and in the corridor (Max
    and Anya). It heads for the corridor, where most heroes are, and there
    for the nearest hero, Max (R-AI-8 [D]): it opens the wide door on its way
    (R-AI-11) and attacks Max."""
    rules = rules_for()
    heroes = {"klaus": "F3", "max": "I5", "anya": "G6"}
    state = situation(rules, heroes, "anya", [("soldier-1", "soldier", "H2")])
    state.noise = {"a", "c"}
    state, events = nazi_phase(rules, state, "anya", ["blank"] * 3)
    assert [target for _, target, _ in attacks(events)] == ["max"]
    assert rules.board.zone_of(state.enemies["soldier-1"].square) == "c"
    assert "H3-H4" not in state.closed_doors
    assert "F2-G2" in state.closed_doors  # not the door to the big room
    assert "noise" in story(rules, events, "soldier-1")


def test_r_ai_8_within_the_noisy_zone_the_nearest_hero() -> None:
    """R-AI-8 [D]: with one noisy zone and no hero in sight, the soldier goes
    for the hero of that zone it can reach in the fewest AP: Max, next to
    the door, rather than Anya further in (although Anya has less HP +
    armor, nearness comes first)."""
    rules = rules_for()
    heroes = {"max": "E2", "anya": "B5"}
    state = situation(rules, heroes, "max", [("soldier-1", "soldier", "I2")])
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "max", [])
    # I2 → H2 → G2 (2 AP), open F2-G2 and step to F2 (2 AP): next to Max.
    assert "F2-G2" not in state.closed_doors
    assert at(state, "soldier-1") == "F2"
    assert "toward Max Hass" in story(rules, events, "soldier-1")
    assert attacks(events) == []  # 4 AP spent, 1 left: no attack


def test_r_ai_8_noise_in_a_zone_without_heroes_leads_to_its_nearest_square() -> None:
    """R-AI-8 [D]: the soldier in the corridor hears noise in the small room,
    where no hero is, and sees nobody: it opens the wide door and stops on
    the nearest square of that room (3 AP), and goes no further."""
    rules = rules_for()
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "J5")])
    state.noise = {"b"}
    state, events = nazi_phase(rules, state, "klaus", [])
    ((path, cost),) = moves(events, "soldier-1")
    assert cost == 3
    assert rules.board.zone_of(parse_square(path[-1])) == "b"
    assert all(rules.board.zone_of(parse_square(square)) == "c" for square in path[:-1])
    assert "H3-H4" not in state.closed_doors
    assert "toward Small Room" in story(rules, events, "soldier-1")


# --- R-AI-9 and the dice ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("faces", "hp", "armor"),
    [
        (["reload", "reload", "reload"], 5, 2),
        (["reload", "heart", "shield"], 4, 1),
        (["reload", "blank", "reload"], 5, 2),
    ],
)
def test_r_ai_9_nazi_reload_results_are_blanks(tmp_path: Path, faces, hp, armor) -> None:
    """R-AI-9: the soldier next to Klaus rolls 3 dice; its reload results do
    nothing (no damage, no reload token anywhere), the rest hits as usual."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "C3"}, "klaus", [("soldier-1", "soldier", "D3")])
    state, events = nazi_phase(rules, state, "klaus", faces)
    klaus = state.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (hp, armor)
    assert not of(events, EventKind.RELOAD_TOKEN)
    assert "reload → blank" in story(rules, events, "soldier-1")


@pytest.mark.parametrize(("square", "dice"), [("B1", 3), ("C1", 2), ("D1", 1), ("E1", 1)])
def test_soldier_smg_falloff_by_distance(tmp_path: Path, square, dice) -> None:
    """Soldier's SMG (RULES.md section 2, R-AI-6): 3 dice, 1 fewer per square
    between it and the target, at least 1: ranges 1, 2, 3, 4 roll 3, 2, 1, 1."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", square)])
    state, events = nazi_phase(rules, state, "klaus", ["blank"] * dice)
    assert attacks(events) == [("soldier-1", "klaus", dice)]
    between = distance(square, "A1") - 1
    word = "die" if dice == 1 else "dice"
    text = story(rules, events, "soldier-1")
    assert f"at range {between + 1}" in text
    if between == 0:
        assert f"{dice} {word} (3 on the card: no square between)" in text
        return
    # The explanation's numbers agree with each other and with the formula.
    found = re.search(
        r"(\d+) (?:die|dice) \((\d+) on the card, less (\d+) for (\d+) squares? between, "
        r"at least (\d+)\)",
        text,
    )
    assert found is not None, text
    said, card, less, counted, least = map(int, found.groups())
    assert (said, card, counted, least) == (dice, 3, between, 1)
    assert less == counted * 1  # one die fewer a square between
    assert said == max(least, card - less)


def test_space_marine_has_no_falloff(tmp_path: Path) -> None:
    """R-AI-6: the Gauss Rifle (range 5, 3 dice) rolls its 3 dice at range 5:
    only the SMG loses dice with distance."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "A1"}, "klaus", [("marine-1", "space-marine", "F6")])
    state, events = nazi_phase(rules, state, "klaus", ["blank"] * 3)
    assert attacks(events) == [("marine-1", "klaus", 3)]
    assert "at range 5 with its Gauss Rifle: 3 dice." in story(rules, events, "marine-1")


# --- R-AI-11, R-AI-10: doors, barricades, passages ----------------------------------------------


def test_r_ai_11_opens_a_door_on_its_way(tmp_path: Path) -> None:
    """R-AI-11: the soldier behind the closed door hears Klaus's noise, opens
    the door on its way (1 AP): the door leaves the closed doors, a
    DOOR_OPENED event and the explanation say so; from the doorway it sees
    Klaus 3 squares away and fires 1 die (3 AP moving + 2 attacking)."""
    rules = rules_for()
    state = situation(rules, {"klaus": "C2"}, "klaus", [("soldier-1", "soldier", "H2")])
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    assert "F2-G2" not in state.closed_doors
    assert [e.data["door"] for e in of(events, EventKind.DOOR_OPENED)] == ["F2-G2"]
    assert moves(events, "soldier-1") == [(["G2", "F2"], 3)]
    assert attacks(events) == [("soldier-1", "klaus", 1)]
    assert "Opens the door F2-G2" in story(rules, events, "soldier-1")


BARRICADE_WALL = """
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|a a a a a a a|b b b b b b b|
+             +             +
|a a a a a a a|b b b b b b b|
+             +             +
|a a a a a a aBb b b b b b b|
+             +             +
|a a a a a a a|b b b b b b b|
+             +             +
|a a a a a a a{gap}b b b b b b b|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
"""


def barricade_rules(tmp_path: Path, gap: str) -> Rules:
    return map_rules(
        tmp_path,
        "barricade-gap" if gap == " " else "barricade-only",
        BARRICADE_WALL.replace("{gap}", gap),
        zones="a: {name: West Hall, kind: room}\nb: {name: East Hall, kind: room}",
        nazi_spawns="{A: N1}",
    )


def test_r_ai_11_never_crosses_a_barricade_and_takes_the_detour(tmp_path: Path) -> None:
    """R-AI-11, R-MOVE-5: Klaus is in sight across the barricade G3-H3 but 11
    squares away. The soldier never crosses the barricade: it walks the
    detour through the gap G5-H5 (5 AP: it is on G5, the one square through
    the gap), and the barricade stays."""
    rules = barricade_rules(tmp_path, " ")
    state = situation(rules, {"klaus": "A3"}, "klaus", [("soldier-1", "soldier", "L3")])
    state, events = nazi_phase(rules, state, "klaus", [])
    ((path, cost),) = moves(events, "soldier-1")
    assert cost == 5
    assert path[-1] == "G5"
    assert "G3" not in path and "G3-H3" in state.barricades
    assert attacks(events) == []


def test_r_ai_10_no_path_walks_up_to_the_barricade_and_waits(tmp_path: Path) -> None:
    """R-AI-10: with the gap walled up there is no path to Klaus: the soldier
    walks the way it would take without the barricade, up to it (H3, 4 AP),
    and waits there."""
    rules = barricade_rules(tmp_path, "|")
    state = situation(rules, {"klaus": "A3"}, "klaus", [("soldier-1", "soldier", "L3")])
    state, events = nazi_phase(rules, state, "klaus", [])
    assert moves(events, "soldier-1") == [(["K3", "J3", "I3", "H3"], 4)]
    assert at(state, "soldier-1") == "H3"
    assert "as far as the obstacle" in story(rules, events, "soldier-1")
    (turn,) = of(events, EventKind.NAZI_TURN, enemy="soldier-1")
    assert "R-AI-10" in tell(turn, Names(rules, ids=True)).rules
    assert "G3-H3" in state.barricades


PASSAGE_MAP = """
+-+-+-+-+-+-+-+
|a a a|b b b b|
+     +       +
|a a aDb b b b|
+     +       +
|a a a|b b b b|
+     +       +
|a a a|b b b b|
+     +       +
|a a aDb b b b|
+-+-+-+-+-+-+-+
"""


def test_r_ai_11_never_enters_a_secret_passage_token(tmp_path: Path) -> None:
    """R-AI-11, R-MOVE-9: the short way to Klaus's noise is the door C2-D2,
    but the only square before it, D2, holds a secret passage token: the
    soldier goes round by the door C5-D5 (3 AP, then 2 to open it and step
    through) and never sets foot on D2."""
    rules = map_rules(
        tmp_path,
        "passage",
        PASSAGE_MAP,
        zones="a: {name: West Room, kind: room}\nb: {name: East Room, kind: room}",
        nazi_spawns="{A: G5}",
        extra="passages:\n  A: [D2, A5]",
    )
    state = situation(rules, {"klaus": "A2"}, "klaus", [("soldier-1", "soldier", "E2")])
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", [])
    ((path, cost),) = moves(events, "soldier-1")
    assert "D2" not in path and "A5" not in path
    assert cost == 5 and path[-1] == "C5"
    assert "C5-D5" not in state.closed_doors
    assert "C2-D2" in state.closed_doors


def test_r_ai_10_no_path_but_across_a_passage_token_walks_up_to_it_and_waits(
    tmp_path: Path,
) -> None:
    """R-AI-10, R-MOVE-9: in a corridor one square wide, the secret passage
    token on E1 closes the way to Klaus (nazis never cross it). Like a
    barricade, it is an obstacle the soldier cannot pass: it walks up to it
    (F1, 3 AP) and waits there, rather than waiting where it stood."""
    rules = map_rules(
        tmp_path,
        "passage-only",
        CORRIDOR,
        zones="a: {name: Corridor, kind: corridor}",
        nazi_spawns="{A: C1}",
        extra="passages:\n  A: [E1, J1]",
    )
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "I1")])
    state, events = nazi_phase(rules, state, "klaus", [])
    assert at(state, "soldier-1") == "F1"
    assert moves(events, "soldier-1") == [(["H1", "G1", "F1"], 3)]


ONE_DOOR_CORRIDOR = """
+-+-+-+-+-+-+-+-+-+-+
|a a a a aDb b b b b|
+-+-+-+-+-+-+-+-+-+-+
"""


def test_r_ai_11_opens_the_door_on_its_path_with_its_last_ap(tmp_path: Path) -> None:
    """R-AI-11, R-AI-1, R-MOVE-4: opening a door is an action of 1 AP. The
    soldier walks 4 squares to the closed door E1-F1 on its way to Klaus's
    noise; with its last AP it opens the door (it cannot step through any
    more), so the door is open after its turn."""
    rules = map_rules(
        tmp_path,
        "door-last-ap",
        ONE_DOOR_CORRIDOR,
        zones="a: {name: West, kind: corridor}\nb: {name: East, kind: corridor}",
        nazi_spawns="{A: C1}",
    )
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "J1")])
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", [])
    assert at(state, "soldier-1") == "F1"
    assert "E1-F1" not in state.closed_doors
    assert [e.data["door"] for e in of(events, EventKind.DOOR_OPENED)] == ["E1-F1"]


# --- R-MOVE-1, R-MOVE-7, R-MOVE-8 ------------------------------------------------------------------


@pytest.mark.parametrize(("difficult", "end"), [("", "D1"), ("D1", "E1")])
def test_r_move_1_stops_before_a_square_it_cannot_afford(tmp_path: Path, difficult, end) -> None:
    """R-MOVE-1, R-MOVE-2: the soldier walks 2 squares, fires from 4 squares
    (1 die) and has 1 AP left to close in. An ordinary D1 costs 1 AP and it
    steps there; difficult terrain on D1 costs 2, so it stops before it."""
    rules = corridor(tmp_path, f"afford-{difficult.lower() or 'plain'}", difficult=difficult)
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "G1")])
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    assert attacks(events) == [("soldier-1", "klaus", 1)]
    assert at(state, "soldier-1") == end
    spent = sum(cost for _, cost in moves(events, "soldier-1"))
    assert spent == (3 if end == "D1" else 2)


def test_r_move_8_passes_through_another_nazi_but_never_stops_on_it(tmp_path: Path) -> None:
    """R-MOVE-8: the soldier (woken by the noise in its corridor, Klaus hidden
    behind the stunned soldier on C1) has 5 AP: D1 costs 4, C1 would cost 5
    but another nazi stands there, so it stops on D1."""
    rules = corridor(tmp_path, "friend")
    enemies = [("soldier-1", "soldier", "H1"), ("soldier-2", "soldier", "C1")]
    state = situation(rules, {"klaus": "A1"}, "klaus", enemies)
    state.enemies["soldier-2"].stunned = True
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", [])
    assert at(state, "soldier-1") == "D1"
    assert at(state, "soldier-2") == "C1"
    assert attacks(events) == []


def test_r_move_8_passes_through_another_nazi_to_a_free_square(tmp_path: Path) -> None:
    """R-MOVE-8: one square nearer, the soldier passes through its friend on
    C1 and stops next to Klaus on B1 (5 AP)."""
    rules = corridor(tmp_path, "friend-through")
    enemies = [("soldier-1", "soldier", "G1"), ("soldier-2", "soldier", "C1")]
    state = situation(rules, {"klaus": "A1"}, "klaus", enemies)
    state.enemies["soldier-2"].stunned = True
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", [])
    assert moves(events, "soldier-1") == [(["F1", "E1", "D1", "C1", "B1"], 5)]
    assert at(state, "soldier-1") == "B1"


def test_r_ai_6_a_spawn_token_next_to_the_hero_does_not_stop_the_approach(
    tmp_path: Path,
) -> None:
    """R-AI-6, R-MOVE-7: Klaus, in sight 7 squares away, has a nazi spawn
    token on the one square next to him (figures may pass through spawn
    tokens, only not stop there). Step 2 is to move toward him until step 1
    is possible: the soldier walks 3 squares (E1, range 4) and fires 1 die."""
    rules = corridor(tmp_path, "spawn-next", nazi_spawn="B1", hero_spawn="J1")
    state = situation(
        rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "H1")], seeded=True
    )
    state, events = nazi_phase(rules, state, "klaus", None)
    assert moves(events, "soldier-1")[:1] == [(["G1", "F1", "E1"], 3)]
    assert attacks(events) == [("soldier-1", "klaus", 1)]


def test_r_move_7_never_ends_a_move_on_a_spawn_token(tmp_path: Path) -> None:
    """R-MOVE-7: after firing (1 die, range 4) the soldier has 3 AP to close
    in on Klaus: D1 (1), C1 (2, a nazi spawn token), B1 (difficult, 4). It
    cannot afford B1 and may not stop on the spawn token: it stops on D1."""
    rules = corridor(tmp_path, "spawn", difficult="B1", nazi_spawn="C1", hero_spawn="J1")
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "E1")])
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    assert attacks(events) == [("soldier-1", "klaus", 1)]
    assert at(state, "soldier-1") == "D1"


# --- R-LARGE-1: the Panzerhund and doors ------------------------------------------------------------

DOORWAY = """
+-+-+-+-+-+-+-+-+-+-+-+-+
|a a a a a aDb b b b b b|
+           +           +
|a a a a a a{low}b b b b b b|
+-+-+-+-+-+-+-+-+-+-+-+-+
"""


def doorway_rules(tmp_path: Path, wide: bool) -> Rules:
    return map_rules(
        tmp_path,
        "wide-door" if wide else "narrow-door",
        DOORWAY.replace("{low}", "D" if wide else "|"),
        zones="a: {name: Kennel, kind: room}\nb: {name: Yard, kind: room}",
        nazi_spawns="{A: A2}",
    )


def test_r_large_1_panzerhund_goes_through_a_two_square_door(tmp_path: Path) -> None:
    """R-LARGE-1, R-AI-11: the Panzerhund (2×2, 6 AP) hears the noise beyond
    the 2-square door F1-G1, opens it (1 AP) and goes through: 6 AP bring
    its whole footprint into the yard (G1-H2)."""
    rules = doorway_rules(tmp_path, wide=True)
    state = situation(rules, {"klaus": "L1"}, "klaus", [("hund-1", "panzerhund", "B1")])
    state.noise = {"b"}
    state, events = nazi_phase(rules, state, "klaus", [])
    assert "F1-G1" not in state.closed_doors
    hund = state.enemies["hund-1"]
    zones = {rules.board.zone_of(s) for s in footprint(hund.square, True)}
    assert zones == {"b"}
    assert at(state, "hund-1") == "G1"
    assert "Opens the door F1-G1" in story(rules, events, "hund-1")


def test_r_large_1_panzerhund_never_stops_straddling_a_door(tmp_path: Path) -> None:
    """R-LARGE-1 [D]: from A1 the Panzerhund's 6 AP would end with its
    footprint astride the doorway (E-F → F-G costs 2 with the door). It
    cannot end there, so it stops before the doorway, on E1 (4 AP)."""
    rules = doorway_rules(tmp_path, wide=True)
    state = situation(rules, {"klaus": "L1"}, "klaus", [("hund-1", "panzerhund", "A1")])
    state.noise = {"b"}
    state, events = nazi_phase(rules, state, "klaus", [])
    assert moves(events, "hund-1") == [(["B1", "C1", "D1", "E1"], 4)]
    hund = state.enemies["hund-1"]
    squares = footprint(hund.square, True)
    zones = {rules.board.zone_of(s) for s in squares}
    assert len(zones) == 1  # not astride the door
    assert at(state, "hund-1") == "E1"
    for a, b in ((squares[0], squares[1]), (squares[2], squares[3])):
        assert rules.board.edge_kind(a, b) is None


def test_r_large_1_panzerhund_cannot_pass_a_one_square_door(tmp_path: Path) -> None:
    """R-LARGE-1: the door F1-G1 is one square wide: the Panzerhund never gets
    through it, whatever AP it has; its footprint stays in the kennel."""
    rules = doorway_rules(tmp_path, wide=False)
    state = situation(rules, {"klaus": "L1"}, "klaus", [("hund-1", "panzerhund", "C1")])
    state.noise = {"b"}
    state, events = nazi_phase(rules, state, "klaus", [])
    hund = state.enemies["hund-1"]
    assert {rules.board.zone_of(s) for s in footprint(hund.square, True)} == {"a"}
    for path, _ in moves(events, "hund-1"):
        for anchor in path:
            squares = footprint(parse_square(anchor), True)
            assert {rules.board.zone_of(s) for s in squares} == {"a"}
    assert attacks(events) == []


def test_r_ai_10_panzerhund_walks_up_to_a_door_too_narrow_and_waits(tmp_path: Path) -> None:
    """R-AI-10, R-LARGE-1: the one-square door is an obstacle the Panzerhund
    can never pass. Like any nazi that meets an obstacle it cannot pass, it
    goes as far as the obstacle (its footprint E1-F2 touching the door, 4 AP)
    and waits there, rather than waiting where it stood."""
    rules = doorway_rules(tmp_path, wide=False)
    state = situation(rules, {"klaus": "L1"}, "klaus", [("hund-1", "panzerhund", "A1")])
    state.noise = {"b"}
    state, events = nazi_phase(rules, state, "klaus", [])
    hund = state.enemies["hund-1"]
    assert {rules.board.zone_of(s) for s in footprint(hund.square, True)} == {"a"}
    assert at(state, "hund-1") == "E1"
    assert [cost for _, cost in moves(events, "hund-1")] == [4]


def test_r_large_1_panzerhund_attacks_from_any_of_its_squares(tmp_path: Path) -> None:
    """R-LARGE-1, R-LOS-6: range and sight count from any of the Panzerhund's
    4 squares: one step (B2 → C3) puts its lower-right square D4 next to
    Klaus on E5, and it bites (Flame Jaws, range 1, 4 dice)."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "E5"}, "klaus", [("hund-1", "panzerhund", "B2")])
    state, events = nazi_phase(rules, state, "klaus", ["heart", "blank", "blank", "blank"])
    assert moves(events, "hund-1") == [(["C3"], 1)]
    assert attacks(events) == [("hund-1", "klaus", 4)]
    assert state.heroes["klaus"].hp == 4


# --- R-ATK-12: stun and sabotage ---------------------------------------------------------------------


def test_r_atk_12_a_stunned_nazi_does_nothing_and_loses_the_token(tmp_path: Path) -> None:
    """R-ATK-12: a stunned soldier next to Klaus neither attacks nor moves in
    its turn; the stun token is gone after it."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "C3"}, "klaus", [("soldier-1", "soldier", "E5")])
    state.enemies["soldier-1"].stunned = True
    state, events = nazi_phase(rules, state, "klaus", [])
    assert attacks(events) == [] and moves(events, "soldier-1") == []
    assert at(state, "soldier-1") == "E5"
    assert state.enemies["soldier-1"].stunned is False
    assert "stunned" in story(rules, events, "soldier-1")
    assert (state.heroes["klaus"].hp, state.heroes["klaus"].armor) == (5, 2)


def test_r_atk_12_a_sabotaged_nazi_moves_but_does_not_attack(tmp_path: Path) -> None:
    """R-ATK-12: a sabotaged soldier 3 squares from Klaus, in range and sight,
    does not attack; it still moves toward him; the sabotage token is gone
    after its turn."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "C3"}, "klaus", [("soldier-1", "soldier", "F6")])
    state.enemies["soldier-1"].sabotaged = True
    state, events = nazi_phase(rules, state, "klaus", [])
    assert attacks(events) == []
    assert moves(events, "soldier-1")
    assert distance(at(state, "soldier-1"), "C3") < 3
    assert state.enemies["soldier-1"].sabotaged is False
    assert (state.heroes["klaus"].hp, state.heroes["klaus"].armor) == (5, 2)


# --- targets: bots, bleeding heroes -----------------------------------------------------------------


def test_r_bot_1_bots_are_attacked_like_heroes_and_removed_at_0_hp(tmp_path: Path) -> None:
    """R-BOT-1, R-DEATH-5: the bot (a drone fighting for Blazkowicz) next to
    the soldier is the nearest "hero": it is attacked, and at 0 HP it is
    removed (bots do not bleed)."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "A4"}, "klaus", [("soldier-1", "soldier", "D4")])
    card = rules.enemy_cards["drone"]
    state.enemies["drone-9"] = Enemy(
        id="drone-9",
        type="drone",
        square=parse_square("D3"),
        hp=card.hp,
        armor=card.armor,
        bot_of="blazkowicz",
    )
    state.heroes["blazkowicz"].square = parse_square("H1")
    state.activated.append("drone-9")  # the bot has had its turn
    state, events = nazi_phase(rules, state, "klaus", ["heart", "shield", "blank"])
    assert attacks(events) == [("soldier-1", "drone-9", 3)]
    assert "drone-9" not in state.enemies
    assert of(events, EventKind.KILLED, enemy="drone-9")
    assert (state.heroes["klaus"].hp, state.heroes["klaus"].armor) == (5, 2)


def test_r_death_2_a_bleeding_hero_is_no_longer_attacked(tmp_path: Path) -> None:
    """R-DEATH-2: the first soldier brings Klaus (1 HP, no armor) to 0 HP: he
    bleeds where he stands. The second soldier, next to him as well, does
    not attack him again: it shoots Max instead."""
    rules = open_room(tmp_path)
    heroes = {"klaus": "D2", "max": "G3"}
    enemies = [("soldier-1", "soldier", "D3"), ("soldier-2", "soldier", "E3")]
    state = situation(rules, heroes, "max", enemies)
    state.heroes["klaus"].hp = 1
    state.heroes["klaus"].armor = 0
    state, events = nazi_phase(rules, state, "max", ["heart", "blank", "blank", "blank", "blank"])
    klaus = state.heroes["klaus"]
    assert klaus.bleeding and klaus.hp == 0 and not klaus.dead
    assert at(state, "klaus") == "D2"
    assert attacks(events) == [("soldier-1", "klaus", 3), ("soldier-2", "max", 2)]
    assert of(events, EventKind.BLEEDING, hero="klaus")


# --- noise and danger -----------------------------------------------------------------------------


def test_r_noise_1_a_nazi_attack_makes_noise_in_both_zones() -> None:
    """R-NOISE-1: the soldier in the small room shoots Klaus in the big room
    through the open door: noise goes in the attacker's zone and in the
    target's zone."""
    rules = rules_for()
    state = situation(rules, {"klaus": "F2"}, "klaus", [("soldier-1", "soldier", "J2")])
    state.closed_doors.discard("F2-G2")
    assert state.noise == set()
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    assert attacks(events) == [("soldier-1", "klaus", 1)]
    noise = of(events, EventKind.NOISE)
    first_attack = kinds(events).index(EventKind.NAZI_ATTACK)
    gunfire = [e.data["zone"] for e in noise if e.data["reason"] == "gunfire"]
    assert sorted(gunfire) == ["a", "b"]
    assert all(events.index(e) > first_attack for e in noise if e.data["reason"] == "gunfire")


def test_soldier_sound_the_alert_raises_danger_on_its_first_activation_only() -> None:
    """R-DANGER-1 (Soldier's "Sound the Alert"): danger +1 the first time a
    soldier activates, not the next time; a soldier first activating in
    round 2 raises it then."""
    rules = rules_for()
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "F6")])
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    assert state.danger == 1
    assert "Sound the Alert" in story(rules, events, "soldier-1")
    assert state.enemies["soldier-1"].has_activated

    # Round 2: the same soldier, and a new one that has never activated.
    assert state.round == 2
    state = put_enemy(rules, state, "soldier-2", "soldier", "F1")
    state.activated = [hero for hero in HEROES if hero != "klaus"]
    state = activate(rules, state, "klaus")
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    assert "Sound the Alert" not in story(rules, events, "soldier-1")
    assert "Sound the Alert" in story(rules, events, "soldier-2")
    assert state.danger == 2
    assert len(of(events, EventKind.DANGER)) == 1


# --- property: random games with the nazi phase ----------------------------------------------------

ARENA_ENEMIES = (
    "  - {id: soldier-1, type: soldier, square: I2}\n"
    "  - {id: soldier-2, type: soldier, square: E6}\n"
    "  - {id: officer-1, type: officer, square: F1}\n"
    "  - {id: drone-1, type: drone, square: B5}\n"
    "  - {id: panzerhund-1, type: panzerhund, square: G5}\n"
)


def check_positions(rules: Rules, state: GameState, moved: set[str]) -> None:
    """No two figures share a square; no nazi on a wall, astride a door or
    wall, on a blocking token still there or a passage token; a nazi that
    moved in the nazi phase did not stop on a spawn token (R-MOVE-3..9,
    R-LARGE-1)."""
    board = rules.board
    covered: dict[tuple[int, int], str] = {}
    for hero in state.heroes.values():
        if hero.square is not None:
            assert hero.square not in covered, (hero.id, covered.get(hero.square))
            covered[hero.square] = hero.id
    for enemy in state.enemies.values():
        squares = footprint(enemy.square, enemy.large)
        for square in squares:
            assert board.on_map(square), f"{enemy.id} off the map (in a wall) on {square}"
            assert square not in covered, f"{enemy.id} and {covered[square]} share {square}"
            covered[square] = enemy.id
            token = board.tokens.get(square)
            if token is None:
                continue
            kind = token[0]
            if kind is TokenKind.PASSAGE:
                raise AssertionError(f"{enemy.id} stands on a passage token {square}")
            if kind in BLOCKING_TOKENS:
                still = (
                    square in state.events_left
                    if kind is TokenKind.EVENT
                    else square in state.chests_left
                    if kind is TokenKind.CHEST
                    else square in state.objectives_left.values()
                )
                assert not still, f"{enemy.id} stands on a {kind.value} token {square}"
            if enemy.id in moved:
                assert kind not in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN), (
                    f"{enemy.id} ended its move on a spawn token {square}"
                )
        if enemy.large:
            c, r = enemy.square
            inner = (
                ((c, r), (c + 1, r)),
                ((c, r + 1), (c + 1, r + 1)),
                ((c, r), (c, r + 1)),
                ((c + 1, r), (c + 1, r + 1)),
            )
            for a, b in inner:
                kind = board.edge_kind(a, b)
                assert kind is None, f"{enemy.id} astride a {kind} between {a} and {b}"


def check_attacks(events: list[Event]) -> None:
    """Each nazi attacks at most once in a phase (R-AI-6), and its damage is
    its hearts and shields only, no more than the target had: reload results
    are blanks (R-AI-9)."""
    shooters = [e.data["enemy"] for e in of(events, EventKind.NAZI_ATTACK)]
    assert len(shooters) == len(set(shooters)), f"a nazi attacked twice: {shooters}"
    for index, event in enumerate(events):
        if event.kind is not EventKind.NAZI_ATTACK:
            continue
        damaged = next(
            e
            for e in events[index + 1 :]
            if e.kind is EventKind.DAMAGED and e.data["figure"] == event.data["target"]
        )
        faces = event.data["faces"]
        assert len(faces) == event.data["dice"]
        hits = faces.count("heart") + faces.count("shield")
        lost = damaged.data["hp_lost"] + damaged.data["armor_lost"]
        # all of it, unless the target had less HP left than the hits (R-ATK-4)
        assert lost == hits or (lost < hits and damaged.data["hp_lost"] > 0), (event, damaged)


def test_property_random_games_keep_figures_on_legal_squares(tmp_path: Path) -> None:
    """30 seeded random games with the nazi phase on (random legal hero
    commands): after every command no two figures share a square and no
    nazi stands on a wall, a blocking token, a passage token, or (having
    moved in the nazi phase) a spawn token; no nazi attacks twice in a
    phase and reload results never hurt (R-MOVE-3..9, R-LARGE-1, R-AI-6,
    R-AI-9)."""
    missions = [
        arena_with(tmp_path, "arena-crowded", enemies=ARENA_ENEMIES),
        rules_for(STARTER),
    ]
    nazi_moves = 0
    nazi_attacks = 0
    for seed in range(30):
        rules = missions[seed % 2]
        state, _ = rules.new_game(Setup(seats=SOLO, seed=seed, skip_nazi_phase=False))
        chooser = seed * 7919 + 17
        for _ in range(3000):
            if state.outcome is not None:
                break
            options = rules.legal_actions(state)
            assert options, f"seed {seed}: stuck in round {state.round}"
            index, chooser = rng.below(chooser, len(options))
            state, events = rules.apply(state, options[index])
            moved = {e.data["enemy"] for e in of(events, EventKind.NAZI_MOVE)}
            nazi_moves += len(moved)
            nazi_attacks += len(of(events, EventKind.NAZI_ATTACK))
            check_positions(rules, state, moved)
            check_attacks(events)
        else:
            raise AssertionError(f"seed {seed}: the game did not end")
    assert nazi_moves > 0 and nazi_attacks > 0  # the phase really ran
