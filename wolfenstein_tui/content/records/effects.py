"""Card effects and abilities as data.

Every effect on a card, an event option, a mission rule or an alarm is one of
the typed primitives below, chosen in YAML by its `effect:` key. The set is
closed: the rules engine interprets each primitive, so adding a card never
needs code and no effect is free text that code would have to parse.
"""

from __future__ import annotations

import ast
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any, Literal, get_args

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.base import ContentModel, OneOf, after_check
from wolfenstein_tui.content.records.translations import NameTextWords, TranslatedLanguage

if TYPE_CHECKING:
    # Field types, read when a record is first validated (content/records/twins.py).
    from pydantic import Field, StrictBool, StrictInt

    from wolfenstein_tui.content.records.fields import PositiveInt, Slug


class AmmoType(StrEnum):
    LIGHT = "light"
    HEAVY = "heavy"
    SPECIAL = "special"


class AmmoChoice(StrEnum):
    """Ammo named by an effect: a fixed type, or the hero's choice."""

    LIGHT = "light"
    HEAVY = "heavy"
    SPECIAL = "special"
    CHOICE = "choice"


class Face(StrEnum):
    HEART = "heart"
    SHIELD = "shield"
    RELOAD = "reload"
    BLANK = "blank"


class Difficulty(StrEnum):
    """The difficulty levels, easiest first (R-GAME-4); their effects are in
    R-DIFF. Content names them (a `roll_check` made only at some levels), so
    the enum lives here and the engine uses the same one."""

    CAN_I_PLAY_DADDY = "can_i_play_daddy"
    DONT_HURT_ME = "dont_hurt_me"
    BRING_EM_ON = "bring_em_on"
    I_AM_DEATH_INCARNATE = "i_am_death_incarnate"


class Target(StrEnum):
    """Who an effect applies to, seen from the figure or hero that causes it."""

    SELF = "self"
    ATTACK_TARGET = "attack_target"
    ATTACKER = "attacker"  # the hero or bot whose attack set off an on_attacked ability
    CHOSEN_HERO = "chosen_hero"
    ADJACENT_HEROES = "adjacent_heroes"
    ALL_HEROES = "all_heroes"
    HEROES_IN_ZONE = "heroes_in_zone"
    CHOSEN_ENEMY = "chosen_enemy"
    ADJACENT_ENEMIES = "adjacent_enemies"
    ENEMIES_IN_ZONE = "enemies_in_zone"


class SpawnPlace(StrEnum):
    NAZI_SPAWNS = "nazi_spawns"
    EVENT_TOKEN = "event_token"
    NEAR_SELF = "near_self"
    SQUARES = "squares"


class Destination(StrEnum):
    NEAREST_HERO_SPAWN = "nearest_hero_spawn"
    NEAREST_NAZI_SPAWN = "nearest_nazi_spawn"


class _Effect(ContentModel):
    pass


class GainGlory(_Effect):
    """Glory points for the hero (or heroes) named by `target`."""

    effect: Literal["gain_glory"]
    amount: PositiveInt = 1
    target: Target = Target.SELF


class GainAmmo(_Effect):
    effect: Literal["gain_ammo"]
    ammo: AmmoChoice = AmmoChoice.CHOICE
    amount: PositiveInt = 1
    target: Target = Target.SELF


class DrawEquipment(_Effect):
    effect: Literal["draw_equipment"]
    count: PositiveInt = 1
    target: Target = Target.SELF


class DrawWeapon(_Effect):
    effect: Literal["draw_weapon"]
    count: PositiveInt = 1
    target: Target = Target.SELF


class Heal(_Effect):
    """Restore HP, never above the hero's maximum; no amount means full HP."""

    effect: Literal["heal"]
    amount: PositiveInt | None = None
    target: Target = Target.SELF


class AddArmor(_Effect):
    """Put armor back, never above the figure's maximum armor."""

    effect: Literal["add_armor"]
    amount: PositiveInt = 1
    target: Target = Target.SELF


class Boost(_Effect):
    """Raise a hero's base value for the rest of the mission."""

    effect: Literal["boost"]
    stat: Literal["hp", "armor", "ap", "precision"]
    amount: PositiveInt = 1
    target: Target = Target.SELF


class GainAp(_Effect):
    effect: Literal["gain_ap"]
    amount: PositiveInt = 1
    target: Target = Target.SELF


class EnemyGroup(ContentModel):
    type: Slug
    count: PositiveInt = 1


class Spawn(_Effect):
    """Bring nazis onto the board (R-SPAWN-1..3)."""

    effect: Literal["spawn"]
    enemies: Annotated[list[EnemyGroup], Field(min_length=1)]
    at: SpawnPlace = SpawnPlace.NAZI_SPAWNS
    squares: list[str] = []

    @after_check
    def _squares_only_for_squares(self) -> Spawn:
        if self.at is SpawnPlace.SQUARES and not self.squares:
            raise ValueError(_("a spawn 'at: squares' needs a list of 'squares'"))
        if self.at is not SpawnPlace.SQUARES and self.squares:
            raise ValueError(_("'squares' is only used with 'at: squares'"))
        return self


class RaiseDanger(_Effect):
    effect: Literal["raise_danger"]
    amount: PositiveInt = 1


class LowerDanger(_Effect):
    """Lower the danger marker; no amount resets it to 0."""

    effect: Literal["lower_danger"]
    amount: PositiveInt | None = None


class Stun(_Effect):
    """The target takes no actions in its next turn (R-ATK-12)."""

    effect: Literal["stun"]
    target: Target = Target.ATTACK_TARGET


class Sabotage(_Effect):
    """The target makes no attack in its next turn (R-ATK-12)."""

    effect: Literal["sabotage"]
    target: Target = Target.ATTACK_TARGET


class Damage(_Effect):
    """Damage not rolled on dice: it takes armor first (R-ATK-9)."""

    effect: Literal["damage"]
    amount: PositiveInt = 1
    target: Target = Target.ATTACK_TARGET


class DamageArea(_Effect):
    """Damage every figure on a square within `radius` of the chosen square
    (0: that square only), in `range` squares of the user and in its LoS.

    In a weapon's special mode or `on_attack` ability the area is centred on
    the attacked figure's square instead (for a large figure, the one of its
    four squares nearest the attacker, R-LARGE-1), after the attack roll;
    the weapon's own range applies there and `range` is not read."""

    effect: Literal["damage_area"]
    amount: PositiveInt = 1
    radius: Annotated[StrictInt, Field(ge=0, le=3)] = 1
    range: Annotated[StrictInt, Field(ge=0, le=20)] = 3
    hits_heroes: StrictBool = True


class Reroll(_Effect):
    """Reroll up to `count` dice of the given faces; the second result stands
    (R-DICE-3)."""

    effect: Literal["reroll"]
    count: PositiveInt = 1
    faces: Annotated[list[Face], Field(min_length=1)] = [Face.RELOAD, Face.BLANK]


class ExtraDice(_Effect):
    """More attack dice (R-ATK-3). With `max_distance`, on a weapon, its
    attachment or its special mode, the dice count only against a target at
    most that many squares away (1: adjacent, the bayonet)."""

    effect: Literal["extra_dice"]
    count: PositiveInt = 1
    max_distance: Annotated[StrictInt, Field(ge=1, le=30)] | None = None


class DiceFalloff(_Effect):
    """Roll `per_square` die fewer for every square between the attacker and
    its target, never fewer than `minimum` (the Soldier's submachine gun)."""

    effect: Literal["dice_falloff"]
    per_square: PositiveInt = 1
    minimum: PositiveInt = 1


class PierceArmor(_Effect):
    """Shields rolled by this attack count as hearts."""

    effect: Literal["pierce_armor"]


class GreatArmor(_Effect):
    """Cancels pierce_armor against this figure (R-PRIO-1)."""

    effect: Literal["great_armor"]


class Silence(_Effect):
    """The attack makes no noise and does not raise danger (R-ATK-11)."""

    effect: Literal["silence"]


class Jam(_Effect):
    """A reload token on the weapon in the target hero's hands (R-ATK-5), as
    a reload face would put: it must be reloaded (2 AP) before it fires
    again. A melee weapon takes none (a reload face is a blank for it), and
    a weapon keeps one token at most."""

    effect: Literal["jam"]
    target: Target = Target.SELF


class TakeFatigue(_Effect):
    effect: Literal["take_fatigue"]
    target: Target = Target.SELF


class RemoveFatigue(_Effect):
    effect: Literal["remove_fatigue"]
    target: Target = Target.SELF


class GainSharedLife(_Effect):
    effect: Literal["gain_shared_life"]
    count: PositiveInt = 1
    target: Target = Target.SELF


class GainBot(_Effect):
    """A nazi figure joins the heroes as a bot (R-BOT-1)."""

    effect: Literal["gain_bot"]
    type: Slug


class Hide(_Effect):
    """Nazis do not see the hero until it attacks (a disguise suit)."""

    effect: Literal["hide"]
    target: Target = Target.SELF


class Summon(_Effect):
    """A figure that fights for the one whose ability this is: one `type`
    figure appears on the free square nearest to it (R-SPAWN-1 ties); at
    "Can I play, Daddy?" an `easiest_type` figure instead (R-DIFF, Bevl's
    Puppet Master). With `limit`, nothing happens while that many of its
    summoned figures are still on the board."""

    effect: Literal["summon"]
    type: Slug
    easiest_type: Slug | None = None
    limit: PositiveInt | None = None


class RollCheck(_Effect):
    """Roll one die: the `then` effects happen only if it shows one of
    `faces` (by default a success, R-DICE-2). At a difficulty level not in
    `levels` no die is rolled and they always happen (Hitler's ability works
    only on a reload result at the two easiest levels, R-DIFF)."""

    effect: Literal["roll_check"]
    faces: Annotated[list[Face], Field(min_length=1)] = [Face.HEART, Face.SHIELD]
    levels: Annotated[list[Difficulty], Field(min_length=1)] = list(Difficulty)
    then: Annotated[list[EffectSpec], Field(min_length=1)]


class Escort(_Effect):
    """Keep the card; its loot is only gained when a hero reaches the
    destination, and the card is then discarded (the "Pursued" event)."""

    effect: Literal["escort"]
    destination: Destination = Destination.NEAREST_HERO_SPAWN


EffectSpec = Annotated[
    GainGlory
    | GainAmmo
    | DrawEquipment
    | DrawWeapon
    | Heal
    | AddArmor
    | Boost
    | GainAp
    | Spawn
    | RaiseDanger
    | LowerDanger
    | Stun
    | Sabotage
    | Damage
    | DamageArea
    | Reroll
    | ExtraDice
    | DiceFalloff
    | PierceArmor
    | GreatArmor
    | Silence
    | TakeFatigue
    | RemoveFatigue
    | Jam
    | GainSharedLife
    | GainBot
    | Hide
    | Escort
    | Summon
    | RollCheck,
    OneOf("effect"),
]
"""An effect, of the kind its `effect:` key names."""

EFFECT_TYPES: tuple[type[ContentModel], ...] = get_args(get_args(EffectSpec)[0])
"""Every kind of effect, in the order of the union."""
EFFECT_KINDS: tuple[str, ...] = tuple(
    # Each `effect: Literal["..."]` annotation's one value.
    ast.literal_eval(kind.__annotations__["effect"].removeprefix("Literal[").removesuffix("]"))
    for kind in EFFECT_TYPES
)


def effects_from_json(data: list[Any]) -> list[EffectSpec]:
    """Effects written into a game's JSON (`model_dump(mode="json")`), read
    back: a decision paused inside a card's effects keeps the rest of them.
    Checked by pydantic, imported here on first use (content/records/base.py)."""
    from wolfenstein_tui.content.records.twins import adapter_of

    return adapter_of(list[EffectSpec]).validate_python(data)


class Trigger(StrEnum):
    """When an ability's effects happen."""

    ALWAYS = "always"  # ∞: always on while the card is in play
    ON_USE = "on_use"  # the owner chooses to use it (spending its cost)
    ATTACK_ROLL = "attack_roll"  # after the owner's attack dice are rolled
    ON_ATTACK = "on_attack"  # when the owner attacks
    ON_KILL = (
        "on_kill"  # when the owner kills a figure (a hero card: any kill; a weapon: its attacks)
    )
    ON_ATTACKED = "on_attacked"  # an enemy: after a hero's or bot's attack on it, if it stands
    ACTIVATION_START = "activation_start"  # an enemy: at the start of each of its activations
    FIRST_ACTIVATION = "first_activation"  # the owner's first activation of the mission


class Ability(ContentModel):
    """A named ability of a hero, enemy, weapon or item.

    `glory_cost` is paid in glory points when used (R-GLORY-1); an ability
    with trigger `always` is the ∞ kind: always on, free, combining with others
    (R-ATK-7)."""

    name: Annotated[str, Field(min_length=1, max_length=60)]
    text: Annotated[str, Field(min_length=1, max_length=400)]
    translations: dict[TranslatedLanguage, NameTextWords] = {}
    trigger: Trigger = Trigger.ON_USE
    glory_cost: Annotated[StrictInt, Field(ge=0, le=20)] = 0
    effects: Annotated[list[EffectSpec], Field(min_length=1)]

    @after_check
    def _always_is_free(self) -> Ability:
        if self.trigger is Trigger.ALWAYS and self.glory_cost:
            raise ValueError(_("an always-on (∞) ability costs no glory; remove 'glory_cost'"))
        if self.trigger is Trigger.ON_KILL and self.glory_cost:
            raise ValueError(
                _("an on_kill ability happens by itself on a kill; remove 'glory_cost'")
            )
        return self
