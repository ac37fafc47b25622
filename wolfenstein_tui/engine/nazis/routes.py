"""The paths a nazi walks (R-MOVE-1, R-AI-10, R-AI-11): the cheapest legal
path to a square it may stop on, and as far as the obstacle when there is
none; where it may stop.
"""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import BLOCKING_TOKENS, DIRECTIONS, TokenKind
from wolfenstein_tui.engine.geometry.grid import INFINITY, LazyField
from wolfenstein_tui.engine.geometry.paths import (
    LARGE_NAZI,
    NAZI,
    Step,
    Traffic,
    _Search,
    footprint,
    movement_costs,
    shortest_path,
)
from wolfenstein_tui.engine.nazis.distances import (
    blocked_squares,
    field_to,
    grid_of,
    hero_ends,
    on_spawn,
)
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Enemy


def costs_within(turn: Turn, enemy: Enemy, traffic: Traffic, budget: int) -> dict[Square, int]:
    """Squares (anchors) the figure can stop on within the budget, with costs."""
    board = turn.rules.board
    if enemy.large:
        return movement_costs(board, enemy.square, LARGE_NAZI, traffic, budget)
    grid = grid_of(turn)
    closed = board.closed_mask(traffic.closed_doors, frozenset())
    bars = board.closed_mask(frozenset(), traffic.barricades)
    costs, _ = grid.flood_from(
        grid.index(enemy.square), blocked_squares(turn, traffic), closed, bars, budget
    )
    found = {}
    width = board.width
    friends = traffic.friends
    spawns = board.spawn_squares
    for index, cost in costs.items():
        square = (index % width, index // width)  # board.square_at
        if square not in friends and square not in spawns:  # nor on_spawn
            found[square] = cost
    return found


def route_to(turn: Turn, enemy: Enemy, traffic: Traffic, square: Square) -> list[Step]:
    mover = LARGE_NAZI if enemy.large else NAZI
    return shortest_path(turn.rules.board, enemy.square, square, mover, traffic) or []


def stoppable(turn: Turn, enemy: Enemy, traffic: Traffic) -> bool:
    board = turn.rules.board
    for square in footprint(enemy.square, enemy.large):
        if square in traffic.friends:
            return False
        token = board.tokens.get(square)
        if token is not None and token[0] in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN):
            return False
    if enemy.large:
        c, r = enemy.square
        inner = (
            ((c, r), (c + 1, r)),
            ((c, r + 1), (c + 1, r + 1)),
            ((c, r), (c, r + 1)),
            ((c + 1, r), (c + 1, r + 1)),
        )
        if any(board.edge_kind(a, b) is not None for a, b in inner):
            return False
    return True


def goal_squares(turn: Turn, enemy: Enemy, squares: list[Square]) -> frozenset[Square]:
    """Where the figure is heading: for a zone, any of its squares; for a
    hero, the squares next to it (for a large figure, the anchors whose
    footprint covers one of them)."""
    if len(squares) > 1:
        return frozenset(squares)
    ends = hero_ends(turn, squares[0])
    if not enemy.large:
        return frozenset(ends)
    return frozenset((c + dc, r + dr) for c, r in ends for dc in (0, -1) for dr in (0, -1))


def path_to(
    turn: Turn, enemy: Enemy, ends: frozenset[Square], traffic: Traffic
) -> list[Step] | None:
    """The cheapest legal path to a square it may stop on among `ends`
    ([] when already on one, None when there is none)."""
    board = turn.rules.board
    if enemy.large:
        return shortest_path(board, enemy.square, ends, LARGE_NAZI, traffic)
    if enemy.square in ends:
        return []
    grid = grid_of(turn)
    stoppable = {
        grid.index(s)
        for s in ends
        if board.on_map(s) and s not in traffic.friends and not on_spawn(turn, s)
    }
    phase = turn.state.nazi_phase
    assert phase is not None
    start = grid.index(enemy.square)
    closed = board.closed_mask(traffic.closed_doors, frozenset())
    bars = board.closed_mask(frozenset(), traffic.barricades)
    goal_field = field_to(turn, traffic, ends)
    total = goal_field[start]
    if total >= INFINITY:
        return None
    door_of = {bit: door for door, bit in board.piece_bit.items()}
    ends_index = {grid.index(s) for s in ends if board.on_map(s)}
    if total > phase.ap:  # no goal square within this turn's AP: no flood needed
        return _walk_field(turn, start, goal_field, ends_index, closed, bars, door_of, phase.ap)
    # Within reach this turn: every equally cheap square to stop on is known.
    costs, parent = grid.flood_from(start, blocked_squares(turn, traffic), closed, bars, phase.ap)
    reached = [i for i in stoppable if i in costs]
    if not reached:
        return _walk_field(turn, start, goal_field, ends_index, closed, bars, door_of, phase.ap)
    cheapest = min(costs[i] for i in reached)
    end = min(
        (board.square_at(i) for i in reached if costs[i] == cheapest), key=lambda s: (s[1], s[0])
    )
    steps: list[Step] = []
    here = grid.index(end)
    while here != start:
        previous, door_bit = parent[here]
        steps.append(Step(board.square_at(here), costs[here], door_of.get(door_bit)))
        here = previous
    steps.reverse()
    return steps


def _walk_field(
    turn: Turn,
    start: int,
    goal_field: LazyField,
    ends: set[int],
    closed: int,
    bars: int,
    door_of: dict[int, str],
    budget: int,
) -> list[Step]:
    """Follow the distance field downhill from `start` to the goal: a
    shortest path, found in a few look-ups per square (ties go to the
    first direction in the board's fixed order). It stops after the first
    step beyond `budget` AP: the figure never gets further this turn, and
    that step is all it needs to know it must stop (or open a door)."""
    grid = grid_of(turn)
    board = turn.rules.board
    moves, enter, step = grid.moves, grid.enter, grid._step
    steps: list[Step] = []
    here = start
    spent = 0
    while here not in ends:
        best: tuple[int, int, int] | None = None
        left = goal_field[here]
        for move in moves[here]:
            j = move[0]
            there = goal_field[j]
            if there >= INFINITY:
                continue
            extra = step(here, j, move, closed, bars)
            if extra < 0:
                continue
            price = enter[j] + extra
            if there + price == left:  # the first such move, in the board's order
                best = (j, price, (move[1] or move[2]) & closed if extra else 0)
                break
        if best is None:
            break
        j, price, door_bit = best
        spent += price
        steps.append(Step(board.square_at(j), spent, door_of.get(door_bit)))
        if door_bit:
            closed &= ~door_bit
        here = j
        if spent > budget:
            break
    return steps


def _relaxed(turn: Turn, squares: list[Square], traffic: Traffic) -> list[int]:
    """The AP from every square to the goal with nothing but walls, closed
    doors, heroes and tokens in the way (no barricades), for R-AI-10."""
    board = turn.rules.board
    grid = grid_of(turn)
    heroes = {board.index(s) for s in traffic.enemies}
    tokens = {
        board.index(square)
        for square, (kind, _) in board.tokens.items()
        if kind in BLOCKING_TOKENS and square not in traffic.removed_tokens
    }
    closed = board.closed_mask(traffic.closed_doors, frozenset())
    goal = squares if len(squares) > 1 else hero_ends(turn, squares[0])
    ends = [grid.index(s) for s in sorted(goal) if board.on_map(s)]
    key = ("relaxed", tuple(ends), traffic.closed_doors, traffic.enemies, traffic.removed_tokens)
    relaxed = turn.cache.get(key)
    if relaxed is None:
        relaxed = turn.cache[key] = grid.costs_to(ends, heroes | tokens, closed, 0)
    return relaxed


def toward_obstacle(
    turn: Turn, enemy: Enemy, squares: list[Square], traffic: Traffic
) -> list[Step]:
    """R-AI-10: with no legal way to its goal (a barricade, a passage token, a
    door too narrow for a large figure, squares it may not stop on), the
    figure gets as near as the rules let it: it follows, downhill, the
    distances it would have if nothing but walls and figures were in the
    way, for as long as each step is a legal one, and waits there."""
    board = turn.rules.board
    relaxed = _relaxed(turn, squares, traffic)
    search = _Search(board, LARGE_NAZI if enemy.large else NAZI, traffic)

    def height(anchor: Square) -> int:
        return min(relaxed[board.index(s)] for s in footprint(anchor, enemy.large))

    steps: list[Step] = []
    here = enemy.square
    spent = 0
    seen = {here}
    while True:
        best: tuple[int, Square, int, str | None] | None = None
        for dc, dr in DIRECTIONS:
            result = search.step(here, (dc, dr))
            if result is None:
                continue
            there = (here[0] + dc, here[1] + dr)
            level = height(there)
            if there in seen or level >= height(here) or level >= INFINITY:
                continue
            if best is None or level < best[0]:
                extra, opened = result
                best = (level, there, 1 + extra, opened)
        if best is None:
            return steps
        _, there, price, opened = best
        spent += price
        steps.append(Step(there, spent, opened))
        seen.add(there)
        here = there
        if opened is not None:
            traffic = Traffic(
                traffic.closed_doors - {opened},
                traffic.barricades,
                traffic.friends,
                traffic.enemies,
                traffic.removed_tokens,
            )
            search = _Search(board, LARGE_NAZI if enemy.large else NAZI, traffic)
