"""The running log of the game: what each action did, the nazis' turns, the
dice rolled (faces as symbols that read without colour), by round.

It keeps the entries (tui/presenters/log_entries.py), not the drawn lines, so it can
draw them again: when its width changes (a resize, a maximised panel) the
lines are wrapped anew, and a filter (heroes, nazis, dice, events) or a
search redraws only what matches. On Continue and Load the game screen
rebuilds it from the whole game's events (Session.backlog).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.cache import LRUCache
from textual.events import Resize
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from wolfenstein_tui.base.i18n import HELD_SPACE
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.tui.presenters.log_entries import Category, LogBook, LogEntry, game_entries
from wolfenstein_tui.tui.widgets.line_breaks import HeldText
from wolfenstein_tui.tui.widgets.path_breaks import paths_broken
from wolfenstein_tui.tui.widgets.scroll_bars import ScrollBarsOnce
from wolfenstein_tui.tui.widgets.scrolled_lines import ScrolledLinesKept

PANEL_LIMIT = 400
"""Entries the game screen's panel draws at most (the newest); the full
view (l) has them all."""

CONTINUED = "…"
"""Before the first line shown when it goes on from an entry above the top."""
CONTINUED_STYLE = Style(dim=True)

NARROWEST = 20
"""The width entries are wrapped to while the log has none yet."""


class MessageLog(ScrollView, ScrollBarsOnce, ScrolledLinesKept, can_focus=True):
    """The log panel. Its interface for the game screen is `add_events` and
    `write_line`; `rebuild` starts it from a whole game.

    It draws its own lines (Textual's line API) rather than being a RichLog:
    it only ever shows entries wrapped to its width, and RichLog brings in
    rich's pretty-printer (and what that imports) for objects it never gets,
    on the way to the game screen's first frame. It looks and scrolls as
    RichLog does (the same style, bindings and scroll bars)."""

    DEFAULT_CSS = """
    MessageLog {
        background: $surface;
        color: $foreground;
        overflow-y: scroll;
        &:focus {
            background-tint: $foreground 5%;
        }
    }
    """

    watch_scroll_y = ScrollBarsOnce.watch_scroll_y
    """The bar's thumb repainted only where it changes (scroll_bars.py)."""

    def __init__(self, *, id: str | None = None, limit: int | None = PANEL_LIMIT) -> None:
        super().__init__(id=id)
        self.book = LogBook(None)
        self.entries: list[LogEntry] = []
        self.shown: frozenset[Category] = frozenset(Category)
        self.words = ""
        self.trails = False
        """Whether each entry shows its rule trail under it (the log's w)."""
        self.limit = limit
        self.players: tuple[str, ...] = ()
        """The players' names by seat, for a rebuild left for later."""
        self.auto_scroll = True
        """Whether a new entry scrolls the log to its end."""
        self.drawn_width = 0
        self.lines: list[Strip] = []
        """The lines drawn, every entry shown wrapped to the log's width."""
        self.entry_starts: list[int] = []
        """The first line of each entry drawn, in order."""
        self.widest = 0
        """The widest line drawn (its text, without the padding to the width)."""
        self.size_known = False
        """Whether the log was laid out: entries told before are drawn then."""
        self.cropped: LRUCache[tuple[int, int, int, int], Strip] = LRUCache(1024)
        """Lines cut to the view, by line, scroll, width and widest line."""
        self.waiting: tuple[Rules, Sequence[Sequence[Event] | None], list[str]] | None = None
        """A rebuild left for after the next frame (`rebuild_later`)."""
        self.frame: tuple[Style, int, int, int] | None = None
        """While a frame's lines are drawn (`render_lines`): the log's style,
        its scroll (across and down) and the width of its text."""
        self.view_height = 0
        """The lines the log showed at its last resize."""
        self._told_ahead: (
            tuple[
                list[Event],
                tuple[object, ...],
                LogBook,
                list[LogEntry],
                dict[int, list[list[Segment]]],
            ]
            | None
        ) = None
        """Events told ahead (`tell_ahead`): what for, the book that told
        them, their entries and the lines of those shown."""

    # --- what it holds -------------------------------------------------------------

    def rebuild(
        self,
        rules: Rules,
        backlog: Sequence[Sequence[Event] | None],
        players: tuple[str, ...] = (),
    ) -> None:
        """The whole game so far, from its decisions' events (None: an undo);
        `players` names the players by seat, as the game was set up."""
        self.waiting = None
        self.book = LogBook(rules, players=players)
        self.entries = game_entries(rules, backlog, self.book)
        self.redraw()

    def rebuild_later(
        self,
        rules: Rules,
        backlog: Sequence[Sequence[Event] | None],
        notes: list[str],
        when: Callable[[Callable[[], object]], None] | None = None,
        players: tuple[str, ...] = (),
    ) -> None:
        """`rebuild`, then the app's own `notes`, later: once the next frame
        is painted, or when `when` calls back (the game screen's: after its
        first frame is drawn). Telling a whole game (its names found in every
        sentence) is the game screen's costliest work before its first frame,
        and nothing of a game's log is needed to play its first decision.
        Anything added before that rebuilds it first, so the log's order
        never changes."""
        self.waiting = (rules, backlog, notes)
        self.players = players
        (when or self.call_after_refresh)(self.settle)

    def settle(self) -> None:
        """Do a rebuild left for later now, if one is waiting."""
        if self.waiting is None:
            return
        rules, backlog, notes = self.waiting
        self.rebuild(rules, backlog, self.players)
        self.add([self.book.note(text) for text in notes])

    def take(self, book: LogBook, entries: Sequence[LogEntry]) -> None:
        """Show the entries of another log (the full view of the panel's)."""
        self.waiting = None
        self.book = book
        self.entries = list(entries)
        self.redraw()

    def add_events(self, events: list[Event]) -> None:
        """Tell what happened (as told ahead, when these very events were:
        `tell_ahead`)."""
        self.settle()
        ahead, self._told_ahead = self._told_ahead, None
        if ahead is not None and ahead[0] is events and ahead[1] == self._told_ahead_key():
            self.book = ahead[2]
            self.add(ahead[3], ahead[4])
            return
        self.add(self.book.entries(events))

    def tell_ahead(self, events: list[Event]) -> None:
        """Tell events not yet played (a decision worked out ahead) and
        draw their lines, showing nothing: `add_events` of the same events
        then only puts them on screen. Told on a book apart (the log's own
        learns nothing from events that may never be played)."""
        self.settle()
        if not self.size_known:
            return
        book = self.book.apart()
        entries = book.entries(events)
        width = self.wrap_width
        drawn = {
            id(entry): self.rows(entry, width)
            for entry in entries
            if entry.matches(self.shown, self.words)
        }
        self._told_ahead = (events, self._told_ahead_key(), book, entries, drawn)

    def _told_ahead_key(self) -> tuple[object, ...]:
        """What entries told ahead were drawn for: the book and the entries
        told so far (what they go on from), the width, the filters and the
        trails."""
        return (self.book, len(self.entries), self.wrap_width, self.shown, self.words, self.trails)

    def write_line(self, text: str) -> None:
        """A line of the app's own (saved where, undone, game over)."""
        self.settle()
        self.add([self.book.note(text)])

    def add(
        self, entries: list[LogEntry], rows: dict[int, list[list[Segment]]] | None = None
    ) -> None:
        """Add entries and draw those the filters show (`rows`: the lines
        of some of them, drawn ahead, by the entry's id)."""
        self.settle()
        self.entries += entries
        drawn = False
        for entry in entries:
            if entry.matches(self.shown, self.words):
                drawn = self.draw(entry, (rows or {}).get(id(entry))) or drawn
        if drawn:
            self.scroll_bars_now()
        if drawn and self.auto_scroll:
            # Scrolled now, the new lines are in the next frame; scrolled
            # again after it, in case the log's height changes meanwhile.
            if self.is_mounted:
                self.scroll_end(animate=False, immediate=True, x_axis=False)
            self.scroll_end(animate=False, x_axis=False)

    def clear(self) -> None:
        self.lines = []
        self.entry_starts = []
        self.widest = 0
        self.cropped.clear()
        self.virtual_size = Size(0, 0)
        self.refresh()

    @property
    def wrap_width(self) -> int:
        """The width entries are wrapped to now."""
        return self.scrollable_content_region.width or NARROWEST

    def rows(self, entry: LogEntry, width: int) -> list[list[Segment]]:
        """An entry's lines, wrapped to `width` (the console's own width
        may differ from the log's)."""
        text = entry.rich(self.trails)
        if not isinstance(text, Text):
            text = Text(str(text))
        text.expand_tabs()
        text = paths_broken(text, width)  # a save path breaks after a /, never mid-name
        # Where a French mark must stay with its word, broken by the game.
        shown = HeldText(text) if HELD_SPACE.search(text.plain) else text
        console = self.app.console
        return list(Segment.split_lines(console.render(shown, console.options.update_width(width))))

    def draw(self, entry: LogEntry, rows: list[list[Segment]] | None = None) -> bool:
        """One entry, wrapped to the log's width now (`rows`: its lines,
        drawn ahead at that width); False before the log has a width:
        `redraw` draws it then."""
        if not self.size_known:
            return False
        width = self.wrap_width
        if rows is None:
            rows = self.rows(entry, width)
        self.entry_starts.append(len(self.lines))
        if not rows:
            self.lines.append(Strip.blank(width))
            self.widest = max(self.widest, width)
        else:
            for row in rows:
                strip = Strip(row)
                strip.adjust_cell_length(width)
                self.lines.append(strip)
            self.widest = max(self.widest, max(sum(s.cell_length for s in row) for row in rows))
        # No layout for a new line; the scroll bars follow in `add` and `redraw`.
        self.set_content_size(Size(self.widest, len(self.lines)))
        self.refresh_lines(self.entry_starts[-1], len(self.lines) - self.entry_starts[-1])
        return True

    # --- how it is drawn -------------------------------------------------------------

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.cropped.clear()

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.virtual_size.width if self.size_known else container.width

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines of a frame, what they depend on looked up once for them
        all (the log's style, its scroll and width): Textual works each out
        anew at every lookup, from the styles of the log and of each of its
        parents, and a new entry scrolls every line of the log (34 at
        160×50): a third of the time of drawing them went to those lookups."""
        scroll_x, top = self.scroll_offset
        self.frame = (self.rich_style, scroll_x, top, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self.frame = None

    def render_line(self, y: int) -> Strip:
        """A line of the panel. The entry that the top edge cuts (its first
        lines scrolled away, so its first line shown starts in the middle of
        a sentence) is drawn dim, its first line shown marked … in front:
        the lines under it start whole entries."""
        if self.frame is None:
            scroll_x, top = self.scroll_offset
            style, width = self.rich_style, self.scrollable_content_region.width
        else:
            style, scroll_x, top, width = self.frame
        strip = self.cut(top + y, scroll_x, width, style)
        strip = strip.apply_style(style)
        starts = self.entry_starts
        after = bisect_right(starts, top)  # the entries starting below the top line
        if after == 0 or starts[after - 1] == top or top >= len(self.lines):
            return strip  # the top line starts an entry
        if after < len(starts) and top + y >= starts[after]:
            return strip  # a line of a whole entry
        if y == 0:
            width = strip.cell_length
            marker = Strip([Segment(CONTINUED, style)], 1)
            strip = Strip.join([marker, strip.crop(0, max(0, width - 1))])
        return strip.apply_style(CONTINUED_STYLE)

    def cut(self, line: int, scroll_x: int, width: int, style: Style) -> Strip:
        """Line `line` of the log, cut to the view (`style`: the log's)."""
        if line >= len(self.lines):
            return Strip.blank(width, style)
        key = (line, scroll_x, width, self.widest)
        strip = self.cropped.get(key)
        if strip is None:
            strip = self.lines[line].crop_extend(scroll_x, scroll_x + width, style)
            self.cropped[key] = strip
        return strip

    # --- what it shows ---------------------------------------------------------------

    def shown_entries(self) -> list[LogEntry]:
        """The entries the filters show, once a rebuild left for later is
        done (not `visible`: that is Textual's, whether the widget shows)."""
        self.settle()
        return self.matching()

    def matching(self) -> list[LogEntry]:
        """The entries the filters show, a rebuild left for later not done
        (it draws them all again when it is)."""
        return [e for e in self.entries if e.matches(self.shown, self.words)]

    def show_only(self, shown: frozenset[Category], words: str) -> None:
        """Filter by category and by words (every word, any case)."""
        if (shown, words) != (self.shown, self.words):
            self.shown, self.words = shown, words
            self.redraw()

    def show_trails(self, on: bool) -> None:
        """Show or hide each entry's rule trail (why, on request)."""
        if on != self.trails:
            self.trails = on
            self.redraw()

    def redraw(self) -> None:
        """Draw the entries again, wrapped to the width the log has now."""
        entries = self.matching()
        if self.limit is not None:
            entries = entries[-self.limit :]
        self.clear()
        for entry in entries:
            self.draw(entry)
        self.scroll_bars_now()
        self.call_after_refresh(self.scroll_end, animate=False)  # the newest in view

    def on_resize(self, event: Resize) -> None:
        view_before, self.view_height = self.view_height, self.scrollable_content_region.height
        if event.size.width != self.drawn_width:
            self.drawn_width = event.size.width
            if event.size.width and not self.size_known:
                self.size_known = True
                self.redraw()  # what was told before the log had a width
            # Once laid out: the lines wrap to the region the log has then.
            self.call_after_refresh(self.redraw)
        elif self.view_height != view_before and self.scroll_y >= len(self.lines) - view_before:
            # The newest lines were in view: they stay in view when only the
            # panel's height changes (a training tip under it comes or goes),
            # not cut off at its bottom edge with nothing to say so.
            self.scroll_end(animate=False, immediate=True, x_axis=False)
