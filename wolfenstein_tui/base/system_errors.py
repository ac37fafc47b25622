"""The system's errors in plain words, in the language spoken.

An `OSError`'s own text ("No such file or directory") is the C library's
English whatever the player's language; the errors a player may meet when
reading a mission or a log, saving, or hosting a game are said here in the
catalog's words instead. No Textual here: the content models use it too.
"""

from __future__ import annotations

import errno

from wolfenstein_tui.base.i18n import _


def reasons() -> dict[int, str]:
    """The errors said in words, by errno (looked up when said: the language
    is chosen after import)."""
    return {
        errno.ENOSPC: _("the disk is full"),
        errno.EDQUOT: _("the disk quota is used up"),
        errno.EFBIG: _("the file has reached the largest size allowed here"),
        errno.EACCES: _("permission denied"),
        errno.EPERM: _("permission denied"),
        errno.EROFS: _("the disk is read-only"),
        errno.EIO: _("the disk reported an input/output error"),
        errno.ENOENT: _("no such file or folder"),
        errno.EISDIR: _("it is a folder"),
        errno.ENOTDIR: _("a part of the path is not a folder"),
        errno.ENAMETOOLONG: _("the name is too long"),
        errno.EADDRINUSE: _("the address is already in use"),
        errno.EADDRNOTAVAIL: _("the address is not one of this machine's"),
    }


def reason(error: OSError) -> str:
    """An OSError in plain words ("the disk is full"); an error not listed
    in the system's own words."""
    return reasons().get(error.errno or 0) or (error.strerror or str(error)).lower()
