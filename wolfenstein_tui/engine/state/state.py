"""The game state: everything that changes during a mission, as plain data.

The state is a value to its users: `apply` never changes the state it is
given, it works on a `clone()` and returns it, so undo is keeping the previous
state and a replay can compare states. Inside the engine the clone is edited
in place, which keeps the rules short to write and cheap to run.
"""

from __future__ import annotations

import copy
from dataclasses import field
from enum import Enum, StrEnum
from typing import Any, TypeVar

from wolfenstein_tui.base.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.content.records.effects import Difficulty
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.state.nazi_phase_state import NaziPhase
from wolfenstein_tui.engine.state.pending import Pending
from wolfenstein_tui.engine.state.rules_version import RULES_VERSION

_T = TypeVar("_T")


def shallow_copy(value: _T) -> _T:
    """`copy.copy` for the state's plain dataclasses, without its generic
    reduce protocol (which cost as much as the rest of a clone): a new
    object of the same class with the same attribute dictionary."""
    new = object.__new__(type(value))
    new.__dict__ = value.__dict__.copy()  # half the time of updating the new one's
    return new


_SHARED = (str, int, float, bool, type(None))


def _deep(value: Any) -> Any:
    """`copy.deepcopy` for the pending decision and the nazi phase: plain
    data (dataclasses, dicts, lists, sets, tuples, strings, numbers, enums),
    copied by kind without deepcopy's bookkeeping. Neither holds one list or
    dict in two places, so nothing shared is lost; anything else goes to
    `copy.deepcopy`."""
    kind = type(value)
    if kind in _SHARED or isinstance(value, Enum):
        return value
    if kind is dict:
        return {key: _deep(item) for key, item in value.items()}
    if kind is list:
        return [_deep(item) for item in value]
    if kind is tuple:
        return tuple(_deep(item) for item in value)
    if kind is set:
        return set(value)
    if kind in (NaziPhase, Pending):
        new = object.__new__(kind)
        new.__dict__.update({key: _deep(item) for key, item in value.__dict__.items()})
        return new
    return copy.deepcopy(value)


class Phase(StrEnum):
    HEROES = "heroes"
    NAZIS = "nazis"
    OVER = "over"


class Outcome(StrEnum):
    WON = "won"
    LOST_ROUNDS = "lost_rounds"
    LOST_DEATHS = "lost_deaths"
    LOST_MISSION = "lost_mission"
    """A mission's own loss condition, or the "lose no hero" objective."""


@frozen_record
class HouseRules:
    """Optional variants R-VAR-1..4, off by default, fixed at setup."""

    any_hero_order: bool = False  # R-VAR-1
    noise_any_figures: bool = False  # R-VAR-2
    lose_when_impossible: bool = False  # R-VAR-3
    ai_tie_chain: bool = False  # R-VAR-4


@mutable_record
class Weapon:
    """A weapon card a hero carries, with what lies on it in play."""

    card: str
    reload: bool = False
    """A reload token is on the card (R-ATK-5)."""
    attachment: str | None = None


@mutable_record
class Hero:
    """A hero figure in play: its stats now and at most, its square, its cards and
    tokens."""

    id: str
    seat: int
    hp: int
    armor: int
    max_hp: int
    max_armor: int
    base_ap: int
    precision: int
    weapons: list[Weapon]
    ammo: dict[str, int]
    shared_life: int
    square: Square | None = None
    """None before the hero first appears (round 1) and once it is dead."""
    ap: int = 0
    glory: int = 0
    fatigue: bool = False
    active_weapon: int = 0
    equipped: list[str] = field(default_factory=list)
    carried: list[str] = field(default_factory=list)
    """Equipment cards the hero holds but has not attached (consumables too)."""
    bleeding: bool = False
    dead: bool = False
    stunned: bool = False
    sabotaged: bool = False
    escorts: list[str] = field(default_factory=list)
    """Event cards kept until a destination is reached (escort effect)."""
    hidden: bool = False
    armor_debt: int = 0
    """Armor damage kept on the hero card after an item that raised its armor
    was taken off with less armor left than it gave; the next armor raise
    pays it back first, so swapping never repairs armor (R-ATK-4, R-EQ-3)."""
    # What this activation has used up; reset when the hero activates.
    attacks_made: int = 0
    fatigue_action: bool = False
    fatigue_at_start: bool = False
    special_used: bool = False
    glory_used: bool = False
    reloaded: list[int] = field(default_factory=list)
    items_used: list[str] = field(default_factory=list)
    """Non-consumable cards whose use effect was used this activation."""
    extra_dice: int = 0
    """Dice added to the next attack by an ability used before rolling."""
    pierce_next: bool = False

    def clone(self) -> Hero:
        """A copy sharing nothing mutable: the attributes copied in one
        dictionary, then the lists and dictionaries among them (this runs
        for every hero at every command)."""
        new = object.__new__(Hero)
        copied = self.__dict__.copy()
        copied["weapons"] = [shallow_copy(weapon) for weapon in self.weapons]
        copied["ammo"] = dict(self.ammo)
        copied["equipped"] = list(self.equipped)
        copied["carried"] = list(self.carried)
        copied["escorts"] = list(self.escorts)
        copied["reloaded"] = list(self.reloaded)
        copied["items_used"] = list(self.items_used)
        new.__dict__ = copied
        return new

    @property
    def on_board(self) -> bool:
        return self.square is not None and not self.dead

    @property
    def can_act(self) -> bool:
        return self.on_board and not self.bleeding


@mutable_record
class Enemy:
    """A nazi figure on the board: its card, square, wounds and tokens."""

    id: str
    type: str
    square: Square
    """The figure's square; for a large figure, the top-left of its 2×2."""
    hp: int
    armor: int
    large: bool = False
    stunned: bool = False
    sabotaged: bool = False
    attacked: bool = False
    """Attacked since the end of the previous nazi phase (R-AI-3 [D])."""
    has_activated: bool = False
    bot_of: str | None = None
    """The hero this figure fights for, if it is a bot (R-BOT-1)."""
    summoned_by: str | None = None
    """The figure whose ability brought it in (a `summon` effect), if any."""


@mutable_record
class Deck:
    """A deck in play: the cards to draw, in order, and the discard pile."""

    draw: list[str]
    discard: list[str] = field(default_factory=list)

    def clone(self) -> Deck:
        """A copy of the two piles (without the dataclass's __init__)."""
        new = object.__new__(Deck)
        new.__dict__ = {"draw": list(self.draw), "discard": list(self.discard)}
        return new


@mutable_record
class GameState:
    """Everything that changes during a game; the rules read it and make the next
    one (the cards and the map never change: Rules holds them)."""

    mission_id: str
    difficulty: Difficulty
    house_rules: HouseRules
    seats: list[list[str]]
    """Hero ids of each seat, in seat order (clockwise)."""
    heroes: dict[str, Hero]
    enemies: dict[str, Enemy]
    decks: dict[str, Deck]
    closed_doors: set[str]
    barricades: set[str]
    events_left: set[Square]
    chests_left: set[Square]
    objectives_left: dict[str, Square]
    rng: int
    round: int = 1
    phase: Phase = Phase.HEROES
    first_seat: int = 0
    active_seat: int = 0
    active_hero: str | None = None
    activated: list[str] = field(default_factory=list)
    """Heroes that have finished their activation this round, in order."""
    danger: int = 0
    alarms: int = 0
    officer_seen: bool = False
    noise: set[str] = field(default_factory=set)
    collected: set[str] = field(default_factory=set)
    events_completed: int = 0
    killed: list[str] = field(default_factory=list)
    """Ids of enemies killed this mission, in order."""
    killed_types: dict[str, int] = field(default_factory=dict)
    """How many enemies of each type were killed."""
    enemy_numbers: dict[str, int] = field(default_factory=dict)
    """Highest number used so far per enemy type, for naming spawned figures."""
    zones_entered: set[str] = field(default_factory=set)
    rules_fired: set[int] = field(default_factory=set)
    ai_controller: int = 0
    outcome: Outcome | None = None
    pending: Pending | None = None
    nazi_phase: NaziPhase | None = None
    ai_ties_ask: bool = False
    """R-AI-2 [D]: "AI ties: ask" stops for the AI controller on every tie;
    off ("auto"), the documented default is taken."""
    bot_ap: int = 0
    """AP left to the bot being activated (R-BOT-1)."""
    bot_attacked: bool = False
    seeded_dice: bool = True
    """False when players roll real dice and type the faces in."""
    skip_nazi_phase: bool = False
    """Until the nazi program exists, games must ask for the phase to be
    skipped; nothing skips it silently."""
    rules_version: int = RULES_VERSION
    """The rules the game is played with (rules_version.py): an old log
    keeps the rules it was recorded with. Not part of the digest: the log's
    header records it."""

    def clone(self) -> GameState:
        """A copy sharing nothing mutable with this state (a hand-written deep
        copy: `copy.deepcopy` costs more than the rest of a command)."""
        new = shallow_copy(self)
        new.seats = [list(seat) for seat in self.seats]
        new.heroes = {key: hero.clone() for key, hero in self.heroes.items()}
        new.enemies = {key: shallow_copy(enemy) for key, enemy in self.enemies.items()}
        new.decks = {key: deck.clone() for key, deck in self.decks.items()}
        new.closed_doors = set(self.closed_doors)
        new.barricades = set(self.barricades)
        new.events_left = set(self.events_left)
        new.chests_left = set(self.chests_left)
        new.objectives_left = dict(self.objectives_left)
        new.activated = list(self.activated)
        new.noise = set(self.noise)
        new.collected = set(self.collected)
        new.killed = list(self.killed)
        new.killed_types = dict(self.killed_types)
        new.enemy_numbers = dict(self.enemy_numbers)
        new.zones_entered = set(self.zones_entered)
        new.rules_fired = set(self.rules_fired)
        new.pending = _deep(self.pending)
        new.nazi_phase = _deep(self.nazi_phase)
        return new

    def living_heroes(self) -> list[Hero]:
        return [hero for hero in self.heroes.values() if not hero.dead]
