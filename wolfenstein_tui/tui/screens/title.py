"""The title screen: its entries (New game, Continue, Load game...), in the
language spoken, each one handed to the app (tui/app.py) when chosen."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _, current_language
from wolfenstein_tui.base.language import LANGUAGE_NAMES, pinned_language
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.widgets.footer import Footer
from wolfenstein_tui.tui.widgets.numbered import NumberedOptionList, numbered


@runtime_checkable
class TitleHost(Protocol):
    """The app the title screen runs in (tui/app.py): it does what an entry
    asks, so the screen needs no import of the app and its menus."""

    def title_choice(self, choice: str) -> None: ...

    def title_screen(self) -> Screen[None]:
        """A new title screen: the whole one, or an invited player's."""
        ...


class AnyTitle:
    """Marks a title screen, the whole one or an invited player's in a
    browser (tui/invited_title.py): where a finished game goes back to."""


TITLE_ENTRIES = [
    ("new", N_("New game")),
    ("continue", N_("Continue")),
    ("load", N_("Load game")),
    ("join", N_("Join or watch a game")),
    ("replay", N_("Replay a game log")),
    ("missions", N_("Missions")),
    ("campaign", N_("Campaign")),
    ("rules", N_("Rules")),
    ("training", N_("Training: learn to play")),
    ("language", N_("Language")),
    ("quit", N_("Quit")),
]
"""The title screen's entries, in English (shown translated)."""


def language_entry() -> str:
    """The title screen's language entry: the language spoken, and when the
    command line's --lang chose it for this run, that it does."""
    name = LANGUAGE_NAMES[current_language()]
    if pinned_language() is not None:
        return _("Language: {language} (--lang, for this run)").format(language=name)
    return _("Language: {language}").format(language=name)


def title_entries() -> list[tuple[str, str]]:
    """The title screen's entries in the language spoken now."""
    return [
        (key, language_entry() if key == "language" else _(label)) for key, label in TITLE_ENTRIES
    ]


class TitleScreen(AnyTitle, SpokenKeys, Screen[None]):
    BINDINGS = [
        Binding("q", "app.quit", N_("Quit")),
        Binding("L", "app.choose_language", N_("Language")),
    ]
    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen > Vertical { width: 60; height: auto; border: heavy $accent; padding: 1 2; }
    TitleScreen OptionList { height: auto; }
    """

    def __init__(self, highlight: str | None = None) -> None:
        super().__init__()
        self.highlight = highlight
        """The entry highlighted first (the language entry, after a change)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(
                "W O L F E N S T E I N\n" + _("the co-operative board game"),
                id="title",
                markup=False,
            )
            yield NumberedOptionList(
                *[
                    Option(numbered(i, label), id=key)
                    for i, (key, label) in enumerate(title_entries())
                ],
                markup=False,
            )
        yield Footer()

    def on_mount(self) -> None:
        keys = [key for key, _label in TITLE_ENTRIES]
        if self.highlight in keys:
            self.query_one(NumberedOptionList).highlighted = keys.index(self.highlight)

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        host = self.app
        assert isinstance(host, TitleHost)
        host.title_choice(event.option.id or "")


def back_to_title(app: App[Any]) -> None:
    stack = app.screen_stack
    if len(stack) > 2 and isinstance(stack[-2], AnyTitle):
        app.pop_screen()
    else:  # in a browser, an invited player's own title screen
        app.switch_screen(app.title_screen() if isinstance(app, TitleHost) else TitleScreen())
