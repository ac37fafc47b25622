"""One game on two screens (issue 14): the app of the player at one seat and
the session of the player at another; a watcher that never writes."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from tests.joined.helpers import hosted
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.play import gamelock
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.replay_app import make_replay_app
from wolfenstein_tui.tui.screens.follow import FollowScreen
from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

FOLLOWED = 0.35
"""Long enough for a screen to have looked at the log (every 0.1 s)."""


def seat_line(app) -> str:
    return str(app.screen.query_one("#seat-line", Static).render())


@pytest.mark.asyncio
async def test_a_decision_in_one_screen_shows_in_the_other_and_the_wrong_seat_is_refused(
    tmp_path: Path,
) -> None:
    ann = hosted(tmp_path)  # Ann plays seat 1 from her own program
    bob = JoinedSession.join(ann.path, [1])
    app = make_app(session=bob, save_dir=tmp_path)
    try:
        async with app.run_test(size=(100, 34)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, JoinedGameScreen)
            assert "Waiting for Ann (Klaus Kreutz and B.J. Blazkowicz)" in seat_line(app)
            assert "You: 2 Bob. Free: 3." in seat_line(app)

            ann.play(StartActivation("klaus"))  # Ann's screen decides
            await pilot.pause(FOLLOWED)
            assert bob.state.active_hero == "klaus"  # shown in Bob's screen
            assert any("Klaus Kreutz" in e.text for e in app.screen.message_log.entries)

            before = ann.path.read_bytes()
            await pilot.press("1")  # Bob tries to play Klaus's first action
            await pilot.pause()
            assert ann.path.read_bytes() == before
            assert any("Waiting for Ann" in n.message for n in app._notifications)

            ann.play(EndActivation("klaus"))
            ann.play(StartActivation("blazkowicz"))
            ann.play(EndActivation("blazkowicz"))
            await pilot.pause(FOLLOWED)
            assert seat_line(app).startswith("Your turn.")
            await pilot.press(
                "3"
            )  # Bob activates Anya (R-ROUND-2: his seat's turn; her action is 3)
            await pilot.pause()
            assert ann.catch_up()
            assert ann.state.active_hero == "anya"
            assert ann.state == bob.state
    finally:
        ann.close()
    assert gamelock.holder(ann.path) is None


@pytest.mark.asyncio
async def test_a_watcher_follows_the_game_and_never_writes(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    watcher = make_replay_app(ann.path, follow=True)
    try:
        async with watcher.run_test(size=(100, 34)) as pilot:
            await pilot.pause()
            screen = watcher.screen
            assert isinstance(screen, FollowScreen)
            assert "played from 1 screen" in str(screen.query_one("#live", Static).render())
            steps = len(screen.steps)
            ann.play(StartActivation("klaus"))
            written = ann.path.read_bytes()
            await pilot.pause(FOLLOWED)
            assert len(screen.steps) == steps + 1 and screen.index == screen.last
            await pilot.press("end", "left", "right")
            await pilot.pause(FOLLOWED)
            assert ann.path.read_bytes() == written  # the watcher wrote nothing
            assert gamelock.holder(ann.path) is None  # nor holds the log
    finally:
        ann.close()


@pytest.mark.asyncio
async def test_the_seats_key_hands_a_seat_over(tmp_path: Path) -> None:
    ann = hosted(tmp_path, seats=[0, 1])
    app = make_app(session=ann, save_dir=tmp_path)
    try:
        async with app.run_test(size=(100, 34)) as pilot:
            await pilot.pause()
            assert "You: 1 Ann, 2 Bob. Free: 3." in seat_line(app)
            await pilot.press("s")
            await pilot.pause()
            await pilot.press("2")  # Leave seat 2, for another player to join
            await pilot.pause()
            assert ann.seats == {0}
            assert "You: 1 Ann. Free: 2, 3." in seat_line(app)
            bob = JoinedSession.join(ann.path, [1])
            bob.close()
    finally:
        ann.close()


@pytest.mark.asyncio
async def test_the_wizard_hosts_a_game_of_several_players(tmp_path: Path) -> None:
    """New game → two players → Host → seat 2: the game is open to the
    other seat, and this screen plays seat 2 (no hand-over screen)."""
    from wolfenstein_tui.play.invitations import shown_code
    from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog

    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        for keys in (["enter"], ["enter"], ["down", "down", "enter"], ["enter"], ["2"]):
            await pilot.press(*keys)  # a mission, Bring 'em on!, no house rule, 2 players
            await pilot.pause()
        # no names, the suggested heroes dealt in turn, dice, ties, seed
        for _ in range(10):
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog) and app.screen.prompt == "How do you play?"
        await pilot.press("2")  # Host
        await pilot.pause()
        assert app.screen.prompt == "Which seat do you play here?"
        await pilot.press("2")
        await pilot.pause()
        assert "Hosted: this screen plays seat 2 (Player 2)." in app.screen.text
        await pilot.press("enter")  # the recap: Start
        await pilot.pause()
        # the codes to hand out: seat 1's (the other player's) and the watch code
        invited = app.screen
        assert isinstance(invited, MessageDialog)
        assert "by invitation" in invited.text and "wolfenstein join --code" in invited.text
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, JoinedGameScreen)
        assert screen.joined.seats == {1}
        assert screen.joined.invitations is not None
        assert shown_code(screen.joined.invitations.seats[0]) in invited.text
        assert "Waiting for Player 1" in seat_line(app)
        assert "You: 2 Player 2. Free: 1." in seat_line(app)
        code = screen.joined.invitations.seats[0]
        player_one = JoinedSession.join(screen.joined.path, [0], code=code)
        player_one.close()


@pytest.mark.asyncio
async def test_the_host_sees_the_lines_to_hand_out_in_the_game_and_again_under_seats(
    tmp_path: Path,
) -> None:
    """`wolfenstein host` prints the codes before its screen opens, which
    then hides them: the screen shows them itself, and `s` shows them
    again, for the seats nobody holds."""
    from wolfenstein_tui.play.invitations import shown_code
    from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog

    ann = hosted(tmp_path, invite=True)
    assert ann.invitations is not None
    codes = ann.invitations.seats
    app = make_app(session=ann, save_dir=tmp_path)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            shown = app.screen
            assert isinstance(shown, MessageDialog)
            assert f"seat 2 (Bob): wolfenstein join --code {shown_code(codes[1])}" in shown.text
            assert f"--save-dir {tmp_path}" in shown.text
            assert shown_code(codes[0]) not in shown.text  # the host's own seat
            await pilot.press("enter")
            bob = JoinedSession.join(ann.path, [1], code=codes[1])
            try:
                await pilot.press("s")
                await pilot.pause()
                seats = app.screen
                assert isinstance(seats, ChoiceDialog)
                assert seats.options[-2] == "Show the invitations to hand out"
                await pilot.press(str(len(seats.options) - 1))
                await pilot.pause()
                again = app.screen
                assert isinstance(again, MessageDialog)
                assert shown_code(codes[2]) in again.text  # Cid's seat is free
                assert shown_code(codes[1]) not in again.text  # Bob sits at his
            finally:
                bob.close()
    finally:
        ann.close()


def test_a_player_who_leaves_is_told_how_to_sit_down_again(tmp_path: Path) -> None:
    """q (and the end of the line mode's input) in a joined game: the seat
    waits, and the way back is `join` with the player's own code, not
    `continue` (which would open the game alone)."""
    from wolfenstein_tui.play.invitations import shown_code

    ann = hosted(tmp_path, invite=True)
    try:
        assert ann.invitations is not None
        bob = JoinedSession.join(ann.path, [1], code=ann.invitations.seats[1])
        try:
            said = bob.how_to_sit_again()
            assert "your seat waits" in said
            assert said.endswith(
                f"wolfenstein join --code {shown_code(ann.invitations.seats[1])} "
                f"--save-dir {tmp_path}"
            )
            assert bob.how_to_sit_again(plain=True).endswith(" --plain")
        finally:
            bob.close()
        assert shown_code(ann.invitations.seats[0]) in ann.how_to_sit_again()  # the host's seat
    finally:
        ann.close()
    open_game = hosted(tmp_path / "open")
    try:
        cid = JoinedSession.join(open_game.path, [2])
        try:
            assert cid.how_to_sit_again().endswith(
                f"wolfenstein join {open_game.path.stem} --seat 3 --save-dir {tmp_path / 'open'}"
            )
        finally:
            cid.close()
    finally:
        open_game.close()


@pytest.mark.asyncio
async def test_q_in_a_joined_game_says_how_to_sit_down_again(tmp_path: Path) -> None:
    ann = hosted(tmp_path, invite=True)
    assert ann.invitations is not None
    bob = JoinedSession.join(ann.path, [1], code=ann.invitations.seats[1])
    app = make_app(session=bob, save_dir=tmp_path)
    said: list[object] = []
    leave = app.exit

    def exit_saying(result: object = None, return_code: int = 0, message: object = None) -> None:
        said.append(message)
        leave(result, return_code)

    app.exit = exit_saying  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("q")
            await pilot.pause()
        assert said and "To sit down again: wolfenstein join --code" in str(said[-1])
    finally:
        bob.close()
        ann.close()
