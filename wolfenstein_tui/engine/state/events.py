"""What happened: the domain events `apply` returns, for the log and the UI.

Each event has a kind, a sentence for players, and its facts as fields. The
random outcomes (dice faces, cards drawn, shuffles) are events too; the game
log stores them as lines of their own so a replay needs no generator.
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


@dataclass(frozen=True)
class Event:
    kind: EventKind
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"event": self.kind.value, "text": self.text, **self.data}
