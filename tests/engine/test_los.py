"""Line of sight (R-LOS-1..6, R-MOVE-3..5, R-LARGE-1) on hand-drawn boards.

Part 1 is a table of small drawings, each with the answer worked out by hand
from the rules (the reasoning is in the comment above each drawing). Part 2 is
property tests on random drawings, including a comparison with a slow,
independent reference written here from the rules' words (exact fractions and
segment clipping, nothing shared with the engine but the board).

Squares are named like players name them: `A1` is the top-left square,
`(column, row) = (0, 0)`; corners are lattice points `(x, y)`, so square
`(c, r)` has the corners `(c, r)`, `(c+1, r)`, `(c, r+1)`, `(c+1, r+1)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.engine.boards import make_board, open_room
from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square, parse_square
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.geometry.los import LineOfSight

# --- part 1: hand-drawn situations -------------------------------------------

ROOM3 = open_room(3, 3)
ROOM4 = open_room(4, 4)
ROOM5 = open_room(5, 5)
ROOM10 = open_room(10, 10)
ROOM30 = open_room(30, 30)

# A wall (C1/C2) runs along y=1 from x=2 to 3 and another (C2|D2) along x=3
# from y=1 to 2. From D2 the top corners' lines west run along the C1/C2 wall
# (R-LOS-2) or slip out of D2 past C2|D2 (refinement); only the corner (3,2)
# has clear lines, so no two distinct viewer corners: no LoS.
GRAZE = """
+-+-+-+-+-+
|a a a a a|
+ + +-+ + +
|a a a|a a|
+ + + + + +
|a a a a a|
+-+-+-+-+-+
"""
# The same without the C1/C2 wall: (3,1)->(0,1) and (3,2)->(1,2) are clear.
GRAZE_CONTROL = """
+-+-+-+-+-+
|a a a a a|
+ + + + + +
|a a a|a a|
+ + + + + +
|a a a a a|
+-+-+-+-+-+
"""
# GRAZE turned on its side (columns for rows): the only lines left from B4
# to B1 run up along the wall A3|B3 (x=1, y 2..3) or slip out of B4 past
# B3/B4; only the corner (2,3) has clear lines.
GRAZE_UPRIGHT = """
+-+-+-+
|a a a|
+ + + +
|a a a|
+ + + +
|a|a a|
+ +-+ +
|a a a|
+ + + +
|a a a|
+-+-+-+
"""
GRAZE_UPRIGHT_CONTROL = GRAZE_UPRIGHT.replace("|a|a a|", "|a a a|")
# A wall along y=1 from x=1 to x=4 (B1/B2, C1/C2, D1/D2). From B1 to D2
# the line (2,1)->(3,1) is exactly the wall edge C1/C2, end to end: it shares
# no point with anything but that edge. Blocked by R-LOS-2, it leaves B1 only
# its corner (1,1), whose lines run under the wall: no LoS.
ONE_EDGE_GRAZE = """
+-+-+-+-+
|a a a a|
+ +-+-+-+
|a a a a|
+-+-+-+-+
"""
# The same turned on its side: wall along x=1 from y=1 to 4, A2 to B4.
ONE_EDGE_GRAZE_UPRIGHT = """
+-+-+
|a a|
+ + +
|a|a|
+ + +
|a|a|
+ + +
|a|a|
+-+-+
"""
# A wall along x=2 from y=0 to y=2 (B1|C1, B2|C2).
WALL_SEGMENT = """
+-+-+-+-+-+
|a a|a a a|
+ + + + + +
|a a|a a a|
+ + + + + +
|a a a a a|
+-+-+-+-+-+
"""
# One wall edge A4|B4 (x=1, y from 3 to 4). From A4 to C4 only the corner
# (1,3) -- the wall's end -- has clear lines; the lines from (0,3) along y=3
# touch that wall end (R-LOS-4) and are blocked.
WALL_END = """
+-+-+-+
|a a a|
+ + + +
|a a a|
+ + + +
|a a a|
+ + + +
|a|a a|
+-+-+-+
"""
# One wall edge B1|C1 (x=2, y from 0 to 1).
PEEK = """
+-+-+-+-+-+
|a a|a a a|
+ + + + + +
|a a a a a|
+ + + + + +
|a a a a a|
+-+-+-+-+-+
"""
# Four wall edges meeting at the point (2,2): B2|C2, B3|C3, B2/B3, C2/C3.
CROSS = """
+-+-+-+-+
|a a a a|
+ + + + +
|a a|a a|
+ +-+-+ +
|a a|a a|
+ + + + +
|a a a a|
+-+-+-+-+
"""
# An L-shaped wall with its corner at (2,2): x=2 for y 0..2, y=2 for x 2..4.
L_WALL = """
+-+-+-+-+-+
|a a|a a a|
+ + + + + +
|a a|a a a|
+ + +-+-+ +
|a a a a a|
+ + + + + +
|a a a a a|
+-+-+-+-+-+
"""
# Two off-map squares, B2 and C3, touching only at the point (2,2).
PINHOLE = """
+-+-+-+-+
|a a a a|
+ + + + +
|a # a a|
+ + + + +
|a a # a|
+ + + + +
|a a a a|
+-+-+-+-+
"""
# An off-map hole C3 in the middle of a room.
HOLE = """
+-+-+-+-+-+
|a a a a a|
+ + + + + +
|a a a a a|
+ + + + + +
|a a # a a|
+ + + + + +
|a a a a a|
+ + + + + +
|a a a a a|
+-+-+-+-+-+
"""
# Door "B2-C2" in a wall along x=2.
DOOR_V = """
+-+-+-+-+-+
|a a|b b b|
+ + + + + +
|a aDb b b|
+ + + + + +
|a a|b b b|
+-+-+-+-+-+
"""
BARRICADE_V = DOOR_V.replace("D", "B")
# Door "B1-B2" in a wall along y=1.
DOOR_H = """
+-+-+-+
|a a a|
+-+D+-+
|b b b|
+ + + +
|b b b|
+-+-+-+
"""
# One door "B1-B2" two edges wide (B1/B2 and C1/C2).
DOOR_2WIDE = """
+-+-+-+-+
|a a a a|
+-+D+D+-+
|b b b b|
+ + + + +
|b b b b|
+-+-+-+-+
"""
# Two doors in one wall along x=2: "B2-C2" and "B4-C4".
TWO_DOORS = """
+-+-+-+-+-+
|a a|b b b|
+ + + + + +
|a aDb b b|
+ + + + + +
|a a|b b b|
+ + + + + +
|a aDb b b|
+ + + + + +
|a a|b b b|
+-+-+-+-+-+
"""
# Neighbours: B1 and its neighbours C1 (orthogonal) and C2 (diagonal, ways
# round the corner (2,1) via C1 and via B2).
N_WALL = """
+-+-+-+
|a a|a|
+ + + +
|a a a|
+-+-+-+
"""
N_DOOR = """
+-+-+-+
|a aDa|
+ + + +
|a a a|
+-+-+-+
"""
N_BARRICADE = N_DOOR.replace("D", "B")
N_L = """
+-+-+-+
|a a|a|
+ +-+ +
|a a a|
+-+-+-+
"""
N_FAR_EDGES = """
+-+-+-+
|a a a|
+ + +-+
|a a|a|
+-+-+-+
"""
N_STRAIGHT = """
+-+-+-+
|a a|a|
+ + + +
|a a|a|
+-+-+-+
"""
N_DOOR_WAY = """
+-+-+-+
|a a|a|
+ +D+ +
|a a a|
+-+-+-+
"""
N_BARRICADE_WAY = N_DOOR_WAY.replace("D", "B")
N_OFF_ONE = """
+-+-+-+
|a a #|
+ + + +
|a a a|
+-+-+-+
"""
N_OFF_BOTH = """
+-+-+-+
|a a #|
+ + + +
|a # a|
+-+-+-+
"""
# A wall C1|D1 (x=3, y 0..1) in front of the top half of a 2x2 figure on
# D1, E1, D2, E2.
LARGE_HIDE = """
+-+-+-+-+-+-+
|a a a|a a a|
+ + + + + + +
|a a a a a a|
+ + + + + + +
|a a a a a a|
+-+-+-+-+-+-+
"""
# Walls B2/B3 and B3|C3 round the top-right corner (2,2) of B3.
LARGE_OWN = """
+-+-+-+-+
|a a a a|
+ + + + +
|a a a a|
+ +-+ + +
|a a|a a|
+ + + + +
|a a a a|
+-+-+-+-+
"""

BIG_A1 = ("A1", "B1", "A2", "B2")


@dataclass(frozen=True)
class Situation:
    drawing: str
    viewer: str | tuple[str, ...]
    target: str | tuple[str, ...]
    expected: bool
    closed: tuple[str, ...] | str = ()
    """Door ids, or "all"."""
    occupied: tuple[str, ...] = ()
    """Other figures; the viewer's and target's squares are added."""
    tokens: dict[str, object] = field(default_factory=dict)


def situation(
    rule: str,
    what: str,
    drawing: str,
    viewer: str | tuple[str, ...],
    target: str | tuple[str, ...],
    expected: bool,
    *,
    closed: tuple[str, ...] | str = (),
    occupied: tuple[str, ...] = (),
    **tokens: object,
):
    return pytest.param(
        Situation(drawing, viewer, target, expected, closed, occupied, tokens),
        id=f"{rule} {what}",
    )


SITUATIONS = [
    # --- open rooms (R-LOS-1) ---
    situation("R-LOS-1", "open room two apart", ROOM5, "B2", "D2", True),
    situation("R-LOS-1", "open room diagonal two apart", ROOM5, "B2", "D4", True),
    situation("R-LOS-1", "open room knight move", ROOM5, "B2", "C4", True),
    # (0,0)->(1,2) and (0,1)->(1,3) run down column A.
    situation("R-LOS-1", "knight move from the corner square", ROOM3, "A1", "B3", True),
    # The lines along the outline are blocked, the two crossing diagonals
    # inside row 1 are clear.
    situation("R-LOS-1", "along the map's outline row", ROOM5, "A1", "E1", True),
    situation("R-LOS-1", "long 10x10 corner to corner", ROOM10, "A1", "J10", True),
    situation("R-LOS-1", "long shallow line 10x10", ROOM10, "A1", "J3", True),
    situation("R-LOS-1", "same square", ROOM5, "C3", "C3", True),
    situation("R-LOS-1", "long diagonal 30x30", ROOM30, "A1", "AD30", True),
    # Every line from A1 to AD30 crosses x=14.5 with y in [13.5, 15.5] and so
    # touches O15 = (14,14) (through it, or at a corner on the slope-1 lines).
    situation(
        "R-LOS-3",
        "long diagonal 30x30 blocked by one figure in the middle",
        ROOM30,
        "A1",
        "AD30",
        False,
        occupied=("O15",),
    ),
    # P14 = (15,13): (0,0)->(30,30) and (0,1)->(29,30) never come near it.
    situation(
        "R-LOS-3",
        "long diagonal 30x30 with a figure beside the diagonal",
        ROOM30,
        "A1",
        "AD30",
        True,
        occupied=("P14",),
    ),
    # --- walls ---
    situation("R-LOS-2", "only lines left run along a wall", GRAZE, "D2", "A2", False),
    situation("R-LOS-2", "control without the wall run along", GRAZE_CONTROL, "D2", "A2", True),
    situation("R-LOS-2", "only lines left run up along a wall", GRAZE_UPRIGHT, "B4", "B1", False),
    situation(
        "R-LOS-2",
        "control without the wall run up along",
        GRAZE_UPRIGHT_CONTROL,
        "B4",
        "B1",
        True,
    ),
    situation("R-LOS-2", "one-edge line exactly along a wall", ONE_EDGE_GRAZE, "B1", "D2", False),
    situation(
        "R-LOS-2",
        "one-edge line exactly up along a wall",
        ONE_EDGE_GRAZE_UPRIGHT,
        "A2",
        "B4",
        False,
    ),
    situation("R-LOS-3", "wall segment between", WALL_SEGMENT, "A1", "E1", False),
    # (0,2)->(5,3) and (0,3)->(5,2) pass x=2 below the wall's end (y>2).
    situation("R-LOS-4", "row below a wall's end is clear", WALL_SEGMENT, "A3", "E3", True),
    situation("R-LOS-4", "line touching a wall end is blocked", WALL_END, "A4", "C4", False),
    # B2's corner (2,1) is the wall's end: round it via C2 the lines
    # (2,1)->(3,0) go up into C1, and (2,2)->(4,1) runs through row 2.
    situation("R-LOS-4", "peeking round a wall end from beside it", PEEK, "B2", "D1", True),
    # Every line from D1 to A4 meets x=2 at 1<=y<=3; those crossing no wall
    # only touch wall ends, like (4,0)->(0,4) through the point (2,2) where
    # all four walls meet: a gap of width zero is no gap.
    situation("R-LOS-4", "no gap at the point where wall corners meet", CROSS, "D1", "A4", False),
    # The only start not crossing the L is its corner (2,2), and B3 cannot
    # leave by it toward D1: B2|C2 one way round, C2/C3 the other.
    situation(
        "R-MOVE-3", "diagonal past the corner of an L-shaped wall", L_WALL, "B3", "D1", False
    ),
    # --- off-map squares (R-LOS-3 [D]) ---
    situation("R-LOS-3", "off-map hole in the middle blocks", HOLE, "A3", "E3", False),
    situation("R-LOS-3", "off-map hole blocks a diagonal", HOLE, "B2", "D4", False),
    situation("R-LOS-3", "off-map hole beside the row", HOLE, "A2", "E2", True),
    situation(
        "R-LOS-4", "off-map squares touching at a corner leave no gap", PINHOLE, "D1", "A4", False
    ),
    # --- doors (R-MOVE-4) ---
    situation("R-MOVE-4", "closed door between", DOOR_V, "A2", "E2", False, closed="all"),
    situation("R-MOVE-4", "open door between", DOOR_V, "A2", "E2", True),
    # From B2 only the corners (2,1), (2,2) on the door's ends could pass
    # the wall, and a line may not leave B2 there through the closed door.
    situation(
        "R-MOVE-4",
        "beside a closed door looking through it",
        DOOR_V,
        "B2",
        "D2",
        False,
        closed="all",
    ),
    situation("R-MOVE-4", "beside an open door looking through it", DOOR_V, "B2", "D2", True),
    situation(
        "R-MOVE-4",
        "beside a closed door looking diagonally through it",
        DOOR_V,
        "B2",
        "D1",
        False,
        closed="all",
    ),
    situation(
        "R-MOVE-4", "beside an open door looking diagonally through it", DOOR_V, "B2", "D1", True
    ),
    situation(
        "R-MOVE-4",
        "beside a closed door in a horizontal wall",
        DOOR_H,
        "B1",
        "B3",
        False,
        closed="all",
    ),
    situation("R-MOVE-4", "beside an open door in a horizontal wall", DOOR_H, "B1", "B3", True),
    situation(
        "R-MOVE-4", "diagonally through a closed door", DOOR_H, "A1", "C3", False, closed="all"
    ),
    situation("R-MOVE-4", "diagonally through an open door", DOOR_H, "A1", "C3", True),
    situation("R-MOVE-4", "2-wide door closed", DOOR_2WIDE, "A1", "D3", False, closed=("B1-B2",)),
    situation("R-MOVE-4", "2-wide door open", DOOR_2WIDE, "A1", "D3", True),
    situation(
        "R-MOVE-4",
        "two doors, the one on the line open",
        TWO_DOORS,
        "A2",
        "E2",
        True,
        closed=("B4-C4",),
    ),
    situation(
        "R-MOVE-4",
        "two doors, the one on the line closed",
        TWO_DOORS,
        "A2",
        "E2",
        False,
        closed=("B2-C2",),
    ),
    # --- barricades (R-MOVE-5) ---
    situation("R-MOVE-5", "barricade in the wall does not block", BARRICADE_V, "A2", "E2", True),
    situation("R-MOVE-5", "beside a barricade looking through it", BARRICADE_V, "B2", "D2", True),
    # --- figures (R-LOS-3, R-LOS-4) ---
    situation("R-LOS-3", "figure on the line between", ROOM5, "A3", "E3", False, occupied=("C3",)),
    # sees() has no sides: the figure may be a friend or a foe.
    situation(
        "R-LOS-3",
        "figure friend or foe on the diagonal",
        ROOM5,
        "A1",
        "E5",
        False,
        occupied=("C3",),
    ),
    # The straight lines along y=2 graze C2; the crossing lines inside row 3
    # do not touch it.
    situation("R-LOS-3", "figure beside the line", ROOM5, "A3", "E3", True, occupied=("C2",)),
    situation(
        "R-LOS-3",
        "figures on both sides of the row",
        ROOM5,
        "A3",
        "E3",
        True,
        occupied=("C2", "C4"),
    ),
    # All lines from A1 to B3 touch A2 or B2; (1,0)->(1,3) only runs along
    # their shared edge, which blocks as well.
    situation(
        "R-LOS-4",
        "line squeezed along the edge between two figures",
        ROOM3,
        "A1",
        "B3",
        False,
        occupied=("A2", "B2"),
    ),
    # The lines from A1 that escape B1 and A2 pass their shared corner (1,1).
    situation(
        "R-LOS-4",
        "lines through a corner between two figures",
        ROOM5,
        "A1",
        "C3",
        False,
        occupied=("B1", "A2"),
    ),
    situation(
        "R-LOS-4",
        "one figure whose corner one line passes",
        ROOM5,
        "A1",
        "C3",
        True,
        occupied=("B1",),
    ),
    # (0,1)->(5,0) and (0,0)->(5,1) touch A2 and E2 only at their ends.
    situation(
        "R-LOS-4",
        "figures touched only at the lines' end points",
        open_room(5, 2),
        "A1",
        "E1",
        True,
        occupied=("A2", "E2"),
    ),
    situation("R-LOS-5", "own squares listed as occupied never block", ROOM5, "B2", "D4", True),
    # --- neighbours (R-LOS-5) ---
    situation("R-LOS-5", "orthogonal neighbours, wall between", N_WALL, "B1", "C1", False),
    situation(
        "R-LOS-5", "orthogonal neighbours, closed door", N_DOOR, "B1", "C1", False, closed="all"
    ),
    situation("R-LOS-5", "orthogonal neighbours, open door", N_DOOR, "B1", "C1", True),
    situation("R-LOS-5", "orthogonal neighbours, barricade", N_BARRICADE, "B1", "C1", True),
    situation(
        "R-LOS-5",
        "orthogonal neighbours, figures all round",
        ROOM3,
        "B2",
        "C2",
        True,
        occupied=("B1", "C1", "B3", "C3", "A2"),
    ),
    situation("R-LOS-5", "diagonal neighbours, one way walled", N_WALL, "B1", "C2", True),
    situation("R-LOS-5", "diagonal neighbours, L-shaped wall", N_L, "B1", "C2", False),
    situation(
        "R-LOS-5", "diagonal neighbours, walls on the far edges", N_FAR_EDGES, "B1", "C2", False
    ),
    situation(
        "R-LOS-5",
        "diagonal neighbours, straight wall through the corner",
        N_STRAIGHT,
        "B1",
        "C2",
        False,
    ),
    situation(
        "R-LOS-5",
        "diagonal neighbours, wall and closed door",
        N_DOOR_WAY,
        "B1",
        "C2",
        False,
        closed="all",
    ),
    situation("R-LOS-5", "diagonal neighbours, wall and open door", N_DOOR_WAY, "B1", "C2", True),
    situation(
        "R-LOS-5", "diagonal neighbours, wall and barricade", N_BARRICADE_WAY, "B1", "C2", True
    ),
    situation("R-LOS-5", "diagonal neighbours, one way off the map", N_OFF_ONE, "B1", "C2", True),
    situation(
        "R-LOS-5", "diagonal neighbours, both ways off the map", N_OFF_BOTH, "B1", "C2", False
    ),
    situation(
        "R-LOS-5",
        "diagonal neighbours, figures on both ways",
        ROOM3,
        "B2",
        "C3",
        True,
        occupied=("C2", "B3"),
    ),
    # --- terrain and tokens (R-MOVE-2, R-MOVE-6, R-MOVE-7) ---
    situation("R-MOVE-2", "difficult terrain between", ROOM5, "A3", "E3", True, difficult=("C3",)),
    situation("R-MOVE-6", "event token between", ROOM5, "A3", "E3", True, events=("C3",)),
    situation(
        "R-MOVE-6",
        "chest and objective tokens between",
        ROOM5,
        "A3",
        "E3",
        True,
        chests=("B3",),
        objective_tokens={"A": "D3"},
    ),
    situation(
        "R-MOVE-7",
        "spawn tokens between",
        ROOM5,
        "A3",
        "E3",
        True,
        hero_spawns={"A": "B3"},
        nazi_spawns={"A": "C3"},
    ),
    # --- large figures (R-LOS-6, R-LARGE-1) ---
    # A1 reaches only the corner (3,1) of D1 (one target corner: no LoS) ...
    situation("R-LOS-6", "top square of a large target hidden", LARGE_HIDE, "A1", "D1", False),
    # ... but sees D2 by (0,0)->(3,1) and (1,1)->(3,2), so the 2x2 is seen.
    situation(
        "R-LOS-6",
        "large target half behind a wall is seen",
        LARGE_HIDE,
        "A1",
        ("D1", "E1", "D2", "E2"),
        True,
    ),
    situation("R-LOS-6", "square behind a wall end is hidden from A1", PEEK, "A1", "E1", False),
    # B1 may leave only at (2,1): one viewer corner, no LoS.
    situation("R-LOS-6", "square behind a wall end is hidden from B1", PEEK, "B1", "E1", False),
    situation("R-LOS-6", "large viewer sees from its lower square", PEEK, BIG_A1, "E1", True),
    # C1 sees B3 by (3,1)->(2,3) through C2 and (2,0)->(1,2) through B1, B2:
    # its own squares never block its lines.
    situation(
        "R-LOS-6",
        "large viewer's own squares never block its lines",
        LARGE_OWN,
        ("B1", "C1", "B2", "C2"),
        "B3",
        True,
    ),
    situation(
        "R-LOS-6",
        "large target's own squares never block lines to it",
        LARGE_OWN,
        "B3",
        ("B1", "C1", "B2", "C2"),
        True,
    ),
    situation(
        "R-LOS-3",
        "same lines blocked when those squares hold other figures",
        LARGE_OWN,
        "C1",
        "B3",
        False,
        occupied=("B1", "B2", "C2"),
    ),
    situation(
        "R-LOS-6",
        "a large figure blocks others",
        open_room(6, 4),
        "A2",
        "F3",
        False,
        occupied=("C2", "D2", "C3", "D3"),
    ),
    situation(
        "R-LOS-6",
        "two large figures across a room",
        open_room(8, 8),
        BIG_A1,
        ("G7", "H7", "G8", "H8"),
        True,
    ),
]


def _where(names: str | tuple[str, ...]) -> Square | list[Square]:
    if isinstance(names, str):
        return parse_square(names)
    return [parse_square(name) for name in names]


def _own(where: Square | list[Square]) -> list[Square]:
    return [where] if isinstance(where, tuple) else list(where)


def test_enough_situations() -> None:
    assert len(SITUATIONS) >= 40


@pytest.mark.parametrize("case", SITUATIONS)
def test_situation(case: Situation) -> None:
    board = make_board(case.drawing, **case.tokens)  # type: ignore[arg-type]
    viewer, target = _where(case.viewer), _where(case.target)
    for square in _own(viewer) + _own(target) + [parse_square(n) for n in case.occupied]:
        assert board.on_map(square), square
    closed = board.doors if case.closed == "all" else frozenset(case.closed)
    assert closed <= board.doors, (closed, board.doors)
    occupied = [parse_square(n) for n in case.occupied] + _own(viewer) + _own(target)
    los = LineOfSight(board)
    assert los.sees(viewer, target, closed, occupied) is case.expected
    # The rules are symmetric; ask the other way round on a fresh instance.
    assert LineOfSight(board).sees(target, viewer, closed, occupied) is case.expected


def test_situation_drawings_read_as_intended() -> None:
    """The door ids and walls the table relies on."""
    assert make_board(DOOR_V).doors == {"B2-C2"}
    assert make_board(DOOR_H).doors == {"B1-B2"}
    wide = make_board(DOOR_2WIDE)
    assert wide.doors == {"B1-B2"}
    assert len(wide.pieces["B1-B2"].edges) == 2
    assert make_board(TWO_DOORS).doors == {"B2-C2", "B4-C4"}
    assert make_board(BARRICADE_V).barricades == {"B2-C2"}
    graze = make_board(GRAZE)
    assert graze.edge_kind((2, 0), (2, 1)) is EdgeKind.WALL
    assert graze.edge_kind((2, 1), (3, 1)) is EdgeKind.WALL
    assert not make_board(HOLE).on_map((2, 2))


def test_trace_running_along_a_wall_is_solid() -> None:
    """R-LOS-2 at the level of one line: along a wall edge, from its one end
    to its other, the line shares no point but its end points with
    anything... except the wall it runs along."""
    board = make_board(GRAZE)
    assert LineOfSight(board).trace((2, 1), (3, 1))[0] is True
    assert LineOfSight(make_board(GRAZE_CONTROL)).trace((2, 1), (3, 1))[0] is False
    # A line that only touches the wall at its own end point is not solid.
    assert LineOfSight(board).trace((3, 1), (5, 0))[0] is False
    one_edge = LineOfSight(make_board(ONE_EDGE_GRAZE))
    assert one_edge.trace((2, 1), (3, 1))[0] is True
    assert LineOfSight(make_board(ONE_EDGE_GRAZE_UPRIGHT)).trace((1, 2), (1, 3))[0] is True
    assert LineOfSight(make_board(open_room(4, 2))).trace((2, 1), (3, 1))[0] is False


def test_closed_door_blocks_only_when_listed() -> None:
    """One LineOfSight, several door states: only the listed doors block."""
    board = make_board(TWO_DOORS)
    los = LineOfSight(board)
    a2, e4 = parse_square("A2"), parse_square("E4")
    # (0,1)->(5,3) and (1,1)->(5,4) pass x=2 at y=1.8 and y=1.75, through
    # the door B2-C2; no line from A2 reaches E4 through B4-C4 (it would
    # need to pass x=2 below y=3 and still end above y=4 at x=4).
    assert los.sees(a2, e4, ())
    assert los.sees(a2, e4, ("B4-C4",))
    assert not los.sees(a2, e4, ("B2-C2",))
    assert los.sees(a2, e4, ())
    assert los.sees(parse_square("B4"), parse_square("D4"), ("B2-C2",))
    assert not los.sees(parse_square("B4"), parse_square("D4"), ("B4-C4",))


# --- part 2: random boards -----------------------------------------------------

Edge = tuple[Square, Square]


@dataclass(frozen=True)
class Plan:
    """A random drawing before it is text: size, off-map squares, marked edges."""

    width: int
    height: int
    off: frozenset[Square]
    marks: tuple[tuple[Edge, str], ...]
    """Inner edges that are not open: "wall", "door" or "barricade"."""

    def on_map(self, square: Square) -> bool:
        c, r = square
        return 0 <= c < self.width and 0 <= r < self.height and square not in self.off

    def squares(self) -> list[Square]:
        return [
            (c, r) for r in range(self.height) for c in range(self.width) if self.on_map((c, r))
        ]

    def mark(self, edge: Edge) -> str | None:
        return dict(self.marks).get(edge)

    def drawing(self) -> str:
        marks = dict(self.marks)

        def char(edge: Edge, wall: str) -> str:
            kind = marks.get(edge)
            if kind == "wall":
                return wall
            if kind in ("door", "barricade") and all(self.on_map(s) for s in edge):
                return "D" if kind == "door" else "B"
            return " "

        lines = []
        for r in range(self.height + 1):
            line = "+"
            for c in range(self.width):
                edge = ((c, r - 1), (c, r))
                line += ("-" if r in (0, self.height) else char(edge, "-")) + "+"
            lines.append(line)
            if r == self.height:
                break
            line = "|"
            for c in range(self.width):
                line += "#" if (c, r) in self.off else "a"
                edge = ((c, r), (c + 1, r))
                line += "|" if c == self.width - 1 else char(edge, "|")
            lines.append(line)
        return "\n".join(lines)

    def board(self) -> Board:
        return make_board(self.drawing())

    def with_mark(self, edge: Edge, kind: str) -> Plan:
        marks = dict(self.marks)
        marks[edge] = kind
        return Plan(self.width, self.height, self.off, tuple(sorted(marks.items())))

    def with_off(self, square: Square) -> Plan:
        return Plan(self.width, self.height, self.off | {square}, self.marks)


def inner_edges(width: int, height: int) -> list[Edge]:
    edges: list[Edge] = []
    for r in range(height):
        for c in range(width):
            if c + 1 < width:
                edges.append(((c, r), (c + 1, r)))
            if r + 1 < height:
                edges.append(((c, r), (c, r + 1)))
    return edges


@st.composite
def plans(draw, min_size: int = 3, max_size: int = 10) -> Plan:
    width = draw(st.integers(min_size, max_size), label="width")
    height = draw(st.integers(min_size, max_size), label="height")
    cells = [(c, r) for r in range(height) for c in range(width)]
    off = draw(st.sets(st.sampled_from(cells), max_size=width * height // 6), label="off")
    edges = inner_edges(width, height)
    marks = draw(
        st.dictionaries(
            st.sampled_from(edges),
            st.sampled_from(("wall", "wall", "door", "barricade")),
            max_size=len(edges) // 3,
        ),
        label="marks",
    )
    return Plan(width, height, frozenset(off), tuple(sorted(marks.items())))


@st.composite
def scenes(draw, min_size: int = 3, max_size: int = 10):
    """A board, its plan, two squares, closed doors and figures."""
    plan = draw(plans(min_size, max_size))
    board = plan.board()
    squares = plan.squares()
    a = draw(st.sampled_from(squares), label="a")
    b = draw(st.sampled_from(squares), label="b")
    doors = sorted(board.doors)
    closed = draw(st.sets(st.sampled_from(doors)) if doors else st.just(set()), label="closed")
    others = draw(st.sets(st.sampled_from(squares), max_size=8), label="figures")
    occupied = sorted(others | {a, b})
    return plan, board, a, b, frozenset(closed), occupied


PROPERTY = settings(deadline=None)


@PROPERTY
@given(scenes())
def test_symmetry(scene) -> None:
    _plan, board, a, b, closed, occupied = scene
    assert LineOfSight(board).sees(a, b, closed, occupied) == LineOfSight(board).sees(
        b, a, closed, occupied
    )


@PROPERTY
@given(scenes())
def test_square_sees_itself(scene) -> None:
    _plan, board, a, _b, closed, occupied = scene
    assert LineOfSight(board).sees(a, a, closed, occupied)


@PROPERTY
@given(scenes(), st.sampled_from(((1, 0), (0, 1), (-1, 0), (0, -1))))
def test_orthogonal_neighbours(scene, step) -> None:
    """Nothing but a wall or a closed door on the shared edge stops
    orthogonal neighbours seeing each other; figures never do (R-LOS-5)."""
    _plan, board, a, _b, closed, occupied = scene
    b = (a[0] + step[0], a[1] + step[1])
    assume(board.on_map(b))
    kind = board.edge_kind(a, b)
    shut = kind is EdgeKind.WALL or (
        kind is EdgeKind.DOOR and board.edge_piece[edge_between(a, b)] in closed
    )
    assert LineOfSight(board).sees(a, b, closed, [*occupied, b]) is not shut


@PROPERTY
@given(scenes(), st.sampled_from(((1, 1), (1, -1), (-1, 1), (-1, -1))))
def test_diagonal_neighbours(scene, step) -> None:
    """Diagonal neighbours see each other when one way round their shared
    corner is open (R-LOS-5); figures never matter."""
    _plan, board, a, _b, closed, _occupied = scene
    b = (a[0] + step[0], a[1] + step[1])
    assume(board.on_map(b))

    def shut(x: Square, y: Square) -> bool:
        kind = board.edge_kind(x, y)
        return kind is EdgeKind.WALL or (
            kind is EdgeKind.DOOR and board.edge_piece[edge_between(x, y)] in closed
        )

    ways_open = [
        board.on_map(via) and not shut(a, via) and not shut(via, b)
        for via in ((b[0], a[1]), (a[0], b[1]))
    ]
    all_figures = list(board.squares())
    assert LineOfSight(board).sees(a, b, closed, all_figures) is any(ways_open)


@PROPERTY
@given(scenes(), st.data())
def test_adding_a_blocker_never_creates_los(scene, data) -> None:
    plan, board, a, b, closed, occupied = scene
    before = LineOfSight(board).sees(a, b, closed, occupied)
    what = data.draw(st.sampled_from(("wall", "door", "figure", "off")), label="what")
    after_board, after_closed, after_occupied = board, closed, occupied
    if what == "wall":
        candidates = [
            e for e in inner_edges(plan.width, plan.height) if plan.mark(e) in (None, "barricade")
        ]
        assume(candidates)
        edge = data.draw(st.sampled_from(candidates), label="edge")
        after_board = plan.with_mark(edge, "wall").board()
        assert after_board.doors == board.doors
    elif what == "door":
        assume(board.doors - closed)
        door = data.draw(st.sampled_from(sorted(board.doors - closed)), label="door")
        after_closed = closed | {door}
    elif what == "figure":
        free = [s for s in plan.squares() if s not in occupied]
        assume(free)
        after_occupied = [*occupied, data.draw(st.sampled_from(free), label="figure")]
    else:
        candidates = [
            s
            for s in plan.squares()
            if s not in (a, b)
            and not any(
                plan.mark(edge_between(s, (s[0] + dc, s[1] + dr))) in ("door", "barricade")
                for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
            )
        ]
        assume(candidates)
        square = data.draw(st.sampled_from(candidates), label="off")
        after_board = plan.with_off(square).board()
        after_occupied = [s for s in occupied if s != square]
        assert after_board.doors == board.doors
    after = LineOfSight(after_board).sees(a, b, after_closed, after_occupied)
    assert not (after and not before), what


@PROPERTY
@given(plans(), st.data())
def test_answers_do_not_depend_on_earlier_queries(plan, data) -> None:
    """The memo of traced lines never leaks one query's doors or figures
    into another: a warmed instance answers like a fresh one, whatever the
    order. The same pairs are asked under several states, among them all
    doors open with no other figure and all doors closed with a figure on
    every square."""
    board = plan.board()
    squares = plan.squares()
    doors = sorted(board.doors)
    pairs = data.draw(
        st.lists(
            st.tuples(st.sampled_from(squares), st.sampled_from(squares)), min_size=1, max_size=4
        ),
        label="pairs",
    )
    states = [(frozenset(), frozenset()), (frozenset(doors), frozenset(squares))]
    states += data.draw(
        st.lists(
            st.tuples(
                st.frozensets(st.sampled_from(doors)) if doors else st.just(frozenset()),
                st.frozensets(st.sampled_from(squares), max_size=6),
            ),
            max_size=3,
        ),
        label="states",
    )
    queries = data.draw(
        st.permutations(
            [(a, b, closed, figures | {a, b}) for a, b in pairs for closed, figures in states]
        ),
        label="order",
    )
    fresh = [LineOfSight(board).sees(*query) for query in queries]
    warm = LineOfSight(board)
    assert [warm.sees(*query) for query in queries] == fresh
    assert [warm.sees(*query) for query in reversed(queries)] == fresh[::-1]


# --- an independent reference, from the rules' words -------------------------

Box = tuple[int, int, int, int]
"""A closed axis-aligned box (x0, y0, x1, y1); an edge is a flat box."""


def _touches(p: tuple[int, int], q: tuple[int, int], box: Box) -> bool:
    """Whether segment p-q shares a point other than p and q with the box
    (Liang-Barsky clipping in exact fractions)."""
    t0, t1 = Fraction(0), Fraction(1)
    for start, delta, lo, hi in (
        (p[0], q[0] - p[0], box[0], box[2]),
        (p[1], q[1] - p[1], box[1], box[3]),
    ):
        if delta == 0:
            if start < lo or start > hi:
                return False
            continue
        u, v = Fraction(lo - start, delta), Fraction(hi - start, delta)
        if u > v:
            u, v = v, u
        t0, t1 = max(t0, u), min(t1, v)
        if t0 > t1:
            return False
    return t0 < t1 or 0 < t0 < 1


class ReferenceLos:
    """R-LOS-1..6 plus the 'leave your own square' refinement, slowly."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.walls: list[Box] = []
        self.doors: list[tuple[Box, str]] = []
        w, h = board.width, board.height
        for r in range(-1, h + 1):
            for c in range(-1, w + 1):
                for x, y, box in (
                    ((c - 1, r), (c, r), (c, r, c, r + 1)),
                    ((c, r - 1), (c, r), (c, r, c + 1, r)),
                ):
                    kind = board.edge_kind(x, y)
                    if kind is EdgeKind.WALL:
                        self.walls.append(box)
                    elif kind is EdgeKind.DOOR:
                        self.doors.append((box, board.edge_piece[edge_between(x, y)]))
        self.off = [
            (c, r, c + 1, r + 1)
            for r in range(-1, h + 1)
            for c in range(-1, w + 1)
            if not board.on_map((c, r))
        ]

    def _shut(self, a: Square, b: Square, closed: frozenset[str]) -> bool:
        kind = self.board.edge_kind(a, b)
        if kind is EdgeKind.WALL:
            return True
        return kind is EdgeKind.DOOR and self.board.edge_piece[edge_between(a, b)] in closed

    def _clear(self, p, q, closed, blockers) -> bool:
        lo_x, hi_x = sorted((p[0], q[0]))
        lo_y, hi_y = sorted((p[1], q[1]))
        boxes = [*self.walls, *self.off]
        boxes += [box for box, door in self.doors if door in closed]
        boxes += [(c, r, c + 1, r + 1) for c, r in blockers]
        return not any(
            _touches(p, q, box)
            for box in boxes
            if box[0] <= hi_x and box[2] >= lo_x and box[1] <= hi_y and box[3] >= lo_y
        )

    def _can_leave(self, square: Square, corner, toward, closed) -> bool:
        """Going round the corner from the square to the line's direction
        without crossing a wall, a closed door or an off-map square."""
        x, y = corner
        quadrant = {(1, -1): 1, (1, 1): 3, (-1, 1): 5, (-1, -1): 7}
        start = quadrant[(1 if square[0] == x else -1, 1 if square[1] == y else -1)]
        sx = (toward[0] > x) - (toward[0] < x)
        sy = (toward[1] > y) - (toward[1] < y)
        if sx and sy:
            end = quadrant[(sx, sy)]
        else:
            end = {(0, -1): 0, (1, 0): 2, (0, 1): 4, (-1, 0): 6}[(sx, sy)]
        arms = {
            0: ((x - 1, y - 1), (x, y - 1)),
            2: ((x, y - 1), (x, y)),
            4: ((x - 1, y), (x, y)),
            6: ((x - 1, y - 1), (x - 1, y)),
        }
        squares = {1: (x, y - 1), 3: (x, y), 5: (x - 1, y), 7: (x - 1, y - 1)}
        if start == end:
            return True
        for step in (1, -1):
            position = (start + step) % 8
            while position != end:
                if position % 2:
                    if not self.board.on_map(squares[position]):
                        break
                elif self._shut(*arms[position], closed):
                    break
                position = (position + step) % 8
            else:
                return True
        return False

    def _pair(self, a: Square, b: Square, closed, blockers) -> bool:
        if a == b:
            return True
        if max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1:
            if a[0] == b[0] or a[1] == b[1]:
                return not self._shut(a, b, closed)
            return any(
                self.board.on_map(via)
                and not self._shut(a, via, closed)
                and not self._shut(via, b, closed)
                for via in ((b[0], a[1]), (a[0], b[1]))
            )
        corners_a = [(a[0] + dx, a[1] + dy) for dy in (0, 1) for dx in (0, 1)]
        corners_b = [(b[0] + dx, b[1] + dy) for dy in (0, 1) for dx in (0, 1)]
        clear = [
            (p, q)
            for p in corners_a
            for q in corners_b
            if self._clear(p, q, closed, blockers)
            and self._can_leave(a, p, q, closed)
            and self._can_leave(b, q, p, closed)
        ]
        return any(p1 != p2 and q1 != q2 for p1, q1 in clear for p2, q2 in clear)

    def sees(self, viewer, target, closed=(), occupied=()) -> bool:
        viewers = [viewer] if isinstance(viewer[0], int) else list(viewer)
        targets = [target] if isinstance(target[0], int) else list(target)
        blockers = set(occupied) - set(viewers) - set(targets)
        closed = frozenset(closed)
        return any(self._pair(a, b, closed, blockers) for a in viewers for b in targets)


@pytest.mark.parametrize("case", SITUATIONS)
def test_reference_agrees_with_the_table(case: Situation) -> None:
    """The reference itself is checked against the hand-worked answers."""
    board = make_board(case.drawing, **case.tokens)  # type: ignore[arg-type]
    viewer, target = _where(case.viewer), _where(case.target)
    closed = board.doors if case.closed == "all" else frozenset(case.closed)
    occupied = [parse_square(n) for n in case.occupied] + _own(viewer) + _own(target)
    assert ReferenceLos(board).sees(viewer, target, closed, occupied) is case.expected


@settings(deadline=None)
@given(scenes(max_size=8), st.data())
def test_matches_the_reference(scene, data) -> None:
    plan, board, a, b, closed, occupied = scene
    squares = plan.squares()
    more = data.draw(
        st.lists(st.tuples(st.sampled_from(squares), st.sampled_from(squares)), max_size=3),
        label="more pairs",
    )
    pairs = [(a, b), *more]
    los, reference = LineOfSight(board), ReferenceLos(board)
    for x, y in pairs:
        figures = sorted(set(occupied) | {x, y})
        assert los.sees(x, y, closed, figures) == reference.sees(x, y, closed, figures), (
            x,
            y,
        )


def _footprints(plan: Plan, board: Board) -> list[list[Square]]:
    """2x2 footprints a large figure could stand on: no wall or door inside."""
    found = []
    for c, r in plan.squares():
        big = [(c, r), (c + 1, r), (c, r + 1), (c + 1, r + 1)]
        if all(board.on_map(s) for s in big) and not any(
            board.edge_kind(x, y) is not None
            for x, y in ((big[0], big[1]), (big[2], big[3]), (big[0], big[2]), (big[1], big[3]))
        ):
            found.append(big)
    return found


@settings(deadline=None)
@given(scenes(min_size=4, max_size=8), st.data())
def test_large_figures_match_the_reference(scene, data) -> None:
    plan, board, _a, b, closed, occupied = scene
    footprints = _footprints(plan, board)
    assume(footprints)
    big = data.draw(st.sampled_from(footprints), label="large figure")
    assume(b not in big)
    figures = sorted(set(occupied) | set(big))
    los, reference = LineOfSight(board), ReferenceLos(board)
    expected = reference.sees(big, b, closed, figures)
    assert los.sees(big, b, closed, figures) == expected
    assert los.sees(b, big, closed, figures) == expected
