"""Effects on the heroes' own tokens and values: healing, armour, boosts,
AP, the next attack's dice, fatigue, shared life, hiding; and the passive
effects of a worn card, put on and taken off (R-EQ-2, R-EQ-3).
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.cards import EquipmentCard, WeaponKind
from wolfenstein_tui.content.records.effects import Target
from wolfenstein_tui.engine.rules.effects.targets import heroes_for
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Hero

HERO_EFFECTS = (
    fx.Heal,
    fx.AddArmor,
    fx.Boost,
    fx.GainAp,
    fx.ExtraDice,
    fx.PierceArmor,
    fx.TakeFatigue,
    fx.RemoveFatigue,
    fx.GainSharedLife,
    fx.Hide,
    fx.Jam,
)
"""Effects on the heroes' own tokens and values."""


def run_on_heroes(
    turn: Turn,
    effect: Any,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
) -> bool:
    """Healing, armor, boosts, AP, the next attack's dice, fatigue, shared
    life, hiding, a jammed weapon."""
    if isinstance(effect, fx.Heal):
        for target in heroes_for(turn, effect.target, hero, context):
            before = target.hp
            target.hp = (
                target.max_hp
                if effect.amount is None
                else min(target.max_hp, target.hp + effect.amount)
            )
            turn.say(EventKind.EFFECT, what="heal", hero=target.id, hp=target.hp - before)
    elif isinstance(effect, fx.AddArmor):
        for target in heroes_for(turn, effect.target, hero, context):
            before = target.armor
            target.armor = min(target.max_armor, target.armor + effect.amount)
            turn.say(EventKind.EFFECT, what="armor", hero=target.id, armor=target.armor - before)
    elif isinstance(effect, fx.Boost):
        for target in heroes_for(turn, effect.target, hero, context):
            apply_boost(turn, target, effect.stat, effect.amount)
    elif isinstance(effect, fx.GainAp):
        for target in heroes_for(turn, effect.target, hero, context):
            target.ap += effect.amount
            turn.say(EventKind.EFFECT, what="ap", hero=target.id, ap=effect.amount)
    elif isinstance(effect, fx.ExtraDice):
        for target in heroes_for(turn, Target.SELF, hero, context):
            target.extra_dice += effect.count
            turn.say(EventKind.EFFECT, what="extra_dice", hero=target.id, dice=effect.count)
    elif isinstance(effect, fx.PierceArmor):
        for target in heroes_for(turn, Target.SELF, hero, context):
            target.pierce_next = True
            turn.say(EventKind.EFFECT, what="pierce", hero=target.id)
    elif isinstance(effect, fx.TakeFatigue):
        for target in heroes_for(turn, effect.target, hero, context):
            fatigue_effect(turn, target, source)
    elif isinstance(effect, fx.RemoveFatigue):
        for target in heroes_for(turn, effect.target, hero, context):
            target.fatigue = False
            target.fatigue_at_start = False
            turn.say(EventKind.FATIGUE, what="rest", hero=target.id)
    elif isinstance(effect, fx.GainSharedLife):
        for target in heroes_for(turn, effect.target, hero, context):
            target.shared_life += effect.count
            turn.say(EventKind.EFFECT, what="shared_life", hero=target.id, count=effect.count)
    elif isinstance(effect, fx.Hide):
        for target in heroes_for(turn, effect.target, hero, context):
            target.hidden = True
            turn.say(EventKind.EFFECT, what="hide", hero=target.id)
    elif isinstance(effect, fx.Jam):
        for target in heroes_for(turn, effect.target, hero, context):
            jam(turn, target)
    else:  # pragma: no cover - the effect union is closed
        raise AssertionError(f"effect {effect!r} has no implementation")
    return True


def fatigue_effect(turn: Turn, hero: Hero, reason: str) -> None:
    """Fatigue as an effect: applies even to a fatigued hero, but a hero never
    holds two tokens (R-AP-5)."""
    if hero.fatigue:
        turn.say(EventKind.FATIGUE, what="already", hero=hero.id, reason=reason)
        return
    hero.fatigue = True
    turn.say(EventKind.FATIGUE, what="take", hero=hero.id, reason=reason)


def apply_boost(turn: Turn, hero: Hero, stat: str, amount: int) -> None:
    """Raise a base value: the maximum and the current value for HP and
    armor, the base AP (this activation's AP are not changed) or precision.
    Armor damage kept from an item taken off (`armor_debt`) is paid first."""
    if stat == "hp":
        hero.max_hp += amount
        hero.hp += amount
    elif stat == "armor":
        hero.max_armor += amount
        paid = min(hero.armor_debt, amount)
        hero.armor_debt -= paid
        hero.armor += amount - paid
    elif stat == "ap":
        hero.base_ap += amount
    else:
        hero.precision += amount
    turn.say(EventKind.EFFECT, what="boost", hero=hero.id, stat=stat, amount=amount)


def lower_boost(turn: Turn, hero: Hero, stat: str, amount: int) -> None:
    """Undo `apply_boost` when a worn item comes off (R-EQ-3). [D] Armor
    damage stays on the hero card like its damage tokens: maximum and current
    armor both fall by the amount; damage that no longer fits below 0 is kept
    as `armor_debt`, so taking an item off and putting it back on never
    repairs armor (R-ATK-4). HP boosts are only on permanent cards (a
    content rule), so HP never falls here."""
    if stat == "hp":  # pragma: no cover - content forbids removable HP boosts
        raise AssertionError("an HP boost is never taken off")
    if stat == "armor":
        hero.max_armor -= amount
        left = hero.armor - amount
        hero.armor = max(0, left)
        hero.armor_debt += max(0, -left)
    elif stat == "ap":
        hero.base_ap -= amount
    else:
        hero.precision -= amount
    turn.say(EventKind.EFFECT, what="unboost", hero=hero.id, stat=stat, amount=amount)


def put_on(turn: Turn, hero: Hero, card: EquipmentCard) -> None:
    """A card attached to the hero starts working (R-EQ-2, RULES §2 "raise
    defence"): its `boost` passives raise their stats while it is worn, and
    a `hide` passive disguises the hero. Used when equipping and at setup
    (R-SETUP-6 starting equipment)."""
    for effect in card.passive:
        if isinstance(effect, fx.Boost):
            apply_boost(turn, hero, effect.stat, effect.amount)
        elif isinstance(effect, fx.Hide):
            hero.hidden = True
            turn.say(EventKind.EFFECT, what="hide", hero=hero.id)


def take_off(turn: Turn, hero: Hero, card: EquipmentCard) -> None:
    """The card stops working: its boosts are lowered again and a disguise
    drops (R-EQ-3). Permanent cards never come off (R-EQ-4)."""
    for effect in card.passive:
        if isinstance(effect, fx.Boost):
            lower_boost(turn, hero, effect.stat, effect.amount)
        elif isinstance(effect, fx.Hide):
            hero.hidden = False


def jam(turn: Turn, hero: Hero) -> None:
    """R-ATK-5: a reload token on the firearm in the hero's hands, as a
    reload face puts one (a melee weapon takes none; one token at most)."""
    if not hero.weapons:
        return
    weapon = hero.weapons[hero.active_weapon]
    if weapon.reload or turn.rules.weapon_cards[weapon.card].kind is WeaponKind.MELEE:
        return
    weapon.reload = True
    turn.say(EventKind.RELOAD_TOKEN, "R-ATK-5", hero=hero.id, card=weapon.card)
