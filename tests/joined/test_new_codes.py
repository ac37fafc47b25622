"""The host makes new codes when one went astray: the codes handed out let
nobody in from then on, whether to sit or to watch; the players seated
stay; the host's screen shows the new lines to hand out."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.joined.helpers import ann_and_bob, hosted
from wolfenstein_tui.play.invitations import NotInvited, admit_watcher, host_codes, shown_code
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.seats import seat_holders
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog


def test_new_codes_shut_out_the_old_ones_and_keep_who_sits(tmp_path: Path) -> None:
    with ann_and_bob(tmp_path) as (ann, _bob):
        old = ann.invitations
        assert old is not None
        made = ann.new_codes()
        assert made == host_codes(ann.path) and ann.invitations == made
        assert not set(made.seats) & set(old.seats) and made.watch != old.watch
        with pytest.raises(NotInvited):
            JoinedSession.join(ann.path, [2], code=old.seats[2])
        with pytest.raises(NotInvited):
            admit_watcher(ann.path, old.watch)
        admit_watcher(ann.path, made.watch)
        assert seat_holders(ann.path, 3)[1] is not None  # Bob still sits there
        cid = JoinedSession.join(ann.path, [2], code=made.seats[2])
        cid.close()
        assert ann.code == made.seats[0]  # the host's own way back in


def test_only_the_hosts_program_makes_new_codes(tmp_path: Path) -> None:
    with (
        ann_and_bob(tmp_path) as (_ann, bob),
        pytest.raises(SaveError, match="holds no codes of this game"),
    ):
        bob.new_codes()


@pytest.mark.asyncio
async def test_the_host_makes_new_codes_from_the_seats_menu(tmp_path: Path) -> None:
    """s, then "New codes": a question whose first answer keeps the codes,
    then the new lines to hand out."""
    ann = hosted(tmp_path, invite=True)
    assert ann.invitations is not None
    old = ann.invitations.seats
    app = make_app(session=ann, save_dir=tmp_path)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # the lines shown as the game opens
            await pilot.press("s")
            await pilot.pause()
            seats = app.screen
            assert isinstance(seats, ChoiceDialog)
            assert seats.options[-1] == "New codes: the ones handed out stop letting anyone in"
            await pilot.press(str(len(seats.options)))
            await pilot.pause()
            assert isinstance(app.screen, ChoiceDialog)
            assert app.screen.options == ["Keep the codes", "Make new codes"]
            await pilot.press("enter")  # kept
            await pilot.pause()
            assert ann.invitations.seats == old
            await pilot.press("s")
            await pilot.pause()
            await pilot.press(str(len(app.screen.options)), "2")
            await pilot.pause()
            shown = app.screen
            assert isinstance(shown, MessageDialog)
            new = ann.invitations.seats
            assert new != old
            assert shown_code(new[1]) in shown.text and shown_code(old[1]) not in shown.text
    finally:
        ann.close()
