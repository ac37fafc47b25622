"""One writer per game: an OS lock on a game log, and who holds it.

Whoever appends to a log holds an exclusive `flock` on the log file itself,
for as long as it may write. The operating system drops the lock when the
holder's process ends, however it ends (even `kill -9`), so a lock can never
be left behind by a crash. Beside the log, a small sidecar file
(`.NAME.holder`) says who holds it (process, host, since when); it is only
believed while the lock is actually held, so a stale or planted sidecar is
harmless, and it is written through shared_file.py, so a planted link or
FIFO in its place is never followed or waited for.

`flock` rather than `lockf`/`fcntl` record locks: a record lock is dropped
when the process closes *any* descriptor of the file, and the holder reads
its own log (replays, statistics) while it holds the lock.

A second program that finds the lock taken does not append: it can read the
log (reading needs no lock) and follow the game as it is played.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import socket
import time
from pathlib import Path
from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.base.shared_file import open_regular, read_regular, replace_whole
from wolfenstein_tui.content.files.text import escaped

ACQUIRE_TRIES = 4
"""Attempts before giving up: a concurrent `holder()` check holds a shared
lock for an instant, which must not look like a game in progress."""
ACQUIRE_PAUSE = 0.03
HOLDER_BYTES = 1000
"""The most of a holder file read: a real one is under 100 bytes."""


@frozen_record
class Holder:
    """Who holds a game's lock, as the holder wrote it down."""

    pid: int | None
    host: str | None
    since: float | None
    """Seconds since the epoch when the lock was taken."""

    def describe(self) -> str:
        """Plain words, e.g. 'process 4242 on lab-pc since 14:05'."""
        parts = []
        if self.pid is not None:
            parts.append(_("process {pid}").format(pid=self.pid))
        if self.host:
            parts.append(_("on {host}").format(host=self.host))
        if self.since is not None:
            since = time.strftime("%H:%M", time.localtime(self.since))
            parts.append(_("since {time}").format(time=since))
        return " ".join(parts) if parts else _("another program")

    def to_json(self) -> dict[str, Any]:
        return {"pid": self.pid, "host": self.host, "since": self.since}

    @classmethod
    def from_json(cls, data: Any) -> Holder:
        if not isinstance(data, dict):
            return UNKNOWN
        pid, host, since = data.get("pid"), data.get("host"), data.get("since")
        return cls(
            pid if isinstance(pid, int) and not isinstance(pid, bool) else None,
            escaped(host[:100]) if isinstance(host, str) else None,  # a planted file's words
            float(since)
            if isinstance(since, int | float) and not isinstance(since, bool)
            else None,
        )


UNKNOWN = Holder(None, None, None)


def sidecar(path: Path) -> Path:
    """The file beside the log that names its holder (hidden, and not a
    `.jsonl`, so game lists never show it)."""
    return path.with_name(f".{path.name}.holder")


class Lock:
    """A held lock on a game log, with the log open for appending on `fd`.

    Appending through this descriptor (`O_APPEND`) is what holding the lock
    is for; `release` (or leaving a `with` block) gives it up."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self.fd = fd

    @property
    def held(self) -> bool:
        return self.fd >= 0

    def moved_to(self, path: Path) -> None:
        """The locked file was renamed (a new game's log, written under a
        temporary name and locked before it is renamed into place)."""
        old = sidecar(self.path)
        self.path = path
        with contextlib.suppress(OSError):  # the lock works; only the holder's name is missing
            write_holder(sidecar(path))
            old.unlink(missing_ok=True)

    def release(self) -> None:
        if self.fd < 0:
            return
        with contextlib.suppress(OSError):  # a read-only folder: a stale sidecar is ignored
            sidecar(self.path).unlink(missing_ok=True)
        fd, self.fd = self.fd, -1
        os.close(fd)  # closing the descriptor drops the flock

    def __enter__(self) -> Lock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def lock_open_file(path: Path, fd: int) -> Lock | None:
    """Lock a log already open on `fd` (for a file being created); None,
    with `fd` left open, when another program holds it."""
    if not _try_lock(fd, fcntl.LOCK_EX):
        return None
    return Lock(path, fd)


def acquire(path: Path) -> Lock | None:
    """Take the game's lock, opening the log for appending; None when
    another program (or another game in this one) holds it. OSError when
    the log cannot be opened at all (missing, no permission), NotRegularFile
    when it is a link, a FIFO or a folder (opened without following links
    and without blocking: shared_file.py)."""
    fd = open_regular(path, os.O_WRONLY | os.O_APPEND)
    for attempt in range(ACQUIRE_TRIES):
        if _try_lock(fd, fcntl.LOCK_EX):
            break
        if attempt == ACQUIRE_TRIES - 1:
            os.close(fd)
            return None
        time.sleep(ACQUIRE_PAUSE)
    with contextlib.suppress(OSError):  # a read-only folder: the lock works, unnamed
        write_holder(sidecar(path))
    return Lock(path, fd)


def is_held(fd: int) -> bool:
    """Whether another program holds the lock of the log open on `fd`."""
    return not _try_lock(fd, fcntl.LOCK_SH)  # closing the descriptor drops this test lock


def holder(path: Path) -> Holder | None:
    """Who is writing this game now, or None when nobody is."""
    try:
        fd = open_regular(path)
    except OSError:
        return None
    try:
        if not is_held(fd):
            return None
    finally:
        os.close(fd)
    return read_holder(sidecar(path))


def read_holder(file: Path) -> Holder:
    """The holder a holder file names (UNKNOWN when it is missing, planted
    or damaged: it is only ever believed while its lock is held)."""
    try:
        text = read_regular(file, HOLDER_BYTES).decode("utf-8")
        return Holder.from_json(json.loads(text))
    except (OSError, ValueError, RecursionError):  # a planted "[[[[…": the reader recurses
        return UNKNOWN


def _try_lock(fd: int, kind: int) -> bool:
    try:
        fcntl.flock(fd, kind | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


def write_holder(file: Path) -> None:
    """Name this process as the holder in `file` (written whole under a name
    of its own, then renamed: shared_file.py)."""
    me = Holder(os.getpid(), socket.gethostname(), time.time())
    replace_whole(file, json.dumps(me.to_json()).encode("utf-8"))
