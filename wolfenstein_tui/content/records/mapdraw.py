"""The ASCII map of a mission, drawn on a grid of squares and edges.

The drawing alternates edge lines and square lines, and within each line edge
characters and square characters, so that every square and every edge between
two squares has its own character:

    +-+-+-+-+        line 0: the top frame (corners and horizontal edges)
    |a a|b b|        line 1: squares of row 1 at columns 1, 3, 5, 7;
    + +-+D+ +                vertical edges between them at columns 2, 4, 6
    |a a a b|        line 2: horizontal edges below row 1 at columns 1, 3, ...
    +-+-+-+-+

Square characters: a zone key (a lowercase letter or digit, declared under
`zones:`), or a space or `#` for no square (solid, off the map).
Edge characters: a space (open), `|`, `-` or `#` (wall), `D` (door),
`B` (barricade). Corner characters (`+`, `-`, `|`, `#` or a space) are only
drawn for the eye. The map's outline is a wall whatever is drawn there.
Doors (and barricades) drawn on consecutive edges of one straight line
between the same two zones are one door that opens as one piece (R-MOVE-4).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.squares import Square, square_name

ZONE_KEYS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
NO_SQUARE = frozenset(" #")
WALL_MARKS = frozenset("|-#")
CORNER_MARKS = frozenset("+-|# ")


class EdgeKind(StrEnum):
    WALL = "wall"
    DOOR = "door"
    BARRICADE = "barricade"


EDGE_MARKS = {"D": EdgeKind.DOOR, "B": EdgeKind.BARRICADE}

Edge = tuple[Square, Square]
"""An edge between two orthogonal neighbours, the upper/left square first."""


@frozen_record
class Piece:
    """A door or a barricade: one or more consecutive edges removed together."""

    id: str
    kind: EdgeKind
    edges: tuple[Edge, ...]


@frozen_record
class MapProblem:
    """A complaint about the drawing, at a 0-based line and column of it."""

    line: int
    column: int
    message: str
    zone: str | None = None
    """Set when the problem is about a declared zone rather than a place."""


@frozen_record
class MapLayout:
    """A mission's map as read from its drawing: each square's zone and what lies
    between squares."""

    width: int
    height: int
    zones: tuple[tuple[str | None, ...], ...]
    """`zones[row][column]`: the zone key of that square, None off the map."""
    walls: frozenset[Edge]
    """Declared walls between two map squares (the outline is implied)."""
    pieces: tuple[Piece, ...]

    def zone_of(self, square: Square) -> str | None:
        column, row = square
        if 0 <= column < self.width and 0 <= row < self.height:
            return self.zones[row][column]
        return None

    def on_map(self, square: Square) -> bool:
        return self.zone_of(square) is not None

    def squares(self) -> list[Square]:
        return [
            (column, row)
            for row in range(self.height)
            for column in range(self.width)
            if self.zones[row][column] is not None
        ]


def edge_between(a: Square, b: Square) -> Edge:
    return (a, b) if (a[1], a[0]) < (b[1], b[0]) else (b, a)


MAX_SIDE = 64
"""Most squares a map may have across and down. The largest built-in map is
30x20 and the box's tiles laid out edge to edge make about 40 across; 64
leaves room for one's own designs while keeping every per-square search
(paths, line of sight, the nazis' floods) within a few thousand squares."""


def _size_problems(lines: list[str], width: int, height: int) -> list[MapProblem]:
    problems = []
    if height > MAX_SIDE:
        problems.append(
            MapProblem(
                2 * MAX_SIDE + 1,
                0,
                _(
                    "the map is {height} squares down; at most {most} are allowed (this is "
                    "row {row})"
                ).format(height=height, most=MAX_SIDE, row=MAX_SIDE + 1),
            )
        )
    if width > MAX_SIDE:
        widest = max(range(len(lines)), key=lambda index: len(lines[index]))
        problems.append(
            MapProblem(
                widest,
                2 * MAX_SIDE + 1,
                _(
                    "the map is {width} squares across; at most {most} are allowed (this is "
                    "column {column})"
                ).format(width=width, most=MAX_SIDE, column=MAX_SIDE + 1),
            )
        )
    return problems


def parse_map(text: str, declared_zones: set[str]) -> tuple[MapLayout | None, list[MapProblem]]:
    """Read a drawing; return the layout (None if unusable) and every problem."""
    lines, problems = _map_lines(text)
    if lines is None:
        return None, problems
    width_chars = max(len(line) for line in lines)
    if width_chars % 2 == 0:
        width_chars += 1
    grid = [line.ljust(width_chars) for line in lines]
    height = (len(grid) - 1) // 2
    width = (width_chars - 1) // 2
    too_big = _size_problems(lines, width, height)
    if too_big:
        return None, too_big
    zones = _read_zones(grid, width, height, declared_zones, problems)

    def zone(square: Square) -> str | None:
        column, row = square
        if 0 <= column < width and 0 <= row < height:
            return zones[row][column]
        return None

    walls, marked = _read_edges(grid, zone, problems)
    for key in sorted(declared_zones):
        if not any(key in row_zones for row_zones in zones):
            problems.append(
                MapProblem(
                    0,
                    0,
                    _("zone {key} is declared but has no square on the map").format(key=repr(key)),
                    zone=key,
                )
            )

    layout = MapLayout(
        width=width,
        height=height,
        zones=tuple(tuple(row_zones) for row_zones in zones),
        walls=frozenset(walls),
        pieces=_group_pieces(marked, zone),
    )
    return layout, problems


def _map_lines(text: str) -> tuple[list[str] | None, list[MapProblem]]:
    """The drawing's lines, trailing blank lines dropped, an odd count (an
    edge line added when missing, with its problem); None when no map can be
    read from them (tabs, or fewer than three lines)."""
    problems: list[MapProblem] = []
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    for index, line in enumerate(lines):
        if "\t" in line:
            problems.append(
                MapProblem(index, line.index("\t"), _("tab character in the map; use spaces"))
            )
    if problems:
        return None, problems
    if len(lines) < 3:
        return None, [
            MapProblem(0, 0, _("the map needs at least one row of squares inside a frame"))
        ]
    if len(lines) % 2 == 0:
        problems.append(
            MapProblem(
                len(lines) - 1,
                0,
                _(
                    "the map has {count} lines; it must alternate edge lines and square lines, starting and ending with an edge line (an odd count)"
                ).format(count=len(lines)),
            )
        )
        lines.append("")
    return lines, problems


def _read_zones(
    grid: list[str], width: int, height: int, declared_zones: set[str], problems: list[MapProblem]
) -> list[list[str | None]]:
    """Each square's zone key (None: no square there), row by row; a wrong
    mark or an undeclared zone goes to `problems`."""
    zones: list[list[str | None]] = []
    for row in range(height):
        line_index = 2 * row + 1
        row_zones: list[str | None] = []
        for column in range(width):
            ch = grid[line_index][2 * column + 1]
            if ch in NO_SQUARE:
                row_zones.append(None)
            elif ch in ZONE_KEYS:
                if ch not in declared_zones:
                    problems.append(
                        MapProblem(
                            line_index,
                            2 * column + 1,
                            _("zone key {ch} is not declared under 'zones:'").format(ch=repr(ch)),
                        )
                    )
                row_zones.append(ch)
            else:
                problems.append(
                    MapProblem(
                        line_index,
                        2 * column + 1,
                        _(
                            "{ch} at a square position; squares hold a zone key (lowercase letter or digit), a space or '#'"
                        ).format(ch=repr(ch)),
                    )
                )
                row_zones.append(None)
        zones.append(row_zones)
    return zones


def _read_edges(
    grid: list[str], zone: Callable[[Square], str | None], problems: list[MapProblem]
) -> tuple[set[Edge], dict[Edge, tuple[EdgeKind, int, int]]]:
    """The walls and the marked edges (doors, barricades, with their place in
    the drawing) between the squares; a wrong mark goes to `problems`."""
    walls: set[Edge] = set()
    marked: dict[Edge, tuple[EdgeKind, int, int]] = {}
    for line_index, line in enumerate(grid):
        for char_index, ch in enumerate(line):
            odd_line, odd_char = line_index % 2 == 1, char_index % 2 == 1
            if odd_line and odd_char:
                continue  # a square, read above
            if not odd_line and not odd_char:
                if ch not in CORNER_MARKS:
                    problems.append(_corner_problem(line_index, char_index, ch))
                continue
            if ch == " ":
                continue
            a, b = _edge_squares(line_index, char_index)
            inside = zone(a) is not None and zone(b) is not None
            if ch in WALL_MARKS:
                if inside:
                    walls.add((a, b))
                continue
            kind = EDGE_MARKS.get(ch)
            if kind is None or not inside:
                problems.append(_edge_problem(line_index, char_index, ch, kind))
            else:
                marked[(a, b)] = (kind, line_index, char_index)
    return walls, marked


def _edge_squares(line_index: int, char_index: int) -> Edge:
    """The two squares either side of the edge drawn at this place."""
    if line_index % 2 == 1:  # vertical edge between (c-1, r) and (c, r)
        row, column = (line_index - 1) // 2, char_index // 2
        return (column - 1, row), (column, row)
    # horizontal edge between (c, r-1) and (c, r)
    row, column = line_index // 2, (char_index - 1) // 2
    return (column, row - 1), (column, row)


def _corner_problem(line_index: int, char_index: int, ch: str) -> MapProblem:
    return MapProblem(
        line_index,
        char_index,
        _(
            "{ch} at a corner position (where edges meet, between two edge marks of a wall line); corners hold '+', '-', '|', '#' or a space. Is this row shifted?"
        ).format(ch=repr(ch)),
    )


def _edge_problem(line_index: int, char_index: int, ch: str, kind: EdgeKind | None) -> MapProblem:
    """An unknown edge mark, or a door or barricade with no square on one side."""
    if kind is None:
        message = _(
            "{ch} at an edge position; edges hold a space (open), '|', '-' or '#' (wall), 'D' (door) or 'B' (barricade). Is this row shifted?"
        ).format(ch=repr(ch))
    elif kind.value == "door":
        message = _(
            "a door must sit between two squares of the map; this one has no square on one side"
        )
    else:
        message = _(
            "a barricade must sit between two squares of the map; this one "
            "has no square on one side"
        )
    return MapProblem(line_index, char_index, message)


def _group_pieces(
    marked: dict[Edge, tuple[EdgeKind, int, int]], zone_of: Callable[[Square], str | None]
) -> tuple[Piece, ...]:
    """Join consecutive marks of one kind, on one line, between the same two
    zones, into one piece; pieces are named after their first edge."""

    def next_along(edge: Edge) -> Edge:
        (ac, ar), (bc, br) = edge
        if ar == br:  # vertical edge: the next one is one row down
            return ((ac, ar + 1), (bc, br + 1))
        return ((ac + 1, ar), (bc + 1, br))  # horizontal edge: one column right

    pieces: list[Piece] = []
    taken: set[Edge] = set()
    for edge in sorted(marked, key=lambda e: (e[0][1], e[0][0], e[1][1], e[1][0])):
        if edge in taken:
            continue
        kind = marked[edge][0]
        zones_pair = (zone_of(edge[0]), zone_of(edge[1]))
        run = [edge]
        following = next_along(edge)
        while (
            following in marked
            and following not in taken
            and marked[following][0] is kind
            and (zone_of(following[0]), zone_of(following[1])) == zones_pair
        ):
            run.append(following)
            following = next_along(following)
        taken.update(run)
        first = run[0]
        name = f"{square_name(first[0])}-{square_name(first[1])}"
        pieces.append(Piece(id=name, kind=kind, edges=tuple(run)))
    return tuple(pieces)
