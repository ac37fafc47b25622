"""A program run for a browser tab by `wolfenstein serve` (web_table.py
sets its environment): the host's own (the whole title screen, the save
folder never named by its path) or an invited player's (only the game
their code opens)."""

from __future__ import annotations

import functools
import os
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record


@frozen_record
class Served:
    host: bool
    """The host's own screen (their key or the table's password)."""
    code: str | None
    """An invited player's code (None for the host)."""
    public_url: str | None
    """Where the players' browsers reach the server (for the links shown)."""


@functools.cache
def served() -> Served | None:
    """How this program is served, if it is (read once, at its start)."""
    kind = os.environ.get("WOLFENSTEIN_SERVED")
    if kind not in ("host", "guest"):
        return None
    code = os.environ.get("WOLFENSTEIN_INVITATION") if kind == "guest" else None
    if kind == "guest" and not code:
        return None
    return Served(kind == "host", code, os.environ.get("WOLFENSTEIN_PUBLIC_URL") or None)


def shown_folder(folder: Path) -> str:
    """The save folder as a screen names it: its path in a terminal, "the
    save folder" in a browser (the server's paths are not the players')."""
    return _("the save folder") if served() is not None else str(folder)


def without_paths(text: str, folder: Path) -> str:
    """`text` with the save folder's path taken out, for a browser: a file
    of it is named by its own name."""
    if served() is None:
        return text
    for form in {str(folder.resolve()), str(folder)}:
        text = text.replace(form + os.sep, "").replace(form, _("the save folder"))
    return text


def shown_log(path: Path) -> Path:
    """A game's log as a screen names it: its whole path in a terminal, its
    name alone in a browser."""
    return Path(path.name) if served() is not None else path
