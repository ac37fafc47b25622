"""The save folder and what goes wrong with it, in plain words.

Kept apart from saves.py (which reads game logs through the content models
and the engine) so that the title screen can check its save folder without
importing either: `wolfenstein` paints its first frame before them.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.system_errors import reason as reason  # re-exported
from wolfenstein_tui.content.files.text import printable


class SaveError(Exception):
    """A log file that cannot be used, with a located, plain message."""

    def __init__(self, message: str) -> None:
        super().__init__(printable(message))  # it may quote what a file holds


def default_save_dir() -> Path:
    return Path(user_data_dir("wolfenstein", appauthor=False)) / "saves"


def save_dir_option(folder: Path) -> str:
    """`--save-dir FOLDER` (shell-quoted) for a command a player is told to
    type, or "" when FOLDER is the usual save folder."""
    from shlex import quote

    if folder.resolve() == default_save_dir().resolve():
        return ""
    return f"--save-dir {quote(str(folder))}"


def campaigns_dir(save_dir: Path | None = None) -> Path:
    """Where the campaigns of a save folder are kept (campaign_file.py); here,
    so that opening a game can tell there is no campaign without importing
    the campaigns' reader."""
    return (save_dir or default_save_dir()) / "campaigns"


def check_save_dir(folder: Path, what: str | None = None) -> Path:
    """Make sure games can be saved in `folder` before any is played: it is
    made if missing, and a file, a device, a folder that cannot be made or
    written in is refused with one sentence (SaveError)."""
    what = what or _("the save folder")
    if folder.exists() and not folder.is_dir():
        kind = _("a file") if folder.is_file() else _("not a folder (a device or a special file)")
        raise SaveError(
            _("cannot use {folder} as {what}: it is {kind}").format(
                folder=folder, what=what, kind=kind
            )
        )
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise SaveError(
            _("cannot make {what} {folder}: {reason}").format(
                what=what, folder=folder, reason=reason(error)
            )
        ) from None
    probe = folder / f".wolfenstein-probe-{os.urandom(4).hex()}"
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600))
        probe.unlink()
    except OSError as error:
        raise SaveError(
            _("cannot write in {what} {folder}: {reason}").format(
                what=what, folder=folder, reason=reason(error)
            )
        ) from None
    return folder
