"""Issue 15: every card of the built-in decks (heroes, enemies, weapons,
equipment, chests, events) carries its names and texts in French, Italian,
Polish and Spanish beside the English, in the rulebook's words
(docs/glossary.md); a text a deck leaves untranslated shows in English and
`wolfenstein validate` warns about it."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import deck_translation_warnings
from wolfenstein_tui.content.records.translations import (
    TRANSLATED_LANGUAGES,
    missing_translations,
    translated_fields,
)
from wolfenstein_tui.content.records.walk import walk_models
from wolfenstein_tui.words.card_words import shown

DATA = Path(__file__).resolve().parents[2] / "wolfenstein_tui" / "data"
DECK_FILES = sorted(p for p in DATA.glob("*.yaml") if p.stem != "dice")


def every_text(decks=None):
    """(card id, model, field, English, language, translation) for every
    translated text of every card, its abilities, modes, weapon and options."""
    decks = decks or builtin_decks()
    for deck in (
        decks.heroes,
        decks.enemies,
        decks.weapons,
        decks.equipment,
        decks.chests,
        decks.events,
    ):
        for card in deck:
            for _path, model in walk_models(card):
                for lang, words in getattr(model, "translations", {}).items():
                    for field in translated_fields(model):
                        english = getattr(model, field, None)
                        if english is not None:
                            yield card.id, model, field, english, lang, getattr(words, field)


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda p: p.name)
def test_every_deck_is_translated_whole_in_every_language(path: Path) -> None:
    """No card, ability, mode, enemy weapon or event option of the deck
    shows in English in fr, it, pl or es: `validate` has nothing to say."""
    assert deck_translation_warnings(path) == []


def test_validate_finds_no_text_left_in_english_in_the_decks(capsys) -> None:
    assert main(["validate", str(DATA)]) == 0
    out, err = capsys.readouterr()
    assert "warning" not in err, err
    assert out.count(": ok") == len(DECK_FILES) + 1  # and the dice


def test_every_player_facing_text_has_its_four_translations() -> None:
    decks = builtin_decks()
    for deck in (decks.heroes, decks.enemies, decks.weapons, decks.equipment, decks.chests):
        for card in deck:
            for _path, model in walk_models(card):
                assert list(missing_translations(model)) == [], card.id
                if translated_fields(model):
                    assert set(model.translations) == set(TRANSLATED_LANGUAGES), card.id
    for event in decks.events:
        assert set(event.translations) == set(TRANSLATED_LANGUAGES), event.id
        for option in event.options:
            assert set(option.translations) == set(TRANSLATED_LANGUAGES), event.id


def test_a_translation_states_the_same_values_as_the_english() -> None:
    """RULES.md §2: a card's values (dice, AP, damage, range, glory) are
    the rules; a translated text says the same numbers as the English one,
    no more and no fewer."""
    differ = [
        (card_id, lang, field, english, translated)
        for card_id, _model, field, english, lang, translated in every_text()
        if Counter(re.findall(r"\d+", english)) != Counter(re.findall(r"\d+", translated))
    ]
    assert differ == []


def test_no_translation_is_the_english_left_in_place() -> None:
    """A long text copied untranslated would pass every other check; names
    may stay as they are (proper names, German weapon names)."""
    copied = [
        (card_id, lang, field)
        for card_id, _model, field, english, lang, translated in every_text()
        if field in ("text", "story") and translated == english
    ]
    assert copied == []


def test_the_cards_speak_the_rulebooks_words() -> None:
    """docs/glossary.md: Klaus's War Veteran is « Vétéran de la guerre » and
    « Veterano di Guerra », Bevl's Puppet Master « Maître des marionnettes »
    and « Burattinaio », the Fire Trooper « Assaltatore Lanciafiamme », the
    Power Suit « Armatura Potenziata »; glory points are PG (PCH in Polish)."""
    decks = builtin_decks()
    veteran = decks.hero("klaus").abilities[0]
    assert [veteran.words(lang).name for lang in ("fr", "it", "pl", "es")] == [
        "Vétéran de la guerre",
        "Veterano di Guerra",
        "Weteran wojenny",
        "Veterano de guerra",
    ]
    puppets = decks.enemy("bevl").abilities[0]
    assert puppets.words("fr").name == "Maître des marionnettes"
    assert puppets.words("it").name == "Burattinaio"
    assert decks.enemy("fire-trooper").words("it").name == "Assaltatore Lanciafiamme"
    assert decks.item("power-suit").words("it").name == "Armatura Potenziata"
    dual = decks.hero("blazkowicz").abilities[0]
    assert "2 PG" in dual.words("fr").text and "2 PCH" in dual.words("pl").text


def test_a_text_without_translation_shows_in_english_and_validate_warns(
    tmp_path: Path, capsys
) -> None:
    """The Italian of one weapon's text taken out: the card reads in English
    in Italian (and still in French where it has French), and `validate`
    names the card's line and the gap."""
    text = (DATA / "weapons.yaml").read_text(encoding="utf-8")
    pistol = next(line for line in text.splitlines() if "Pistola 1960" in line)
    italian = re.search(r'it: \{name: "Pistola 1960", text: "[^"]*"\}', pistol)
    assert italian is not None
    text = text.replace(italian.group(0), 'it: {name: "Pistola 1960"}', 1)
    path = tmp_path / "weapons.yaml"
    path.write_text(text, encoding="utf-8")

    assert main(["validate", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == f"{path}: ok\n"
    line = text.splitlines().index("  - id: pistol-1960") + 1
    assert err.splitlines() == [
        f"{path}:{line}:5: warning: no translation of text in it (shown in English)"
    ]

    from wolfenstein_tui.content.loading.library import parse_deck_file

    _kind, cards, problems, _located = parse_deck_file(path)
    assert problems == []
    card = cards[0]
    set_language("it")
    assert shown(card).name == "Pistola 1960"
    assert shown(card).text == card.text  # English
    set_language("fr")
    assert shown(card).text == card.translations["fr"].text != card.text
    set_language("en")
    assert shown(card).name == "Pistol 1960"


_TEXTS = list(every_text())


@given(
    entry=st.sampled_from(_TEXTS),
    lang=st.sampled_from(["en", *TRANSLATED_LANGUAGES]),
    drop=st.booleans(),
)
def test_a_text_is_its_translation_or_the_english(entry, lang: str, drop: bool) -> None:
    """Whatever the card, part, language and field, `shown` gives the
    deck's translation in that language, or the English when there is none
    (here: English itself, or the language's words taken out)."""
    _card_id, model, field, english, _lang, _translated = entry
    if drop and lang != "en":
        translations = {k: v for k, v in model.translations.items() if k != lang}
        model = model.model_copy(update={"translations": translations})
    set_language(lang)
    try:
        got = getattr(shown(model), field)
    finally:
        set_language("en")
    if lang == "en" or drop:
        assert got == english
    else:
        assert got == getattr(model.translations[lang], field)
