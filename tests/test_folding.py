"""Texts the game prints as they are (`replay --text`, the state told as
text) are folded at spaces, never between a French mark and its word: no
line starts with ":", ";", "!", "?" or "»", nor ends with "«"."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.engine.test_replay_text import EXAMPLE
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.folding import folded
from wolfenstein_tui.base.i18n import keep_marks_attached

MARKS_AFTER = (":", ";", "!", "?", "»", "%")
WORD = st.text(alphabet="abcdéèçPAV0123456789/-", min_size=1, max_size=8)
PIECE = st.one_of(WORD, st.sampled_from([*MARKS_AFTER, "«"]))


def breaks_french(line: str) -> bool:
    return line.lstrip().startswith(MARKS_AFTER) or line.rstrip().endswith("«")


@given(st.lists(PIECE, min_size=1, max_size=40), st.integers(min_value=20, max_value=80))
def test_a_folded_text_keeps_every_word_and_each_mark_with_its_word(
    pieces: list[str], width: int
) -> None:
    """The lines hold the text's words in order, each line within the
    width unless one word and its marks are longer, and a mark never at a
    line's edge where French forbids it (but for a text that opens with
    one: there is no word before it)."""
    text = " ".join(pieces)
    lines = folded(text, width, subsequent_indent="  ")
    assert " ".join(line.strip() for line in lines) == text
    longest = max(len(unit) for unit in keep_marks_attached(text).split(" "))
    assert all(len(line) <= max(width, 2 + longest) for line in lines)
    for number, line in enumerate(lines):
        assert not (number and line.lstrip().startswith(MARKS_AFTER)), lines
        assert not (number < len(lines) - 1 and line.rstrip().endswith("«")), lines
    assert all("\u00a0" not in line for line in lines)


def test_a_long_path_stays_whole() -> None:
    """A log's path, longer than the line and full of hyphens, is never
    cut: the player copies it from the dialog (a failed save)."""
    path = "/home/ann/.local/share/wolfenstein/saves/20261129-035201-m01-radio-silence.jsonl"
    lines = folded(f"Le journal {path} garde chaque décision.", 40)
    assert path in lines


def test_the_french_replay_text_never_opens_a_line_with_a_mark(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The worked example told in French: "6 PA par tour ; gloire 0" and
    every "Dés : …" stay whole across the fold."""
    assert main(["--lang", "fr", "replay", "--text", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert " ; " in out and " : " in out
    assert [line for line in out.splitlines() if breaks_french(line)] == []
