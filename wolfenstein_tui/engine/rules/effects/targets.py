"""Whom an effect reaches: a card names its target (the hero, the heroes
around, the attack's target, the enemies in the zone...); these turn it
into the figures standing there.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records.effects import Target
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Hero


def heroes_for(turn: Turn, target: Target, hero: str | None, context: dict[str, Any]) -> list[Hero]:
    state = turn.state
    living = [h for h in state.heroes.values() if h.on_board]
    me = state.heroes.get(hero) if hero else None
    if target is Target.SELF:
        return [me] if me is not None and not me.dead else []
    if target is Target.ALL_HEROES:  # heroes yet to arrive count too
        return [h for h in state.heroes.values() if not h.dead]
    if target in (Target.CHOSEN_HERO, Target.ATTACK_TARGET):
        chosen = state.heroes.get(context.get("target") or "")
        return [chosen] if chosen is not None and chosen.on_board else []
    if target is Target.ATTACKER:
        attacker = state.heroes.get(context.get("attacker") or "")
        return [attacker] if attacker is not None and attacker.on_board else []
    squares = own_squares(turn, hero, context)
    if not squares:
        return []
    if target is Target.ADJACENT_HEROES:
        return [
            h
            for h in living
            if h.id != hero and h.square and min(chebyshev(h.square, s) for s in squares) == 1
        ]
    if target is Target.HEROES_IN_ZONE:
        board = turn.rules.board
        zones = {board.zone_of(s) for s in squares}
        return [h for h in living if h.square and board.zone_of(h.square) in zones]
    return []


def own_squares(turn: Turn, hero: str | None, context: dict[str, Any]) -> list[Square]:
    """Where the one causing the effect stands: the hero, or else the enemy
    figure whose ability it is (all four squares of a large one, R-LARGE-1)."""
    me = turn.state.heroes.get(hero or "")
    if me is not None:
        return [me.square] if me.square is not None else []
    figure = turn.state.enemies.get(context.get("figure") or "")
    if figure is not None:
        return list(footprint(figure.square, figure.large))
    return []


def bots_for(turn: Turn, target: Target, hero: str | None, context: dict[str, Any]) -> list[str]:
    """Bots count as heroes to the nazis (R-BOT-1): an enemy's ability aimed
    at the heroes around it reaches them too."""
    if hero is not None or context.get("figure") not in turn.state.enemies:
        return []
    bots = [e for e in turn.state.enemies.values() if e.bot_of is not None]
    if target is Target.ATTACKER:
        return [b.id for b in bots if b.id == context.get("attacker")]
    squares = own_squares(turn, hero, context)
    if not squares:
        return []
    board = turn.rules.board
    found = []
    for bot in bots:
        covered = footprint(bot.square, bot.large)
        if target is Target.ADJACENT_HEROES:
            near = min(chebyshev(a, b) for a in covered for b in squares) == 1
        elif target is Target.HEROES_IN_ZONE:
            near = bool({board.zone_of(s) for s in covered} & {board.zone_of(s) for s in squares})
        else:
            near = False
        if near:
            found.append(bot.id)
    return found


def enemies_for(turn: Turn, target: Target, hero: str | None, context: dict[str, Any]) -> list[str]:
    state = turn.state
    if target in (Target.ATTACK_TARGET, Target.CHOSEN_ENEMY):
        chosen = context.get("target")
        return [chosen] if chosen in state.enemies else []
    me = state.heroes.get(hero) if hero else None
    if me is None or me.square is None:
        return []
    board = turn.rules.board
    found = []
    for enemy in state.enemies.values():
        if enemy.bot_of is not None:
            continue
        squares = footprint(enemy.square, enemy.large)
        if (
            target is Target.ADJACENT_ENEMIES and any(chebyshev(s, me.square) == 1 for s in squares)
        ) or (
            target is Target.ENEMIES_IN_ZONE
            and any(board.zone_of(s) == board.zone_of(me.square) for s in squares)
        ):
            found.append(enemy.id)
    return found


def figures_for(turn: Turn, target: Target, hero: str | None, context: dict[str, Any]) -> list[Any]:
    state = turn.state
    ids = figure_ids(turn, target, hero, context)
    return [state.heroes[i] if i in state.heroes else state.enemies[i] for i in ids]


def figure_ids(turn: Turn, target: Target, hero: str | None, context: dict[str, Any]) -> list[str]:
    if target in (
        Target.ATTACK_TARGET,
        Target.CHOSEN_ENEMY,
        Target.ADJACENT_ENEMIES,
        Target.ENEMIES_IN_ZONE,
    ):
        ids = enemies_for(turn, target, hero, context)
        if ids or target is not Target.ATTACK_TARGET:
            return ids
    heroes = [h.id for h in heroes_for(turn, target, hero, context)]
    return heroes + bots_for(turn, target, hero, context)
