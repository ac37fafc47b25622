"""The training mission's tips in the line mode: the coach of the app
(words/training/coach.py) follows the same game, and its tip is said, in
the line mode's words (`coach.tip(plain=True)`: its commands, not the app's
keys), each time it changes, just before the prompt. `where` and `look`
do what the app's map cursor does for the line-of-sight tip. `tip` says
the tip again, `tip skip` skips it and `tip off` ends the tips.

Mixed into PlainGame (game.py), whose session and output it uses."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.places import TRAINING_ID, builtin_mission_files
from wolfenstein_tui.engine.state.commands import Command
from wolfenstein_tui.engine.state.state import Outcome
from wolfenstein_tui.plain.command_words import command_of
from wolfenstein_tui.plain.game_parts import GameParts
from wolfenstein_tui.words.training.coach import TrainingCoach


class Coaching(GameParts):
    """The part of PlainGame (game.py) this module says."""

    coach: TrainingCoach | None = None
    """The training mission's coach (None in any other mission)."""
    tip_said: str | None = None

    def start_coaching(self) -> None:
        if self.session.record.header.mission != TRAINING_ID:
            return
        self.coach = TrainingCoach(self.rules)
        self.coach.start(self.session.history, self.state)

    def tell_tip(self) -> None:
        """The tip of this moment, when it is not the one said last (the
        coach first hears the decisions made, or taken back, since)."""
        coach = self.coach
        if coach is None:
            return
        coach.follow(self.session.history, self.state)
        tip = coach.tip(plain=True) if self.state.outcome is None else None
        if tip is not None and tip != self.tip_said:
            self.out.say(tip, kind="tip")
        self.tip_said = tip

    def heard_command(self, command: Command) -> None:
        if self.coach is not None:
            self.coach.heard_command(command)

    def looked_around(self) -> None:
        """`where` or `look`: what the line-of-sight tip asks."""
        if self.coach is not None:
            self.coach.looked()

    def tip(self, words: list[str]) -> None:
        """`tip`: the tip again (the tips back on, after `tip off`); `tip
        skip`: the next one; `tip off`: none."""
        coach = self.coach
        if coach is None:
            self.out.say(_("Tips are given in the training mission only."), kind="info")
            return
        asked = command_of(words[0]) if words else None
        if asked in ("off", "no"):  # "tip non": French says off and no alike
            coach.off = True
            self.out.say(_("Tips off: tip brings them back."), kind="info")
        elif asked == "skip":
            coach.skip()
        elif not words and coach.off:  # the tips asked for again
            coach.off = False
            self.out.say(_("Tips on again."), kind="info")
        elif words:
            self.refused(_("tip, tip skip or tip off."))
            return
        self.tip_said = None  # said again (the next one, after a skip)
        if coach.tip(plain=True) is None and not coach.off:
            self.out.say(_("No tip for this moment."), kind="info")

    def say_training_over(self) -> None:
        """The training's end, as the app says it: what it was for, and the
        first mission to play next."""
        if self.coach is None:
            return
        if self.state.outcome is Outcome.WON:
            self.out.say(_("Training is over: you have met every rule of the game."), kind="info")
        else:
            self.out.say(
                _("Training is over. You can try it again: wolfenstein play training --plain"),
                kind="info",
            )
        first = builtin_mission_files()[0].stem
        self.out.say(
            _("Mission 1 is next: wolfenstein play {mission} --plain").format(mission=first),
            kind="info",
        )
