"""A file planted in a save folder (or a log's text) holding lists in
lists, thousands deep: Python's JSON reader recurses into each and stops
with a RecursionError, which four of the game's readers did not catch.
Each such file is now damaged or passed over, and said so; nothing stops."""

from __future__ import annotations

from pathlib import Path

from tests.saving.helpers import start
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.state.purposes import from_fact
from wolfenstein_tui.play.game_table import read_header
from wolfenstein_tui.play.gamelock import UNKNOWN, read_holder
from wolfenstein_tui.play.log_summary import summarize

DEEP = "[" * 5000


def test_a_planted_deep_log_is_damaged_not_a_crash(tmp_path: Path, capsys) -> None:
    """`wolfenstein games` and the Load game and Replay lists summarize
    every log of the folder: a planted one stopped them all."""
    session = start(tmp_path)
    session.close()
    planted = tmp_path / "planted.jsonl"
    planted.write_text(DEEP + "\n")
    summary = summarize(planted)
    assert summary.problem == "line 1 is nested too deeply to be a game log's header"
    assert read_header(planted) is None
    assert main(["games", "--save-dir", str(tmp_path)]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_a_deep_last_line_is_passed_over(tmp_path: Path) -> None:
    session = start(tmp_path)
    session.close()
    with session.path.open("a") as log:
        log.write('{"round": ' + DEEP + "\n")
    assert summarize(session.path).problem is None


def test_a_deep_holder_file_names_an_unknown_holder(tmp_path: Path) -> None:
    holder = tmp_path / ".game.jsonl.holder"
    holder.write_text("[" * 1000)  # the most of a holder file read
    assert read_holder(holder) == UNKNOWN


def test_a_deep_purpose_in_a_log_is_no_purpose() -> None:
    assert from_fact(DEEP) is None
