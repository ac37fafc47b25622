"""The status bar: mission, round, who plays, danger, alarms and noise, and
the mission's objectives, ticked when met."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from wolfenstein_tui.tui.widgets.kept_drawing import KeptStatic
from wolfenstein_tui.tui.widgets.line_breaks import held_lines

PART = "  "
"""Between the parts of the status line ("Round 2/8", "Danger 1/6"...)."""


def fitted(text: Text, width: int) -> Text:
    """The status line broken between its parts, never inside one, so that
    each line holds what fits of `width` ("Noise: Storeroom" stays whole on
    the next line). A part wider than the whole line wraps on its own."""
    if width <= 0 or text.cell_len <= width:
        return text
    lines: list[Text] = []
    line = Text()
    for part in text.split(PART, allow_blank=False):
        if line.plain and line.cell_len + len(PART) + part.cell_len > width:
            lines.append(line)
            line = Text()
        if line.plain:
            line.append(PART)
        line.append_text(part)
    lines.append(line)
    return Text("\n").join(lines)


def shown(text: Text, objectives: Text | None, width: int) -> Text:
    """What the bar shows in `width` columns: the status line broken
    between its parts, then the objectives on one line, broken where they
    wrap as the log's lines are (a French mark stays with its word)."""
    text = fitted(text, width)
    if objectives is not None and objectives.plain.strip():
        lines = [line for line in objectives.split("\n") if line.plain.strip()]
        text = Text("\n").join([text, Text("  ").join(lines)])
    return held_lines(text, width)


class StatusBar(KeptStatic):
    """One line (more when it wraps, between its parts) at the top of the
    game screen; the text comes from the screen, since a campaign's screen
    puts its name first."""

    shown_status: tuple[Text, Text | None] | None = None

    def set_status(self, text: Text, objectives: Text | None = None) -> None:
        """The status line, then the objectives on one line (they wrap when
        the terminal is narrow)."""
        self.shown_status = (text, objectives)
        self.show_kept(self.shown_status)

    def broken(self, source: Any, width: int) -> Text:
        """The status line and the objectives (`shown`)."""
        text, objectives = source
        return shown(text, objectives, width)

    def lines_for(self, width: int) -> int:
        """How many lines the bar takes on a screen `width` columns wide
        (its padding included), before it is laid out at that width."""
        if self.shown_status is None:
            return 0
        room = max(1, width - self.styles.gutter.width)
        wrapped = shown(*self.shown_status, room).wrap(self.app.console, room)
        return len(wrapped) + self.styles.gutter.height
