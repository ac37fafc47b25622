"""The replay viewer's o: what would a good player have done at this step?
The game's own advice, on the step's state, drawn on the replay's map; the
log is not written; a game set up without hints gives none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.tui.test_advice_panel import advice_shown
from tests.tui.test_replay_viewer import scripted_game, write
from wolfenstein_tui.engine.players.search.advice import advice_budget, advise
from wolfenstein_tui.tui.advice.advice_panel import AdvicePanel
from wolfenstein_tui.tui.replay_app import make_replay_app
from wolfenstein_tui.tui.screens.replay import ReplayScreen


@pytest.mark.asyncio
async def test_advice_at_a_step_of_the_replay(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(AdvicePanel, "simulations", 6)
    record, _states = scripted_game()
    path = write(tmp_path / "game.jsonl", record)
    before = path.read_bytes()
    app = make_replay_app(path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen)
        await pilot.press("right", "right")  # Klaus has just arrived: his decision
        step_state = viewer.current.state
        assert step_state.active_hero is not None
        panel = await advice_shown(app, pilot)
        # the plans `wolfenstein advise` gives for this state, on the game's seed
        assert panel.plans == advise(
            record.rules, step_state, advice_budget(6), seed=record.header.seed
        )
        assert viewer.advice_overlay() is not None  # the first plan drawn on the map
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is viewer and viewer.advice_overlay() is None
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.press("right")  # another step: the plan drawn is no longer shown
        assert viewer.advice_overlay() is None
    assert path.read_bytes() == before  # a replay writes nothing


@pytest.mark.asyncio
async def test_a_game_without_hints_gives_no_advice_in_its_replay(tmp_path: Path) -> None:
    record, _states = scripted_game()
    path = write(tmp_path / "game.jsonl", record)
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    header["hints"] = False
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    app = make_replay_app(path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await pilot.press("right", "right", "o")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        said = [str(notice.message) for notice in app._notifications]
        assert any(text.startswith("Hints are off for this game") for text in said)
