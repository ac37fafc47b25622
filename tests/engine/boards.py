"""Build small boards from drawings, for geometry tests.

Drawings use the mission map format (see docs/mission-format.md): square
characters at odd lines and columns, edges between them. Every zone key found
is declared as a room; tokens are given by square name.
"""

from __future__ import annotations

from textwrap import dedent

from wolfenstein_tui.content.records.mapdraw import parse_map
from wolfenstein_tui.content.records.mission import Mission, Zone, ZoneKind
from wolfenstein_tui.engine.geometry.board import Board

ZONE_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789"


def make_board(
    drawing: str,
    *,
    difficult: tuple[str, ...] = (),
    hero_spawns: dict[str, str] | None = None,
    nazi_spawns: dict[str, str] | None = None,
    events: tuple[str, ...] = (),
    chests: tuple[str, ...] = (),
    objective_tokens: dict[str, str] | None = None,
    passages: dict[str, list[str]] | None = None,
) -> Board:
    text = dedent(drawing).strip("\n")
    keys = {ch for ch in text if ch in ZONE_CHARS}
    layout, problems = parse_map(text, keys)
    assert layout is not None and not problems, problems
    mission = Mission.model_construct(
        zones={key: Zone(name=f"Zone {key}", kind=ZoneKind.ROOM) for key in sorted(keys)},
        difficult_terrain=list(difficult),
        hero_spawns=hero_spawns or {},
        nazi_spawns=nazi_spawns or {},
        events=list(events),
        chests=list(chests),
        objective_tokens=objective_tokens or {},
        passages=passages or {},
    )
    return Board(mission, layout)


def open_room(width: int, height: int, key: str = "a") -> str:
    """A drawing of one walled room with no inner walls."""
    top = "+" + "-+" * width
    row = "|" + " ".join([key] * width) + "|"
    middle = "+" + " +" * width
    lines = [top]
    for index in range(height):
        lines.append(row)
        lines.append(middle if index < height - 1 else top)
    return "\n".join(lines)
