"""Paragraphs folded into lines for the texts the game prints as they are
(`replay --text`, the state told as text): split at spaces, never between
a French mark and its word, so no line starts with ";" or ":" nor ends
with "«"."""

from __future__ import annotations

import textwrap

from wolfenstein_tui.base.i18n import NO_BREAK, keep_marks_attached


def folded(
    text: str, width: int, *, initial_indent: str = "", subsequent_indent: str = ""
) -> list[str]:
    """`text` in lines of at most `width` characters where its words allow
    (`textwrap.wrap`), never breaking inside a word: a file's path, often
    longer than the line and full of hyphens, stays whole to be copied.
    The no-break spaces that held the marks become plain spaces again in
    the lines given: they are final, and a reader searching them types a
    plain space."""
    lines = textwrap.wrap(
        keep_marks_attached(text),
        width,
        initial_indent=initial_indent,
        subsequent_indent=subsequent_indent,
        break_on_hyphens=False,
        break_long_words=False,
    )
    return [line.replace(NO_BREAK, " ") for line in lines]


def filled(text: str, width: int) -> str:
    """`folded`'s lines as one text (a dialog's prompt)."""
    return "\n".join(folded(text, width))
