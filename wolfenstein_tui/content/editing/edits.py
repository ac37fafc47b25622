"""The changes a mission designer makes to a mission, one small value each.

Every edit is a plain frozen value: the draft (draft.py) applies it to the
mission's YAML document, and undoes it by going back to the text it had
before, so an edit never has to know its own inverse. Squares are named as
players name them (`A1`, `C12`: squares.py); a side of a square is one of
n, e, s, w.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from wolfenstein_tui.content.records.walk import FieldPath

Side = Literal["n", "e", "s", "w"]
SIDES: tuple[Side, ...] = ("n", "e", "s", "w")

EdgeMark = Literal["open", "wall", "door", "barricade"]
"""What lies on the edge between two squares: nothing, a wall, a door or a
barricade (the map's own EdgeKind values, with "open" for no edge kind)."""
EDGE_MARKS: tuple[EdgeMark, ...] = ("open", "wall", "door", "barricade")

ZoneKindName = Literal["room", "corridor"]

TokenKind = Literal["hero_spawn", "nazi_spawn", "event", "chest", "objective", "passage"]
TOKEN_KINDS: tuple[TokenKind, ...] = (
    "hero_spawn",
    "nazi_spawn",
    "event",
    "chest",
    "objective",
    "passage",
)


@dataclass(frozen=True)
class SetEdge:
    """Put a wall, door or barricade on one side of a square, or open it."""

    square: str
    side: Side
    mark: EdgeMark


@dataclass(frozen=True)
class SetZone:
    """Make a square part of a zone (its key letter), or no square at all
    (None: solid, off the map). Edges between the square and its neighbours
    follow: a wall between two zones and along the map's outline, open
    inside one zone."""

    square: str
    zone: str | None


@dataclass(frozen=True)
class DefineZone:
    """Declare a zone (or rename it, or change its kind); its translations stay."""

    letter: str
    name: str
    kind: ZoneKindName


@dataclass(frozen=True)
class RemoveZone:
    """Forget a zone; its squares leave the map."""

    letter: str


@dataclass(frozen=True)
class SetTerrain:
    """Mark a square as difficult terrain, or clear it."""

    square: str
    difficult: bool


@dataclass(frozen=True)
class PlaceToken:
    """Put a token on a square. `label` is the letter of a spawn, an
    objective token or a secret passage (the next free one when None); a
    passage's second end takes the letter of its first."""

    kind: TokenKind
    square: str
    label: str | None = None


@dataclass(frozen=True)
class RemoveToken:
    """Take every token of a kind off a square."""

    kind: TokenKind
    square: str


@dataclass(frozen=True)
class PlaceFigure:
    """Set an enemy figure on a square at the start; its id is the type and
    the next free number (`soldier-3`). The box holds only so many figures of
    each type (the enemy card's `figures`, RULES.md §2)."""

    enemy_type: str
    square: str


@dataclass(frozen=True)
class RemoveFigure:
    figure_id: str


@dataclass(frozen=True)
class MoveFigure:
    figure_id: str
    square: str


@dataclass(frozen=True)
class SetField:
    """Set any other field of the mission by its path of keys and indexes:
    ("round_limit",), ("alarm", "threshold"), ("briefing",),
    ("translations", "fr", "title"), ("objectives", 0, "text")... A value of
    None removes the field."""

    path: FieldPath
    value: object


@dataclass(frozen=True)
class Resize:
    """Make the map `width` squares across and `height` down, keeping what
    fits from the top-left corner; tokens and figures beyond it are taken off."""

    width: int
    height: int


Edit = (
    SetEdge
    | SetZone
    | DefineZone
    | RemoveZone
    | SetTerrain
    | PlaceToken
    | RemoveToken
    | PlaceFigure
    | RemoveFigure
    | MoveFigure
    | SetField
    | Resize
)


class EditRefused(Exception):
    """An edit that cannot be made, said in a player's words, at the square
    or field it is about (the draft is left as it was)."""

    def __init__(
        self, message: str, square: str | None = None, field: FieldPath | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.square = square
        self.field = field
