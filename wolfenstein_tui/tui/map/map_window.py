"""The part of the map that fits the window: which squares, where each one
is drawn, and how to keep the squares that matter in view. The row and
column labels are cut from the drawing and kept at the edges, so they stay
on screen however the map is scrolled. No Textual here."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Mapping

from rich.text import Span, Text

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.squares import Square


@frozen_record
class Geometry:
    """Where squares sit in a drawing of the map (full or compact)."""

    square_width: int
    """Characters from one square's left edge to the next one's."""
    square_height: int
    """Lines from one row of squares to the next."""
    lead: int
    """Lines between the column letters and the first row (the top edge)."""
    label: int = 3
    """Characters of the row numbers, left of the map."""
    header: int = 1
    """Lines of column letters, above the map."""

    def width(self, columns: int) -> int:
        return self.label + columns * self.square_width + 1

    def height(self, rows: int) -> int:
        return self.header + self.lead + rows * self.square_height


FULL = Geometry(square_width=4, square_height=2, lead=1)
COMPACT = Geometry(square_width=2, square_height=1, lead=0)


@frozen_record
class Window:
    """The squares in view: `columns` × `rows` from `origin` (top left)."""

    geometry: Geometry
    origin: Square
    columns: int
    rows: int
    top: int = 0
    """Lines above the column letters (the line naming what lies above)."""
    left: int = 0
    """Characters between the row numbers and the map (what lies left)."""

    def contains(self, square: Square) -> bool:
        column, row = square
        x0, y0 = self.origin
        return x0 <= column < x0 + self.columns and y0 <= row < y0 + self.rows

    def square_at(self, x: int, y: int) -> Square | None:
        """The square drawn at (x, y) of the window, if any (not an edge)."""
        g = self.geometry
        bx, by = x - g.label - self.left, y - g.header - g.lead - self.top
        if bx < 0 or by < 0:
            return None
        column, within = divmod(bx, g.square_width)
        row, line = divmod(by, g.square_height)
        if line != 0 or (g.square_width > 2 and within == 0):
            return None
        if column >= self.columns or row >= self.rows:
            return None
        return (self.origin[0] + column, self.origin[1] + row)

    def offset_of(self, square: Square) -> tuple[int, int] | None:
        """Where a square's middle is drawn in the window (None: out of view)."""
        if not self.contains(square):
            return None
        g = self.geometry
        column, row = square[0] - self.origin[0], square[1] - self.origin[1]
        return (
            g.label + self.left + column * g.square_width + g.square_width // 2,
            self.top + g.header + g.lead + row * g.square_height,
        )


def fit(geometry: Geometry, board: tuple[int, int], size: tuple[int, int]) -> tuple[int, int]:
    """How many columns and rows of a board fit in a size (at least one)."""
    g = geometry
    width, height = size
    columns = (width - g.label - 1) // g.square_width
    rows = (height - g.header - g.lead) // g.square_height
    return (max(1, min(board[0], columns)), max(1, min(board[1], rows)))


def fits_whole(geometry: Geometry, board: tuple[int, int], size: tuple[int, int]) -> bool:
    return fit(geometry, board, size) == board


def _clamp(start: int, shown: int, total: int) -> int:
    return max(0, min(start, total - shown))


def centred(
    geometry: Geometry,
    board: tuple[int, int],
    size: tuple[int, int],
    keep: list[Square],
    focus: Square | None,
) -> Window:
    """The window that shows every square of `keep` (when they fit, centred
    on them), else the one centred on `focus` (the squares nearest it)."""
    columns, rows = fit(geometry, board, size)
    squares = keep or ([focus] if focus is not None else [])
    if not squares:
        return Window(geometry, (0, 0), columns, rows)
    xs, ys = [s[0] for s in squares], [s[1] for s in squares]
    if (max(xs) - min(xs) >= columns or max(ys) - min(ys) >= rows) and focus is not None:
        # Too spread out: centre on the focus and keep what fits around it.
        xs, ys = [focus[0]], [focus[1]]
    x = (min(xs) + max(xs) + 1 - columns) // 2
    y = (min(ys) + max(ys) + 1 - rows) // 2
    return Window(
        geometry, (_clamp(x, columns, board[0]), _clamp(y, rows, board[1])), columns, rows
    )


def resized(window: Window, board: tuple[int, int], size: tuple[int, int]) -> Window:
    """The window with as many squares as fit `size`, from the same origin
    (moved back when it would run past the board's edge)."""
    columns, rows = fit(window.geometry, board, size)
    x, y = window.origin
    return Window(
        window.geometry, (_clamp(x, columns, board[0]), _clamp(y, rows, board[1])), columns, rows
    )


def inset(window: Window, top: int, left: int) -> Window:
    """The window drawn `top` lines lower and `left` characters further right."""
    return Window(window.geometry, window.origin, window.columns, window.rows, top, left)


def scrolled(window: Window, board: tuple[int, int], dx: int, dy: int) -> Window:
    x, y = window.origin
    origin = (_clamp(x + dx, window.columns, board[0]), _clamp(y + dy, window.rows, board[1]))
    return Window(window.geometry, origin, window.columns, window.rows)


def showing(window: Window, board: tuple[int, int], square: Square, margin: int = 1) -> Window:
    """The window moved as little as it takes to show a square (with a margin
    of squares around it when there is room)."""
    x, y = window.origin
    mx = min(margin, (window.columns - 1) // 2)
    my = min(margin, (window.rows - 1) // 2)
    if square[0] - mx < x:
        x = square[0] - mx
    elif square[0] + mx >= x + window.columns:
        x = square[0] + mx - window.columns + 1
    if square[1] - my < y:
        y = square[1] - my
    elif square[1] + my >= y + window.rows:
        y = square[1] + my - window.rows + 1
    origin = (_clamp(x, window.columns, board[0]), _clamp(y, window.rows, board[1]))
    return Window(window.geometry, origin, window.columns, window.rows)


def split_lines(drawing: Text) -> list[Text]:
    """The drawing's lines, each a Text of its own with the styles it has in
    the drawing. Rich's `Text.split` divides every span at every line; this
    walks the spans once (the map has a few hundred of them)."""
    plain = drawing.plain
    starts = [0]
    for line in plain.split("\n")[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    lines = [
        Text(line, style=drawing.style, no_wrap=True, overflow="crop", end="")
        for line in plain.split("\n")
    ]
    for start, end, style in drawing.spans:
        index = bisect_right(starts, start) - 1
        while index < len(lines) and starts[index] < end:
            first = starts[index]
            length = len(lines[index].plain)
            a, b = max(start, first) - first, min(end, first + length) - first
            if a < b:
                lines[index].spans.append(Span(a, b, style))
            index += 1
    return lines


def _part(line: Text, start: int, end: int, into: Text) -> None:
    """Append line[start:end] to `into`, styles included."""
    at = len(into.plain)
    into.plain += line.plain[start:end]
    end = min(end, len(line.plain))
    for a, b, style in line.spans:
        a, b = max(a, start), min(b, end)
        if a < b:
            into.spans.append(Span(a - start + at, b - start + at, style))


Strips = Callable[[int], tuple[Text, Text]]
"""For a line of the window (0: the column letters), what goes left of the
map (after the row numbers) and right of it."""

EdgeSpills = Mapping[tuple[int, int], tuple[int, tuple[str, str]]]
"""The edges of a drawing whose character is a square's mark (or note), by
(row, edge; edge i is left of square i): that square's column and the
edge's own character and style (board_compact.Spills)."""


def _with_cell(line: Text, at: int, cell: tuple[str, str]) -> Text:
    """`line` with the character at `at` replaced by `cell`."""
    out = Text(style=line.style, no_wrap=True, overflow="crop", end="")
    _part(line, 0, at, out)
    out.append(cell[0], style=cell[1] or None)
    _part(line, at + 1, len(line.plain), out)
    return out


def own_edges(line: Text, row: int, window: Window, spills: EdgeSpills) -> Text:
    """A row's line with the window's two cut edges drawn as edges when the
    square beyond the cut has put its mark there: a figure out of view is
    named beside the map (map_edges.py), never half drawn at its edge."""
    g = window.geometry
    first = window.origin[0]
    edges = [(first, first - 1, g.label + first * g.square_width)] if first > 0 else []
    after = first + window.columns
    at = g.label + after * g.square_width
    if at + 1 < len(line.plain):  # the board goes on to the right
        edges.append((after, after, at))
    for edge, outside, at in edges:
        spill = spills.get((row, edge))
        if spill is not None and spill[0] == outside:
            line = _with_cell(line, at, spill[1])
    return line


def cut_lines(
    lines: list[Text],
    window: Window,
    strips: Strips | None = None,
    spills: EdgeSpills | None = None,
) -> list[Text]:
    """The window's part of a whole drawing's lines (`split_lines`), with the
    column letters and the row numbers of the squares in view kept at the top
    and on the left (a style run across the labels' edge is two runs, as a
    cut with rich's slices makes it: Textual draws each run apart), and the
    `strips` on either side of the map; with the drawing's `spills`, its cut
    edges drawn as edges (`own_edges`)."""
    g = window.geometry
    x0 = g.label + window.origin[0] * g.square_width
    x1 = x0 + window.columns * g.square_width + 1
    first = g.header + window.origin[1] * g.square_height
    last = first + g.lead + window.rows * g.square_height
    parts = []
    for shown, index in enumerate([*range(g.header), *range(first, min(last, len(lines)))]):
        line = lines[index]
        row, within = divmod(index - g.header - g.lead, g.square_height)
        if spills and index >= g.header + g.lead and not within:
            line = own_edges(line, row, window, spills)
        part = Text(style=line.style, no_wrap=True, overflow="crop", end="")
        _part(line, 0, g.label, part)
        left, right = strips(shown) if strips is not None else (None, None)
        if left:
            part.append_text(left)
        _part(line, x0, x1, part)
        if right:
            part.append_text(right)
        parts.append(part)
    return parts


def join_lines(lines: list[Text]) -> Text:
    """Lines as one text (what `cut` gives)."""
    out = Text("\n", no_wrap=True, overflow="crop", end="").join(lines)
    out.no_wrap, out.overflow, out.end = True, "crop", ""
    return out


def cut(drawing: Text, window: Window) -> Text:
    """The window's part of a whole drawing, with the column letters and the
    row numbers of the squares in view kept at the top and on the left."""
    return join_lines(cut_lines(split_lines(drawing), window))
