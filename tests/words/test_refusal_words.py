"""The refusals of the rules in the players' words (words/refusals): every
code the program raises has its sentence, in every language, and a
sentence names the facts as a player names them."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from tests.engine.games import ARENA, rules_for
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.state.refusals import TEXT, Refusal, refuse
from wolfenstein_tui.words import log_problems
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import SENTENCES, fact_words, say

PACKAGE = Path(__file__).resolve().parents[2] / "wolfenstein_tui"
RAISED = re.compile(r"""refuse\(\s*["']([a-z0-9.-]+)["']""")
FACT_KEY = re.compile(r"^[a-z_]+[0-9]?$")


def raised_codes() -> set[str]:
    """Every code a `refuse(...)` call in the program names."""
    return {
        code
        for path in PACKAGE.rglob("*.py")
        if path != PACKAGE / "engine" / "state" / "refusals.py"  # its examples
        for code in RAISED.findall(path.read_text(encoding="utf-8"))
    }


def test_every_refusal_the_program_raises_has_its_sentence() -> None:
    # a damaged game log's problems (log.*) have theirs in words/log_problems.py
    missing = sorted(raised_codes() - set(SENTENCES) - log_problems.CODES)
    assert not missing, f"refusal codes without words in words/refusals: {missing}"


def test_no_sentence_is_left_over() -> None:
    """A sentence whose code nothing raises is dead text for translators."""
    assert not sorted(set(SENTENCES) - raised_codes())


@pytest.mark.parametrize("code", sorted(SENTENCES))
def test_a_sentence_uses_only_fact_keys_and_rule(code: str) -> None:
    fields = {name for _, name, _, _ in string.Formatter().parse(SENTENCES[code]) if name}
    assert all(name == "rule" or FACT_KEY.match(name) for name in fields), fields


def test_facts_are_named_as_players_name_them() -> None:
    rules = rules_for(ARENA)
    names = Names(rules)
    hero_id = next(iter(rules.hero_cards))
    assert fact_words("hero", hero_id, names) == rules.hero_cards[hero_id].name
    assert fact_words("hero2", hero_id, names) == rules.hero_cards[hero_id].name
    assert fact_words("ammo", "light", names) == "light ammo"
    assert fact_words("square", "C4", names) == "C4"
    assert fact_words("cost", 2, names) == "2"


def test_a_ready_sentence_is_said_as_it_is() -> None:
    rules = rules_for(ARENA)
    refusal = refuse(TEXT, text="There is nothing to undo.")
    assert say(refusal, Names(rules)) == "There is nothing to undo."
    assert str(refusal) == "There is nothing to undo."


def test_a_refusal_is_facts_not_words() -> None:
    refusal = refuse("move.no-path", "R-MOVE-2", hero="blazkowicz", square="C4")
    assert refusal == Refusal(
        "move.no-path", "R-MOVE-2", (("hero", "blazkowicz"), ("square", "C4"))
    )
    assert refusal.fact("square") == "C4"
    assert str(refusal) == "move.no-path [R-MOVE-2] hero=blazkowicz square=C4"
    assert len({refusal, refuse("move.no-path", "R-MOVE-2", hero="blazkowicz", square="C4")}) == 1


@pytest.mark.parametrize("language", ["fr", "it", "pl", "es"])
def test_every_sentence_is_translated(language: str) -> None:
    """The catalogs have every refusal (their completeness test checks the
    placeholders); said in another language, the sentence changes."""
    from wolfenstein_tui.base.i18n import _

    set_language(language)
    untranslated = [code for code, sentence in SENTENCES.items() if _(sentence) == sentence]
    assert not untranslated
