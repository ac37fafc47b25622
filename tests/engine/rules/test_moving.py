"""Moving through commands (RULES.md §7: R-MOVE-1..9).

Every situation is set up on the test arena (tests/engine/missions/arena.yaml):
big room 'a' A1-F6, small room 'b' G1-J3 behind the door F2-G2, corridor 'c'
G4-J6 behind the 2-wide door H3-H4 and the barricade F5-G5; difficult terrain
D5; hero spawn A1; nazi spawn J6; event C3; chest H1; objective A at J4;
secret passage A6 <-> J1. Klaus Kreutz has 6 AP.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import (
    ARENA,
    activate,
    clear_board,
    new_game,
    play,
    put_enemy,
    put_hero,
    rules_for,
)
from tests.refusal_words import said_and_rule as said
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
    OpenDoor,
    RemoveBarricade,
    Search,
    TakeFatigue,
    UsePassage,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import Enemy, GameState, Weapon

RULES = rules_for()


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def board() -> GameState:
    """The arena with no enemy and every hero off the board."""
    return clear_board(new_game(RULES))


def klaus_on(square: str, state: GameState | None = None, rules: Rules = RULES) -> GameState:
    return activate(rules, state if state is not None else board(), "klaus", square)


def refused(state: GameState, command: Command, rules: Rules = RULES) -> str:
    """Play an illegal command: it raises IllegalCommand and the state given
    is left exactly as it was. Returns the reason."""
    before = state.clone()
    with pytest.raises(IllegalCommand) as error:
        rules.apply(state, command)
    assert state == before
    assert error.value.reason
    return said(rules, error.value, state)


def moved(events: list[Event]) -> Event:
    (event,) = [e for e in events if e.kind is EventKind.MOVED]
    return event


def path_of(events: list[Event]) -> list[str]:
    return moved(events).data["path"]


def with_laser(state: GameState, hero: str = "klaus") -> GameState:
    """A clone where the hero also carries a laser rifle (pierce metal)."""
    state = state.clone()
    state.heroes[hero].weapons.append(Weapon("laser-rifle"))
    return state


@pytest.fixture(scope="module")
def doorway_spawn_rules(tmp_path_factory: pytest.TempPathFactory) -> Rules:
    """The arena with its hero spawn moved to G2, the doorway square of the
    small room: the only way from F2 to H2 passes over it."""
    text = ARENA.read_text().replace("hero_spawns: {A: A1}", "hero_spawns: {A: G2}")
    assert "hero_spawns: {A: G2}" in text
    path: Path = tmp_path_factory.mktemp("missions") / "arena-doorway-spawn.yaml"
    path.write_text(text)
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


@pytest.fixture(scope="module")
def open_corridor_rules(tmp_path_factory: pytest.TempPathFactory) -> Rules:
    """The arena with the wall F4|G4 taken out (big room and corridor touch
    there) and the barricade widened to F5|G5 and F6|G6: the corner point of
    F4, G4, F5, G5 is touched by the barricade and by nothing else."""
    lines = ARENA.read_text().splitlines()
    row5 = next(i for i, line in enumerate(lines) if "|a a a a a aBc c c c|" in line)
    lines[row5 - 2] = lines[row5 - 2].replace("a|c", "a c")
    lines[row5 + 2] = lines[row5 + 2].replace("a|c", "aBc")
    path: Path = tmp_path_factory.mktemp("missions") / "arena-open-corridor.yaml"
    path.write_text("\n".join(lines) + "\n")
    decks = builtin_decks()
    rules = Rules(load_mission(path, decks), decks)
    assert len(rules.board.pieces["F5-G5"].edges) == 2
    return rules


# --- R-MAP-1, R-MAP-2: walls, doors and barricades on edges; zones --------------------


def test_r_map_1_d_a_declared_wall_between_touching_zones_blocks() -> None:
    """[D] The big room and the small room touch along F1|G1..F3|G3; walls are
    declared there except the door on F2|G2, which sits on that one edge."""
    state = klaus_on("F1")
    refused(state, Move("klaus", sq("G1")))
    refused(klaus_on("F3"), Move("klaus", sq("G3")))
    assert RULES.board.pieces["F2-G2"].edges == ((sq("F2"), sq("G2")),)
    refused(state, OpenDoor("klaus", "F2-G2"))  # F1 is not on the door's edge


def test_r_map_1_d_touching_zones_without_a_wall_are_connected(
    open_corridor_rules: Rules,
) -> None:
    rules = open_corridor_rules
    state = klaus_on("F4", clear_board(new_game(rules)), rules)
    after, events = rules.apply(state, Move("klaus", sq("G4")))
    assert moved(events).data["cost"] == 1
    assert rules.board.zone_of(after.heroes["klaus"].square) == "c"


def test_r_map_2_d_zones_are_adjacent_across_doors_and_barricades() -> None:
    """[D] A door, open or closed, counts; so does a barricade (not a wall)."""
    state = board()
    assert state.closed_doors == {"F2-G2", "H3-H4"}
    assert RULES.board.zone_adjacency == {
        "a": frozenset({"b", "c"}),
        "b": frozenset({"a", "c"}),
        "c": frozenset({"a", "b"}),
    }


# --- R-MOVE-1: 1 AP a square, orthogonal or diagonal --------------------------------


def test_r_move_1_an_orthogonal_step_costs_one_ap() -> None:
    state = klaus_on("B2")
    after, events = play(RULES, state, Move("klaus", sq("C2")))
    assert after.heroes["klaus"].square == sq("C2")
    assert after.heroes["klaus"].ap == 5
    assert moved(events).data["cost"] == 1


def test_r_move_1_a_diagonal_step_costs_one_ap() -> None:
    state = klaus_on("B2")
    after, _ = play(RULES, state, Move("klaus", sq("C1")))
    assert after.heroes["klaus"].square == sq("C1")
    assert after.heroes["klaus"].ap == 5


@pytest.mark.parametrize(
    ("start", "goal", "cost"),
    [("B2", "E2", 3), ("D1", "F3", 2), ("A2", "F6", 5), ("F1", "B1", 4)],
)
def test_r_move_1_a_longer_move_costs_one_ap_per_square(start: str, goal: str, cost: int) -> None:
    """The cost is the number of squares counted orthogonally and diagonally."""
    state = klaus_on(start)
    after, events = play(RULES, state, Move("klaus", sq(goal)))
    assert moved(events).data["cost"] == cost
    assert after.heroes["klaus"].ap == 6 - cost
    assert len(path_of(events)) == cost


def test_r_move_1_a_move_the_hero_cannot_afford_is_refused_naming_ap() -> None:
    state = klaus_on("B2")
    state.heroes["klaus"].ap = 2
    reason = refused(state, Move("klaus", sq("E2")))
    assert "AP" in reason
    assert "3" in reason  # what the move would cost


def test_r_move_1_a_hero_with_no_ap_cannot_move_at_all() -> None:
    state = klaus_on("B2")
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, Move("klaus", sq("C2")))


def test_r_move_1_moving_onto_ones_own_square_or_off_the_map_is_refused() -> None:
    state = klaus_on("B2")
    refused(state, Move("klaus", sq("B2")))
    refused(state, Move("klaus", sq("K2")))


def test_r_move_1_only_the_active_hero_moves() -> None:
    state = put_hero(klaus_on("B2"), "anya", "D2")
    refused(state, Move("anya", sq("D3")))


# --- R-MOVE-2: difficult terrain -----------------------------------------------------


def test_r_move_2_entering_difficult_terrain_costs_one_more_ap() -> None:
    state = klaus_on("C4")
    after, events = play(RULES, state, Move("klaus", sq("D5")))
    assert moved(events).data["cost"] == 2
    assert after.heroes["klaus"].ap == 4


def test_r_move_2_leaving_difficult_terrain_costs_nothing_extra() -> None:
    state = klaus_on("D5")
    after, events = play(RULES, state, Move("klaus", sq("E5")))
    assert moved(events).data["cost"] == 1
    assert after.heroes["klaus"].ap == 5


def test_r_move_2_the_cheapest_path_goes_round_difficult_terrain() -> None:
    state = klaus_on("C5")
    after, events = play(RULES, state, Move("klaus", sq("E5")))
    assert moved(events).data["cost"] == 2
    assert "D5" not in path_of(events)
    assert after.heroes["klaus"].ap == 4


def test_r_move_2_a_hero_with_one_ap_cannot_enter_difficult_terrain() -> None:
    state = klaus_on("C4")
    state.heroes["klaus"].ap = 1
    assert "AP" in refused(state, Move("klaus", sq("D5")))


# --- R-MOVE-3: walls, no cutting corners ---------------------------------------------


def test_r_move_3_a_wall_blocks_movement() -> None:
    """F1|G1 is a wall and the door F2-G2 is closed: G1 cannot be reached."""
    state = klaus_on("F1")
    refused(state, Move("klaus", sq("G1")))
    # The corridor is walled off from the big room (barricade and walls).
    refused(klaus_on("F4"), Move("klaus", sq("G4")))


def test_r_move_3_d_no_diagonal_step_round_the_end_of_a_wall_through_a_doorway() -> None:
    """With the door F2-G2 open, F2 -> G1 passes the corner touched by the
    wall F1|G1: the step is refused, the hero goes F2 -> G2 -> G1 (2 AP)."""
    state = klaus_on("F2")
    state, _ = play(RULES, state, OpenDoor("klaus", "F2-G2"))
    assert state.heroes["klaus"].ap == 5
    after, events = play(RULES, state, Move("klaus", sq("G1")))
    assert moved(events).data["cost"] == 2
    assert path_of(events) == ["G2", "G1"]
    assert after.heroes["klaus"].ap == 3


def test_r_move_3_d_no_diagonal_step_past_a_closed_door() -> None:
    """H3 -> I4 runs through the corner between the two halves of the wide
    door: refused while the door is closed, 1 AP once it is open."""
    state = klaus_on("H3")
    refused(state, Move("klaus", sq("I4")))
    state, _ = play(RULES, state, OpenDoor("klaus", "H3-H4"))
    _, events = play(RULES, state, Move("klaus", sq("I4")))
    assert moved(events).data["cost"] == 1


def test_r_move_3_d_no_diagonal_step_round_a_wall_corner_at_a_doorway() -> None:
    """G3 -> H4 passes the corner touched by the wall G3|G4: 2 AP by H3."""
    state = klaus_on("H3")
    state, _ = play(RULES, state, OpenDoor("klaus", "H3-H4"))
    state = put_hero(state, "klaus", "G3")
    _, events = play(RULES, state, Move("klaus", sq("H4")))
    assert moved(events).data["cost"] == 2
    assert path_of(events) == ["H3", "H4"]


def test_r_move_3_d_no_diagonal_step_past_a_barricade_corner(
    open_corridor_rules: Rules,
) -> None:
    """[D] F4 -> G5 passes the corner touched only by the barricade: refused,
    so the hero goes by G4 (2 AP); once the barricade is gone, 1 AP."""
    rules = open_corridor_rules
    state = clear_board(new_game(rules))
    state.heroes["klaus"].weapons.append(Weapon("laser-rifle"))
    state = klaus_on("F4", state, rules)
    _, events = rules.apply(state, Move("klaus", sq("G5")))
    assert path_of(events) == ["G4", "G5"]
    assert moved(events).data["cost"] == 2
    state = put_hero(state, "klaus", "F5")
    state, _ = rules.apply(state, RemoveBarricade("klaus", "F5-G5"))
    state = put_hero(state, "klaus", "F4")
    _, events = rules.apply(state, Move("klaus", sq("G5")))
    assert path_of(events) == ["G5"]
    assert moved(events).data["cost"] == 1


# --- R-MOVE-4: doors ------------------------------------------------------------------


def test_r_move_4_a_closed_door_blocks_movement() -> None:
    state = klaus_on("F2")
    refused(state, Move("klaus", sq("G2")))


def test_r_move_4_opening_a_door_costs_one_ap_and_lets_figures_through() -> None:
    state = klaus_on("F2")
    state, events = play(RULES, state, OpenDoor("klaus", "F2-G2"))
    assert "F2-G2" not in state.closed_doors
    assert state.heroes["klaus"].ap == 5
    assert state.heroes["klaus"].square == sq("F2")  # opening is not moving
    assert any(e.kind is EventKind.DOOR_OPENED for e in events)
    _, events = play(RULES, state, Move("klaus", sq("G2")))
    assert moved(events).data["cost"] == 1


def test_r_move_4_a_door_opens_from_either_side() -> None:
    state = klaus_on("G2")
    after, _ = play(RULES, state, OpenDoor("klaus", "F2-G2"))
    assert "F2-G2" not in after.closed_doors


def test_r_move_4_a_door_opens_only_from_a_square_touching_its_edge() -> None:
    """F1 touches the door's corner, not its edge."""
    for square in ("F1", "F3", "E2"):
        refused(klaus_on(square), OpenDoor("klaus", "F2-G2"))


def test_r_move_4_opening_a_door_needs_one_ap() -> None:
    state = klaus_on("F2")
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, OpenDoor("klaus", "F2-G2"))


def test_r_move_4_opening_an_open_door_is_refused() -> None:
    state = klaus_on("F2")
    state, _ = play(RULES, state, OpenDoor("klaus", "F2-G2"))
    assert "open" in refused(state, OpenDoor("klaus", "F2-G2"))


def test_r_move_4_an_unknown_door_is_refused() -> None:
    refused(klaus_on("F2"), OpenDoor("klaus", "Z9-Z10"))
    # A barricade is not a door.
    refused(klaus_on("F5"), OpenDoor("klaus", "F5-G5"))


@pytest.mark.parametrize("square", ["H3", "I3", "H4", "I4"])
def test_r_move_4_d_a_two_wide_door_opens_as_one_piece(square: str) -> None:
    """[D] The door H3-H4 spans H3|H4 and I3|I4; opening it from any square
    touching it opens both edges for 1 AP."""
    state = klaus_on(square)
    after, _ = play(RULES, state, OpenDoor("klaus", "H3-H4"))
    assert "H3-H4" not in after.closed_doors
    assert after.heroes["klaus"].ap == 5
    other = {"H3": "I4", "I3": "H4", "H4": "I3", "I4": "H3"}[square]
    straight = {"H3": "H4", "I3": "I4", "H4": "H3", "I4": "I3"}[square]
    _, events = play(RULES, after, Move("klaus", sq(straight)))
    assert moved(events).data["cost"] == 1
    # the other half of the door is open too: across it by the other column
    across = put_hero(after, "klaus", square_name((sq(other)[0], sq(square)[1])))
    _, events = play(RULES, across, Move("klaus", sq(other)))
    assert moved(events).data["cost"] == 1


def test_r_move_4_doors_never_close_again() -> None:
    state = klaus_on("F2")
    state, _ = play(RULES, state, OpenDoor("klaus", "F2-G2"))
    state, _ = play(RULES, state, Move("klaus", sq("G2")))
    state, _ = play(RULES, state, Move("klaus", sq("H2")))
    state, _ = play(RULES, state, EndActivation("klaus"))
    assert "F2-G2" not in state.closed_doors
    state = activate(RULES, state, "anya", "F2")
    assert "F2-G2" not in state.closed_doors
    assert not any(isinstance(c, OpenDoor) for c in RULES.legal_actions(state))
    after, _ = play(RULES, state, Move("anya", sq("G2")))
    assert "F2-G2" not in after.closed_doors


def test_r_move_4_legal_actions_offer_a_door_only_from_its_edge() -> None:
    assert OpenDoor("klaus", "F2-G2") in RULES.legal_actions(klaus_on("F2"))
    assert OpenDoor("klaus", "F2-G2") not in RULES.legal_actions(klaus_on("F1"))


# --- R-MOVE-5: barricades ---------------------------------------------------------------


def test_r_move_5_a_barricade_blocks_movement() -> None:
    refused(klaus_on("F5"), Move("klaus", sq("G5")))


def test_r_move_5_only_a_hero_with_a_pierce_metal_weapon_removes_a_barricade() -> None:
    state = klaus_on("F5")  # a pistol 1960 only
    reason = refused(state, RemoveBarricade("klaus", "F5-G5"))
    assert "pierce" in reason.lower()
    assert RemoveBarricade("klaus", "F5-G5") not in RULES.legal_actions(state)


def test_r_move_5_removing_a_barricade_costs_one_ap_and_opens_the_way() -> None:
    """The laser rifle need not be the weapon in hand: the hero has it."""
    state = klaus_on("F5", with_laser(board()))
    assert state.heroes["klaus"].active_weapon == 0  # still the pistol
    assert RemoveBarricade("klaus", "F5-G5") in RULES.legal_actions(state)
    after, events = play(RULES, state, RemoveBarricade("klaus", "F5-G5"))
    assert "F5-G5" not in after.barricades
    assert after.heroes["klaus"].ap == 5
    assert any(e.kind is EventKind.BARRICADE_REMOVED for e in events)
    after, events = play(RULES, after, Move("klaus", sq("G5")))
    assert moved(events).data["cost"] == 1


def test_r_move_5_a_barricade_is_removed_from_either_side() -> None:
    state = klaus_on("G5", with_laser(board()))
    after, _ = play(RULES, state, RemoveBarricade("klaus", "F5-G5"))
    assert "F5-G5" not in after.barricades


def test_r_move_5_a_barricade_is_removed_only_from_beside_it() -> None:
    state = with_laser(board())
    for square in ("F3", "D5", "E5"):
        refused(klaus_on(square, state), RemoveBarricade("klaus", "F5-G5"))


def test_r_move_5_removing_a_barricade_needs_one_ap() -> None:
    state = klaus_on("F5", with_laser(board()))
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, RemoveBarricade("klaus", "F5-G5"))


def test_r_move_5_a_removed_or_unknown_barricade_cannot_be_removed() -> None:
    state = klaus_on("F5", with_laser(board()))
    state, _ = play(RULES, state, RemoveBarricade("klaus", "F5-G5"))
    refused(state, RemoveBarricade("klaus", "F5-G5"))
    refused(state, RemoveBarricade("klaus", "F2-G2"))  # a door, not a barricade


def test_r_move_4_d_a_wide_barricade_is_removed_as_one_piece(open_corridor_rules: Rules) -> None:
    """[D] The widened barricade spans F5|G5 and F6|G6: removed from F6 for
    1 AP, both edges are open."""
    rules = open_corridor_rules
    state = clear_board(new_game(rules))
    state.heroes["klaus"].weapons.append(Weapon("laser-rifle"))
    state = klaus_on("F6", state, rules)
    _, events = rules.apply(state, Move("klaus", sq("G6")))
    assert moved(events).data["cost"] == 5  # the long way round, by F4 and G4
    state, _ = rules.apply(state, RemoveBarricade("klaus", "F5-G5"))
    assert state.barricades == set()
    assert state.heroes["klaus"].ap == 5
    _, events = rules.apply(state, Move("klaus", sq("G6")))
    assert path_of(events) == ["G6"]
    assert moved(events).data["cost"] == 1
    _, events = rules.apply(put_hero(state, "klaus", "F5"), Move("klaus", sq("G5")))
    assert path_of(events) == ["G5"]


def test_r_move_5_a_barricade_does_not_block_line_of_sight() -> None:
    """Klaus on F5 shoots a soldier on H5 across the standing barricade
    (pistol range 2)."""
    state = put_enemy(RULES, board(), "soldier-1", "soldier", "H5")
    state = klaus_on("F5", state)
    assert "F5-G5" in state.barricades
    assert Attack("klaus", "soldier-1") in RULES.legal_actions(state)
    after, events = play(RULES, state, Attack("klaus", "soldier-1"), ["blank"] * 3)
    assert after.heroes["klaus"].ap == 4
    assert any(e.kind is EventKind.ATTACKED for e in events)


# --- R-MOVE-6: event, chest and objective tokens --------------------------------------


@pytest.mark.parametrize(("start", "token"), [("B2", "C3"), ("G2", "H1"), ("I5", "J4")])
def test_r_move_6_no_figure_may_stop_on_a_token(start: str, token: str) -> None:
    reason = refused(klaus_on(start), Move("klaus", sq(token)))
    assert "R-MOVE-6" in reason


def test_r_move_6_no_path_crosses_a_token_square() -> None:
    state = klaus_on("B3")
    _, events = play(RULES, state, Move("klaus", sq("D3")))
    assert "C3" not in path_of(events)
    state = klaus_on("G1")
    _, events = play(RULES, state, Move("klaus", sq("I1")))
    assert "H1" not in path_of(events)


def test_r_move_6_a_token_does_not_block_line_of_sight() -> None:
    """Klaus on B3 shoots a soldier on D3 across the event token C3."""
    state = put_enemy(RULES, board(), "soldier-1", "soldier", "D3")
    state = klaus_on("B3", state)
    assert Attack("klaus", "soldier-1") in RULES.legal_actions(state)
    play(RULES, state, Attack("klaus", "soldier-1"), ["blank"] * 3)


def test_r_move_6_once_the_token_is_taken_its_square_is_free() -> None:
    state = klaus_on("B2")
    state, _ = RULES.apply(state, Search("klaus", sq("C3")), cards=["radio-room"])
    state, _ = play(RULES, state, Choose(0))
    after, _ = play(RULES, state, Move("klaus", sq("C3")))
    assert after.heroes["klaus"].square == sq("C3")


# --- R-MOVE-7: spawn tokens -------------------------------------------------------------


def test_r_move_7_no_figure_ends_a_move_on_a_hero_spawn() -> None:
    reason = refused(klaus_on("B2"), Move("klaus", sq("A1")))
    assert "R-MOVE-7" in reason
    assert Move("klaus", sq("A1")) not in RULES.legal_actions(klaus_on("B2"))


def test_r_move_7_no_figure_ends_a_move_on_a_nazi_spawn() -> None:
    reason = refused(klaus_on("I5"), Move("klaus", sq("J6")))
    assert "R-MOVE-7" in reason


def test_r_move_7_figures_pass_over_a_spawn_token(doorway_spawn_rules: Rules) -> None:
    """With the hero spawn on the doorway square G2, F2 -> H2 crosses it."""
    rules = doorway_spawn_rules
    state = clear_board(new_game(rules))
    state = klaus_on("F2", state, rules)
    state, _ = rules.apply(state, OpenDoor("klaus", "F2-G2"))
    refused(state, Move("klaus", sq("G2")), rules)
    after, events = rules.apply(state, Move("klaus", sq("H2")))
    assert path_of(events) == ["G2", "H2"]
    assert moved(events).data["cost"] == 2
    assert after.heroes["klaus"].square == sq("H2")


# --- R-MOVE-8: friends and enemies ------------------------------------------------------


def open_small_room(state: GameState) -> GameState:
    state = state.clone()
    state.closed_doors.discard("F2-G2")
    return state


def test_r_move_8_a_hero_passes_through_a_friend_but_does_not_stop_there() -> None:
    """G2 is the only way from F2 into the small room; Anya stands on it."""
    state = put_hero(open_small_room(board()), "anya", "G2")
    state = klaus_on("F2", state)
    reason = refused(state, Move("klaus", sq("G2")))
    assert "R-MOVE-8" in reason
    after, events = play(RULES, state, Move("klaus", sq("H2")))
    assert path_of(events) == ["G2", "H2"]
    assert after.heroes["klaus"].square == sq("H2")
    assert after.heroes["anya"].square == sq("G2")


def test_r_move_8_a_bot_is_a_friend_to_pass_through() -> None:
    state = open_small_room(board())
    state.enemies["drone-1"] = Enemy(
        id="drone-1", type="drone", square=sq("G2"), hp=1, armor=1, bot_of="anya"
    )
    state = klaus_on("F2", state)
    refused(state, Move("klaus", sq("G2")))
    _, events = play(RULES, state, Move("klaus", sq("H2")))
    assert path_of(events) == ["G2", "H2"]


def test_r_move_8_a_hero_never_enters_an_enemy_square() -> None:
    state = put_enemy(RULES, open_small_room(board()), "soldier-1", "soldier", "G2")
    state = klaus_on("F2", state)
    assert "R-MOVE-8" in refused(state, Move("klaus", sq("G2")))
    refused(state, Move("klaus", sq("H2")))  # the only way in is through the enemy


def test_r_move_8_d_a_large_figure_fills_all_four_of_its_squares() -> None:
    """[D] One figure per square, large figures excepted: a panzerhund on
    D1 covers D1, E1, D2 and E2; none of them can be entered."""
    state = put_enemy(RULES, board(), "panzerhund-1", "panzerhund", "D1")
    state = klaus_on("C1", state)
    for square in ("D1", "E1", "D2", "E2"):
        refused(state, Move("klaus", sq(square)))
    _, events = play(RULES, state, Move("klaus", sq("F1")))
    assert not set(path_of(events)) & {"D1", "E1", "D2", "E2"}
    assert moved(events).data["cost"] == 5  # round the hound: C2, D3, E3, F2, F1


def test_r_move_8_legal_moves_never_end_on_a_figure() -> None:
    state = put_hero(board(), "anya", "C2")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "B3")
    state = klaus_on("B2", state)
    targets = {c.to for c in RULES.legal_actions(state) if isinstance(c, Move)}
    assert sq("C2") not in targets
    assert sq("B3") not in targets
    assert sq("D2") in targets


# --- R-MOVE-9: secret passages ----------------------------------------------------------


def test_r_move_9_travel_costs_one_ap_and_a_fatigue_token() -> None:
    state = klaus_on("A6")
    assert UsePassage("klaus") in RULES.legal_actions(state)
    after, events = play(RULES, state, UsePassage("klaus"))
    klaus = after.heroes["klaus"]
    assert klaus.square == sq("J1")
    assert klaus.ap == 5
    assert klaus.fatigue
    assert not klaus.fatigue_action  # an effect, not the fatigue action: no second attack
    assert any(e.kind is EventKind.PASSAGE_USED for e in events)


def test_r_move_9_d_two_ap_in_total_when_stepping_onto_the_token_first() -> None:
    """[D] 1 AP to step onto the token + 1 AP to travel."""
    state = klaus_on("A5")
    state, events = play(RULES, state, Move("klaus", sq("A6")))
    assert moved(events).data["cost"] == 1
    state, _ = play(RULES, state, UsePassage("klaus"))
    assert state.heroes["klaus"].square == sq("J1")
    assert state.heroes["klaus"].ap == 6 - 2


def test_r_move_9_the_passage_crosses_walls_and_closed_doors() -> None:
    """J1 is in the small room, behind the closed door F2-G2."""
    state = klaus_on("J1")
    assert "F2-G2" in state.closed_doors
    after, _ = play(RULES, state, UsePassage("klaus"))
    assert after.heroes["klaus"].square == sq("A6")


def test_r_move_9_a_move_does_not_use_the_passage() -> None:
    """Travelling is its own action: a Move from A6 cannot reach the small room."""
    state = klaus_on("A6")
    refused(state, Move("klaus", sq("J2")))
    state, _ = play(RULES, state, UsePassage("klaus"))
    _, events = play(RULES, state, Move("klaus", sq("J2")))
    assert moved(events).data["cost"] == 1


def test_r_move_9_travel_needs_one_ap() -> None:
    state = klaus_on("A6")
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, UsePassage("klaus"))


def test_r_move_9_travel_only_from_a_passage_token() -> None:
    state = klaus_on("A5")
    refused(state, UsePassage("klaus"))
    assert UsePassage("klaus") not in RULES.legal_actions(state)


def test_r_move_9_travel_is_refused_while_the_other_end_is_occupied() -> None:
    state = klaus_on("A6", put_hero(board(), "anya", "J1"))
    refused(state, UsePassage("klaus"))
    assert UsePassage("klaus") not in RULES.legal_actions(state)


def test_r_move_9_r_ap_5_a_fatigued_hero_still_travels_and_keeps_one_token() -> None:
    """Fatigue as an effect applies to a fatigued hero but adds no second token."""
    state = board()
    state.heroes["klaus"].fatigue = True
    state = klaus_on("A6", state)
    assert state.heroes["klaus"].ap == 3  # half AP (R-AP-4)
    after, events = play(RULES, state, UsePassage("klaus"))
    assert after.heroes["klaus"].square == sq("J1")
    assert after.heroes["klaus"].ap == 2
    assert after.heroes["klaus"].fatigue is True
    assert any(e.kind is EventKind.FATIGUE for e in events)


def test_r_move_9_no_ending_the_activation_on_a_passage_token_with_ap_left() -> None:
    state = klaus_on("A6")
    assert "R-MOVE-9" in refused(state, EndActivation("klaus"))
    assert EndActivation("klaus") not in RULES.legal_actions(state)


def test_r_move_9_no_ending_on_a_passage_token_when_the_fatigue_action_gives_ap() -> None:
    """With 0 AP and no fatigue token, the fatigue action still offers a way off."""
    state = klaus_on("A6")
    state.heroes["klaus"].ap = 0
    refused(state, EndActivation("klaus"))


def test_r_move_9_no_ending_on_the_far_token_after_travelling_with_ap_left() -> None:
    state = klaus_on("A6")
    state, _ = play(RULES, state, UsePassage("klaus"))
    refused(state, EndActivation("klaus"))
    state, _ = play(RULES, state, Move("klaus", sq("I1")))
    after, _ = play(RULES, state, EndActivation("klaus"))
    assert after.active_hero is None


def test_r_move_9_a_hero_with_no_way_off_the_token_may_end_there() -> None:
    """After travelling with its last AP the hero holds a fatigue token, so
    it cannot take the fatigue action: the activation may end on J1."""
    state = klaus_on("A6")
    state.heroes["klaus"].ap = 1
    state, _ = play(RULES, state, UsePassage("klaus"))
    assert state.heroes["klaus"].ap == 0
    assert EndActivation("klaus") in RULES.legal_actions(state)
    after, _ = play(RULES, state, EndActivation("klaus"))
    assert after.active_hero is None
    assert after.heroes["klaus"].square == sq("J1")


def test_r_move_9_r_atk_12_a_stunned_hero_may_end_its_activation_on_a_passage_token() -> None:
    """A stunned hero takes no actions in its turn (R-ATK-12): it has no way
    off the token, so ending the activation there is allowed."""
    state = board()
    state.heroes["klaus"].stunned = True
    state = klaus_on("A6", state)
    assert state.heroes["klaus"].ap == 0
    assert EndActivation("klaus") in RULES.legal_actions(state)
    after, _ = play(RULES, state, EndActivation("klaus"))
    assert after.active_hero is None


def test_r_atk_12_a_stunned_hero_gets_no_movement_from_the_fatigue_action() -> None:
    """Stunned: no actions this turn, so no fatigue action to move with."""
    state = board()
    state.heroes["klaus"].stunned = True
    state = klaus_on("B2", state)
    refused(state, Move("klaus", sq("C2")))
    refused(state, TakeFatigue("klaus"))
    assert not any(isinstance(c, Move | TakeFatigue) for c in RULES.legal_actions(state))


def test_r_move_8_refused_move_names_the_enemy_in_the_only_way() -> None:
    """R-MOVE-8: with the door F2-G2 open and a soldier on G2, the only way
    from room a into room b passes the soldier's square; the refusal names
    the soldier and its square, not walls or doors."""
    state = board()
    state.closed_doors.discard("F2-G2")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "G2")
    state = klaus_on("E2", state)
    reason = refused(state, Move("klaus", sq("H2")))
    assert "Soldier 1 on G2" in reason
    assert "R-MOVE-8" in reason
    assert "walls" not in reason


def test_r_move_4_refused_move_names_the_closed_door_in_the_way() -> None:
    """R-MOVE-4: a move never opens a door; the refusal names the closed door
    F2-G2 that stands between room a and H2."""
    state = klaus_on("E2")
    reason = refused(state, Move("klaus", sq("H2")))
    assert "closed door F2-G2" in reason
    assert "R-MOVE-4" in reason
