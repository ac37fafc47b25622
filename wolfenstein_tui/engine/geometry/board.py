"""The static geometry of a mission's map.

A `Board` is built once from a validated mission and never changes; what
changes during a game (doors opened, barricades removed, figures moving) is
passed to the queries as plain sets, so the same board serves every state.
Squares are `(column, row)` pairs; inside, they are also numbered
`row * width + column` so that sets of squares can be bit masks.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import StrEnum

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.mapdraw import Edge, EdgeKind, MapLayout, Piece, edge_between
from wolfenstein_tui.content.records.mission import Mission, ZoneKind
from wolfenstein_tui.content.records.squares import Square, parse_square

ORTHOGONAL: tuple[Square, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL: tuple[Square, ...] = ((1, 1), (1, -1), (-1, 1), (-1, -1))
DIRECTIONS: tuple[Square, ...] = ORTHOGONAL + DIAGONAL


class TokenKind(StrEnum):
    HERO_SPAWN = "hero_spawn"
    NAZI_SPAWN = "nazi_spawn"
    EVENT = "event"
    CHEST = "chest"
    OBJECTIVE = "objective"
    PASSAGE = "passage"


BLOCKING_TOKENS = frozenset({TokenKind.EVENT, TokenKind.CHEST, TokenKind.OBJECTIVE})
"""No figure may enter these squares (R-MOVE-6)."""


@frozen_record
class ZoneInfo:
    """A room or corridor of the map: its key, name, kind and squares."""

    key: str
    name: str
    kind: ZoneKind
    squares: frozenset[Square]


def chebyshev(a: Square, b: Square) -> int:
    """Range counts orthogonal and diagonal squares alike (R-ATK-2)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _spawn_squares(tokens: dict[Square, tuple[TokenKind, str]]) -> frozenset[Square]:
    """The squares holding a spawn token, where no figure stops (R-MOVE-7)."""
    return frozenset(
        square
        for square, (kind, _) in tokens.items()
        if kind in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN)
    )


class Board:
    def __init__(self, mission: Mission, layout: MapLayout) -> None:
        zones_grid = layout.zones
        layout_walls = layout.walls
        pieces = layout.pieces
        self.width = len(zones_grid[0]) if zones_grid else 0
        self.height = len(zones_grid)
        self._zone_grid = zones_grid
        self.zones: dict[str, ZoneInfo] = {}
        for key, spec in mission.zones.items():
            squares = frozenset(
                (column, row)
                for row, line in enumerate(zones_grid)
                for column, zone in enumerate(line)
                if zone == key
            )
            self.zones[key] = ZoneInfo(key, spec.name, spec.kind, squares)
        self.walls = layout_walls
        self.pieces: dict[str, Piece] = {piece.id: piece for piece in pieces}
        self.edge_piece: dict[Edge, str] = {
            edge: piece.id for piece in pieces for edge in piece.edges
        }
        self.piece_bit: dict[str, int] = {piece.id: 1 << n for n, piece in enumerate(pieces)}
        self.doors = frozenset(p.id for p in pieces if p.kind is EdgeKind.DOOR)
        self.barricades = frozenset(p.id for p in pieces if p.kind is EdgeKind.BARRICADE)

        self.difficult = frozenset(parse_square(name) for name in mission.difficult_terrain)
        tokens: dict[Square, tuple[TokenKind, str]] = {}
        for letter, name in mission.hero_spawns.items():
            tokens[parse_square(name)] = (TokenKind.HERO_SPAWN, letter)
        for letter, name in mission.nazi_spawns.items():
            tokens[parse_square(name)] = (TokenKind.NAZI_SPAWN, letter)
        for name in mission.events:
            tokens[parse_square(name)] = (TokenKind.EVENT, name)
        for name in mission.chests:
            tokens[parse_square(name)] = (TokenKind.CHEST, name)
        for letter, name in mission.objective_tokens.items():
            tokens[parse_square(name)] = (TokenKind.OBJECTIVE, letter)
        self.passage_pair: dict[Square, Square] = {}
        for letter, (first, second) in mission.passages.items():
            a, b = parse_square(first), parse_square(second)
            tokens[a] = (TokenKind.PASSAGE, letter)
            tokens[b] = (TokenKind.PASSAGE, letter)
            self.passage_pair[a], self.passage_pair[b] = b, a
        self.tokens = tokens
        self.spawn_squares = _spawn_squares(tokens)
        self.hero_spawns = {letter: parse_square(n) for letter, n in mission.hero_spawns.items()}
        self.nazi_spawns = {letter: parse_square(n) for letter, n in mission.nazi_spawns.items()}

        self.zone_adjacency = self._zone_adjacency()
        self._corner_cache: dict[tuple[int, int], tuple[bool, int]] = {}
        self.path_memo: dict[object, object] = {}
        """Answers of paths.py's searches on this board (pure functions of
        their arguments), kept across turns and games: the legal moves and
        the smart player ask the same question in one decision."""
        self.step_memo: dict[tuple[Square, Square], tuple[str, int]] = {}
        """What stands between two orthogonal neighbours, for paths.py's steps."""
        self.step_tables: dict[tuple[object, ...], dict[Square, tuple[object, ...]]] = {}
        """Each anchor's steps per mover and doors standing, for paths.py's searches."""
        self.step_rows: dict[tuple[object, ...], tuple[object, ...]] = {}
        """One anchor's steps per mover and the doors standing around it."""
        self.pieces_near: dict[tuple[Square, bool], int] = {}
        """The doors and barricades a step from a square may meet, as bits."""
        self.stops: dict[tuple[Square, bool], bool] = {}
        """Whether a figure may stop on a square when no friend stands there."""

    @classmethod
    def from_mission(cls, loaded: LoadedMission) -> Board:
        return cls(loaded.mission, loaded.layout)

    # --- squares -----------------------------------------------------------

    def on_map(self, square: Square) -> bool:
        column, row = square
        return (
            0 <= column < self.width
            and 0 <= row < self.height
            and (self._zone_grid[row][column] is not None)
        )

    def zone_of(self, square: Square) -> str | None:
        column, row = square
        if 0 <= column < self.width and 0 <= row < self.height:
            return self._zone_grid[row][column]
        return None

    def index(self, square: Square) -> int:
        return square[1] * self.width + square[0]

    def square_at(self, index: int) -> Square:
        return index % self.width, index // self.width

    def mask(
        self, squares: Iterator[Square] | frozenset[Square] | set[Square] | list[Square]
    ) -> int:
        bits = 0
        for square in squares:
            bits |= 1 << self.index(square)
        return bits

    def squares(self) -> Iterator[Square]:
        for row in range(self.height):
            for column in range(self.width):
                if self._zone_grid[row][column] is not None:
                    yield column, row

    def neighbours(self, square: Square) -> Iterator[Square]:
        """The up to 8 map squares touching this one."""
        column, row = square
        for dc, dr in DIRECTIONS:
            other = (column + dc, row + dr)
            if self.on_map(other):
                yield other

    def token_at(self, square: Square) -> tuple[TokenKind, str] | None:
        return self.tokens.get(square)

    # --- edges and corners -------------------------------------------------

    def edge_kind(self, a: Square, b: Square) -> EdgeKind | None:
        """What separates two orthogonal neighbours: None when open. The
        outline of the map is a wall (R-MAP-1)."""
        inside_a, inside_b = self.on_map(a), self.on_map(b)
        if inside_a != inside_b:
            return EdgeKind.WALL
        if not inside_a:
            return None
        edge = edge_between(a, b)
        if edge in self.walls:
            return EdgeKind.WALL
        piece = self.edge_piece.get(edge)
        return self.pieces[piece].kind if piece is not None else None

    def corner_arms(self, x: int, y: int) -> tuple[bool, int]:
        """The edges meeting at lattice point (x, y): whether one of them is a
        wall (outline included), and the bit mask of the doors and
        barricades among them."""
        key = (x, y)
        cached = self._corner_cache.get(key)
        if cached is not None:
            return cached
        arms = (
            ((x - 1, y - 1), (x - 1, y)),
            ((x, y - 1), (x, y)),
            ((x - 1, y - 1), (x, y - 1)),
            ((x - 1, y), (x, y)),
        )
        wall, pieces = False, 0
        for a, b in arms:
            kind = self.edge_kind(a, b)
            if kind is EdgeKind.WALL:
                wall = True
            elif kind is not None:
                pieces |= self.piece_bit[self.edge_piece[edge_between(a, b)]]
        self._corner_cache[key] = (wall, pieces)
        return wall, pieces

    def diagonal_blocked(self, a: Square, b: Square, closed_mask: int) -> bool:
        """A diagonal step passes through the corner the squares share; a wall,
        closed door or barricade touching that point forbids it (R-MOVE-3).
        `closed_mask` has the bits of closed doors and standing barricades."""
        x = max(a[0], b[0])
        y = max(a[1], b[1])
        wall, pieces = self.corner_arms(x, y)
        return wall or bool(pieces & closed_mask)

    def touches(self, squares: Iterable[Square], piece: str) -> bool:
        """Whether one of the squares has a side on the door or barricade:
        where a figure stands to open or remove it (R-MOVE-4, R-MOVE-5)."""
        edges = self.pieces[piece].edges
        return any(square in edge for square in squares for edge in edges)

    def closed_mask(self, closed_doors: frozenset[str], barricades: frozenset[str]) -> int:
        piece_bit = self.piece_bit
        bits = 0
        for piece in closed_doors:
            bits |= piece_bit[piece]
        for piece in barricades:
            bits |= piece_bit[piece]
        return bits

    def step_allowed(self, a: Square, b: Square, closed_mask: int) -> bool:
        """Whether a figure may step from `a` to the neighbouring `b` as far as
        walls, doors and barricades are concerned (squares' contents aside)."""
        if not self.on_map(b):
            return False
        if a[0] != b[0] and a[1] != b[1]:
            return not self.diagonal_blocked(a, b, closed_mask)
        kind = self.edge_kind(a, b)
        if kind is None:
            return True
        if kind is EdgeKind.WALL:
            return False
        return not (self.piece_bit[self.edge_piece[edge_between(a, b)]] & closed_mask)

    # --- zones -------------------------------------------------------------

    def _zone_adjacency(self) -> dict[str, frozenset[str]]:
        """Two zones are adjacent when they share a square edge that is not a
        declared wall; a door, open or closed, counts (R-MAP-2)."""
        adjacent: dict[str, set[str]] = {key: set() for key in self.zones}
        for square in self.squares():
            here = self.zone_of(square)
            for dc, dr in ((1, 0), (0, 1)):
                other = (square[0] + dc, square[1] + dr)
                there = self.zone_of(other)
                if there is None or there == here or here is None:
                    continue
                if edge_between(square, other) in self.walls:
                    continue
                adjacent[here].add(there)
                adjacent[there].add(here)
        return {key: frozenset(value) for key, value in adjacent.items()}
