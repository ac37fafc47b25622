"""What happens when something nobody foresaw goes wrong (a bug).

The player is not shown a traceback: the game is saved as far as it can be
(every decision is normally on disk already), a crash report with the
traceback, the versions and the game's log is written into the user's
state folder's `crashes/` (readable by the user only), and one sentence says how to carry on and where
the report is. The program then ends with CRASH_STATUS.

The command line and the app both call `report_crash`; they tell this
module where the save folder and the game in progress are (`CONTEXT`) as
they learn them, since a crash can happen anywhere after that.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import mutable_record

# The modules only a crash report needs (the packages' metadata reader
# among them, a noticeable part of the start-up) are imported when one is
# written: every launch imports this module before its first frame.

DISTRIBUTION = "wolfenstein-tui"
"""The name the game is installed under (pyproject.toml), whose version a
report gives."""

CRASH_STATUS = 70
"""EX_SOFTWARE: an internal error."""


@mutable_record
class CrashContext:
    """What the game was doing, for a crash report: set as the command runs."""

    save_dir: Path | None = None
    """The save folder in use (None: the default one)."""
    log: Path | None = None
    """The game being played, if any."""
    campaign: str | None = None
    """The campaign being played, if any."""


CONTEXT = CrashContext()


def _version(package: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"


def report_text(error: BaseException, context: CrashContext) -> str:
    import platform
    import traceback

    lines = [
        "wolfenstein crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"command: {' '.join(sys.argv)}",
        f"wolfenstein {_version(DISTRIBUTION)}, Python {platform.python_version()}, "
        f"textual {_version('textual')}, rich {_version('rich')}, "
        f"pydantic {_version('pydantic')}, {platform.platform()}",
        f"game log: {context.log or 'none'}",
        f"campaign: {context.campaign or 'none'}",
        "",
        *traceback.format_exception(error),
    ]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def crashes_dir() -> Path:
    """Where crash reports go: the user's own state folder (e.g.
    ~/.local/state/wolfenstein/crashes on Linux), never a save folder,
    which may be shared with other players."""
    from platformdirs import user_state_dir

    return Path(user_state_dir("wolfenstein", appauthor=False)) / "crashes"


def write_report(error: BaseException, context: CrashContext = CONTEXT) -> Path | None:
    """The report, in the user's state folder (`crashes_dir`; the temporary
    folder when that cannot take it), readable by the user only and made
    under a name no one can guess (shared_file.py), so no other account
    can read it or have it written through a planted link; None when
    nowhere can take it."""
    import tempfile

    from wolfenstein_tui.base.shared_file import create_exclusive

    text = report_text(error, context).encode("utf-8", "backslashreplace")
    prefix = f"crash-{time.strftime('%Y%m%d-%H%M%S')}-"
    for folder, name in (
        (crashes_dir(), prefix),
        (Path(tempfile.gettempdir()), f"wolfenstein-{prefix}"),
    ):
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd, path = create_exclusive(folder, name, ".txt", private=True)
        except OSError:
            continue  # try the next place
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(text)
        except OSError:
            continue
        return path
    return None


def crash_sentence(report: Path | None, context: CrashContext = CONTEXT) -> str:
    """One sentence: what happened, how to carry on, where the report is."""
    if context.campaign is not None:
        carry_on = _(
            "every decision made before it is saved; carry on with "
            "`wolfenstein campaign continue {campaign}`"
        ).format(campaign=repr(context.campaign))
    elif context.log is not None:
        carry_on = _("every decision made before it is saved in {log}; Continue carries on").format(
            log=context.log
        )
    else:
        carry_on = _("no game was changed")
    where = (
        _("the report is {report}").format(report=report)
        if report
        else _("no report could be written")
    )
    return _(
        "wolfenstein stopped on an unexpected error (a bug in wolfenstein): {carry_on}; "
        "{where} — please send it with a note of what you were doing."
    ).format(carry_on=carry_on, where=where)


def report_crash(error: BaseException, context: CrashContext = CONTEXT) -> str:
    """Write the report; return the sentence to show."""
    return crash_sentence(write_report(error, context), context)
