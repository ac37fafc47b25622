"""The training mission in the app: the ordinary game screen with a tip
under it that follows what the player does (words/training/coach.py decides which
tip), and how a training game is started from the title screen."""

from __future__ import annotations

import random
from pathlib import Path

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from wolfenstein_tui.base.i18n import N_, _, current_language
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files, training_mission_file
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.state.commands import Command
from wolfenstein_tui.engine.state.state import Outcome
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.widgets.footer import Footer
from wolfenstein_tui.tui.widgets.line_breaks import HeldLine
from wolfenstein_tui.words.training.coach import TrainingCoach


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
    never on a timer. Its keys t and T are named by the tip itself, not in
    the key bar (tui/keys/game_keys.py)."""

    BINDINGS = [
        Binding("t", "skip_tip", N_("Skip tip")),
        Binding("T", "no_tips", N_("No tips"), show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.coach = TrainingCoach(session.rules)
        self.coach.start(session.history, session.state)

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, Footer):  # the tip goes just above the keys
                yield TrainingTip(id="training-tip", markup=False)
            yield widget

    def refresh_view(self) -> None:
        self.coach.follow(self.session.history, self.session.state)
        super().refresh_view()  # the map cursor ends with its activation
        self.show_tip()

    def show_tip(self) -> None:
        if self.looking is not None:
            self.coach.looked()  # the map cursor is open: what the sight tip asks
        tip = self.coach.tip() if self.session.state.outcome is None else None
        widget = self.query_one(TrainingTip)
        widget.set_class(tip is None, "hidden")
        widget.update(HeldLine(tip) if tip else "")  # a French mark stays with its word

    def played(self, command: Command) -> None:
        self.coach.heard_command(command)

    def action_look(self) -> None:
        if self.looking is None:
            self.coach.looked()
            self.show_tip()
        super().action_look()

    def game_over(self) -> None:
        """Training is over: say so, and offer mission 1 (a new solo game with
        its suggested heroes), the title screen, or a last look at the map."""
        self.offer_mission_one()

    @work(exclusive=True, group="training")
    async def offer_mission_one(self) -> None:
        from wolfenstein_tui.tui.presenters.summary import game_over_text
        from wolfenstein_tui.tui.screens.campaign import back_to_title

        won = self.session.state.outcome is Outcome.WON
        title = first_mission_title()
        text = "\n\n".join(  # what training was for first: a small terminal cuts the end
            [
                _("Training is over: you have met every rule of the game.")
                if won
                else _("Training is over. You can try it again from the title screen."),
                game_over_text(self.session),
            ]
        )
        options = [
            _("Play mission 1: {title}").format(title=title),
            _("Back to the title screen"),
            _("Look at the map"),
        ]
        choice = await self.app.push_screen_wait(ChoiceDialog(text, options))
        if choice == 0:
            try:
                save_dir = getattr(self.app, "save_dir", None)
                session = start_solo(builtin_mission_files()[0], save_dir)
            except (SaveError, ContentError, OSError) as error:
                self.notify(str(error), severity="error", timeout=10)
                return
            self.app.switch_screen(GameScreen(session))
        elif choice == 1:
            back_to_title(self.app)

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
    return start_solo(training_mission_file(), save_dir)


def first_mission_title() -> str:
    """Mission 1's title, in the player's language."""
    decks = builtin_decks()
    return load_mission(builtin_mission_files()[0], decks).mission.words(current_language()).title


def start_solo(path: Path, save_dir: Path | None) -> Session:
    """A solo game of a mission at the normal level, its suggested heroes, a
    fresh seed."""
    decks = builtin_decks()
    loaded = load_mission(path, decks)
    heroes = tuple(loaded.mission.suggested_heroes)
    header = new_header(loaded, (heroes,), seed=new_seed())
    session, _events = Session.start(loaded, header, save_dir, decks)
    return session
