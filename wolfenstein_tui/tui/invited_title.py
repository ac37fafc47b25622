"""The title screen of an invited player's browser tab: only the game their
code opens (their seat, or watching it), the missions and the rules;
nothing else of the host's save folder, and none of its paths."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, runtime_checkable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.screens.title import AnyTitle, TitleHost
from wolfenstein_tui.tui.widgets.footer import Footer
from wolfenstein_tui.tui.widgets.numbered import NumberedOptionList, numbered


def invited_entries(code: str, save_dir: Path) -> tuple[str, list[tuple[str, str]]]:
    """The game the code opens, in words, and the entries it allows."""
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.play.game_table import read_header, table_game
    from wolfenstein_tui.play.invitations import find_admission
    from wolfenstein_tui.play.log_summary import summarize
    from wolfenstein_tui.tui.game_menus import sit_at_words

    admission = find_admission(code, save_dir)
    always = [("missions", _("Missions")), ("rules", _("Rules")), ("quit", _("Quit"))]
    if admission is None:
        return _("This invitation opens no game any more: its game may be over."), always
    summary = summarize(admission.log)
    entries = [("watch", _("Watch the game, read-only"))]
    header = read_header(admission.log)
    if admission.seat is not None and header is not None:
        # the seat as "Join or watch a game" says it: who plays there, free or taken
        game = table_game(admission.log, summary, header, builtin_decks())
        seat = game.seats[admission.seat] if admission.seat < len(game.seats) else None
        if seat is not None:
            entries.insert(0, ("sit", sit_at_words(seat)))
    return _("You are invited to: {game}").format(game=summary.label()), entries + always


@runtime_checkable
class InvitedHost(TitleHost, Protocol):
    """The app an invited player's title screen runs in (tui/app.py)."""

    def sit_at(self, path: Path, seats: list[int], code: str | None = None) -> None: ...

    def watch_game(self, path: Path, code: str | None = None) -> None: ...


class InvitedTitleScreen(AnyTitle, SpokenKeys, Screen[None]):
    BINDINGS = [Binding("q", "app.quit", N_("Quit"))]
    DEFAULT_CSS = """
    InvitedTitleScreen { align: center middle; }
    InvitedTitleScreen > Vertical { width: 70; height: auto; border: heavy $accent; padding: 1 2; }
    InvitedTitleScreen OptionList { height: auto; }
    InvitedTitleScreen #invited { width: 100%; margin-bottom: 1; }
    """

    def __init__(self, code: str, save_dir: Path) -> None:
        super().__init__()
        self.code = code
        self.save_dir = save_dir

    def compose(self) -> ComposeResult:
        said, entries = invited_entries(self.code, self.save_dir)
        with Vertical():
            yield Label(
                "W O L F E N S T E I N\n" + _("the co-operative board game"),
                id="title",
                markup=False,
            )
            yield Label(said, id="invited", markup=False)
            yield NumberedOptionList(
                *[Option(numbered(i, label), id=key) for i, (key, label) in enumerate(entries)],
                markup=False,
            )
        yield Footer()

    def on_screen_resume(self) -> None:
        """Back from the game: its state (a seat taken, the game over) may have changed."""
        said, _entries = invited_entries(self.code, self.save_dir)
        self.query_one("#invited", Label).update(said)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from wolfenstein_tui.play.invitations import find_admission

        host = self.app
        assert isinstance(host, InvitedHost)
        choice = event.option.id or ""
        admission = find_admission(self.code, self.save_dir)
        if choice in ("quit", "missions", "rules"):
            host.title_choice(choice)
        elif admission is None:
            self.app.notify(
                _("This invitation opens no game any more: its game may be over."),
                severity="warning",
            )
        elif choice == "sit" and admission.seat is not None:
            host.sit_at(admission.log, [admission.seat], self.code)
        elif choice == "watch":
            host.watch_game(admission.log, self.code)
