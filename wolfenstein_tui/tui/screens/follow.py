"""Watching a game another program is playing: read-only, followed live.

Only the program holding a game's lock writes its log (gamelock.py). A
second app that opens the game is offered this instead: the replay viewer
on the log, which polls the file for new whole lines, re-plays them through
the rules (only the new ones) and, while the viewer is on the last step,
moves on with the game. No action can be played from here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from wolfenstein_tui.base.folding import filled
from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.play.gamelock import holder
from wolfenstein_tui.play.saves import SaveError, read_log
from wolfenstein_tui.play.seats import seat_holders
from wolfenstein_tui.play.session import GameInUse
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog
from wolfenstein_tui.tui.screens.replay import ReplayScreen, ReplaySource, StepReplay, load_replay
from wolfenstein_tui.tui.served import without_paths
from wolfenstein_tui.tui.widgets.line_breaks import held

PROMPT_WIDTH = 60
"""Dialog prompts are wrapped to fit an 80-column terminal."""
POLL_SECONDS = 0.1
"""How often the log's size is looked at for new lines (a decision shows
here within 300 ms: benchmarks/bench_join.py)."""


class FollowScreen(ReplayScreen):
    """The replay viewer on a game being played elsewhere, kept up to date."""

    DEFAULT_CSS = """
    FollowScreen #live { height: auto; background: $warning; color: $text; padding: 0 1; }
    """

    def __init__(self, source: ReplaySource) -> None:
        # The steps are replayed below, as the game goes on: none here.
        # A browser tab names the log by its name only (tui/served.py).
        title = without_paths(str(source.path), source.path.parent)
        super().__init__(source.rules, source.header, [], title=title, path=source.path)
        self.lines = source.lines
        self.path = source.path
        self.replayed = StepReplay(source.rules, source.header)
        self.replayed.extend(source.lines)
        self.steps, self.problem = self.replayed.steps, self.replayed.problem
        self.index = self.last
        self.log_size = self.measure_log()
        self.live_text = ""

    def compose(self) -> ComposeResult:
        yield Static(id="live", markup=False)
        yield from super().compose()

    def on_mount(self) -> None:
        super().on_mount()
        self.show_live()
        self.set_interval(POLL_SECONDS, self.poll)

    def measure_log(self) -> int:
        try:
            return self.path.stat().st_size
        except OSError:
            return -1

    def poll(self) -> None:
        """Take the lines added since the last look, if any."""
        size = self.measure_log()
        if size != self.log_size:
            self.log_size = size
            try:
                _header, lines = read_log(self.path)
            except SaveError:
                lines = None  # gone or unreadable for a moment: look again at the next poll
            if lines is not None:
                self.lines = lines  # a fork (f) copies the log as read so far
                following = self.index == self.last and not self.playing
                self.replayed.extend(lines)
                self.steps, self.problem = self.replayed.steps, self.replayed.problem
                if following:
                    self.index = self.last
                self.show()
        self.show_live()

    def show_live(self) -> None:
        who = holder(self.path)
        seated = [h for h in seat_holders(self.path, len(self.header.seats)) if h is not None]
        if seated and who is None:
            text = ngettext(
                "Watching, read-only: this game is played from {count} screen (wolfenstein "
                "games lists the seats); new decisions appear as they are made (End: the latest).",
                "Watching, read-only: this game is played from {count} screens (wolfenstein "
                "games lists the seats); new decisions appear as they are made (End: the latest).",
                len(seated),
            ).format(count=len(seated))
        elif who is not None:
            text = _(
                "Watching, read-only: this game is being played by {player}; "
                "new decisions appear as they are made (End: the latest)."
            ).format(player=who.describe())
        else:
            text = _(
                "Watching, read-only: nobody is playing this game now; "
                "quit and choose Continue or Load game to play it."
            )
        if text != self.live_text:
            self.live_text = text
            self.query_one("#live", Static).update(held(Text(text)))


async def offer_to_watch(app: App[Any], busy: GameInUse) -> None:
    """The game is being played elsewhere: say by whom, offer to watch it."""
    choice = await app.push_screen_wait(
        ChoiceDialog(
            filled(
                _(
                    "This game is being played by {player}. Only that program may play it; "
                    "you can watch it here, read-only, as it is played."
                ).format(player=busy.holder.describe()),
                PROMPT_WIDTH,
            ),
            [_("Watch it"), _("Back")],
            cancellable=True,
        )
    )
    if choice != 0:
        return
    app.push_screen(follow_screen(busy.path))


def follow_screen(path: Path) -> FollowScreen:
    """Raises SaveError when the log cannot be read."""
    return FollowScreen(load_replay(path))
