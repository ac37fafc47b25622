"""Who stands in whose way: the `Traffic` a figure meets when it moves.

Heroes and bots are one side, nazis the other (R-MOVE-8, R-BOT-1): a figure
passes through its friends but never enters an enemy's square. Event, chest
and objective tokens already taken no longer block anyone (R-MOVE-6).
"""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.paths import Traffic, footprint
from wolfenstein_tui.engine.rules.turn import Turn


def removed_tokens(turn: Turn) -> frozenset[Square]:
    state = turn.state
    return frozenset(
        square
        for square, (kind, _) in turn.rules.board.tokens.items()
        if (kind is TokenKind.EVENT and square not in state.events_left)
        or (kind is TokenKind.CHEST and square not in state.chests_left)
        or (kind is TokenKind.OBJECTIVE and square not in state.objectives_left.values())
    )


def traffic_for(turn: Turn, figure_id: str) -> Traffic:
    """The traffic met by one figure (a hero, a bot or a nazi)."""
    state = turn.state
    heroes_side = figure_id in state.heroes or state.enemies[figure_id].bot_of is not None
    friends: set[Square] = set()
    enemies: set[Square] = set()
    for hero in state.heroes.values():
        if hero.id != figure_id and hero.on_board and hero.square is not None:
            (friends if heroes_side else enemies).add(hero.square)
    for figure in state.enemies.values():
        if figure.id == figure_id:
            continue
        squares = footprint(figure.square, figure.large)
        same_side = (figure.bot_of is not None) == heroes_side
        (friends if same_side else enemies).update(squares)
    return Traffic(
        closed_doors=frozenset(state.closed_doors),
        barricades=frozenset(state.barricades),
        friends=frozenset(friends),
        enemies=frozenset(enemies),
        removed_tokens=removed_tokens(turn),
    )


def touching(turn: Turn, a: Square, b: Square) -> bool:
    """Neighbours not separated by a wall or closed door (the R-LOS-5 test)."""
    if chebyshev(a, b) != 1:
        return False
    closed = turn.rules.board.closed_mask(frozenset(turn.state.closed_doors), frozenset())
    return turn.rules.los._neighbours_see(a, b, closed)
