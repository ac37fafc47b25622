"""The app's side of saving (issue 11): a failed save asks Retry, Save a
copy elsewhere or Quit; a game another program plays is offered to watch,
read-only, followed live."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from tests.saving.helpers import child_player, decisions, play_in_child, start
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, TextDialog
from wolfenstein_tui.tui.screens.follow import FollowScreen
from wolfenstein_tui.tui.screens.game import GameScreen


class FullDisk:
    """os.write as on a full disk, for the game's log only, until cleared."""

    def __init__(self, session: Session, monkeypatch: pytest.MonkeyPatch) -> None:
        self.session = session
        self.full = True
        self.real = os.write
        monkeypatch.setattr(os, "write", self.write)

    def write(self, fd: int, data: bytes) -> int:
        lock = self.session.lock
        if self.full and lock is not None and fd == lock.fd:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return self.real(fd, data)


async def settle(pilot, *keys: str) -> None:  # type: ignore[no-untyped-def]
    await pilot.press(*keys)
    await pilot.pause()
    await pilot.pause()


@pytest.mark.asyncio
async def test_cannot_save_then_retry_once_the_disk_has_room(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path)
    disk = FullDisk(session, monkeypatch)
    app = make_app(session=session, save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await settle(pilot, "1")  # Klaus starts his activation
        dialog = app.screen
        assert isinstance(dialog, ChoiceDialog)
        assert dialog.prompt.startswith("Cannot save: the disk is full.\n")
        assert dialog.options[0] == "Retry"
        assert decisions(session.path) == []
        await settle(pilot, "enter")  # Retry while the disk is still full: asked again
        assert isinstance(app.screen, ChoiceDialog) and not session.saved
        disk.full = False
        await settle(pilot, "enter")  # Retry
        assert isinstance(app.screen, GameScreen)
        assert session.saved and session.state.active_hero == "klaus"
        assert [d["command"] for d in decisions(session.path)] == ["start_activation"]


@pytest.mark.asyncio
async def test_cannot_save_then_save_a_copy_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path / "saves")
    FullDisk(session, monkeypatch)
    app = make_app(session=session, save_dir=tmp_path / "saves")
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await settle(pilot, "1")
        await settle(pilot, "down", "enter")  # Save a copy elsewhere
        assert isinstance(app.screen, TextDialog)
        app.screen.query_one("Input").value = str(tmp_path / "usb")
        await settle(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        assert session.path.parent == tmp_path / "usb"
    assert [d["command"] for d in decisions(tmp_path / "usb" / session.path.name)] == [
        "start_activation"
    ]


@pytest.mark.asyncio
async def test_cannot_save_then_quit_ends_with_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path)
    FullDisk(session, monkeypatch)
    app = make_app(session=session, save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await settle(pilot, "1")
        await settle(pilot, "down", "down", "enter")  # Quit
    assert app.return_code == 1
    assert decisions(session.path) == []  # the log loads, with the decisions before
    Session.resume(session.path).close()


@pytest.mark.asyncio
async def test_continue_on_a_game_played_elsewhere_offers_to_watch_it_live(
    tmp_path: Path,
) -> None:
    session = start(tmp_path)
    session.close()
    child = child_player(session.path)
    try:
        app = make_app(save_dir=tmp_path)
        async with app.run_test(size=(100, 34)) as pilot:
            await settle(pilot, "down", "enter")  # Continue
            offer = app.screen
            assert isinstance(offer, ChoiceDialog)
            assert f"being played by process {child.pid}" in " ".join(offer.prompt.split())
            await settle(pilot, "enter")  # Watch it
            follow = app.screen
            assert isinstance(follow, FollowScreen)
            assert f"played by process {child.pid}" in follow.live_text
            assert follow.last == 0
            play_in_child(child)
            follow.poll()
            await pilot.pause()
            assert follow.last == 2 and follow.index == 2  # followed to the latest step
            await settle(pilot, "1")  # no action can be played from here
            assert isinstance(app.screen, FollowScreen)
            size = session.path.stat().st_size
            assert child.stdin is not None
            child.stdin.close()
            child.wait(timeout=30)
            follow.poll()
            assert "nobody is playing this game now" in follow.live_text
        assert session.path.stat().st_size == size  # the watcher never wrote
    finally:
        if child.poll() is None:
            child.kill()
