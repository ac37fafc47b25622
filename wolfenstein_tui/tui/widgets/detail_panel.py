"""The detail panel: everything about the highlighted action, or about the
square under the map cursor. A text taller than the panel scrolls
(shift+↑/↓ on the game screen, or the mouse wheel): the panel's frame
says there is more, and a bar on its right edge shows where the lines
shown lie in the whole.

The panel shows a window of its text's lines, cut by itself, and never
changes size for a new text: Textual's scrolling containers lay the whole
screen out again whenever their text's height changes or their scroll
bar comes or goes, which a key that changes the screen's mode (x, Escape)
would pay two or three times, one frame each. Here a new text, or a
scroll, repaints the lines that changed and nothing else. A panel whose
height is `auto` (the nazi phase's) is as tall as its text, up to its
`max-height`: a text of another height is laid out there."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.widget import Widget

from wolfenstein_tui.base.i18n import HELD_SPACE, N_, _
from wolfenstein_tui.tui.widgets.line_breaks import wrapped_lines
from wolfenstein_tui.tui.widgets.line_view import LineView

MORE = N_("more: shift+↓ ▼")
BACK = "shift+↑ ▲"
THUMB = "▐"
"""The scroll bar's mark on the right edge, beside the lines shown."""
BAR_WIDTH = 1
"""The scroll bar's columns, taken from the text's width when it scrolls."""


class PanelLines(LineView):
    """The lines of the panel's text that are in view, drawn line by line."""

    DEFAULT_CSS = """
    PanelLines { width: 1fr; height: 1fr; }
    """


class DetailPanel(Widget, can_focus=False):
    """Hidden (class "empty") while there is nothing to tell."""

    DEFAULT_CSS = """
    DetailPanel { height: auto; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.content: Text | None = None
        """The whole text told (None: nothing)."""
        self.first_shown = 0
        """The first line shown."""
        self._cuts: tuple[Text | None, dict[int, list[Text]]] = (None, {})
        """The text told cut in lines, for each width it was cut for."""

    def compose(self) -> ComposeResult:
        yield PanelLines()

    @property
    def lines(self) -> PanelLines:
        return self.query_one(PanelLines)

    def cut(self, width: int) -> list[Text]:
        """The text told, cut in lines `width` wide (kept for the text)."""
        if self._cuts[0] is not self.content:
            self._cuts = (self.content, {})
        cuts = self._cuts[1]
        lines = cuts.get(width)
        if lines is None:
            lines = []
            if self.content is not None:
                if HELD_SPACE.search(self.content.plain):  # a French mark: kept with its word
                    lines = list(wrapped_lines(self.content, max(1, width)))
                else:
                    lines = list(self.content.wrap(self.app.console, max(1, width)))
                for line in lines:
                    line.rstrip()
                    line.end = ""
            cuts[width] = lines
        return lines

    @property
    def scrolls(self) -> bool:
        """Whether the text is taller than the panel (cut for the panel's
        width less the scroll bar's column, then)."""
        height = self.content_size.height
        return bool(height) and len(self.cut(self.content_size.width)) > height

    @property
    def text_width(self) -> int:
        """The columns the text wraps in: the panel's, less the scroll
        bar's when it scrolls."""
        return self.content_size.width - (BAR_WIDTH if self.scrolls else 0)

    def wrapped(self) -> list[Text]:
        """The text told, cut in lines as shown."""
        return self.cut(self.text_width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As tall as the text (a panel of `auto` height)."""
        return len(self.cut(width))

    @property
    def auto_height(self) -> bool:
        height = self.styles.height
        return height is None or height.is_auto

    @property
    def most_first_shown(self) -> int:
        return max(0, len(self.wrapped()) - self.content_size.height)

    def tell(self, text: Text | None) -> None:
        """Show a text (None: hide the panel); the same text is not even
        repainted, a new one starts at its top."""
        hidden = self.has_class("empty")
        self.set_class(text is None, "empty")
        if text is None or not (hidden or self.content != text):
            return
        before = len(self.cut(self.content_size.width)) if self.auto_height else 0
        self.content = text
        self.first_shown = 0
        if self.auto_height and len(self.cut(self.content_size.width)) != before:
            self.refresh(layout=True)
        self.show_window()

    def tell_ahead(self, text: Text) -> None:
        """Draw the lines `tell(text)` would show, showing nothing: a text
        about to be told (the map cursor's card, worked out before x) is
        then put on screen with no work but its lines' changes. Nothing is
        drawn for a panel hidden or of `auto` height (a new text may change
        its height)."""
        if self.has_class("empty") or self.auto_height or not self.is_mounted:
            return
        told, first = self.content, self.first_shown
        self.content, self.first_shown = text, 0
        try:
            self.lines.lines_ahead(self.window_lines())
        finally:
            self.content, self.first_shown = told, first

    def show_window(self) -> None:
        """Draw the lines in view, the scroll bar beside them, and the
        frame's title (more below, or the way back up)."""
        if not self.is_mounted:
            return
        self.lines.show_lines(self.window_lines())
        title = _(MORE) if self.lines_below() else (BACK if self.first_shown else None)
        if self.border_title != title:
            self.border_title = title

    def window_lines(self) -> list[Text]:
        """The lines in view, with the scroll bar beside them (`first_shown`
        kept within the text)."""
        height = self.content_size.height
        lines = self.wrapped()
        self.first_shown = max(0, min(self.first_shown, len(lines) - height))
        shown = lines[self.first_shown : self.first_shown + height]
        shown += [Text()] * (height - len(shown))
        if self.scrolls:
            width = self.text_width
            top = self.first_shown * height // len(lines)
            size = max(1, height * height // len(lines))
            if self.first_shown + height >= len(lines):  # the end shown: the bar at the bottom
                top = height - size
            barred = []
            for row, line in enumerate(shown):
                line = line.copy()
                line.pad_right(width - line.cell_len)
                line.append(THUMB if top <= row < top + size else " ", "dim")
                barred.append(line)
            shown = barred
        return shown

    def lines_below(self) -> int:
        """Lines of the text under the panel's bottom edge."""
        if self.has_class("empty") or not self.is_mounted:
            return 0
        return max(0, len(self.wrapped()) - self.first_shown - self.content_size.height)

    def on_resize(self) -> None:
        self.show_window()

    def on_mount(self) -> None:
        self.show_window()

    def scroll_lines(self, lines: int) -> None:
        self.first_shown = max(0, min(self.first_shown + lines, self.most_first_shown))
        self.show_window()

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_lines(1)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_lines(-1)
