"""R-GLORY-1: a hero may spend glory on an ability at any moment of its
turn, even one that works only on the figures around the hero when none
is there. The rules allow it; the action's notes say first that the glory
would be spent for nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.engine.games import put_enemy, put_hero, rules_for
from tests.engine.rules.test_attacks import situation
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.records.effects import Target
from wolfenstein_tui.engine.state.commands import UseAbility
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.command_words import notes

RULES = rules_for()


def ability_index(hero: str, name: str) -> int:
    abilities = RULES.hero_card(hero).abilities
    return next(i for i, ability in enumerate(abilities) if ability.name == name)


def with_glory(state: GameState, hero: str) -> GameState:
    state = state.clone()
    state.heroes[hero].glory = 5
    return state


FIELD_REPAIRS = UseAbility("anya", ability_index("anya", "Field Repairs"))
NOBODY = "No other hero stands next to Anya Oliwa: the glory would be spent for nothing."


def test_r_glory_1_an_ability_for_the_heroes_around_says_when_nobody_is_there() -> None:
    alone = with_glory(situation(hero="anya", square="C3"), "anya")
    said = notes(RULES, alone, FIELD_REPAIRS)
    assert said[0] == NOBODY
    assert FIELD_REPAIRS in RULES.legal_actions(alone)  # allowed all the same
    beside = put_hero(alone, "klaus", "C4")
    assert NOBODY not in notes(RULES, beside, FIELD_REPAIRS)
    far = put_hero(alone, "klaus", "C6")
    assert notes(RULES, far, FIELD_REPAIRS)[0] == NOBODY


def test_r_glory_1_an_ability_for_the_enemies_around_says_when_none_is_there() -> None:
    charge = UseAbility("bombate", ability_index("bombate", "Shoulder Charge"))
    started = situation(hero="bombate", square="C3", seats=(("bombate", "anya", "klaus", "max"),))
    alone = with_glory(started, "bombate")
    assert notes(RULES, alone, charge)[0] == (
        "No enemy stands next to Bombate: the glory would be spent for nothing."
    )
    beside = put_enemy(RULES, alone, "soldier-1", "soldier", "D4")
    assert not notes(RULES, beside, charge)[0].startswith("No enemy")


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


@pytest.mark.usefixtures("french")
def test_r_glory_1_the_warning_reads_in_french() -> None:
    alone = with_glory(situation(hero="anya", square="C3"), "anya")
    assert notes(RULES, alone, FIELD_REPAIRS)[0].startswith("Aucun autre héros ")


def test_r_glory_1_an_ability_that_also_does_something_for_the_hero_gives_no_warning() -> None:
    """An ability with an effect on the hero as well as on those around is
    never spent for nothing: no warning, even alone (a card of our own, put
    in place of Field Repairs)."""
    alone = with_glory(situation(hero="anya", square="C3"), "anya")
    card = RULES.hero_card("anya")
    repairs = card.abilities[FIELD_REPAIRS.ability]
    also_self = repairs.model_copy(
        update={
            "effects": [
                *repairs.effects,
                repairs.effects[0].model_copy(update={"target": Target.SELF}),
            ]
        }
    )
    patched = card.model_copy(
        update={
            "abilities": [
                also_self if i == FIELD_REPAIRS.ability else a for i, a in enumerate(card.abilities)
            ]
        }
    )
    RULES.hero_cards["anya"] = patched
    try:
        assert NOBODY not in notes(RULES, alone, FIELD_REPAIRS)
    finally:
        RULES.hero_cards["anya"] = card
