"""Every command type has its words in the table of `command_words.py`: its
line, its notes and their rules, its place in the menu, whether it is cheap
and reversible, its letter. The command types are read from the engine's
module, not from a list kept by hand; along played games, every legal
command gets a line of its own words (not the fallback on its kind)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.engine.rules.test_command_handlers import command_types, played_states
from wolfenstein_tui.engine.state.commands import Command
from wolfenstein_tui.words.actions.command_words import (
    COMMAND_WORDS,
    CommandWords,
    MenuPlace,
    describe,
    note_rules,
    notes,
)

RULES_TEXT = (
    Path(__file__).resolve().parents[2] / "wolfenstein_tui" / "data" / "rules.md"
).read_text(encoding="utf-8")
RULE_IDS = set(re.findall(r"\bR-[A-Z]+-\d+\b", RULES_TEXT))


def test_every_command_type_has_its_words() -> None:
    assert command_types() == set(COMMAND_WORDS)


@pytest.mark.parametrize("kind", sorted(command_types(), key=lambda k: k.kind), ids=str)
def test_every_entry_has_every_handler(kind: type[Command]) -> None:
    """A line and a place always; notes and their rules together or not at
    all (a note's trail names real rules); a letter or none."""
    words = COMMAND_WORDS[kind]
    assert isinstance(words, CommandWords)
    assert callable(words.say)
    assert isinstance(words.place, MenuPlace)
    assert (words.notes is None) == (not words.note_rules)
    assert words.notes is None or callable(words.notes)
    assert set(words.note_rules) <= RULE_IDS
    assert words.letter is None or re.fullmatch("[a-z]", words.letter)
    assert isinstance(words.cheap, bool)


def test_letters_are_one_command_each() -> None:
    letters = [w.letter for w in COMMAND_WORDS.values() if w.letter is not None]
    assert len(letters) == len(set(letters)) == 2  # e ends, f takes the fatigue action


def test_every_legal_command_is_said_in_its_own_words() -> None:
    """Along the smart player's games, each legal command's line is its
    type's saying, never the bare kind, and its notes come with their rules."""
    said: set[type[Command]] = set()
    for rules, state in played_states():
        for command in rules.legal_actions(state):  # type: ignore[attr-defined]
            line = describe(rules, state, command)  # type: ignore[arg-type]
            assert line and line != command.kind.replace("_", " "), command
            if notes(rules, state, command):  # type: ignore[arg-type]
                assert note_rules(state, command)
            said.add(type(command))
    assert len(said) >= 10, said
