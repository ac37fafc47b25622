"""Effects waiting to run, as data: a decision paused inside a card's effects
keeps the rest of the queue in its context, so it must go into the state
(and the game's JSON) and come back out.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import TypeAdapter

from wolfenstein_tui.content.effects import EffectSpec
from wolfenstein_tui.engine.rules.turn import Job


@cache
def effect_list() -> TypeAdapter[list[Any]]:
    """The validator of a list of effects, built on first use: building it
    costs more than the rest of this module, and only a decision paused
    inside a card's effects (rare) needs it."""
    return TypeAdapter(list[EffectSpec])


def dump_jobs(jobs: list[Job]) -> list[dict[str, Any]]:
    return [{"hero": hero, "effect": effect.model_dump(mode="json")} for effect, hero in jobs]


def load_jobs(data: list[dict[str, Any]]) -> list[Job]:
    effects = effect_list().validate_python([item["effect"] for item in data])
    return [(effect, item["hero"]) for effect, item in zip(effects, data, strict=True)]
