"""The commands of joined play (issue 14): games, join, watch, host; a
wrong name or seat is a plain sentence, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.joined.helpers import hosted
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.play.game_table import find_game
from wolfenstein_tui.play.saves import SaveError


def test_games_lists_the_mission_round_and_seats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ann = hosted(tmp_path)
    try:
        assert main(["games", "--save-dir", str(tmp_path)]) == 0
        out = capsys.readouterr().out
        assert ann.path.stem in out and "arena, round 1" in out  # a mission of its own: its id
        assert "seat 1: Ann (Klaus Kreutz and B.J. Blazkowicz) — taken by process" in out
        assert "seat 2: Bob (Anya Oliwa) — free" in out
        assert "seat 3: Cid (Max Hass) — free" in out
    finally:
        ann.close()


def test_games_says_when_there_is_none(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--save-dir", str(tmp_path)]) == 0
    assert "No game in progress" in capsys.readouterr().out


def test_a_game_is_named_by_its_path_or_any_part_of_its_name(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    ann.close()
    assert find_game(str(ann.path), tmp_path) == ann.path
    assert find_game(ann.path.stem, tmp_path) == ann.path
    assert find_game("arena", tmp_path) == ann.path
    with pytest.raises(SaveError, match="no game of that name in"):
        find_game("nothing-like-it", tmp_path)
    with pytest.raises(SaveError, match="no such game log"):
        find_game(str(tmp_path / "gone.jsonl"), tmp_path)


def test_join_refuses_a_taken_seat_and_an_unknown_game_in_plain_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ann = hosted(tmp_path)
    try:
        assert main(["join", ann.path.stem, "--seat", "1", "--save-dir", str(tmp_path)]) == 1
        assert "seat 1 is taken by process" in capsys.readouterr().err
        assert main(["join", "nowhere", "--seat", "2", "--save-dir", str(tmp_path)]) == 1
        assert "nowhere: no game of that name" in capsys.readouterr().err
        with pytest.raises(SystemExit) as wrong:
            main(["join", ann.path.stem, "--seat", "5"])
        assert wrong.value.code == 2
        assert "'5' is not a seat: seats are 1 to 4" in capsys.readouterr().err
    finally:
        ann.close()


def test_host_refuses_a_seat_the_game_does_not_have(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = ["host", "m01-radio-silence", "--players", "2", "--seat", "3"]
    assert main([*words, "--save-dir", str(tmp_path)]) == 2
    assert "this game has seats 1 to 2 (no seat 3)" in capsys.readouterr().err
    assert not list(tmp_path.glob("*.jsonl"))  # no game made
