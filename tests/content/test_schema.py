"""The JSON Schemas that editors use are generated from the models and kept
in docs/schemas; mission and deck files point at them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wolfenstein_tui.content.loading.library import DATA_DIR, builtin_mission_files
from wolfenstein_tui.content.loading.schema import SCHEMA_KINDS, schema_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("kind", SCHEMA_KINDS)
def test_committed_schema_is_up_to_date(kind: str) -> None:
    committed = (ROOT / "docs" / "schemas" / f"{kind}.schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(kind), (
        f"docs/schemas/{kind}.schema.json is stale: run `wolfenstein schema --write docs/schemas`"
    )


def test_mission_schema_lists_the_fields_an_author_needs() -> None:
    schema = json.loads(schema_text("mission"))
    for field in ("title", "map", "zones", "round_limit", "alarm", "objectives", "enemies"):
        assert field in schema["properties"]
    assert schema["additionalProperties"] is False


@pytest.mark.parametrize("path", builtin_mission_files(), ids=lambda p: p.name)
def test_mission_files_point_editors_at_the_schema(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first == "# yaml-language-server: $schema=../docs/schemas/mission.schema.json"
    target = (path.parent / "../docs/schemas/mission.schema.json").resolve()
    assert target.exists()


@pytest.mark.parametrize("path", sorted(DATA_DIR.glob("*.yaml")), ids=lambda p: p.name)
def test_deck_files_point_editors_at_their_schema(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first == f"# yaml-language-server: $schema=../../docs/schemas/{path.stem}.schema.json"
    assert (path.parent / f"../../docs/schemas/{path.stem}.schema.json").resolve().exists()
