"""JSON Schemas of the content files, generated from the models so that an
editor (through a `yaml-language-server: $schema=` line) checks and
completes mission and card files as they are typed."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ConfigDict, TypeAdapter, create_model

from wolfenstein_tui.content.loading.library import DECK_MODELS
from wolfenstein_tui.content.records.mission import Mission

SCHEMA_KINDS: tuple[str, ...] = ("mission", *DECK_MODELS)


def schema_for(kind: str) -> dict[str, Any]:
    if kind == "mission":
        schema = TypeAdapter(Mission).json_schema()
        schema["title"] = "Wolfenstein mission file"
    else:
        model = DECK_MODELS[kind]
        field_type = model if kind == "dice" else list[model]  # type: ignore[valid-type]
        fields: dict[str, Any] = {kind: (field_type, ...)}
        wrapper = create_model(
            f"{kind.title()}File",
            __config__=ConfigDict(extra="forbid"),
            **fields,
        )
        schema = wrapper.model_json_schema()
        schema["title"] = f"Wolfenstein {kind} deck file"
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return schema


def schema_text(kind: str) -> str:
    return json.dumps(schema_for(kind), indent=2, ensure_ascii=False) + "\n"
