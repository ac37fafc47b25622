"""Line of sight, corner to corner (R-LOS-1..6), in exact integer geometry.

A line runs from a corner of the attacker's square to a corner of the
target's square; corners are lattice points `(x, y)` with `0 <= x <= width`
and `0 <= y <= height`. A line is blocked when it shares any point other than
its own two end points with a wall, a closed door, an off-map square or the
square of a figure other than the attacker and the target (R-LOS-4). LoS
exists when two lines from two different attacker corners to two different
target corners are both clear (R-LOS-1 [D]); neighbours follow R-LOS-5.

What a line touches never changes, so it is worked out once per pair of
corners with integers only (no floats decide a blocked line) and kept as
three facts: blocked for good (walls, off-map), the doors it touches, the
squares it touches. A query is then a few dictionary looks and bit masks.

Long because: the rules of a line (R-LOS-1..6) and the tables
that make it fast (line shapes, bit masks of the board, remembered answers)
are one concept, and the tables' correctness is argued next to the rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise

from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import Board

Corner = tuple[int, int]
Trace = tuple[bool, int, int]
"""(touches a wall or off-map square, bits of doors touched, bits of squares touched)"""
_Pattern = tuple[int, int, int, int, int, int, int]
"""(left, top, right, bottom of the squares a line's shape touches, from its
start; the bits of those squares, of the edges right of and below them)"""
Line = tuple[int, int, int, int, tuple[tuple[int, ...], ...]]
"""(viewer corner, target corner, doors touched, squares touched, door masks
of the ways the line may leave each end square; one must be open per end)"""

# Around a lattice point, going clockwise: arms (edges) at even positions,
# quadrants (squares) at odd ones. Quadrant (qx, qy): qx = -1 left, +1 right;
# qy = -1 above, +1 below.
_QUADRANT_POSITION = {(1, -1): 1, (1, 1): 3, (-1, 1): 5, (-1, -1): 7}
_POSITION_QUADRANT = {v: k for k, v in _QUADRANT_POSITION.items()}


def _direction_position(dx: int, dy: int) -> int:
    if dx and dy:
        return _QUADRANT_POSITION[(1 if dx > 0 else -1, 1 if dy > 0 else -1)]
    if dx == 0:
        return 0 if dy < 0 else 4  # up arm or down arm
    return 2 if dx > 0 else 6  # right arm or left arm


def _arm_squares(x: int, y: int, position: int) -> tuple[Square, Square]:
    """The two squares on either side of an arm of lattice point (x, y)."""
    if position == 0:  # up: vertical edge above the point
        return (x - 1, y - 1), (x, y - 1)
    if position == 2:  # right: horizontal edge right of the point
        return (x, y - 1), (x, y)
    if position == 4:  # down
        return (x - 1, y), (x, y)
    return (x - 1, y - 1), (x - 1, y)  # left


class LineOfSight:
    """Answers LoS questions on one board, remembering every line it traced."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._traces: dict[int, Trace] = {}
        """Traces by pair of corners, each corner numbered `x * rows + y`
        (`_corner_rows`: height + 1) and the pair `low * corners + high`."""
        self._corner_rows = board.height + 1
        self._corners = (board.width + 1) * self._corner_rows
        self._lines: dict[tuple[Square, Square], list[Line]] = {}
        self._relevant: dict[tuple[tuple[object, ...], tuple[object, ...]], int] = {}
        self._seen: dict[tuple[object, ...], bool] = {}
        self._seen_within: dict[tuple[Square, int, int, int], tuple[Square, ...]] = {}
        self._window: dict[tuple[Square, int], tuple[tuple[Square, ...], int]] = {}
        self._touching: dict[tuple[Square, int], list[Square]] = {}
        self._door_bits = 0
        for door in board.doors:
            self._door_bits |= board.piece_bit[door]
        self._leavings: dict[int, tuple[int, ...] | None] = {}
        """`_ways_round` by corner number and the two positions round it
        (`corner * 64 + start * 8 + target`)."""
        self._shapes: dict[tuple[int, int], _BoardShape] = {}
        self._patterns: dict[tuple[int, int], _Pattern] = {}
        # The board as bit masks over its squares, for `_compute_trace`: the
        # squares off the map, and the walls and doors on the edge right of
        # (vertical edges) or below (horizontal edges) each square.
        width = board.width
        self._off_map = 0
        for row in range(board.height):
            for column in range(width):
                if not board.on_map((column, row)):
                    self._off_map |= 1 << (row * width + column)
        self._walls_right = self._walls_below = 0
        for a, b in board.walls:
            bit = 1 << (a[1] * width + a[0])
            if a[1] == b[1]:
                self._walls_right |= bit
            else:
                self._walls_below |= bit
        self._doors_right = self._doors_below = 0
        self._door_at: dict[tuple[int, bool], int] = {}
        for edge, piece in board.edge_piece.items():
            if piece not in board.doors:
                continue
            a, b = edge
            index = a[1] * width + a[0]
            if a[1] == b[1]:
                self._doors_right |= 1 << index
            else:
                self._doors_below |= 1 << index
            self._door_at[(index, a[1] == b[1])] = board.piece_bit[piece]

    # --- public queries ----------------------------------------------------

    def sees(
        self,
        viewer: Square | Sequence[Square],
        target: Square | Sequence[Square],
        closed_doors: Iterable[str] = (),
        occupied: Iterable[Square] = (),
    ) -> bool:
        """Whether a figure on `viewer` sees one on `target`. Either may be a
        large figure given as its list of squares (R-LOS-6). `occupied` holds
        the squares of every figure on the board; the viewer's and target's
        own squares never block (R-LOS-5)."""
        board = self.board
        closed = 0
        for door in closed_doors:
            closed |= board.piece_bit[door]
        return self.sees_masks(viewer, target, closed, board.mask(list(occupied)))

    def sees_masks(
        self,
        viewer: Square | Sequence[Square],
        target: Square | Sequence[Square],
        closed_door_mask: int,
        occupied_mask: int,
    ) -> bool:
        """`sees` for callers that keep doors and figures as bit masks.

        Remembered: the answer depends only on the doors and on the figures
        standing on a square one of the lines between the two touches
        (`_relevant`), so the same figures look at the same squares again
        decision after decision, game after game, whatever moved elsewhere."""
        seer: Square | tuple[Square, ...] = viewer if isinstance(viewer, tuple) else tuple(viewer)
        seen: Square | tuple[Square, ...] = target if isinstance(target, tuple) else tuple(target)
        pair = (seer, seen)
        relevant = self._relevant.get(pair)
        if relevant is None:
            if len(self._relevant) > 400_000:
                self._relevant.clear()
            relevant = self._relevant[pair] = self._relevance(seer, seen)
        key = (pair, closed_door_mask, occupied_mask & relevant)
        found = self._seen.get(key)
        if found is None:
            if len(self._seen) > 400_000:
                self._seen.clear()
            found = self._seen[key] = self._sees_now(seer, seen, closed_door_mask, occupied_mask)
        return found

    def _sees_now(
        self,
        viewer: Square | Sequence[Square],
        target: Square | Sequence[Square],
        closed_door_mask: int,
        occupied_mask: int,
    ) -> bool:
        viewers = _squares(viewer)
        targets = _squares(target)
        blockers = occupied_mask & ~self._own(viewers, targets)
        square_sees = self._square_sees
        for a in viewers:
            for b in targets:
                if square_sees(a, b, closed_door_mask, blockers):
                    return True
        return False

    def _own(self, viewers: Sequence[Square], targets: Sequence[Square]) -> int:
        """The bits of the viewer's and the target's own squares, which never
        block (R-LOS-5)."""
        width = self.board.width
        own = 0
        for column, row in viewers:
            own |= 1 << (row * width + column)
        for column, row in targets:
            own |= 1 << (row * width + column)
        return own

    def _relevance(
        self, viewer: Square | Sequence[Square], target: Square | Sequence[Square]
    ) -> int:
        """The squares whose figures may change whether viewer sees target:
        those the lines between any of their squares touch, less their own
        (neighbours and a figure's own square are never blocked by figures)."""
        viewers = _squares(viewer)
        targets = _squares(target)
        bits = 0
        for a in viewers:
            for b in targets:
                if a == b or max(abs(b[0] - a[0]), abs(b[1] - a[1])) == 1:
                    continue
                lines = self._lines.get((a, b))
                if lines is None:
                    lines = self._lines[(a, b)] = self._compute_lines(a, b)
                for line in lines:
                    bits |= line[3]
        return bits & ~self._own(viewers, targets)

    def seen_within(
        self, square: Square, reach: int, closed_door_mask: int, occupied_mask: int
    ) -> tuple[Square, ...]:
        """Every map square at most `reach` squares away that a figure on
        `square` sees, the square itself included, in board order (row by
        row): where an area weapon may be aimed. Remembered: a hero standing
        still is asked again and again."""
        window = self._window.get((square, reach))
        if window is None:
            window = self._window[(square, reach)] = self._window_of(square, reach)
        squares, relevant = window
        key = (square, reach, closed_door_mask, occupied_mask & relevant)
        found = self._seen_within.get(key)
        if found is None:
            if len(self._seen_within) > 50_000:
                self._seen_within.clear()
            found = self._seen_within[key] = self._seen_in(
                square, squares, closed_door_mask, occupied_mask
            )
        return found

    def _seen_in(
        self,
        square: Square,
        squares: tuple[Square, ...],
        closed_door_mask: int,
        occupied_mask: int,
    ) -> tuple[Square, ...]:
        """The squares among `squares` that a figure on `square` sees: each
        `sees_masks(square, there, ...)`, its two look-ups written out (a
        window holds up to a few hundred squares)."""
        relevant_of, seen_of = self._relevant, self._seen
        seen: list[Square] = []
        for there in squares:
            if there == square:
                seen.append(there)
                continue
            pair = (square, there)
            relevant = relevant_of.get(pair)
            answer = None
            if relevant is not None:
                answer = seen_of.get((pair, closed_door_mask, occupied_mask & relevant))
            if answer is None:  # not known yet: the whole query
                answer = self.sees_masks(square, there, closed_door_mask, occupied_mask)
            if answer:
                seen.append(there)
        return tuple(seen)

    def _window_of(self, square: Square, reach: int) -> tuple[tuple[Square, ...], int]:
        """The map squares at most `reach` away, in board order, and the
        squares whose figures may change which of them `square` sees (the
        answer depends on the figures there only)."""
        board = self.board
        column, row = square
        squares = tuple(
            (c, r)
            for r in range(max(0, row - reach), min(board.height, row + reach + 1))
            for c in range(max(0, column - reach), min(board.width, column + reach + 1))
            if board.on_map((c, r))
        )
        relevant = 0
        for there in squares:
            if there != square:
                pair = (square, there)
                found = self._relevant.get(pair)
                if found is None:
                    found = self._relevant[pair] = self._relevance(square, there)
                relevant |= found
        return squares, relevant

    def touching_neighbours(self, square: Square, closed_door_mask: int) -> list[Square]:
        """The map squares next to `square` that no wall or closed door cuts
        off from it (the R-LOS-5 test), in the board's order of neighbours:
        where a figure stands to be next to a figure there. Remembered per
        square and doors closed (the caller must not change the list)."""
        key = (square, closed_door_mask)
        found = self._touching.get(key)
        if found is None:
            if len(self._touching) > 50_000:
                self._touching.clear()
            see = self._neighbours_see
            found = self._touching[key] = [
                n for n in self.board.neighbours(square) if see(n, square, closed_door_mask)
            ]
        return found

    def trace(self, start: Corner, end: Corner) -> Trace:
        """What the line between two corners touches, computed once."""
        rows = self._corner_rows
        first, last = start[0] * rows + start[1], end[0] * rows + end[1]
        if last < first:
            first, last = last, first
        key = first * self._corners + last
        found = self._traces.get(key)
        if found is None:
            found = self._traces[key] = self._trace_between(first, last)
        return found

    def _trace_between(self, first: int, last: int) -> Trace:
        """`_compute_trace` for two numbered corners, the lower first."""
        rows = self._corner_rows
        return self._compute_trace((first // rows, first % rows), (last // rows, last % rows))

    # --- the rules ---------------------------------------------------------

    def _square_sees(self, a: Square, b: Square, closed: int, blockers: int) -> bool:
        if a == b:
            return True
        if max(abs(b[0] - a[0]), abs(b[1] - a[1])) == 1:
            return self._neighbours_see(a, b, closed)
        lines = self._lines.get((a, b))
        if lines is None:
            lines = self._lines[(a, b)] = self._compute_lines(a, b)
        clear: list[tuple[int, int]] = []
        for i, j, doors, squares, ends in lines:
            if doors & closed or squares & blockers:
                continue
            if ends and not all(any(not (m & closed) for m in alts) for alts in ends):
                continue
            for pi, pj in clear:
                if pi != i and pj != j:
                    return True
            clear.append((i, j))
        return False

    def _compute_lines(self, a: Square, b: Square) -> list[Line]:
        """The 16 corner-to-corner lines between two squares, less those
        blocked for good, each with what may still block it. The corners,
        their pairs and the ways round them are numbers here (dictionary
        keys of small integers hash fastest): this runs for every new pair
        of squares a game looks along."""
        offset = (b[0] - a[0], b[1] - a[1])
        shape = self._shapes.get(offset)
        if shape is None:
            shape = self._shapes[offset] = self._board_shape(offset)
        traces = self._traces
        leavings = self._leavings
        corners = self._corners
        rows = self._corner_rows
        first_a = a[0] * rows + a[1]
        first_b = b[0] * rows + b[1]
        lines: list[Line] = []
        for i, j, step_a, step_b, way_a, way_b in shape:
            ca = first_a + step_a
            cb = first_b + step_b
            key = ca * corners + cb if ca <= cb else cb * corners + ca
            trace = traces.get(key)
            if trace is None:
                trace = traces[key] = (
                    self._trace_between(ca, cb) if ca <= cb else self._trace_between(cb, ca)
                )
            if trace[0]:
                continue  # blocked for good
            ends: tuple[tuple[int, ...], ...] = ()
            if way_a >= 0:  # the line does not leave straight out of its square
                way = ca * 64 + way_a
                alternatives = leavings[way] if way in leavings else self._leaving(way)
                if alternatives is None:
                    continue
                if alternatives:
                    ends = (alternatives,)
            if way_b >= 0:
                way = cb * 64 + way_b
                alternatives = leavings[way] if way in leavings else self._leaving(way)
                if alternatives is None:
                    continue
                if alternatives:
                    ends = (*ends, alternatives)
            lines.append((i, j, trace[1], trace[2], ends))
        return lines

    def _board_shape(self, offset: tuple[int, int]) -> _BoardShape:
        """`_line_shape` with this board's corner numbers: each line's corner
        offsets as steps between corner numbers, and the way round each end
        (`start * 8 + target`, or -1 when it leaves straight out)."""
        shape = _LINE_SHAPES.get(offset)
        if shape is None:
            shape = _LINE_SHAPES[offset] = _line_shape(*offset)
        rows = self._corner_rows
        return tuple(
            (
                i,
                j,
                ox * rows + oy,
                px * rows + py,
                leave_a * 8 + toward_a if leave_a != toward_a else -1,
                leave_b * 8 + toward_b if leave_b != toward_b else -1,
            )
            for i, j, ox, oy, px, py, leave_a, toward_a, leave_b, toward_b in shape
        )

    def _leaving(self, way: int) -> tuple[int, ...] | None:
        """`_ways_round` for a numbered way round a corner, remembered."""
        corner, start, target = way // 64, way // 8 % 8, way % 8
        rows = self._corner_rows
        found = self._leavings[way] = self._ways_round(corner // rows, corner % rows, start, target)
        return found

    def _ways_round(self, x: int, y: int, start: int, target: int) -> tuple[int, ...] | None:
        """How a line leaves its own square at its corner (x, y): from the
        square's quadrant (position `start` round the point, clockwise) to
        the line's direction (position `target`).

        End points are excluded from the blocker test (R-LOS-4), but a line
        must not slip out of its square through a wall or closed door that
        touches the corner it starts from (a figure beside a closed door does
        not see through it, R-MOVE-4). Going round the corner from the square
        to the line's direction, one way or the other, must not cross a wall,
        a closed door or an off-map square: the same test as for diagonal
        neighbours (R-LOS-5). Returns None when both ways are walled for
        good, () when one way is always open, else the door masks of the ways
        that doors may open (the line is clear when one of them is open).
        It depends on nothing else, so `_compute_lines` remembers it."""
        board = self.board
        alternatives: list[int] = []
        for step in (1, -1):
            position = start
            doors = 0
            closed_for_good = False
            while True:
                position = (position + step) % 8
                if position == target:
                    break
                if position % 2:  # a quadrant passed through
                    qx, qy = _POSITION_QUADRANT[position]
                    if not board.on_map((x + (qx - 1) // 2, y + (qy - 1) // 2)):
                        closed_for_good = True
                        break
                    continue
                a, b = _arm_squares(x, y, position)
                kind = board.edge_kind(a, b)
                if kind is EdgeKind.WALL:
                    closed_for_good = True
                    break
                if kind is EdgeKind.DOOR:
                    doors |= board.piece_bit[board.edge_piece[edge_between(a, b)]]
            if closed_for_good:
                continue
            if not doors:
                return ()
            alternatives.append(doors)
        return tuple(alternatives) if alternatives else None

    def _neighbours_see(self, a: Square, b: Square, closed: int) -> bool:
        """Neighbours always see each other unless walls or closed doors
        separate them; figures never block between neighbours (R-LOS-5)."""
        if a[0] == b[0] or a[1] == b[1]:
            return not self._edge_closed(a, b, closed)
        for via in ((b[0], a[1]), (a[0], b[1])):
            if not self.board.on_map(via):
                continue
            if self._edge_closed(a, via, closed) or self._edge_closed(via, b, closed):
                continue
            return True
        return False

    def _edge_closed(self, a: Square, b: Square, closed: int) -> bool:
        kind = self.board.edge_kind(a, b)
        if kind is EdgeKind.WALL:
            return True
        if kind is EdgeKind.DOOR:
            return bool(self.board.piece_bit[self.board.edge_piece[edge_between(a, b)]] & closed)
        return False  # open, or a barricade, which does not block LoS (R-MOVE-5)

    # --- exact tracing -----------------------------------------------------

    def _compute_trace(self, start: Corner, end: Corner) -> Trace:
        """Every square and edge the open segment start-end shares a point
        with, in integer arithmetic: positions along the line are counted in
        steps of 1/D (D = |dx·dy|, or 1 on a straight line), where every grid
        crossing falls on a whole step."""
        x0, y0 = start
        dx, dy = end[0] - x0, end[1] - y0
        pattern = self._patterns.get((dx, dy))
        if pattern is None:
            pattern = self._patterns[(dx, dy)] = self._pattern(dx, dy)
        left, top, right, bottom, square_bits, right_edges, below_edges = pattern
        board = self.board
        if (
            x0 + left < 0
            or y0 + top < 0
            or x0 + right >= board.width
            or y0 + bottom >= board.height
        ):
            return True, 0, 0  # off the map is solid (R-LOS-3 [D])
        shift = (y0 + top) * board.width + x0 + left
        squares = square_bits << shift
        if squares & self._off_map:
            return True, 0, 0
        right_edges <<= shift
        below_edges <<= shift
        if right_edges & self._walls_right or below_edges & self._walls_below:
            return True, 0, 0
        door_bits = 0
        for edges, doors, across in (
            (right_edges, self._doors_right, True),
            (below_edges, self._doors_below, False),
        ):
            touched = edges & doors
            while touched:
                low = touched & -touched
                door_bits |= self._door_at[(low.bit_length() - 1, across)]
                touched ^= low
        return False, door_bits, squares

    def _pattern(self, dx: int, dy: int) -> _Pattern:
        """What a line from (0, 0) to (dx, dy) touches, as bit masks on this
        board's rows from its top-left square: the same for every line of
        that shape, wherever it starts (only the board under it differs)."""
        squares: set[Square] = set()
        edges: set[tuple[Square, Square]] = set()
        if dx == 0 or dy == 0:
            self._trace_straight(0, 0, dx, dy, squares, edges)
        else:
            self._trace_slanted(0, 0, dx, dy, squares, edges)
        left = min(c for c, _ in squares)
        top = min(r for _, r in squares)
        right = max(c for c, _ in squares)
        bottom = max(r for _, r in squares)
        width = self.board.width

        def bit(square: Square) -> int:
            return 1 << ((square[1] - top) * width + square[0] - left)

        square_bits = right_edges = below_edges = 0
        for square in squares:
            square_bits |= bit(square)
        for a, b in edges:  # in edge_between order: a is left of or above b
            if a[1] == b[1]:
                right_edges |= bit(a)
            else:
                below_edges |= bit(a)
        return left, top, right, bottom, square_bits, right_edges, below_edges

    def _trace_straight(
        self, x0: int, y0: int, x1: int, y1: int, squares: set[Square], edges: set
    ) -> None:
        if x0 == x1:
            lo, hi = sorted((y0, y1))
            for y in range(lo, hi):
                squares.update(((x0 - 1, y), (x0, y)))
                edges.add(((x0 - 1, y), (x0, y)))  # the vertical edge run along
            for y in range(lo + 1, hi):
                _touch_point(x0, y, squares, edges)
        else:
            lo, hi = sorted((x0, x1))
            for x in range(lo, hi):
                squares.update(((x, y0 - 1), (x, y0)))
                edges.add(((x, y0 - 1), (x, y0)))  # the horizontal edge run along
            for x in range(lo + 1, hi):
                _touch_point(x, y0, squares, edges)

    def _trace_slanted(
        self, x0: int, y0: int, dx: int, dy: int, squares: set[Square], edges: set
    ) -> None:
        big_d = abs(dx * dy)
        steps = {0, big_d}
        for k in range(1, abs(dx)):  # vertical grid lines crossed
            steps.add(k * abs(dy))
        for m in range(1, abs(dy)):  # horizontal grid lines crossed
            steps.add(m * abs(dx))
        ordered = sorted(steps)
        # x(T) = x0 + dx*T/D; with T counted in whole steps of 1/D.
        for t in ordered[1:-1]:
            xn, yn = x0 * big_d + dx * t, y0 * big_d + dy * t
            fx, rx = divmod(xn, big_d)
            fy, ry = divmod(yn, big_d)
            if rx == 0 and ry == 0:
                _touch_point(fx, fy, squares, edges)
            elif rx == 0:  # on the vertical line x = fx, inside row fy
                squares.update(((fx - 1, fy), (fx, fy)))
                edges.add(((fx - 1, fy), (fx, fy)))
            else:  # on the horizontal line y = fy, inside column fx
                squares.update(((fx, fy - 1), (fx, fy)))
                edges.add(((fx, fy - 1), (fx, fy)))
        for t0, t1 in pairwise(ordered):
            mid = t0 + t1  # twice the midpoint, over 2D
            fx = (x0 * 2 * big_d + dx * mid) // (2 * big_d)
            fy = (y0 * 2 * big_d + dy * mid) // (2 * big_d)
            squares.add((fx, fy))


def _touch_point(x: int, y: int, squares: set[Square], edges: set) -> None:
    """A lattice point touches the four squares and four edges around it."""
    squares.update(((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)))
    edges.update(
        (
            ((x - 1, y - 1), (x - 1, y)),
            ((x, y - 1), (x, y)),
            ((x - 1, y - 1), (x, y - 1)),
            ((x - 1, y), (x, y)),
        )
    )


def _corners(square: Square) -> tuple[Corner, Corner, Corner, Corner]:
    x, y = square
    return (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)


def _squares(where: Square | Sequence[Square]) -> Sequence[Square]:
    if len(where) == 2 and isinstance(where[0], int):
        return (where,)  # type: ignore[return-value]
    return where  # type: ignore[return-value]


LineShape = tuple[tuple[int, int, int, int, int, int, int, int, int, int], ...]
"""The 16 lines between two squares (dx, dy) apart, as `_compute_lines`
walks them: (corner numbers i, j; each corner's offset from its square;
for each end, the square's quadrant and the line's direction as positions
round the corner)."""

_LINE_SHAPES: dict[tuple[int, int], LineShape] = {}

_BoardShape = tuple[tuple[int, int, int, int, int, int], ...]
"""A `LineShape` on one board (`LineOfSight._board_shape`): (corner numbers
i, j; the steps from each square's first corner number to the line's corner;
each end's way round, `start * 8 + target`, or -1)."""


def _line_shape(dx: int, dy: int) -> LineShape:
    shape = []
    offsets = _corners((0, 0))
    for i, (ox, oy) in enumerate(offsets):
        for j, (px, py) in enumerate(offsets):
            # corner a at (ox, oy), corner b at (dx + px, dy + py), from square a's origin
            ex, ey = dx + px - ox, dy + py - oy
            leave_a = _QUADRANT_POSITION[(1 if ox == 0 else -1, 1 if oy == 0 else -1)]
            leave_b = _QUADRANT_POSITION[(1 if px == 0 else -1, 1 if py == 0 else -1)]
            shape.append(
                (
                    i,
                    j,
                    ox,
                    oy,
                    px,
                    py,
                    leave_a,
                    _direction_position(ex, ey),
                    leave_b,
                    _direction_position(-ex, -ey),
                )
            )
    return tuple(shape)
