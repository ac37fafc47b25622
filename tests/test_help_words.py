"""The command line's help speaks to players: every option says what it is
for, a choice is told in the wizard's words rather than a rule id, and a
French mark stays with its word where argparse folds a line."""

from __future__ import annotations

import re

import pytest

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.app.cli.parser import COMMAND_PARSERS
from wolfenstein_tui.base.i18n import NO_BREAK

COMMANDS = [
    [],
    *([name] for name in COMMAND_PARSERS),
    ["campaign", "new"],
    ["campaign", "continue"],
]
LANGUAGES = ["en", "fr", "it", "pl", "es"]
OPTION_LINE = re.compile(r"^  (-\S.*|[A-Z]+\b.*)$")
"""An option's or an argument's first line in argparse's help."""


def help_of(words: list[str], language: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as ended:
        main(["--lang", language, *words, "--help"])
    assert ended.value.code == 0
    return capsys.readouterr().out


def undescribed(text: str) -> list[str]:
    """The options and arguments of a help text that say nothing of
    themselves: their first line holds no description (no run of two
    spaces after the name) and no folded description follows it."""
    lines = text.splitlines()
    found = []
    for number, line in enumerate(lines):
        if not OPTION_LINE.match(line) or re.search(r"\S {2,}\S", line.strip()):
            continue
        following = lines[number + 1] if number + 1 < len(lines) else ""
        if not re.match(r"^ {6,}\S", following):
            found.append(line.strip())
    return found


@pytest.mark.parametrize("words", COMMANDS, ids=lambda words: " ".join(words) or "wolfenstein")
def test_every_option_says_what_it_is_for(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    text = help_of(words, "en", capsys)
    assert undescribed(text) == []


def test_an_option_without_words_is_found(capsys: pytest.CaptureFixture[str]) -> None:
    """The check above finds a bare option: `--seed SEED` alone on its line."""
    text = (
        "options:\n  --seed SEED\n  --dice {seeded,manual}\n                        manual: type\n"
    )
    assert undescribed(text) == ["--seed SEED"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("words", COMMANDS, ids=lambda words: " ".join(words) or "wolfenstein")
def test_no_line_of_help_starts_with_a_french_mark(
    words: list[str], language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`play --help` in French folded "(par défaut : la suggestion de la
    mission)" before its colon, and "« que feriez-vous ? »" before its
    question mark: each mark now stays on its word's line."""
    for line in help_of(words, language, capsys).splitlines():
        assert not re.match(r"^\s*[:;!?»%]", line), line
        assert not line.endswith("«"), line
        assert "\u00a0" not in line, line


@pytest.mark.parametrize("language", LANGUAGES)
def test_house_rules_and_levels_are_told_in_the_wizards_words(
    language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """R-VAR-1 to R-VAR-4 and R-DIFF: `--house-rule` and `--difficulty`
    name each choice with what the new game's wizard calls it, and no rule
    id stands in for the words."""
    from wolfenstein_tui.base import i18n
    from wolfenstein_tui.tui.presenters.wizard_recap import HOUSE_RULES, LEVELS

    text = " ".join(help_of(["play"], language, capsys).split())
    i18n.set_language(language)
    try:
        for rule, words in HOUSE_RULES.items():
            assert f"{rule} ({' '.join(i18n._(words).replace(NO_BREAK, ' ').split())})" in text
        for level, name, _what in LEVELS:
            assert f"{level} ({i18n._(name).replace(NO_BREAK, ' ')})" in text
    finally:
        i18n.set_language("en")
    assert not re.search(r"R-[A-Z]+-\d", text)
    assert not re.search(r"R-[A-Z]+-\d", help_of([], language, capsys))
