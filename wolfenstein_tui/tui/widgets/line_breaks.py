"""A panel's text broken into lines where a reader expects: at spaces, but
never at one French ties to its mark ("6 PA par tour ;" never leaves the
";" to open the next line, "« Recharger »" stays whole) nor at a no-break
space (`i18n.HELD_SPACE`).

Rich's own wrapping breaks at every whitespace character: its words are
`\\s*\\S+\\s*`, and Python's `\\s` matches the no-break space too. The panels
the game wraps itself (the log, the highlighted action's details) break
their lines here instead: Rich's rule word for word, with the held spaces
read as letters, and the lines cut by Rich's public `Text.divide`. A text
with no held space is broken exactly as `Text.wrap` breaks it
(tests/tui/test_line_breaks.py); it is slower than Rich's (1.7× for the
log's French entries, benchmarks/bench_line_breaks.py), so a text with no
held space is left to Rich. The action list, which Textual's
OptionList wraps, is given each line holding such a space as a `HeldLine`:
a Visual (Textual's public type for what a widget draws) broken here at
whatever width the list draws it; so are the training's tip and the
dialogs' texts (`held`). The replay viewer's log, a RichLog, is given
`HeldText`, a Rich renderable broken the same way."""

from __future__ import annotations

import re

from rich.cells import cell_len, chop_cells
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Lines, Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual

from wolfenstein_tui.base.i18n import HELD_SPACE

_WORD = re.compile(r"\s*\S+\s*")
_HOLD = "\x00"
"""What a held space is read as while the words are found: no whitespace,
and one character like the space, so each word keeps its place."""


def break_offsets(plain: str, width: int) -> list[int]:
    """Where one line of text (no newline in it) breaks to fit `width`
    cells: before each word that would run past the line, and inside a
    word longer than a whole line, as Rich folds it."""
    offsets: list[int] = []
    used = 0
    for found in _WORD.finditer(HELD_SPACE.sub(_HOLD, plain)):
        start, end = found.span()
        word = plain[start:end]
        length = cell_len(word.rstrip())
        if width - used >= length:
            used += cell_len(word)
        elif length > width:
            pieces = chop_cells(word, width)
            for number, piece in enumerate(pieces):
                if start:
                    offsets.append(start)
                if number == len(pieces) - 1:
                    used = cell_len(piece)
                else:
                    start += len(piece)
        elif used and start:
            offsets.append(start)
            used = cell_len(word)
    return offsets


def wrapped_lines(text: Text, width: int) -> Lines:
    """`text` in lines of at most `width` cells, its styles kept, as
    `Text.wrap` gives them left-aligned (a panel's text is)."""
    lines = Lines()
    for line in text.split(allow_blank=True):
        if "\t" in line.plain:
            line.expand_tabs()
        pieces = line.divide(break_offsets(line.plain, width))
        for piece in pieces:
            piece.rstrip_end(width)
            piece.truncate(width, overflow=text.overflow or "fold")
        lines.extend(pieces)
    return lines


def held_lines(text: Text, width: int) -> Text:
    """`text` in lines for `width` cells where a French mark must stay with
    its word: one Text, its lines joined, their end spaces trimmed, so that
    a widget wrapping it breaks none again. A text with no held space (or
    no width yet) is given back as it is, for Rich or Textual to wrap."""
    if width < 1 or not HELD_SPACE.search(text.plain):
        return text
    return joined_lines(text, width)


def joined_lines(text: Text, width: int) -> Text:
    """`wrapped_lines` as one Text, each line's end spaces trimmed."""
    lines = wrapped_lines(text, width)
    for line in lines:
        line.rstrip()
    return Text("\n").join(lines)


class HeldLine(Visual):
    """A text (an action's line, a training tip, a dialog's question, the
    nazi phase's recap...) broken by `joined_lines` at the width it is
    drawn at, then drawn by Textual's Content: each line fits, so Textual
    breaks none again. A rich Text keeps its styles. `str()` gives the
    plain text."""

    def __init__(self, text: str | Text) -> None:
        self.text = Text(text) if isinstance(text, str) else text
        self._broken: dict[int, Content] = {}

    def __str__(self) -> str:
        return self.text.plain

    def broken(self, width: int) -> Content:
        """The text in lines for `width` cells (kept for the width)."""
        content = self._broken.get(width)
        if content is None:
            lines = joined_lines(self.text, max(1, width))
            content = self._broken[width] = Content.from_rich_text(lines)
        return content

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        return self.broken(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return Content.from_rich_text(self.text).get_optimal_width(rules, container_width)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.broken(width).get_height(rules, width)


def held(text: str | Text) -> str | Text | HeldLine:
    """`text` as a widget is given it: a `HeldLine` when a French mark in
    it must stay with its word, else the text itself (Textual wraps it)."""
    plain = text if isinstance(text, str) else text.plain
    return HeldLine(text) if HELD_SPACE.search(plain) else text


class HeldText:
    """A text for a widget that renders Rich renderables (the replay
    viewer's RichLog): broken by `wrapped_lines` at the width Rich gives
    it, then rendered as those lines (Rich's own renderable protocol)."""

    def __init__(self, text: Text | str) -> None:
        self.text = text if isinstance(text, Text) else Text(text)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = wrapped_lines(self.text, max(1, options.max_width))
        yield Text("\n", style=self.text.style, no_wrap=True).join(lines)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.text)
