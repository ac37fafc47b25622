"""A shared save folder cannot be turned against a player: for each file the
programs touch beside a log, a co-user plants a FIFO, a symbolic link or a
folder, or deletes it; nothing hangs (each test runs under an alarm),
nothing is written through a link, a seat is never sat at twice, and what
cannot be used gets one sentence."""

from __future__ import annotations

import contextlib
import os
import signal
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.joined.helpers import hosted
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.shared_file import create_exclusive, replace_whole
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.play import gamelock
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.seats import SeatTaken, seat_file, seat_holders
from wolfenstein_tui.play.session import Session

SECONDS = 20
"""Far more than any of these needs: a hang ends the test, not the run."""

SECRET = b"the player's own file, which no game may overwrite\n"


@contextlib.contextmanager
def within(seconds: int = SECONDS) -> Iterator[None]:
    """Fail instead of hanging (a FIFO waited for)."""

    def hung(signum: int, frame: object) -> None:
        raise TimeoutError(f"still waiting after {seconds} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def plant(path: Path, kind: str, victim: Path) -> None:
    """Put a FIFO, a link to `victim` or a folder where `path` is."""
    path.unlink(missing_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "symlink":
        path.symlink_to(victim)
    else:
        path.mkdir()


def still_planted(path: Path, kind: str) -> bool:
    mode = os.lstat(path).st_mode
    return {"fifo": stat.S_ISFIFO, "symlink": stat.S_ISLNK, "folder": stat.S_ISDIR}[kind](mode)


KINDS = ["fifo", "symlink", "folder"]
SIDE_FILES: dict[str, Callable[[Path], Path]] = {
    "the log's holder file": gamelock.sidecar,
    "seat 1's holder file": lambda log: seat_file(log, 0),
    "seat 2's holder file": lambda log: seat_file(log, 1),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("which", list(SIDE_FILES))
def test_a_planted_side_file_is_never_followed_or_waited_for(
    tmp_path: Path, which: str, kind: str
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_bytes(SECRET)
    saves = tmp_path / "saves"
    with within():
        ann = hosted(saves, seats=[2])
        ann.close()
        side = SIDE_FILES[which](ann.path)
        plant(side, kind, victim)
        # joining, deciding (the log's lock and its holder), leaving
        ann = JoinedSession.join(ann.path, [0, 1])
        try:
            ann.play(StartActivation("klaus"))
            assert [who is not None for who in seat_holders(ann.path, 3)] == [True, True, False]
        finally:
            ann.close()
        # and playing it alone
        alone = Session.resume(ann.path)
        alone.close()
    assert victim.read_bytes() == SECRET  # nothing written through a link
    if kind == "folder":
        assert still_planted(side, kind)  # left alone: the lock works, unnamed
    else:  # replaced by a file of the game's own, or removed on leaving
        assert not side.exists() or stat.S_ISREG(os.lstat(side).st_mode)


@pytest.mark.parametrize("kind", KINDS)
def test_a_planted_log_gets_one_sentence_from_join_continue_and_games(
    tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = tmp_path / "saves"
    ann = hosted(saves)
    ann.close()
    victim = tmp_path / "victim.jsonl"
    victim.write_bytes(ann.path.read_bytes())
    kept = victim.read_bytes()
    log = ann.path
    plant(log, kind, victim)
    named = {"fifo": "a named pipe (FIFO)", "symlink": "a symbolic link", "folder": "a folder"}
    with within():
        assert main(["join", str(log), "--seat", "1", "--save-dir", str(saves)]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and log.name in err
        if kind != "folder":  # a folder is no game log at all
            assert f"it is {named[kind]}, not a regular file" in err
        assert main(["continue", "--save-dir", str(saves)]) == 1  # passed over
        assert "no saved game in" in capsys.readouterr().err
        assert main(["games", "--save-dir", str(saves)]) == 0
        out = capsys.readouterr().out
        assert f"{log.name}: not listed: " in out and named[kind] in out
    assert victim.read_bytes() == kept
    assert still_planted(log, kind)


def test_games_lists_a_folder_of_fifos_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = tmp_path / "saves"
    ann = hosted(saves)
    try:
        for number in range(5):
            os.mkfifo(saves / f"pipe{number}.jsonl")
        (saves / "loop.jsonl").symlink_to(saves / "loop.jsonl")
        with within():
            assert main(["games", "--save-dir", str(saves)]) == 0
        out = capsys.readouterr().out
        assert ann.path.stem in out
        assert out.count("a named pipe (FIFO), not a regular file") == 5
        assert "loop.jsonl: not listed" in out
    finally:
        ann.close()


def test_deleting_a_seat_file_does_not_free_the_seat(tmp_path: Path) -> None:
    ann = hosted(tmp_path, seats=[0])
    try:
        seat_file(ann.path, 0).unlink()
        with within(), pytest.raises(SeatTaken, match="seat 1 is taken by another program"):
            JoinedSession.join(ann.path, [0])
        (seat_file(ann.path, 0)).mkdir()  # even a folder in its place
        with within(), pytest.raises(SeatTaken):
            JoinedSession.join(ann.path, [0])
        assert seat_holders(ann.path, 3)[0] is not None
        bob = JoinedSession.join(ann.path, [1])  # the other seats are as free as ever
        bob.close()
    finally:
        ann.close()
    again = JoinedSession.join(ann.path, [0])  # once Ann leaves, the seat is free
    again.close()


def test_an_old_seat_lock_file_that_is_a_fifo_does_not_stall_join(tmp_path: Path) -> None:
    ann = hosted(tmp_path, seats=[0])
    ann.close()
    seat_file(ann.path, 1).unlink(missing_ok=True)
    os.mkfifo(seat_file(ann.path, 1))
    with within():
        bob = JoinedSession.join(ann.path, [1])
        bob.close()


def test_a_copied_mission_planted_as_a_link_is_not_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "victim.yaml"
    victim.write_bytes(SECRET)
    saves = tmp_path / "saves"
    first = hosted(saves)
    first.close()
    copies = list((saves / "missions").iterdir())
    assert len(copies) == 1
    copies[0].unlink()
    copies[0].symlink_to(victim)
    with within():
        second = hosted(saves)
        second.close()
    assert victim.read_bytes() == SECRET
    assert stat.S_ISREG(os.lstat(copies[0]).st_mode)


def test_new_files_follow_a_shared_folders_group_and_setgid_bit(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    group = 4242 if os.geteuid() == 0 else os.getegid()  # root may give any group
    os.chown(shared, -1, group)
    os.chmod(shared, 0o2770)
    old = os.umask(0o022)
    try:
        ann = hosted(shared)
        ann.close()
        fd, made = create_exclusive(shared, ".probe.")
        os.close(fd)
    finally:
        os.umask(old)
    missions = shared / "missions"
    assert os.lstat(missions).st_mode & 0o2070 == 0o2070  # shared as its folder is
    for path in (ann.path, made, missions / next(iter(os.listdir(missions)))):
        info = os.lstat(path)
        assert info.st_gid == group, path
        assert info.st_mode & 0o060 == 0o060, path  # group read and write
        assert not info.st_mode & 0o002, path  # never everyone's


def test_a_private_folder_keeps_the_umask(tmp_path: Path) -> None:
    private = tmp_path / "mine"
    private.mkdir(mode=0o700)
    old = os.umask(0o077)
    try:
        ann = hosted(private)
        ann.close()
    finally:
        os.umask(old)
    assert os.lstat(ann.path).st_mode & 0o077 == 0


def test_replacing_a_file_never_writes_through_a_planted_link_or_fifo(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_bytes(SECRET)
    for kind in ("fifo", "symlink"):
        target = tmp_path / f"target-{kind}"
        plant(target, kind, victim)
        with within():
            replace_whole(target, b"new")
        assert target.read_bytes() == b"new" and not target.is_symlink()
    target = tmp_path / "target-folder"
    target.mkdir()
    with within(), pytest.raises(OSError):
        replace_whole(target, b"new")
    assert victim.read_bytes() == SECRET
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")] == []


def test_a_log_made_a_link_is_refused_in_one_sentence(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    ann = hosted(saves)
    ann.close()
    elsewhere = tmp_path / "elsewhere.jsonl"
    ann.path.rename(elsewhere)
    ann.path.symlink_to(elsewhere)
    with within(), pytest.raises(SaveError, match="it is a symbolic link, not a regular file"):
        Session.resume(ann.path)


def test_a_planted_holder_file_with_escapes_is_shown_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ann = hosted(tmp_path, seats=[0])
    try:
        holder = seat_file(ann.path, 0)
        holder.unlink()
        holder.write_text('{"pid": 1, "host": "pc\\u001b]0;owned\\u0007\\u001b[2J"}')
        assert main(["games", "--save-dir", str(tmp_path)]) == 0
        out = capsys.readouterr().out
        assert "on pc\\x1b]0;owned\\x07" in out and "\x1b" not in out
    finally:
        ann.close()
