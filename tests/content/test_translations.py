"""Card and mission texts in the players' languages (content/records/translations.py):
checked like any other field, shown in English where missing, and warned
about by `wolfenstein validate`."""

from __future__ import annotations

import pytest

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.files.places import training_mission_file
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.cards import WeaponCard
from wolfenstein_tui.content.records.translations import TRANSLATED_LANGUAGES

TRANSLATIONS = """translations:
  fr:
    title: Silence radio
  it: {title: Silenzio radio, briefing: Un avamposto.}
"""

PISTOL = {
    "id": "pistol",
    "name": "Pistol",
    "range": 6,
    "dice": 2,
    "ap_cost": 1,
    "ammo": "light",
    "text": "A sidearm.",
}


def _without_translations(text: str) -> str:
    return text.split("\ntranslations:\n")[0] + "\n"


def test_a_text_shows_in_its_language_and_in_english_where_missing(lab) -> None:
    text = _without_translations(lab.starter) + TRANSLATIONS
    mission = load_mission(lab.write(text), lab.decks).mission
    assert mission.words("fr").title == "Silence radio"
    assert mission.words("fr").briefing == mission.briefing  # no French briefing
    assert mission.words("it").briefing == "Un avamposto."
    assert mission.words("pl").title == mission.title == mission.words("en").title


def test_an_unknown_language_is_a_located_error(lab) -> None:
    text = _without_translations(lab.starter) + TRANSLATIONS.replace("  fr:", "  de:")
    problems = lab.problems(text)
    assert len(problems) == 1, problems
    line, _column = lab.where(text, "de:")
    assert problems[0].line == line
    assert problems[0].message == (
        "'de' is not allowed as a key of 'translations'; expected 'fr', 'it', 'pl' or 'es'"
    )


def test_an_unknown_field_is_a_located_error(lab) -> None:
    text = _without_translations(lab.starter) + TRANSLATIONS.replace(
        "title: Silence radio", "titel: Silence radio"
    )
    problems = lab.problems(text)
    assert len(problems) == 1, problems
    assert (problems[0].line, problems[0].column) == lab.where(text, "titel:")
    assert "titel" in problems[0].message


def test_card_translations_are_checked_and_picked() -> None:
    card = WeaponCard.model_validate(
        {**PISTOL, "translations": {"pl": {"name": "Pistolet"}, "es": {"text": "Un arma corta."}}}
    )
    assert card.words("pl").name == "Pistolet"
    assert card.words("pl").text == "A sidearm."
    assert card.words("es").text == "Un arma corta."
    with pytest.raises(ValueError, match="story"):
        WeaponCard.model_validate({**PISTOL, "translations": {"fr": {"story": "Non."}}})
    with pytest.raises(ValueError, match=r"at most 60"):
        WeaponCard.model_validate({**PISTOL, "translations": {"fr": {"name": "x" * 61}}})


@pytest.mark.parametrize("path", [*builtin_mission_files(), training_mission_file()], ids=str)
def test_every_mission_has_its_title_summary_and_briefing_in_every_language(path) -> None:
    mission = load_mission(path, builtin_decks()).mission
    for lang in TRANSLATED_LANGUAGES:
        words = mission.translations[lang]
        assert words.title and words.summary and words.briefing, (path.name, lang)
        assert words.title != mission.title or lang == "it", (path.name, lang)


def test_validate_warns_about_each_text_left_in_english(lab, capsys) -> None:
    text = _without_translations(lab.starter) + TRANSLATIONS
    path = lab.write(text)
    assert main(["validate", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == f"{path}: ok\n"
    line, column = lab.where(text, "id: m01")
    first = err.splitlines()[0]
    assert first.startswith(f"{path}:{line}:{column}: warning: no translation of ")
    assert "title in pl, es" in first
    assert "briefing in fr, pl, es" in first


def test_validate_says_once_that_a_file_has_no_translations(lab, capsys) -> None:
    path = lab.write(_without_translations(lab.starter))
    assert main(["validate", str(path)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == [
        f"{path}:1:1: warning: no translations; players of fr, it, pl, es read this file "
        "in English (docs/mission-format.md, Translations)"
    ]


def test_enemy_and_weapon_cards_carry_their_names_in_every_language() -> None:
    """The glossary's words: the officer is « Comandante » in Italian."""
    decks = builtin_decks()
    for card in [*decks.enemies, *decks.weapons]:
        for lang in TRANSLATED_LANGUAGES:
            assert card.translations[lang].name, (card.id, lang)
    assert decks.enemy("officer").words("it").name == "Comandante"
    assert decks.enemy("soldier").words("fr").name == "Soldat"
    assert decks.enemy("soldier").weapon.words("pl").name == "Pistolet maszynowy"
    assert decks.weapon("flamethrower").words("es").name == "Lanzallamas"


def test_translations_leave_the_hashes_a_game_log_records_unchanged(lab) -> None:
    """A game recorded before a file got its translations still replays: the
    mission's hash (and the decks', saves.decks_hash) leaves them out."""
    from wolfenstein_tui.content.records.translations import without_translations

    plain = _without_translations(lab.starter)
    zone = "  a: {name: Barracks, kind: room}\n"
    assert zone in plain
    block = "  a:\n    name: Barracks\n    kind: room\n"
    plain = plain.replace(zone, block, 1)
    flow_and_block = (
        plain.replace(block, block + "    translations: {fr: {name: Caserne}}\n", 1) + TRANSLATIONS
    )
    assert without_translations(flow_and_block.encode()) == plain.encode()
    first = load_mission(lab.write(plain, "plain.yaml"), lab.decks)
    second = load_mission(lab.write(flow_and_block, "translated.yaml"), lab.decks)
    assert first.content_hash == second.content_hash
    assert second.mission.zones["a"].words("fr").name == "Caserne"
