"""The map drawn small, for terminals where the full drawing does not fit:
two characters and one line a square, so 80×24 shows 18×13 squares.

Each square is `EM`: E is the square's left edge, M what is on it.
E: │ wall, D closed door, ' open door, # barricade, ┆ zone border, blank
open. M on an empty square also tells its bottom edge: ▁ wall below,
= closed door below, - open door below, ≠ barricade below, · nothing; ~ is
difficult terrain, underlined when a wall runs under it. A figure or token
standing over a wall or a door below is underlined. Figures and tokens use the full map's marks (Kl, s1, ?, $,
◎A, ≈A; spawns h and n), both characters when the edge on their left is
open, else the first one; the active hero is reversed, † bleeding, + a bot, ◂ a
target. The overlays of the full map (path, reachable squares with their
cost, targets, the cursor, what a square sees) keep their styles: this
drawing asks the full map how each square is overlaid and shortens it.

An edge's character may be a figure's or a note's, of the square on either
side of it: when the map is cut there and that square is out of view, the
cut puts the edge's own character back (`Spills`, `map_window.cut_lines`),
so a figure beyond the cut is only named in the strip beside the map
(`▶ m1`), never half drawn against it (`·m▶ m1`).
"""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_text import (
    DOOR,
    FAINT,
    SEEN,
    TRAIL,
    WALL,
    Overlay,
    Piece,
    _cells,
    _overlaid,
    column_label,
    runs_of,
)

WALL_BELOW = "▁"
"""An empty square's character when a wall runs under it."""
SUFFIXES = "†+◂×!"
"""Marks whose last character matters more than the second: a bleeding
hero, a bot, an attack target, a problem (the mission editor)."""


def shorten(mark: str, room: int) -> str:
    """A full-map mark (three characters) in `room` characters (1 or 2),
    right-aligned: 'Kl*' → 'Kl', 's1◂' → 's◂', ' ? ' → ' ?', '[2]' → '2'."""
    core = mark.replace("*", "").strip().strip("[]") or "·"
    if len(core) > room:
        core = core[0] + core[-1] if room == 2 and core[-1] in SUFFIXES else core[:room]
    return core.rjust(room)


def _left_edge(board: Board, state: GameState, a: Square, b: Square) -> tuple[str, str]:
    kind = board.edge_kind(a, b)
    if kind is EdgeKind.WALL:
        return "│", WALL
    if kind is EdgeKind.DOOR:
        closed = board.edge_piece[edge_between(a, b)] in state.closed_doors
        return ("D" if closed else "'"), DOOR
    if kind is EdgeKind.BARRICADE:
        if board.edge_piece[edge_between(a, b)] in state.barricades:
            return "#", DOOR
        return " ", ""
    if board.on_map(a) and board.on_map(b) and board.zone_of(a) != board.zone_of(b):
        return "┆", FAINT
    return " ", ""


def _below(board: Board, state: GameState, square: Square) -> tuple[str, str] | None:
    """How the edge under a square shows on an empty square (None: open)."""
    column, row = square
    below = (column, row + 1)
    kind = board.edge_kind(square, below)
    if kind is EdgeKind.WALL:
        return WALL_BELOW, WALL
    if kind is EdgeKind.DOOR:
        closed = board.edge_piece[edge_between(square, below)] in state.closed_doors
        return ("=" if closed else "-"), DOOR
    if kind is EdgeKind.BARRICADE and board.edge_piece[edge_between(square, below)] in (
        state.barricades
    ):
        return "≠", DOOR
    return None


def render_compact(
    rules: Rules,
    state: GameState,
    marked: dict[Square, str] | None = None,
    overlay: Overlay | None = None,
) -> Text:
    """The map in two characters a square; the same arguments and marks as
    `board_text.render_board`."""
    spills: Spills = {}
    rows = compact_rows(rules, state, marked or {}, overlay or Overlay(), spills=spills)
    return CompactDrawing(runs_of(rows), spills)


def compact_rows(
    rules: Rules,
    state: GameState,
    marked: dict[Square, str],
    overlay: Overlay,
    only: set[int] | None = None,
    spills: Spills | None = None,
) -> dict[int, list[Piece]]:
    """The pieces of `render_compact`'s drawing, by row of squares (row -1:
    the column letters), as `board_text.board_rows` gives them; the rows'
    spills put into `spills` when given."""
    board = rules.board
    cells = _cells(rules, state)
    rows: dict[int, list[Piece]] = {}
    if only is None or -1 in only:
        header = [("   ", "")]
        header += [(column_label(column, 2), FAINT) for column in range(board.width)]
        rows[-1] = [*header, ("\n", "")]
    for row in range(board.height):
        if only is not None and row not in only:
            continue
        edges = [
            _left_edge(board, state, (column - 1, row), (column, row))
            for column in range(board.width + 1)
        ]
        drawn = [
            _mark(board, state, cells, marked, overlay, (column, row))
            for column in range(board.width)
        ]
        marks = [mark for mark, _note in drawn]
        notes = [note for _mark, note in drawn]
        owners: dict[int, int] = {}
        pieces = _row_pieces(edges, marks, notes, owners)
        rows[row] = [(f"{row + 1:>2} ", FAINT), *pieces, ("\n", "")]
        if spills is not None:
            for edge, owner in owners.items():
                spills[(row, edge)] = (owner, edges[edge])
    return rows


Cell = tuple[str, str]
"""What a square shows in its own character (or two, for a figure), and its style."""

Spills = dict[tuple[int, int], tuple[int, Cell]]
"""The edges whose character is a square's mark or note, by (row, edge: edge
i is left of square i): the column of that square, and the edge's own
character."""


class CompactDrawing(Text):
    """The compact map's text and its `spills`, for the window that cuts it."""

    def __init__(self, drawn: Text, spills: Spills) -> None:
        super().__init__(
            drawn.plain,
            style=drawn.style,
            no_wrap=drawn.no_wrap,
            overflow=drawn.overflow,
            end=drawn.end,
            spans=drawn.spans,
        )
        self.spills = spills


def spills_of(drawing: Text) -> Spills:
    """The spills of a drawing (none for the full map's: its marks stay in
    their squares)."""
    return drawing.spills if isinstance(drawing, CompactDrawing) else {}


def _mark(
    board: Board,
    state: GameState,
    cells: dict[Square, tuple[str, str]],
    marked: dict[Square, str],
    overlay: Overlay,
    square: Square,
) -> tuple[Cell | None, Cell | None]:
    """What a square shows (its full-map mark and style; None off the map)
    and the note an overlay adds to an empty square (its move cost, the
    dot of a path, the arrow of a nazi's walk), placed by `_row_pieces`
    where it hides no edge."""
    if not board.on_map(square):
        return _off_the_map(square, overlay), None
    below = _below(board, state, square)
    cell = cells.get(square)
    if cell is not None:
        over = _overlaid(square, cell, marked.get(square), overlay)
        mark, style = over if over is not None else cell
        if below is not None and "underline" not in style:
            style += " underline"
        return (mark, style), None
    if square in overlay.flagged:  # a problem there (the mission editor)
        return ("!", "bold reverse" if square == overlay.cursor else "bold"), None
    difficult = square in board.difficult
    glyph, style = below or (("~", FAINT) if difficult else ("·", FAINT))
    over_wall = difficult and glyph == WALL_BELOW
    if over_wall:  # both told: the ground by its ~, the wall under it underlined
        glyph, style = "~", f"{FAINT} underline"
    lit = ""
    if square == overlay.cursor or square in overlay.path:
        lit = "bold reverse"
    elif square in overlay.seen:
        lit = SEEN
    if lit:
        style = f"{style} {lit}" if lit == SEEN else lit + (" underline" if over_wall else "")
    note = _note(square, marked.get(square), overlay, lit)
    if note is not None and glyph == "·":
        return note, None  # plain floor: the note takes its place
    if note is not None and glyph == WALL_BELOW:
        # Underlined, as a figure standing over a wall is.
        return (note[0], note[1] + " underline"), None
    return (glyph, style), note


def _off_the_map(square: Square, overlay: Overlay) -> Cell | None:
    """A place that is no square, as the mission editor's cursor, its
    selection or a problem there marks it (None: drawn as solid)."""
    cursor = square == overlay.cursor
    if square in overlay.flagged:
        return "!", "bold reverse" if cursor else "bold"
    if cursor or square in overlay.path:
        return ("░" if cursor else "•"), "bold reverse"
    return None


def _note(square: Square, cost: str | None, overlay: Overlay, lit: str) -> Cell | None:
    """The one character an overlay adds to an empty square, if any."""
    arrow = dict(overlay.trail).get(square) if overlay.trail else None
    if arrow is not None:
        return arrow, TRAIL
    if cost:
        return cost[:1], "bold reverse" if lit == "bold reverse" else f"reverse {lit}".strip()
    if square in overlay.path:
        return "•", "bold reverse"
    return None


def _row_pieces(
    edges: list[tuple[str, str]],
    marks: list[Cell | None],
    notes: list[Cell | None] | None = None,
    owners: dict[int, int] | None = None,
) -> list[tuple[str, str]]:
    """One row's characters: each square's left edge, then its mark, then
    the row's right edge. A two-character mark (a figure: Kl, s1, ◎A)
    takes the place of its left edge when that edge is open; beside a wall
    or a door it takes the place of its right edge instead, when that one
    is open and the next square's mark does not need it; only when neither
    is free is it cut to its first character. A note (a move cost, an
    arrow) on a square whose own character draws an edge goes into an open
    edge beside it, the left one first; when both sides are walls or doors
    it takes the square's character, underlined as a figure over an edge
    is. `owners`, when given, gets the square whose mark or note each
    edge so taken shows (by edge)."""
    width = len(marks)
    notes = notes or [None] * width
    side = _sides(edges, marks)
    slots, placed, noted = _note_slots(edges, marks, notes, side)
    if owners is not None:
        owners.update(_edge_owners(side, noted))
    out: list[tuple[str, str]] = []
    for column in range(width):
        mark = marks[column]
        if column > 0 and side[column - 1] == "right":
            previous = marks[column - 1]
            assert previous is not None
            out.append((shorten(previous[0], 2)[1], previous[1]))
        elif column in slots:
            out.append(slots[column])
        elif side[column] != "left":
            out.append(edges[column])
        note = notes[column]
        if mark is None:
            out.append(("░", FAINT))
        elif side[column] == "left":
            pair = shorten(mark[0], 2)
            out += [(pair[0], mark[1]), (pair[1], mark[1])]
        elif side[column] == "right":
            out.append((shorten(mark[0], 2)[0], mark[1]))
        elif note is not None and column not in placed:
            out.append((note[0], note[1] + " underline"))
        else:
            out.append((shorten(mark[0], 1), mark[1]))
    if width and side[-1] == "right":
        last = marks[-1]
        assert last is not None
        out.append((shorten(last[0], 2)[1], last[1]))
    elif width in slots:
        out.append(slots[width])
    else:
        out.append(edges[width])
    return out


def _edge_owners(side: list[str], noted: dict[int, int]) -> dict[int, int]:
    """Which square's mark or note each taken edge shows (edge i is left of
    square i), as `_row_pieces` draws them; `noted`: the edges a note took,
    with its square."""
    owners = dict(noted)
    for column, where in enumerate(side):
        if where == "left":
            owners[column] = column
        elif where == "right":
            owners[column + 1] = column
    return owners


def _note_slots(
    edges: list[tuple[str, str]],
    marks: list[Cell | None],
    notes: list[Cell | None],
    side: list[str],
) -> tuple[dict[int, Cell], set[int], dict[int, int]]:
    """Which open edges (by index: edge i is left of square i) carry a note,
    and the note: each square's left edge first, else its right one, when
    the edge is open and no figure's mark or other note takes it; the
    squares whose note found an edge; and the square of each edge's note.

    A note beside a letter or a digit beyond its edge (a cost shown on the
    next square, a figure's name or number) reads as one word with it: two
    costs side by side read as one number ("24" for a 2 and a 4). A note so
    placed moves to its square's other edge when that one is open, free
    and apart from any: no note loses its edge for it."""
    width = len(marks)
    taken = {column for column in range(width) if side[column] == "left"}
    taken |= {column + 1 for column in range(width) if side[column] == "right"}
    slots: dict[int, Cell] = {}
    placed: set[int] = set()
    noted: dict[int, int] = {}

    def joins(edge: int, column: int) -> bool:
        """Whether the character beyond the edge, on the other side from
        the note's square, is a letter or a digit."""
        beyond = column - 1 if edge == column else column + 1
        mark = marks[beyond] if 0 <= beyond < width else None
        drawn = shorten(mark[0], 2).strip() if mark is not None else ""
        return bool(drawn) and (drawn[-1] if beyond < column else drawn[0]).isalnum()

    def free(edge: int) -> bool:
        return edges[edge][0] == " " and edge not in taken and edge not in slots

    # From the left, each note in its left edge when free, else its right
    # one: as many notes find an edge as can.
    for column, note in enumerate(notes):
        if note is None:
            continue
        for edge in (column, column + 1):
            if free(edge):
                slots[edge] = note
                noted[edge] = column
                placed.add(column)
                break
    for edge, column in sorted(noted.items()):
        other = column + 1 if edge == column else column
        if joins(edge, column) and free(other) and not joins(other, column):
            slots[other] = slots.pop(edge)
            noted[other] = noted.pop(edge)
    return slots, placed, noted


def _sides(edges: list[tuple[str, str]], marks: list[tuple[str, str] | None]) -> list[str]:
    """Per square, where its mark goes: "left" (over its left edge),
    "right" (over its right edge) or "one" (a character, in its cell)."""
    width = len(marks)

    def is_open(index: int) -> bool:
        return edges[index][0] in " ┆"

    def wide(column: int) -> bool:
        mark = marks[column] if 0 <= column < width else None
        return mark is not None and _wide(mark)

    # Whether a mark can go over its right edge: that edge is open and the
    # next square's mark can do without it (one character, or a mark that
    # can itself go over its own right edge): a row of figures side by side
    # (Kl, hC, BJ) beside a wall then all move right together.
    can_go_right = [False] * (width + 1)
    for column in range(width - 1, -1, -1):
        can_go_right[column] = is_open(column + 1) and (
            column + 1 >= width or not wide(column + 1) or can_go_right[column + 1]
        )
    side: list[str] = []
    for column in range(width):
        if not wide(column):
            side.append("one")
        elif is_open(column) and (column == 0 or side[-1] != "right"):
            side.append("left")
        elif can_go_right[column]:
            side.append("right")
        else:
            side.append("one")
    return side


def _wide(mark: tuple[str, str]) -> bool:
    """Whether a mark needs two characters (a figure or an objective, not
    a faint floor mark or a move cost)."""
    core = mark[0].replace("*", "").strip().strip("[]")
    return len(core) > 1 and not mark[1].startswith(FAINT)
