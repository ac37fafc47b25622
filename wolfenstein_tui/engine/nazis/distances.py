"""Distances for the nazis (R-AI-7 [D]): the AP of the cheapest legal path,
the traffic a figure meets, and the squares it never enters. Kept in the
turn's cache for as long as nothing moves, falls or opens.
"""

from __future__ import annotations

from collections import Counter

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import BLOCKING_TOKENS, TokenKind
from wolfenstein_tui.engine.geometry.grid import INFINITY, Grid, LazyField
from wolfenstein_tui.engine.geometry.paths import (
    LARGE_NAZI,
    Traffic,
    footprint,
    movement_costs,
)
from wolfenstein_tui.engine.rules.traffic import removed_tokens, traffic_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Enemy

UNREACHABLE = 10**6


def nazi_traffic(turn: Turn, enemy: Enemy) -> Traffic:
    """The traffic the figure meets, kept while no figure moves, falls or
    arrives and no door opens (the phase's `version` counts moves and
    attacks; the rest is in the key). What every nazi meets alike (doors,
    heroes and bots, tokens) is worked out once for all of them; only its
    friends, the other nazis, are its own."""
    state = turn.state
    phase = state.nazi_phase
    if phase is None or enemy.bot_of is not None:
        return traffic_for(turn, enemy.id)
    key = (
        "traffic",
        phase.version,
        len(state.enemies),
        len(state.closed_doors),
        tuple([hero.square for hero in state.heroes.values()]),
    )
    shared = turn.cache.get(key)
    if shared is None:
        shared = turn.cache[key] = _shared_traffic(turn)
    found = shared[1].get(enemy.id)
    if found is None:
        common, _, footprints, counts, squares = shared
        # Every nazi's squares but those of this figure alone (two figures
        # share a square only while a move is being planned): a set
        # difference, not the others' squares gathered again for each nazi.
        alone = [s for s in footprints.get(enemy.id, ()) if counts[s] == 1]
        friends = squares.difference(alone) if alone else squares
        found = shared[1][enemy.id] = Traffic(
            common.closed_doors, common.barricades, friends, common.enemies, common.removed_tokens
        )
    return found


def _shared_traffic(
    turn: Turn,
) -> tuple[
    Traffic,
    dict[str, Traffic],
    dict[str, tuple[Square, ...]],
    Counter[Square],
    frozenset[Square],
]:
    """The traffic any nazi meets but its friends (`traffic_for` for a
    figure of neither side would give the same doors, enemies and tokens),
    a place for each nazi's own, every nazi's squares, and how many nazis
    stand on each square."""
    state = turn.state
    enemies: set[Square] = set()
    for hero in state.heroes.values():
        if hero.on_board and hero.square is not None:
            enemies.add(hero.square)
    footprints: dict[str, tuple[Square, ...]] = {}
    every: Counter[Square] = Counter()
    for figure in state.enemies.values():
        squares = footprint(figure.square, figure.large)
        if figure.bot_of is not None:
            enemies.update(squares)
        else:
            footprints[figure.id] = squares
            every.update(squares)
    common = Traffic(
        closed_doors=frozenset(state.closed_doors),
        barricades=frozenset(state.barricades),
        enemies=frozenset(enemies),
        removed_tokens=_removed_tokens(turn),
    )
    return common, {}, footprints, every, frozenset(every)


def _removed_tokens(turn: Turn) -> frozenset[Square]:
    """`removed_tokens`, kept for the apply while as many events, chests and
    objectives are left: a token taken away never comes back."""
    state = turn.state
    key = ("removed", len(state.events_left), len(state.chests_left), len(state.objectives_left))
    found = turn.cache.get(key)
    if found is None:
        found = turn.cache[key] = removed_tokens(turn)
    return found


def hero_ends(turn: Turn, square: Square) -> list[Square]:
    """Squares from which a figure is next to `square`: its neighbours with
    no wall or closed door between (the R-LOS-5 test, `touching`), kept by
    the line of sight across turns (the list is not to be changed)."""
    return turn.rules.los.touching_neighbours(square, closed_mask(turn))


def closed_mask(turn: Turn) -> int:
    """The closed doors as bits, kept for the apply while their number
    stays: doors only ever open (nothing in the rules or the cards closes
    one again), so the same number is the same doors."""
    doors = turn.state.closed_doors
    key = ("closed", len(doors))
    found = turn.cache.get(key)
    if found is None:
        found = turn.cache[key] = turn.rules.board.closed_mask(frozenset(doors), frozenset())
    return found


def distances(
    turn: Turn, enemy: Enemy, goals: dict[str, list[Square]] | dict[str, frozenset[Square]]
) -> dict[str, int]:
    """R-AI-7 [D]: the AP of the cheapest legal path to one of each goal's
    squares (0 when already on one); UNREACHABLE without a path."""
    traffic = nazi_traffic(turn, enemy)
    result: dict[str, int] = {}
    if enemy.large:
        costs = movement_costs(turn.rules.board, enemy.square, LARGE_NAZI, traffic)
        for key, squares in goals.items():
            # The anchors whose footprint covers a wanted square: the square
            # itself and the three squares up and to the left of it.
            result[key] = min(
                (
                    costs[anchor]
                    for c, r in squares
                    for anchor in ((c, r), (c - 1, r), (c, r - 1), (c - 1, r - 1))
                    if anchor in costs
                ),
                default=UNREACHABLE,
            )
        return result
    start = grid_of(turn).index(enemy.square)
    for key, squares in goals.items():
        cost = field_to(turn, traffic, squares)[start]
        result[key] = cost if cost < INFINITY else UNREACHABLE
    return result


def field_to(turn: Turn, traffic: Traffic, squares: list[Square] | frozenset[Square]) -> LazyField:
    """The least AP from every square to reach one of `squares`, for a
    single-square nazi (a reverse flood, kept for the rest of the apply:
    heroes stand still in the nazi phase and friends never block, so it only
    changes when a door opens; and kept by the grid for the next phases and
    games, `Grid.field`)."""
    blocked = blocked_squares(turn, traffic)
    goals = squares if isinstance(squares, frozenset) else frozenset(squares)
    key = ("field", goals, traffic.closed_doors, traffic.barricades, blocked)
    found = turn.cache.get(key)
    if found is None:  # the least costs do not depend on the goals' order
        board = turn.rules.board
        grid = grid_of(turn)
        closed = board.closed_mask(traffic.closed_doors, frozenset())
        bars = board.closed_mask(frozenset(), traffic.barricades)
        ends = frozenset(grid.index(s) for s in goals)
        found = turn.cache[key] = grid.field(ends, blocked, closed, bars)
    return found


def grid_of(turn: Turn) -> Grid:
    return turn.rules.grid


def blocked_squares(turn: Turn, traffic: Traffic) -> frozenset[int]:
    """Squares a nazi never enters: heroes and bots, tokens, passages."""
    key = ("blocked", traffic.enemies, traffic.removed_tokens)
    cached = turn.cache.get(key)
    if cached is not None:
        return cached
    board = turn.rules.board
    blocked = {board.index(s) for s in traffic.enemies}
    for square, (kind, _) in board.tokens.items():
        if (
            kind in BLOCKING_TOKENS and square not in traffic.removed_tokens
        ) or kind is TokenKind.PASSAGE:
            blocked.add(board.index(square))
    found = turn.cache[key] = frozenset(blocked)
    return found


def zone_squares(turn: Turn, zone: str) -> list[Square]:
    """A zone's squares in reading order (kept for the apply)."""
    key = ("zone-squares", zone)
    found = turn.cache.get(key)
    if found is None:
        squares = turn.rules.board.zones[zone].squares
        found = turn.cache[key] = sorted(squares, key=lambda s: (s[1], s[0]))
    return found


def on_spawn(turn: Turn, square: Square) -> bool:
    return square in turn.rules.board.spawn_squares
