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

from wolfenstein_tui.content.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.squares import Square, column_letters
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.board_text import (
    DOOR,
    FAINT,
    WALL,
    Overlay,
    _cells,
    _overlaid,
    _Runs,
)

SUFFIXES = "†+◂"
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
    board = rules.board
    cells = _cells(rules, state)
    marked = marked or {}
    overlay = overlay or Overlay()
    text = _Runs()
    text.add("   ", "")
    for column in range(board.width):
        text.add(f"{column_letters(column):>2}", FAINT)
    text.add("\n", "")
    for row in range(board.height):
        text.add(f"{row + 1:>2} ", FAINT)
        for column in range(board.width + 1):
            square = (column, row)
            edge, edge_style = _left_edge(board, state, (column - 1, row), square)
            if column == board.width:
                text.add(edge, edge_style)
                break
            if not board.on_map(square):
                text.add(edge, edge_style)
                text.add("░", FAINT)
                continue
            open_left = edge in " ┆"
            over = _overlaid(square, cells.get(square), marked.get(square), overlay)
            below = _below(board, state, square)
            if over is not None or square in cells:
                mark, style = over if over is not None else cells[square]
                if below is not None and "underline" not in style and square in cells:
                    style += " underline"
            elif square in marked:
                mark, style = f"[{marked[square]}]", "reverse"
            elif below is not None:
                mark, style = below
            elif square in board.difficult:
                mark, style = "~", FAINT
            else:
                mark, style = "·", FAINT
            wide = len(mark.replace("*", "").strip().strip("[]")) > 1
            if open_left and wide and not style.startswith(FAINT):
                text.add(shorten(mark, 2), style)
            else:
                text.add(edge, edge_style)
                text.add(shorten(mark, 1), style)
        text.add("\n", "")
    return text.finish()
