"""Invitations: a hosted game lets a player sit only at the seat their code
opens, spectators in only with a code, and its codes stay in a private
file that no planted link or FIFO can turn against the host."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tests.joined.helpers import hosted
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.play.invitations import (
    ALPHABET,
    CODE_LENGTH,
    CodeCheck,
    NotInvited,
    admit_watcher,
    code_digest,
    find_admission,
    guard_file,
    host_codes,
    invitations_file,
    normal_code,
    read_invitations,
    shown_code,
    write_private,
)
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.play.saves import SaveError


def test_a_hosted_game_has_a_private_code_a_seat_and_one_to_watch(tmp_path: Path) -> None:
    ann = hosted(tmp_path, invite=True)
    try:
        invited = ann.invitations
        assert invited is not None and host_codes(ann.path) == invited
        codes = [*invited.seats, invited.watch]
        assert len(invited.seats) == 3 and len(set(codes)) == 4
        assert all(len(c) == CODE_LENGTH and set(c) <= set(ALPHABET) for c in codes)
        mode = os.stat(invitations_file(ann.path)).st_mode
        assert stat.S_IMODE(mode) == 0o600
        # the codes are not in the log, nor in the guard, which other players read
        assert not any(code in ann.path.read_text() for code in codes)
        assert not any(code in guard_file(ann.path).read_text() for code in codes)
        gate = read_invitations(ann.path)
        assert isinstance(gate, CodeCheck)
        for seat, code in enumerate(invited.seats):
            assert gate.opened_by(shown_code(code).upper()) == invited.opened_by(code)
            assert gate.opened_by(code) is not None and gate.opened_by(code).seat == seat
        assert gate.opened_by(invited.watch).seat is None
        assert gate.opened_by("abcd-efgh-jkmn") is None
    finally:
        ann.close()


def test_a_player_of_another_account_checks_a_code_without_reading_the_codes(
    tmp_path: Path,
) -> None:
    """In a folder shared by several accounts, the host's codes are theirs
    alone (0600), yet a player of another account must check their code:
    the guard, readable by the folder's group, lets them do it. (The other
    account is played by making the private file unreadable, as it is to
    another account; the tests may run as root, who reads everything.)"""
    folder = tmp_path / "shared"
    folder.mkdir()
    os.chmod(folder, 0o2770)
    ann = hosted(folder, invite=True)
    try:
        assert ann.invitations is not None
        guard = guard_file(ann.path)
        assert stat.S_IMODE(guard.stat().st_mode) & stat.S_IRGRP  # like the log
        invitations_file(ann.path).unlink()  # what another account cannot read is not there
        bob = JoinedSession.join(ann.path, [1], code=ann.invitations.seats[1])
        bob.close()
        opened = find_admission(ann.invitations.seats[2], folder)
        assert opened is not None and opened.seat == 2
        with pytest.raises(NotInvited, match="opens seat 3, not seat 2"):
            JoinedSession.join(ann.path, [1], code=ann.invitations.seats[2])
    finally:
        ann.close()


def test_a_code_opens_its_own_seat_only(tmp_path: Path) -> None:
    ann = hosted(tmp_path, invite=True)
    try:
        assert ann.invitations is not None
        bob_code, cid_code = ann.invitations.seats[1], ann.invitations.seats[2]
        with pytest.raises(NotInvited, match="by invitation"):
            JoinedSession.join(ann.path, [1])
        with pytest.raises(NotInvited, match="opens no seat"):
            JoinedSession.join(ann.path, [1], code="abcd-efgh-jkmn")
        with pytest.raises(NotInvited, match="opens seat 3, not seat 2"):
            JoinedSession.join(ann.path, [1], code=cid_code)
        with pytest.raises(NotInvited, match="for watching"):
            JoinedSession.join(ann.path, [1], code=ann.invitations.watch)
        # typed as it is shown, in capitals, with dashes
        bob = JoinedSession.join(ann.path, [1], code=shown_code(bob_code).upper())
        try:
            assert bob.seats == {1}
            with pytest.raises(NotInvited):  # a free seat needs its own code
                bob.take_seat(2)
            ann.take_seat(2)  # the host's program may
        finally:
            bob.close()
    finally:
        ann.close()


def test_spectators_need_a_code_of_the_game(tmp_path: Path) -> None:
    ann = hosted(tmp_path, invite=True)
    try:
        assert ann.invitations is not None
        with pytest.raises(NotInvited):
            admit_watcher(ann.path, None)
        with pytest.raises(NotInvited):
            admit_watcher(ann.path, "zzzz-zzzz-zzzz")
        admit_watcher(ann.path, ann.invitations.watch)
        admit_watcher(ann.path, ann.invitations.seats[2])
    finally:
        ann.close()


def test_a_code_alone_finds_its_game_in_the_folder(tmp_path: Path) -> None:
    ann = hosted(tmp_path, invite=True)
    try:
        assert ann.invitations is not None
        found = find_admission(ann.invitations.seats[1], tmp_path)
        assert found is not None and found.log == ann.path and found.seat == 1
        watch = find_admission(normal_code(shown_code(ann.invitations.watch)), tmp_path)
        assert watch is not None and watch.seat is None
        assert find_admission("nothing", tmp_path) is None
    finally:
        ann.close()


def test_join_by_code_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    ann = hosted(tmp_path, invite=True)
    seated: list[frozenset[int]] = []
    monkeypatch.setattr(
        "wolfenstein_tui.app.cli.app_launch.run_app",
        lambda session, save_dir: seated.append(session.seats) or session.close() or 0,
    )
    try:
        assert ann.invitations is not None
        folder = ["--save-dir", str(tmp_path)]
        assert main(["join", "--code", ann.invitations.seats[2], *folder]) == 0
        assert seated == [frozenset({2})]
        assert main(["join", ann.path.stem, "--seat", "2", *folder]) == 1  # no terminal to ask
        assert "this game is by invitation" in capsys.readouterr().err
        assert main(["join", "--code", "wxyz-wxyz-wxyz", *folder]) == 1
        assert "this code opens no game" in capsys.readouterr().err
        assert main(["watch", ann.path.stem, *folder]) == 1
        assert "give its watch code" in capsys.readouterr().err
    finally:
        ann.close()


def test_host_prints_a_line_to_hand_out_per_seat_and_one_to_watch(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "wolfenstein_tui.app.cli.app_launch.run_app", lambda session, save_dir: session.close() or 0
    )
    assert main(["host", "m01-radio-silence", "--players", "3", "--save-dir", str(tmp_path)]) == 0
    said = capsys.readouterr().err
    (log,) = tmp_path.glob("*.jsonl")
    invited = host_codes(log)
    assert invited is not None
    assert shown_code(invited.seats[0]) not in said  # the host's own seat
    for seat in (1, 2):
        assert f"seat {seat + 1} (Player {seat + 1}): wolfenstein join --code " in said
        assert shown_code(invited.seats[seat]) in said
    assert f"watching: wolfenstein watch {log.stem} --code {shown_code(invited.watch)}" in said


@pytest.mark.parametrize("planted", ["symlink", "fifo", "folder", "damaged", "null"])
def test_planted_invitations_let_nobody_in(tmp_path: Path, planted: str) -> None:
    ann = hosted(tmp_path)  # no invitations yet
    try:
        target = invitations_file(ann.path)
        victim = tmp_path / "victim.txt"
        victim.write_text("keep me")
        if planted == "symlink":
            target.symlink_to(victim)
        elif planted == "fifo":
            os.mkfifo(target)
        elif planted == "folder":
            target.mkdir()
        elif planted == "null":
            target.write_text("null")
        else:
            target.write_text('{"seats": ["x"], "watch": 5}')
        with pytest.raises(SaveError, match="invitations"):
            JoinedSession.join(ann.path, [1], code="abcd-abcd-abcd")
        assert victim.read_text() == "keep me"
    finally:
        ann.close()


def test_the_private_file_replaces_a_planted_link_without_following_it(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    target = tmp_path / ".game.jsonl.invites"
    target.symlink_to(victim)
    write_private(target, b"{}")
    assert victim.read_text() == "keep me"
    assert not target.is_symlink() and target.read_bytes() == b"{}"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith((".tmp", ".part"))] == []


def test_mutated_invitations_files_are_read_or_refused_in_one_sentence(tmp_path: Path) -> None:
    """Fuzz: a valid invitations file, mutated (wrong types, odd values,
    cuts, stray characters), either still opens its seats by their codes
    or is refused as a SaveError naming the game; nothing else."""
    import json
    import random

    from tests.fuzzing import mutate_json_document

    ann = hosted(tmp_path, invite=True)
    ann.close()
    assert ann.invitations is not None
    codes = [*ann.invitations.seats, ann.invitations.watch]
    target = invitations_file(ann.path)
    valid = target.read_text()
    for seed in range(300):
        rnd = random.Random(seed)
        target.write_text(mutate_json_document(valid, rnd, edits=rnd.randint(1, 3)))
        try:
            invited = host_codes(ann.path)
        except SaveError as error:
            assert str(error).startswith(f"{ann.path}: ") and "\n" not in str(error)
            continue
        assert invited is not None
        data = json.loads(target.read_text())
        assert list(invited.seats) == data["seats"] and invited.watch == data["watch"]
    guard = guard_file(ann.path)
    valid = guard.read_text()
    for seed in range(300):
        rnd = random.Random(seed)
        guard.write_text(mutate_json_document(valid, rnd, edits=rnd.randint(1, 3)))
        try:
            gate = read_invitations(ann.path)
        except SaveError as error:
            assert str(error).startswith(f"{ann.path}: ") and "\n" not in str(error)
            continue
        assert isinstance(gate, CodeCheck)
        kept = {*gate.seats, gate.watch}
        for code in codes:  # a code opens something only when its digest is in the file
            opened = gate.opened_by(code)
            assert (opened is not None) == (code_digest(code, gate.salt) in kept)
        assert gate.opened_by("abcd-efgh-jkmn") is None


@pytest.mark.asyncio
async def test_the_title_screens_join_asks_for_the_seats_code(tmp_path: Path) -> None:
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.screens.dialogs import TextDialog
    from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

    ann = hosted(tmp_path, invite=True)
    try:
        assert ann.invitations is not None
        app = make_app(save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in ("4", "1", "2"):  # Join or watch, the game, seat 2
                await pilot.press(key)
                await pilot.pause()
            assert isinstance(app.screen, TextDialog)
            assert "the code of seat 2" in app.screen.prompt
            await pilot.press(*"wrong-code", "enter")
            await pilot.pause()
            assert any("opens no seat" in n.message for n in app._notifications)
            for key in ("4", "1", "2"):
                await pilot.press(key)
                await pilot.pause()
            await pilot.press(*shown_code(ann.invitations.seats[1]), "enter")
            await pilot.pause()
            assert isinstance(app.screen, JoinedGameScreen)
            assert app.screen.joined.seats == {1}
            app.screen.joined.close()
    finally:
        ann.close()


def test_a_browser_tab_is_never_told_the_save_folders_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wolfenstein_tui.tui import served

    monkeypatch.setenv("WOLFENSTEIN_SERVED", "host")
    served.served.cache_clear()
    try:
        log = tmp_path / "game.jsonl"
        said = served.without_paths(f"{log}: seat 2 is taken; see {tmp_path}", tmp_path)
        assert str(tmp_path) not in said and said.startswith("game.jsonl: seat 2")
        assert served.shown_folder(tmp_path) == "the save folder"
    finally:
        served.served.cache_clear()
    monkeypatch.delenv("WOLFENSTEIN_SERVED")
    assert served.shown_folder(tmp_path) == str(tmp_path)
    served.served.cache_clear()


@pytest.mark.asyncio
async def test_an_invited_browser_tab_never_reaches_the_whole_title_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a tab opened by an invitation, the first screen is the invited
    player's title screen, and a finished game goes back to it (not to the
    whole title screen, which would show the host's other games)."""
    from textual.screen import Screen

    from wolfenstein_tui.tui import served
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.invited_title import InvitedTitleScreen
    from wolfenstein_tui.tui.screens.title import back_to_title

    ann = hosted(tmp_path, invite=True)
    assert ann.invitations is not None
    monkeypatch.setenv("WOLFENSTEIN_SERVED", "guest")
    monkeypatch.setenv("WOLFENSTEIN_INVITATION", ann.invitations.seats[1])
    served.served.cache_clear()
    try:
        app = make_app(save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, InvitedTitleScreen)
            await app.switch_screen(Screen())  # a game, ended, alone on the stack
            back_to_title(app)
            await pilot.pause()
            assert isinstance(app.screen, InvitedTitleScreen)
    finally:
        served.served.cache_clear()
        ann.close()
