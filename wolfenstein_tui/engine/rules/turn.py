"""The working context of one `apply`: the state being edited, the events
said so far, and the source of chance.

Chance comes from the generator kept in the state, except for dice faces
given with the command: the faces players typed from real dice (manual dice),
or the faces a game log recorded (replay, and hand-written rules cases).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.content.effects import Face
from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.commands import DiceNeeded, IllegalCommand
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules


@dataclass
class Turn:
    rules: Rules
    state: GameState
    given_faces: list[Face] | None = None
    """Faces supplied with the command, used before (or instead of) the generator."""
    given_cards: list[str] | None = None
    """Card draws recorded in a log, checked against the generator's draws."""
    events: list[Event] = field(default_factory=list)
    cache: dict[Any, Any] = field(default_factory=dict)
    """Answers worth keeping for the length of one apply (e.g. the nazis'
    distance fields); keys must name everything the answer depends on."""

    def say(self, kind: EventKind, rule: str | None = None, **data: Any) -> None:
        """Record what happened: its kind, the rule that decided it, its facts
        (the words come later, from the `words` package)."""
        self.events.append(Event(kind, data, rule))

    # --- chance ------------------------------------------------------------

    def roll(self, count: int, purpose: str) -> list[Face]:
        """Roll `count` attack dice and record the faces (R-DICE-4)."""
        faces: list[Face] = []
        if self.given_faces is not None:
            if len(self.given_faces) < count:
                need = count - len(self.given_faces)
                raise DiceNeeded(
                    f"{purpose}: roll {count} {'die' if count == 1 else 'dice'} and enter "
                    f"the faces ({need} missing)",
                    need,
                )
            faces = self.given_faces[:count]
            del self.given_faces[:count]
        elif not self.state.seeded_dice:
            raise DiceNeeded(
                f"{purpose}: roll {count} {'die' if count == 1 else 'dice'} and enter the faces",
                count,
            )
        else:
            table = self.rules.faces
            for _ in range(count):
                index, self.state.rng = rng.below(self.state.rng, len(table))
                faces.append(table[index])
        self.say(EventKind.DICE_ROLLED, faces=[face.value for face in faces], purpose=purpose)
        return faces

    def test_roll(self, purpose: str) -> bool:
        """A success/failure test: heart or shield succeeds (R-DICE-2)."""
        (face,) = self.roll(1, purpose)
        return face in (Face.HEART, Face.SHIELD)

    def shuffle(self, deck_name: str, cards: Sequence[str]) -> list[str]:
        order, self.state.rng = rng.shuffled(self.state.rng, tuple(cards))
        self.say(EventKind.SHUFFLED, deck=deck_name, order=list(order))
        return list(order)

    def draw(self, deck_name: str) -> str | None:
        """Draw the top card; an empty deck reshuffles its discard pile
        (R-EQ-6). Returns None when both are empty."""
        deck = self.state.decks[deck_name]
        if not deck.draw and deck.discard:
            deck.draw = self.shuffle(deck_name, deck.discard)
            deck.discard = []
        if not deck.draw:
            return None
        if self.given_cards:
            card = self.given_cards.pop(0)
            if card not in deck.draw:
                raise IllegalCommand(f"card {card!r} is not in the {deck_name} deck to be drawn")
            deck.draw.remove(card)
        else:
            card = deck.draw.pop(0)
        self.say(EventKind.CARD_DRAWN, deck=deck_name, card=card)
        return card
