"""The status bar: mission, round, who plays, danger, alarms and noise, and
the mission's objectives, ticked when met."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from wolfenstein_tui.tui.widgets.repaint import show


class StatusBar(Static):
    """One line (more when it wraps) at the top of the game screen; the text
    comes from the screen, since a campaign's screen puts its name first."""

    def set_status(self, text: Text, objectives: Text | None = None) -> None:
        """The status line, then the objectives on one line (they wrap when
        the terminal is narrow)."""
        if objectives is not None and objectives.plain.strip():
            lines = [line for line in objectives.split("\n") if line.plain.strip()]
            text = Text("\n").join([text, Text("  ").join(lines)])
        show(self, text)
