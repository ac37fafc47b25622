"""French drops the vowel of "de", "que", "le" and "la" before a name that
starts with a vowel: the game's French sentences, filled with a hero's or
a figure's name, say "d'Anya", never "de Anya"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.base.elision import ElidingTemplate, elide, takes_elision
from wolfenstein_tui.base.i18n import _, ngettext, set_language


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("before", "name", "said"),
    [
        ("attaque de ", "Anya Oliwa", "attaque d'"),
        ("attaque de ", "Klaus Kreutz", "attaque de "),
        ("de ", "Officier 1", "d'"),
        ("De ", "Anya", "D'"),
        ("plus proche que ", "Anya", "plus proche qu'"),
        ("lorsque ", "Anya", "lorsqu'"),
        ("sur le ", "Escalier", "sur l'"),
        ("prenez la ", "Arme", "prenez l'"),
        ("de ", "Hans Grösse", "de "),  # an aspirated h: no elision
        ("de ", "Élise", "d'"),
        ("monde ", "Anya", "monde "),  # "de" ends no word here
        ("garde ", "Anya", "garde "),
        ("(de ", "Anya", "(d'"),
        ("de ", "", "de "),
        ("de ", "2 PA", "de "),
        ("zone de ", "A1", "zone de "),  # a square, read letter by letter
        ("tour de ", "IA", "tour de "),
        ("branche de ", "essai.jsonl", "branche de "),  # a file's name
        ("branche de ", "archives/partie.jsonl", "branche de "),
        ("tour de ", "Anne-Marie", "tour d'"),
        ("liste de ", "Officier 1, Soldat 2", "liste d'"),
    ],
)
def test_the_word_before_a_name_is_elided(before: str, name: str, said: str) -> None:
    assert elide(before, name) == said


def test_a_french_sentence_elides_before_the_name_it_is_given(french: None) -> None:
    reload = _("Reload! {who}'s {card} takes a reload token.")
    assert isinstance(reload, ElidingTemplate)
    assert reload.format(who="Anya Oliwa", card="Pistolet 1960") == (
        "Recharger ! Pistolet 1960 d'Anya Oliwa reçoit un jeton recharge."
    )
    assert reload.format(who="Klaus Kreutz", card="Pistolet 1960") == (
        "Recharger ! Pistolet 1960 de Klaus Kreutz reçoit un jeton recharge."
    )
    assert _("{who}'s attack").format(who="Anya") == "attaque d'Anya"


def test_the_words_a_translator_wrote_stay_as_written(french: None) -> None:
    """Only the word just before a name changes: "de" before another word
    of the sentence is the translator's, and stays."""
    template = ElidingTemplate("Zone de {square} : de un à {n}, {x!r} de {y:>4}")
    assert template.format(square="A1", n=3, x="é", y="ab") == "Zone de A1 : de un à 3, 'é' de   ab"
    assert ElidingTemplate("{} de {}").format("Tour", "Anya") == "Tour d'Anya"


def test_a_text_with_nothing_to_fill_is_a_plain_string(french: None) -> None:
    """Only a template is an ElidingTemplate, and filling it gives a plain
    str: a French text kept as it is can be written anywhere, as a new
    mission's title is to YAML (which represents no other type)."""
    from wolfenstein_tui.content.editing.draft import MissionDraft

    title = _("My mission")
    assert type(title) is str
    assert type(_("{who}'s attack").format(who="Anya")) is str
    draft = MissionDraft.new(20, 13, "ma-mission", title)
    assert "Ma mission" in draft.text()


def test_plural_forms_elide_too(french: None) -> None:
    said = ngettext("{count} die", "{count} dice", 2)
    assert isinstance(said, ElidingTemplate)


def test_other_languages_are_filled_as_written() -> None:
    set_language("it")
    try:
        said = _("{who}'s attack")
        assert type(said) is str
    finally:
        set_language("en")
    assert type(_("{who}'s attack")) is str


@given(
    template=st.text(alphabet=st.sampled_from(list("de qula{}xy0A")), max_size=24),
    name=st.text(alphabet=st.sampled_from(list("Aan b2'é")), max_size=4),
)
def test_filling_says_what_str_format_says_but_the_elided_vowels(template: str, name: str) -> None:
    """The text `str.format` gives (or its error), but for each elided vowel,
    whose place with the space after it an apostrophe takes."""
    try:
        expected = template.format(name, name, name, x=name, y=name)
    except (ValueError, IndexError, KeyError) as error:
        with pytest.raises(type(error)):
            ElidingTemplate(template).format(name, name, name, x=name, y=name)
        return
    said = ElidingTemplate(template).format(name, name, name, x=name, y=name)
    if not takes_elision(name):
        assert said == expected
    else:
        assert len(expected) - len(said) == said.count("'") - expected.count("'")
