"""The running log of the game: what each action did, the nazis' turns, the
dice rolled (faces as symbols that read without colour), by round.

It keeps the entries (tui/log_entries.py), not the drawn lines, so it can
draw them again: when its width changes (a resize, a maximised panel) the
lines are wrapped anew, and a filter (heroes, nazis, dice, events) or a
search redraws only what matches. On Continue and Load the game screen
rebuilds it from the whole game's events (Session.backlog).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from rich.segment import Segment
from rich.style import Style
from textual.events import Resize
from textual.strip import Strip
from textual.widgets import RichLog

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.tui.log_entries import Category, LogBook, LogEntry, game_entries
from wolfenstein_tui.tui.widgets.scroll_bars import ScrollBarsOnce

PANEL_LIMIT = 400
"""Entries the game screen's panel draws at most (the newest); the full
view (l) has them all."""

CONTINUED = "…"
"""Before the first line shown when it goes on from an entry above the top."""
CONTINUED_STYLE = Style(dim=True)


class MessageLog(RichLog, ScrollBarsOnce):
    """The log panel. Its interface for the game screen is `add_events` and
    `write_line`; `rebuild` starts it from a whole game."""

    def __init__(self, *, id: str | None = None, limit: int | None = PANEL_LIMIT) -> None:
        super().__init__(id=id, wrap=True, markup=False, min_width=20)
        self.book = LogBook(None)
        self.entries: list[LogEntry] = []
        self.shown: frozenset[Category] = frozenset(Category)
        self.words = ""
        self.limit = limit
        self.drawn_width = 0
        self.entry_starts: list[int] = []
        """The first line of each entry drawn, in order."""
        self.waiting: tuple[Rules, Sequence[Sequence[Event] | None], list[str]] | None = None
        """A rebuild left for after the next frame (`rebuild_later`)."""

    # --- what it holds -------------------------------------------------------------

    def rebuild(self, rules: Rules, backlog: Sequence[Sequence[Event] | None]) -> None:
        """The whole game so far, from its decisions' events (None: an undo)."""
        self.waiting = None
        self.book = LogBook(rules)
        self.entries = game_entries(rules, backlog, self.book)
        self.redraw()

    def rebuild_later(
        self, rules: Rules, backlog: Sequence[Sequence[Event] | None], notes: list[str]
    ) -> None:
        """`rebuild`, then the app's own `notes`, once the next frame is
        painted. Telling a whole game (its names found in every sentence)
        is the game screen's costliest work before its first frame, and the
        log is laid out only then: its lines are drawn again at its width
        anyway. Anything added before that rebuilds it first, so the log's
        order never changes."""
        self.waiting = (rules, backlog, notes)
        self.call_after_refresh(self.settle)

    def settle(self) -> None:
        """Do a rebuild left for later now, if one is waiting."""
        if self.waiting is None:
            return
        rules, backlog, notes = self.waiting
        self.rebuild(rules, backlog)
        self.add([self.book.note(text) for text in notes])

    def take(self, book: LogBook, entries: Sequence[LogEntry]) -> None:
        """Show the entries of another log (the full view of the panel's)."""
        self.waiting = None
        self.book = book
        self.entries = list(entries)
        self.redraw()

    def add_events(self, events: list[Event]) -> None:
        """Tell what happened."""
        self.settle()
        self.add(self.book.entries(events))

    def write_line(self, text: str) -> None:
        """A line of the app's own (saved where, undone, game over)."""
        self.settle()
        self.add([self.book.note(text)])

    def add(self, entries: list[LogEntry]) -> None:
        self.settle()
        self.entries += entries
        drawn = False
        for entry in entries:
            if entry.matches(self.shown, self.words):
                self.draw(entry)
                drawn = True
        if drawn:
            self.scroll_bars_now()
        if drawn and self.auto_scroll and self.is_mounted:
            # RichLog scrolls to the end only after the next frame: the new
            # lines would be seen a frame late, in a second frame of their
            # own. Scrolled now, they are in the first (RichLog's own scroll
            # then finds the end in view, unless the log's height changed).
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def write(self, content: object, *args: object, **kwargs: object) -> MessageLog:
        """RichLog's write, noting the line the entry starts on (a write
        made before the log knows its width is drawn later, by RichLog,
        through here again)."""
        start = len(self.lines)
        super().write(content, *args, **kwargs)  # type: ignore[arg-type]
        if len(self.lines) > start:
            self.entry_starts.append(start)
        return self

    def clear(self) -> MessageLog:
        self.entry_starts = []
        super().clear()
        return self

    def render_line(self, y: int) -> Strip:
        """A line of the panel. The entry that the top edge cuts (its first
        lines scrolled away, so its first line shown starts in the middle of
        a sentence) is drawn dim, its first line shown marked … in front:
        the lines under it start whole entries."""
        strip = super().render_line(y)
        top = round(self.scroll_offset.y)
        starts = self.entry_starts
        after = bisect_right(starts, top)  # the entries starting below the top line
        if after == 0 or starts[after - 1] == top or top >= len(self.lines):
            return strip  # the top line starts an entry
        if after < len(starts) and top + y >= starts[after]:
            return strip  # a line of a whole entry
        if y == 0:
            width = strip.cell_length
            marker = Strip([Segment(CONTINUED, self.rich_style)], 1)
            strip = Strip.join([marker, strip.crop(0, max(0, width - 1))])
        return strip.apply_style(CONTINUED_STYLE)

    def draw(self, entry: LogEntry) -> None:
        """One entry, wrapped to the log's width now (the console's own
        width may differ from the log's)."""
        self.write(entry.rich(), width=self.scrollable_content_region.width or None)

    # --- what it shows ---------------------------------------------------------------

    def visible(self) -> list[LogEntry]:
        self.settle()
        return [e for e in self.entries if e.matches(self.shown, self.words)]

    def show_only(self, shown: frozenset[Category], words: str) -> None:
        """Filter by category and by words (every word, any case)."""
        if (shown, words) != (self.shown, self.words):
            self.shown, self.words = shown, words
            self.redraw()

    def redraw(self) -> None:
        """Draw the entries again, wrapped to the width the log has now."""
        entries = self.visible()
        if self.limit is not None:
            entries = entries[-self.limit :]
        self.clear()
        for entry in entries:
            self.draw(entry)
        self.call_after_refresh(self.scroll_end, animate=False)  # the newest in view

    def on_resize(self, event: Resize) -> None:
        if event.size.width != self.drawn_width:
            self.drawn_width = event.size.width
            # Once laid out: the lines wrap to the region the log has then.
            self.call_after_refresh(self.redraw)
