"""A player's words first, the rule on request.

Every explanation a player reads (an event's sentence, a nazi's step, a
refusal, an action's notes, odds, ties, dice) starts as a sentence a player
understands: no rule ids, no "[D]", no "default chain" or "path search", no
raw ids or code terms. The rules, the values compared and this game's
choices ("In this game: ...") are the sentence's trail (words/trail.py),
shown on request.

Two scans: every message the explanation modules can say, in English and in
each translation; and every sentence of whole games, in every language,
with its trail.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

from tests.words.test_words import GAMES, rules_for, whole_game
from wolfenstein_tui.app.catalogs import po_path
from wolfenstein_tui.base import i18n
from wolfenstein_tui.words import Names, tell

PACKAGE = Path(__file__).resolve().parents[2] / "wolfenstein_tui"

EXPLAINING = sorted(
    [
        *(PACKAGE / "words").glob("*.py"),
        *(PACKAGE / "words" / "refusals").glob("*.py"),
        PACKAGE / "words" / "actions" / "terms.py",
        PACKAGE / "words" / "actions" / "command_words.py",
        PACKAGE / "tui" / "presenters" / "log_entries.py",
        PACKAGE / "tui" / "playback" / "nazi_playback.py",
        PACKAGE / "tui" / "playback" / "nazi_recap.py",
        PACKAGE / "play" / "narrate.py",
    ]
)
"""The modules whose messages explain the game to a player."""

LEFT_OUT = (PACKAGE / "words" / "trail.py", PACKAGE / "words" / "log_problems.py")
"""The trail's own messages (shown on request, never first), and the
problems of a game log file, which quote the file's own words to whoever
wrote it. ("{rule}: {text}" of words/effects.py is a mission's special rule,
by its name.)"""

NOT_FIRST = re.compile(
    r"\bR-[A-Z]+(?:-\d+)?\b|\[D\]|(?<!^)\{rule\}|(?i:default chain|path search)|"
    r"\b(?:None|True|False|enemy_id|hero_id)\b|\b[a-z]+-\d+\b|"
    r"\b(?:init|iniz|inic)\b"
)
"""What a first sentence never holds: rule ids, [D] marks, the program's own
terms, raw ids, the initiative cut short ("init 3", "iniz.", "inic.")."""

TRANSLATED = ("fr", "it", "es", "pl")


def explaining_messages() -> list[str]:
    """Every message of the explaining modules (a plural's both forms)."""
    found: list[str] = []
    for path in EXPLAINING:
        if path in LEFT_OUT:
            continue
        keywords = {"_": None, "N_": None, "ngettext": (1, 2)}
        for _line, message, _comments, _context in extract_from_file(
            "python", str(path), keywords=keywords
        ):
            found += [message] if isinstance(message, str) else list(message)
    return sorted(set(found))


def test_the_scan_reads_the_explanations() -> None:
    """The scan sees the nazis' reasons and the refusals (a scan that found
    nothing would pass for nothing)."""
    messages = explaining_messages()
    assert len(messages) > 400
    assert "It acts first among initiative {initiative}: {reason}." in messages
    assert "{hero} has no line of sight to {enemy}." in messages


def test_no_explanation_names_a_rule_or_code_in_english() -> None:
    """Every English message of the explanations reads as a player's words."""
    bad = [m for m in explaining_messages() if NOT_FIRST.search(m)]
    assert bad == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_explanation_names_a_rule_or_code_in_each_language(lang: str) -> None:
    """The same in each translation, for every message the scan found."""
    with po_path(lang).open("rb") as file:
        catalog = read_po(file)
    wanted = set(explaining_messages())
    bad = []
    checked = 0
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if not message.id or not wanted.intersection(ids):
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        checked += 1
        bad += [s for s in strings if NOT_FIRST.search(s)]
    assert checked > 400
    assert bad == []


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_every_sentence_of_whole_games_is_plain_and_keeps_its_rule(lang: str) -> None:
    """Over whole games, every event's sentence is plain; its trail keeps
    the rule the event follows."""
    i18n.set_language(lang)
    try:
        for mission, seed in GAMES[:3]:
            rules = rules_for(mission)
            names = Names(rules)
            for event in whole_game(mission, seed):
                if event.kind.value == "decision":
                    continue  # the question's own words: words/questions.py
                said = tell(event, names)
                assert not NOT_FIRST.search(said.text), (lang, said.text)
                if event.rule:
                    assert event.rule in said.rules
                    assert event.rule in " ".join(said.trail())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_the_rules_reference_says_in_this_game_for_each_decision(lang: str) -> None:
    """The Rules screen shows no "[D]": each of this game's decisions is
    said "In this game:" in the language spoken (R-AI-2's among them)."""
    from wolfenstein_tui.content.records.rulebook import rule_entries
    from wolfenstein_tui.tui.screens.help import rules_text

    i18n.set_language(lang)
    try:
        entries = rule_entries(lang)
        shown = rules_text(list(entries), "").plain
        decisions = sum(entry.text.count("[D]") for entry in entries)
        assert decisions > 20
        assert "[D]" not in shown
        in_this_game = i18n._("In this game:")
        assert shown.count(in_this_game) == decisions
        (ai_2,) = [line for line in shown.splitlines() if line.startswith("R-AI-2 ")]
        assert in_this_game in ai_2
    finally:
        i18n.set_language("en")


def test_r_atk_5_an_actions_notes_keep_their_rules_apart() -> None:
    """The notes beside an action are plain; the rules they follow are
    listed after them, apart (R-ATK-5 for a reload, R-AP-3..5 for the
    fatigue action, R-DIFF added at the levels that change them)."""
    from wolfenstein_tui.engine.state.commands import Reload, TakeFatigue
    from wolfenstein_tui.engine.state.state import Difficulty
    from wolfenstein_tui.words.actions.command_words import note_rules

    rules = rules_for(GAMES[0][0])
    from tests.engine.games import new_game

    state = new_game(rules)
    assert note_rules(state, Reload("klaus", 0)) == ["R-ATK-5"]
    assert note_rules(state, TakeFatigue("klaus")) == ["R-AP-3", "R-AP-4", "R-AP-5"]
    state.difficulty = Difficulty.I_AM_DEATH_INCARNATE
    assert note_rules(state, Reload("klaus", 0))[-1] == "R-DIFF"
