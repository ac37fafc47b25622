"""One game, many screens (issue 14): the log is the one truth. Each
screen's session writes its decision under the log's lock and reads the
others' decisions from the log; only the seat that must decide may."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.joined.helpers import hosted
from tests.refusal_words import said
from wolfenstein_tui.engine.state.commands import EndActivation, IllegalCommand, StartActivation
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.play import gamelock
from wolfenstein_tui.play.joined import JoinedSession, MovedOn, NotYourTurn, acting_seats
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.seats import SeatTaken, seat_holders
from wolfenstein_tui.play.session import GameInUse, GameJoined, Session


def decisions(path: Path) -> list[dict]:
    lines = [json.loads(raw) for raw in path.read_text().splitlines()[1:]]
    return [line["do"] for line in lines if "do" in line]


def test_a_decision_in_one_screen_shows_in_the_other(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    try:
        ann.play(StartActivation("klaus"))
        assert bob.state.active_hero is None
        assert bob.catch_up()
        taken = bob.take_incoming()
        assert len(taken) == 1 and taken[0] is not None
        assert bob.state.active_hero == "klaus"
        assert bob.state == ann.state
        assert not bob.catch_up()  # nothing more to read
        assert bob.record.lines == ann.record.lines
    finally:
        ann.close()
        bob.close()


def test_the_wrong_seat_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    """R-ROUND-2: a seat activates its heroes in turn; the others wait."""
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    try:
        before = ann.path.read_bytes()
        with pytest.raises(NotYourTurn) as waiting:
            bob.play(StartActivation("anya"))
        assert waiting.value.refusal.code == "join.waiting"
        assert said(ann.rules, waiting.value) == (
            "Waiting for Ann (Klaus Kreutz and B.J. Blazkowicz)."
        )
        with pytest.raises(NotYourTurn):
            bob.play(StartActivation("klaus"))  # not Bob's hero either way
        assert ann.path.read_bytes() == before
    finally:
        ann.close()
        bob.close()


def test_a_seat_is_taken_once_and_freed_when_its_player_leaves(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    try:
        with pytest.raises(SeatTaken) as taken:
            JoinedSession.join(ann.path, [1])
        assert "seat 2 is taken by process" in str(taken.value)
        assert [h is not None for h in seat_holders(ann.path, 3)] == [True, True, False]
        bob.close()
        assert seat_holders(ann.path, 3)[1] is None
        again = JoinedSession.join(ann.path, [1])  # the same command takes it back
        again.close()
        with pytest.raises(SaveError, match="no seat 4; this game has seats 1 to 3"):
            JoinedSession.join(ann.path, [3])
    finally:
        ann.close()
        bob.close()


def test_a_player_who_comes_back_finds_every_decision(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    bob.close()  # Bob closes his terminal
    ann.play(StartActivation("klaus"))
    ann.play(EndActivation("klaus"))
    bob = JoinedSession.join(ann.path, [1])
    try:
        assert bob.state == ann.state and bob.state.activated == ["klaus"]
    finally:
        ann.close()
        bob.close()


def test_a_joined_game_is_played_alone_only_once_every_seat_is_left(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    ann.play(StartActivation("klaus"))
    with pytest.raises(GameJoined, match="played from several screens"):
        Session.resume(ann.path)
    ann.close()
    alone = Session.resume(ann.path)  # plain Continue
    try:
        assert alone.state.active_hero == "klaus"
        with pytest.raises(GameInUse):  # and nobody joins it meanwhile
            JoinedSession.join(ann.path, [1])
        alone.play(EndActivation("klaus"))
    finally:
        alone.close()
    assert [d["command"] for d in decisions(ann.path)] == ["start_activation", "end_activation"]


def test_a_decision_chosen_on_an_old_game_is_refused(tmp_path: Path) -> None:
    """Two screens at one seat's turn can only be one program with both
    seats; a stale copy (a screen that has not read the last decision)
    must not write over it: the log grew, so it catches up and refuses."""
    ann = hosted(tmp_path, seats=[0])
    other = JoinedSession.join(ann.path, [1, 2])
    try:
        ann.play(StartActivation("klaus"))
        ann.play(EndActivation("klaus"))
        ann.play(StartActivation("blazkowicz"))
        ann.play(EndActivation("blazkowicz"))
        # Bob's screen has not looked yet: for it, it is still Ann's turn.
        assert other.state.activated == []
        other.seats = frozenset({0, 1, 2})  # a copy that believes it may decide
        with pytest.raises(MovedOn):
            other.play(StartActivation("klaus"))
        assert other.state == ann.state  # caught up instead
        assert len(decisions(ann.path)) == 4
    finally:
        ann.close()
        other.close()


def test_only_ones_own_last_decision_can_be_undone(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    try:
        ann.play(StartActivation("klaus"))
        ann.undo()
        bob.catch_up()
        taken = bob.take_incoming()
        assert len(taken) == 2 and taken[0] is not None and taken[1] is None
        assert bob.state.active_hero is None
        with pytest.raises(IllegalCommand) as refused:
            ann.undo()
        assert refused.value.refusal.code == "undo.not-yours"
        assert said(ann.rules, refused.value).startswith("Only your own last decision")
    finally:
        ann.close()
        bob.close()


def test_the_ai_controller_answers_the_nazis_ties(tmp_path: Path) -> None:
    """R-AI-2: the AI controller settles every nazi tie: only that seat may
    answer, whoever's turn it was."""
    ann = hosted(tmp_path)
    try:
        state = ann.state
        state.pending = Pending(
            DecisionKind.AI_TIE, ["C1", "C2"], seat=2, facts={"question": "stop"}
        )
        assert acting_seats(ann.rules, state) == {2}
        with pytest.raises(NotYourTurn) as waiting:
            ann.check_turn()
        assert said(ann.rules, waiting.value) == (
            "Waiting for Cid (the AI controller, settling a nazi tie)."
        )
    finally:
        ann.close()


def test_a_log_lock_is_held_only_while_a_decision_is_written(tmp_path: Path) -> None:
    ann = hosted(tmp_path)
    try:
        assert gamelock.holder(ann.path) is None
        ann.play(StartActivation("klaus"))
        assert gamelock.holder(ann.path) is None
    finally:
        ann.close()


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.integers(min_value=0, max_value=2), min_size=1, max_size=12))
def test_every_screen_sees_the_same_game(
    tmp_path_factory: pytest.TempPathFactory, tries: list[int]
) -> None:
    """Whichever screens try to decide, in any order, the log holds only the
    deciding seat's decisions and every screen ends on the same game."""
    folder = tmp_path_factory.mktemp("joined")
    screens = [hosted(folder)]
    screens += [JoinedSession.join(screens[0].path, [seat]) for seat in (1, 2)]
    try:
        for seat in tries:
            screen = screens[seat]
            screen.catch_up()
            state = screen.state
            hero = state.active_hero
            command = (
                EndActivation(hero)
                if hero
                else StartActivation(next(h for h in state.seats[seat] if h not in state.activated))
                if any(h not in state.activated for h in state.seats[seat])
                else None
            )
            if command is None:
                continue
            try:
                screen.play(command)
            except NotYourTurn:
                assert seat not in acting_seats(screen.rules, screen.state)
        for screen in screens:
            screen.catch_up()
        assert screens[0].state == screens[1].state == screens[2].state
        for screen in screens:
            screen.close()
        alone = Session.resume(screens[0].path)
        assert alone.state == screens[0].state
        alone.close()
    finally:
        for screen in screens:
            screen.close()


def test_the_host_hands_a_seat_over(tmp_path: Path) -> None:
    """Hosting at seats 1 and 2 until Bob comes: Ann leaves seat 2, Bob
    takes it; Ann cannot leave her last seat (she quits instead)."""
    ann = hosted(tmp_path, seats=[0, 1])
    try:
        with pytest.raises(SeatTaken):
            JoinedSession.join(ann.path, [1])
        ann.leave_seat(1)
        assert ann.seats == {0}
        bob = JoinedSession.join(ann.path, [1])
        bob.close()
        ann.take_seat(2)  # Cid's seat, free: Ann plays it too
        assert ann.seats == {0, 2}
        ann.leave_seat(2)
        with pytest.raises(SaveError, match="your only seat"):
            ann.leave_seat(0)
    finally:
        ann.close()


def test_a_joined_game_is_never_copied_away_from_its_log(tmp_path: Path) -> None:
    """The other screens follow the game's own log: a full disk is settled
    by Retry or Quit, not by carrying on in a copy they cannot see."""
    ann = hosted(tmp_path)
    try:
        with pytest.raises(SaveError, match="saved only in its own log"):
            ann.save_copy(tmp_path / "elsewhere")
        assert not (tmp_path / "elsewhere").exists()
    finally:
        ann.close()


def test_advice_asked_at_any_seat_is_a_hint_line_the_others_read_past(tmp_path: Path) -> None:
    """Bob asks for advice while it is Ann's turn: a hint line after the
    lines Ann wrote (taken in first), no decision; Ann reads past it and
    plays on, both games the same."""
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    try:
        ann.play(StartActivation("klaus"))
        bob.note_hint()  # Ann's line not yet read: taken in, then the hint after it
        assert bob.state.active_hero == "klaus"
        assert ann.catch_up()
        assert ann.take_incoming() == []  # the hint is no decision
        ann.play(EndActivation("klaus"))
        assert bob.catch_up() and bob.state == ann.state
        assert bob.record.lines == ann.record.lines
        hints = [line for line in ann.record.lines if "hint" in line]
        assert [line["hint"] for line in hints] == ["advice"]
    finally:
        ann.close()
        bob.close()
