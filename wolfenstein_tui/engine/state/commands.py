"""Commands: every decision a player makes, as a small typed value.

A command names its actor and its choice; `apply` checks it against the
rules and refuses it with an `IllegalCommand` whose `Refusal` holds the
facts of the reason (`engine/state/refusals.py`). Commands are also the lines of the game log, so each one turns into a
flat JSON object (`to_json`) and back (`command_from_json`); squares appear as
their names (`"B7"`).
"""

from __future__ import annotations

from dataclasses import MISSING, Field, asdict, fields
from typing import TYPE_CHECKING, Any, ClassVar

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.engine.state.refusals import Refusal, as_refusal, refuse


class IllegalCommand(Exception):
    """The command breaks a rule; `refusal` says which, as facts that
    `wolfenstein_tui.words.refusals` words for a player."""

    def __init__(self, reason: str | Refusal) -> None:
        self.refusal = as_refusal(reason)
        super().__init__(str(self.refusal))

    @property
    def reason(self) -> str:
        """The refusal for programmers (its code and facts): never shown
        to a player, who reads `words.refusals.say`."""
        return str(self.refusal)


class DiceNeeded(IllegalCommand):
    """The command rolls dice and the players roll them by hand: `count`
    more faces must be entered (R-DICE-4)."""

    def __init__(self, reason: str | Refusal, count: int) -> None:
        super().__init__(reason)
        self.count = count


class Command:
    """A player's decision; each kind's fields name the actor and the choice, and
    `to_json` gives its log form. Each kind is a `frozen_record`
    (quick_dataclass.py): the legal actions build commands by the
    thousand, and a fifth of the dataclasses made before the game's first
    screen are commands."""

    kind: ClassVar[str] = ""
    if TYPE_CHECKING:
        __dataclass_fields__: ClassVar[dict[str, Field[Any]]]  # each kind is a dataclass

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"command": self.kind}
        for name, value in asdict(self).items():
            if value is not None:
                data[name] = _encode(name, value)
        return data


def _encode(name: str, value: Any) -> Any:
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return square_name(value)
    if isinstance(value, tuple):
        return list(value)
    return value


_SQUARE_FIELDS = {"square"}
_TEXT_FIELDS = {"hero", "target", "door", "barricade", "item", "ammo"}
_NUMBER_FIELDS = {"weapon", "option", "mode", "ability"}
_OPTIONAL = {"mode", "target", "square", "item", "weapon", "ammo"}


@frozen_record
class StartActivation(Command):
    """The active seat's player picks which of their heroes goes next."""

    kind: ClassVar[str] = "start_activation"
    hero: str


@frozen_record
class Move(Command):
    """Move along the cheapest legal path to a square (R-MOVE-1..8)."""

    kind: ClassVar[str] = "move"
    hero: str
    to: Square


@frozen_record
class UsePassage(Command):
    """Travel from a secret passage token to its pair (R-MOVE-9)."""

    kind: ClassVar[str] = "use_passage"
    hero: str


@frozen_record
class OpenDoor(Command):
    """Open a closed door next to the hero."""

    kind: ClassVar[str] = "open_door"
    hero: str
    door: str


@frozen_record
class RemoveBarricade(Command):
    """Clear a barricade next to the hero."""

    kind: ClassVar[str] = "remove_barricade"
    hero: str
    barricade: str


@frozen_record
class Search(Command):
    """Search an event or chest token, or pick up an objective token."""

    kind: ClassVar[str] = "search"
    hero: str
    square: Square


@frozen_record
class Attack(Command):
    """Attack with the active weapon; `mode` picks a special attack mode."""

    kind: ClassVar[str] = "attack"
    hero: str
    target: str
    mode: int | None = None


@frozen_record
class Reload(Command):
    """Reload one of the hero's weapons: 2 AP, its reload token comes off (R-ATK-5)."""

    kind: ClassVar[str] = "reload"
    hero: str
    weapon: int


@frozen_record
class SwitchWeapon(Command):
    """Make another of the hero's weapons the one in hand."""

    kind: ClassVar[str] = "switch_weapon"
    hero: str
    weapon: int


@frozen_record
class TakeFatigue(Command):
    """The fatigue action: half the base AP and a second attack, for a fatigue token (R-AP-3)."""

    kind: ClassVar[str] = "fatigue"
    hero: str


@frozen_record
class SharedLife(Command):
    """Spend the shared life to keep a hero standing (the hardest level)."""

    kind: ClassVar[str] = "shared_life"
    hero: str
    target: str


@frozen_record
class EndActivation(Command):
    """End the active hero's activation."""

    kind: ClassVar[str] = "end_activation"
    hero: str


@frozen_record
class SilentExecution(Command):
    """Attack an adjacent enemy with a knife, hatchet or pipe (R-ATK-10)."""

    kind: ClassVar[str] = "silent_execution"
    hero: str
    target: str
    item: str


@frozen_record
class UseItem(Command):
    """Use an equipment card; `target` names a figure, `square` a square,
    when the card's effects need one (R-EQ-5)."""

    kind: ClassVar[str] = "use_item"
    hero: str
    item: str
    target: str | None = None
    square: Square | None = None


@frozen_record
class Equip(Command):
    """Attach a carried card to the hero's matching item slot, or an
    attachment to a weapon (R-EQ-2, R-EQ-3)."""

    kind: ClassVar[str] = "equip"
    hero: str
    item: str
    weapon: int | None = None


@frozen_record
class Unequip(Command):
    """Take an equipped card off the hero, back into the hand."""

    kind: ClassVar[str] = "unequip"
    hero: str
    item: str


@frozen_record
class Give(Command):
    """Give one card or ammo token to an adjacent hero (R-EQ-3)."""

    kind: ClassVar[str] = "give"
    hero: str
    to: str
    item: str | None = None
    weapon: int | None = None
    ammo: str | None = None


@frozen_record
class UseAbility(Command):
    """Spend glory on one of the hero's abilities, once per turn (R-GLORY-1)."""

    kind: ClassVar[str] = "use_ability"
    hero: str
    ability: int
    target: str | None = None


@frozen_record
class Choose(Command):
    """Answer the pending decision with one of its options (by index)."""

    kind: ClassVar[str] = "choose"
    option: int


COMMAND_TYPES: dict[str, type[Command]] = {
    cls.kind: cls
    for cls in (
        StartActivation,
        Move,
        UsePassage,
        OpenDoor,
        RemoveBarricade,
        Search,
        Attack,
        Reload,
        SwitchWeapon,
        TakeFatigue,
        SharedLife,
        EndActivation,
        SilentExecution,
        UseItem,
        Equip,
        Unequip,
        Give,
        UseAbility,
        Choose,
    )
}


class BadCommand(ValueError):
    """A command's log form that cannot be read, as facts (`problem`: a
    ``log.*`` code and its facts), worded outside the engine."""

    def __init__(self, problem: Refusal) -> None:
        super().__init__(str(problem))
        self.problem = problem


def command_from_json(data: dict[str, Any]) -> Command:
    """Rebuild a command from its log form; raise BadCommand if malformed."""
    if not isinstance(data, dict):
        raise BadCommand(refuse("log.command-not-object"))
    kind = data.get("command")
    cls = COMMAND_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise BadCommand(
            refuse("log.unknown-command", command=repr(kind), known=", ".join(COMMAND_TYPES))
        )
    values: dict[str, Any] = {}
    for item in fields(cls):
        if item.name not in data:
            if item.default is not MISSING:
                continue
            raise BadCommand(refuse("log.command-needs", command=str(kind), field=item.name))
        value = data[item.name]
        if value is None and item.name in _OPTIONAL:
            pass
        elif item.name in _SQUARE_FIELDS or (item.name == "to" and cls is Move):
            value = parse_square(value) if isinstance(value, str) else None
            if value is None:
                raise BadCommand(refuse("log.not-a-square", field=item.name))
        elif item.name == "to":
            if not isinstance(value, str):
                raise BadCommand(refuse("log.not-a-hero", field=item.name))
        elif item.name in _TEXT_FIELDS and not isinstance(value, str):
            raise BadCommand(refuse("log.not-text", field=item.name))
        elif item.name in _NUMBER_FIELDS and not (
            isinstance(value, int) and not isinstance(value, bool)
        ):
            raise BadCommand(refuse("log.not-a-number", field=item.name))
        values[item.name] = value
    extra = set(data) - {"command"} - {item.name for item in fields(cls)}
    if extra:
        raise BadCommand(
            refuse("log.command-extra", command=str(kind), fields=", ".join(sorted(extra)))
        )
    return cls(**values)
