"""`seats` in the line mode: a joined game's seats, the host's lines to
hand out, and new codes that shut out the ones handed out (the app's s
menu, in words, for a host without a screen)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.joined.helpers import ann_and_bob, hosted
from wolfenstein_tui.plain.game import PlainGame
from wolfenstein_tui.plain.io import Out, ScriptLines
from wolfenstein_tui.play.invitations import NotInvited, shown_code
from wolfenstein_tui.play.joined import JoinedSession


def said_by(session: JoinedSession, typed: list[str]) -> str:
    out = Out(io.StringIO())
    PlainGame(session, ScriptLines(typed), out).run()
    return out.stream.getvalue()  # type: ignore[attr-defined]


def test_the_host_sees_the_seats_and_the_codes_and_makes_new_ones(tmp_path: Path) -> None:
    with ann_and_bob(tmp_path) as (ann, _bob):
        old = ann.invitations
        assert old is not None
        said = said_by(ann, ["seats", "seats codes", "seats new", "no", "seats new", "yes"])
        assert "seat 1: Ann (Klaus Kreutz and B.J. Blazkowicz) — taken by process" in said
        assert "(this screen)" in said and "seat 3: Cid (Max Hass) — free" in said
        assert f"seat 3 (Cid): wolfenstein join --code {shown_code(old.seats[2])}" in said
        assert said.count("New codes for every seat and for watching?") == 2
        new = ann.invitations
        assert new is not None and new.seats[2] != old.seats[2]
        assert f"seat 3 (Cid): wolfenstein join --code {shown_code(new.seats[2])}" in said
        with pytest.raises(NotInvited):
            JoinedSession.join(ann.path, [2], code=old.seats[2])


def test_a_player_who_did_not_host_has_no_codes(tmp_path: Path) -> None:
    with ann_and_bob(tmp_path) as (_ann, bob):
        said = said_by(bob, ["seats codes", "seats new"])
    assert said.count("this program holds no codes of this game (the host's does)") == 2
    assert "New codes for every seat" not in said  # nothing asked first


def test_a_game_at_one_screen_has_no_seats_to_share(tmp_path: Path) -> None:
    from tests.plain.helpers import new_session

    said = said_by(new_session(tmp_path), ["seats"])  # type: ignore[arg-type]
    assert "This game is played at this screen only: it has no seats to share." in said


def test_a_game_open_to_all_says_it_has_no_codes(tmp_path: Path) -> None:
    """A game hosted without invitations: whoever can open its log sits
    down, and `seats codes` says so rather than "the host's" codes."""
    ann = hosted(tmp_path, invite=False)
    try:
        said = said_by(ann, ["seats codes"])
    finally:
        ann.close()
    assert "this game is not by invitation: whoever can open its log sits down" in said
