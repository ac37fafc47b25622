"""The list of saved games that Load game and Replay open, where a game
the player no longer wants is also deleted (d or Delete), after a question
that names it and says what deleting it means."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Label
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog
from wolfenstein_tui.tui.widgets.line_breaks import held
from wolfenstein_tui.tui.widgets.numbered import NumberedOptionList, numbered

DELETE_IT = 1
"""The question's answer that deletes the game (the second)."""

Rows = Callable[[], list[tuple[Path, str]]]
"""The saved games as the folder holds them now: each log with its label."""


class SavedGamesDialog(ChoiceDialog):
    """Choose a saved game (answered with its place in `paths`), or delete
    the highlighted one. The list is read again after a deletion: a fork
    whose parent went is then shown on its own."""

    BINDINGS = [
        Binding("d", "delete_game", N_("Delete"), show=False),
        Binding("delete", "delete_game", N_("Delete"), show=False),
    ]

    def __init__(self, prompt: Callable[[], str], rows: Rows, folder: Path) -> None:
        listed = rows()
        super().__init__(
            prompt(),
            [label for _path, label in listed],
            cancellable=True,
            hint=_("Enter or 1-9: choose · d: delete a game · Escape: back"),
        )
        self.rows = rows
        self.prompt_now = prompt
        """The question as the folder now stands (it says how many games
        there are when the list shows only the latest)."""
        self.folder = folder
        self.paths = [path for path, _label in listed]
        """The log of each entry, in the order shown."""

    def action_delete_game(self) -> None:
        index = self.query_one(NumberedOptionList).highlighted
        if index is None or index >= len(self.paths):
            return
        path, label = self.paths[index], self.options[index]
        question = _(
            "Delete this saved game?\n{game}\n\nIts log is removed: this cannot be undone."
        )
        question = question.format(game=label)
        playing = campaign_playing(path, self.folder)
        if playing is not None:
            question += "\n" + _(
                "It is the game in progress of the campaign {name}: the campaign will count it "
                "as abandoned and start its mission afresh."
            ).format(name=playing)
        # Keeping it comes first: a stray Enter deletes nothing.
        choices = [_("Keep it"), _("Delete it")]
        self.app.push_screen(
            ChoiceDialog(question, choices, cancellable=True),
            lambda answer: self._answered(answer, path, label, index),
        )

    def _answered(self, answer: int | None, path: Path, label: str, index: int) -> None:
        if answer != DELETE_IT:
            return
        from wolfenstein_tui.play.removal import delete_saved_game
        from wolfenstein_tui.play.saves import SaveError

        try:
            delete_saved_game(path)
        except SaveError as refused:
            self.notify(str(refused), severity="error", timeout=10)
            return
        self.notify(_("Deleted: {game}").format(game=label))
        self.show_rows(index)

    def show_rows(self, near: int) -> None:
        """The games as the folder now holds them, the one at `near` (or the
        last) highlighted; none left closes the list."""
        listed = self.rows()
        if not listed:
            self.notify(_("No saved games left."), severity="warning")
            self.answer(CANCELLED)
            return
        self.paths = [path for path, _label in listed]
        self.options = [label for _path, label in listed]
        self.prompt = self.prompt_now()
        self.query_one(".prompt", Label).update(held(self.prompt))
        options = self.query_one(NumberedOptionList)
        options.clear_options()
        options.add_options(
            [Option(Text(numbered(i, text)), id=str(i)) for i, text in enumerate(self.options)]
        )
        options.highlighted = min(near, len(self.options) - 1)


def campaign_playing(path: Path, folder: Path) -> str | None:
    """The name of the campaign whose game in progress is the log at
    `path`, if any (deleting it abandons that game)."""
    from wolfenstein_tui.play.campaign import campaign_of_log

    play = campaign_of_log(path, folder)
    return play.campaign.name if play is not None else None
