"""Board geometry: zones and their adjacency, edges, corners, distances."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.boards import make_board, open_room
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.mapdraw import EdgeKind
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.geometry.board import Board, TokenKind, chebyshev

ROOT = Path(__file__).resolve().parents[2]
STARTER = ROOT / "missions" / "m01-radio-silence.yaml"

# a-b: wall only; a-c: a door; c-d: a barricade (and a wall); b-d: an open
# edge (and a wall); c-b: wall only.
ZONES = """
+-+-+-+-+
|a a|b b|
+-+D+   +
|c c|b b|
+ +B+-+ +
|c|d d d|
+-+-+-+-+
"""


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


@pytest.fixture(scope="module")
def starter() -> Board:
    return Board.from_mission(load_mission(STARTER, builtin_decks()))


@pytest.fixture(scope="module")
def zones() -> Board:
    return make_board(ZONES)


# --- zones (R-MAP-2) ---------------------------------------------------------


def test_zone_squares(zones: Board) -> None:
    assert zones.zones["a"].squares == {sq("A1"), sq("B1")}
    assert zones.zones["b"].squares == {sq("C1"), sq("D1"), sq("C2"), sq("D2")}
    assert zones.zones["c"].squares == {sq("A2"), sq("B2"), sq("A3")}
    assert zones.zones["d"].squares == {sq("B3"), sq("C3"), sq("D3")}
    assert zones.zone_of(sq("A3")) == "c"
    assert zones.zone_of((9, 9)) is None


def test_r_map_2_zone_adjacency_small_drawing(zones: Board) -> None:
    # R-MAP-2 [D]: adjacent when they share an edge that is not a declared
    # wall; a door counts (a-c), a barricade counts (c-d), an open edge counts
    # (b-d); a wall alone does not (a-b, b-c); no shared edge at all (a-d).
    assert zones.zone_adjacency == {
        "a": frozenset({"c"}),
        "b": frozenset({"d"}),
        "c": frozenset({"a", "d"}),
        "d": frozenset({"b", "c"}),
    }


def test_r_map_2_adjacency_is_symmetric_and_irreflexive(starter: Board) -> None:
    for zone, others in starter.zone_adjacency.items():
        assert zone not in others
        for other in others:
            assert zone in starter.zone_adjacency[other]


def test_r_map_2_zone_adjacency_starter_mission(starter: Board) -> None:
    # Rooms a, b, c open on the upper hall x by a door, a 2-wide door and a
    # barricade; d, f only by doors on the lower hall z; e by doors on both
    # halls; the service passage y is open on both halls. Gaps (no squares)
    # separate the rooms of one row, and x-d, x-f are walls.
    assert starter.zone_adjacency == {
        "a": frozenset({"x"}),
        "b": frozenset({"x"}),
        "c": frozenset({"x"}),
        "d": frozenset({"z"}),
        "e": frozenset({"x", "z"}),
        "f": frozenset({"z"}),
        "x": frozenset({"a", "b", "c", "e", "y"}),
        "y": frozenset({"x", "z"}),
        "z": frozenset({"d", "e", "f", "y"}),
    }


def test_r_map_2_adjacency_does_not_depend_on_door_state(starter: Board) -> None:
    # A closed door counts: the board's adjacency is static geometry, and the
    # starter map's doors between d and z are the only link of those zones.
    assert "z" in starter.zone_adjacency["d"]
    assert starter.edge_kind(sq("C11"), sq("C12")) is EdgeKind.DOOR


def test_starter_mission_pieces_and_tokens(starter: Board) -> None:
    assert (starter.width, starter.height) == (20, 13)
    assert starter.doors == {"C4-C5", "J4-J5", "M6-M7", "C11-C12", "L11-L12", "S11-S12"}
    assert starter.barricades == {"Q4-Q5"}
    assert starter.tokens[sq("K2")] == (TokenKind.EVENT, "K2")
    assert starter.tokens[sq("R2")] == (TokenKind.CHEST, "R2")
    assert starter.tokens[sq("A12")] == (TokenKind.HERO_SPAWN, "A")
    assert starter.tokens[sq("T5")] == (TokenKind.NAZI_SPAWN, "A")
    assert starter.tokens[sq("P2")] == (TokenKind.PASSAGE, "A")
    assert starter.passage_pair[sq("P2")] == sq("B9")
    assert starter.passage_pair[sq("B9")] == sq("P2")
    assert starter.difficult == {sq("H5"), sq("I6"), sq("L9")}


# --- the outline (R-MAP-1) ---------------------------------------------------


def test_r_map_1_outline_is_a_wall(zones: Board) -> None:
    for column in range(zones.width):
        assert zones.edge_kind((column, 0), (column, -1)) is EdgeKind.WALL
        assert zones.edge_kind((column, zones.height - 1), (column, zones.height)) is (
            EdgeKind.WALL
        )
    for row in range(zones.height):
        assert zones.edge_kind((0, row), (-1, row)) is EdgeKind.WALL
        assert zones.edge_kind((zones.width - 1, row), (zones.width, row)) is EdgeKind.WALL


def test_r_map_1_outline_is_a_wall_even_when_drawn_open() -> None:
    # The outline is drawn with spaces: still a wall.
    board = make_board("\n".join(["+ + +", " a a", "+ + +"]))
    assert board.width == 2 and board.height == 1
    assert board.edge_kind(sq("A1"), (-1, 0)) is EdgeKind.WALL
    assert board.edge_kind(sq("B1"), (2, 0)) is EdgeKind.WALL
    assert board.edge_kind(sq("A1"), (0, -1)) is EdgeKind.WALL
    assert board.edge_kind(sq("A1"), sq("B1")) is None
    assert not board.step_allowed(sq("B1"), (2, 0), 0)
    assert not board.step_allowed(sq("A1"), (0, 1), 0)


def test_r_map_1_edge_to_a_hole_inside_the_grid_is_a_wall(starter: Board) -> None:
    # G1 is no square (the gap between barracks and mess hall).
    assert not starter.on_map(sq("G1"))
    assert starter.edge_kind(sq("F1"), sq("G1")) is EdgeKind.WALL
    assert starter.edge_kind(sq("G1"), sq("H1")) is EdgeKind.WALL
    # Two holes: nothing between them.
    assert starter.edge_kind(sq("G1"), sq("G2")) is None


def test_tiles_that_touch_are_connected() -> None:
    # R-MAP-1: two touching tiles are connected unless a wall is declared.
    board = make_board(
        """
        +-+-+
        |a b|
        +-+-+
        """
    )
    assert board.edge_kind(sq("A1"), sq("B1")) is None
    assert board.zone_adjacency["a"] == {"b"}


# --- edges ---------------------------------------------------------------------


def test_edge_kinds(zones: Board) -> None:
    assert zones.edge_kind(sq("A1"), sq("B1")) is None
    assert zones.edge_kind(sq("B1"), sq("C1")) is EdgeKind.WALL
    assert zones.edge_kind(sq("A1"), sq("A2")) is EdgeKind.WALL
    assert zones.edge_kind(sq("B1"), sq("B2")) is EdgeKind.DOOR
    assert zones.edge_kind(sq("B2"), sq("B3")) is EdgeKind.BARRICADE
    assert zones.edge_kind(sq("D2"), sq("D3")) is None
    assert zones.edge_kind(sq("A2"), sq("A3")) is None


def test_edge_kind_is_symmetric(zones: Board) -> None:
    for square in zones.squares():
        for other in ((square[0] + 1, square[1]), (square[0], square[1] + 1)):
            assert zones.edge_kind(square, other) is zones.edge_kind(other, square)


def test_doors_and_barricades_are_listed(zones: Board) -> None:
    assert zones.doors == {"B1-B2"}
    assert zones.barricades == {"B2-B3"}


def test_step_allowed_orthogonal(zones: Board) -> None:
    door = zones.closed_mask(zones.doors, frozenset())
    barricade = zones.closed_mask(frozenset(), zones.barricades)
    # Walls always block (R-MOVE-3).
    assert not zones.step_allowed(sq("B1"), sq("C1"), 0)
    # A closed door blocks, an open one does not (R-MOVE-4).
    assert not zones.step_allowed(sq("B1"), sq("B2"), door)
    assert zones.step_allowed(sq("B1"), sq("B2"), 0)
    # A standing barricade blocks, a removed one does not (R-MOVE-5).
    assert not zones.step_allowed(sq("B2"), sq("B3"), barricade)
    assert zones.step_allowed(sq("B2"), sq("B3"), 0)
    # Open edges.
    assert zones.step_allowed(sq("D2"), sq("D3"), door | barricade)
    # Off the map.
    assert not zones.step_allowed(sq("A1"), (-1, 0), 0)


def test_step_allowed_diagonal_corner_rule(zones: Board) -> None:
    # R-MOVE-3 [D]: a wall touching the shared corner point forbids the step.
    # A2 -> B3 passes corner (1, 2), touched by the barricade B2-B3 and the
    # wall A3|B3.
    assert not zones.step_allowed(sq("A2"), sq("B3"), 0)
    # D2 -> C3 passes corner (3, 2): touched by the wall C2-C3.
    assert not zones.step_allowed(sq("D2"), sq("C3"), 0)
    # C1 -> D2 passes corner (3, 1): only open edges.
    assert zones.step_allowed(sq("C1"), sq("D2"), 0)
    assert not zones.diagonal_blocked(sq("C1"), sq("D2"), 0)


DOORWAY = """
+-+-+-+
|a a a|
+ +{mark}+ +
|b b b|
+-+-+-+
"""


@pytest.mark.parametrize(
    ("mark", "closed_blocks", "open_blocks"),
    [
        ("D", True, False),  # closed door blocks, open door does not
        ("B", True, False),  # standing barricade blocks, removed one does not
        ("-", True, True),  # a wall always blocks
        (" ", False, False),  # nothing there
    ],
)
def test_diagonal_blocked_by_what_touches_the_corner(
    mark: str, closed_blocks: bool, open_blocks: bool
) -> None:
    # R-MOVE-3 [D]: the corner points of edge B1-B2 are (1, 1) and (2, 1).
    board = make_board(DOORWAY.format(mark=mark))
    closed = board.closed_mask(board.doors, board.barricades)
    for a, b in (("A1", "B2"), ("A2", "B1"), ("C1", "B2"), ("B1", "C2")):
        assert board.diagonal_blocked(sq(a), sq(b), closed) is closed_blocks
        assert board.diagonal_blocked(sq(b), sq(a), closed) is closed_blocks
        assert board.diagonal_blocked(sq(a), sq(b), 0) is open_blocks
        assert board.step_allowed(sq(a), sq(b), closed) is not closed_blocks


def test_corner_arms(zones: Board) -> None:
    # Lattice point (1, 1): wall A1-A2 on the left, door B1-B2 on the right.
    wall, pieces = zones.corner_arms(1, 1)
    assert wall
    assert pieces == zones.piece_bit["B1-B2"]
    # Lattice point (3, 1) inside zone b: nothing.
    assert zones.corner_arms(3, 1) == (False, 0)
    # A point of the outline.
    assert zones.corner_arms(0, 0)[0]


# --- doors as pieces (R-MOVE-4 [D]) -------------------------------------------


def test_r_move_4_consecutive_door_edges_are_one_piece() -> None:
    board = make_board(
        """
        +-+-+-+-+
        |a a a a|
        +-+D+D+-+
        |b b b b|
        +-+-+-+-+
        """
    )
    assert board.doors == {"B1-B2"}
    piece = board.pieces["B1-B2"]
    assert piece.kind is EdgeKind.DOOR
    assert set(piece.edges) == {(sq("B1"), sq("B2")), (sq("C1"), sq("C2"))}
    assert board.edge_piece[(sq("C1"), sq("C2"))] == "B1-B2"


def test_r_move_4_vertical_door_edges_are_one_piece() -> None:
    board = make_board(
        """
        +-+-+
        |aDb|
        + + +
        |aDb|
        +-+-+
        """
    )
    assert board.doors == {"A1-B1"}
    assert set(board.pieces["A1-B1"].edges) == {(sq("A1"), sq("B1")), (sq("A2"), sq("B2"))}


def test_r_move_4_separate_doors_stay_separate() -> None:
    # Two doors split by a wall, a door next to a barricade, and door edges
    # between different pairs of zones are different pieces.
    board = make_board(
        """
        +-+-+-+-+-+-+
        |a a a a a a|
        +D+-+D+B+D+D+
        |b b b b c c|
        +-+-+-+-+-+-+
        """
    )
    assert board.doors == {"A1-A2", "C1-C2", "E1-E2"}
    assert board.barricades == {"D1-D2"}
    assert board.pieces["E1-E2"].edges == ((sq("E1"), sq("E2")), (sq("F1"), sq("F2")))
    assert len(board.pieces["C1-C2"].edges) == 1
    # Same line, neighbouring edges, but b|a then c|a: two pieces.
    other = make_board(
        """
        +-+-+
        |a a|
        +D+D+
        |b c|
        +-+-+
        """
    )
    assert other.doors == {"A1-A2", "B1-B2"}


def test_closed_mask_covers_every_edge_of_a_piece() -> None:
    board = make_board(
        """
        +-+-+-+-+
        |a a a a|
        +-+D+D+-+
        |b b b b|
        +-+-+-+-+
        """
    )
    closed = board.closed_mask(board.doors, frozenset())
    assert not board.step_allowed(sq("B1"), sq("B2"), closed)
    assert not board.step_allowed(sq("C1"), sq("C2"), closed)
    assert board.step_allowed(sq("C1"), sq("C2"), 0)


# --- distances (R-ATK-2) -------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "distance"),
    [
        ((0, 0), (0, 0), 0),
        ((0, 0), (1, 1), 1),
        ((0, 0), (3, 1), 3),
        ((2, 5), (4, 0), 5),
        ((7, 7), (0, 0), 7),
        ((3, 3), (3, 0), 3),
    ],
)
def test_r_atk_2_chebyshev(a: tuple[int, int], b: tuple[int, int], distance: int) -> None:
    assert chebyshev(a, b) == distance
    assert chebyshev(b, a) == distance


# --- squares and tokens ------------------------------------------------------


def test_squares_neighbours_and_indices() -> None:
    board = make_board(open_room(3, 2))
    assert list(board.squares()) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    assert set(board.neighbours((0, 0))) == {(1, 0), (0, 1), (1, 1)}
    assert len(list(board.neighbours((1, 0)))) == 5
    for square in board.squares():
        assert board.square_at(board.index(square)) == square
    assert board.mask([(0, 0), (2, 1)]) == 1 | (1 << 5)


def test_tokens_from_the_mission() -> None:
    board = make_board(
        open_room(4, 2),
        hero_spawns={"A": "A1"},
        nazi_spawns={"A": "D2"},
        events=("B1",),
        chests=("C1",),
        objective_tokens={"A": "A2"},
        passages={"A": ["B2", "C2"]},
    )
    assert board.token_at(sq("A1")) == (TokenKind.HERO_SPAWN, "A")
    assert board.token_at(sq("D2")) == (TokenKind.NAZI_SPAWN, "A")
    assert board.token_at(sq("B1")) == (TokenKind.EVENT, "B1")
    assert board.token_at(sq("C1")) == (TokenKind.CHEST, "C1")
    assert board.token_at(sq("A2")) == (TokenKind.OBJECTIVE, "A")
    assert board.token_at(sq("B2")) == (TokenKind.PASSAGE, "A")
    assert board.token_at(sq("D1")) is None
    assert board.passage_pair == {sq("B2"): sq("C2"), sq("C2"): sq("B2")}
    assert board.hero_spawns == {"A": sq("A1")}
    assert board.nazi_spawns == {"A": sq("D2")}
