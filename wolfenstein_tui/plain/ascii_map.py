"""The `map` command: the board in plain ASCII, for a sighted player of the
line mode (a screen reader is better served by `where` and `look`).

Three characters a square: its left edge, then two for what stands on it.
Edges: | wall, D closed door, ' open door, # barricade, blank open; the
lines between rows use -- for a wall, DD, '' and ## likewise. On a square:
a hero's two letters (BJ, Kl...), a nazi's letter and number (s1), ? an
event token, $ a chest, O and its letter an objective, . an empty square;
the active figure is followed by *.
"""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square, column_letters
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.labels import ENEMY_MARKS, HERO_MARKS

VERTICAL = {EdgeKind.WALL: "|", EdgeKind.DOOR: "D", EdgeKind.BARRICADE: "#"}
HORIZONTAL = {EdgeKind.WALL: "--", EdgeKind.DOOR: "DD", EdgeKind.BARRICADE: "##"}
TOKEN_MARKS = {TokenKind.EVENT: "? ", TokenKind.CHEST: "$ "}


def ascii_map(rules: Rules, state: GameState) -> list[str]:
    """The board as lines of ASCII, with a line of column letters on top
    and the row numbers on the left, then a legend."""
    board = rules.board
    marks = _figure_marks(rules, state)
    margin = len(str(board.height)) + 1
    lines = [" " * margin + "".join(f" {column_letters(x):<2}" for x in range(board.width))]
    lines.append(" " * margin + _between(rules, state, None))
    for y in range(board.height):
        row = []
        for x in range(board.width):
            square = (x, y)
            row.append(_edge(rules, state, (x - 1, y), square, VERTICAL, "|", " "))
            row.append(_mark(rules, state, square, marks))
        row.append(_edge(rules, state, (board.width - 1, y), (board.width, y), VERTICAL, "|", " "))
        lines.append(f"{y + 1:>{margin - 1}} " + "".join(row).rstrip())
        lines.append(" " * margin + _between(rules, state, y))
    lines.append(
        _(
            "Key: | wall, D closed door, ' open door, # barricade; hero letters, "
            "nazi letter and number, ? event, $ chest, O objective, . empty, * acting"
        )
    )
    return [line.rstrip() for line in lines]


def _figure_marks(rules: Rules, state: GameState) -> dict[Square, str]:
    marks: dict[Square, str] = {}
    for enemy in state.enemies.values():
        number = enemy.id.rsplit("-", 1)[-1]
        mark = ENEMY_MARKS.get(enemy.type, enemy.type[:1])
        mark = (mark + number)[:2] if len(mark) == 1 and number.isdigit() else mark[:2]
        for square in footprint(enemy.square, enemy.large):
            marks[square] = mark
    for hero in state.heroes.values():
        if hero.square is not None and not hero.dead:
            marks[hero.square] = HERO_MARKS.get(hero.id, hero.id[:2])
    return marks


def _mark(rules: Rules, state: GameState, square: Square, marks: dict[Square, str]) -> str:
    board = rules.board
    if board.zone_of(square) is None:
        return "  "
    active = state.heroes.get(state.active_hero or "") or state.enemies.get(state.active_hero or "")
    if square in marks:
        mark = marks[square]
        if active is not None and active.square == square:
            return mark[:1] + "*"
        return f"{mark:<2}"
    token = board.tokens.get(square)
    if token is not None:
        kind, label = token
        if kind is TokenKind.EVENT and square in state.events_left:
            return TOKEN_MARKS[kind]
        if kind is TokenKind.CHEST and square in state.chests_left:
            return TOKEN_MARKS[kind]
        if kind is TokenKind.OBJECTIVE and label in state.objectives_left:
            return ("O" + label)[:2]
    return ". "


def _edge(
    rules: Rules,
    state: GameState,
    a: Square,
    b: Square,
    marks: dict[EdgeKind, str],
    outline: str,
    open_mark: str,
) -> str:
    """The mark of the edge between two squares (either may be off the map)."""
    board = rules.board
    inside_a, inside_b = board.zone_of(a) is not None, board.zone_of(b) is not None
    if inside_a != inside_b:
        return outline
    if not inside_a:
        return " " * len(open_mark)
    kind = board.edge_kind(a, b)
    if kind is None:
        return open_mark
    if kind is not EdgeKind.WALL:
        piece = board.edge_piece[edge_between(a, b)]
        if piece not in state.closed_doors and piece not in state.barricades:
            return "'" * len(open_mark)
    return marks[kind]


def _between(rules: Rules, state: GameState, y: int | None) -> str:
    """The line under row `y` (None: above the first row)."""
    board = rules.board
    top = -1 if y is None else y

    def corner(x: int) -> str:
        around = ((x - 1, top), (x, top), (x - 1, top + 1), (x, top + 1))
        return "+" if any(board.zone_of(s) is not None for s in around) else " "

    parts = []
    for x in range(board.width):
        edge = _edge(rules, state, (x, top), (x, top + 1), HORIZONTAL, "--", "  ")
        parts.append(corner(x) + edge)
    return "".join(parts) + corner(board.width)
