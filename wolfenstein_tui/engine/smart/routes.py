"""Hero distance fields that know the heroes' own ways: secret passages
(R-MOVE-9) and, for a hero with a pierce-metal weapon, barricades (R-MOVE-5).

The nazis' grid (`engine/grid.py`) floods the board for figures that never
use passages nor remove barricades. A hero may do both, and a mission may
put an objective where only a passage leads (m03's vault): a field blind to
them sends the hero nowhere. This flood is the grid's reverse flood with
one more kind of step, from a passage token to its twin for
`PASSAGE_COST`; barricades are handed in as closed doors (1 AP to remove)
for a hero who can remove them.
"""

from __future__ import annotations

import heapq

from wolfenstein_tui.engine.grid import INFINITY, Grid

PASSAGE_COST = 1
"""AP to travel from a passage token to its twin (R-MOVE-9); the fatigue
token it brings is an effect and never stops a hero (R-AP-5)."""


def hero_costs_to(
    grid: Grid,
    goals: list[int],
    blocked: set[int],
    closed: int,
    barricades: int,
    twins: dict[int, int],
) -> list[int]:
    """Least AP from every square to one of `goals` (INFINITY where there is
    no way) for a hero who opens the `closed` pieces on its way (1 AP each),
    never crosses `barricades`, never enters `blocked` and may travel from a
    passage token to its twin (`twins`: token index → twin index)."""
    size = len(grid.enter)
    best = [INFINITY] * size
    queue: list[tuple[int, int]] = []
    for goal in goals:
        if goal not in blocked and best[goal]:
            best[goal] = 0
            queue.append((0, goal))
    heapq.heapify(queue)
    enter = grid.enter
    moves = grid.moves
    touching = grid.door_touching
    pop, push = heapq.heappop, heapq.heappush
    while queue:
        cost, j = pop(queue)
        if cost > best[j]:
            continue
        twin = twins.get(j)  # a hero on `twin` travels to j
        if twin is not None and twin not in blocked and cost + PASSAGE_COST < best[twin]:
            best[twin] = cost + PASSAGE_COST
            push(queue, (cost + PASSAGE_COST, twin))
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
