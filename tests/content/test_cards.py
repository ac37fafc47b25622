"""The built-in decks: well-formed, and true to every value the rulebook
states (RULES.md §2)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.cards import DiceSpec, EquipmentCard, HeroCard, WeaponCard
from wolfenstein_tui.content.records.effects import (
    EFFECT_KINDS,
    DiceFalloff,
    DrawEquipment,
    GainAmmo,
    GainGlory,
    GreatArmor,
    PierceArmor,
    RaiseDanger,
    Reroll,
    Spawn,
    Trigger,
)


@pytest.fixture(scope="module")
def decks():
    return builtin_decks()


def test_six_heroes_with_the_rulebook_ids(decks) -> None:
    # R-GAME-1: four heroes are chosen from six.
    assert {hero.id for hero in decks.heroes} == {
        "blazkowicz",
        "anya",
        "set",
        "bombate",
        "max",
        "klaus",
    }


def test_klaus_kreutz_matches_the_rulebook(decks) -> None:
    # RULES.md §2: 6 AP, precision 2, War Veteran rerolls a reload result.
    klaus = decks.hero("klaus")
    assert klaus.ap == 6 and klaus.precision == 2
    veteran = next(a for a in klaus.abilities if a.name == "War Veteran")
    assert veteran.trigger is Trigger.ALWAYS  # the worked example spends no glory
    (reroll,) = veteran.effects
    assert (
        isinstance(reroll, Reroll)
        and reroll.count == 1
        and [f.value for f in reroll.faces] == ["reload"]
    )
    assert "pistol-1960" in klaus.starting_weapons


def test_soldier_matches_the_rulebook(decks) -> None:
    soldier = decks.enemy("soldier")
    assert (soldier.hp, soldier.armor) == (1, 3)
    weapon = soldier.weapon
    assert (weapon.range, weapon.dice, weapon.ap_cost) == (4, 3, 2)
    (falloff,) = [e for e in weapon.abilities if isinstance(e, DiceFalloff)]
    assert (falloff.per_square, falloff.minimum) == (1, 1)
    kinds = [type(effect) for effect in soldier.player_loot]
    assert kinds == [GainGlory, DrawEquipment, GainAmmo]
    assert soldier.player_loot[0].amount == 1 and soldier.player_loot[2].ammo.value == "choice"
    assert soldier.team_loot == []
    raises = [e for a in soldier.abilities for e in a.effects if isinstance(e, RaiseDanger)]
    assert raises, "the Soldier's ability raises the danger marker"


def test_pistol_1960_and_laser_costs(decks) -> None:
    pistol = decks.weapon("pistol-1960")
    assert (pistol.range, pistol.dice, pistol.ap_cost) == (2, 1, 2)
    assert decks.weapon("laser-rifle").ap_cost == 3


def test_assault_rifle_pierces_and_supersoldier_has_great_armor(decks) -> None:
    rifle = decks.weapon("assault-rifle")
    assert any(isinstance(e, PierceArmor) for a in rifle.abilities for e in a.effects)
    supersoldier = decks.enemy("supersoldier")
    assert any(isinstance(e, GreatArmor) for a in supersoldier.abilities for e in a.effects)


def test_silent_execution_items(decks) -> None:
    # R-ATK-10: knife, hatchet and pipe are silent execution items.
    for card_id in ("combat-knife", "hatchet", "lead-pipe"):
        assert decks.item(card_id).execution_dice


def test_large_figures(decks) -> None:
    # R-LARGE-1: the Panzerhund is a large figure.
    assert decks.enemy("panzerhund").large


def test_escaped_prisoners_event_has_escort_and_spawn(decks) -> None:
    event = next(e for e in decks.events if e.id == "escaped-prisoners")
    first = event.options[0].effects
    assert any(e.effect == "escort" for e in first)
    spawn = next(e for e in first if isinstance(e, Spawn))
    assert sorted(g.type for g in spawn.enemies) == ["officer", "soldier", "space-marine"]


def test_dice_faces_sum_to_twelve(decks) -> None:
    # R-DICE-1 [D]: the split is content and must sum to 12.
    assert len(decks.dice.faces()) == 12
    with pytest.raises(ValidationError, match="add up to 11"):
        DiceSpec(heart=3, shield=4, reload=2, blank=2)


def test_effect_kinds_are_a_closed_set() -> None:
    assert len(EFFECT_KINDS) == len(set(EFFECT_KINDS))
    with pytest.raises(ValidationError):
        GainGlory.model_validate({"effect": "gain_glory", "amount": 1, "free_text": "x"})


def test_models_are_frozen(decks) -> None:
    # Records, not pydantic models (content/records/base.py): an AttributeError, as
    # a frozen dataclass raises.
    with pytest.raises(AttributeError, match="immutable"):
        decks.hero("klaus").ap = 9  # type: ignore[misc]


def test_card_rules_checked_by_models() -> None:
    base = {"id": "x", "name": "X", "text": "t"}
    with pytest.raises(ValidationError, match="firearm needs an 'ammo'"):
        WeaponCard.model_validate({**base, "range": 2, "dice": 1, "ap_cost": 2})
    with pytest.raises(ValidationError, match="only armor and boost"):
        EquipmentCard.model_validate(
            {**base, "item_type": "other", "permanent": True, "passive": [{"effect": "hide"}]}
        )
    with pytest.raises(ValidationError, match="consumable"):
        EquipmentCard.model_validate({**base, "item_type": "other", "execution_dice": 2})
    with pytest.raises(ValidationError, match="attachments go on weapons"):
        HeroCard.model_validate(
            {
                **base,
                "hp": 3,
                "armor": 1,
                "ap": 5,
                "precision": 1,
                "ammo": "light",
                "starting_weapons": ["pistol-1960"],
                "item_slots": ["attachment"],
            }
        )


def test_r_eq_worn_card_rules_checked_by_models() -> None:
    """R-EQ: a consumable is never attached, so it has no passive effects; an
    HP boost is only on permanent cards (R-EQ-4: taking off a worn HP boost
    would wound the hero); the bayonet's `max_distance` is read on weapons,
    their modes and attachments only; an on_kill ability costs no glory."""
    base = {"id": "x", "name": "X", "text": "t"}
    with pytest.raises(ValidationError, match="consumable is never attached"):
        EquipmentCard.model_validate(
            {**base, "item_type": "consumable", "passive": [{"effect": "hide"}]}
        )
    with pytest.raises(ValidationError, match="HP boost"):
        EquipmentCard.model_validate(
            {
                **base,
                "item_type": "suit",
                "passive": [{"effect": "boost", "stat": "hp", "amount": 1}],
            }
        )
    worn = EquipmentCard.model_validate(
        {**base, "item_type": "suit", "passive": [{"effect": "boost", "stat": "armor"}]}
    )
    assert not worn.permanent
    hero = {
        **base,
        "hp": 3,
        "armor": 1,
        "ap": 5,
        "precision": 1,
        "ammo": "light",
        "starting_weapons": ["pistol-1960"],
        "item_slots": ["armor"],
    }
    reach = {"effect": "extra_dice", "count": 1, "max_distance": 1}
    with pytest.raises(ValidationError, match="max_distance"):
        HeroCard.model_validate(
            {**hero, "abilities": [{"name": "A", "text": "t", "glory_cost": 1, "effects": [reach]}]}
        )
    with pytest.raises(ValidationError, match="on_kill"):
        HeroCard.model_validate(
            {
                **hero,
                "abilities": [
                    {
                        "name": "A",
                        "text": "t",
                        "trigger": "on_kill",
                        "glory_cost": 1,
                        "effects": [{"effect": "gain_glory"}],
                    }
                ],
            }
        )
