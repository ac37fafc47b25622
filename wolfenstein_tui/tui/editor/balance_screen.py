"""The balance of the mission being edited, measured while the designer
watches: simulated games in a worker thread (balance_games.py), a progress
bar, and the chart of the win rates per level (balance_chart.py) drawn
again after each game. Escape stops the games (the chart keeps what was
played) and, once stopped or done, goes back to the editor."""

from __future__ import annotations

import threading

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, ProgressBar, Static
from textual.worker import Worker, WorkerState

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.engine.players.simulate import Tally
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.tui.editor.balance_chart import balance_chart
from wolfenstein_tui.tui.editor.balance_games import LEVELS, balance_games
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.widgets.footer import Footer

GAMES_CHOICES = (50, 200, 500)
"""Games a level the designer may ask for: a quick look, a fair one, the
balance report's own count."""
SEARCH_GAMES = 20
"""Games a level with the search player, which thinks ahead at each decision."""


class BalanceScreen(SpokenKeys, ModalScreen[None]):
    BINDINGS = [Binding("escape", "stop", N_("Stop / back"))]
    DEFAULT_CSS = """
    BalanceScreen { align: center middle; }
    BalanceScreen > Vertical { width: 100%; max-width: 120; height: auto; max-height: 100%;
        border: heavy $accent; padding: 0 1; background: $surface; }
    BalanceScreen ProgressBar { width: 100%; }
    BalanceScreen Label { width: 100%; }
    BalanceScreen ProgressBar Bar { width: 1fr; }
    BalanceScreen VerticalScroll { height: auto; max-height: 100%; }
    """

    def __init__(
        self, loaded: LoadedMission, decks: Decks, games_per_level: int, bot: str = "smart"
    ) -> None:
        super().__init__()
        self.bot = bot
        """The hero player: "smart", or "search" (stronger, slower)."""
        self.loaded = loaded
        self.decks = decks
        self.games_per_level = games_per_level
        self.stop = threading.Event()
        self.tallies: dict[Difficulty, Tally] = {level: Tally() for level in LEVELS}
        self.played = 0
        self.worker: Worker[dict[Difficulty, Tally]] | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.heading(), id="balance-heading", markup=False)
            yield ProgressBar(total=self.games_per_level * len(LEVELS), show_eta=True)
            with VerticalScroll():
                yield Static(id="balance-chart", markup=False)
        yield Footer()

    def heading(self) -> str:
        if self.bot == "search":
            return _(
                "Balance: {games} games a level with the search player, one player with the "
                "four suggested heroes"
            ).format(games=self.games_per_level)
        return _(
            "Balance: {games} games a level with the smart player, one player with the "
            "four suggested heroes"
        ).format(games=self.games_per_level)

    def on_mount(self) -> None:
        self.draw()
        self.worker = self.run_worker(self.play, thread=True, exit_on_error=False)

    def play(self) -> dict[Difficulty, Tally]:
        return balance_games(
            self.loaded,
            self.decks,
            self.games_per_level,
            self.stop,
            self.told_from_thread,
            self.bot,
        )

    def told_from_thread(self, tallies: dict[Difficulty, Tally], played: int) -> None:
        if not self.stop.is_set():
            self.app.call_from_thread(self.told, tallies, played)

    def told(self, tallies: dict[Difficulty, Tally], played: int) -> None:
        self.tallies, self.played = tallies, played
        self.query_one(ProgressBar).update(progress=played)
        self.draw()

    def draw(self) -> None:
        width = max(20, min(self.app.size.width, 120) - 6)
        self.query_one("#balance-chart", Static).update(balance_chart(self.tallies, width))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self.worker:
            return
        heading = self.query_one("#balance-heading", Label)
        if event.state is WorkerState.SUCCESS and event.worker.result is not None:
            self.tallies = event.worker.result
            self.played = sum(tally.games for tally in self.tallies.values())
            self.query_one(ProgressBar).update(progress=self.played)
            self.draw()
            done = (
                _("Stopped after {played} games. Escape goes back to the editor.")
                if self.stop.is_set()
                else _("Done: {played} games. Escape goes back to the editor.")
            )
            heading.update(self.heading() + "\n" + done.format(played=self.played))
        elif event.state is WorkerState.ERROR:
            heading.update(_("The games stopped: {error}").format(error=event.worker.error))

    def action_stop(self) -> None:
        """Escape: stop the games if they run (what was played stays on the
        chart), else back to the editor."""
        if self.worker is not None and self.worker.is_running and not self.stop.is_set():
            self.stop.set()
            self.query_one("#balance-heading", Label).update(
                self.heading() + "\n" + _("Stopping after the game being played…")
            )
            return
        self.stop.set()
        self.dismiss(None)
