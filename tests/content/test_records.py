"""Content records (content/records/base.py) and their pydantic twins
(content/records/twins.py): a record behaves as the pydantic model it replaces did,
and a twin checks exactly what the record's annotations say."""

from __future__ import annotations

import pickle
from collections.abc import Iterator

import pytest
from pydantic import ValidationError

from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records import cards, effects, mission, translations
from wolfenstein_tui.content.records.base import ContentModel
from wolfenstein_tui.content.records.cards import Decks, DiceSpec, HeroCard, WeaponCard
from wolfenstein_tui.content.records.effects import Ability, Damage, Face, Spawn
from wolfenstein_tui.content.records.twins import twin
from wolfenstein_tui.content.records.walk import walk_models


def _record_classes() -> Iterator[type[ContentModel]]:
    for module in (cards, effects, mission, translations):
        for value in vars(module).values():
            made_here = getattr(value, "__module__", None) == module.__name__
            if made_here and isinstance(value, type) and issubclass(value, ContentModel):
                yield value


RECORDS = sorted(set(_record_classes()), key=lambda kind: kind.__qualname__)


@pytest.mark.parametrize("kind", RECORDS, ids=lambda kind: kind.__qualname__)
def test_each_twin_has_the_record_fields_and_checks(kind: type[ContentModel]) -> None:
    """Every annotation of every record evaluates, and the twin validates
    the record's fields, in order, with its `@after_check` checks."""
    model = twin(kind)
    assert model.__name__ == kind.__name__
    assert tuple(model.model_fields) == kind.content_fields
    checks = model.__pydantic_decorators__.model_validators
    assert sorted(checks) == sorted(kind.content_checks)


def test_validating_gives_records_all_the_way_down() -> None:
    decks = builtin_decks()
    for _path, model in walk_models(decks):
        assert isinstance(model, ContentModel)
        assert not hasattr(model, "model_fields_set"), type(model)  # not a pydantic model


def test_a_record_built_by_hand_is_validated() -> None:
    assert Damage(effect="damage", amount=2) == Damage.model_validate(
        {"effect": "damage", "amount": 2}
    )
    with pytest.raises(ValidationError, match="greater than or equal to 1"):
        Damage(effect="damage", amount=0)
    with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
        Damage(effect="damage", amount=1, colour="red")
    with pytest.raises(ValidationError, match="squares"):
        Spawn(effect="spawn", enemies=[{"type": "soldier"}], at="squares")


def test_a_checked_record_is_taken_as_it_is() -> None:
    """As pydantic takes a model instance: no second validation, same object."""
    decks = builtin_decks()
    again = Decks.model_validate(
        {
            "heroes": decks.heroes,
            "enemies": decks.enemies,
            "weapons": decks.weapons,
            "equipment": decks.equipment,
            "chests": decks.chests,
            "events": decks.events,
            "dice": decks.dice,
        }
    )
    assert again == decks
    assert again.heroes[0] is decks.heroes[0]


def test_records_are_immutable_values() -> None:
    dice = builtin_decks().dice
    with pytest.raises(AttributeError, match="immutable"):
        dice.heart = 5  # type: ignore[misc]
    with pytest.raises(AttributeError, match="immutable"):
        del dice.heart
    same = DiceSpec(heart=dice.heart, shield=dice.shield, reload=dice.reload, blank=dice.blank)
    assert same == dice and hash(same) == hash(dice)
    assert same != dice.model_copy(update={"heart": dice.heart + 1})
    assert dice.faces()[0] is Face.HEART


def test_model_copy_replaces_without_changing_the_original() -> None:
    hero = builtin_decks().hero("klaus")
    tougher = hero.model_copy(update={"hp": hero.hp + 1})
    assert tougher.hp == hero.hp + 1 and tougher.name == hero.name
    assert type(tougher) is HeroCard and hero.hp == builtin_decks().hero("klaus").hp


def test_model_dump_is_pydantics() -> None:
    """The game's JSON holds dumped effects (engine/rules/effects/jobs.py):
    the records dump what their pydantic models dumped."""
    decks = builtin_decks()
    for _path, model in walk_models(decks):
        twin_model = twin(type(model)).model_validate(model.model_dump())
        assert model.model_dump(mode="json") == twin_model.model_dump(mode="json")
        assert model.model_dump() == twin_model.model_dump()


def test_records_pickle_to_equal_records() -> None:
    decks = builtin_decks()
    assert pickle.loads(pickle.dumps(decks)) == decks
    loaded = load_mission(builtin_mission_files()[0], decks)
    assert pickle.loads(pickle.dumps(loaded.mission)) == loaded.mission


def test_repr_names_the_fields() -> None:
    text = repr(WeaponCard.model_validate(_pistol()))
    assert text.startswith("WeaponCard(id='test-pistol', name='Test pistol', kind=")


def test_an_ability_check_reads_the_nested_records() -> None:
    with pytest.raises(ValidationError, match="costs no glory"):
        Ability.model_validate(
            {
                "name": "Steady",
                "text": "Always steady.",
                "trigger": "always",
                "glory_cost": 1,
                "effects": [{"effect": "reroll"}],
            }
        )


def _pistol() -> dict[str, object]:
    return {
        "id": "test-pistol",
        "name": "Test pistol",
        "range": 4,
        "dice": 2,
        "ap_cost": 2,
        "ammo": "light",
        "text": "A pistol for tests.",
    }


def test_a_record_without_text_annotations_is_refused_at_import() -> None:
    """Its twin reads each annotation as source text (content/records/twins.py)."""
    with pytest.raises(TypeError, match="from __future__ import annotations"):
        type("Broken", (ContentModel,), {"__annotations__": {"count": int}})


def test_class_variables_are_not_fields() -> None:
    made = type(
        "Counted", (ContentModel,), {"__annotations__": {"count": "int", "kind": "ClassVar[str]"}}
    )
    assert made.content_fields == ("count",)
