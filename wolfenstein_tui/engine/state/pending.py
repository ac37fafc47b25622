"""Decisions the rules ask of players in the middle of an action.

When an action needs a choice (an event's option, which die to reroll, an
ammo token of the hero's choice, the next first player), the engine stops
with a `Pending` decision: its kind, the facts of the question (figures,
cards by id), its options by id, and what to do with the answer. The
answer is a `Choose(option)` command, logged like any other. The words a
player reads are made by `words/questions.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from enum import StrEnum
from typing import Any

from wolfenstein_tui.base.quick_dataclass import mutable_record
from wolfenstein_tui.engine.state.rules_version import questions_as_facts

OldWords = tuple[str, list[str]] | None
"""An older rules version's English question and option labels."""


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
    options: list[str]
    """The options by id: an ammo type, an event option's number, a seat
    ("roll" to roll for it), the dice to reroll ("keep", "0,2"), and for
    the AI controller a hero's, a bot's or a nazi's id, a zone or a square."""
    seat: int
    """The seat whose player answers."""
    context: dict[str, Any] = field(default_factory=dict)
    """What the engine needs to carry on once answered (plain JSON data)."""
    facts: dict[str, Any] = field(default_factory=dict)
    """What the question is about beyond the context, by id (an AI
    controller's tie: the question, the figure, the distances)."""
    old_words: OldWords = None
    """Under rules versions before FACT_QUESTIONS (rules_version.py) only:
    the English question and option labels those versions kept in the
    state, so that their logs keep their digests. Never read for words."""


def worded_before(version: int, words: Callable[[], tuple[str, list[str]]]) -> OldWords:
    """The English question and labels of `words()` for a game under a rules
    version before FACT_QUESTIONS, whose digests cover them; None from it."""
    return None if questions_as_facts(version) else words()
