"""The full decks: the box's card counts, every item type and weapon family
present, and no card that asks the engine for something it does not do.

RULES.md §2 gives the box's card counts (31 weapons, 62 equipment, 20 events,
14 chests, 6 heroes) and the card anatomy; the effect primitives and triggers
a card may name are those of content/records/effects.py, carried out by
engine/rules/effects/ (the interpreter) and read by engine/rules/combat/ and
engine/rules/actions/ (attacks and equipment). Values the rulebook pins exactly
are tested in test_cards.py.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import (
    DATA_DIR,
    builtin_mission_files,
    parse_deck_file,
    training_mission_file,
)
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.cards import (
    Decks,
    EquipmentCard,
    EventCard,
    ItemType,
    WeaponKind,
)
from wolfenstein_tui.content.records.effects import (
    EFFECT_KINDS,
    EFFECT_TYPES,
    Ability,
    AmmoType,
    DamageArea,
    Destination,
    Escort,
    ExtraDice,
    GainBot,
    Hide,
    Silence,
    Spawn,
    Trigger,
)
from wolfenstein_tui.content.records.walk import walk_models

ENGINE_DIR = Path(__file__).resolve().parents[2] / "wolfenstein_tui" / "engine"
EFFECT_MODELS: tuple[type, ...] = EFFECT_TYPES

# What engine/rules/combat.py reads from the cards in play during an attack: the
# weapon's always-on abilities, the special mode paid for, the attachment
# (weapon_effects, attack_dice, attack, reroll_sources).
ATTACK_MODIFIERS = {"extra_dice", "pierce_armor", "silence", "reroll"}


@pytest.fixture(scope="module")
def decks() -> Decks:
    return builtin_decks()


@pytest.fixture(scope="module")
def missions(decks: Decks) -> list[Any]:
    files = [*builtin_mission_files(), training_mission_file()]  # the training's rules count too
    return [load_mission(path, decks).mission for path in files]


def effects_in(model: BaseModel) -> Iterator[BaseModel]:
    for _, found in walk_models(model):
        if isinstance(found, EFFECT_MODELS):
            yield found


def all_cards(decks: Decks) -> Iterator[tuple[str, Any]]:
    for kind in ("heroes", "enemies", "weapons", "equipment", "chests", "events"):
        for card in getattr(decks, kind):
            yield kind, card


def kinds(effects: list[Any]) -> set[str]:
    return {effect.effect for effect in effects}


# --- the files and the box counts --------------------------------------------------------------


@pytest.mark.parametrize(
    "kind", ["heroes", "enemies", "weapons", "equipment", "chests", "events", "dice"]
)
def test_every_deck_file_validates_on_its_own(kind: str) -> None:
    found_kind, cards, problems, _ = parse_deck_file(DATA_DIR / f"{kind}.yaml")
    assert found_kind == kind
    assert problems == []
    assert cards is not None


def test_box_card_counts(decks: Decks) -> None:
    """RULES §2: 6 hero, 31 weapon, 62 equipment, 20 event and 14 chest
    cards; `copies` counts a card printed more than once."""
    assert len(decks.heroes) == 6
    assert sum(card.copies for card in decks.weapons) == 31
    assert sum(card.copies for card in decks.equipment) == 62
    assert len(decks.events) == 20
    assert sum(card.copies for card in decks.chests) == 14


def test_decks_are_varied(decks: Decks) -> None:
    assert len(decks.weapons) >= 25
    assert len(decks.equipment) >= 40


def test_ids_and_names_are_unique_across_the_decks(decks: Decks) -> None:
    ids = Counter(card.id for _, card in all_cards(decks))
    assert [card_id for card_id, n in ids.items() if n > 1] == []
    names = Counter(
        getattr(card, "name", None) or card.title
        for kind, card in all_cards(decks)
        if kind != "enemies"
    )
    assert [name for name, n in names.items() if n > 1] == []


def test_starting_cards_have_a_copy_for_every_hero_who_starts_with_them(decks: Decks) -> None:
    """R-SETUP-6: heroes take their starting cards out of the decks, so four
    heroes starting with the same card need four copies of it."""
    weapons = Counter(w for hero in decks.heroes for w in hero.starting_weapons)
    items = Counter(i for hero in decks.heroes for i in hero.starting_equipment)
    for weapon_id, needed in weapons.items():
        assert decks.weapon(weapon_id).copies >= min(needed, 4), weapon_id
    for item_id, needed in items.items():
        assert decks.item(item_id).copies >= min(needed, 4), item_id


# --- weapons (RULES §2 weapon card, §9) --------------------------------------------------------


def test_weapons_cover_every_ammo_type_melee_and_silent(decks: Decks) -> None:
    """R-ATK-1, R-ATK-5, R-ATK-11: light, heavy and special firearms; melee
    weapons (reload counts as blank); weapons that fire silently."""
    firearms = [w for w in decks.weapons if w.kind is WeaponKind.FIREARM]
    assert {w.ammo for w in firearms} == set(AmmoType)
    for ammo in AmmoType:
        assert sum(1 for w in firearms if w.ammo is ammo) >= 5, ammo
    assert sum(1 for w in decks.weapons if w.kind is WeaponKind.MELEE) >= 3
    assert sum(1 for w in decks.weapons if w.silent) >= 2


def test_pierce_metal_weapons_exist_for_barricades(decks: Decks) -> None:
    """R-MOVE-5: only a pierce-metal weapon removes a barricade."""
    assert sum(1 for w in decks.weapons if w.pierce_metal) >= 3


def test_every_laser_costs_three_ap(decks: Decks) -> None:
    """RULES §2: a laser weapon costs 3 AP to attack."""
    lasers = [w for w in decks.weapons if "laser" in w.id]
    assert len(lasers) >= 2
    assert all(w.ap_cost == 3 for w in lasers)


def test_special_modes_cost_ammo_of_the_weapon(decks: Decks) -> None:
    """R-ATK-6: a special mode is paid in the weapon's own ammo type."""
    with_modes = [w for w in decks.weapons if w.modes]
    assert len(with_modes) >= 15
    assert all(w.ammo is not None for w in with_modes)
    assert {m.ammo_cost for w in with_modes for m in w.modes} >= {1, 2}


def test_weapon_effects_are_ones_an_attack_reads(decks: Decks) -> None:
    """engine/rules/combat.py adds only extra dice, armor piercing, silence and
    rerolls from a weapon's ∞ abilities, and those plus an area (centred on
    the target, after the roll) from its special modes; its `on_attack`
    abilities run after the hit and its `on_kill` ones after each kill (with
    no target: the figure is gone); its ∞ abilities may also thin the dice out
    with distance (dice_falloff); no other trigger is read on a weapon."""
    triggers = (Trigger.ALWAYS, Trigger.ON_ATTACK, Trigger.ON_KILL)
    for weapon in decks.weapons:
        for ability in weapon.abilities:
            assert ability.trigger in triggers, weapon.id
            assert ability.glory_cost == 0, weapon.id
            if ability.trigger is Trigger.ALWAYS:
                assert kinds(ability.effects) <= ATTACK_MODIFIERS | {"dice_falloff"}, weapon.id
            else:  # run after the hit: no attack modifier
                assert not kinds(ability.effects) & ATTACK_MODIFIERS
            if ability.trigger is Trigger.ON_KILL:
                aims = {getattr(e, "target", "self") for e in ability.effects}
                assert aims <= {"self", "all_heroes"}, weapon.id
        for mode in weapon.modes:
            allowed = ATTACK_MODIFIERS | {"damage_area"}
            assert kinds(mode.effects) <= allowed, (weapon.id, mode.name)


def test_area_weapons_have_area_modes(decks: Decks) -> None:
    """R-ATK-6 with R-LARGE-1: the shotgun, the flamethrower, the rocket tube
    and the grenade launcher have a special mode that hits an area."""
    for weapon_id in ("trench-shotgun", "flamethrower", "panzerfaust", "grenade-launcher"):
        weapon = decks.weapon(weapon_id)
        assert any("damage_area" in kinds(m.effects) for m in weapon.modes), weapon_id


# --- equipment (RULES §2 equipment card, §16) -----------------------------------------------------


def test_every_item_type_is_in_the_deck(decks: Decks) -> None:
    """RULES §2: armor, attachment, boost, consumable, suit, other."""
    types = Counter(card.item_type for card in decks.equipment)
    assert set(types) == set(ItemType)
    assert all(n >= 3 for n in types.values()), types


def item_named(decks: Decks, word: str) -> list[EquipmentCard]:
    return [c for c in decks.equipment if re.search(word, c.name, re.IGNORECASE)]


def test_silencer_and_bayonet_are_attachments(decks: Decks) -> None:
    """RULES §2, R-ATK-11, R-EQ-2: the silencer silences its weapon; the
    bayonet adds a die against an adjacent enemy only."""
    (silencer,) = item_named(decks, "silencer")
    (bayonet,) = item_named(decks, "bayonet")
    assert silencer.item_type is bayonet.item_type is ItemType.ATTACHMENT
    assert any(isinstance(e, Silence) for e in silencer.passive)
    (extra,) = bayonet.passive
    assert isinstance(extra, ExtraDice) and extra.count == 1 and extra.max_distance == 1


def test_grenades_and_tnt_are_area_consumables(decks: Decks) -> None:
    """RULES §2 consumables; the rulebook's examples of area effects are a
    grenade and TNT (R-LARGE-1, R-MOVE barricades)."""
    explosives = item_named(decks, "grenade") + item_named(decks, "TNT")
    assert len(item_named(decks, "TNT")) == 1 and len(explosives) >= 3
    for card in explosives:
        assert card.item_type is ItemType.CONSUMABLE
        assert any(isinstance(e, DamageArea) for e in card.effects), card.id


def test_power_suit_two_copies_and_a_disguise(decks: Decks) -> None:
    """RULES §2: the box has 2 power suit tokens; a suit hides from nazis or
    raises defence: the power suit raises armor while worn."""
    (power,) = item_named(decks, "power suit")
    assert power.item_type is ItemType.SUIT and power.copies == 2
    assert not power.permanent and not power.effects
    assert [(e.effect, e.stat) for e in power.passive] == [("boost", "armor")]
    disguises = [c for c in decks.equipment if any(isinstance(e, Hide) for e in c.passive)]
    assert len(disguises) >= 2
    assert all(c.item_type is ItemType.SUIT for c in disguises)


def test_boost_cards_raise_base_hp_or_armor(decks: Decks) -> None:
    """RULES §2: a boost raises base HP or armor; R-EQ-4 it is permanent."""
    boosts = [c for c in decks.equipment if c.item_type is ItemType.BOOST]
    for card in boosts:
        assert card.permanent, card.id
        assert {e.stat for e in card.passive if e.effect == "boost"} <= {"hp", "armor"}
        assert card.passive, card.id
    assert {e.stat for c in boosts for e in c.passive} == {"hp", "armor"}


def test_equipment_effects_are_ones_the_engine_reads(decks: Decks) -> None:
    """engine/rules/actions/, engine/rules/effects/ and engine/rules/combat/: an
    attachment's passive effects modify its weapon's attacks; a card attached
    to the hero is read as rerolls, `hide` (on a suit) and `boost` (while
    worn, for good on a permanent card, R-EQ-4)."""
    for card in decks.equipment:
        passive = kinds(card.passive)
        if card.item_type is ItemType.ATTACHMENT:
            assert passive <= ATTACK_MODIFIERS and not card.effects, card.id
            continue
        allowed = {"reroll", "boost"}
        if card.item_type is ItemType.SUIT:
            allowed.add("hide")
        assert passive <= allowed, card.id
        if card.item_type is not ItemType.CONSUMABLE:
            # a card used again and again must not raise a base value each time
            assert "boost" not in kinds(card.effects), card.id


def test_used_cards_never_need_a_chosen_target(decks: Decks) -> None:
    """Using a card names a square (for an area) but no figure, so its effects
    aim at the user, its neighbours or its zone."""
    chosen = {"chosen_enemy", "chosen_hero", "attack_target"}
    for card in decks.equipment:
        for effect in card.effects:
            assert getattr(effect, "target", None) not in chosen, card.id


def test_silent_execution_items_are_single_use(decks: Decks) -> None:
    """R-ATK-10: knife, hatchet and pipe are discarded after the execution."""
    items = [c for c in decks.equipment if c.execution_dice]
    assert {c.id for c in items} >= {"combat-knife", "hatchet", "lead-pipe"}
    assert all(c.item_type is ItemType.CONSUMABLE for c in items)


# --- events and chests (RULES §2, §8) ------------------------------------------------------------


def option_signature(option: Any) -> tuple[Any, ...]:
    return (option.grants_loot, [e.model_dump(mode="json") for e in option.effects])


def test_every_event_offers_two_different_options(decks: Decks) -> None:
    """RULES §2: two options, sometimes with no real refusal, but each does
    something of its own."""
    for event in decks.events:
        first, second = event.options
        assert first.effects or second.effects, event.id
        assert option_signature(first) != option_signature(second), event.id
        assert first.label != second.label, event.id


def test_every_event_has_loot_and_a_story(decks: Decks) -> None:
    for event in decks.events:
        assert event.player_loot or event.team_loot, event.id
        assert len(event.story) >= 40, event.id


def test_events_give_bots(decks: Decks) -> None:
    """R-BOT-1: some events give a bot."""
    bots = [e for e in decks.events if any(isinstance(x, GainBot) for x in effects_in(e))]
    assert len(bots) >= 2
    assert len({x.type for e in bots for x in effects_in(e) if isinstance(x, GainBot)}) >= 2


def test_escort_events_keep_their_loot_for_the_destination(decks: Decks) -> None:
    """RULES §2 "Pursued": the escort option defers the loot, the other one
    gains it at once; both destinations are used."""
    escorts: list[EventCard] = [
        e for e in decks.events if any(isinstance(x, Escort) for x in effects_in(e))
    ]
    assert {x.destination for e in escorts for x in effects_in(e) if isinstance(x, Escort)} == set(
        Destination
    )
    for event in escorts:
        assert event.player_loot, event.id
        assert sum(any(isinstance(x, Escort) for x in o.effects) for o in event.options) == 1


def test_events_spawn_at_their_token_somewhere(decks: Decks) -> None:
    """R-SEARCH-3: spawns from events go on the event token's square."""
    spawns = [x for e in decks.events for x in effects_in(e) if isinstance(x, Spawn)]
    assert sum(1 for s in spawns if s.at.value == "event_token") >= 2


def test_event_options_do_not_aim_at_enemies_in_the_searched_zone(decks: Decks) -> None:
    """R-SEARCH-1: an event is searched only when no enemy is in its zone, so
    an option hitting the enemies of the hero's zone would do nothing."""
    for event in decks.events:
        for option in event.options:
            for effect in option.effects:
                assert getattr(effect, "target", None) != "enemies_in_zone", event.id


def test_chests_are_varied(decks: Decks) -> None:
    assert len(decks.chests) >= 8
    effect_kinds = {e.effect for c in decks.chests for e in c.effects}
    assert len(effect_kinds) >= 8


# --- heroes (RULES §2 hero card, §17) -------------------------------------------------------------


def test_heroes_have_two_or_three_abilities_and_distinct_ones(decks: Decks) -> None:
    """R-GLORY-1: abilities are spent with glory, except ∞ ones which are
    free (and on_kill ones, which happen by themselves)."""
    signatures = []
    for hero in decks.heroes:
        assert 2 <= len(hero.abilities) <= 3, hero.id
        for ability in hero.abilities:
            if ability.trigger not in (Trigger.ALWAYS, Trigger.ON_KILL):
                assert ability.glory_cost >= 1, (hero.id, ability.name)
        signatures.append(frozenset(a.name for a in hero.abilities))
    assert len(set(signatures)) == len(signatures)
    names = Counter(a.name for h in decks.heroes for a in h.abilities)
    assert [name for name, n in names.items() if n > 1] == []


def test_hero_abilities_use_triggers_the_engine_reads(decks: Decks) -> None:
    """engine/rules/actions.py spends any non-∞ hero ability with glory at once
    (attack_roll: before the attack it helps); engine/rules/combat.py reads a
    hero's ∞ abilities only as rerolls, and runs its on_kill ones after each
    of its kills."""
    triggers = (Trigger.ALWAYS, Trigger.ON_USE, Trigger.ATTACK_ROLL, Trigger.ON_KILL)
    for hero in decks.heroes:
        for ability in hero.abilities:
            assert ability.trigger in triggers
            if ability.trigger is Trigger.ALWAYS:
                assert kinds(ability.effects) == {"reroll"}, (hero.id, ability.name)


def test_every_hero_has_a_starting_kit(decks: Decks) -> None:
    """R-SETUP-6: each hero takes its starting weapon and equipment (setup
    wears what fits a slot, boosts and disguises included)."""
    for hero in decks.heroes:
        assert hero.starting_weapons, hero.id
        for item_id in hero.starting_equipment:
            decks.item(item_id)
    assert all(hero.starting_equipment for hero in decks.heroes)


# --- every primitive implemented and exercised ------------------------------------------------------


def engine_source() -> str:
    return "\n".join(path.read_text() for path in sorted(ENGINE_DIR.rglob("*.py")))


def test_every_effect_primitive_has_an_implementation() -> None:
    """A card cannot name an effect outside EFFECT_KINDS (the union is
    closed), and each of EFFECT_KINDS is handled by the interpreter (the
    modules of engine/rules/effects/)."""
    interpreter = "".join(
        path.read_text() for path in sorted((ENGINE_DIR / "rules" / "effects").glob("*.py"))
    )
    assert len(EFFECT_MODELS) == len(EFFECT_KINDS)
    missing = [m.__name__ for m in EFFECT_MODELS if f"fx.{m.__name__}" not in interpreter]
    assert missing == []


def test_every_effect_primitive_is_used_by_some_card_or_mission(
    decks: Decks, missions: list[Any]
) -> None:
    used: set[str] = set()
    for _, card in all_cards(decks):
        used |= {effect.effect for effect in effects_in(card)}
    for mission in missions:
        used |= {effect.effect for effect in effects_in(mission)}
    assert used <= set(EFFECT_KINDS)
    assert sorted(set(EFFECT_KINDS) - used) == []


def abilities_of(decks: Decks) -> Iterator[tuple[str, Ability]]:
    for kind, card in all_cards(decks):
        for _, found in walk_models(card):
            if isinstance(found, Ability):
                yield kind, found


def test_every_trigger_on_a_card_is_read_by_the_engine(decks: Decks) -> None:
    """A trigger no engine code names would leave its ability dead; hero
    abilities are checked above (any non-∞ one is spent with glory)."""
    source = engine_source()
    for kind, ability in abilities_of(decks):
        if kind == "heroes":
            continue
        assert f"Trigger.{ability.trigger.name}" in source, (kind, ability.name)


def test_every_trigger_the_engine_reads_is_on_some_card(decks: Decks) -> None:
    source = engine_source()
    read = {t for t in Trigger if f"Trigger.{t.name}" in source}
    used = {ability.trigger for _, ability in abilities_of(decks)}
    assert read <= used
