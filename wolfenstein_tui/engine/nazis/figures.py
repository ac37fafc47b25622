"""The nazi figures as the program sees them: which figures are nazis (not
bots), what each sees (R-LOS), how far it reaches, and their names.
"""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Enemy


def nazis(turn: Turn) -> list[Enemy]:
    return [e for e in turn.state.enemies.values() if e.bot_of is None]


def sees(turn: Turn, enemy: Enemy, square: Square) -> bool:
    """Line of sight from the figure (wherever it stands now, even while a
    move is being planned) to a square. The other figures' squares are kept
    for the rest of the apply, until something moves or falls."""
    board = turn.rules.board
    phase = turn.state.nazi_phase
    version = phase.version if phase is not None else -1
    key = ("others", enemy.id, version, len(turn.state.closed_doors))
    found = turn.cache.get(key)
    if found is None or version < 0:
        closed = board.closed_mask(frozenset(turn.state.closed_doors), frozenset())
        found = turn.cache[key] = (others_mask(turn, enemy), closed)
    occupied, closed = found
    seen_key = ("sees", enemy.square, enemy.large, square, occupied, closed)
    seen = turn.cache.get(seen_key)
    if seen is None:  # a pure function of the squares, doors and figures
        seen = turn.cache[seen_key] = turn.rules.los.sees_masks(
            footprint(enemy.square, enemy.large), square, closed, occupied
        )
    return seen


def others_mask(turn: Turn, enemy: Enemy) -> int:
    """The squares of every figure but this one, as bits: the squares of
    `danger.figure_squares` whose figure is another (where two figures share
    a square while a move is being planned, the one listed last has it)."""
    width = turn.rules.board.width
    bits = 0
    for hero in turn.state.heroes.values():
        square = hero.square
        if square is not None and not hero.dead:  # on the board
            bits |= 1 << (square[1] * width + square[0])
    me = enemy.id
    for figure in turn.state.enemies.values():
        column, row = figure.square
        bit = 1 << (row * width + column)
        if figure.large:  # its 2x2 footprint
            bit |= (bit << 1) | (bit << width) | (bit << (width + 1))
        if figure.id == me:
            bits &= ~bit
        else:
            bits |= bit
    return bits


def reach(enemy: Enemy, square: Square) -> int:
    """The range from the figure to a square (R-ATK-2): from the nearest
    of its squares for a large figure."""
    if not enemy.large:
        here = enemy.square
        return max(abs(here[0] - square[0]), abs(here[1] - square[1]))
    return min(chebyshev(s, square) for s in footprint(enemy.square, enemy.large))


def name(turn: Turn, enemy: Enemy) -> str:
    return f"{turn.rules.enemy_cards[enemy.type].name} {enemy.id}"


def zone_name(turn: Turn, zone: str) -> str:
    return turn.rules.board.zones[zone].name
