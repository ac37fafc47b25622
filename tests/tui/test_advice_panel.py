"""The game's "what would you do?" (w): the panel thinks in the background,
lists the top plans with their chance and why, draws the plan on the map,
and changes nothing in the game or its log; Escape cancels or closes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_play_screen import M01, game, screen_text
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.tui.advice.advice_panel import AdvicePanel
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.game_commands import COMMANDS
from wolfenstein_tui.tui.keys.game_help import game_help
from wolfenstein_tui.tui.screens.game import GameScreen


@pytest.mark.asyncio
async def test_advice_is_shown_drawn_and_plays_nothing(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(AdvicePanel, "simulations", 6)
    session = game(M01, tmp_path)
    before = digest(session.rules, session.state)
    log = session.path.read_text(encoding="utf-8")
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        panel = app.screen
        assert isinstance(panel, AdvicePanel)
        for _ in range(600):
            await pilot.pause(0.05)
            if panel.shown:
                break
        assert panel.shown, "no advice within the time"
        text = screen_text(app)
        assert "1. " in text and "% to win the mission" in text
        game_screen = app.screen_stack[-2]
        assert isinstance(game_screen, GameScreen)
        assert game_screen.overlay.path  # the first plan's path on the map
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert not game_screen.overlay.path
        await pilot.press("o")
        await pilot.press("escape")  # cancelled while thinking
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    assert digest(session.rules, session.state) == before
    assert session.path.read_text(encoding="utf-8") == log  # no decision, no line


def test_advice_is_in_the_palette_and_the_help() -> None:
    assert any(action == "advice" for _, action, _ in COMMANDS)
    assert "o asks" in game_help()
