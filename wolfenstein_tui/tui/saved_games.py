"""The list of saved games that Load game and Replay open: the latest
first, older ones on request, and a game the player no longer wants
deleted (d or Delete), after a question that names it and says what
deleting it means."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _, ngettext
from wolfenstein_tui.play.forks.tree import picker_rows
from wolfenstein_tui.play.log_summary import PICKER_LOGS, count_logs, saved_logs
from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog
from wolfenstein_tui.tui.served import shown_folder
from wolfenstein_tui.tui.widgets.line_breaks import held
from wolfenstein_tui.tui.widgets.numbered import NumberedOptionList, numbered

DELETE_IT = 1
"""The question's answer that deletes the game (the second)."""


class SavedGamesDialog(ChoiceDialog):
    """Choose a saved game (answered with its place in `paths`), or delete
    the highlighted one. The games are summarized from their files as the
    list opens, the latest `most` of them; a last entry offers the older
    ones, `PICKER_LOGS` more at a time. The list is read again after a
    deletion: a fork whose parent went is then shown on its own."""

    BINDINGS = [
        Binding("d", "delete_game", N_("Delete"), show=False),
        Binding("delete", "delete_game", N_("Delete"), show=False),
    ]

    def __init__(self, folder: Path, replaying: bool) -> None:
        self.folder = folder
        self.replaying = replaying
        self.most = PICKER_LOGS
        """How many of the latest games are listed."""
        paths, labels = self.listing()
        super().__init__(
            self.question(),
            labels,
            cancellable=True,
            hint=_("Enter or 1-9: choose · d: delete a game · Escape: back"),
        )
        self.paths = paths
        """The log of each entry, in the order shown (the entry of the older
        games, last, has none)."""

    def listing(self) -> tuple[list[Path], list[str]]:
        """The games as the folder holds them now, each fork under the game
        it came from, and the entry of the older ones when there are more."""
        rows = picker_rows(saved_logs(self.folder, self.most))
        paths = [path for path, _label in rows]
        labels = [label for _path, label in rows]
        self.count = count_logs(self.folder)
        """The games in the folder, listed or not (the question says it)."""
        older = self.count - len(paths)
        if older > 0:
            labels.append(
                ngettext("Older games: {count} more", "Older games: {count} more", older).format(
                    count=older
                )
            )
        return paths, labels

    def question(self) -> str:
        """What the list asks, saying how many games it shows of how many
        (as `listing` last counted them)."""
        folder = shown_folder(self.folder)
        count = self.count
        if count > self.most:
            asked = (
                _("Which game to replay? (the {shown} latest of {count}, in {folder})")
                if self.replaying
                else _("Which game? (the {shown} latest of {count}, in {folder})")
            )
            return asked.format(shown=self.most, count=count, folder=folder)
        asked = (
            _("Which game to replay? (in {folder})")
            if self.replaying
            else _("Which game? (in {folder})")
        )
        return asked.format(folder=folder)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        index = int(event.option.id or 0)
        if index < len(self.paths):
            return  # a game: ChoiceDialog answers with it
        event.prevent_default()  # the older games: listed, not answered
        self.most += PICKER_LOGS
        self.show_rows(index)

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
        paths, labels = self.listing()
        if not paths:
            self.notify(_("No saved games left."), severity="warning")
            self.answer(CANCELLED)
            return
        self.paths, self.options = paths, labels
        self.prompt = self.question()
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
