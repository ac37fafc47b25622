"""Effects waiting to run, as data: a decision paused inside a card's effects
keeps the rest of the queue in its context, so it must go into the state
(and the game's JSON) and come back out.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records.effects import effects_from_json
from wolfenstein_tui.engine.rules.turn import Job


def dump_jobs(jobs: list[Job]) -> list[dict[str, Any]]:
    return [{"hero": hero, "effect": effect.model_dump(mode="json")} for effect, hero in jobs]


def load_jobs(data: list[dict[str, Any]]) -> list[Job]:
    effects = effects_from_json([item["effect"] for item in data])
    return [(effect, item["hero"]) for effect, item in zip(effects, data, strict=True)]
