"""Each decision's lines are written to the log before the screen shows the
decision, and synced to the disk right after on a thread of their own
(log_sync.py): the player never waits for the disk, a game left is wholly
on the disk, and a sync that fails becomes a save problem said to the
player, never a decision silently lost."""

from __future__ import annotations

import errno
import os
import threading
import time
from pathlib import Path

import pytest

from tests.saving.helpers import decisions, start
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.play.log_sync import LogSync


class Syncs:
    """os.fsync watched: which thread synced which file (by inode), with an
    optional failure and delay."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.real = os.fsync
        self.seen: list[tuple[str, int]] = []
        self.fail: int | None = None
        self.delay = 0.0
        monkeypatch.setattr(os, "fsync", self.fsync)

    def fsync(self, fd: int) -> None:
        if self.delay:
            time.sleep(self.delay)
        if self.fail is not None:
            raise OSError(self.fail, os.strerror(self.fail))
        self.real(fd)
        self.seen.append((threading.current_thread().name, os.fstat(fd).st_ino))


def test_a_decision_is_written_at_once_and_synced_off_the_drawing_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path)
    syncs = Syncs(monkeypatch)
    session.play(StartActivation("klaus"))
    # Written before play returns: a killed program loses nothing of it.
    assert [d["command"] for d in decisions(session.path)] == ["start_activation"]
    session.syncing.flush()
    inode = session.path.stat().st_ino
    assert ("log-sync", inode) in syncs.seen
    assert all(thread == "log-sync" for thread, _ in syncs.seen)  # nobody waited for the disk
    session.close()


def test_leaving_the_game_waits_for_its_last_sync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path)
    syncs = Syncs(monkeypatch)
    syncs.delay = 0.2
    session.play(StartActivation("klaus"))
    session.close()  # the lock is given back only once the log is on the disk
    assert syncs.seen == [("log-sync", session.path.stat().st_ino)]


def test_a_failed_sync_is_a_save_problem_at_the_next_decision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path)
    syncs = Syncs(monkeypatch)
    syncs.fail = errno.EIO
    session.play(StartActivation("klaus"))  # written; its sync fails in the background
    session.syncing.flush()
    assert session.saved  # the write itself went through
    # The next decision syncs in place, and its failure is said.
    session.play(EndActivation("klaus"))
    assert not session.saved
    assert session.save_problem == "the disk reported an input/output error"
    assert session.state.activated == ["klaus"]  # kept in memory
    syncs.fail = None  # the disk recovers: Retry writes it
    assert session.retry_save() and session.saved and session.save_problem is None
    session.close()
    assert [d["command"] for d in decisions(session.path)] == [
        "start_activation",
        "end_activation",
    ]


def test_requests_made_during_a_sync_are_served_and_a_missing_file_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    syncs = Syncs(monkeypatch)
    syncs.delay = 0.05
    files = [tmp_path / f"log{n}" for n in range(3)]
    for path in files:
        path.write_bytes(b"{}\n")
    syncing = LogSync()
    for path in files * 2:
        syncing.request(path)
    syncing.request(tmp_path / "gone")  # a log renamed meanwhile
    syncing.flush()
    assert {inode for _, inode in syncs.seen} == {p.stat().st_ino for p in files}
    assert syncing.take_error() is None
