"""The message log in full: the whole width of the terminal, the whole game
(also from before a Continue), with filters by category and a search.

Keys: h, n, d, e show or hide the heroes', the nazis', the dice and the
game's events; w shows why, under each entry: the rules it follows, the
values compared and this game's choices; / searches (every word typed, any case; Enter or Escape goes
back to the log); ↑/↓, Page Up/Down, Home/End scroll; b lists the
decisions of the round to go back to one; Escape, l or q goes back to the
game.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input, Static

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.tui.presenters.log_entries import Category
from wolfenstein_tui.tui.widgets.footer import Footer, Key
from wolfenstein_tui.tui.widgets.message_log import MessageLog

KEYS = {Category.HEROES: "h", Category.NAZIS: "n", Category.DICE: "d", Category.EVENTS: "e"}
CATEGORY_WORDS = {
    Category.HEROES: N_("heroes"),
    Category.NAZIS: N_("nazis"),
    Category.DICE: N_("dice"),
    Category.EVENTS: N_("events"),
}


LOG_KEYS = (Key("why"), Key("search"), Key("leave"))
"""The key bar: w (the rules behind each line), the search and the way
back. The filters' keys are named on their own line at the top, with
whether each is on: in the bar too they would not fit 80 columns in
French or Polish."""


class LogScreen(Screen[None]):
    BINDINGS = [
        # The descriptions are translated by the footer, when it is drawn.
        Binding("h", "show_kind('heroes')", N_("Heroes")),
        Binding("n", "show_kind('nazis')", N_("Nazis")),
        Binding("d", "show_kind('dice')", N_("Dice")),
        Binding("e", "show_kind('events')", N_("Events")),
        Binding("w", "why", N_("Why?")),
        Binding("slash", "search", N_("Search")),
        # Not in the key bar (no room at 80 columns in every language): the
        # game's command palette and its help name it.
        Binding("b", "back_to", N_("Back to"), show=False),
        Binding("escape", "leave", N_("Back")),
        Binding("g", "leave", N_("Back"), show=False),
        Binding("q", "leave", N_("Back"), show=False),
    ]
    DEFAULT_CSS = """
    LogScreen { layout: vertical; }
    LogScreen #log-filters { height: 1; background: $panel; padding: 0 1; }
    LogScreen #log-search { height: 3; display: none; }
    LogScreen.searching #log-search { display: block; }
    LogScreen #log-all { height: 1fr; }
    """

    def __init__(self, panel: MessageLog, back_to: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.panel = panel
        self.back_to = back_to
        """The game's "go back to a decision of this round" (b), if any."""

    def footer_keys(self) -> tuple[Key, ...]:
        return LOG_KEYS

    def compose(self) -> ComposeResult:
        yield Static(id="log-filters", markup=False)
        yield Input(placeholder=_("Search the log: words, a name, a face…"), id="log-search")
        yield MessageLog(id="log-all", limit=None)
        yield Footer()

    def on_mount(self) -> None:
        log = self.log_view
        self.panel.settle()
        log.take(self.panel.book, self.panel.entries)
        log.focus()
        self.show_filters()

    @property
    def log_view(self) -> MessageLog:
        return self.query_one("#log-all", MessageLog)

    def show_filters(self) -> None:
        log = self.log_view
        text = Text()
        for category, key in KEYS.items():
            on = category in log.shown
            text.append(
                f"[{'x' if on else ' '}] {key} {_(CATEGORY_WORDS[category])}",
                style="bold reverse" if on else "dim",
            )
            text.append("  ")
        why = _("why?")
        mark = "x" if log.trails else " "
        text.append(f"[{mark}] w {why}", style="bold reverse" if log.trails else "dim")
        text.append("  ")
        shown, total = len(log.shown_entries()), len(log.entries)
        text.append(f"{shown}/{total}")
        if log.words:
            text.append(f" “{log.words}”", style="bold")
        self.query_one("#log-filters", Static).update(text)

    def action_show_kind(self, name: str) -> None:
        log = self.log_view
        category = Category(name)
        shown = log.shown ^ {category}
        log.show_only(frozenset(shown), log.words)
        self.show_filters()

    def action_why(self) -> None:
        """Each entry's rule trail under it, or not."""
        log = self.log_view
        log.show_trails(not log.trails)
        self.show_filters()

    def action_search(self) -> None:
        self.add_class("searching")
        self.query_one("#log-search", Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        log = self.log_view
        log.show_only(log.shown, event.value.strip())
        self.show_filters()

    def on_input_submitted(self, _event: Input.Submitted) -> None:
        self.log_view.focus()

    def action_leave(self) -> None:
        search = self.query_one("#log-search", Input)
        if search.has_focus:
            if not search.value:
                self.remove_class("searching")
            self.log_view.focus()
            return
        self.dismiss(None)

    def action_back_to(self) -> None:
        """Back to the game, to choose a decision of the round to go back to."""
        if self.back_to is None:
            self.notify(_("Going back is done from the game."), timeout=3)
            return
        back_to = self.back_to
        self.dismiss(None)
        back_to()
