"""The detail panel: everything about the highlighted action, or about the
square under the map cursor. It keeps a fixed height (so a new text repaints
it without moving the other panels); a text taller than the panel scrolls
(shift+↑/↓ on the game screen), and the panel's frame says so."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.geometry import Size

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.tui.widgets.repaint import SizedInOneFrame

MORE = N_("more: shift+↓ ▼")
BACK = "shift+↑ ▲"


class PanelText(SizedInOneFrame):
    """The panel's text, never shorter than the panel.

    A new text whose height differs from the old one's would need a layout
    of the whole screen (Textual lays out every widget again), the largest
    cost of a step in the action list. Filling the panel, a text that fits
    keeps the same height as any other text that fits: it is only repainted.
    Only a text taller than the panel (which scrolls) is laid out."""

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(super().get_content_height(container, viewport, width), container.height)

    def height_for(self, container: Size) -> int:
        """The height the text now given takes in a panel of that inner size."""
        return self.get_content_height(container, self.app.size, self.size.width)


class DetailPanel(VerticalScroll, can_focus=False):
    """Hidden (class "empty") while there is nothing to tell. A scrolling
    container around the text: a Static alone of fixed height cannot
    scroll its own text."""

    DEFAULT_CSS = """
    DetailPanel > Static { height: auto; }
    """

    def compose(self) -> ComposeResult:
        yield PanelText()

    @property
    def text(self) -> PanelText:
        return self.query_one(PanelText)

    @property
    def content(self) -> object:
        """The text shown."""
        return self.text.content

    def tell(self, text: Text | None) -> None:
        """Show a text (None: hide the panel); the same text is not even
        repainted, a new one starts at its top. The screen is laid out
        again only when the panel appears or the text's height changes
        (`PanelText`)."""
        hidden = self.has_class("empty")
        self.set_class(text is None, "empty")
        if text is None or not (hidden or self.text.content != text):
            return
        shown = self.text
        shown.update(text, layout=False)
        if hidden or shown.height_for(self.scrollable_content_region.size) != shown.size.height:
            shown.refresh(layout=True)
        self.scroll_home(animate=False)
        self.call_after_refresh(self.tell_more)

    def lines_below(self) -> int:
        """Lines of the text under the panel's bottom edge."""
        if self.has_class("empty"):
            return 0
        return max(0, int(self.max_scroll_y - self.scroll_y))

    def tell_more(self) -> None:
        """The frame's title: more below, or the way back up."""
        title = _(MORE) if self.lines_below() else (BACK if self.scroll_y else None)
        if self.border_title != title:
            self.border_title = title

    def watch_virtual_size(self) -> None:
        """A new text is laid out: is there more than fits?"""
        self.tell_more()

    def on_resize(self) -> None:
        self.call_after_refresh(self.tell_more)

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self.tell_more()

    def scroll_lines(self, lines: int) -> None:
        self.scroll_relative(y=lines, animate=False)
