"""Taking decisions back in a game: u takes the last one back, b goes back
to before a chosen decision of this round (when no dice or cards lie
between, or any in a practice game). A part of GameScreen (a mixin): it
uses the screen's session, message log, `refresh_view` and
`refusal_words`."""

from __future__ import annotations

from textual import work

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.tui.keys.game_screen_parts import GameScreenParts


class TakingBack(GameScreenParts):
    """The undo keys (see the module's docstring)."""

    def action_undo(self) -> None:
        if self.session.state.outcome is not None:
            self.warn(
                _(
                    "The game is over: its log is final and nothing can be undone. "
                    "q or Escape: back to the title screen."
                ),
                seconds=self.app.NOTIFICATION_TIMEOUT,
            )
            return
        last = self.session.history[-1] if self.session.history else []
        practice = self.session.record.header.practice  # goes back past dice and cards
        if not practice and any(
            e.kind in (EventKind.DICE_ROLLED, EventKind.CARD_DRAWN) for e in last
        ):
            self.warn(
                _("Dice were rolled or a card was drawn: that cannot be undone."),
                seconds=self.app.NOTIFICATION_TIMEOUT,
            )
            return
        try:
            self.session.undo()
        except IllegalCommand as error:
            self.warn(self.refusal_words(error), seconds=self.app.NOTIFICATION_TIMEOUT)
            return
        if self.session.history:
            self.session.history.pop()
        self.message_log.write_line(_("Undone."))
        self.refresh_view()
        if not self.session.saved:
            self.settle_unsaved()

    @work(exclusive=True)
    async def action_back_to(self) -> None:
        """Go back to before a decision of this round, chosen in a list
        (newest first), when no dice or cards lie between (any, in a
        practice game: the log keeps the branch taken back)."""
        from wolfenstein_tui.tui.presenters.going_back import cannot_go_back, round_decisions

        session = self.session
        if session.state.outcome is not None:
            self.action_undo()  # says why nothing can be undone
            return
        decisions = round_decisions(session.record)
        if not decisions:
            self.warn(
                _("No decision of this round to go back to."), seconds=self.app.NOTIFICATION_TIMEOUT
            )
            return
        from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog

        prompt = _("Go back to before which decision of this round? (🎲: dice or cards)")
        choice = await self.app.push_screen_wait(
            ChoiceDialog(prompt, [d.label for d in decisions], cancellable=True)
        )
        if not 0 <= choice < len(decisions):
            return
        chosen = decisions[choice]
        problem = cannot_go_back(chosen, session.record.header.practice)
        if problem is not None:
            self.warn(problem, seconds=self.app.NOTIFICATION_TIMEOUT)
            return
        try:
            session.undo(chosen.count)
        except IllegalCommand as error:
            self.warn(self.refusal_words(error), seconds=self.app.NOTIFICATION_TIMEOUT)
            return
        del session.history[len(session.history) - min(chosen.count, len(session.history)) :]
        self.message_log.write_line(_("Back to before: {decision}.").format(decision=chosen.label))
        self.refresh_view()
        if not session.saved:
            self.settle_unsaved()

    @work(exclusive=True)
    async def settle_unsaved(self) -> None:
        from wolfenstein_tui.tui.screens.save_failed import settle_save  # rare: imported then

        await settle_save(self.app, self.session)
