"""A joined game with one seat in the line mode and one other seat (played
through the joined session, as the app's joined screen plays it): the line
mode waits and says whom for, tells the other seat's decisions as they come
from the log, refuses to act out of turn, and plays its own turns."""

from __future__ import annotations

import io
import queue
import threading
import time
from pathlib import Path

import pytest

from tests.engine.games import ARENA
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.plain.game import PlainGame
from wolfenstein_tui.plain.io import END, Out
from wolfenstein_tui.play.joined import JoinedSession, acting_seats
from wolfenstein_tui.play.session import Session, new_header

SEATS = (("klaus", "blazkowicz"), ("anya", "max"))


class QueueLines:
    """What the line mode's player types, put in by the test as it goes."""

    def __init__(self) -> None:
        self.lines: queue.Queue[object] = queue.Queue()

    def read(self, timeout: float | None = None) -> str | object | None:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            return None


def wait_until(condition, what: str, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"still waiting for {what}")
        time.sleep(0.02)


def bobs_turn(bob: JoinedSession) -> bool:
    bob.catch_up()
    bob.take_incoming()
    return 1 in acting_seats(bob.rules, bob.state)


class Table:
    """Ann hosts at seat 1 and plays in the line mode (on a thread, her
    commands put in `typed`); Bob sits at seat 2."""

    def __init__(self, tmp_path: Path) -> None:
        loaded = load_mission(ARENA, builtin_decks())
        header = new_header(
            loaded, SEATS, seed=1, skip_nazi_phase=True, player_names=("Ann", "Bob")
        )
        started, _events = Session.start(loaded, header, tmp_path)
        self.ann = JoinedSession.host(started, [0])
        assert self.ann.invitations is not None
        bobs_code = self.ann.invitations.seats[1]
        self.bob = JoinedSession.join(self.ann.path, [1], code=bobs_code)
        self.typed = QueueLines()
        self.out = Out(io.StringIO())
        game = PlainGame(self.ann, self.typed, self.out, echo=True)
        self.status: list[int] = []
        self.player = threading.Thread(target=lambda: self.status.append(game.run()), daemon=True)

    def said(self) -> str:
        return self.out.stream.getvalue()  # type: ignore[attr-defined]

    def type(self, *lines: object) -> None:
        for line in lines:
            self.typed.lines.put(line)

    def leave(self) -> None:
        self.typed.lines.put(END)
        self.player.join(10)
        self.bob.close()


def test_a_line_mode_seat_and_another_seat_play_one_game(tmp_path: Path) -> None:
    """R-ROUND-2: the seats activate their heroes in turn; the line mode's
    player waits for Bob, hears his decisions, and plays its own."""
    table = Table(tmp_path)
    bob = table.bob
    table.player.start()
    try:
        table.type("activate klaus", "end", "yes", "activate blazkowicz", "end", "yes")
        wait_until(lambda: bobs_turn(bob), "Ann's activations")
        wait_until(lambda: "Waiting for Bob" in table.said(), "the line mode to wait")
        table.type("activate klaus", "where")  # not Ann's turn: refused, nothing written
        wait_until(lambda: table.said().count("Waiting for Bob") >= 2, "the refusal")
        for hero in ("anya", "max"):
            bob.play(StartActivation(hero))
            bob.play(EndActivation(hero))
        wait_until(
            lambda: "Bob · Max Hass: end activation" in table.said(),
            "Bob's decisions told in the line mode",
        )
    finally:
        table.leave()
    said, status = table.said(), table.status

    assert status == [0]
    assert "Ann · Klaus Kreutz: activate" in said
    assert "Waiting for Bob (Anya Oliwa and Max Hass)." in said
    assert "Bob · Anya Oliwa: activate" in said
    assert "Ann · B.J. Blazkowicz: activate" in said
    assert "where\nB.J. Blazkowicz on B1, Big Room (room)." in said
    assert "activate klaus\nWaiting for Bob (Anya Oliwa and Max Hass).\n" in said
    assert "Round 1: nazi phase." in said and "Round 0" not in said
    assert "\x1b" not in said
    heroes = [line["do"].get("hero") for line in bob.record.lines if "do" in line]
    assert heroes == ["klaus", "klaus", "blazkowicz", "blazkowicz", "anya", "anya", "max", "max"]


@pytest.mark.asyncio
async def test_a_line_mode_seat_and_an_app_seat_play_one_game(tmp_path: Path) -> None:
    """Ann plays in the line mode, Bob in the app (its joined game screen):
    each sees the other's decisions as they reach the log."""
    from textual.widgets import Static

    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

    table = Table(tmp_path)
    bob = table.bob
    app = make_app(session=bob, save_dir=tmp_path)
    try:
        async with app.run_test(size=(100, 34)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, JoinedGameScreen)
            table.player.start()
            table.type("activate klaus", "end", "yes", "2", "end", "yes")

            def seat_line() -> str:
                return str(app.screen.query_one("#seat-line", Static).render())

            for _ in range(200):
                if seat_line().startswith("Your turn."):
                    break
                await pilot.pause(0.05)
            assert seat_line().startswith("Your turn.")
            await pilot.press("3")  # Bob activates Anya: her place in the seats
            await pilot.pause()
            assert bob.state.active_hero == "anya"
            for _ in range(200):
                if "Bob · Anya Oliwa: activate" in table.said():
                    break
                await pilot.pause(0.05)
            table.type("where", END)
            for _ in range(200):
                if table.status:
                    break
                await pilot.pause(0.05)
    finally:
        table.leave()
    said, status = table.said(), table.status
    assert status == [0]
    assert "Ann · B.J. Blazkowicz: activate" in said
    assert "Bob · Anya Oliwa: activate" in said
    assert "Anya Oliwa appears on A2." in said
    assert "where\nAnya Oliwa on A2, Big Room (room)." in said
    assert "\x1b" not in said
