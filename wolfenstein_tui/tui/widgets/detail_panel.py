"""The detail panel: everything about the highlighted action, or about the
square under the map cursor. It keeps a fixed height (so a new text repaints
it without moving the other panels); a text taller than the panel scrolls,
and the panel's frame says so."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

MORE = "more: shift+↓ ▼"
BACK = "shift+↑ ▲"


class DetailPanel(Static):
    """Hidden (class "empty") while there is nothing to tell."""

    def tell(self, text: Text | None) -> None:
        """Show a text (None: hide the panel); the same text is not even
        repainted, a new one starts at its top."""
        hidden = self.has_class("empty")
        self.set_class(text is None, "empty")
        if text is not None and (hidden or self.content != text):
            self.update(text, layout=hidden)
            self.scroll_home(animate=False)
            self.call_after_refresh(self.tell_more)

    def lines_below(self) -> int:
        """Lines of the text under the panel's bottom edge."""
        region = self.scrollable_content_region
        content = self.content
        if self.has_class("empty") or not region.width or not isinstance(content, Text):
            return 0
        lines = len(content.wrap(self.app.console, region.width))
        return max(0, lines - int(self.scroll_y) - region.height)

    def tell_more(self) -> None:
        """The frame's title: more below, or the way back up."""
        title = MORE if self.lines_below() else (BACK if self.scroll_y else None)
        if self.border_title != title:
            self.border_title = title

    def scroll_lines(self, lines: int) -> None:
        self.scroll_relative(y=lines, animate=False)
        self.call_after_refresh(self.tell_more)
