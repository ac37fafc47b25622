"""The map drawn small, for terminals where the full drawing does not fit:
two characters and one line a square, so 80×24 shows 18×13 squares.

Each square is `EM`: E is the square's left edge, M what is on it.
E: │ wall, D closed door, ' open door, # barricade, ┆ zone border, blank
open. M on an empty square also tells its bottom edge: ▁ wall below,
= closed door below, - open door below, ≠ barricade below, · nothing; ~ is
difficult terrain. A figure or token standing over a wall or a door below
is underlined. Figures and tokens use the full map's marks (Kl, s1, ?, $,
◎A, ≈A; spawns h and n), both characters when the edge on their left is
open, else the first one; the active hero is reversed, † bleeding, + a bot, ◂ a
target. The overlays of the full map (path, reachable squares with their
cost, targets, the cursor, what a square sees) keep their styles: this
drawing asks the full map how each square is overlaid and shortens it.
"""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square, column_letters
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_text import (
    DOOR,
    FAINT,
    WALL,
    Overlay,
    Piece,
    _cells,
    _overlaid,
    runs_of,
)

SUFFIXES = "†+◂×"
"""Marks whose last character matters more than the second: a bleeding
hero, a bot, an attack target."""


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
        return "▁", WALL
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
    return runs_of(compact_rows(rules, state, marked or {}, overlay or Overlay()))


def compact_rows(
    rules: Rules,
    state: GameState,
    marked: dict[Square, str],
    overlay: Overlay,
    only: set[int] | None = None,
) -> dict[int, list[Piece]]:
    """The pieces of `render_compact`'s drawing, by row of squares (row -1:
    the column letters), as `board_text.board_rows` gives them."""
    board = rules.board
    cells = _cells(rules, state)
    rows: dict[int, list[Piece]] = {}
    if only is None or -1 in only:
        header = [("   ", "")]
        header += [(f"{column_letters(column):>2}", FAINT) for column in range(board.width)]
        rows[-1] = [*header, ("\n", "")]
    for row in range(board.height):
        if only is not None and row not in only:
            continue
        edges = [
            _left_edge(board, state, (column - 1, row), (column, row))
            for column in range(board.width + 1)
        ]
        marks = [
            _mark(board, state, cells, marked, overlay, (column, row))
            for column in range(board.width)
        ]
        rows[row] = [(f"{row + 1:>2} ", FAINT), *_row_pieces(edges, marks), ("\n", "")]
    return rows


def _mark(
    board: Board,
    state: GameState,
    cells: dict[Square, tuple[str, str]],
    marked: dict[Square, str],
    overlay: Overlay,
    square: Square,
) -> tuple[str, str] | None:
    """What a square shows (its full-map mark and style); None off the map."""
    if not board.on_map(square):
        return None
    over = _overlaid(square, cells.get(square), marked.get(square), overlay)
    below = _below(board, state, square)
    if over is not None or square in cells:
        mark, style = over if over is not None else cells[square]
        if below is not None and "underline" not in style and square in cells:
            style += " underline"
        return mark, style
    if square in marked:
        return f"[{marked[square]}]", "reverse"
    if below is not None:
        return below
    if square in board.difficult:
        return "~", FAINT
    return "·", FAINT


def _row_pieces(
    edges: list[tuple[str, str]], marks: list[tuple[str, str] | None]
) -> list[tuple[str, str]]:
    """One row's characters: each square's left edge, then its mark, then
    the row's right edge. A two-character mark (a figure: Kl, s1, ◎A)
    takes the place of its left edge when that edge is open; beside a wall
    or a door it takes the place of its right edge instead, when that one
    is open and the next square's mark does not need it; only when neither
    is free is it cut to its first character."""
    width = len(marks)
    side = _sides(edges, marks)
    out: list[tuple[str, str]] = []
    for column in range(width):
        mark = marks[column]
        if column > 0 and side[column - 1] == "right":
            previous = marks[column - 1]
            assert previous is not None
            out.append((shorten(previous[0], 2)[1], previous[1]))
        elif side[column] != "left":
            out.append(edges[column])
        if mark is None:
            out.append(("░", FAINT))
        elif side[column] == "left":
            pair = shorten(mark[0], 2)
            out += [(pair[0], mark[1]), (pair[1], mark[1])]
        elif side[column] == "right":
            out.append((shorten(mark[0], 2)[0], mark[1]))
        else:
            out.append((shorten(mark[0], 1), mark[1]))
    if width and side[-1] == "right":
        last = marks[-1]
        assert last is not None
        out.append((shorten(last[0], 2)[1], last[1]))
    else:
        out.append(edges[width])
    return out


def _sides(edges: list[tuple[str, str]], marks: list[tuple[str, str] | None]) -> list[str]:
    """Per square, where its mark goes: "left" (over its left edge),
    "right" (over its right edge) or "one" (a character, in its cell)."""
    width = len(marks)

    def is_open(index: int) -> bool:
        return edges[index][0] in " ┆"

    def wide(column: int) -> bool:
        mark = marks[column] if 0 <= column < width else None
        return mark is not None and _wide(mark)

    side: list[str] = []
    for column in range(width):
        if not wide(column):
            side.append("one")
        elif is_open(column) and (column == 0 or side[-1] != "right"):
            side.append("left")
        elif is_open(column + 1) and (
            not wide(column + 1)
            or ((is_open(column + 2) if column + 2 <= width else False) and not wide(column + 2))
        ):
            side.append("right")
        else:
            side.append("one")
    return side


def _wide(mark: tuple[str, str]) -> bool:
    """Whether a mark needs two characters (a figure or an objective, not
    a faint floor mark or a move cost)."""
    core = mark[0].replace("*", "").strip().strip("[]")
    return len(core) > 1 and not mark[1].startswith(FAINT)
