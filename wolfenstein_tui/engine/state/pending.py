"""Decisions the rules ask of players in the middle of an action.

When an action needs a choice (an event's option, which die to reroll, an
ammo token of the hero's choice, the next first player), the engine stops
with a `Pending` decision: a question, labelled options, and what to do with
the answer. The answer is a `Choose(option)` command, logged like any other.
"""

from __future__ import annotations

from dataclasses import field
from enum import StrEnum
from typing import Any

from wolfenstein_tui.base.quick_dataclass import mutable_record


class DecisionKind(StrEnum):
    EVENT_OPTION = "event_option"
    AMMO_CHOICE = "ammo_choice"
    REROLL = "reroll"
    FIRST_PLAYER = "first_player"
    AI_TIE = "ai_tie"


@mutable_record
class Pending:
    """A decision the rules wait for before they go on: its kind, what the players
    choose among, and the seat that answers."""

    kind: DecisionKind
    prompt: str
    options: list[str]
    seat: int
    """The seat whose player answers."""
    context: dict[str, Any] = field(default_factory=dict)
    """What the engine needs to carry on once answered (plain JSON data)."""
