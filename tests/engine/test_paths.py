"""Movement costs and shortest paths (R-MOVE-1..9, R-AI-1, R-AI-11, R-LARGE-1).

Drawings follow the mission map format: squares at odd lines and columns,
edges between them ('|' '-' wall, 'D' door, 'B' barricade, ' ' open).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.boards import make_board, open_room
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.engine.geometry.board import Board, chebyshev
from wolfenstein_tui.engine.geometry.paths import (
    HERO,
    LARGE_NAZI,
    NAZI,
    Mover,
    Side,
    Step,
    Traffic,
    movement_costs,
    shortest_path,
)

PLANNING_HERO = Mover(Side.HEROES, opens_doors=True)
"""A hero planning a route that opens the doors on its way."""

OPEN = Traffic()


def sq(name: str) -> Square:
    return parse_square(name)


def squares(*names: str) -> frozenset[Square]:
    return frozenset(parse_square(name) for name in names)


def path_squares(path: list[Step] | None) -> list[str]:
    assert path is not None
    return [square_name(step.square) for step in path]


def path_cost(path: list[Step] | None) -> int:
    assert path is not None and path
    return path[-1].cost


# --- R-MOVE-1: one AP per square, orthogonal or diagonal -------------------


@pytest.mark.parametrize("start", ["A1", "E5", "C3", "B4"])
def test_r_move_1_costs_in_open_room_are_chebyshev(start: str) -> None:
    board = make_board(open_room(5, 5))
    costs = movement_costs(board, sq(start), HERO, OPEN)
    assert costs == {square: chebyshev(sq(start), square) for square in board.squares()}


@pytest.mark.parametrize("mover", [HERO, NAZI])
def test_r_move_1_straight_and_diagonal_steps_cost_one(mover: Mover) -> None:
    board = make_board(open_room(5, 5))
    assert shortest_path(board, sq("A1"), sq("B2"), mover, OPEN) == [Step(sq("B2"), 1)]
    assert shortest_path(board, sq("A1"), sq("B1"), mover, OPEN) == [Step(sq("B1"), 1)]
    diagonal = shortest_path(board, sq("A1"), sq("E5"), mover, OPEN)
    assert path_squares(diagonal) == ["B2", "C3", "D4", "E5"]
    assert [step.cost for step in diagonal or []] == [1, 2, 3, 4]
    straight = shortest_path(board, sq("A1"), sq("E1"), mover, OPEN)
    assert path_squares(straight) == ["B1", "C1", "D1", "E1"]


def test_r_move_1_start_is_included_at_cost_zero() -> None:
    board = make_board(open_room(2, 2))
    assert movement_costs(board, sq("A1"), HERO, OPEN)[sq("A1")] == 0


# --- R-MOVE-2 / R-AI-1: difficult terrain ----------------------------------


@pytest.mark.parametrize("mover", [HERO, NAZI])
def test_r_move_2_difficult_costs_one_more_to_enter_not_to_leave(mover: Mover) -> None:
    board = make_board(open_room(3, 1), difficult=("B1",))
    assert movement_costs(board, sq("A1"), mover, OPEN) == {
        sq("A1"): 0,
        sq("B1"): 2,
        sq("C1"): 3,
    }
    # Leaving a difficult square costs nothing extra.
    assert movement_costs(board, sq("B1"), mover, OPEN) == {
        sq("B1"): 0,
        sq("A1"): 1,
        sq("C1"): 1,
    }
    path = shortest_path(board, sq("A1"), sq("C1"), mover, OPEN)
    assert path == [Step(sq("B1"), 2), Step(sq("C1"), 3)]


@pytest.mark.parametrize("mover", [HERO, NAZI])
def test_r_move_2_path_goes_around_difficult_terrain_when_cheaper(mover: Mover) -> None:
    board = make_board(open_room(3, 3), difficult=("B2",))
    path = shortest_path(board, sq("A2"), sq("C2"), mover, OPEN)
    assert path_cost(path) == 2
    assert "B2" not in path_squares(path)
    assert movement_costs(board, sq("A2"), mover, OPEN)[sq("B2")] == 2


def test_r_move_2_path_crosses_difficult_terrain_when_no_detour_is_cheaper() -> None:
    # A wall of difficult squares across the room: one must be crossed.
    board = make_board(open_room(3, 3), difficult=("B1", "B2", "B3"))
    path = shortest_path(board, sq("A2"), sq("C2"), HERO, OPEN)
    assert path_cost(path) == 3


# --- R-MOVE-3: walls ---------------------------------------------------------

WALL_STUB = """
+-+-+-+
|a|a a|
+ + + +
|a a a|
+-+-+-+
"""


@pytest.mark.parametrize("mover", [HERO, NAZI])
def test_r_move_3_walls_block_and_corners_cannot_be_cut(mover: Mover) -> None:
    board = make_board(WALL_STUB)
    costs = movement_costs(board, sq("A1"), mover, OPEN)
    # A1 -> B2 would cut the corner at the end of the wall A1|B1.
    assert costs[sq("B2")] == 2
    assert costs[sq("B1")] == 3
    assert costs[sq("C1")] == 3
    path = shortest_path(board, sq("A1"), sq("B1"), mover, OPEN)
    assert path_squares(path) == ["A2", "B2", "B1"]


def test_r_move_3_walled_off_square_is_unreachable() -> None:
    board = make_board(
        """
        +-+-+-+
        |a a|a|
        +-+-+-+
        """
    )
    assert movement_costs(board, sq("A1"), NAZI, OPEN) == {sq("A1"): 0, sq("B1"): 1}
    assert shortest_path(board, sq("A1"), sq("C1"), NAZI, OPEN) is None
    assert shortest_path(board, sq("A1"), sq("C1"), HERO, OPEN) is None


def test_r_move_3_holes_in_the_map_block() -> None:
    # '#' at a square position is no square: never entered.
    board = make_board(
        """
        +-+-+-+
        |a # a|
        +     +
        |a a a|
        +-+-+-+
        """
    )
    costs = movement_costs(board, sq("A1"), HERO, OPEN)
    assert sq("B1") not in costs
    # Edges to a hole are walls (R-MAP-1), so no corner touching it is cut:
    # A1 -> A2 -> B2 -> C2 -> C1.
    assert costs[sq("C1")] == 4
    assert costs[sq("B2")] == 2


# --- R-MOVE-3 [D]: diagonal steps and the corner point --------------------

DOORWAY = """
+-+-+-+
|a a a|
+ +{mark}+ +
|b b b|
+-+-+-+
"""
"""Edge B1-B2 holds the mark; every other edge between the rows is open."""


@pytest.mark.parametrize("mover", [HERO, NAZI, PLANNING_HERO])
@pytest.mark.parametrize(
    ("mark", "standing", "expected"),
    [
        ("-", True, 2),  # a wall touches the corner: no cutting
        ("D", True, 2),  # a closed door touches it: no cutting
        ("D", False, 1),  # only an open door touches it: allowed
        ("B", True, 2),  # a standing barricade touches it: no cutting
        ("B", False, 1),  # removed barricade: allowed
        (" ", True, 1),  # nothing there
    ],
)
def test_r_move_3_diagonal_through_corner_point(
    mover: Mover, mark: str, standing: bool, expected: int
) -> None:
    board = make_board(DOORWAY.format(mark=mark))
    traffic = Traffic(closed_doors=board.doors, barricades=board.barricades) if standing else OPEN
    for start, goal in (("A1", "B2"), ("A2", "B1"), ("C1", "B2"), ("C2", "B1")):
        path = shortest_path(board, sq(start), sq(goal), mover, traffic)
        assert path_cost(path) == expected, (start, goal)
        # Going round by the open edges never needs the door.
        assert all(step.opened_door is None for step in path or [])


# --- R-MOVE-4 / R-AI-11: doors ----------------------------------------------

ONE_DOOR = """
+-+-+-+
|a a a|
+-+D+-+
|b b b|
+-+-+-+
"""


def test_r_move_4_closed_door_blocks_heroes() -> None:
    board = make_board(ONE_DOOR)
    closed = Traffic(closed_doors=board.doors)
    assert board.doors == {"B1-B2"}
    costs = movement_costs(board, sq("A1"), HERO, closed)
    assert set(costs) == squares("A1", "B1", "C1")
    assert shortest_path(board, sq("A1"), sq("B2"), HERO, closed) is None
    assert not HERO.may_open_doors


def test_r_move_4_open_door_lets_heroes_through() -> None:
    board = make_board(ONE_DOOR)
    costs = movement_costs(board, sq("A1"), HERO, OPEN)
    # The door sits in a wall: A1 -> B2 may not cut the corner.
    assert costs[sq("B2")] == 2
    assert costs[sq("A2")] == 3
    path = shortest_path(board, sq("A1"), sq("B2"), HERO, OPEN)
    assert path == [Step(sq("B1"), 1), Step(sq("B2"), 2)]


def test_r_move_4_planning_hero_opens_doors_for_one_ap() -> None:
    board = make_board(ONE_DOOR)
    closed = Traffic(closed_doors=board.doors)
    assert PLANNING_HERO.may_open_doors
    path = shortest_path(board, sq("A1"), sq("B2"), PLANNING_HERO, closed)
    assert path == [Step(sq("B1"), 1), Step(sq("B2"), 3, opened_door="B1-B2")]
    assert movement_costs(board, sq("A1"), PLANNING_HERO, closed)[sq("B2")] == 3


def test_r_ai_11_nazis_open_doors_on_their_way() -> None:
    board = make_board(ONE_DOOR)
    closed = Traffic(closed_doors=board.doors)
    assert NAZI.may_open_doors
    path = shortest_path(board, sq("A1"), sq("C2"), NAZI, closed)
    assert path_cost(path) == 4  # 3 squares + 1 AP to open the door
    opened = [step for step in path or [] if step.opened_door is not None]
    assert len(opened) == 1
    assert opened[0].opened_door == "B1-B2"
    assert opened[0].square == sq("B2")
    costs = movement_costs(board, sq("B1"), NAZI, closed)
    assert costs[sq("B2")] == 2
    # Once the door is open, nothing extra.
    assert movement_costs(board, sq("B1"), NAZI, OPEN)[sq("B2")] == 1


def test_r_ai_11_nazi_that_does_not_open_doors_is_blocked() -> None:
    board = make_board(ONE_DOOR)
    closed = Traffic(closed_doors=board.doors)
    mover = Mover(Side.NAZIS, opens_doors=False)
    assert not mover.may_open_doors
    assert shortest_path(board, sq("A1"), sq("B2"), mover, closed) is None


WIDE_DOOR = """
+-+-+-+-+
|a a a a|
+-+D+D+-+
|b b b b|
+       +
|b b b b|
+-+-+-+-+
"""


def test_r_move_4_two_wide_door_opens_once_for_plus_one() -> None:
    board = make_board(WIDE_DOOR)
    assert board.doors == {"B1-B2"}
    closed = Traffic(closed_doors=board.doors)
    path = shortest_path(board, sq("B1"), sq("C3"), NAZI, closed)
    assert path_cost(path) == 3  # 2 squares + 1 AP for the door, once
    assert [step.opened_door for step in path or []].count("B1-B2") == 1
    costs = movement_costs(board, sq("B1"), NAZI, closed)
    # Through either edge of the door: 2 squares + 1 AP.
    assert costs[sq("A3")] == 3
    assert costs[sq("B3")] == 3
    assert costs[sq("C3")] == 3
    # Open, the doorway's middle point may be crossed diagonally (R-MOVE-3 [D]).
    assert movement_costs(board, sq("B1"), NAZI, OPEN)[sq("C2")] == 1


@pytest.mark.parametrize("mover", [NAZI, PLANNING_HERO])
def test_r_move_3_r_move_4_open_then_step_diagonally_through_a_wide_doorway(
    mover: Mover,
) -> None:
    # R-MOVE-4: a door opens for 1 AP from a square touching it (B1 touches
    # the door B1-B2); R-AI-1/R-AI-11: a nazi may open doors on its path.
    # Once open, the middle point of the 2-wide doorway, (2, 1), is touched
    # only by the open door's two edges and two open edges, so R-MOVE-3 [D]
    # allows the diagonal B1 -> C2: open (1 AP) + diagonal (1 AP) = 2 AP.
    board = make_board(WIDE_DOOR)
    closed = Traffic(closed_doors=board.doors)
    costs = movement_costs(board, sq("B1"), mover, closed)
    assert costs[sq("C2")] == 2
    path = shortest_path(board, sq("B1"), sq("C2"), mover, closed)
    assert path_cost(path) == 2


# --- R-MOVE-5 / R-AI-11: barricades -------------------------------------------

ONE_BARRICADE = """
+-+-+-+
|a a a|
+-+B+-+
|b b b|
+-+-+-+
"""


@pytest.mark.parametrize("mover", [HERO, NAZI, PLANNING_HERO])
def test_r_move_5_standing_barricade_blocks_everyone(mover: Mover) -> None:
    board = make_board(ONE_BARRICADE)
    assert board.barricades == {"B1-B2"}
    traffic = Traffic(barricades=board.barricades)
    costs = movement_costs(board, sq("B1"), mover, traffic)
    assert set(costs) == squares("A1", "B1", "C1")
    assert shortest_path(board, sq("B1"), sq("B2"), mover, traffic) is None


@pytest.mark.parametrize("mover", [HERO, NAZI])
def test_r_move_5_removed_barricade_is_open(mover: Mover) -> None:
    board = make_board(ONE_BARRICADE)
    path = shortest_path(board, sq("B1"), sq("B2"), mover, OPEN)
    assert path == [Step(sq("B2"), 1)]


def test_r_ai_11_large_nazi_stopped_by_barricade() -> None:
    board = make_board(LARGE_DOORWAY.format(door="B+B"))
    assert board.barricades == {"B2-B3"}
    standing = Traffic(barricades=board.barricades)
    costs = movement_costs(board, sq("B1"), LARGE_NAZI, standing)
    assert all(row == 0 for _, row in costs)


# --- R-MOVE-6: event, chest and objective tokens ----------------------------

TOKEN_KINDS = ["event", "chest", "objective"]


def token_board(kind: str, where: str, room: str) -> Board:
    if kind == "event":
        return make_board(room, events=(where,))
    if kind == "chest":
        return make_board(room, chests=(where,))
    return make_board(room, objective_tokens={"A": where})


@pytest.mark.parametrize("mover", [HERO, NAZI, PLANNING_HERO])
@pytest.mark.parametrize("kind", TOKEN_KINDS)
def test_r_move_6_blocking_tokens_are_never_entered(kind: str, mover: Mover) -> None:
    board = token_board(kind, "B1", open_room(3, 1))
    assert movement_costs(board, sq("A1"), mover, OPEN) == {sq("A1"): 0}
    assert shortest_path(board, sq("A1"), sq("C1"), mover, OPEN) is None
    assert shortest_path(board, sq("A1"), sq("B1"), mover, OPEN) is None


@pytest.mark.parametrize("kind", TOKEN_KINDS)
def test_r_move_6_paths_go_round_blocking_tokens(kind: str) -> None:
    board = token_board(kind, "B2", open_room(3, 3))
    path = shortest_path(board, sq("A2"), sq("C2"), HERO, OPEN)
    assert path_cost(path) == 2
    assert "B2" not in path_squares(path)
    assert sq("B2") not in movement_costs(board, sq("A2"), HERO, OPEN)


@pytest.mark.parametrize("kind", TOKEN_KINDS)
def test_r_move_6_removed_tokens_no_longer_block(kind: str) -> None:
    board = token_board(kind, "B1", open_room(3, 1))
    traffic = Traffic(removed_tokens=squares("B1"))
    assert movement_costs(board, sq("A1"), HERO, traffic) == {
        sq("A1"): 0,
        sq("B1"): 1,
        sq("C1"): 2,
    }


# --- R-MOVE-7: spawn tokens -------------------------------------------------


@pytest.mark.parametrize("mover", [HERO, NAZI])
@pytest.mark.parametrize("spawn", ["hero_spawns", "nazi_spawns"])
def test_r_move_7_spawns_are_passed_but_not_stopped_on(spawn: str, mover: Mover) -> None:
    board = make_board(open_room(3, 1), **{spawn: {"A": "B1"}})
    costs = movement_costs(board, sq("A1"), mover, OPEN)
    assert costs == {sq("A1"): 0, sq("C1"): 2}
    path = shortest_path(board, sq("A1"), sq("C1"), mover, OPEN)
    assert path_squares(path) == ["B1", "C1"]
    assert shortest_path(board, sq("A1"), sq("B1"), mover, OPEN) is None


# --- R-MOVE-8: friends and enemies ------------------------------------------


@pytest.mark.parametrize("mover", [HERO, NAZI])
def test_r_move_8_friends_are_passed_not_stopped_on(mover: Mover) -> None:
    board = make_board(open_room(3, 1))
    traffic = Traffic(friends=squares("B1"))
    assert movement_costs(board, sq("A1"), mover, traffic) == {sq("A1"): 0, sq("C1"): 2}
    assert path_squares(shortest_path(board, sq("A1"), sq("C1"), mover, traffic)) == [
        "B1",
        "C1",
    ]
    assert shortest_path(board, sq("A1"), sq("B1"), mover, traffic) is None


@pytest.mark.parametrize("mover", [HERO, NAZI])
def test_r_move_8_enemies_are_never_entered(mover: Mover) -> None:
    board = make_board(open_room(3, 1))
    traffic = Traffic(enemies=squares("B1"))
    assert movement_costs(board, sq("A1"), mover, traffic) == {sq("A1"): 0}
    assert shortest_path(board, sq("A1"), sq("C1"), mover, traffic) is None
    # In a room they are walked round.
    room = make_board(open_room(3, 3))
    path = shortest_path(room, sq("A2"), sq("C2"), mover, Traffic(enemies=squares("B2")))
    assert path_cost(path) == 2
    assert "B2" not in path_squares(path)


# --- R-MOVE-9: secret passages ------------------------------------------------

TWO_ROOMS = """
+-+-+-+ +-+-+-+
|a a a| |b b b|
+-+-+-+-+-+-+-+
"""


def test_r_move_9_hero_travels_between_paired_tokens_for_one_ap() -> None:
    board = make_board(TWO_ROOMS, passages={"A": ["C1", "E1"]})
    costs = movement_costs(board, sq("A1"), HERO, OPEN)
    assert costs == {
        sq("A1"): 0,
        sq("B1"): 1,
        sq("C1"): 2,
        sq("E1"): 3,
        sq("F1"): 4,
        sq("G1"): 5,
    }
    path = shortest_path(board, sq("A1"), sq("G1"), HERO, OPEN)
    assert path == [
        Step(sq("B1"), 1),
        Step(sq("C1"), 2),
        Step(sq("E1"), 3, passage=True),
        Step(sq("F1"), 4),
        Step(sq("G1"), 5),
    ]


def test_r_move_9_passage_is_a_shortcut_when_cheaper() -> None:
    board = make_board(open_room(4, 1), passages={"A": ["B1", "D1"]})
    path = shortest_path(board, sq("A1"), sq("D1"), HERO, OPEN)
    assert path == [Step(sq("B1"), 1), Step(sq("D1"), 2, passage=True)]


def test_r_move_9_passage_exit_held_by_an_enemy_is_closed() -> None:
    board = make_board(TWO_ROOMS, passages={"A": ["C1", "E1"]})
    traffic = Traffic(enemies=squares("E1"))
    assert set(movement_costs(board, sq("A1"), HERO, traffic)) == squares("A1", "B1", "C1")


@pytest.mark.parametrize("mover", [NAZI, LARGE_NAZI])
def test_r_move_9_r_ai_11_nazis_never_use_or_cross_passages(mover: Mover) -> None:
    board = make_board(TWO_ROOMS, passages={"A": ["C1", "E1"]})
    assert movement_costs(board, sq("A1"), NAZI, OPEN) == {sq("A1"): 0, sq("B1"): 1}
    room = make_board(open_room(4, 2), passages={"A": ["C1", "C2"]})
    costs = movement_costs(room, sq("A1"), mover, OPEN)
    if mover.large:
        assert costs == {sq("A1"): 0}
    else:
        assert set(costs) == squares("A1", "B1", "A2", "B2")


# --- budget and unreachable goals ---------------------------------------------


def test_r_move_1_budget_limits_movement_costs() -> None:
    board = make_board(open_room(5, 5))
    costs = movement_costs(board, sq("A1"), HERO, OPEN, budget=2)
    assert costs == {
        square: chebyshev(sq("A1"), square)
        for square in board.squares()
        if chebyshev(sq("A1"), square) <= 2
    }
    assert shortest_path(board, sq("A1"), sq("E5"), HERO, OPEN, budget=3) is None
    assert path_cost(shortest_path(board, sq("A1"), sq("E5"), HERO, OPEN, budget=4)) == 4


def test_r_move_1_cannot_afford_difficult_square_stops_before_it() -> None:
    board = make_board(open_room(3, 1), difficult=("B1",))
    assert movement_costs(board, sq("A1"), HERO, OPEN, budget=1) == {sq("A1"): 0}
    assert movement_costs(board, sq("A1"), HERO, OPEN, budget=2) == {
        sq("A1"): 0,
        sq("B1"): 2,
    }


def test_shortest_path_picks_the_nearest_of_several_goals() -> None:
    board = make_board(open_room(5, 5))
    path = shortest_path(board, sq("A1"), squares("E1", "B3"), NAZI, OPEN)
    assert path_squares(path)[-1] == "B3"
    assert path_cost(path) == 2


def test_shortest_path_none_when_no_goal_can_be_reached() -> None:
    board = make_board(ONE_DOOR)
    closed = Traffic(closed_doors=board.doors)
    assert shortest_path(board, sq("A1"), squares("A2", "C2"), HERO, closed) is None
    assert shortest_path(board, sq("A1"), frozenset(), HERO, OPEN) is None


# --- R-LARGE-1: large figures -------------------------------------------------

LARGE_DOORWAY = """
+-+-+-+-+
|a a a a|
+       +
|a a a a|
+-+{door}+-+
|b b b b|
+       +
|b b b b|
+-+-+-+-+
"""


def test_r_large_1_passes_two_wide_open_door_but_never_stops_astride() -> None:
    board = make_board(LARGE_DOORWAY.format(door="D+D"))
    assert board.doors == {"B2-B3"}
    costs = movement_costs(board, sq("B1"), LARGE_NAZI, OPEN)
    # B2 as top-left square puts the footprint across the door edge.
    assert sq("B2") not in costs
    assert costs[sq("B3")] == 2
    path = shortest_path(board, sq("B1"), sq("B3"), LARGE_NAZI, OPEN)
    assert path == [Step(sq("B2"), 1), Step(sq("B3"), 2)]
    assert shortest_path(board, sq("B1"), sq("B2"), LARGE_NAZI, OPEN) is None
    # Nowhere in the costs does the footprint straddle the door.
    assert all(row != 1 for _, row in costs)


def test_r_large_1_one_wide_door_is_too_narrow() -> None:
    board = make_board(LARGE_DOORWAY.format(door="D+-"))
    costs = movement_costs(board, sq("B1"), LARGE_NAZI, OPEN)
    assert set(costs) == squares("A1", "B1", "C1")
    assert shortest_path(board, sq("B1"), sq("B3"), LARGE_NAZI, OPEN) is None
    # A small nazi gets through.
    assert movement_costs(board, sq("B1"), NAZI, OPEN)[sq("B3")] == 2


def test_r_large_1_r_ai_11_large_nazi_opens_a_wide_door_once() -> None:
    # R-AI-11 + R-MOVE-4 [D]: the 2-wide door opens as one piece for 1 AP;
    # once open it stays open, so going on through it costs nothing more.
    board = make_board(LARGE_DOORWAY.format(door="D+D"))
    closed = Traffic(closed_doors=board.doors)
    path = shortest_path(board, sq("B1"), sq("B3"), LARGE_NAZI, closed)
    assert path_cost(path) == 3  # 2 steps + 1 AP for the door
    assert [step.opened_door for step in path or []].count("B2-B3") == 1
    assert movement_costs(board, sq("B1"), LARGE_NAZI, closed)[sq("B3")] == 3


LARGE_WALL_STUB = """
+-+-+-+-+
|a a|a a|
+       +
|a a a a|
+       +
|a a a a|
+-+-+-+-+
"""


def test_r_large_1_footprint_never_straddles_a_wall() -> None:
    board = make_board(LARGE_WALL_STUB)
    costs = movement_costs(board, sq("A1"), LARGE_NAZI, OPEN)
    # B1 as top-left square would put the wall B1|C1 inside the footprint.
    assert sq("B1") not in costs
    assert set(costs) == squares("A1", "C1", "A2", "B2", "C2")
    path = shortest_path(board, sq("A1"), sq("C1"), LARGE_NAZI, OPEN)
    assert sq("B1") not in [step.square for step in path or []]
    # No anchor off the map (footprint must fit).
    assert all(c <= 2 and r <= 1 for c, r in costs)


def test_r_large_1_difficult_terrain_once_per_step_for_new_squares() -> None:
    board = make_board(open_room(4, 3), difficult=("C1", "C2"))
    costs = movement_costs(board, sq("A1"), LARGE_NAZI, OPEN)
    assert costs[sq("A2")] == 1  # enters A3, B3: plain
    assert costs[sq("B1")] == 2  # enters C1 and C2: +1 once
    # Starting on difficult terrain: moving on costs nothing extra unless a
    # new square is difficult.
    from_b1 = movement_costs(board, sq("B1"), LARGE_NAZI, OPEN)
    assert from_b1[sq("B2")] == 1  # enters B3, C3
    assert from_b1[sq("C1")] == 1  # enters D1, D2
    assert from_b1[sq("A1")] == 1  # enters A1, A2


def test_r_large_1_r_move_8_footprint_and_other_figures() -> None:
    # Top-left squares A1..D1 of a 5x2 room.
    board = make_board(open_room(5, 2))
    enemies = movement_costs(board, sq("A1"), LARGE_NAZI, Traffic(enemies=squares("D2")))
    assert set(enemies) == squares("A1", "B1")
    friend = Traffic(friends=squares("C2"))
    assert movement_costs(board, sq("A1"), LARGE_NAZI, friend) == {sq("A1"): 0, sq("D1"): 3}
    path = shortest_path(board, sq("A1"), sq("D1"), LARGE_NAZI, friend)
    assert path_squares(path) == ["B1", "C1", "D1"]


def test_r_large_1_r_move_6_r_move_7_tokens_under_the_footprint() -> None:
    board = make_board(open_room(4, 2), events=("D1",), nazi_spawns={"A": "C2"})
    costs = movement_costs(board, sq("A1"), LARGE_NAZI, OPEN)
    # C1 would cover the event (never entered); B1 covers the spawn (no stop).
    assert set(costs) == squares("A1")
    assert shortest_path(board, sq("A1"), sq("C1"), LARGE_NAZI, OPEN) is None
    # The spawn is passed through on the way to a free footprint.
    wider = make_board(open_room(5, 2), nazi_spawns={"A": "C2"})
    assert movement_costs(wider, sq("A1"), LARGE_NAZI, OPEN) == {sq("A1"): 0, sq("D1"): 3}


# --- determinism ---------------------------------------------------------------


def test_paths_are_deterministic() -> None:
    drawing = open_room(7, 7)
    board = make_board(drawing, difficult=("C3", "E5"))
    traffic = Traffic(friends=squares("D4"), enemies=squares("B6"))
    first = shortest_path(board, sq("A1"), sq("G4"), NAZI, traffic)
    again = shortest_path(board, sq("A1"), sq("G4"), NAZI, traffic)
    fresh = shortest_path(
        make_board(drawing, difficult=("C3", "E5")), sq("A1"), sq("G4"), NAZI, traffic
    )
    assert first is not None
    assert first == again == fresh
    assert movement_costs(board, sq("A1"), NAZI, traffic) == movement_costs(
        board, sq("A1"), NAZI, traffic
    )


# --- properties ------------------------------------------------------------------


@st.composite
def open_rooms(draw: st.DrawFn) -> tuple[int, int, Square, frozenset[Square], Traffic, bool]:
    width = draw(st.integers(min_value=1, max_value=7))
    height = draw(st.integers(min_value=1, max_value=7))
    all_squares = [(c, r) for r in range(height) for c in range(width)]
    start = draw(st.sampled_from(all_squares))
    others = [s for s in all_squares if s != start]
    difficult = draw(st.frozensets(st.sampled_from(all_squares))) if all_squares else frozenset()
    friends = draw(st.frozensets(st.sampled_from(others))) if others else frozenset()
    free = [s for s in others if s not in friends]
    with_enemies = draw(st.booleans())
    enemies = draw(st.frozensets(st.sampled_from(free))) if free and with_enemies else frozenset()
    hero = draw(st.booleans())
    return (
        width,
        height,
        start,
        difficult,
        Traffic(friends=friends, enemies=enemies),
        hero,
    )


@settings(deadline=None)
@given(open_rooms(), st.data())
def test_property_costs_bounded_by_chebyshev_and_paths_agree(
    room: tuple[int, int, Square, frozenset[Square], Traffic, bool], data: st.DataObject
) -> None:
    # R-MOVE-1: every step costs 1 and covers at most 1 square of Chebyshev
    # distance; R-MOVE-2: at most 1 more per square entered.
    width, height, start, difficult, traffic, hero = room
    board = make_board(open_room(width, height), difficult=tuple(square_name(s) for s in difficult))
    mover = HERO if hero else NAZI
    costs = movement_costs(board, start, mover, traffic)
    assert costs[start] == 0
    for square, cost in costs.items():
        assert square not in traffic.friends  # R-MOVE-8: no stopping on friends
        assert square not in traffic.enemies
        assert cost >= chebyshev(start, square)
        if not traffic.enemies:
            assert cost <= 2 * chebyshev(start, square)
    if not traffic.enemies:
        # Friends never block: every free square is reachable.
        assert set(costs) == set(board.squares()) - traffic.friends
    goals = sorted(set(costs) - {start})
    if not goals:
        return
    goal = data.draw(st.sampled_from(goals))
    path = shortest_path(board, start, goal, mover, traffic)
    assert path is not None
    assert path[-1].square == goal
    assert path[-1].cost == costs[goal]
    here, spent = start, 0
    for step in path:
        assert chebyshev(here, step.square) == 1
        assert step.square not in traffic.enemies
        assert step.cost - spent == (2 if step.square in difficult else 1)
        assert step.opened_door is None and not step.passage
        here, spent = step.square, step.cost
