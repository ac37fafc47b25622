"""The nazis' fast movement costs (engine/geometry/grid.py) against the plain
Dijkstra they replaced: the same least costs from every square, and for a
flood the same paths (parents), on every built-in mission with random
blocked squares, closed doors and barricades (R-AI-1, R-AI-11, R-MOVE-1..5).
The reference below is the earlier code, kept as the oracle."""

from __future__ import annotations

import heapq
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.geometry.grid import INFINITY, Grid

MISSIONS = sorted(builtin_mission_files())


@cache
def grid_for(index: int) -> Grid:
    return Grid(Board.from_mission(load_mission(MISSIONS[index], builtin_decks())))


def reference_costs_to(
    self: Grid,
    goals: list[int],
    blocked: set[int],
    closed: int,
    barricades: int,
    twins: dict[int, int] | None = None,
    twin_cost: int = 1,
) -> list[int]:
    """Least AP from every square to reach any goal square (INFINITY where
    there is no way), for a nazi that opens doors on its way and never
    enters `blocked` squares. A reverse flood: a step costs what entering
    its end square costs, plus 1 to open a closed door first. `twins`
    (square → the square it leads to, for `twin_cost` AP) adds the
    secret passages a hero may travel (nazis never do)."""
    twins = twins or {}
    size = len(self.enter)
    best = [INFINITY] * size
    queue: list[tuple[int, int]] = []
    for goal in goals:
        if goal not in blocked and best[goal]:
            best[goal] = 0
            queue.append((0, goal))
    heapq.heapify(queue)
    enter = self.enter
    moves = self.moves
    touching = self.door_touching
    pop, push = heapq.heappop, heapq.heappush
    while queue:
        cost, j = pop(queue)
        if cost > best[j]:
            continue
        if twins:
            twin = twins.get(j)  # a figure on `twin` travels to j
            if twin is not None and twin not in blocked and cost + twin_cost < best[twin]:
                best[twin] = cost + twin_cost
                push(queue, (cost + twin_cost, twin))
        base = cost + enter[j]
        for i, bit, corner, diagonal in moves[j]:  # neighbours i that may step into j
            if i in blocked:
                continue
            total = base
            if diagonal:
                if corner:
                    if corner & barricades:
                        continue
                    shut = corner & closed
                    if shut:
                        if touching.get((i, j)) != shut:
                            continue
                        total += 1
            elif bit:
                if bit & barricades:
                    continue
                if bit & closed:
                    total += 1
            if total < best[i]:
                best[i] = total
                push(queue, (total, i))
    return best


def reference_flood(
    self: Grid,
    start: int,
    blocked: set[int],
    closed: int,
    barricades: int,
    goals: set[int] | None = None,
    budget: int | None = None,
) -> tuple[dict[int, int], dict[int, tuple[int, int]]]:
    """Least AP from `start` to every square (within the budget), and how
    each was reached: (previous square, door bit opened or 0). With
    `goals`, stops once the nearest goal cost is settled (all goals at
    that cost are then known, for ties)."""
    best: dict[int, int] = {start: 0}
    parent: dict[int, tuple[int, int]] = {}
    queue: list[tuple[int, int]] = [(0, start)]
    enter = self.enter
    moves = self.moves
    step = self._step
    found_at: int | None = None
    while queue:
        cost, i = heapq.heappop(queue)
        if cost > best[i]:
            continue
        if found_at is not None and cost > found_at:
            break
        if goals is not None and i in goals and i != start:
            found_at = cost
            continue
        for move in moves[i]:
            j = move[0]
            if j in blocked:
                continue
            extra = step(i, j, move, closed, barricades)
            if extra < 0:
                continue
            total = cost + enter[j] + extra
            if budget is not None and total > budget:
                continue
            if total < best.get(j, total + 1):
                best[j] = total
                parent[j] = (i, (move[1] or move[2]) & closed if extra else 0)
                heapq.heappush(queue, (total, j))
    return best, parent


@st.composite
def situations(draw: st.DrawFn) -> tuple[Grid, list[int], frozenset[int], int, int]:
    grid = grid_for(draw(st.integers(0, len(MISSIONS) - 1)))
    size = len(grid.enter)
    squares = st.integers(0, size - 1)
    goals = draw(st.lists(squares, min_size=1, max_size=6))
    blocked = frozenset(draw(st.lists(squares, max_size=size // 4)))
    bits = sorted(grid.board.piece_bit.values())
    closed = sum(draw(st.lists(st.sampled_from(bits), unique=True))) if bits else 0
    bars = sum(draw(st.lists(st.sampled_from(bits), unique=True, max_size=2))) if bits else 0
    return grid, goals, blocked, closed & ~bars, bars


@settings(deadline=None)
@given(situations())
def test_costs_to_matches_the_plain_dijkstra(case: tuple) -> None:
    grid, goals, blocked, closed, bars = case
    assert grid.costs_to(goals, set(blocked), closed, bars) == reference_costs_to(
        grid, goals, set(blocked), closed, bars
    )


@settings(max_examples=60, deadline=None)
@given(situations())
def test_costs_to_with_passages_matches_the_plain_dijkstra(case: tuple) -> None:
    """The smart hero player's flood with secret passages as twins."""
    grid, goals, blocked, closed, bars = case
    twins = {goals[0]: goals[-1], goals[-1]: goals[0]}
    for cost in (1, 2):
        assert grid.costs_to(goals[:1], blocked, closed, bars, twins, cost) == reference_costs_to(
            grid, goals[:1], set(blocked), closed, bars, twins, cost
        )


@settings(deadline=None)
@given(situations(), st.one_of(st.none(), st.integers(0, 12)), st.booleans())
def test_flood_matches_the_plain_dijkstra(case: tuple, budget: int | None, aim: bool) -> None:
    """The same costs and the same parents: the paths nazis walk do not change."""
    grid, goals, blocked, closed, bars = case
    start = goals[0]
    ends = set(goals[1:]) if aim else None
    fast = grid.flood(start, blocked - {start}, closed, bars, ends, budget)
    slow = reference_flood(grid, start, set(blocked - {start}), closed, bars, ends, budget)
    assert fast == slow
    assert all(cost < INFINITY for cost in fast[0].values())
