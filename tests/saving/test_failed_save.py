"""A failed save is a message, not a crash (issue 11, class 2): a full
disk, a file-size limit or a folder turned read-only never costs a decision
made before it, never leaves a line that loading cannot skip, and the
decision that could not be written stays in memory until it can be."""

from __future__ import annotations

import errno
import os
import signal
import textwrap
from pathlib import Path

import pytest

from tests.saving.helpers import decisions, run_python, start
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.play import saves
from wolfenstein_tui.play.saves import SaveError, read_log
from wolfenstein_tui.play.session import Session, latest_save

DISK_FULL = textwrap.dedent(
    """
    import json, os, resource, sys
    from pathlib import Path
    from tests.saving.helpers import start
    from wolfenstein_tui.engine.state.commands import StartActivation, EndActivation

    session = start(Path(sys.argv[1]))
    session.play(StartActivation("klaus"))
    size = session.path.stat().st_size
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    # Room for part of the next line only: the write stops half-way.
    resource.setrlimit(resource.RLIMIT_FSIZE, (size + 20, hard))
    session.play(EndActivation("klaus"))
    failed = {"problem": session.save_problem, "unsaved": len(session.unsaved),
              "size_after": session.path.stat().st_size, "size_before": size,
              "activated": session.state.activated}
    resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
    retried = sys.argv[2] == "retry" and session.retry_save()
    print(json.dumps({**failed, "retried": retried, "log": str(session.path)}))
    """
)


@pytest.mark.parametrize("then", ["quit", "retry"])
def test_a_file_size_limit_costs_no_earlier_decision(tmp_path: Path, then: str) -> None:
    """RLIMIT_FSIZE in a child process: the append fails half-way (EFBIG);
    the game keeps the decision in memory; the log is cut back to its last
    whole line, loads with every earlier decision, and takes the decision
    once the limit is lifted."""
    result = run_python(DISK_FULL, str(tmp_path), then)
    assert result["problem"] == "the file has reached the largest size allowed here"
    assert result["unsaved"] == 1 and result["activated"] == ["klaus"]
    assert result["size_after"] == result["size_before"]  # the half line is cut away
    log = Path(result["log"])
    assert log.read_bytes().endswith(b"\n")
    commands = [d["command"] for d in decisions(log)]
    if then == "quit":
        assert commands == ["start_activation"]
    else:
        assert result["retried"] is True
        assert commands == ["start_activation", "end_activation"]
    again = Session.resume(log)
    assert again.state.activated == (["klaus"] if then == "retry" else [])
    again.close()


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EACCES, "permission denied"),
        (errno.EROFS, "the disk is read-only"),
        (errno.EFBIG, "the file has reached the largest size allowed here"),
    ],
)
def test_a_write_refused_by_the_system_keeps_the_decision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, said: str
) -> None:
    session = start(tmp_path)
    session.play(StartActivation("klaus"))
    on_disk = session.path.read_bytes()
    real_write = os.write

    def refuse(fd: int, data: bytes) -> int:
        if session.lock is not None and fd == session.lock.fd:
            raise OSError(code, os.strerror(code))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", refuse)
    session.play(EndActivation("klaus"))
    assert session.save_problem == said and not session.saved
    assert session.state.activated == ["klaus"]  # not lost from memory
    assert session.path.read_bytes() == on_disk
    session.play(StartActivation("anya"))  # played on: kept in order behind the first
    assert len(session.unsaved) == 2
    monkeypatch.setattr(os, "write", real_write)  # the fault clears
    assert session.retry_save() and session.saved and session.save_problem is None
    session.close()
    commands = [d["command"] for d in decisions(session.path)]
    assert commands == ["start_activation", "end_activation", "start_activation"]


def test_a_half_written_line_that_cannot_be_cut_is_skipped_then_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Even when cutting the half line back fails too, loading skips it (a
    cut last line is ignored, docs/game-log.md) and the next save cuts it."""
    session = start(tmp_path)
    session.play(StartActivation("klaus"))
    real_write, real_truncate = os.write, os.ftruncate

    def half(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data)[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    def no_truncate(fd: int, size: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "write", half)
    monkeypatch.setattr(os, "ftruncate", no_truncate)
    session.play(EndActivation("klaus"))
    monkeypatch.setattr(os, "write", real_write)
    monkeypatch.setattr(os, "ftruncate", real_truncate)
    assert not session.path.read_bytes().endswith(b"\n")
    assert [d["command"] for d in decisions(session.path)] == ["start_activation"]
    assert session.retry_save()
    session.close()
    assert [d["command"] for d in decisions(session.path)] == [
        "start_activation",
        "end_activation",
    ]


def test_resuming_a_log_cut_by_a_crash_mends_its_end(tmp_path: Path) -> None:
    """A last line cut short is removed before anything is appended (else
    the next line would be glued onto it and the log broken)."""
    session = start(tmp_path)
    session.play(StartActivation("klaus"))
    session.close()
    with session.path.open("a") as file:
        file.write('{"do": {"command": "end_acti')
    again = Session.resume(session.path)
    again.play(EndActivation("klaus"))
    again.close()
    assert [d["command"] for d in decisions(session.path)] == [
        "start_activation",
        "end_activation",
    ]


def test_a_complete_last_line_without_its_line_end_is_kept(tmp_path: Path) -> None:
    session = start(tmp_path)
    session.play(StartActivation("klaus"))
    session.close()
    text = session.path.read_text()
    session.path.write_text(text.rstrip("\n"))
    again = Session.resume(session.path)
    again.play(EndActivation("klaus"))
    again.close()
    assert [d["command"] for d in decisions(session.path)] == [
        "start_activation",
        "end_activation",
    ]


def test_a_new_game_on_a_full_disk_leaves_no_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_write = os.write

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(SaveError, match=r"cannot start a game in .*: the disk is full"):
        start(tmp_path)
    monkeypatch.setattr(os, "write", real_write)
    # (the test mission's copy, kept beside the logs, is the only file)
    assert [p.name for p in tmp_path.iterdir()] == ["missions"]
    assert latest_save(tmp_path) is None


CRASH_BEFORE_RENAME = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from tests.saving.helpers import start

    os.link = lambda *args: os.kill(os.getpid(), signal.SIGKILL)
    start(Path(sys.argv[1]))
    """
)


def test_a_crash_between_writing_the_header_and_naming_the_log(tmp_path: Path) -> None:
    """The header is written whole under a temporary name first: a crash
    before the log gets its name leaves nothing Continue would list."""
    import subprocess
    import sys

    from tests.engine.games import ROOT

    result = subprocess.run(
        [sys.executable, "-c", CRASH_BEFORE_RENAME, str(tmp_path)], cwd=ROOT, timeout=120
    )
    assert result.returncode == -signal.SIGKILL
    assert latest_save(tmp_path) is None
    assert not list(tmp_path.glob("*.jsonl"))
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "missions"]
    assert leftovers
    assert all(name.startswith(".") and name.endswith((".part", ".holder")) for name in leftovers)


def test_a_new_log_is_never_empty(tmp_path: Path) -> None:
    session = start(tmp_path)
    header, _ = read_log(session.path)
    assert header.mission == "arena" and session.saved_size == session.path.stat().st_size
    session.close()


def test_save_a_copy_elsewhere_carries_the_game_on_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path / "saves")
    first = session.path
    session.play(StartActivation("klaus"))
    monkeypatch.setattr(
        saves.os,
        "write",
        lambda fd, data: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")),
    )
    session.play(EndActivation("klaus"))
    monkeypatch.undo()
    copy = session.save_copy(tmp_path / "elsewhere")
    assert copy.parent == tmp_path / "elsewhere" and session.saved
    session.play(StartActivation("anya"))
    session.close()
    assert [d["command"] for d in decisions(first)] == ["start_activation"]
    assert [d["command"] for d in decisions(copy)] == [
        "start_activation",
        "end_activation",
        "start_activation",
    ]
    Session.resume(copy).close()


def test_a_campaign_file_that_cannot_be_written_is_a_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.campaign.helpers import make_play
    from wolfenstein_tui.play.campaign import CampaignError

    play = make_play(tmp_path)

    def full(source: object, target: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(CampaignError, match=r"Test\.json: the disk is full"):
        play.save()
