"""What the map keeps in view while a hero acts: the hero and every enemy
it sees or that sees it (R-LOS), so the nazis near the party are never just
off the edge; before any hero has arrived, the hero spawns. No Textual here."""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import Board, TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import GameState


def hero_spawns(board: Board) -> list[Square]:
    """The hero spawns, top to bottom, left to right."""
    return sorted(
        (sq for sq, (kind, _) in board.tokens.items() if kind is TokenKind.HERO_SPAWN),
        key=lambda sq: (sq[1], sq[0]),
    )


def follow_squares(
    rules: Rules, state: GameState, hero_id: str | None
) -> tuple[list[Square], Square | None]:
    """The squares to keep in view and the one to centre on when they do
    not all fit: the hero's, and those of every enemy in sight either way."""
    hero = state.heroes.get(hero_id or "")
    if hero is None or hero.square is None:
        spawns = hero_spawns(rules.board)  # where the heroes come in
        return spawns, next(iter(spawns), None)
    turn = Turn(rules, state)
    board = rules.board
    occupied = board.mask(list(danger.figure_squares(turn)))
    closed = board.closed_mask(frozenset(state.closed_doors), frozenset())
    keep = [hero.square]
    for enemy in state.enemies.values():
        squares = list(footprint(enemy.square, enemy.large))
        if rules.los.sees_masks(hero.square, squares, closed, occupied) or (
            rules.los.sees_masks(squares, hero.square, closed, occupied)
        ):
            keep.extend(squares)
    return keep, hero.square
