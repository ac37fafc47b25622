"""Opening the app: on the title screen, on a new game, or on the latest saved game (`continue`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.text import escaped

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    from wolfenstein_tui.play.session import Session


def run_game(session: Session, save_dir: Path | None, args: argparse.Namespace) -> int:
    """A game, in the app or, with `--plain`, in the line mode (plain/)."""
    if getattr(args, "plain", False):
        from wolfenstein_tui.plain import run_plain
        from wolfenstein_tui.play.crash import CONTEXT

        CONTEXT.log = session.path
        return run_plain(
            session,
            as_json=getattr(args, "plain_json", False),
            recap_only=getattr(args, "recap_only", False),
        )
    return run_app(session, save_dir)


def run_continue(save_dir: Path | None, args: argparse.Namespace | None = None) -> int:
    """The latest game of the save folder, in the app where it was left."""
    from wolfenstein_tui.play.session import Session, default_save_dir, latest_save

    path = latest_save(save_dir)
    if path is None:
        print(
            _(
                "wolfenstein: no saved game in {folder}; start one with "
                "`wolfenstein play MISSION` or `wolfenstein`"
            ).format(folder=escaped(str(save_dir or default_save_dir()))),
            file=sys.stderr,
        )
        return 1
    return run_game(Session.resume(path), save_dir, args or argparse.Namespace())


def run_app(session: Session | None, save_dir: Path | None) -> int:
    """The app, on a game or on its title screen; the exit status is the
    app's (non-zero when it ended on an error, see tui/app.py)."""
    from wolfenstein_tui.play.crash import CONTEXT
    from wolfenstein_tui.play.save_folder import check_save_dir, default_save_dir
    from wolfenstein_tui.tui.app import make_app

    # The title screen needs neither the game logs' reader nor the engine:
    # the session module is imported only for a game.
    if session is None:
        check_save_dir(save_dir or default_save_dir())
    else:
        CONTEXT.log = session.path
    app = make_app(session=session, save_dir=save_dir)
    try:
        app.run()
    finally:
        if session is not None:
            session.close()
    return app.return_code or 0


def run_edit(path: Path | None) -> int:
    """The mission editor on `path` (made when it does not exist yet, saved
    there with ctrl+s), or on a new mission saved where the player says."""
    from wolfenstein_tui.content.editing.draft import MissionDraft
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.editor.opening import NEW_SIZE, slug
    from wolfenstein_tui.tui.editor.screen import EditorScreen

    if path is not None and path.exists():
        draft = MissionDraft.open(path)  # a file that cannot be read: its located problems
    else:
        title = _("My mission")
        mission_id = slug(path.stem) if path is not None else slug(title)
        draft = MissionDraft.new(*NEW_SIZE, mission_id, title)
        draft.path = path
    app = make_app(first_screen=lambda: EditorScreen(draft))
    app.run()
    return app.return_code or 0
