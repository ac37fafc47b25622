"""While a hero is to be chosen, the game screen works out ahead the
activation of the highlighted hero (R-ACT-1: a hero is chosen, then acts):
the rules' new state, its actions, its map and the hero's card. Enter then
shows exactly what it would have shown without it, and its frame does not
work any of it out again."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.collections_seen import collections_seen
from tests.tui.test_app import session_for, step
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys import foresight
from wolfenstein_tui.tui.keys.foresight import WORK_AHEAD_AFTER
from wolfenstein_tui.tui.screens import game
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.widgets.kept_drawing import KeptDrawing
from wolfenstein_tui.words.actions import menu

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"
SHOWN = ("#map", "#actions", "#hero-card", "#hero-lines", "PanelLines", "#status", "#log")
"""The panels an activation changes (the detail's, by its lines)."""


async def activate(app, foreseen: bool, downs: int, monkeypatch) -> tuple[object, int]:
    """What the panels show after Enter on the activation `downs` lines
    down the list, as the terminal gets them, and how many times Enter's
    frame listed the actions of a state, drew a line of the log, found
    the figures the map's edges name or worked out the first action's
    path and words: with the work ahead, or without."""
    listings: list[object] = []
    # The log's first line names the save's path, which differs between games.
    monkeypatch.setattr("wolfenstein_tui.tui.screens.game.shown_log", lambda path: "the log")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        if not foreseen:
            screen.foresee = lambda: None
        for _down in range(downs):
            await step(pilot, "down")
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        command = screen.commands[screen.action_list.highlighted or 0]
        assert isinstance(command, StartActivation)
        listed = menu.listed

        def counted(*args, **kwargs):
            listings.append(args[1])
            return listed(*args, **kwargs)

        log = screen.message_log
        rows = log.rows

        def drawn(*args):
            listings.append(args)
            return rows(*args)

        figures_on = game.figures_on

        def figures_found(*args):
            listings.append(args)
            return figures_on(*args)

        previewed = foresight.preview

        def detailed(*args):
            listings.append(args)
            return previewed(*args)

        monkeypatch.setattr("wolfenstein_tui.tui.widgets.action_list.listed", counted)
        monkeypatch.setattr(log, "rows", drawn)
        monkeypatch.setattr(game, "figures_on", figures_found)
        monkeypatch.setattr(foresight, "preview", detailed)
        await step(pilot, "enter")
        monkeypatch.setattr(foresight, "preview", previewed)
        monkeypatch.setattr("wolfenstein_tui.tui.widgets.action_list.listed", listed)
        assert screen.session.state.active_hero == command.hero
        shown = [
            [
                [(segment.text, segment.style) for segment in widget.render_line(y)]
                for y in range(widget.size.height)
            ]
            for widget in (screen.query_one(panel) for panel in SHOWN)
        ]
        return shown, len(listings)


@pytest.mark.asyncio
@pytest.mark.parametrize("downs", [0, 2])
async def test_enter_on_an_activation_worked_out_ahead_shows_what_it_would_have_shown(
    tmp_path: Path, monkeypatch, downs: int
) -> None:
    """The first hero of the list, and one reached with ↓ (the work ahead
    follows the highlight)."""
    ahead = make_app(session=session_for(M01, tmp_path / "ahead"))
    straight = make_app(session=session_for(M01, tmp_path / "straight"))
    shown, listed_by_enter = await activate(ahead, True, downs, monkeypatch)
    expected, listed_straight = await activate(straight, False, downs, monkeypatch)
    assert shown == expected
    assert listed_straight > 1  # the actions listed, the log's lines, the figures, the path
    assert listed_by_enter == 0  # all of it done ahead


@pytest.mark.asyncio
async def test_enter_plays_the_state_worked_out_ahead(tmp_path: Path) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        foreseen = screen.session.record.foreseen
        assert foreseen is not None and foreseen.command == StartActivation("klaus")
        await step(pilot, "enter")
        assert screen.session.state is foreseen.after


@pytest.mark.asyncio
async def test_nothing_is_worked_out_ahead_with_a_hero_active(tmp_path: Path) -> None:
    """With a hero active, x's view is worked out (test_look_ahead.py), no
    decision: the next one could be any of the hero's actions."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await step(pilot, "enter")
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        assert screen.session.record.foreseen is None


@pytest.mark.asyncio
async def test_the_young_garbage_is_collected_once_the_work_ahead_is_done(tmp_path: Path) -> None:
    """A collection of the young generations started by Python would
    otherwise fall in the next key's frame."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        with collections_seen() as collected:
            screen.work_ahead()
        assert collected and collected[-1] == 1


@pytest.mark.asyncio
async def test_nothing_is_worked_out_ahead_before_the_first_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's start waits for its first frame alone: the log is told
    after it, and the work ahead (which would tell it) comes later still."""
    seen: list[tuple[bool, bool]] = []
    work_ahead = GameScreen.work_ahead

    def recorded(screen: GameScreen) -> None:
        seen.append((screen._first_frame_drawn, screen.message_log.waiting is None))
        work_ahead(screen)

    monkeypatch.setattr(GameScreen, "work_ahead", recorded)
    # At once after the frame: a start that took longer than the delay
    # would otherwise find the work ahead before its first frame.
    monkeypatch.setattr(foresight, "WORK_AHEAD_AFTER", 0.001)
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        assert seen and all(drawn for drawn, _told in seen)
        assert all(told for _drawn, told in seen)  # the log was told first, as planned


async def drawn_by_enter(
    path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], foreseen: bool
) -> list[tuple[str, str]]:
    """What Enter's frame measured or drew of the texts the panels keep
    drawn (`KeptDrawing`): ("measured" or "drawn", the text's first line)."""
    done: list[tuple[str, str]] = []
    get_height, render_strips = KeptDrawing.get_height, KeptDrawing.render_strips

    def measured(kept: KeptDrawing, rules, width: int) -> int:
        if width not in kept._heights:
            done.append(("measured", str(kept).splitlines()[0]))
        return get_height(kept, rules, width)

    def drawn(kept: KeptDrawing, width, height, style, options):
        if (width, height, style) not in kept._strips:
            done.append(("drawn", str(kept).splitlines()[0]))
        return render_strips(kept, width, height, style, options)

    app = make_app(session=session_for(M01, path))
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        if not foreseen:
            screen.foresee = lambda: None
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        monkeypatch.setattr(KeptDrawing, "get_height", measured)
        monkeypatch.setattr(KeptDrawing, "render_strips", drawn)
        await step(pilot, "enter")
        monkeypatch.undo()
        assert screen.session.state.active_hero == "klaus"
        assert len(screen.action_list.options) > 10
    return done


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_new_list_of_actions_the_card_and_the_status_are_measured_and_drawn_ahead(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Enter's frame puts the activation's list, the hero's card and the
    status bar on screen without measuring or drawing them: each line of
    the list was measured at the width the list has once its scroll bar
    comes or goes, the lines in view drawn, the first one highlighted; the
    card and the status were broken, measured and drawn for their panels.
    Without the work ahead, the frame does all of it."""
    ahead = await drawn_by_enter(tmp_path / "ahead", monkeypatch, size, True)
    straight = await drawn_by_enter(tmp_path / "straight", monkeypatch, size, False)
    assert ahead == []
    assert ("measured", "  Move to C12 (2 AP)") in straight
    assert ("drawn", "  Move to C12 (2 AP)") in straight
    card = [text for _done, text in straight if text.startswith("▶ Klaus Kreutz")]
    assert card, straight
    status = [text for _done, text in straight if "Active: Klaus Kreutz" in text]
    assert status, straight
