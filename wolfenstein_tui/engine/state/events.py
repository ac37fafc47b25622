"""What happened: the domain events `apply` returns, for the log and the UI.

Each event has a kind and its facts (ids, square names, numbers, faces, card
ids) and, where one rule decides it, that rule's id. No words for players:
the `words` package turns an event into a sentence, so the words can be
changed, restyled or translated without touching the rules. The random
outcomes (dice faces, cards drawn, shuffles) are events too; the game log
stores them as lines of their own so a replay needs no generator.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class EventKind(StrEnum):
    SETUP = "setup"
    ACTIVATION_STARTED = "activation_started"
    ACTIVATION_ENDED = "activation_ended"
    SPAWNED_HERO = "hero_appeared"
    MOVED = "moved"
    PASSAGE_USED = "passage_used"
    DOOR_OPENED = "door_opened"
    BARRICADE_REMOVED = "barricade_removed"
    SEARCHED = "searched"
    ATTACKED = "attacked"
    DAMAGED = "damaged"
    RELOAD_TOKEN = "reload_token"
    RELOADED = "reloaded"
    KILLED = "killed"
    LOOT = "loot"
    NOISE = "noise"
    DANGER = "danger"
    ALARM = "alarm"
    SPAWNED = "spawned"
    FATIGUE = "fatigue"
    BLEEDING = "bleeding"
    HERO_DIED = "hero_died"
    RESTORED = "restored"
    EFFECT = "effect"
    PHASE = "phase"
    ROUND = "round"
    DECISION = "decision"
    GAME_OVER = "game_over"
    NAZI = "nazi_check"
    NAZI_TURN = "nazi_turn"
    NAZI_ATTACK = "nazi_attack"
    NAZI_MOVE = "nazi_move"
    # random outcomes
    DICE_ROLLED = "dice_rolled"
    CARD_DRAWN = "card_drawn"
    SHUFFLED = "shuffled"


RANDOM_OUTCOMES = frozenset({EventKind.DICE_ROLLED, EventKind.CARD_DRAWN, EventKind.SHUFFLED})


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened in the game, as facts the screens and the log word
    later."""

    kind: EventKind
    data: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None
    """The id of the rule that decided what happened (e.g. "R-DEATH-5")."""

    def __init__(
        self, kind: EventKind, data: dict[str, Any] | None = None, rule: str | None = None
    ) -> None:
        """The dataclass's own __init__ with its fields written straight into
        the instance's dictionary: a frozen dataclass sets each through
        `object.__setattr__`, four times slower, and the rules tell a few
        hundred events a game."""
        fields = self.__dict__
        fields["kind"] = kind
        fields["data"] = {} if data is None else data
        fields["rule"] = rule

    def to_json(self) -> dict[str, Any]:
        """The facts as JSON: the kind, the rule id when there is one, the data."""
        rule = {} if self.rule is None else {"rule": self.rule}
        return {"event": self.kind.value, **rule, **self.data}
