"""Moving: by the cheapest legal path, 1 AP a square and 2 onto difficult
terrain, with every reason a square cannot be reached (R-MOVE); and the
secret passages (R-MOVE-9).
"""

from __future__ import annotations

from dataclasses import replace

from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.geometry.paths import (
    Traffic,
    shortest_path,
)
from wolfenstein_tui.engine.rules import danger, effects
from wolfenstein_tui.engine.rules.actions.basics import (
    HERO_WALKER,
    need_ap,
    traffic_for_hero,
)
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Hero


def move(turn: Turn, hero: Hero, to: Square) -> None:
    """1 AP a square, 2 onto difficult terrain, by the cheapest legal path."""
    board = turn.rules.board
    assert hero.square is not None
    where = square_name(to)
    if to == hero.square:
        raise IllegalCommand(refuse("move.already-there", hero=hero.id, square=where))
    if not board.on_map(to):
        raise IllegalCommand(refuse("move.off-map", square=where))
    traffic = traffic_for_hero(turn, hero)
    path = shortest_path(board, hero.square, to, HERO_WALKER, traffic)
    if path is None:
        raise IllegalCommand(_why_not(turn, hero, to, traffic))
    cost = path[-1].cost
    if cost > hero.ap:
        raise IllegalCommand(
            refuse("move.ap", "R-MOVE-1", hero=hero.id, ap=hero.ap, square=where, cost=cost)
        )
    hero.ap -= cost
    # Said before the walk: what the squares on the way set off (a zone's
    # rule, its noise, an escort's end) is told after the move it is part of.
    turn.say(
        EventKind.MOVED,
        hero=hero.id,
        path=[square_name(step.square) for step in path],
        cost=cost,
    )
    walk(turn, hero, [step.square for step in path])


def _why_not(turn: Turn, hero: Hero, to: Square, traffic: Traffic) -> Refusal:
    """Why no legal path leads the hero to `to`: the first of the square's
    own reasons, else what stands or closes the way."""
    assert hero.square is not None
    board = turn.rules.board
    token = board.tokens.get(to)
    facts = {"hero": hero.id, "square": square_name(to)}
    if to in traffic.enemies:
        return refuse("move.enemy-there", "R-MOVE-8", **facts)
    if to in traffic.friends:
        return refuse("move.friend-there", "R-MOVE-8", **facts)
    if token is not None and token[0] in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN):
        return refuse("move.spawn-token", "R-MOVE-7", **facts)
    if token is not None and to not in traffic.removed_tokens:
        if token[0] is TokenKind.EVENT:
            return refuse("move.event-token", "R-MOVE-6", **facts)
        if token[0] is TokenKind.CHEST:
            return refuse("move.chest-token", "R-MOVE-6", **facts)
        if token[0] is TokenKind.OBJECTIVE:
            return refuse("move.objective-token", "R-MOVE-6", **facts)
    blockers = _blocking_enemies(turn, hero.square, to, traffic)
    if blockers:
        return refuse("move.blocked", "R-MOVE-8", **facts, figures_on=",".join(blockers))
    doors = _doors_in_the_way(turn, hero.square, to, traffic)
    if len(doors) == 1:
        return refuse("move.closed-door", "R-MOVE-4", **facts, doors=doors[0])
    if doors:
        return refuse("move.closed-doors", "R-MOVE-4", **facts, doors=",".join(doors))
    return refuse("move.no-path", "R-MOVE-3", **facts)


def _blocking_enemies(turn: Turn, start: Square, to: Square, traffic: Traffic) -> list[str]:
    """The enemies standing in every way to `to`, each with its square
    (``"soldier-2@D4"``, see `words.refusals.PLACED`): ways that would be
    open without them are found one after another, each time letting the
    enemies met so far block again, until none is left."""
    board = turn.rules.board
    standing = danger.figure_squares(turn)
    blocking: set[Square] = set()
    for _ in range(len(traffic.enemies)):
        ignored = replace(traffic, enemies=frozenset(blocking))
        path = shortest_path(board, start, to, HERO_WALKER, ignored)
        if path is None:
            break
        met = {step.square for step in path if step.square in traffic.enemies} - blocking
        if not met:
            break
        blocking |= met
    placed: dict[str, str] = {}
    for square in sorted(blocking, key=lambda sq: (sq[1], sq[0])):
        figure = standing.get(square)
        if figure is not None:
            placed.setdefault(figure, f"{figure}@{square_name(square)}")
    return list(placed.values())


def _doors_in_the_way(turn: Turn, start: Square, to: Square, traffic: Traffic) -> list[str]:
    """The closed doors on the cheapest way there were they open."""
    opener = replace(HERO_WALKER, opens_doors=True)
    path = shortest_path(turn.rules.board, start, to, opener, traffic)
    if path is None:
        return []
    return [step.opened_door for step in path if step.opened_door is not None]


def walk(turn: Turn, hero: Hero, squares: list[Square]) -> None:
    """Move the figure square by square: zones entered, noise, escorts."""
    board = turn.rules.board
    for square in squares:
        before = board.zone_of(hero.square) if hero.square else None
        hero.square = square
        zone = board.zone_of(square)
        if zone is not None and zone != before:
            effects.entered_zone(turn, zone)
        danger.check_shared_zone_noise(turn, hero)
        effects.check_escorts(turn, hero, square)


def use_passage(turn: Turn, hero: Hero) -> None:
    """R-MOVE-9: 1 AP from one token to its pair, and a fatigue token (effect)."""
    board = turn.rules.board
    if hero.square not in board.passage_pair:
        raise IllegalCommand(refuse("move.not-on-passage", "R-MOVE-9", hero=hero.id))
    need_ap(hero, 1, refuse("move.passage-ap", "R-MOVE-9", hero=hero.id, ap=hero.ap, cost=1))
    destination = board.passage_pair[hero.square]
    occupied = danger.figure_squares(turn)
    if destination in occupied:
        raise IllegalCommand(
            refuse("move.passage-occupied", "R-MOVE-8", square=square_name(destination))
        )
    hero.ap -= 1
    turn.say(EventKind.PASSAGE_USED, hero=hero.id, square=square_name(destination))
    walk(turn, hero, [destination])
    effects.fatigue_effect(turn, hero, "secret_passage")
