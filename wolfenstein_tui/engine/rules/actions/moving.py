"""Moving: by the cheapest legal path, 1 AP a square and 2 onto difficult
terrain, with every reason a square cannot be reached (R-MOVE); and the
secret passages (R-MOVE-9).
"""

from __future__ import annotations

from dataclasses import replace

from wolfenstein_tui.content.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.geometry.paths import (
    Traffic,
    shortest_path,
)
from wolfenstein_tui.engine.rules import danger, effects
from wolfenstein_tui.engine.rules.actions.basics import (
    HERO_WALKER,
    name_of,
    need_ap,
    traffic_for_hero,
)
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Hero


def move(turn: Turn, hero: Hero, to: Square) -> None:
    """1 AP a square, 2 onto difficult terrain, by the cheapest legal path."""
    name = name_of(turn, hero)
    board = turn.rules.board
    assert hero.square is not None
    if to == hero.square:
        raise IllegalCommand(f"{name} is already on {square_name(to)}.")
    if not board.on_map(to):
        raise IllegalCommand(f"{square_name(to)} is not a square of the map.")
    traffic = traffic_for_hero(turn, hero)
    path = shortest_path(board, hero.square, to, HERO_WALKER, traffic)
    if path is None:
        raise IllegalCommand(
            f"{name} cannot end a move on {square_name(to)}: "
            f"{_why_not(turn, hero.square, to, traffic)}."
        )
    cost = path[-1].cost
    if cost > hero.ap:
        raise IllegalCommand(
            f"{name} has {hero.ap} AP left; moving to {square_name(to)} costs {cost} AP."
        )
    hero.ap -= cost
    walk(turn, hero, [step.square for step in path])
    turn.say(
        EventKind.MOVED,
        hero=hero.id,
        path=[square_name(step.square) for step in path],
        cost=cost,
    )


def _why_not(turn: Turn, start: Square, to: Square, traffic: Traffic) -> str:
    board = turn.rules.board
    token = board.tokens.get(to)
    if to in traffic.enemies:
        return "an enemy stands there (R-MOVE-8)"
    if to in traffic.friends:
        return "a friend stands there; figures may pass through friends but not stop (R-MOVE-8)"
    if token is not None and token[0] in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN):
        return "figures may pass over spawn tokens but not stop on them (R-MOVE-7)"
    if (
        token is not None
        and token[0] in (TokenKind.EVENT, TokenKind.CHEST, TokenKind.OBJECTIVE)
        and to not in traffic.removed_tokens
    ):
        return f"no figure may enter a square with a {token[0].value} token (R-MOVE-6)"
    blockers = _blocking_enemies(turn, start, to, traffic)
    if blockers:
        return (
            f"every way there passes through {_and(blockers)}, and no figure enters an "
            "enemy's square (R-MOVE-8)"
        )
    doors = _doors_in_the_way(turn, start, to, traffic)
    if doors:
        return (
            f"the way there is through the closed door {_and(doors)}; open it first "
            "(moving never opens doors, R-MOVE-4)"
        )
    return "no path leads there (walls, closed doors or barricades are in the way)"


def _blocking_enemies(turn: Turn, start: Square, to: Square, traffic: Traffic) -> list[str]:
    """The enemies standing in every way to `to`, named with their squares:
    ways that would be open without them are found one after another, each
    time letting the enemies met so far block again, until none is left."""
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
    named: dict[str, str] = {}
    for square in sorted(blocking, key=lambda sq: (sq[1], sq[0])):
        figure = standing.get(square, "")
        named.setdefault(figure, f"{_figure_name(turn, figure)} on {square_name(square)}")
    return list(named.values())


def _doors_in_the_way(turn: Turn, start: Square, to: Square, traffic: Traffic) -> list[str]:
    """The closed doors on the cheapest way there were they open."""
    opener = replace(HERO_WALKER, opens_doors=True)
    path = shortest_path(turn.rules.board, start, to, opener, traffic)
    if path is None:
        return []
    return [step.opened_door for step in path if step.opened_door is not None]


def _figure_name(turn: Turn, figure: str) -> str:
    if figure in turn.state.heroes:
        return turn.rules.hero_card(figure).name
    enemy = turn.state.enemies.get(figure)
    if enemy is None:
        return "a figure"
    return f"{turn.rules.enemy_cards[enemy.type].name} {figure}"


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


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
    name = name_of(turn, hero)
    if hero.square not in board.passage_pair:
        raise IllegalCommand(f"{name} is not on a secret passage token.")
    need_ap(turn, hero, 1, "travelling through the secret passage")
    destination = board.passage_pair[hero.square]
    occupied = danger.figure_squares(turn)
    if destination in occupied:
        raise IllegalCommand(
            f"The other end of the passage, {square_name(destination)}, is occupied."
        )
    hero.ap -= 1
    walk(turn, hero, [destination])
    turn.say(EventKind.PASSAGE_USED, hero=hero.id, square=square_name(destination))
    effects.fatigue_effect(turn, hero, "secret_passage")
