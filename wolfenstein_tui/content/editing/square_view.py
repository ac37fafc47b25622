"""What a square of a draft holds, for the panel "what is under the cursor"."""

from __future__ import annotations

from dataclasses import dataclass

from wolfenstein_tui.content.editing.edits import EdgeMark, Side, TokenKind


@dataclass(frozen=True)
class PlacedToken:
    kind: TokenKind
    label: str | None
    """The letter of a spawn, an objective token or a secret passage."""


@dataclass(frozen=True)
class PlacedFigure:
    figure_id: str
    enemy_type: str
    anchor: str
    """The square the figure is set on (its top-left one, for a large figure
    that stands on 2x2 squares)."""


@dataclass(frozen=True)
class DraftSquare:
    name: str
    zone: str | None
    """The zone's key letter; None when the place is no square (off the map)."""
    zone_name: str | None
    difficult: bool
    edges: dict[Side, EdgeMark]
    tokens: tuple[PlacedToken, ...]
    figure: PlacedFigure | None

    @property
    def on_map(self) -> bool:
        return self.zone is not None
