"""The editor's keys that use the whole mission: play it (p), balance it
(b), and its rules form (r). A part of EditorScreen (a mixin)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.problems import DraftProblem
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog

if TYPE_CHECKING:
    from textual.screen import Screen


class Running:
    """p, b and r; mixed into EditorScreen."""

    draft: MissionDraft
    problems: list[DraftProblem]
    app: Any

    if TYPE_CHECKING:

        def notify(self, message: str, **options: Any) -> None: ...
        def ask(self, dialog: Screen[Any], then: Callable[[Any], object]) -> None: ...
        def after_screen(self, _result: Any = None) -> None: ...
        def check_now(self) -> None: ...
        def run_worker(self, work: Any, *args: Any, **options: Any) -> Any: ...

    def playable(self) -> bool:
        """Whether the mission can be played now; if not, the player is told why."""
        self.check_now()
        errors = [p for p in self.problems if p.severity == "error"]
        if not errors:
            return True
        first = errors[0]
        problem = (
            _("{square}: {problem}").format(square=first.square, problem=first.message)
            if first.square
            else first.message  # it names what it is about (designer_words.py)
        )
        self.notify(
            _("Fix the mission's problems first ({count}); the first: {problem}").format(
                count=len(errors), problem=problem
            ),
            severity="warning",
            markup=False,
            timeout=8,
        )
        return False

    def action_playtest(self) -> None:
        """Play the mission as it is now (the New game wizard's questions),
        then come back to the editor as it was."""
        if not self.playable():
            return
        from wolfenstein_tui.tui.editor.playtest import playtest

        title = str(self.draft.value("title") or "")
        translated = self.draft.value("translations", current_language(), "title")
        suggested = self.draft.value("suggested_heroes")
        heroes = [str(h) for h in suggested] if isinstance(suggested, list) else []
        self.run_worker(
            playtest(self.app, self.draft.text(), heroes, str(translated or title)),
            exclusive=True,
            group="playtest",
        )

    def action_balance(self) -> None:
        """Simulated games at the four levels, in the background, with the
        chart of their win rates."""
        if not self.playable():
            return
        loaded = self.draft.mission()
        if loaded is None:
            return
        from wolfenstein_tui.tui.editor.balance_screen import (
            GAMES_CHOICES,
            SEARCH_GAMES,
            BalanceScreen,
        )

        def chosen(index: int) -> None:
            if index == len(GAMES_CHOICES):
                screen = BalanceScreen(loaded, self.draft.decks, SEARCH_GAMES, bot="search")
            else:
                screen = BalanceScreen(loaded, self.draft.decks, GAMES_CHOICES[index])
            self.app.push_screen(screen)

        self.ask(
            ChoiceDialog(
                _("Balance: how many games at each level?"),
                [
                    _("{games} games a level (a quick look)").format(games=GAMES_CHOICES[0]),
                    _("{games} games a level").format(games=GAMES_CHOICES[1]),
                    _("{games} games a level (as the balance report)").format(
                        games=GAMES_CHOICES[2]
                    ),
                    _(
                        "{games} games a level with the search player (it thinks ahead: "
                        "stronger, much slower)"
                    ).format(games=SEARCH_GAMES),
                ],
                cancellable=True,
            ),
            chosen,
        )

    def action_mission_rules(self) -> None:
        from wolfenstein_tui.tui.editor.rules_form import RulesForm

        self.app.push_screen(RulesForm(self.draft), self.after_screen)
