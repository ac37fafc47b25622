"""The replay viewer as an app of its own (`wolfenstein replay LOG`, and
`wolfenstein watch` that follows a game as it is played): one replay
(screens/replay.py), followed (screens/follow.py), or the reason it cannot be
shown. Apart from the screens so that the follower can build on the viewer's
screen without the viewer importing it back."""

from __future__ import annotations

from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.tui.crashes import ReportsCrashes
from wolfenstein_tui.tui.keys.spoken_keys import speak_bindings
from wolfenstein_tui.tui.screens.follow import FollowScreen
from wolfenstein_tui.tui.screens.replay import (
    ReplayProblemScreen,
    ReplayScreen,
    ReplaySource,
    load_replay,
)
from wolfenstein_tui.tui.theme_setting import use_saved_theme
from wolfenstein_tui.tui.widgets.scroll_bars import draw_bars_directly


class ReplayApp(ReportsCrashes):
    """An app with one replay (or the reason it cannot be shown)."""

    TITLE = "Wolfenstein — replay"
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self, source: Path | ReplaySource, follow: bool = False, save_dir: Path | None = None
    ) -> None:
        super().__init__()
        draw_bars_directly()
        self.save_dir = save_dir
        """Where a game played on from a step (a fork) is saved; None: the
        default save folder."""
        speak_bindings(self)
        self.title = _("Wolfenstein — replay")
        self.source = source
        self.follow = follow
        """Watch the game as it is played (follow.py), starting at its latest step."""

    def on_mount(self) -> None:
        use_saved_theme(self)  # the player's colours, as in the game
        source = self.source
        if not isinstance(source, ReplaySource):
            try:
                source = load_replay(source)
            except SaveError as error:
                self.push_screen(ReplayProblemScreen(str(error)))
                return
        for warning in source.warnings:
            self.notify(warning, severity="warning", timeout=8, markup=False)
        if self.follow:
            self.push_screen(FollowScreen(source))
            return
        self.push_screen(
            ReplayScreen(
                source.rules, source.header, source.lines, title=str(source.path), path=source.path
            )
        )

    def open_game(self, path: Path) -> None:
        """Play a game on (a fork made in the viewer) in this app."""
        from wolfenstein_tui.play.session import Session
        from wolfenstein_tui.tui.game_menus import screen_for

        try:
            session = Session.resume(path)
        except SaveError as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)
            return
        self.push_screen(screen_for(session, self.save_dir))


def make_replay_app(
    source: Path | ReplaySource, follow: bool = False, save_dir: Path | None = None
) -> ReplayApp:
    """The viewer for a log file (or a log already loaded by load_replay);
    with `follow`, kept up to date as the game is played elsewhere. A game
    played on from one of its steps is saved in `save_dir`."""
    return ReplayApp(source, follow, save_dir)
