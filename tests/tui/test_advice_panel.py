"""The game's "what would you do?" (o): the panel thinks in the background,
lists the top plans with their chance and why, draws the plan on the map,
and changes nothing in the game (its log gains a hint line, an event);
Escape cancels or closes. Hints off at set-up: o says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.tui.test_play_screen import M01, game, screen_text
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.search.advice import advice_budget, advise
from wolfenstein_tui.tui.advice.advice_panel import AdvicePanel
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.game_commands import COMMANDS
from wolfenstein_tui.tui.keys.game_help import game_help
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.help import HelpScreen


async def advice_shown(app, pilot) -> AdvicePanel:
    """o pressed on the game screen, and the panel once its plans are shown."""
    await pilot.pause()
    await pilot.press("o")
    panel = app.screen
    assert isinstance(panel, AdvicePanel)
    for _ in range(600):
        await pilot.pause(0.05)
        if panel.shown:
            break
    assert panel.shown, "no advice within the time"
    return panel


@pytest.mark.asyncio
async def test_advice_is_shown_drawn_and_plays_nothing(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(AdvicePanel, "simulations", 6)
    session = game(M01, tmp_path)
    before = digest(session.rules, session.state)
    log = session.path.read_text(encoding="utf-8")
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        panel = await advice_shown(app, pilot)
        # the plans `wolfenstein advise LOG` prints for this decision: the game's seed
        assert panel.plans == advise(
            session.rules, session.state, advice_budget(6), seed=session.record.header.seed
        )
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
    # each question a hint line (an event), no decision: the game as it was
    added = session.path.read_text(encoding="utf-8")[len(log) :].splitlines()
    assert [json.loads(line) for line in added] == [
        {"hint": "advice", "digest": before, "round": session.state.round}
    ] * 2


def test_advice_is_in_the_palette_and_the_help() -> None:
    """The palette's entry names o, and `?` says what o does."""
    (entry,) = [(name, help_text) for name, action, help_text in COMMANDS if action == "advice"]
    assert entry[0] == "What would you do?" and "(o)" in entry[1]
    assert 'o asks "what would you do?"' in game_help()


@pytest.mark.asyncio
async def test_the_palette_and_the_help_reach_the_advice(tmp_path: Path, monkeypatch) -> None:
    """Ctrl+P, "what would": the palette finds the advice and opens it; ? shows
    the help with o's paragraph."""
    monkeypatch.setattr(AdvicePanel, "simulations", 3)
    app = make_app(session=game(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"what would")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert isinstance(app.screen, AdvicePanel)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert 'o asks "what would you do?"' in app.screen.intro


@pytest.mark.asyncio
async def test_with_hints_off_o_says_so_and_writes_nothing(tmp_path: Path) -> None:
    session = game(M01, tmp_path, hints=False)
    log = session.path.read_text(encoding="utf-8")
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        said = [str(n.message) for n in app._notifications]
        assert any(message.startswith("Hints are off for this game") for message in said)
    assert session.path.read_text(encoding="utf-8") == log


@pytest.mark.asyncio
async def test_the_plans_title_wraps_whole_in_french_at_80x24(tmp_path: Path, monkeypatch) -> None:
    """The title says how to read the plans and that the player plays: at
    80 columns, in French, it wraps onto a second line, never cut."""
    from wolfenstein_tui.base import i18n

    monkeypatch.setattr(AdvicePanel, "simulations", 6)
    i18n.set_language("fr")
    app = make_app(session=game(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await advice_shown(app, pilot)
        await pilot.pause()
        text = " ".join(screen_text(app).replace("█", " ").split())
        assert "C'est vous qui jouez, pas le conseil." in text, text
