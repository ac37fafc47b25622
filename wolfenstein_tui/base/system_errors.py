"""The system's errors in plain words, in the language spoken.

An `OSError`'s own text ("No such file or directory") is the C library's
English whatever the player's language; the errors a player may meet when
reading a mission or a log, saving, or hosting a game are said here in the
catalog's words instead. No Textual here: the content models use it too.
"""

from __future__ import annotations

import errno
import stat

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


class NotRegularFile(OSError):
    """A link, a FIFO, a folder or a device where a regular file should be."""

    def __init__(self, path: object, kind: str) -> None:
        super().__init__(errno.EINVAL, kind, str(path))
        self.kind = kind
        """What is there instead, in words ("a named pipe (FIFO)": kind_of)."""


def reason(error: OSError) -> str:
    """An OSError in plain words ("the disk is full"); an error not listed
    in the system's own words."""
    if isinstance(error, NotRegularFile):
        return _("it is {kind}, not a regular file, so it is not used").format(kind=error.kind)
    return reasons().get(error.errno or 0) or (error.strerror or str(error)).lower()


def kind_of(mode: int) -> str:
    """What a file that is not a regular file is, in words ("a named pipe
    (FIFO)"), from its `st_mode`."""
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISFIFO(mode):
        return _("a named pipe (FIFO)")
    if stat.S_ISLNK(mode):
        return _("a symbolic link")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    return _("not a regular file")


MAX_NAME_BYTES = 255
"""The longest file or folder name most file systems take (Linux's
NAME_MAX), in bytes of its encoding."""


def long_name(path: str) -> str | None:
    """Why `path` cannot name a file: a part of it longer than a file
    system takes (None when every part fits). Said before the path is
    used, instead of the system's "File name too long" from deep inside."""
    for part in path.replace("\\", "/").split("/"):
        size = len(part.encode("utf-8", "surrogateescape"))
        if size > MAX_NAME_BYTES:
            start = part[:40].encode("unicode_escape").decode("ascii")
            return _(
                "the name '{start}…' is {size} bytes long; a file or folder name "
                "has at most {most} bytes"
            ).format(start=start, size=size, most=MAX_NAME_BYTES)
    return None
