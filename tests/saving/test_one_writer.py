"""One writer per game (issue 11, class 1): the program that plays a game
holds an OS lock on its log; a second one never appends, learns who holds
it, and can follow the game read-only as it is played."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from tests.saving.helpers import child_player, decisions, play_in_child, start
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.play import gamelock
from wolfenstein_tui.play.saves import SaveError, read_log
from wolfenstein_tui.play.session import GameInUse, Session
from wolfenstein_tui.tui.screens.replay import StepReplay, load_replay


def test_a_second_program_cannot_append_and_learns_who_plays(tmp_path: Path) -> None:
    session = start(tmp_path)
    log = session.path
    session.close()
    child = child_player(log)
    try:
        before = log.read_bytes()
        who = gamelock.holder(log)
        assert who is not None
        assert who.pid == child.pid and who.host == socket.gethostname()
        assert f"process {child.pid}" in who.describe()
        assert gamelock.acquire(log) is None
        with pytest.raises(GameInUse) as refused:
            Session.resume(log)
        assert refused.value.holder.pid == child.pid
        assert f"being played by process {child.pid}" in str(refused.value)
        assert log.read_bytes() == before  # nothing appended by the second opener
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)
    # The first program has ended: the game is free again, and whole.
    assert gamelock.holder(log) is None
    again = Session.resume(log)
    again.play(StartActivation("klaus"))
    again.close()
    assert [d["command"] for d in decisions(log)] == ["start_activation"]


def test_a_follower_sees_the_new_decisions_as_they_are_played(tmp_path: Path) -> None:
    session = start(tmp_path)
    log = session.path
    session.close()
    child = child_player(log)
    try:
        source = load_replay(log)  # reading needs no lock
        follower = StepReplay(source.rules, source.header)
        follower.extend(source.lines)
        assert len(follower.steps) == 1
        play_in_child(child)
        follower.extend(read_log(log)[1])
        assert len(follower.steps) == 3  # start and end of Klaus's activation
        play_in_child(child)
        follower.extend(read_log(log)[1])
        assert len(follower.steps) == 5 and follower.problem is None
        assert follower.steps[-1].state.activated == ["klaus", "blazkowicz"]
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)


def test_a_lock_is_never_left_behind_by_a_killed_program(tmp_path: Path) -> None:
    session = start(tmp_path)
    log = session.path
    session.close()
    child = child_player(log)
    child.kill()  # kill -9: the operating system drops the lock
    child.wait(timeout=30)
    assert gamelock.holder(log) is None
    lock = gamelock.acquire(log)
    assert lock is not None and gamelock.sidecar(log).exists()
    lock.release()
    assert not gamelock.sidecar(log).exists()


def test_two_games_in_one_program_do_not_share_a_log(tmp_path: Path) -> None:
    session = start(tmp_path)
    with pytest.raises(GameInUse, match=f"process {os.getpid()}"):
        Session.resume(session.path)
    session.close()
    Session.resume(session.path).close()


def test_a_stale_holder_file_is_not_believed(tmp_path: Path) -> None:
    session = start(tmp_path)
    log = session.path
    session.close()
    gamelock.sidecar(log).write_text('{"pid": 1, "host": "elsewhere", "since": 0}')
    assert gamelock.holder(log) is None
    Session.resume(log).close()


def test_a_garbled_holder_file_still_says_the_game_is_in_use(tmp_path: Path) -> None:
    session = start(tmp_path)
    gamelock.sidecar(session.path).write_text("\x00garbage")
    who = gamelock.holder(session.path)
    assert who == gamelock.UNKNOWN and who.describe() == "another program"
    session.close()


def test_a_fifo_in_place_of_a_log_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "game.jsonl"
    os.mkfifo(fifo)
    with pytest.raises(
        SaveError,
        match=r"game\.jsonl: cannot write to this game's log: it is a named pipe \(FIFO\), not",
    ):
        Session.resume(fifo)
    folder = tmp_path / "folder.jsonl"
    folder.mkdir()
    with pytest.raises(
        SaveError,
        match=r"folder\.jsonl: cannot write to this game's log: it is a folder, not a regular",
    ):
        Session.resume(folder)


def test_campaign_continue_on_a_game_played_elsewhere_says_who_and_how_to_watch(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.campaign.helpers import make_play
    from wolfenstein_tui.app.cli import main

    play = make_play(tmp_path)
    session = play.start_mission()  # this program plays it
    log = session.path
    assert main(["campaign", "continue", "Test", "--save-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"being played by process {os.getpid()}" in err
    assert f"wolfenstein replay --follow {log}" in err and "Traceback" not in err
    session.close()


@pytest.mark.asyncio
async def test_replay_follow_watches_a_game_as_it_is_played(tmp_path: Path) -> None:
    from wolfenstein_tui.tui.replay_app import make_replay_app
    from wolfenstein_tui.tui.screens.follow import FollowScreen

    session = start(tmp_path)
    app = make_replay_app(session.path, follow=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, FollowScreen) and screen.last == 0
        assert f"process {os.getpid()}" in screen.live_text
        session.play(StartActivation("klaus"))
        screen.poll()
        await pilot.pause()
        assert screen.index == screen.last == 1
    session.close()
