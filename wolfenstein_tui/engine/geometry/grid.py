"""Fast movement costs for single-square nazis, for the nazi program.

The nazi program asks "how far is each hero?" for every nazi, every phase.
`paths.py` answers any movement question but looks at every step afresh;
here the board's steps are worked out once (neighbours, edge and corner
pieces, entry costs), so a whole-board flood is a tight loop over integers.
The answers are the same as `paths.movement_costs` for a single-square nazi
(a property test holds the two together).

`costs_to` and `flood` are longer than the 60 lines a function here usually
keeps to: each is one loop, kept whole with its step written out, because it
is the inner loop of the nazi phase (benchmarks/bench_nazis.py measures it);
a call per step would cost more than the rest of the loop.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import DIRECTIONS, Board

INFINITY = 10**9

FIELDS_KEPT = 512
"""Distance fields a grid keeps (`Grid.field`); past it they start again."""

Flood = tuple[dict[int, int], dict[int, tuple[int, int]]]
"""A flood's least costs and how each square was reached (`Grid.flood`)."""

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
        walls = board.walls
        edge_piece = board.edge_piece
        piece_bit = board.piece_bit
        door_of_bit = {piece_bit[door]: door for door in board.doors}
        width, height = board.width, board.height
        on_map = [[board.on_map((c, r)) for c in range(width)] for r in range(height)]
        for square in board.squares():
            column, row = square
            i = row * width + column
            self.enter[i] = 2 if square in board.difficult else 1
            for dc, dr in DIRECTIONS:
                oc, orow = column + dc, row + dr
                if not (0 <= oc < width and 0 <= orow < height and on_map[orow][oc]):
                    continue
                other = (oc, orow)
                j = orow * width + oc
                if dc and dr:
                    wall, pieces = board.corner_arms(max(column, oc), max(row, orow))
                    if wall:
                        continue
                    self.moves[i].append((j, 0, pieces, True))
                    if pieces:  # the doors at that corner: only its own bits, not every door
                        doors = [door for bit, door in door_of_bit.items() if bit & pieces]
                        if len(doors) == 1 and board.touches([square], doors[0]):
                            self.door_touching[(i, j)] = piece_bit[doors[0]]
                else:
                    edge = edge_between(square, other)
                    if edge in walls:
                        continue
                    piece = edge_piece.get(edge)
                    if piece is not None and board.pieces[piece].kind is EdgeKind.WALL:
                        continue
                    bit = piece_bit[piece] if piece is not None else 0
                    self.moves[i].append((j, bit, 0, False))
        self.free: list[list[int]] = [
            [move[0] for move in moves if not move[1] and not move[2]] for moves in self.moves
        ]
        """The neighbours reached with no edge or corner piece in the way."""
        self.pieced: list[list[Move]] = [
            [move for move in moves if move[1] or move[2]] for moves in self.moves
        ]
        """The moves that cross (or pass the corner of) a door or barricade."""
        self.floods: dict[tuple[int, frozenset[int], int, int, int], Flood] = {}
        """The floods from a square handed out (`flood_from`), kept as the
        fields are."""
        self.targets: dict[tuple[object, ...], Any] = {}
        """The nazis' view of their targets (nazis/targets.py), kept across
        turns and games: one value per figure, square and toughness."""
        self.fields: dict[tuple[frozenset[int], frozenset[int], int, int], LazyField] = {}
        """The distance fields handed out (`field`), kept across turns and
        games: the same heroes stand on the same squares phase after phase
        (and every game starts from the same squares), and a field goes on
        from where it had settled."""

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
        step = self._step
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
                for move in pieced[j]:  # few: the steps through doors and barricades
                    i = move[0]
                    if i in blocked:
                        continue
                    extra = step(i, j, move, closed, barricades)
                    if extra < 0:
                        continue
                    total = base + extra
                    if total < best[i]:
                        best[i] = total
                        buckets[total].append(i)  # total ≤ base + 1: there is room
            cost += 1
        return best

    def lazy_costs_to(
        self, goals: list[int], blocked: set[int] | frozenset[int], closed: int, barricades: int
    ) -> LazyField:
        """`costs_to` without passages, worked out only as far as it is read:
        the nazis ask a hero's distance from their own squares, usually near,
        so flooding a whole large map for it was most of a phase's work."""
        return LazyField(self, goals, blocked, closed, barricades)

    def field(
        self, goals: frozenset[int], blocked: frozenset[int], closed: int, barricades: int
    ) -> LazyField:
        """`lazy_costs_to`, remembered (`fields`): a field is a pure function
        of its goals, blocked squares, closed doors and barricades."""
        key = (goals, blocked, closed, barricades)
        found = self.fields.get(key)
        if found is None:
            if len(self.fields) >= FIELDS_KEPT:
                self.fields.clear()
            found = self.fields[key] = LazyField(self, list(goals), blocked, closed, barricades)
        return found

    def flood_from(
        self, start: int, blocked: frozenset[int], closed: int, barricades: int, budget: int
    ) -> Flood:
        """`flood` within a budget, remembered (`floods`): a pure function of
        its arguments. The caller must not change the dictionaries."""
        key = (start, blocked, closed, barricades, budget)
        found = self.floods.get(key)
        if found is None:
            if len(self.floods) >= FIELDS_KEPT:
                self.floods.clear()
            found = self.floods[key] = self.flood(start, blocked, closed, barricades, budget=budget)
        return found

    def flood(
        self,
        start: int,
        blocked: set[int] | frozenset[int],
        closed: int,
        barricades: int,
        goals: set[int] | None = None,
        budget: int | None = None,
    ) -> Flood:
        """Least AP from `start` to every square (within the budget), and how
        each was reached: (previous square, door bit opened or 0). With
        `goals`, stops once the nearest goal cost is settled (all goals at
        that cost are then known, for ties)."""
        best: dict[int, int] = {start: 0}
        parent: dict[int, tuple[int, int]] = {}
        enter = self.enter
        moves = self.moves
        touching = self.door_touching
        limit = INFINITY if budget is None else budget
        get = best.get
        # Squares are settled cost by cost, and within one cost by index: the
        # order a heap of (cost, index) would give, so the same parents win.
        buckets: dict[int, list[int]] = {0: [start]}
        top = 0
        cost = 0
        found_at: int | None = None
        while cost <= top:
            bucket = buckets.pop(cost, None)
            if bucket:
                if found_at is not None and cost > found_at:
                    break
                bucket.sort()
                for i in bucket:
                    if cost > best[i]:
                        continue  # reached since for less
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
                        if total < get(j, INFINITY):
                            best[j] = total
                            parent[j] = (i, (bit or corner) & closed if extra else 0)
                            if total in buckets:
                                buckets[total].append(j)
                            else:
                                buckets[total] = [j]
                                top = max(top, total)
            cost += 1
        return best, parent


def _put(buckets: list[list[int]], cost: int, square: int) -> None:
    while len(buckets) <= cost:
        buckets.append([])
    buckets[cost].append(square)


class LazyField:
    """The least AP from each square to the nearest goal, as `Grid.costs_to`
    gives it, but computed on demand: the reverse flood runs only until the
    square asked for is settled, and carries on from there at the next
    question. A settled square's cost is final, so every answer is the one
    the whole flood would give; the work is the disk around the goals out to
    the farthest square asked, not the whole map.

    The flood settles squares cost by cost, one bucket of squares per cost
    (Dial's algorithm, as `costs_to`): a step costs a whole number of AP
    from 1 to 3, so the buckets stay few, and a list's append and pop cost
    less than a heap's."""

    __slots__ = (
        "_barricades",
        "_best",
        "_blocked",
        "_buckets",
        "_closed",
        "_cost",
        "_done",
        "_grid",
    )

    def __init__(
        self,
        grid: Grid,
        goals: list[int],
        blocked: set[int] | frozenset[int],
        closed: int,
        barricades: int,
    ) -> None:
        self._grid = grid
        self._blocked = blocked
        self._closed = closed
        self._barricades = barricades
        size = len(grid.enter)
        best = self._best = [INFINITY] * size
        done = self._done = bytearray(size)
        for square in blocked:  # never entered: below any cost, and settled
            best[square] = -1
            done[square] = 1
        first: list[int] = []
        for goal in goals:
            if best[goal] > 0:
                best[goal] = 0
                first.append(goal)
        self._buckets: list[list[int]] = [first, [], [], [], []]
        self._cost = 0
        """The cost being settled: every square below it is settled."""

    def __getitem__(self, index: int) -> int:
        if not self._done[index] and self._cost < len(self._buckets):
            self._settle(index)
        found = self._best[index]
        return INFINITY if found < 0 else found

    def _settle(self, target: int) -> None:
        """Run the flood until `target` is settled or nothing is left."""
        best, done, buckets = self._best, self._done, self._buckets
        grid = self._grid
        enter, free, pieced, step = grid.enter, grid.free, grid.pieced, grid._step
        closed, barricades = self._closed, self._barricades
        cost = self._cost
        while cost < len(buckets):
            bucket = buckets[cost]
            while bucket:
                j = bucket.pop()
                if best[j] != cost:
                    continue  # settled earlier, for less (a square is put in a
                    # bucket only for a cost below its best so far: once a cost)
                done[j] = 1
                base = cost + enter[j]
                if base + 1 >= len(buckets):
                    buckets += [[] for _ in range(base + 2 - len(buckets))]
                ring = buckets[base]
                for i in free[j]:  # neighbours i that may step into j
                    if base < best[i]:  # a blocked square's -1 never is
                        best[i] = base
                        ring.append(i)
                for move in pieced[j]:  # through a door or barricade: Grid._step decides
                    i = move[0]
                    if best[i] < 0:
                        continue
                    extra = step(i, j, move, closed, barricades)
                    if extra >= 0 and base + extra < best[i]:
                        best[i] = base + extra
                        buckets[base + extra].append(i)  # base + 1 at most: there is room
                if j == target:
                    self._cost = cost
                    return
            cost += 1
        self._cost = cost
