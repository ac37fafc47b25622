"""A mission's map drawn small, for choosing a mission: the full drawing
(four characters a square, board_text.py) when it fits the width given, else
three characters a square (two-letter marks), else two (one-character marks,
the heroes numbered with a key under the map). Walls, doors, barricades,
zone borders, terrain, tokens and figures keep their symbols, so nothing
needs colour, and every column label stays in the drawing."""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square, column_letters
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_text import (
    DOOR,
    FAINT,
    HERO,
    NAZI,
    WALL,
    column_label,
    render_board,
    token_marks,
)
from wolfenstein_tui.words.actions.labels import ENEMY_MARKS, HERO_MARKS

LABEL = 3
"""The row labels' width."""


def full_width(columns: int) -> int:
    """The width of the full drawing (board_text.py) of a map."""
    return LABEL + columns * 4 + 1


def compact_width(columns: int, cell: int) -> int:
    return LABEL + columns * (cell + 1) + 1


def preview_map(rules: Rules, state: GameState, width: int) -> Text:
    """The largest drawing of the map no wider than `width` (the smallest one
    if even that is too wide)."""
    columns = rules.board.width
    if full_width(columns) <= width:
        board = render_board(rules, state)
        board.no_wrap = True
        return board
    cell = 2 if compact_width(columns, 2) <= width else 1
    return compact_map(rules, state, cell)


def _cells(rules: Rules, state: GameState, cell: int) -> dict[Square, tuple[str, str]]:
    """What stands on each square, `cell` characters wide."""
    cells = token_marks(rules, state)
    for enemy in state.enemies.values():
        mark = ENEMY_MARKS.get(enemy.type, enemy.type[0])
        if cell > 1:
            mark = (mark + enemy.id.rsplit("-", 1)[-1])[:2]
        for square in footprint(enemy.square, enemy.large):
            cells[square] = (mark, NAZI)
    for number, hero in enumerate(state.heroes.values(), start=1):
        if hero.square is not None and not hero.dead:
            mark = HERO_MARKS.get(hero.id, hero.id[:2].title()) if cell > 1 else str(number)
            cells[hero.square] = (mark, HERO)
    return {square: (mark[:cell].ljust(cell), style) for square, (mark, style) in cells.items()}


def compact_map(rules: Rules, state: GameState, cell: int) -> Text:
    """The map with squares `cell` characters wide (1 or 2) and one
    character for each edge between them."""
    board = rules.board
    cells = _cells(rules, state, cell)
    text = Text(no_wrap=True)

    text.append(" " * LABEL)
    for column in range(board.width):
        stride = cell + 1  # an edge and a square
        label = (" " + column_letters(column))[-stride:].ljust(stride)
        text.append(column_label(column, 2) if stride == 2 else label, FAINT)
    text.append("\n")
    for row in range(-1, board.height):
        if row >= 0:
            text.append(f"{row + 1:>2} ", FAINT)
            for column in range(board.width + 1):
                text.append(*_edge(board, state, cell, (column - 1, row), (column, row), True))
                if column == board.width:
                    break
                text.append(*_square(board, cells, cell, (column, row)))
            text.append("\n")
        text.append(" " * LABEL)
        for column in range(board.width + 1):
            wall, pieces = board.corner_arms(column, row + 1)
            text.append("+" if wall or pieces else " ", WALL)
            if column < board.width:
                text.append(*_edge(board, state, cell, (column, row), (column, row + 1), False))
        text.append("\n")
    if cell == 1 and any(hero.square is not None for hero in state.heroes.values()):
        lang = current_language()
        names = [rules.hero_card(hero_id).words(lang).name for hero_id in state.heroes]
        heroes = ", ".join(f"{n} {name}" for n, name in enumerate(names, start=1))
        text.append(_("Heroes: {heroes}").format(heroes=heroes) + "\n", "")
    return text


def _square(
    board: Board, cells: dict[Square, tuple[str, str]], cell: int, square: Square
) -> tuple[str, str]:
    """A square: off the map, its figure or token, difficult ground or floor."""
    if not board.on_map(square):
        return "░" * cell, FAINT
    if square in cells:
        return cells[square]
    if square in board.difficult:
        return "~".center(cell), FAINT
    return "·".center(cell), FAINT


def _edge(
    board: Board, state: GameState, cell: int, a: Square, b: Square, vertical: bool
) -> tuple[str, str]:
    """The edge between two squares, one character across (a vertical
    edge) or a square's width (a horizontal one)."""
    size = 1 if vertical else cell
    kind = board.edge_kind(a, b)
    if kind is EdgeKind.WALL:
        return ("│" if vertical else "─" * size), WALL
    if kind is EdgeKind.DOOR:
        closed = board.edge_piece[edge_between(a, b)] in state.closed_doors
        return ("D" if closed else "'").ljust(size, "=" if closed else " "), DOOR
    piece = board.edge_piece.get(edge_between(a, b))
    if kind is EdgeKind.BARRICADE and piece in state.barricades:
        return "#" * size, DOOR
    if board.on_map(a) and board.on_map(b) and board.zone_of(a) != board.zone_of(b):
        return ("┆" if vertical else "┄" * size), FAINT
    return " " * size, ""
