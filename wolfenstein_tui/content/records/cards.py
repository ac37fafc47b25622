"""The cards of the box as typed data: heroes, enemies, weapons, equipment,
chests, events, and the faces of the attack die.

Values are this project's own design (the rulebook gives rules, not card
lists), kept true to every value RULES.md §2 states.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, TypeVar

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.base import ContentModel, after_check
from wolfenstein_tui.content.records.effects import Ability, AmmoType, EffectSpec, Face
from wolfenstein_tui.content.records.translations import (
    LabelTextWords,
    NameTextWords,
    NameWords,
    TitleStoryWords,
    TranslatedLanguage,
)

if TYPE_CHECKING:
    # Field types, read when a record is first validated (content/records/twins.py).
    from pydantic import Field, StrictBool, StrictInt

    from wolfenstein_tui.content.records.fields import Name, Slug, Stat, Text


class ItemType(StrEnum):
    """Where an equipment card goes when equipped (R-EQ-2)."""

    ARMOR = "armor"
    ATTACHMENT = "attachment"
    BOOST = "boost"
    CONSUMABLE = "consumable"
    SUIT = "suit"
    OTHER = "other"


class WeaponKind(StrEnum):
    FIREARM = "firearm"
    MELEE = "melee"


class EnemyRank(StrEnum):
    """Officers reset danger when all are dead (R-DANGER-2); officers and
    bosses ignore noise (R-AI-3)."""

    TROOPER = "trooper"
    OFFICER = "officer"
    BOSS = "boss"


class HeroCard(ContentModel):
    id: Slug
    name: Name
    hp: Annotated[StrictInt, Field(ge=1, le=20)]
    armor: Stat
    ap: Annotated[StrictInt, Field(ge=1, le=20)]
    precision: Annotated[StrictInt, Field(ge=0, le=10)]
    ammo: AmmoType
    starting_weapons: Annotated[list[Slug], Field(min_length=1)]
    starting_equipment: list[Slug] = []
    item_slots: Annotated[list[ItemType], Field(min_length=1)]
    abilities: list[Ability] = []
    text: Text
    translations: dict[TranslatedLanguage, NameTextWords] = {}

    @after_check
    def _slots_are_distinct(self) -> HeroCard:
        if len(set(self.item_slots)) != len(self.item_slots):
            raise ValueError(_("each item slot type may appear once on a hero card (R-EQ-2)"))
        if ItemType.ATTACHMENT in self.item_slots:
            raise ValueError(_("attachments go on weapons, not in a hero's item slots"))
        for ability in self.abilities:
            if any(getattr(e, "max_distance", None) for e in ability.effects):
                raise ValueError(
                    _(
                        "ability {name}: 'max_distance' on extra dice is read on "
                        "weapons, attachments and special modes only"
                    ).format(name=repr(ability.name))
                )
        return self


class SpecialMode(ContentModel):
    """A weapon's special attack mode: discard the ammo to add the effects
    to one attack, once per activation (R-ATK-6)."""

    name: Name
    text: Text
    translations: dict[TranslatedLanguage, NameTextWords] = {}
    ammo_cost: Annotated[StrictInt, Field(ge=1, le=6)] = 1
    effects: Annotated[list[EffectSpec], Field(min_length=1)]


class WeaponCard(ContentModel):
    id: Slug
    name: Name
    kind: WeaponKind = WeaponKind.FIREARM
    range: Annotated[StrictInt, Field(ge=1, le=30)]
    dice: Annotated[StrictInt, Field(ge=0, le=10)]
    ap_cost: Annotated[StrictInt, Field(ge=1, le=10)]
    ammo: AmmoType | None = None
    silent: StrictBool = False
    pierce_metal: StrictBool = False
    abilities: list[Ability] = []
    modes: list[SpecialMode] = []
    copies: Annotated[StrictInt, Field(ge=1, le=10)] = 1
    text: Text
    translations: dict[TranslatedLanguage, NameTextWords] = {}

    @after_check
    def _firearms_need_ammo(self) -> WeaponCard:
        if self.kind is WeaponKind.FIREARM and self.ammo is None:
            raise ValueError(_("a firearm needs an 'ammo' type (light, heavy or special)"))
        if self.modes and self.ammo is None:
            raise ValueError(_("special modes are paid with ammo: give the weapon an 'ammo' type"))
        return self


class EquipmentCard(ContentModel):
    """An equipment card (RULES §2, R-EQ).

    `effects` run when the card is used, paying `ap_cost` (R-EQ-5): a
    consumable from the hand, then discarded; any other card only while it is
    equipped, and once per activation. `passive` effects work while the card
    is attached: on an attachment they change its weapon's attacks; on a card
    attached to the hero, `boost` raises the stat while it is worn (for good
    on a permanent card, R-EQ-4), `hide` disguises the hero, `reroll` helps
    every attack."""

    id: Slug
    name: Name
    item_type: ItemType
    ap_cost: Annotated[StrictInt, Field(ge=0, le=10)] = 0
    permanent: StrictBool = False
    effects: list[EffectSpec] = []
    passive: list[EffectSpec] = []
    execution_dice: Annotated[StrictInt, Field(ge=1, le=10)] | None = None
    copies: Annotated[StrictInt, Field(ge=1, le=10)] = 1
    text: Text
    translations: dict[TranslatedLanguage, NameTextWords] = {}

    @after_check
    def _consistent(self) -> EquipmentCard:
        if self.permanent and self.item_type not in (ItemType.ARMOR, ItemType.BOOST):
            raise ValueError(_("only armor and boost cards are permanent (R-EQ-4)"))
        if not (self.effects or self.passive or self.execution_dice):
            raise ValueError(
                _("the card does nothing: give it 'effects', 'passive' effects or 'execution_dice'")
            )
        if self.execution_dice and self.item_type is not ItemType.CONSUMABLE:
            raise ValueError(
                _("a silent execution item is discarded after use: make it a consumable (R-ATK-10)")
            )
        if self.passive and self.item_type is ItemType.CONSUMABLE:
            raise ValueError(
                _(
                    "a consumable is never attached, so its 'passive' effects would never work: "
                    "use 'effects'"
                )
            )
        if not self.permanent and any(e.effect == "boost" and e.stat == "hp" for e in self.passive):
            raise ValueError(
                _(
                    "an HP boost while worn would wound the hero when taken off: only permanent "
                    "(armor or boost) cards raise HP (R-EQ-4)"
                )
            )
        return self


class EnemyWeapon(ContentModel):
    name: Name
    range: Annotated[StrictInt, Field(ge=1, le=30)]
    dice: Annotated[StrictInt, Field(ge=1, le=10)]
    ap_cost: Annotated[StrictInt, Field(ge=1, le=10)]
    silent: StrictBool = False
    abilities: list[EffectSpec] = []
    translations: dict[TranslatedLanguage, NameWords] = {}


class EnemyCard(ContentModel):
    id: Slug
    name: Name
    rank: EnemyRank = EnemyRank.TROOPER
    figures: Annotated[StrictInt, Field(ge=1, le=12)] = 1
    large: StrictBool = False
    hp: Annotated[StrictInt, Field(ge=1, le=50)]
    armor: Stat
    ap: Annotated[StrictInt, Field(ge=1, le=20)]
    initiative: Annotated[StrictInt, Field(ge=0, le=20)]
    weapon: EnemyWeapon
    abilities: list[Ability] = []
    player_loot: list[EffectSpec] = []
    team_loot: list[EffectSpec] = []
    text: Text
    translations: dict[TranslatedLanguage, NameTextWords] = {}


class ChestCard(ContentModel):
    id: Slug
    name: Name
    effects: Annotated[list[EffectSpec], Field(min_length=1)]
    copies: Annotated[StrictInt, Field(ge=1, le=10)] = 1
    text: Text
    translations: dict[TranslatedLanguage, NameTextWords] = {}


class EventOption(ContentModel):
    label: Name
    text: Text
    translations: dict[TranslatedLanguage, LabelTextWords] = {}
    effects: list[EffectSpec] = []
    grants_loot: StrictBool = True


class EventCard(ContentModel):
    id: Slug
    title: Name
    story: Text
    options: Annotated[list[EventOption], Field(min_length=2, max_length=2)]
    player_loot: list[EffectSpec] = []
    team_loot: list[EffectSpec] = []
    translations: dict[TranslatedLanguage, TitleStoryWords] = {}


class DiceSpec(ContentModel):
    """How many of the twelve faces of the attack die show each result."""

    heart: Annotated[StrictInt, Field(ge=0, le=12)]
    shield: Annotated[StrictInt, Field(ge=0, le=12)]
    reload: Annotated[StrictInt, Field(ge=0, le=12)]
    blank: Annotated[StrictInt, Field(ge=0, le=12)]

    @after_check
    def _twelve_faces(self) -> DiceSpec:
        total = self.heart + self.shield + self.reload + self.blank
        if total != 12:
            raise ValueError(
                _("the die has 12 faces but these counts add up to {total}").format(total=total)
            )
        return self

    def faces(self) -> tuple[Face, ...]:
        """The twelve faces in a fixed order, for a generator to index."""
        return (
            (Face.HEART,) * self.heart
            + (Face.SHIELD,) * self.shield
            + (Face.RELOAD,) * self.reload
            + (Face.BLANK,) * self.blank
        )


CardT = TypeVar("CardT", HeroCard, EnemyCard, WeaponCard, EquipmentCard)


class Decks(ContentModel):
    """Every card the game knows, as loaded from the `data/` folder."""

    heroes: list[HeroCard]
    enemies: list[EnemyCard]
    weapons: list[WeaponCard]
    equipment: list[EquipmentCard]
    chests: list[ChestCard]
    events: list[EventCard]
    dice: DiceSpec

    def hero(self, hero_id: str) -> HeroCard:
        return _by_id(self.heroes, hero_id, "hero")

    def enemy(self, enemy_id: str) -> EnemyCard:
        return _by_id(self.enemies, enemy_id, "enemy")

    def weapon(self, weapon_id: str) -> WeaponCard:
        return _by_id(self.weapons, weapon_id, "weapon")

    def item(self, equipment_id: str) -> EquipmentCard:
        return _by_id(self.equipment, equipment_id, "equipment card")


def _by_id(cards: list[CardT], card_id: str, what: str) -> CardT:
    for card in cards:
        if card.id == card_id:
            return card
    raise KeyError(f"no {what} with id {card_id!r}")
