"""A crash handler for what nobody foresaw: the command line and the app
write a crash report (traceback, versions, the game's log) into the user's
state folder (0600, under a name no one can guess), say in one sentence how to carry on and where the report is,
and end with status 70; the game keeps every decision made before."""

from __future__ import annotations

import os
import stat
from importlib.metadata import version
from pathlib import Path

import pytest

from tests.saving.helpers import decisions, start
from wolfenstein_tui.app import cli
from wolfenstein_tui.app.cli import content_checks, simulation
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.play.crash import CRASH_STATUS, crashes_dir, write_report
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.game import GameScreen


class Unforeseen(RuntimeError):
    """The fault injected in these tests."""


def reports() -> list[Path]:
    return sorted(crashes_dir().glob("crash-*.txt"))


def test_the_command_line_writes_a_report_and_says_where(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object) -> int:
        raise Unforeseen("the fault")

    monkeypatch.setattr(simulation, "run_simulate", broken)
    argv = ["simulate", "--mission", "m01-radio-silence", "--save-dir", str(tmp_path)]
    assert cli.main(argv) == CRASH_STATUS
    err = capsys.readouterr().err
    (report,) = reports()
    assert err.count("\n") == 1 and str(report) in err and "bug in wolfenstein" in err
    assert "Traceback" not in err
    text = report.read_text()
    assert "Traceback (most recent call last)" in text and "Unforeseen: the fault" in text
    assert "wolfenstein " in text and "Python " in text and "textual " in text
    assert f"wolfenstein {version('wolfenstein-tui')}, Python" in text
    assert "not installed" not in text.split("Traceback")[0]
    assert stat.S_IMODE(os.lstat(report).st_mode) == 0o600
    assert not list(tmp_path.glob("crashes"))  # never in a save folder, which may be shared


def test_a_report_goes_to_the_users_state_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setattr(content_checks, "run_missions", lambda folder: 1 / 0)
    assert cli.main(["missions"]) == CRASH_STATUS
    assert [p.parent for p in reports()] == [tmp_path / "state" / "wolfenstein" / "crashes"]
    assert "no game was changed" in capsys.readouterr().err


def test_two_reports_in_one_second_get_names_no_one_can_guess(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A link planted under any name a report might take is never written
    through: each report is made exclusively under a random name."""
    folder = crashes_dir()
    folder.mkdir(parents=True)
    victim = tmp_path / "victim"
    victim.write_text("mine")
    for pid_like in range(50):
        (folder / f"crash-x-{pid_like}.txt").symlink_to(victim)
    first, second = write_report(Unforeseen("one")), write_report(Unforeseen("two"))
    assert first is not None and second is not None and first != second
    assert not first.is_symlink() and victim.read_text() == "mine"
    assert len(first.stem.rsplit("-", 1)[-1]) == 16  # 64 random bits


@pytest.mark.asyncio
async def test_the_app_saves_reports_and_ends_with_status_70(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path)
    session.play(StartActivation("klaus"))

    def broken(self: GameScreen) -> None:
        raise Unforeseen("in the help key")

    monkeypatch.setattr(GameScreen, "action_help", broken)
    app = make_app(session=session, save_dir=tmp_path)
    with pytest.raises(Unforeseen):  # the test harness still sees the error
        async with app.run_test(size=(100, 34)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
    assert app.return_code == CRASH_STATUS
    (report,) = reports()
    text = report.read_text()
    assert "Unforeseen: in the help key" in text and f"game log: {session.path}" in text
    sentence = app.crash_sentence or ""
    assert str(report) in sentence and str(session.path) in sentence
    assert "Continue carries on" in sentence
    assert [d["command"] for d in decisions(session.path)] == ["start_activation"]
    assert session.lock is None  # the game's lock is given back
