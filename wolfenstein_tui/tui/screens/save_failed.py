"""A failed save is a message, not a crash.

When a decision's lines cannot be written (a full disk, a file-size limit,
a folder made read-only), the session keeps them in memory and the log on
disk keeps every earlier decision, whole (see session.py). The player is
told why and chooses: try again (after freeing space), save the whole game
as a copy in another folder and carry on there, or quit (only the decisions
not yet written are lost; the app ends with status 1).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App

from wolfenstein_tui.base.folding import filled
from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.system_errors import long_name
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, TextDialog

RETRY, COPY, QUIT = 0, 1, 2
SAVE_EXIT_STATUS = 1


PROMPT_WIDTH = 60
"""Dialog prompts are wrapped to fit an 80-column terminal."""


def problem_text(session: Session) -> str:
    return "\n\n".join(
        filled(part, PROMPT_WIDTH)
        for part in (
            _("Cannot save: {problem}.").format(problem=session.save_problem),
            _(
                "The game goes on in memory; the log {log} keeps every decision "
                "made before this one."
            ).format(log=session.path),
            _(
                "Retry once there is room (or the folder can be written), save the whole game "
                "as a copy in another folder and carry on there, or quit (the decisions not yet "
                "saved are lost)."
            ),
        )
    )


def quit_message(session: Session) -> str:
    return "wolfenstein: " + _(
        "cannot save: {problem}; the log {log} keeps every decision made before the last "
        "one, and Continue carries on from there."
    ).format(problem=session.save_problem, log=session.path)


async def settle_save(app: App[Any], session: Session) -> bool:
    """Ask until everything the session holds is on disk; True then, False
    when the player quit (the app is exiting)."""
    while not session.saved:
        choice = await app.push_screen_wait(
            ChoiceDialog(
                problem_text(session),
                [
                    _("Retry"),
                    _("Save a copy elsewhere"),
                    _("Quit (the unsaved decisions are lost)"),
                ],
            )
        )
        if choice == RETRY:
            if session.retry_save():
                app.notify(_("Saved in {log}.").format(log=session.path), timeout=4, markup=False)
        elif choice == COPY:
            await save_copy(app, session)
        else:
            session.close()
            app.exit(return_code=SAVE_EXIT_STATUS, message=quit_message(session))
            return False
    return True


async def save_copy(app: App[Any], session: Session) -> None:
    """Ask for a folder and write the whole game there."""
    answer = await app.push_screen_wait(
        TextDialog(
            filled(
                _(
                    "A folder for a copy of the whole game (made if missing); the game then "
                    "carries on there:"
                ),
                PROMPT_WIDTH,
            ),
            str(Path.home()),
        )
    )
    if not answer:
        return
    too_long = long_name(answer)
    if too_long is not None:
        app.notify(too_long, severity="error", timeout=10, markup=False)
        return
    try:
        path = session.save_copy(Path(answer).expanduser())
    except SaveError as error:
        app.notify(str(error), severity="error", timeout=10, markup=False)
        return
    app.notify(
        _("Saved the whole game in {folder}; it carries on there.").format(folder=path),
        timeout=8,
        markup=False,
    )
