"""What a square of a draft holds, for the panel "what is under the cursor"."""

from __future__ import annotations

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.editing.edits import EdgeMark, Side, TokenKind


@frozen_record
class PlacedToken:
    kind: TokenKind
    label: str | None
    """The letter of a spawn, an objective token or a secret passage."""


@frozen_record
class PlacedFigure:
    figure_id: str
    enemy_type: str
    anchor: str
    """The square the figure is set on (its top-left one, for a large figure
    that stands on 2x2 squares)."""


@frozen_record
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
