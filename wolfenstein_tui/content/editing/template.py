"""The text of a new mission: the schema header of docs/mission-format.md and
the fields every mission needs, to be filled in by the designer (what is
still missing shows as the draft's problems)."""

from __future__ import annotations

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import LiteralScalarString

from wolfenstein_tui.content.editing.round_trip import dump_document, flow_map

SCHEMA_HEADER = "yaml-language-server: $schema=../docs/schemas/mission.schema.json"
"""The first line of every mission file (a comment to YAML): editors that
speak the YAML language server check the file against the schema as one
types. The path is the built-in missions' one."""


def new_mission_text(mission_id: str, title: str, drawing: str) -> str:
    spawn = CommentedMap([("effect", "spawn"), ("at", "nazi_spawns"), ("enemies", CommentedSeq())])
    spawn["enemies"].append(CommentedMap([("type", "soldier"), ("count", 2)]))
    effects = CommentedSeq([spawn])
    document = CommentedMap(
        [
            ("id", mission_id),
            ("title", title),
            ("round_limit", 10),
            ("alarm", CommentedMap([("threshold", 5), ("effects", effects)])),
            ("zones", CommentedMap()),
            ("map", LiteralScalarString(drawing)),
            ("hero_spawns", flow_map()),
            ("nazi_spawns", flow_map()),
            ("objectives", CommentedSeq()),
        ]
    )
    document.yaml_set_start_comment(SCHEMA_HEADER)
    return dump_document(document)
