"""Issue 15: the rules reference in every language the game speaks
(data/rules.<lang>.md), with the same rule ids as the English digest, read
in the language chosen, English where a translation lacks a rule."""

from __future__ import annotations

from importlib.resources import files

import pytest

from wolfenstein_tui.base import i18n
from wolfenstein_tui.content.records.rulebook import (
    entries_in,
    parse_rules,
    rule_entries,
    rule_text,
    rules_file,
    search_rules,
    with_fallback,
)
from wolfenstein_tui.content.records.translations import TRANSLATED_LANGUAGES


def _file(lang: str) -> str:
    return files("wolfenstein_tui").joinpath("data", rules_file(lang)).read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", TRANSLATED_LANGUAGES)
def test_issue_15_each_translated_rules_file_has_exactly_the_english_rule_ids(lang: str) -> None:
    """Same ids, same order, same number of entries under each id (the
    R-DIFF rows), same sections and the same [D] decisions: a translation
    says the same rules, none more, none fewer."""
    english = parse_rules(_file("en"))
    translated = parse_rules(_file(lang))
    assert [e.id for e in translated] == [e.id for e in english]
    assert [e.decision for e in translated] == [e.decision for e in english]
    assert len({e.section for e in translated}) == len({e.section for e in english})
    for mine, theirs in zip(translated, english, strict=True):
        assert mine.text != theirs.text or mine.id == "", (lang, mine.id)


@pytest.mark.parametrize(
    ("lang", "rule", "words"),
    [
        ("fr", "R-AP-3", ["fatigue", "moitié"]),
        ("it", "R-AP-3", ["affaticarsi", "metà"]),
        ("pl", "R-NOISE-2", ["żeton", "hałasu"]),
        ("es", "R-DEATH-3", ["vida", "compartida"]),
    ],
)
def test_issue_15_the_reference_speaks_the_chosen_language(
    lang: str, rule: str, words: list[str]
) -> None:
    """The help screen, the rules search and every message that quotes a
    rule read the entries of the language the game speaks."""
    i18n.set_language(lang)
    text = rule_text(rule)
    assert text is not None
    assert all(word in text.lower() for word in words), text
    assert rule_text(rule, "en") != text


def test_issue_15_rules_search_in_french_finds_a_rule_by_a_french_word() -> None:
    """« barricade » and « percer » (the pierce-metal ability of the French
    rulebook) find R-MOVE-5; the English words do not, in French."""
    i18n.set_language("fr")
    found = search_rules("barricades percer")
    assert found and found[0].id == "R-MOVE-5"
    assert search_rules("pierce metal") == []
    assert search_rules("R-LOS-2")[0].id == "R-LOS-2"
    assert search_rules("ligne de vue")[0].section.startswith("7. Plateau")


def test_issue_15_a_rule_the_translation_lacks_is_shown_in_english_at_its_place() -> None:
    english = parse_rules(
        "## 1. Things (R-X)\n- R-X-1 One.\n- R-X-2 Two.\n- Row a.\n- Row b.\n- R-X-3 Three.\n"
    )
    partial = parse_rules("## 1. Choses (R-X)\n- R-X-2 Deux.\n- Rangée a.\n- R-X-9 Pas là.\n")
    shown = with_fallback(english, partial)
    assert [(e.id, e.text) for e in shown] == [
        ("R-X-1", "One."),
        ("R-X-2", "Deux."),
        ("R-X", "Rangée a."),
        ("R-X", "Row b."),
        ("R-X-3", "Three."),
    ]


def test_issue_15_a_language_without_its_file_reads_the_english_reference() -> None:
    assert entries_in("xx") == entries_in("en") == rule_entries("en")


def test_issue_15_the_rules_files_ship_in_the_package() -> None:
    """The wheel carries the package folder whole (pyproject: packages =
    wolfenstein_tui), so each file the package holds ships."""
    data = files("wolfenstein_tui").joinpath("data")
    for lang in TRANSLATED_LANGUAGES:
        assert data.joinpath(f"rules.{lang}.md").is_file()
