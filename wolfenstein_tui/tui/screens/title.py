"""The title screen: its entries (New game, Continue, Load game...), in the
language spoken, each one handed to the app (tui/app.py) when chosen."""

from __future__ import annotations

from textual.app import ComposeResult
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


class TitleScreen(SpokenKeys, Screen[None]):
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
            yield Label("W O L F E N S T E I N\n" + _("the co-operative board game"), id="title")
            yield NumberedOptionList(
                *[
                    Option(numbered(i, label), id=key)
                    for i, (key, label) in enumerate(title_entries())
                ]
            )
        yield Footer()

    def on_mount(self) -> None:
        keys = [key for key, _label in TITLE_ENTRIES]
        if self.highlight in keys:
            self.query_one(NumberedOptionList).highlighted = keys.index(self.highlight)

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from wolfenstein_tui.tui.app import WolfensteinApp

        app = self.app
        assert isinstance(app, WolfensteinApp)
        if event.option.id == "quit":
            app.exit()
        elif event.option.id == "language":
            app.action_choose_language()
        elif event.option.id == "continue":
            app.continue_game()
        elif event.option.id == "new":
            app.new_game_wizard()
        elif event.option.id in ("load", "replay"):
            app.pick_save(replaying=event.option.id == "replay")
        elif event.option.id == "join":
            app.join_or_watch()
        elif event.option.id == "missions":
            app.show_missions()
        elif event.option.id == "campaign":
            from wolfenstein_tui.tui.screens.campaign import campaign_menu

            app.run_worker(campaign_menu(app, app.save_dir, app.campaign_missions), exclusive=True)
        elif event.option.id == "training":
            app.start_training()
        elif event.option.id == "rules":
            from wolfenstein_tui.tui.screens.help import HelpScreen

            app.push_screen(HelpScreen())
