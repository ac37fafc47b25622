"""Odd save folders (issue 11, class 9): a file, a device, a folder under a
file, a read-only one. Every command that writes says so in one sentence
and ends with status 1, before it plays any game, without a traceback."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from wolfenstein_tui.app import cli
from wolfenstein_tui.app.cli import app_launch


def odd_folder(tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    if kind == "a file":
        folder = tmp_path / "saves"
        folder.write_text("not a folder")
    elif kind == "a device":
        folder = Path(os.devnull)
    elif kind == "under a file":
        (tmp_path / "file").write_text("")
        folder = tmp_path / "file" / "saves"
    else:  # read-only: tests may run as root, whom permissions do not stop
        folder = tmp_path / "saves"
        folder.mkdir()
        monkeypatch.setattr(os, "open", read_only(folder))
    return folder


def read_only(folder: Path):  # type: ignore[no-untyped-def]
    """os.open as on a read-only disk, for paths in `folder`."""
    real_open = os.open

    def refuse(path, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        if str(path).startswith(str(folder)) and flags & (os.O_WRONLY | os.O_RDWR):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)

    return refuse


KINDS = ["a file", "a device", "under a file", "read-only"]
SAID = {
    "a file": "it is a file",
    "a device": "it is not a folder",
    "under a file": "cannot make the save folder",
    "read-only": "the disk is read-only",
}


@pytest.fixture
def no_app(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    opened: list[object] = []
    monkeypatch.setattr(
        app_launch, "run_app", lambda session, save_dir: opened.append(session) or 0
    )
    return opened


def check(capsys: pytest.CaptureFixture[str], folder: Path, kind: str) -> None:
    out, err = capsys.readouterr()
    assert out == ""  # nothing played, nothing tallied
    assert str(folder) in err and SAID[kind] in err, err
    assert "Traceback" not in err and "bug in wolfenstein" not in err
    assert len(err.strip().splitlines()) == 1  # one sentence


@pytest.mark.parametrize("kind", KINDS)
def test_play(tmp_path, kind, monkeypatch, capsys, no_app) -> None:
    folder = odd_folder(tmp_path, kind, monkeypatch)
    assert cli.main(["play", "m01-radio-silence", "--save-dir", str(folder)]) == 1
    check(capsys, folder, kind)
    assert no_app == []


@pytest.mark.parametrize("kind", KINDS)
def test_campaign_new(tmp_path, kind, monkeypatch, capsys, no_app) -> None:
    folder = odd_folder(tmp_path, kind, monkeypatch)
    assert cli.main(["campaign", "new", "Odd", "--save-dir", str(folder)]) == 1
    check(capsys, folder, kind)
    assert no_app == []


@pytest.mark.parametrize("kind", KINDS)
def test_simulate_says_so_before_playing(tmp_path, kind, monkeypatch, capsys) -> None:
    from wolfenstein_tui.play import balance

    played: list[object] = []
    monkeypatch.setattr(balance, "play_many", lambda specs, jobs: played.append(specs) or [])
    folder = odd_folder(tmp_path, kind, monkeypatch)
    argv = ["simulate", "--mission", "m01-radio-silence", "--games", "2", "--save-dir"]
    assert cli.main([*argv, str(folder)]) == 1
    check(capsys, folder, kind)
    assert played == []


@pytest.mark.parametrize("kind", KINDS)
def test_schema_write(tmp_path, kind, monkeypatch, capsys) -> None:
    folder = odd_folder(tmp_path, kind, monkeypatch)
    assert cli.main(["schema", "--write", str(folder)]) == 1
    out, err = capsys.readouterr()
    assert str(folder) in err and "schema folder" in err and "Traceback" not in err
    assert "Wrote" not in out


@pytest.mark.parametrize("kind", ["a file", "under a file", "read-only"])
def test_the_app(tmp_path, kind, monkeypatch, capsys) -> None:
    from wolfenstein_tui.tui import app

    opened: list[object] = []
    monkeypatch.setattr(app.WolfensteinApp, "run", lambda self: opened.append(self))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = tmp_path / "wolfenstein" / "saves"  # the default save folder
    if kind == "a file":
        folder.parent.mkdir()
        folder.write_text("")
    elif kind == "under a file":
        folder.parent.write_text("")
    else:
        folder.mkdir(parents=True)
        monkeypatch.setattr(os, "open", read_only(folder))
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert str(folder) in err and "save folder" in err and "Traceback" not in err
    assert opened == []


def test_a_missing_save_folder_is_made(tmp_path, capsys, no_app) -> None:
    folder = tmp_path / "a" / "b" / "saves"
    assert cli.main(["play", "m01-radio-silence", "--save-dir", str(folder)]) == 0
    assert len(no_app) == 1 and len(list(folder.glob("*.jsonl"))) == 1
    no_app[0].close()  # type: ignore[attr-defined]
