"""Syncing a game's log to the disk without making the player wait for it.

Why: each decision's lines are written to the log (`saves.append_whole`)
before the screen shows the decision's outcome, and written lines belong to
the operating system at once: a terminal that is closed or a program that is
killed, however hard, loses nothing written. What `fsync` adds is that the
lines survive the machine itself stopping (a power cut, a system crash), and
it costs several milliseconds (tens on a busy disk) of waiting, not of work.
So the game writes each decision at once, where the player waits, and has
this module's thread sync it right after: the log is on the disk a few
milliseconds after the decision, and Enter on an action is not slowed by it.

The thread syncs the log through a descriptor of its own, opened for reading
(Linux and the BSDs sync a file through any of its descriptors), so closing
the game's lock never races with a sync under way, and the sync holds no
lock. Requests made while a sync runs are served by one more sync. `flush`
waits until every request is served: the session calls it before giving up
the game's log, so a game left is wholly on the disk. A sync that fails is
remembered; the session's next write then syncs in place, where a failure
is reported to the player as a save problem (see session.py).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from wolfenstein_tui.base.shared_file import open_regular


class LogSync:
    """One background thread syncing the logs it is asked to, in order."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: list[Path] = []
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: OSError | None = None
        """The first failure of a background sync not yet taken (take_error)."""

    def request(self, path: Path) -> None:
        """Sync `path` soon, on the background thread."""
        with self._lock:
            if path not in self._pending:
                self._pending.append(path)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="log-sync", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self) -> None:
        """Wait until every requested sync is done."""
        with self._lock:
            while self._pending or self._busy:
                self._lock.wait()

    def take_error(self) -> OSError | None:
        """The failure of a background sync, once (None when all went well)."""
        with self._lock:
            error, self.error = self.error, None
            return error

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending:
                    if not self._lock.wait(timeout=5.0) and not self._pending:
                        self._thread = None  # idle: a later request starts another
                        return
                path = self._pending.pop(0)
                self._busy = True
            error = _sync(path)
            with self._lock:
                self._busy = False
                if error is not None and self.error is None:
                    self.error = error
                self._lock.notify_all()


def _sync(path: Path) -> OSError | None:
    try:
        fd = open_regular(path)
    except FileNotFoundError:
        return None  # renamed or deleted since (a copy saved elsewhere syncs itself)
    except OSError as error:
        return error
    try:
        os.fsync(fd)
    except OSError as error:
        return error
    finally:
        os.close(fd)
    return None
