"""Movement costs and shortest paths in AP, for heroes and for nazis.

One square costs 1 AP, orthogonally or diagonally (R-MOVE-1), 1 more to enter
difficult terrain (R-MOVE-2). Walls block; a diagonal step may not cut a
corner touched by a wall, closed door or barricade (R-MOVE-3). Heroes open a
door as an action of its own, so a closed door stops their paths; nazis open
doors on their way for 1 AP (R-AI-11) but never cross barricades or passage
tokens. Figures pass through friends but stop only on free squares, never
enter enemies (R-MOVE-8); no one enters event, chest or objective tokens
(R-MOVE-6) or stops on a spawn (R-MOVE-7). A hero on a secret passage token
may travel to its pair for 1 AP (R-MOVE-9). Large figures move their 2×2
footprint, named by its top-left square, and never stop astride a door
(R-LARGE-1).

Long because: one step's rules and the tables of steps that
the searches read (which must give the same costs and parents) are kept
side by side, so that a change to one is seen against the other.
"""

from __future__ import annotations

from dataclasses import field
from enum import StrEnum
from typing import Literal, cast

from wolfenstein_tui.base.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import BLOCKING_TOKENS, DIRECTIONS, Board, TokenKind


class Side(StrEnum):
    HEROES = "heroes"
    NAZIS = "nazis"


@frozen_record  # the nazis and the legal moves make one for every figure and change
class Traffic:
    """What is on the board right now, as far as moving is concerned."""

    closed_doors: frozenset[str] = frozenset()
    barricades: frozenset[str] = frozenset()
    """Barricades still standing."""
    friends: frozenset[Square] = frozenset()
    """Squares of the mover's friends (not the mover itself): pass, don't stop."""
    enemies: frozenset[Square] = frozenset()
    """Squares of the mover's enemies: never entered."""
    removed_tokens: frozenset[Square] = frozenset()
    """Squares whose event, chest or objective token has been taken away."""


@frozen_record  # every path the nazis walk is made of these
class Step:
    """One step of a path, with the AP spent so far and what it opened or used."""

    square: Square
    """Where the mover is after this step (a large figure's top-left square)."""
    cost: int
    """AP spent from the start up to and including this step."""
    opened_door: str | None = None
    passage: bool = False


@frozen_record
class Mover:
    """Who moves, as the path search needs to know it: side, size and what it may
    open or use."""

    side: Side
    large: bool = False
    opens_doors: bool | None = None
    """Whether closed doors are opened on the way (1 AP each); nazis do,
    heroes only when planning (their door opening is an action of its own)."""
    use_passages: bool = True
    """Heroes may travel between paired passage tokens (nazis never do); a
    Move command leaves it out, travel being an action of its own."""

    @property
    def may_open_doors(self) -> bool:
        if self.opens_doors is None:
            return self.side is Side.NAZIS
        return self.opens_doors


HERO = Mover(Side.HEROES)
NAZI = Mover(Side.NAZIS)
LARGE_NAZI = Mover(Side.NAZIS, large=True)


def footprint(anchor: Square, large: bool) -> tuple[Square, ...]:
    if not large:
        return (anchor,)
    c, r = anchor
    return ((c, r), (c + 1, r), (c, r + 1), (c + 1, r + 1))


def reach_to(square: Square, anchor: Square, large: bool) -> int:
    """The range from `square` to the nearest square of the figure at
    `anchor` (R-ATK-2): `min(chebyshev(square, s) for s in footprint(anchor,
    large))`, worked out on the footprint's rectangle without listing it
    (the smart player and the legal attacks ask it for every square and
    figure)."""
    x, y = square
    c, r = anchor
    if large:
        dx = c - x if x < c else (x - c - 1 if x > c + 1 else 0)
        dy = r - y if y < r else (y - r - 1 if y > r + 1 else 0)
    else:
        dx = c - x if x < c else x - c
        dy = r - y if y < r else y - r
    return dx if dx > dy else dy


@mutable_record
class _Search:
    """One path search's board, mover and the masks of what blocks it."""

    board: Board
    mover: Mover
    traffic: Traffic
    barricade_mask: int = 0
    door_mask: int = 0
    closed_mask: int = 0
    entry_cache: dict[Square, bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        board = self.board
        self.barricade_mask = board.closed_mask(frozenset(), self.traffic.barricades)
        self.door_mask = board.closed_mask(self.traffic.closed_doors, frozenset())
        self.closed_mask = self.barricade_mask | self.door_mask

    def enterable(self, square: Square) -> bool:
        """May the mover's figure cover this square at all (passing through)?"""
        cached = self.entry_cache.get(square)
        if cached is not None:
            return cached
        board, traffic = self.board, self.traffic
        allowed = board.on_map(square) and square not in traffic.enemies
        if allowed:
            token = board.tokens.get(square)
            if token is not None:
                kind = token[0]
                if (kind in BLOCKING_TOKENS and square not in traffic.removed_tokens) or (
                    kind is TokenKind.PASSAGE and self.mover.side is Side.NAZIS
                ):
                    allowed = False
        self.entry_cache[square] = allowed
        return allowed

    def can_stop(self, anchor: Square) -> bool:
        large = self.mover.large
        friends = self.traffic.friends
        if friends and not friends.isdisjoint(footprint(anchor, large)):
            return False
        key = (anchor, large)
        found = self.board.stops.get(key)
        if found is None:
            found = self.board.stops[key] = _may_stop(self.board, anchor, large)
        return found

    def _diagonal_door(self, a: Square, b: Square) -> str | Literal[False] | None:
        """A diagonal step's corner (R-MOVE-3 [D]): False when it is blocked,
        None when it is free, or the id of the one closed door touching it
        that the mover opens first from `a` (1 AP), e.g. in a wide doorway."""
        board = self.board
        wall, pieces = board.corner_arms(max(a[0], b[0]), max(a[1], b[1]))
        if wall or pieces & self.barricade_mask:
            return False
        closed = pieces & self.door_mask
        if not closed:
            return None
        if not self.mover.may_open_doors:
            return False
        doors = [d for d in board.doors if board.piece_bit[d] & closed]
        if len(doors) != 1 or not _touches(board, a, doors[0]):
            return False
        return doors[0]

    def step(self, anchor: Square, direction: Square) -> tuple[int, str | None] | None:
        """Cost of one step (extra AP beyond the first, door opened) or None."""
        if not self.mover.large:
            return self._small_step(anchor, direction)
        board = self.board
        dc, dr = direction
        large = self.mover.large
        new_anchor = (anchor[0] + dc, anchor[1] + dr)
        old = footprint(anchor, large)
        new = footprint(new_anchor, large)
        diagonal = dc != 0 and dr != 0
        opened: str | None = None
        for square in new:
            if square not in old and not self.enterable(square):
                return None
        for square in old:
            target = (square[0] + dc, square[1] + dr)
            if target in old:
                continue  # an edge inside the footprint was passed already
            if diagonal:
                door = self._diagonal_door(square, target)
                if door is False:
                    return None
                if door is not None:
                    if opened not in (None, door):
                        return None
                    opened = door
                continue
            kind = board.edge_kind(square, target)
            if kind is None:
                continue
            if kind is EdgeKind.WALL:
                return None
            piece = board.edge_piece[edge_between(square, target)]
            bit = board.piece_bit[piece]
            if bit & self.barricade_mask:
                return None
            if bit & self.door_mask:
                if not self.mover.may_open_doors:
                    return None
                if opened not in (None, piece):
                    return None  # two different doors in one step: not a doorway
                opened = piece
        if large:
            for a, b in _inner_edges(*new_anchor):
                kind = board.edge_kind(a, b)
                if kind is EdgeKind.WALL:
                    return None
                if kind is not None:
                    piece = board.edge_piece[edge_between(a, b)]
                    bit = board.piece_bit[piece]
                    if bit & self.barricade_mask:
                        return None
                    if bit & self.door_mask and piece != opened:
                        return None
        extra = 1 if any(s in board.difficult for s in new if s not in old) else 0
        if opened is not None:
            extra += 1
        return extra, opened

    def _small_step(self, anchor: Square, direction: Square) -> tuple[int, str | None] | None:
        """`step` for a one-square figure: the same answers, with what the
        walls and pieces between two squares say looked up once a board."""
        board = self.board
        dc, dr = direction
        target = (anchor[0] + dc, anchor[1] + dr)
        if not self.enterable(target):
            return None
        opened: str | None = None
        if dc != 0 and dr != 0:
            door = self._diagonal_door(anchor, target)
            if door is False:
                return None
            opened = door
        else:
            key = (anchor, target)
            edge = board.step_memo.get(key)
            if edge is None:
                edge = board.step_memo[key] = _edge_between(board, anchor, target)
            if edge is _WALL:
                return None
            if edge is not _OPEN:
                piece, bit = edge
                if bit & self.barricade_mask:
                    return None
                if bit & self.door_mask:
                    if not self.mover.may_open_doors:
                        return None
                    opened = piece
        extra = 1 if target in board.difficult else 0
        if opened is not None:
            extra += 1
        return extra, opened


_WALL = ("wall", 0)
_OPEN = ("open", 0)


def _edge_between(board: Board, a: Square, b: Square) -> tuple[str, int]:
    """What stands between two orthogonal neighbours for a step: a wall, nothing,
    or a piece (door or barricade) and its bit."""
    kind = board.edge_kind(a, b)
    if kind is None:
        return _OPEN
    if kind is EdgeKind.WALL:
        return _WALL
    piece = board.edge_piece[edge_between(a, b)]
    return piece, board.piece_bit[piece]


def _touches(board: Board, square: Square, piece: str) -> bool:
    return board.touches([square], piece)


def _may_stop(board: Board, anchor: Square, large: bool) -> bool:
    """Whether a figure may stop here when no friend stands there: not on a
    spawn (R-MOVE-7), and a large figure not astride a door (R-LARGE-1)."""
    for square in footprint(anchor, large):
        token = board.tokens.get(square)
        if token is not None and token[0] in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN):
            return False
    if large:
        c, r = anchor
        for a, b in _inner_edges(c, r):
            if board.edge_kind(a, b) is EdgeKind.DOOR:
                return False
    return True


def _inner_edges(c: int, r: int) -> tuple[tuple[Square, Square], ...]:
    return (
        ((c, r), (c + 1, r)),
        ((c, r + 1), (c + 1, r + 1)),
        ((c, r), (c, r + 1)),
        ((c + 1, r), (c + 1, r + 1)),
    )


StepRow = tuple[tuple[Square, int, "str | None", tuple[Square, ...], tuple[Square, ...]], ...]
"""The steps out of one anchor square with the doors and barricades of one
moment: (where to, AP, door opened, the squares newly covered, which must
hold no enemy, and those of them with a blocking token, which must have
been taken away)."""

INFINITE_AP = 10**9
"""A search without a budget."""

STEP_TABLES = 64
"""Tables of steps kept per board (one per mover and set of doors and
barricades standing); past it they start again."""


def _step_table(search: _Search) -> dict[Square, StepRow]:
    """The steps of every anchor square for this search's mover, doors and
    barricades, filled as the anchors are reached and kept on the board:
    walls, doors, barricades, terrain and tokens never change within one
    set of doors standing, only the figures do (checked by the caller)."""
    mover = search.mover
    key = (mover.large, mover.side, mover.may_open_doors, search.door_mask, search.barricade_mask)
    tables = cast("dict[tuple[object, ...], dict[Square, StepRow]]", search.board.step_tables)
    table = tables.get(key)
    if table is None:
        if len(tables) >= STEP_TABLES:
            tables.clear()
        table = tables[key] = {}
    return table


def _static_steps(search: _Search, here: Square) -> StepRow:
    """`_Search.step` in every direction from `here` with no figure on the
    board and every token in place, less the squares no figure ever covers;
    what the figures and taken tokens change is kept apart. Only the doors
    and barricades among the squares around `here` matter, so the answer is
    shared by every set of doors that agrees on them."""
    board = search.board
    mover = search.mover
    large = mover.large
    near = _pieces_near(board, here, large)
    key = (
        here,
        large,
        mover.side,
        mover.may_open_doors,
        search.door_mask & near,
        search.barricade_mask & near,
    )
    rows = cast("dict[tuple[object, ...], StepRow]", board.step_rows)
    found = rows.get(key)
    if found is not None:
        return found
    doors, bars = search.traffic.closed_doors, search.traffic.barricades
    row = []
    old = footprint(here, large)
    plain = _Search(board, mover, Traffic(doors, bars))
    for direction in DIRECTIONS:
        there = (here[0] + direction[0], here[1] + direction[1])
        new = tuple(s for s in footprint(there, large) if s not in old)
        if not all(board.on_map(s) for s in new):
            continue
        if mover.side is Side.NAZIS and any(
            board.tokens.get(s, (None,))[0] is TokenKind.PASSAGE for s in new
        ):
            continue
        tokens = tuple(s for s in new if board.tokens.get(s, (None,))[0] in BLOCKING_TOKENS)
        still = plain
        if tokens:
            still = _Search(board, mover, Traffic(doors, bars, removed_tokens=frozenset(tokens)))
        result = still.step(here, direction)
        if result is not None:
            extra, opened = result
            row.append((there, 1 + extra, opened, new, tokens))
    found = rows[key] = tuple(row)
    return found


def _pieces_near(board: Board, here: Square, large: bool) -> int:
    """The bits of the doors and barricades on the edges between the squares
    a step from `here` may look at (the block one square wider than the
    figure all round): walls, corners and doors of a step lie among them."""
    key = (here, large)
    found = board.pieces_near.get(key)
    if found is None:
        size = 2 if large else 1
        c, r = here
        found = 0
        for column in range(c - 1, c + size + 1):
            for row in range(r - 1, r + size + 1):
                for other in ((column + 1, row), (column, row + 1)):
                    if other[0] > c + size or other[1] > r + size:
                        continue
                    piece = board.edge_piece.get(edge_between((column, row), other))
                    if piece is not None:
                        found |= board.piece_bit[piece]
        board.pieces_near[key] = found
    return found


def _explore(
    board: Board,
    start: Square,
    mover: Mover,
    traffic: Traffic,
    budget: int | None,
    goals: frozenset[Square] | None = None,
) -> tuple[
    dict[Square, int], dict[Square, tuple[Square, str | None, bool]], Square | None, _Search
]:
    """Dijkstra over anchor squares; stops early at the first stoppable goal.

    Each anchor's steps come from a table of the board's walls and pieces
    for the doors and barricades standing (`_step_table`), tried in the
    order of DIRECTIONS as `_Search.step` would, with only the figures and
    the taken tokens checked here: the same costs and parents, without
    working the walls out again search after search."""
    search = _Search(board, mover, traffic)
    table = _step_table(search)
    enemies = traffic.enemies
    removed = traffic.removed_tokens
    passages = (
        board.passage_pair
        if mover.side is Side.HEROES and mover.use_passages and not mover.large
        else {}
    )
    best: dict[Square, int] = {start: 0}
    parent: dict[Square, tuple[Square, str | None, bool]] = {}
    # Squares are settled cost by cost, each cost's in the order they were
    # reached (a step costs 1 AP or more, so none joins the cost being
    # settled): the order a heap of (cost, arrival) gives, so the same
    # parents win, without the heap.
    buckets: list[list[Square]] = [[start]]
    limit = budget if budget is not None else INFINITE_AP
    found: Square | None = None
    cost = 0
    while cost < len(buckets) and found is None:
        for here in buckets[cost]:
            if cost > best[here]:
                continue  # reached since for less
            if goals is not None and here in goals and here != start and search.can_stop(here):
                found = here
                break
            row = table.get(here)
            if row is None:
                row = table[here] = _static_steps(search, here)
            for there, price, opened, new, tokens in row:
                if enemies and not enemies.isdisjoint(new):
                    continue
                if tokens and not removed.issuperset(tokens):
                    continue
                total = cost + price
                if total > limit:
                    continue
                if total < best.get(there, total + 1):
                    best[there] = total
                    parent[there] = (here, opened, False)
                    while len(buckets) <= total:
                        buckets.append([])
                    buckets[total].append(there)
            if here in passages:
                there = passages[here]
                if search.enterable(there):
                    total = cost + 1
                    if total <= limit and total < best.get(there, total + 1):
                        best[there] = total
                        parent[there] = (here, None, True)
                        while len(buckets) <= total:
                            buckets.append([])
                        buckets[total].append(there)
        cost += 1
    return best, parent, found, search


def movement_costs(
    board: Board,
    start: Square,
    mover: Mover,
    traffic: Traffic,
    budget: int | None = None,
) -> dict[Square, int]:
    """Least AP to reach every square the mover may END a move on (within the
    budget, if one is given). The start square is included at cost 0."""
    # A square within the budget is reached by its cheapest path whatever
    # the budget (costs only grow along a path), so one search with a larger
    # budget answers a smaller one: the costs it found up to that budget.
    key = ("costs", start, mover, traffic)
    known = board.path_memo.get(key)
    if known is not None:
        searched, costs, _, _ = cast("_Searched", known)
        if searched is None or (budget is not None and budget <= searched):
            if budget is None or budget == searched:
                return dict(costs)
            return {square: cost for square, cost in costs.items() if cost <= budget}
    best, parent, _, search = _explore(board, start, mover, traffic, budget)
    if mover.large:
        found = {
            square: cost
            for square, cost in best.items()
            if square == start or search.can_stop(square)
        }
    else:
        found = _small_stops(board, start, best, traffic.friends)
    _remember(board, key, (budget, found, best, parent))
    return dict(found)


def _small_stops(
    board: Board, start: Square, best: dict[Square, int], friends: frozenset[Square]
) -> dict[Square, int]:
    """The costs of the squares a one-square figure may stop on (the start,
    and `_Search.can_stop` written out: no friend there, `_may_stop`)."""
    stops = board.stops
    found = {}
    for square, cost in best.items():
        if square != start:
            if square in friends:
                continue
            allowed = stops.get((square, False))
            if allowed is None:
                allowed = stops[(square, False)] = _may_stop(board, square, False)
            if not allowed:
                continue
        found[square] = cost
    return found


_Searched = tuple[
    "int | None",
    dict[Square, int],
    dict[Square, int],
    dict[Square, tuple[Square, "str | None", bool]],
]
"""A `movement_costs` search remembered: its budget, the costs of the
squares where the mover may stop, every square's cost and its parent."""


MEMO_SIZE = 4096
"""Searches remembered per board; past it the memo starts again."""


def _remember(board: Board, key: object, value: object) -> None:
    if len(board.path_memo) >= MEMO_SIZE:
        board.path_memo.clear()
    board.path_memo[key] = value


def shortest_path(
    board: Board,
    start: Square,
    goals: frozenset[Square] | set[Square] | Square,
    mover: Mover,
    traffic: Traffic,
    budget: int | None = None,
) -> list[Step] | None:
    """The cheapest legal path to any of the goals where the mover may stop,
    as steps (excluding the start); None when there is none. Among equal
    paths the result is deterministic."""
    if isinstance(goals, tuple):
        goals = frozenset({goals})
    goal_set = frozenset(goals)
    if start in goal_set:
        return []
    key = ("path", start, goal_set, mover, traffic, budget)
    if key in board.path_memo:
        known = board.path_memo[key]
        return None if known is None else list(known)  # type: ignore[call-overload]
    searched = board.path_memo.get(("costs", start, mover, traffic))
    if searched is not None and budget is None and len(goal_set) == 1:
        # A move to a square the legal moves found: their search settled it
        # in the same order as this one would (a budget only leaves out
        # dearer squares, popped after it), so its parents give the same path.
        _, costs, best, parent = cast("_Searched", searched)
        found: Square | None = next(iter(goal_set))
        if found not in costs:
            best, parent, found, _ = _explore(board, start, mover, traffic, budget, goal_set)
    else:
        best, parent, found, _ = _explore(board, start, mover, traffic, budget, goal_set)
    if found is None:
        _remember(board, key, None)
        return None
    steps: list[Step] = []
    here = found
    while here != start:
        previous, opened, passage = parent[here]
        steps.append(Step(here, best[here], opened, passage))
        here = previous
    steps.reverse()
    _remember(board, key, tuple(steps))
    return steps
