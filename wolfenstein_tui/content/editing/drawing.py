"""The map's ASCII drawing as a grid of characters that edits change in place.

The drawing is the one of docs/mission-format.md §4 (read by
content/records/mapdraw.py): square characters at odd lines and odd
columns, edge characters between them, corners where edges meet. An edit
changes only the characters it must: the square or edge it is about and the
corners touching a changed edge, so an existing mission edited by one door
keeps every other line of its drawing as it was written, and a drawing keeps
its own style of corners (a corner is only made blank when no edge touches
it any more, or drawn as '+' when one starts to).

A new drawing follows the built-in missions' style: a wall along every edge
between a square and no square, '+' at every corner an edge touches, and at
the four corners of the frame, which also keep the drawing's size when it
has no square yet.
"""

from __future__ import annotations

from wolfenstein_tui.content.editing.edits import EdgeMark, Side
from wolfenstein_tui.content.records.mapdraw import NO_SQUARE
from wolfenstein_tui.content.records.squares import Square

_OFFSETS: dict[Side, tuple[int, int]] = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
_MARK_OF_CHAR = {" ": "open", "D": "door", "B": "barricade"}


def neighbour(square: Square, side: Side) -> Square:
    dc, dr = _OFFSETS[side]
    return square[0] + dc, square[1] + dr


def edge_place(square: Square, side: Side) -> tuple[int, int]:
    """The line and character of the drawing that hold this side of the square."""
    column, row = square
    line, char = 2 * row + 1, 2 * column + 1
    dc, dr = _OFFSETS[side]
    return line + dr, char + dc


class MapDrawing:
    """The characters of a map drawing, line by line, with the text around it
    (the line break after the last line) kept as it was."""

    def __init__(self, lines: list[list[str]], tail: str) -> None:
        self.lines = lines
        self.tail = tail
        width_chars = max((len(line) for line in lines), default=0)
        self.width = max(0, width_chars - 1) // 2
        self.height = max(0, len(lines) - 1) // 2

    @classmethod
    def from_text(cls, text: str) -> MapDrawing:
        rows = text.split("\n")
        while rows and not rows[-1].strip():
            rows.pop()
        body = "\n".join(rows)
        return cls([list(row) for row in rows], text[len(body) :])

    @classmethod
    def blank(cls, width: int, height: int) -> MapDrawing:
        """A drawing of `width` x `height` places for squares, none of them
        a square yet: only the frame's four corners are drawn."""
        drawing = cls([[" "] * (2 * width + 1) for _ in range(2 * height + 1)], "\n")
        drawing._frame_corners()
        return drawing

    def text(self) -> str:
        return "\n".join("".join(line) for line in self.lines) + self.tail

    # --- reading -------------------------------------------------------------

    def char(self, line: int, char: int) -> str:
        if 0 <= line < len(self.lines) and 0 <= char < len(self.lines[line]):
            return self.lines[line][char]
        return " "

    def inside(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height

    def zone(self, square: Square) -> str | None:
        """The zone key drawn on the square; None when it is no square."""
        if not self.inside(square):
            return None
        mark = self.char(2 * square[1] + 1, 2 * square[0] + 1)
        return None if mark in NO_SQUARE else mark

    def edge(self, square: Square, side: Side) -> EdgeMark:
        """What the drawing puts on this side (the outline is a wall)."""
        if self.zone(square) is None or self.zone(neighbour(square, side)) is None:
            return "wall"
        mark = self.char(*edge_place(square, side))
        return _MARK_OF_CHAR.get(mark, "wall")  # type: ignore[return-value]

    # --- changing ------------------------------------------------------------

    def _put(self, line: int, char: int, mark: str) -> None:
        row = self.lines[line]
        if char >= len(row):
            if mark == " ":
                return
            row.extend(" " * (char + 1 - len(row)))
        row[char] = mark

    def set_edge(self, square: Square, side: Side, mark: EdgeMark) -> None:
        line, char = edge_place(square, side)
        vertical = line % 2 == 1
        drawn = {"open": " ", "door": "D", "barricade": "B"}.get(mark, "|" if vertical else "-")
        self._put(line, char, drawn)
        for corner in _corners_of(line, char):
            self._fix_corner(*corner)

    def set_zone(self, square: Square, zone: str | None) -> None:
        """Draw the square's zone key (a space for no square); its four edges
        follow the zones either side: open inside one zone, a wall between
        two zones or between a square and no square, nothing between two
        places that are no square."""
        line, char = 2 * square[1] + 1, 2 * square[0] + 1
        self._put(line, char, zone if zone is not None else " ")
        for side in ("n", "e", "s", "w"):
            other = self.zone(neighbour(square, side))
            if (zone is None and other is None) or (zone is not None and other == zone):
                self.set_edge(square, side, "open")
            else:
                self.set_edge(square, side, "wall")

    def resize(self, width: int, height: int) -> None:
        """Keep what fits from the top-left; new places are no squares; the
        new right and bottom rims get their outline walls."""
        old = self.lines
        lines = []
        for line in range(2 * height + 1):
            source = old[line] if line < len(old) else []
            lines.append([source[c] if c < len(source) else " " for c in range(2 * width + 1)])
        self.lines, self.width, self.height = lines, width, height
        for row in range(height):
            square = (width - 1, row)
            self.set_edge(square, "e", "wall" if self.zone(square) else "open")
        for column in range(width):
            square = (column, height - 1)
            self.set_edge(square, "s", "wall" if self.zone(square) else "open")
        for line in range(0, 2 * height + 1, 2):
            for char in range(0, 2 * width + 1, 2):
                self._fix_corner(line, char)

    # --- corners -------------------------------------------------------------

    def _frame_corners(self) -> None:
        last_line, last_char = 2 * self.height, 2 * self.width
        for line in (0, last_line):
            for char in (0, last_char):
                self._put(line, char, "+")

    def _fix_corner(self, line: int, char: int) -> None:
        """'+' where an edge touches the corner (a drawn corner keeps its own
        character), blank where none does; the frame's corners stay drawn."""
        if line in (0, 2 * self.height) and char in (0, 2 * self.width):
            if self.char(line, char) == " ":
                self._put(line, char, "+")
            return
        touched = any(
            self.char(line + dl, char + dc) != " " for dl, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        )
        current = self.char(line, char)
        if touched and current == " ":
            self._put(line, char, "+")
        elif not touched and current != " ":
            self._put(line, char, " ")


def _corners_of(line: int, char: int) -> list[tuple[int, int]]:
    if line % 2 == 1:  # a vertical edge: corners above and below
        return [(line - 1, char), (line + 1, char)]
    return [(line, char - 1), (line, char + 1)]
