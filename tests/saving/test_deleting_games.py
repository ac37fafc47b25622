"""Deleting a saved game (play/removal.py): its log and the files beside it
go, but never while someone plays it, and never through a link."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.engine.games import STARTER, rules_for
from tests.saving.helpers import start
from tests.saving.test_forks import decision_lines, parent_log
from wolfenstein_tui.engine.log.gamelog import replay
from wolfenstein_tui.play.forks.branching import fork_log
from wolfenstein_tui.play.invitations import guard_file, invitations_file, invite
from wolfenstein_tui.play.removal import delete_saved_game
from wolfenstein_tui.play.saves import SaveError, read_log
from wolfenstein_tui.play.seats import seat_file, take_seat


def test_a_game_and_its_files_are_deleted(tmp_path: Path) -> None:
    session = start(tmp_path)
    log = session.path
    session.close()
    invite(log, 2)
    seat_file(log, 1).write_text("{}")
    beside = [invitations_file(log), guard_file(log), seat_file(log, 1)]
    assert all(path.exists() for path in beside)
    delete_saved_game(log)
    assert not log.exists()
    assert not any(path.exists() for path in beside)
    # the copy of its mission stays: other games of that mission read it too
    assert sorted(p.name for p in tmp_path.iterdir()) == ["missions"]


def test_a_game_being_played_is_not_deleted(tmp_path: Path) -> None:
    """A session holds the game's lock while it may write: the game is
    refused, with who plays it, and its log is untouched."""
    session = start(tmp_path)
    before = session.path.read_bytes()
    with pytest.raises(SaveError) as refused:
        delete_saved_game(session.path)
    assert f"{session.path.name} is being played by process {os.getpid()}" in str(refused.value)
    assert "a game is deleted only when nobody plays it" in str(refused.value)
    assert session.path.read_bytes() == before
    session.close()
    delete_saved_game(session.path)
    assert not session.path.exists()


def test_a_game_with_a_taken_seat_is_not_deleted(tmp_path: Path) -> None:
    """A joined game has no program holding its log between decisions: a
    seat taken from another screen says it is being played."""
    session = start(tmp_path)
    log = session.path
    session.close()
    seat = take_seat(log, 1)
    try:
        with pytest.raises(SaveError) as refused:
            delete_saved_game(log)
        assert "is being played by process" in str(refused.value)
        assert log.exists()
    finally:
        seat.release()
    delete_saved_game(log)
    assert not log.exists()


def test_a_link_is_not_followed(tmp_path: Path) -> None:
    """A link planted in the save folder under a log's name: nothing is
    deleted, neither the link nor what it points to."""
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep me")
    link = tmp_path / "planted.jsonl"
    link.symlink_to(target)
    with pytest.raises(SaveError) as refused:
        delete_saved_game(link)
    assert str(refused.value).startswith("planted.jsonl cannot be deleted: ")
    assert link.is_symlink() and target.read_text() == "keep me"


def test_a_game_already_gone_is_said_so(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as refused:
        delete_saved_game(tmp_path / "gone.jsonl")
    assert str(refused.value).startswith("gone.jsonl cannot be deleted: ")


def test_a_fork_replays_once_its_parent_is_deleted(tmp_path: Path) -> None:
    """A fork copies what it plays on from: deleting the parent leaves it
    whole."""
    parent = parent_log(tmp_path)
    fork = fork_log(parent, decision_lines(parent)[10])
    delete_saved_game(parent)
    header, lines = read_log(fork)
    assert replay(rules_for(STARTER), header, lines) is not None
