"""A panel whose text changes but not its size keeps the screen's layout:
Activate's frame lays nothing out (the card, the status bar, the list of
actions and the log keep their sizes, tui/widgets/kept_drawing.py and
message_log.py), and what it shows is what a layout would have shown. A
text of another height has the screen laid out as before."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from rich.text import Text
from textual.app import App, ComposeResult

from tests.engine.games import ROOT
from tests.tui.compositor_calls import calls_to
from tests.tui.screen_text import screen_lines
from tests.tui.test_app import session_for, step
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.foresight import WORK_AHEAD_AFTER
from wolfenstein_tui.tui.widgets.kept_drawing import KeptStatic

STARTER = ROOT / "missions" / "m01-radio-silence.yaml"
LONG = "a line more than twice as long as the panel is wide wraps: it takes three of its lines"


async def laid_out_again(pilot) -> list[str]:
    """The screen's lines once the whole screen is laid out anew."""
    pilot.app.screen.refresh(layout=True)
    await asyncio.wait_for(pilot.app.screen.wait_for_refresh(), timeout=10)
    await pilot.pause()
    return screen_lines(pilot.app)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_activate_lays_nothing_out_and_shows_what_a_layout_would(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Klaus activated (R-ACT-1): a new card, status, list and log lines,
    all in the room their panels had. At 160×50 the log is not full yet:
    its new lines are drawn where nothing was."""
    layouts = calls_to(monkeypatch, "reflow")
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        before = screen_lines(app)
        layouts.clear()
        await step(pilot, "enter")
        assert app.screen.session.state.active_hero == "klaus"
        assert layouts == []
        shown = screen_lines(app)
        assert shown != before
        assert any("Klaus Kreutz activates" in line for line in shown)
        assert await laid_out_again(pilot) == shown
        assert layouts  # the layout did happen, and changed nothing


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_the_next_hero_to_activate_is_shown_without_a_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """↓ in the list of heroes to activate: B.J.'s card, and Klaus's line
    among the other heroes', in the room the panels had."""
    layouts = calls_to(monkeypatch, "reflow")
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        layouts.clear()
        await step(pilot, "down")
        assert layouts == []
        shown = screen_lines(app)
        assert any("B.J. Blazkowicz [BJ]" in line for line in shown)
        assert any("Kl Klaus" in line for line in shown)
        assert await laid_out_again(pilot) == shown


class _Panel(App[None]):
    """One kept panel, its height its text's."""

    def compose(self) -> ComposeResult:
        yield KeptStatic(id="panel")


@pytest.mark.asyncio
async def test_a_kept_panel_is_laid_out_again_only_when_its_height_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    layouts = calls_to(monkeypatch, "reflow")
    app = _Panel()
    async with app.run_test(size=(40, 10)) as pilot:
        panel = app.query_one(KeptStatic)
        for text, lines, laid_out in [
            ("one line", 1, True),  # the first text: laid out
            ("another line", 1, False),
            ("two\nlines", 2, True),
            ("three\nshort\nlines", 3, True),
            (LONG, 3, False),
            ("one again", 1, True),
        ]:
            layouts.clear()
            panel.show_kept(Text(text))
            await pilot.pause()
            assert bool(layouts) == laid_out, text
            assert panel.size.height == lines, text
            shown = screen_lines(app)
            assert " ".join(line.strip() for line in shown[:lines]) == " ".join(text.split()), text
            assert await laid_out_again(pilot) == shown


@pytest.mark.asyncio
async def test_a_panel_held_at_a_height_keeps_it_without_a_layout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hero card's way (HeroCard.hold_height): a minimum height held,
    any text no taller than it shown in the same room."""
    layouts = calls_to(monkeypatch, "reflow")
    app = _Panel()
    async with app.run_test(size=(40, 10)) as pilot:
        panel = app.query_one(KeptStatic)
        panel.styles.min_height = 3
        panel.show_kept(Text("one"))
        await laid_out_again(pilot)
        for text, laid_out in [("two\nlines", False), ("a\nb\nc", False), ("a\nb\nc\nd", True)]:
            layouts.clear()
            panel.show_kept(Text(text))
            await pilot.pause()
            assert bool(layouts) == laid_out, text
            assert panel.size.height == max(3, text.count("\n") + 1), text
