"""The game screen's dialogs about a decision: the end of an activation
with AP left, dice typed in by hand, and a question of the rules. A part
of GameScreen (a mixin): it plays through the screen's `play` and
`after_play`."""

from __future__ import annotations

from textual import work

from wolfenstein_tui.base.i18n import ngettext
from wolfenstein_tui.engine.state.commands import Command, DiceNeeded, IllegalCommand
from wolfenstein_tui.tui.keys.game_screen_parts import GameScreenParts
from wolfenstein_tui.tui.widgets.action_list import with_rule_texts


class GameDialogs(GameScreenParts):
    """The dialogs a decision may need before it is played."""

    @work
    async def confirm_end(self, command: Command, ap: int) -> None:
        """Ending the activation with AP left loses them: asked first."""
        from wolfenstein_tui.tui.screens.dialogs import MessageDialog

        if await self.app.push_screen_wait(
            MessageDialog(
                ngettext(
                    "End the activation with {ap} AP left? It is lost.",
                    "End the activation with {ap} AP left? They are lost.",
                    ap,
                ).format(ap=ap),
                confirm=True,
            )
        ):
            self.play(command)

    @work(exclusive=True)
    async def play_with_dice(self, command: Command, faces: list[str]) -> None:
        """Manual dice: ask for the faces until the rules have enough."""
        from wolfenstein_tui.tui.screens.dialogs import DiceDialog

        before = self.session.state
        while True:
            try:
                events = self.session.play(command, faces or None)
            except DiceNeeded as needed:
                reason = self.refusal_words(needed)
                more = await self.app.push_screen_wait(DiceDialog(reason, needed.count))
                if not more:
                    return
                faces += more
                continue
            except IllegalCommand as error:
                reason = self.refusal_words(error)
                self.warn(with_rule_texts(reason))
                return
            break
        self.after_play(command, before, events)

    def ask(self, prompt: str, options: list[str], note: str | None = None) -> None:
        """A question of the rules (a choice between options), asked in a dialog."""
        self.ask_in_dialog(prompt, options, note)

    @work
    async def ask_in_dialog(self, prompt: str, options: list[str], note: str | None) -> None:
        from wolfenstein_tui.engine.state.commands import Choose
        from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog

        if note:
            await self.app.push_screen_wait(MessageDialog(note))
        choice = await self.app.push_screen_wait(ChoiceDialog(prompt, options))
        self.play(Choose(choice))
