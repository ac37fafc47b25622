"""The status bar and the words around a game: the status line breaks
between its parts at 80 columns, never inside one ("Noise: Storeroom"
whole); an objective of several steps shows how far it has come ("Complete
two events (1/2)"); q says where the game is kept and how to carry it on."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text

from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import M01
from wolfenstein_tui.play.save_folder import default_save_dir
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.dashboards import objectives_text
from wolfenstein_tui.tui.presenters.players import come_back_words
from wolfenstein_tui.tui.widgets.status_bar import fitted

M02 = M01.parent / "m02-night-shift.yaml"
LINE = (
    "Bot Patrol  Round 1/4  Active: Klaus Kreutz  Danger 0/6  Alarms 0  "
    "Noise: Storeroom, Lower Hall"
)


def test_the_status_line_breaks_between_its_parts() -> None:
    lines = fitted(Text(LINE), 80).plain.split("\n")
    assert lines == [
        "Bot Patrol  Round 1/4  Active: Klaus Kreutz  Danger 0/6  Alarms 0",
        "Noise: Storeroom, Lower Hall",
    ]
    assert fitted(Text(LINE), 200).plain == LINE
    assert all(len(line) <= 40 for line in fitted(Text(LINE), 40).plain.split("\n"))


def test_r_end_1_an_objective_of_several_events_shows_its_progress(tmp_path: Path) -> None:
    """R-END-1: mission 2's two events to complete say 0/2, then 1/2."""
    session = session_for(M02, tmp_path)
    shown = objectives_text(session.rules, session.state).plain
    (events,) = [line for line in shown.splitlines() if "(0/2)" in line]
    session.state.events_completed = 1
    assert events.replace("(0/2)", "(1/2)") in objectives_text(session.rules, session.state).plain


def test_q_says_how_to_come_back() -> None:
    usual = default_save_dir() / "game.jsonl"
    assert come_back_words(usual).endswith("To carry on: wolfenstein continue")
    elsewhere = Path("/tmp/my saves/game.jsonl")
    assert come_back_words(elsewhere).endswith(
        "To carry on: wolfenstein --save-dir '/tmp/my saves' continue"
    )


@pytest.mark.asyncio
async def test_q_mid_game_leaves_with_those_words(tmp_path: Path, monkeypatch) -> None:
    session = session_for(M01, tmp_path)
    app = make_app(session=session)
    said: list[object] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        original = app.exit
        monkeypatch.setattr(
            app, "exit", lambda *a, **k: (said.append(k.get("message")), original())
        )
        await pilot.press("q")
        await pilot.pause()
    assert said == [come_back_words(session.path)]


@pytest.mark.asyncio
async def test_the_nazi_recap_takes_the_whole_width_at_120x40(tmp_path: Path) -> None:
    """At 120×40 the phase is shown beside the heroes' lines; its recap
    (which names every hero's losses itself) takes the whole width."""
    from tests.tui.test_nazi_phase import to_the_nazi_phase

    app = make_app(session=session_for(M01, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_the_nazi_phase(pilot)
        await pilot.press("s")
        await pilot.pause()
        assert screen.recap is not None
        assert screen.query_one("#phase-recap").size.width >= 110
