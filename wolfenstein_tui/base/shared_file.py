"""The one way a file beside a game log is opened, made or replaced.

A save folder may be shared: by the players of a joined game, by several
accounts of one machine, by whoever can write in it. Any of them can plant a
symbolic link where the game will write (to have it overwrite another file
of the player's), a FIFO (whose open or write waits forever), a folder, or a
device; and can delete any file the game made. So every file the game
writes or reads beside a log goes through here:

- opened with `O_NOFOLLOW` (a link in its place is refused, never followed)
  and `O_NONBLOCK` (opening a FIFO returns at once), then checked with
  `fstat` to be a regular file before a byte is read or written;
- a new file is made exclusively (`O_EXCL`) under a name no one can guess
  (`os.urandom`, as `secrets.token_hex` makes it), written whole, then
  renamed into place: a rename replaces a planted link or file itself and
  never writes through it, and a planted folder makes it fail, harmlessly;
- a new file follows its folder's group: it is made with the folder's group
  (a setgid folder gives it by itself), its mode is the user's umask's, plus
  group read and write when the folder is shared with a group (setgid, or
  writable by its group), so a second player of that group can append to a
  game the first one started.

What is found instead of a regular file is said by system_errors.reason.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

from wolfenstein_tui.base.system_errors import NotRegularFile, kind_of

OPEN_FLAGS = os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0)
"""Added to every open: no link followed, no FIFO waited for, no terminal taken."""


def open_regular(path: Path, flags: int = os.O_RDONLY) -> int:
    """A descriptor of the regular file at `path` (blocking again, for plain
    reads and writes). Raises NotRegularFile for a link, a FIFO, a folder or
    a device, without waiting for anything; OSError when it cannot be opened."""
    try:
        fd = os.open(path, flags | OPEN_FLAGS)
    except OSError as error:
        kind = _kind_after(path, error)
        if kind is not None:
            raise NotRegularFile(path, kind) from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, kind_of(mode))
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _kind_after(path: Path, error: OSError) -> str | None:
    """What made an open fail, when it is not a regular file: ELOOP for a
    link (O_NOFOLLOW), ENXIO for a FIFO opened for writing with no reader,
    EISDIR for a folder opened for writing."""
    if error.errno not in (errno.ELOOP, errno.ENXIO, errno.EISDIR, errno.EMLINK):
        return None
    try:
        return kind_of(os.lstat(path).st_mode)
    except OSError:
        return None


def read_regular(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of the regular file at `path` (OSError,
    NotRegularFile as `open_regular`)."""
    fd = open_regular(path)
    try:
        chunks: list[bytes] = []
        total = 0
        while total < limit and (chunk := os.read(fd, min(1 << 16, limit - total))):
            chunks.append(chunk)
            total += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def shared_with_group(folder: Path) -> os.stat_result | None:
    """The folder's status when it is shared with a group (setgid, or
    writable by its group), else None."""
    try:
        info = os.stat(folder)
    except OSError:
        return None
    if info.st_mode & (stat.S_ISGID | stat.S_IWGRP):
        return info
    return None


def follow_folder(fd: int, folder: Path) -> None:
    """Give a file just made the group of its folder and, when the folder is
    shared with a group, group read and write: what the umask left is kept
    otherwise. A group the user is not in is left as it is (the system
    refuses; the file is still the user's)."""
    shared = shared_with_group(folder)
    if shared is None:
        return
    with contextlib.suppress(OSError):  # not a member of the folder's group
        if os.fstat(fd).st_gid != shared.st_gid:
            os.fchown(fd, -1, shared.st_gid)
    with contextlib.suppress(OSError):  # a file system without permissions
        os.fchmod(fd, stat.S_IMODE(os.fstat(fd).st_mode) | stat.S_IRGRP | stat.S_IWGRP)


def make_folder(folder: Path) -> None:
    """Make `folder` (and its parents) if missing; one made inside a folder
    shared with a group is shared the same way (group read, write and
    search, and setgid: a second player of the group can add to it)."""
    if folder.is_dir():
        return
    folder.mkdir(parents=True, exist_ok=True)
    shared = shared_with_group(folder.parent)
    if shared is None:
        return
    with contextlib.suppress(OSError):  # a file system without permissions
        mode = stat.S_IMODE(os.stat(folder).st_mode)
        os.chmod(folder, mode | stat.S_IRWXG | (shared.st_mode & stat.S_ISGID))


def create_exclusive(
    folder: Path, prefix: str, suffix: str = "", private: bool = False, flags: int = 0
) -> tuple[int, Path]:
    """A new, empty regular file in `folder`, open for writing, under a name
    no one can guess (`prefix`, 16 random hex digits, `suffix`), made
    exclusively: a planted file, link or FIFO of that name cannot exist.
    `private` makes it readable by its owner only (0600, a crash report);
    otherwise it follows the folder (`follow_folder`)."""
    name = f"{prefix}{os.urandom(8).hex()}{suffix}"
    path = folder / name
    mode = 0o600 if private else 0o666
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | OPEN_FLAGS | flags, mode)
    try:
        os.set_blocking(fd, True)
        if not private:
            follow_folder(fd, folder)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            path.unlink()
        raise
    return fd, path


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def replace_whole(target: Path, data: bytes, sync: bool = False, private: bool = False) -> None:
    """Make `target` hold `data`, whole or not at all: written to a new file
    of its own (`create_exclusive`) and renamed over `target`, which
    replaces a planted link or file and never writes through it. OSError
    when the folder cannot take it (a folder planted at `target` among them)."""
    fd, temporary = create_exclusive(target.parent, f".{target.name}.", ".part", private=private)
    try:
        try:
            write_all(fd, data)
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
