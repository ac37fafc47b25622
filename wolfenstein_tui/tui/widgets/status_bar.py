"""The status bar: mission, round, who plays, danger, alarms and noise."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from wolfenstein_tui.tui.widgets.repaint import show


class StatusBar(Static):
    """One line (more when it wraps) at the top of the game screen; the text
    comes from the screen, since a campaign's screen puts its name first."""

    def set_status(self, text: Text) -> None:
        show(self, text)
