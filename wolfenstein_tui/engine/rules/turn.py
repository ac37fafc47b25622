"""The working context of one `apply`: the state being edited, the events
said so far, and the source of chance.

Chance comes from the generator kept in the state, except for dice faces
given with the command: the faces players typed from real dice (manual dice),
or the faces a game log recorded (replay, and hand-written rules cases).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from typing import Any, Protocol

from wolfenstein_tui.base.quick_dataclass import mutable_record
from wolfenstein_tui.content.records.cards import (
    ChestCard,
    EnemyCard,
    EquipmentCard,
    EventCard,
    HeroCard,
    WeaponCard,
)
from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.content.records.mission import Mission
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.geometry.grid import Grid
from wolfenstein_tui.engine.geometry.los import LineOfSight
from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.commands import DiceNeeded, IllegalCommand
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.purposes import Purpose, as_fact
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import GameState, Outcome


class Table(Protocol):
    """What never changes during a mission, as the rules read it: the board,
    line of sight, the cards, the mission, the dice and the `Hooks`.
    `Rules` (engine/rules/referee.py) is the one table; naming it here rather
    than importing it keeps the referee on top of the modules it calls."""

    mission: Mission
    board: Board
    los: LineOfSight
    faces: tuple[Face, ...]
    hero_cards: dict[str, HeroCard]
    enemy_cards: dict[str, EnemyCard]
    weapon_cards: dict[str, WeaponCard]
    item_cards: dict[str, EquipmentCard]
    chest_cards: dict[str, ChestCard]
    event_cards: dict[str, EventCard]

    @property
    def hooks(self) -> Hooks: ...

    @property
    def grid(self) -> Grid: ...

    def hero_card(self, hero_id: str) -> HeroCard: ...

    def card_name(self, card_id: str) -> str: ...


Job = tuple[Any, str | None]
"""An effect and the hero it is for."""


class Hooks(Protocol):
    """The rules a lower module sets off without importing them: card
    effects and the mission's triggers (engine/rules/effects/), the end of
    the game and the hand-over after an activation (engine/rules/flow.py),
    and the nazis' program (engine/nazis/). `Rules.hooks` provides them."""

    def run_effects(
        self,
        turn: Turn,
        effects: list[Any],
        hero: str | None,
        source: str,
        context: dict[str, Any] | None = None,
    ) -> bool: ...

    def run_jobs(
        self, turn: Turn, jobs: list[Job], source: str, context: dict[str, Any] | None = None
    ) -> bool: ...

    def loot_jobs(self, turn: Turn, hero: str, player: list[Any], team: list[Any]) -> list[Job]: ...

    def fire_trigger(
        self, turn: Turn, trigger: str, zone: str | None = None, figure: str | None = None
    ) -> None: ...

    def end_game(self, turn: Turn, outcome: Outcome, why: str, **facts: Any) -> None: ...

    def after_activation(self, turn: Turn, hero_id: str) -> None: ...

    def start_nazis(self, turn: Turn) -> None: ...

    def answer_nazi_tie(self, turn: Turn, context: dict[str, Any], option: int) -> None: ...


@mutable_record
class Turn:
    """One command being carried out: the state being edited, the events said so
    far, and the dice and cards it uses."""

    rules: Table
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

    # --- the rules above (see Hooks) -----------------------------------------

    def run_effects(
        self,
        effects: list[Any],
        hero: str | None,
        source: str,
        context: dict[str, Any] | None = None,
    ) -> bool:
        """Run card effects for `hero`; False when a decision is now pending."""
        return self.rules.hooks.run_effects(self, effects, hero, source, context)

    def run_jobs(self, jobs: list[Job], source: str, context: dict[str, Any] | None = None) -> bool:
        return self.rules.hooks.run_jobs(self, jobs, source, context)

    def loot_jobs(self, hero: str, player: list[Any], team: list[Any]) -> list[Job]:
        return self.rules.hooks.loot_jobs(self, hero, player, team)

    def fire_trigger(
        self, trigger: str, zone: str | None = None, figure: str | None = None
    ) -> None:
        """Run the mission's special rules listening for this trigger."""
        self.rules.hooks.fire_trigger(self, trigger, zone, figure)

    def end_game(self, outcome: Outcome, why: str, **facts: Any) -> None:
        self.rules.hooks.end_game(self, outcome, why, **facts)

    def after_activation(self, hero_id: str) -> None:
        """The hand-over once a hero or a bot ends its activation."""
        self.rules.hooks.after_activation(self, hero_id)

    def start_nazis(self) -> None:
        """The nazi phase's program begins (engine/nazis/)."""
        self.rules.hooks.start_nazis(self)

    def answer_nazi_tie(self, context: dict[str, Any], option: int) -> None:
        self.rules.hooks.answer_nazi_tie(self, context, option)

    # --- chance ------------------------------------------------------------

    def roll(self, count: int, purpose: Purpose) -> list[Face]:
        """Roll `count` attack dice and record the faces (R-DICE-4)."""
        faces: list[Face] = []
        if self.given_faces is not None:
            if len(self.given_faces) < count:
                need = count - len(self.given_faces)
                raise DiceNeeded(dice_wanted(purpose, count, need), need)
            faces = self.given_faces[:count]
            del self.given_faces[:count]
        elif not self.state.seeded_dice:
            raise DiceNeeded(dice_wanted(purpose, count, count), count)
        else:
            table = self.rules.faces
            for _ in range(count):
                index, self.state.rng = rng.below(self.state.rng, len(table))
                faces.append(table[index])
        self.say(EventKind.DICE_ROLLED, faces=[face.value for face in faces], purpose=purpose)
        return faces

    def test_roll(self, purpose: Purpose) -> bool:
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
                raise IllegalCommand(refuse("dice.card-not-in-deck", card=card, deck=deck_name))
            deck.draw.remove(card)
        else:
            card = deck.draw.pop(0)
        self.say(EventKind.CARD_DRAWN, deck=deck_name, card=card)
        return card


def dice_wanted(purpose: Purpose, count: int, missing: int) -> Refusal:
    """The players are to roll `count` dice by hand, `missing` of whose
    faces are still to be entered (R-DICE-4); `purpose` is what they are
    for (engine/state/purposes.py), one fact of the refusal."""
    said = as_fact(purpose)
    if count == 1:
        return refuse("dice.roll-one", "R-DICE-4", purpose=said)
    if missing == count:
        return refuse("dice.roll", "R-DICE-4", purpose=said, count=count)
    return refuse("dice.missing", "R-DICE-4", purpose=said, count=count, missing=missing)
