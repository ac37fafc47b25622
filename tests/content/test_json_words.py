"""A JSON file read wrong (a game log, a campaign file) is told in the
player's words and language: the reader's own terms ("Expecting value",
"Extra data") never reach a player."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.files.json_words import SAID, json_problem
from wolfenstein_tui.content.files.safe_file import JsonRefused, loads_json

BROKEN = [
    ('{"a": }', "a value is missing here", 1, 7),
    ("[1 2]", "a comma is missing here", 1, 4),
    ('{"a" 1}', "a colon is missing here", 1, 6),
    ("{a: 1}", "a name in double quotes is expected here", 1, 2),
    ('{"a": 1}\n{"b": 2}', "more text follows the end of the data", 2, 1),
    ('{"a": "open', "a text in quotes starts here and is never closed", 1, 7),
    ('["a\tb"]', "a control character stands inside a text in quotes", 1, 4),
    ('["\\u12"]', "\\u must be followed by four hexadecimal digits", 1, 4),
    ('["\\q"]', "a backslash starts no escape JSON knows", 1, 3),
]


@pytest.mark.parametrize(("text", "said", "line", "column"), BROKEN)
def test_each_fault_is_said_in_words_and_located(
    text: str, said: str, line: int, column: int
) -> None:
    with pytest.raises(JsonRefused) as refused:
        loads_json(text)
    assert refused.value.message == f"not valid JSON: {said}"
    assert (refused.value.line, refused.value.column) == (line, column)


def test_a_fault_is_said_in_french() -> None:
    set_language("fr")
    try:
        with pytest.raises(JsonRefused) as refused:
            loads_json('{"round": 3,')
    finally:
        set_language("en")
    assert refused.value.message == "JSON non valide : une chaîne entre guillemets est attendue ici"


@given(st.text(alphabet='{}[]",:\\ a1u0\t\n', max_size=24) | st.text(max_size=12))
def test_every_fault_the_reader_finds_has_words(text: str) -> None:
    """Whatever the text (JSON's own marks, mostly), the reader's message is
    one the table words: a message new to it would reach the player in the
    reader's English."""
    try:
        json.loads(text)
    except json.JSONDecodeError as error:
        assert any(error.msg.startswith(start) for start, _words in SAID), error.msg
        assert json_problem(error.msg) != error.msg
