"""A mission or deck file that is not valid YAML is told in a designer's
words and language: what to look at and how to mend it, never the YAML
reader's own terms ("mapping values are not allowed here", "expected
<block end>, but found '<block mapping start>'")."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.files.yaml_words import (
    CONTEXTS,
    SILENT_CONTEXTS,
    context_words,
    problem_words,
)
from wolfenstein_tui.content.files.yamlsource import YamlProblem, load_yaml_text

BROKEN = [
    (
        "id: x\ntitle: [a, b: c\nround_limit: 3\n",
        "3:12",
        "a ',' or a closing ']' is expected here, not ':' "
        "(in the list in [ ] that starts at line 2, column 8)",
    ),
    ("id: x\n\ttitle: t\n", "2:1", "a tab stands where YAML takes spaces only: indent with spaces"),
    (
        "id: x\ntitle: t\n  round_limit: 3\n",
        "3:14",
        "a ':' followed by a space cannot stand here: put a text that holds one in quotes, "
        "or check this line's indentation",
    ),
    ("id: *a\n", "1:5", "*a names no anchor &a above it"),
    (
        'id: "x\n',
        "2:1",
        "the file ends before this is closed (in the text in quotes that starts at line 1, "
        "column 5)",
    ),
    (
        "a: &x 1\nb: &x 2\n",
        "2:4",
        "the anchor &x is given a second time (first at line 1, column 4)",
    ),
    (
        "a:\n  - b\n c: 1",
        "3:2",
        "a new key does not line up with the lines above it: check its indentation "
        "(in the block of keys that starts at line 1, column 1)",
    ),
    ("a: @x", "1:4", "a value cannot start with '@': put the text in quotes"),
    ("{a: 1}}", "1:7", "'}' is left over after the end of the data"),
    (
        "a: >x\n b",
        "1:5",
        "after '|' or '>' only '+', '-', a digit or a comment may follow on the line, not 'x' "
        "(in the block text that starts at line 1, column 4)",
    ),
]


@pytest.mark.parametrize(("text", "where", "said"), BROKEN)
def test_each_fault_is_said_in_words_and_located(text: str, where: str, said: str) -> None:
    with pytest.raises(YamlProblem) as refused:
        load_yaml_text(text)
    place = refused.value.place
    assert f"{place.line}:{place.column}" == where
    assert refused.value.message == f"YAML syntax error: {said}"


def test_a_fault_is_said_in_french() -> None:
    set_language("fr")
    try:
        with pytest.raises(YamlProblem) as refused:
            load_yaml_text("id: x\ntitle: [a, b: c\nround_limit: 3\n")
    finally:
        set_language("en")
    assert refused.value.message == (
        "erreur de syntaxe YAML : une ',' ou un ']' fermant est attendu ici, pas ':' "
        "(dans la liste entre [ ] qui commence ligne 2, colonne 8)"
    )


MARKS = [*"ab:-?[]{},&*!|>'\"\\ \n\t#%@`0<1.", "  ", "\n  ", ": ", "- ", "---", "..."]
MARKS += ["!<", "%YAML ", "%TAG ", "\\x", "\\u", "<<: "]


@given(st.lists(st.sampled_from(MARKS), max_size=18).map("".join))
def test_every_fault_the_reader_finds_has_words(text: str) -> None:
    """Whatever the text (YAML's own marks, mostly), the reader's problem
    and context are ones the tables word: one new to them would reach the
    designer in the reader's English. (A tag, and a second document, are
    refused before these words: yamlsource.py words them itself.)"""
    try:
        yaml.load(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as error:
        if isinstance(error, yaml.constructor.ConstructorError) and "tag" in (error.problem or ""):
            return
        if error.context == "expected a single document in the stream":
            return
        if error.context and error.context.startswith("found duplicate anchor"):
            return
        assert problem_words(error.problem or "") != error.problem, error.problem
        if error.context:
            assert error.context in CONTEXTS or error.context in SILENT_CONTEXTS, error.context
            assert context_words(error.context) != error.context
