"""Playing the mission being edited: the New game wizard's questions (seats,
heroes, level, house rules; tui/screens/wizard.py), then the game screen on
the mission as the editor has it now, saved or not. The mission's text is
written to a folder of its own for the game, loaded as any mission file is
(the same checks), and the game's log goes there too: a test game is not
one of the player's saved games. q, or Escape once the game is over, comes
back to the editor as it was (the editor screen stays under the game)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from textual.app import App

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.wizard import WizardCancelled, ask_choices
from wolfenstein_tui.tui.widgets.footer import Key

MISSION_NAME = "mission.yaml"
_BACK_TO_EDITOR = N_("Editor")
"""q in a test game's key bar: back to the editor (one word, for the room)."""


def back_to_the_editor(keys: tuple[Key, ...]) -> tuple[Key, ...]:
    """The game's keys, but q says where it goes: back to the editor. The
    advice (o) is left out for the room that takes beside the other keys in
    French: a designer trying the mission has `?` and the palette for it."""
    return tuple(
        Key(key.action, _BACK_TO_EDITOR) if key.action == "quit_game" else key
        for key in keys
        if key.action != "advice"
    )


class PlaytestScreen(GameScreen):
    """The game screen for a test game: q leaves it at any time (nothing of
    it is kept), and Escape once it is over; both go back to the editor."""

    def __init__(self, session: Session, folder: Path) -> None:
        super().__init__(session)
        self.folder = folder

    def footer_keys(self) -> tuple[Key, ...]:
        return back_to_the_editor(super().footer_keys())

    def game_over(self) -> None:
        """The game's summary without its log (the test game's folder goes
        with it), and the way back to the editor."""
        from wolfenstein_tui.tui.presenters.summary import game_over_text
        from wolfenstein_tui.tui.screens.dialogs import MessageDialog

        told = game_over_text(self.session, with_log=False)
        keys = _("Enter: close this summary, then q or Escape: back to the editor.")
        self.app.push_screen(MessageDialog(told, hint=keys))

    def action_quit_game(self) -> None:
        self.leave()

    def action_leave_if_over(self) -> None:
        if self.session.state.outcome is not None:
            self.leave()

    def leave(self) -> None:
        self.session.close()
        shutil.rmtree(self.folder, ignore_errors=True)
        self.dismiss(None)


def loaded_from_text(text: str, folder: Path) -> LoadedMission:
    """The mission of `text`, written in `folder` and loaded as a mission
    file is (ContentError: its problems, located in that file)."""
    path = folder / MISSION_NAME
    path.write_text(text, encoding="utf-8")
    return load_mission(path, builtin_decks())


async def playtest(app: App[Any], text: str, suggested: list[str], title: str) -> bool:
    """Ask the seats and the level, then play the mission of `text` (run in
    a worker: the dialogs are awaited). False when it was not played (the
    wizard cancelled, or the mission cannot be played: told to the player)."""
    folder = Path(tempfile.mkdtemp(prefix="wolfenstein-playtest-"))
    try:
        loaded = loaded_from_text(text, folder)
        choices = await ask_choices(app, builtin_decks(), suggested, title=title)
        header = new_header(loaded, choices.seats, seed=choices.seed, **choices.header_options())
        session, _events = Session.start(loaded, header, folder)
    except WizardCancelled:
        shutil.rmtree(folder, ignore_errors=True)
        return False
    except ContentError as error:
        shutil.rmtree(folder, ignore_errors=True)
        app.notify(
            _("The mission cannot be played yet: {problem}").format(
                problem=error.problems[0] if error.problems else error
            ),
            severity="error",
            markup=False,
        )
        return False
    except (SaveError, OSError) as error:
        shutil.rmtree(folder, ignore_errors=True)
        app.notify(str(error), severity="error", markup=False)
        return False
    await app.push_screen_wait(PlaytestScreen(session, folder))
    return True
