"""Fast movement costs for single-square nazis, for the nazi program.

The nazi program asks "how far is each hero?" for every nazi, every phase.
`paths.py` answers any movement question but looks at every step afresh;
here the board's steps are worked out once (neighbours, edge and corner
pieces, entry costs), so a whole-board flood is a tight loop over integers.
The answers are the same as `paths.movement_costs` for a single-square nazi
(a property test holds the two together).
"""

from __future__ import annotations

import heapq

from wolfenstein_tui.content.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.squares import Square
from wolfenstein_tui.engine.board import DIRECTIONS, Board

INFINITY = 10**9

Move = tuple[int, int, int, bool]
"""(neighbour index, piece bit crossed or 0, piece bits at the corner or 0, diagonal)"""


class Grid:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.width = board.width
        size = board.width * board.height
        self.enter = [0] * size
        self.moves: list[list[Move]] = [[] for _ in range(size)]
        self.door_touching: dict[tuple[int, int], int] = {}
        for square in board.squares():
            i = board.index(square)
            self.enter[i] = 2 if square in board.difficult else 1
            for dc, dr in DIRECTIONS:
                other = (square[0] + dc, square[1] + dr)
                if not board.on_map(other):
                    continue
                j = board.index(other)
                if dc and dr:
                    wall, pieces = board.corner_arms(
                        max(square[0], other[0]), max(square[1], other[1])
                    )
                    if wall:
                        continue
                    self.moves[i].append((j, 0, pieces, True))
                    doors = [d for d in board.doors if board.piece_bit[d] & pieces]
                    if len(doors) == 1 and board.touches([square], doors[0]):
                        self.door_touching[(i, j)] = board.piece_bit[doors[0]]
                else:
                    kind = board.edge_kind(square, other)
                    if kind is EdgeKind.WALL:
                        continue
                    bit = 0
                    if kind is not None:
                        bit = board.piece_bit[board.edge_piece[edge_between(square, other)]]
                    self.moves[i].append((j, bit, 0, False))
        self.free: list[list[int]] = [
            [move[0] for move in moves if not move[1] and not move[2]] for moves in self.moves
        ]
        """The neighbours reached with no edge or corner piece in the way."""
        self.pieced: list[list[Move]] = [
            [move for move in moves if move[1] or move[2]] for moves in self.moves
        ]
        """The moves that cross (or pass the corner of) a door or barricade."""

    def index(self, square: Square) -> int:
        return square[1] * self.width + square[0]

    def _step(self, i: int, j: int, move: Move, closed: int, barricades: int) -> int:
        """Extra AP for the step i→j (1 to open a door), or -1 if not allowed."""
        _, bit, corner, diagonal = move
        if diagonal:
            if not corner:
                return 0
            if corner & barricades:
                return -1
            shut = corner & closed
            if not shut:
                return 0
            return 1 if self.door_touching.get((i, j)) == shut else -1
        if not bit:
            return 0
        if bit & barricades:
            return -1
        return 1 if bit & closed else 0

    def costs_to(
        self,
        goals: list[int],
        blocked: set[int] | frozenset[int],
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
        # Every step costs a whole number of AP from 1 up: the squares are
        # settled cost by cost, one bucket of squares per cost (Dial's
        # algorithm), which gives the least costs a heap would.
        buckets: list[list[int]] = [[] for _ in range(16)]
        for goal in goals:
            if goal not in blocked and best[goal]:
                best[goal] = 0
                buckets[0].append(goal)
        enter = self.enter
        free = self.free
        pieced = self.pieced
        touching = self.door_touching
        cost = 0
        while cost < len(buckets):
            for j in buckets[cost]:
                if best[j] != cost:
                    continue  # settled earlier, for less
                if twins:
                    twin = twins.get(j)  # a figure on `twin` travels to j
                    if twin is not None and twin not in blocked and cost + twin_cost < best[twin]:
                        best[twin] = cost + twin_cost
                        _put(buckets, cost + twin_cost, twin)
                base = cost + enter[j]
                if base + 1 >= len(buckets):
                    buckets += [[] for _ in range(base + 2 - len(buckets))]
                ring = buckets[base]
                for i in free[j]:  # neighbours i that may step into j
                    if base < best[i] and i not in blocked:
                        best[i] = base
                        ring.append(i)
                for i, bit, corner, diagonal in pieced[j]:
                    if i in blocked:
                        continue
                    total = base
                    if diagonal:
                        if corner & barricades:
                            continue
                        shut = corner & closed
                        if shut:
                            if touching.get((i, j)) != shut:
                                continue
                            total += 1
                    else:
                        if bit & barricades:
                            continue
                        if bit & closed:
                            total += 1
                    if total < best[i]:
                        best[i] = total
                        buckets[total].append(i)  # total ≤ base + 1: there is room
            cost += 1
        return best

    def flood(
        self,
        start: int,
        blocked: set[int] | frozenset[int],
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
        touching = self.door_touching
        limit = INFINITY if budget is None else budget
        pop, push = heapq.heappop, heapq.heappush
        found_at: int | None = None
        while queue:
            cost, i = pop(queue)
            if cost > best[i]:
                continue
            if found_at is not None and cost > found_at:
                break
            if goals is not None and i in goals and i != start:
                found_at = cost
                continue
            for j, bit, corner, diagonal in moves[i]:  # in the board's fixed order
                if j in blocked:
                    continue
                extra = 0  # `_step`, written out: it is the inner loop
                if diagonal:
                    if corner:
                        if corner & barricades:
                            continue
                        shut = corner & closed
                        if shut:
                            if touching.get((i, j)) != shut:
                                continue
                            extra = 1
                elif bit:
                    if bit & barricades:
                        continue
                    if bit & closed:
                        extra = 1
                total = cost + enter[j] + extra
                if total > limit:
                    continue
                if total < best.get(j, INFINITY):
                    best[j] = total
                    parent[j] = (i, (bit or corner) & closed if extra else 0)
                    push(queue, (total, j))
        return best, parent


def _put(buckets: list[list[int]], cost: int, square: int) -> None:
    while len(buckets) <= cost:
        buckets.append([])
    buckets[cost].append(square)
