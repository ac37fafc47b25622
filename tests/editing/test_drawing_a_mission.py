"""Mission 1 drawn from an empty draft by edits alone is, once saved and
loaded, the very mission of missions/m01-radio-silence.yaml."""

from __future__ import annotations

from pathlib import Path

import yaml

from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.edits import (
    DefineZone,
    Edit,
    PlaceFigure,
    PlaceToken,
    SetEdge,
    SetField,
    SetTerrain,
    SetZone,
)
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.mapdraw import edge_between
from wolfenstein_tui.content.records.squares import square_name

REPO = Path(__file__).resolve().parents[2]
MISSION_ONE = REPO / "missions" / "m01-radio-silence.yaml"


def edits_drawing(target: LoadedMission, data: dict) -> list[Edit]:
    """The edits a designer makes to draw `target` on an empty map, in the
    order the editor offers them: zones, squares, edges, tokens, figures,
    then the mission's words and rules."""
    mission, layout = target.mission, target.layout
    edits: list[Edit] = []
    for key, zone in mission.zones.items():
        edits.append(DefineZone(key, zone.name, zone.kind.value))  # type: ignore[arg-type]
        edits.append(SetField(("zones", key, "translations"), data["zones"][key]["translations"]))
    for row in range(layout.height):
        for column in range(layout.width):
            edits.append(SetZone(square_name((column, row)), layout.zone_of((column, row))))
    kinds = {edge: piece.kind.value for piece in layout.pieces for edge in piece.edges}
    for square in layout.squares():
        for side, other in (("e", (square[0] + 1, square[1])), ("s", (square[0], square[1] + 1))):
            if not layout.on_map(other):
                continue
            edge = edge_between(square, other)
            mark = "wall" if edge in layout.walls else kinds.get(edge, "open")
            edits.append(SetEdge(square_name(square), side, mark))  # type: ignore[arg-type]
    edits += [SetTerrain(name, True) for name in mission.difficult_terrain]
    for letter, name in mission.hero_spawns.items():
        edits.append(PlaceToken("hero_spawn", name, letter))
    for letter, name in mission.nazi_spawns.items():
        edits.append(PlaceToken("nazi_spawn", name, letter))
    edits += [PlaceToken("event", name) for name in mission.events]
    edits += [PlaceToken("chest", name) for name in mission.chests]
    for letter, pair in mission.passages.items():
        edits += [PlaceToken("passage", name, letter) for name in pair]
    edits += [PlaceFigure(enemy.type, enemy.square) for enemy in mission.enemies]
    for field in (
        "summary",
        "briefing",
        "round_limit",
        "alarm",
        "objectives",
        "special_rules",
        "loss_conditions",
        "suggested_heroes",
        "translations",
    ):
        edits.append(SetField((field,), data[field]))
    return edits


def test_mission_one_drawn_by_edits_loads_as_mission_one(tmp_path: Path) -> None:
    decks = builtin_decks()
    target = load_mission(MISSION_ONE, decks)
    data = yaml.safe_load(MISSION_ONE.read_text(encoding="utf-8"))
    draft = MissionDraft.new(
        target.layout.width, target.layout.height, target.mission.id, target.mission.title, decks
    )
    for edit in edits_drawing(target, data):
        draft.apply(edit)
    assert draft.problems() == []
    saved = tmp_path / "m01-drawn.yaml"
    draft.save(saved)
    drawn = load_mission(saved, decks)
    assert drawn.mission.map == target.mission.map  # the same drawing, character for character
    assert drawn.layout == target.layout
    assert drawn.mission == target.mission
    assert saved.read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=../docs/schemas/mission.schema.json\n"
    )
    assert draft.mission() is not None and draft.mission().mission == target.mission  # type: ignore[union-attr]
