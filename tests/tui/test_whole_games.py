"""Whole games played through the app as a player would: the title screen,
the new-game wizard, moves by mouse, an event choice, an attack with dice
typed in, the nazi phase, and the end (a win and a loss); then Continue and
the replay of the saved log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.tui.test_app import step
from wolfenstein_tui.content.loading import library
from wolfenstein_tui.engine.state.commands import Attack, Search
from wolfenstein_tui.play.session import latest_save
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.summary import fold_path
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, DiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen
from wolfenstein_tui.tui.widgets.map_view import BoardView

SHORT = Path(__file__).resolve().parent / "missions" / "short.yaml"


def square_offset(screen: GameScreen, column: int, row: int) -> tuple[int, int]:
    """Where a square is drawn on the map widget, for a click (the map shows
    the part that fits, full size or compact)."""
    offset = screen.query_one("#map", BoardView).offset_of((column, row))
    assert offset is not None, "the square is in view"
    return offset


async def answer_dialogs(pilot, faces: str) -> None:
    """Answer whatever the rules ask until the game screen is back: dice with
    `faces` repeated, the first option of a choice, OK to a message, and the
    nazi phase skipped to its end."""
    app = pilot.app
    for _ in range(40):
        screen = app.screen
        if isinstance(screen, DiceDialog):
            await step(pilot, "ctrl+u", *(faces * screen.count)[: screen.count], "enter")
        elif isinstance(screen, ChoiceDialog):
            await step(pilot, "enter")
        elif isinstance(screen, MessageDialog):
            if "VICTORY" in screen.text or "DEFEAT" in screen.text:
                return
            await step(pilot, "enter")
        elif isinstance(screen, NaziPhaseScreen):
            await step(pilot, "s")
        else:
            return


async def new_game_on_the_short_mission(pilot) -> None:
    """The wizard: the short mission, normal level, no house rule, solo,
    the suggested heroes, physical dice, ties on auto, seed 7, start."""
    await step(pilot, "enter")  # New game
    await step(pilot, "enter")  # the only mission
    await step(pilot, "down", "down", "enter")  # Bring 'em on!
    await step(pilot, "enter")  # no house rule
    await step(pilot, "enter")  # solo
    await step(pilot, "enter")  # the suggested heroes
    await step(pilot, "down", "enter")  # physical dice
    await step(pilot, "enter")  # ties on auto
    await step(pilot, "7", "enter")  # seed
    await step(pilot, "enter")  # start


def number_key(screen: GameScreen, kind: type) -> str:
    index = next(
        i for i, c in enumerate(screen.commands) if isinstance(c, kind) and i not in screen.refusals
    )
    return screen.action_list.keys[index]  # the number its line shows


@pytest.fixture
def only_the_short_mission(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(library, "builtin_mission_files", lambda: [SHORT])


@pytest.mark.asyncio
async def test_a_whole_game_won_through_the_app(tmp_path: Path, only_the_short_mission) -> None:
    """R-END-2/R-END-3: the win comes the moment the last objective is met."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await new_game_on_the_short_mission(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await step(pilot, "1")  # Klaus arrives on A1, beside the event on B1
        await step(pilot, number_key(screen, Search))
        await answer_dialogs(pilot, "h")  # its first option
        state = screen.session.state
        assert state.events_completed + len(state.heroes["klaus"].escorts) == 1
        await pilot.click(
            "#map", offset=square_offset(screen, 3, 1)
        )  # to D2, 2 squares from the sentry
        await pilot.pause()
        await step(pilot, number_key(screen, Attack))
        assert isinstance(app.screen, DiceDialog)
        await answer_dialogs(pilot, "h")  # hearts: the sentry has 1 HP
        assert isinstance(app.screen, MessageDialog) and "VICTORY" in app.screen.text
        # The log's path, folded over lines that fit 80 columns.
        assert all(line in app.screen.text for line in fold_path(screen.session.path))
        assert "Enemies killed: 1   Damage dealt: 1   Damage taken: 0" in app.screen.text
        assert "Heroes lost: none" in app.screen.text and "Danger peak: " in app.screen.text
    log = latest_save(tmp_path)
    lines = [json.loads(raw) for raw in log.read_text().splitlines()]
    assert lines[0]["dice"] == "manual" and lines[0]["seed"] == 7


@pytest.mark.asyncio
async def test_a_whole_game_lost_through_the_app_then_replayed(
    tmp_path: Path, only_the_short_mission
) -> None:
    """R-END-1: the round marker passes the limit; the saved log replays."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await new_game_on_the_short_mission(pilot)
        screen = app.screen
        for _ in range(8):  # two rounds: each hero arrives and ends at once
            if screen.session.state.outcome is not None:
                break
            await step(pilot, screen.action_list.keys[0])  # the first hero left to play
            await answer_dialogs(pilot, "b")
            await step(pilot, "end", "enter")  # End activation
            await answer_dialogs(pilot, "b")  # confirm the AP lost, the nazi phase
        assert isinstance(app.screen, MessageDialog) and "DEFEAT" in app.screen.text
        await step(pilot, "enter")
        await step(pilot, "q")
    log = latest_save(tmp_path)
    from wolfenstein_tui.tui.screens.replay import ReplayScreen

    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await step(pilot, "down", "down", "down", "down", "enter")  # Replay a game log
        await step(pilot, "enter")  # the newest
        assert isinstance(app.screen, ReplayScreen)
    assert log is not None


@pytest.mark.asyncio
async def test_quit_in_the_middle_and_continue(tmp_path: Path, only_the_short_mission) -> None:
    """A killed game loses nothing but the decision being made: Continue
    resumes with the same state."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await new_game_on_the_short_mission(pilot)
        await step(pilot, "1")
        await pilot.click("#map", offset=square_offset(app.screen, 1, 1))
        await pilot.pause()
        before = app.screen.session.state
        await step(pilot, "q")
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await step(pilot, "down", "enter")  # Continue
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.session.state.heroes["klaus"].square == (1, 1)
        assert screen.session.state.heroes["klaus"].ap == before.heroes["klaus"].ap
