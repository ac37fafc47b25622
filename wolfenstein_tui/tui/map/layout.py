"""How the play screen shares the terminal between the map and the rest.

The map gets what its drawing needs and no more: when the whole map fits
(full size or compact), its column is as wide and as tall as the drawing,
and the side panel (the hero's card, the other heroes, the log) and the
actions below the map take every column and line left over. When it does
not fit, the side keeps a fixed width and the map the rest, scrolled to
follow the action. So a wide terminal shows no empty columns beside the
map and no empty lines under it: the space goes to the log and the actions.
No Textual here: the screen applies the plan to its containers.
"""

from __future__ import annotations

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.tui.map.map_window import COMPACT, FULL, fits_whole

MAP_FRAME = 1
"""Lines of the map's frame (its top border, which carries its title)."""
SHORT = 36
"""Terminals with fewer lines than this are short: the actions get fewer lines."""


def main_min(width: int) -> int:
    """The map's column is never narrower than this, however small the map:
    the action list is in it, and its lines should be whole when the
    terminal is wide."""
    if width < 110:
        return 40
    if width < 150:
        return 56
    return 90


ACROSS = 100
"""From this width of the map's column, the actions and the detail of the
highlighted one sit side by side rather than one over the other."""


def side_width(width: int) -> int:
    """The side panel's width when the map takes the rest: narrow at 80
    columns (the map keeps 40), a little more as the terminal widens."""
    if width < 110:
        return 40
    if width < 150:
        return 46
    return 52


MAP_LINES = 12
"""The map's lines (its frame, the column letters and 10 rows of the
compact drawing) that the actions give up lines for on a short terminal."""


def controls_height(height: int) -> int:
    """Lines under the map for the actions and the detail, at least. On a
    short terminal whose status wraps (noise, a hot-seat's names) they give
    up lines, down to 7, so that the map keeps 10 rows."""
    if height >= SHORT:
        return 12
    return max(7, min(9, height - MAP_LINES))


@frozen_record
class Plan:
    """Sizes for the screen's containers (None: the rest of the room)."""

    main_width: int | None
    """The map's column; None: all but the side's width."""
    side_width: int | None
    """The side panel; None: all but the map's column."""
    map_height: int | None
    """The map, its frame included; None: all but the actions' lines."""
    compact: bool
    """Whether the map is drawn small (two characters a square)."""
    across: bool
    """Actions and detail side by side."""


def plan(body: tuple[int, int], board: tuple[int, int], zoom: bool | None = None) -> Plan:
    """The sizes for a body of `body` (columns, lines: the screen less its
    status and footer) and a board of `board` squares. `zoom`: compact
    (True), full (False) or chosen here (None)."""
    width, height = body
    side = side_width(width)
    room = (max(1, width - side), max(1, height - controls_height(height) - MAP_FRAME))
    compact = not fits_whole(FULL, board, room) if zoom is None else zoom
    geometry = COMPACT if compact else FULL
    drawn = (geometry.width(board[0]), geometry.height(board[1]))
    main_width: int | None = None
    side_room: int | None = side
    if drawn[0] <= room[0]:
        main_width, side_room = max(drawn[0], min(main_min(width), room[0])), None
    map_height = drawn[1] + MAP_FRAME if drawn[1] <= room[1] else None
    column = main_width if main_width is not None else room[0]
    return Plan(main_width, side_room, map_height, compact, column >= ACROSS)


PHASE_SIDE = 30
"""The nazi phase's text column beside the map is at least this wide."""


def phase_map_width(body: tuple[int, int], board: tuple[int, int]) -> int | None:
    """The nazi phase's map width when the whole map fits beside a text
    column (the heroes' lines and what happens), full size if it can, else
    compact; None when it fits in neither: the text then goes under the map."""
    width, height = body
    room = (width - PHASE_SIDE, height)
    for geometry in (FULL, COMPACT):
        if fits_whole(geometry, board, room):
            return geometry.width(board[0])
    return None
