"""What lies beyond the part of the map in view, named at the edge it lies
beyond, so that a map cut by a small terminal hides no figure.

Above the column letters, a line names what is in the rows above the view
(`▲ rows 1–3: P1 s2 d1`), and under the map a line names what is below it
(`▼ row 13: hA`); left and right of the rows in view, a strip names what is
on that row beyond the edge (` ▶nA`), or shows the cut (`‹`, `›`). The
marks are the map's own, in their colours. A figure beyond the cut is only
named there: the map's cut edge shows the edge, not the first letter of
its mark (board_compact.py, `map_window.own_edges`). No Textual here.
"""

from __future__ import annotations

from functools import lru_cache

from rich.cells import cell_len
from rich.text import Text

from wolfenstein_tui.base.i18n import N_, _, current_language
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.tui.map.board_text import FAINT
from wolfenstein_tui.tui.map.map_window import Geometry, Window

Figure = tuple[tuple[Square, ...], str, str]
"""A figure or token to account for: its squares, its mark and its style."""

UP, DOWN, LEFT, RIGHT = "▲", "▼", "◀", "▶"
CUT_LEFT, CUT_RIGHT = "‹", "›"
"""The cut edge, on a row with nothing beyond it."""
ARROW = "bold"


@frozen_record
class Margins:
    """Room kept around the squares for what lies beyond them."""

    top: int = 0
    """Lines above the column letters."""
    bottom: int = 0
    """Lines under the map."""
    left: int = 0
    """Characters between the row numbers and the map."""
    right: int = 0
    """Characters after the map's right edge."""

    def inside(self, size: tuple[int, int]) -> tuple[int, int]:
        """The room left for the map itself in a widget of `size`."""
        return (max(1, size[0] - self.left - self.right), max(1, size[1] - self.top - self.bottom))

    def within(self, other: Margins) -> bool:
        return (
            self.top <= other.top
            and self.bottom <= other.bottom
            and self.left <= other.left
            and self.right <= other.right
        )

    def grown(self, other: Margins) -> Margins:
        return Margins(
            max(self.top, other.top),
            max(self.bottom, other.bottom),
            max(self.left, other.left),
            max(self.right, other.right),
        )


@frozen_record
class Beyond:
    """The figures out of view, by the edge they lie beyond."""

    above: tuple[Figure, ...]
    below: tuple[Figure, ...]
    left: dict[int, tuple[Figure, ...]]
    """By row of the board (a row in view)."""
    right: dict[int, tuple[Figure, ...]]


def beyond(window: Window, figures: tuple[Figure, ...]) -> Beyond:
    """Which figures the window does not show, and beyond which edge: above
    or below when all its squares are, else left or right of a row in view."""
    x0, y0 = window.origin
    y1 = y0 + window.rows
    above: list[Figure] = []
    below: list[Figure] = []
    left: dict[int, list[Figure]] = {}
    right: dict[int, list[Figure]] = {}
    for figure in figures:
        squares = figure[0]
        if any(window.contains(square) for square in squares):
            continue
        rows = [row for _column, row in squares]
        if max(rows) < y0:
            above.append(figure)
        elif min(rows) >= y1:
            below.append(figure)
        else:
            row = max(y0, min(rows))
            side = left if max(column for column, _row in squares) < x0 else right
            side.setdefault(row, []).append(figure)
    return Beyond(
        tuple(sorted(above, key=_place)),
        tuple(sorted(below, key=_place)),
        {row: tuple(sorted(found, key=_place)) for row, found in left.items()},
        {row: tuple(sorted(found, key=_place)) for row, found in right.items()},
    )


def _place(figure: Figure) -> tuple[int, int]:
    column, row = min(figure[0])
    return (column, row)


def _marks(figures: tuple[Figure, ...]) -> list[Text]:
    return [Text(mark, style=style) for _squares, mark, style in figures]


def edge_line_words(first: int, last: int) -> str:
    """The rows out of view, as the row numbers on the map's left say them."""
    if first == last:
        return _("row {row}").format(row=first + 1)
    return _("rows {first}–{last}").format(first=first + 1, last=last + 1)


def edge_line_numbers(first: int, last: int) -> str:
    """The rows out of view by their numbers alone ("12–13"): said where
    the words would push the figures onto a second line, which the map
    would pay for with one of its rows."""
    return str(first + 1) if first == last else f"{first + 1}–{last + 1}"


WHOLE_MAP_HINT = N_("m: whole map")
"""Said at the end of a line naming what lies beyond a cut edge, room
permitting: the key that shows the whole board."""


def edge_lines(
    arrow: str, rows: tuple[int, int], figures: tuple[Figure, ...], width: int, hint: bool
) -> list[Text]:
    """The lines that name what lies above (or below) the view: the arrow,
    the rows cut (by their numbers alone when the words would push the
    figures onto a second line), then each figure's mark, wrapped to
    `width`; with `hint`, the key for the whole board after them when it
    fits on the last line."""
    # Styles as spans, none on the whole line: the map draws such lines
    # line by line, each line kept while unchanged (tui/widgets/line_view.py).
    marks = _marks(figures)
    named = sum(1 + mark.cell_len for mark in marks)
    label = edge_line_words(*rows)
    if marks:
        # "rows 1–4:" in the language's own way ("lignes 1–4 :")
        label = _("{rows}:").format(rows=label)
        if 2 + cell_len(label) + named > width:
            numbers = _("{rows}:").format(rows=edge_line_numbers(*rows))
            if 2 + cell_len(numbers) + named <= width:
                label = numbers  # the figures on one line: the map keeps its row
    words = Text()
    words.append(f"{arrow} ", style=ARROW)
    words.append(label, style=FAINT)
    lines = [words]
    for mark in marks:
        line = lines[-1]
        if line.cell_len + 1 + mark.cell_len > width and line.cell_len > 2:
            lines.append(Text("  "))
            line = lines[-1]
        line.append(" ")
        line.append_text(mark)
    said = "  (" + _(WHOLE_MAP_HINT) + ")"
    if hint and lines[-1].cell_len + cell_len(said) <= width:
        lines[-1].append(said, style=FAINT)
    for line in lines:
        line.no_wrap, line.overflow, line.end = True, "crop", ""
    return lines


def side_strip(arrow: str, figures: tuple[Figure, ...], width: int) -> Text:
    """One row's strip beside the map: what lies beyond that edge on the
    row, the arrow pointing at them and a space away from the map, so that
    it never touches a figure's mark drawn at the map's edge (`│s1 ▶nA nB`,
    `Kl hC◀ hA`); or the cut mark alone, against the map."""
    strip = Text(no_wrap=True, overflow="crop", end="")
    left = arrow == LEFT
    if not figures:
        cut = CUT_LEFT if left else CUT_RIGHT
        strip.append(" " * (width - 1) + cut if left else cut + " " * (width - 1), style=FAINT)
        return strip
    marks = _marks(figures)
    if left:
        for number, mark in enumerate(marks):
            strip.append(" " if number else "")
            strip.append_text(mark)
        strip.append(arrow, style=ARROW)
        strip.append(" ")
        strip.pad_left(max(0, width - strip.cell_len))
        return strip
    strip.append(" ")
    strip.append(arrow, style=ARROW)
    for number, mark in enumerate(marks):
        strip.append(" " if number else "")
        strip.append_text(mark)
    strip.pad_right(max(0, width - strip.cell_len))
    return strip


def _side_width(rows: dict[int, tuple[Figure, ...]]) -> int:
    """A strip's width: its longest row (at least the cut mark)."""
    longest = 1
    for figures in rows.values():
        longest = max(longest, 1 + sum(1 + len(mark) for _squares, mark, _style in figures))
    return longest


class Edges:
    """What the window's edges say, and the room it takes."""

    def __init__(
        self,
        margins: Margins,
        top: tuple[Text, ...],
        bottom: tuple[Text, ...],
        left: dict[int, Text],
        right: dict[int, Text],
        signature: tuple[object, ...] = (),
    ) -> None:
        self.margins = margins
        self.top = top
        self.bottom = bottom
        self.left = left
        """A strip for each row of the board in view."""
        self.right = right
        self.signature = signature
        """What they were made of (the margins and the figures beyond each
        edge): equal signatures, equal edges."""


NO_EDGES = Edges(Margins(), (), (), {}, {})


def edges_of(
    window: Window,
    board: tuple[int, int],
    figures: tuple[Figure, ...],
    width: int,
    hint: bool = False,
) -> Edges:
    """The edges of a window on a board `board` squares big, in a widget
    `width` characters wide: nothing where the window reaches the board's
    edge, else the cut and what lies beyond it (with `hint`, the first line
    says the key for the whole board). Kept for the same arguments and
    language: the map asks again at each step of the action list."""
    return _edges_of(window, board, figures, width, hint, current_language())


@lru_cache(maxsize=64)
def _edges_of(
    window: Window,
    board: tuple[int, int],
    figures: tuple[Figure, ...],
    width: int,
    hint: bool,
    _language: str,
) -> Edges:
    x0, y0 = window.origin
    x1, y1 = x0 + window.columns, y0 + window.rows
    out = beyond(window, figures)
    top = edge_lines(UP, (0, y0 - 1), out.above, width, hint) if y0 > 0 else []
    bottom = (
        edge_lines(DOWN, (y1, board[1] - 1), out.below, width, hint and not top)
        if y1 < board[1]
        else []
    )
    left_width = _side_width(out.left) if x0 > 0 else 0
    right_width = _side_width(out.right) if x1 < board[0] else 0
    rows = range(y0, y1)
    left = {row: side_strip(LEFT, out.left.get(row, ()), left_width) for row in rows}
    right = {row: side_strip(RIGHT, out.right.get(row, ()), right_width) for row in rows}
    margins = Margins(len(top), len(bottom), left_width, right_width)
    signature = (
        margins,
        window.origin,
        out.above,
        out.below,
        tuple(sorted(out.left.items())),
        tuple(sorted(out.right.items())),
    )
    return Edges(
        margins,
        tuple(top),
        tuple(bottom),
        left if left_width else {},
        right if right_width else {},
        signature,
    )


def strip_for_line(
    edges: Edges, geometry: Geometry, window: Window, line: int
) -> tuple[Text, Text]:
    """The left and right strips of the drawing's `line` (counted from the
    column letters, as `map_window.cut_lines` gives them): a row's strips
    on its squares' line, the cut marks alone on the lines between."""
    left_width, right_width = edges.margins.left, edges.margins.right
    if line < geometry.header:
        return Text(" " * left_width), Text(" " * right_width)
    row, within = divmod(line - geometry.header - geometry.lead, geometry.square_height)
    board_row = window.origin[1] + row
    if (
        line - geometry.header < geometry.lead
        or within
        or board_row not in edges.left | edges.right
    ):
        left = side_strip(LEFT, (), left_width) if left_width else Text()
        right = side_strip(RIGHT, (), right_width) if right_width else Text()
        return left, right
    return edges.left.get(board_row, Text()), edges.right.get(board_row, Text())
