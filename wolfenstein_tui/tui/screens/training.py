"""The training mission in the app: the ordinary game screen with a tip
under it that follows what the player does (tui/presenters/training.py decides which
tip), and how a training game is started from the title screen."""

from __future__ import annotations

import random
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import training_mission_file
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.presenters.training import TrainingCoach
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.widgets.footer import Footer, Key


class TrainingTip(Static):
    """The tip of the moment, docked under the game."""

    DEFAULT_CSS = """
    TrainingTip { dock: bottom; height: auto; max-height: 4; padding: 0 1; margin-bottom: 1;
        background: $boost; }
    TrainingTip.hidden { display: none; }
    """


class TrainingGameScreen(GameScreen):
    """The game screen of the training mission, with its tips. A tip moves on
    when the game shows the player did what it says (after each decision),
    never on a timer."""

    BINDINGS = [
        Binding("t", "skip_tip", N_("Skip tip")),
        Binding("T", "no_tips", N_("No tips"), show=False),
    ]
    MORE_KEYS = (Key("skip_tip"),)

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.coach = TrainingCoach()
        self.heard = len(session.history)

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, Footer):  # the tip goes just above the keys
                yield TrainingTip(id="training-tip")
            yield widget

    def refresh_view(self) -> None:
        history = self.session.history
        if len(history) > self.heard:
            for events in history[self.heard :]:
                self.coach.hear(events, self.session.state)
        self.heard = len(history)
        self.show_tip()
        super().refresh_view()

    def show_tip(self) -> None:
        tip = self.coach.tip()
        widget = self.query_one(TrainingTip)
        widget.set_class(tip is None, "hidden")
        widget.update(tip or "")

    def action_skip_tip(self) -> None:
        self.coach.skip()
        self.show_tip()

    def action_no_tips(self) -> None:
        self.coach.off = True
        self.show_tip()
        self.notify(_("Training tips off."), timeout=3)


def new_seed() -> int:
    return random.SystemRandom().randrange(2**31)


def start_training(save_dir: Path | None) -> Session:
    """A solo game of the training mission at the normal level, the mission's
    suggested heroes, a fresh seed."""
    decks = builtin_decks()
    loaded = load_mission(training_mission_file(), decks)
    heroes = tuple(loaded.mission.suggested_heroes)
    header = new_header(loaded, (heroes,), seed=new_seed())
    session, _events = Session.start(loaded, header, save_dir, decks)
    return session
