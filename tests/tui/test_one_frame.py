"""After an action the screen is drawn once: the log is scrolled to its new
lines at once (not after the next frame), and the scroll bars of the log and
of the action list follow their length as it changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import ROOT
from tests.tui.compositor_calls import calls_to
from tests.tui.settle import resized, until
from tests.tui.test_app import session_for
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.widgets.action_list import ActionList
from wolfenstein_tui.tui.widgets.message_log import MessageLog

STARTER = ROOT / "missions" / "m01-radio-silence.yaml"


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_new_log_lines_are_in_view_before_the_next_frame(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        log = app.screen.query_one("#log", MessageLog)
        for number in range(40):
            log.write_line(f"line {number}")
            # No frame drawn since: the newest line is already in view.
            assert log.max_scroll_y > 0 or number < log.size.height
            assert log.scroll_y == log.max_scroll_y
            _scroll_bar_follows(log)  # and its scroll bar says so
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y


def _scroll_bar_follows(widget: ActionList | MessageLog) -> None:
    if not widget.show_vertical_scrollbar:
        return
    bar = widget.vertical_scrollbar
    assert bar.window_virtual_size == widget.virtual_size.height
    assert bar.window_size == widget.container_size.height - widget.scrollbar_size_horizontal


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_the_action_list_s_scroll_bar_follows_its_length(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        actions = app.screen.query_one("#actions", ActionList)
        lengths = {len(actions.commands)}
        _scroll_bar_follows(actions)
        # Klaus arrives (a longer list), moves, moves back by undo, ends.
        for keys in (["enter"], ["home", "down", "down", "enter"], ["u"], ["home", "enter"]):
            await pilot.press(*keys)
            await pilot.pause()
            await pilot.pause()
            lengths.add(len(actions.commands))
            _scroll_bar_follows(actions)
        assert len(lengths) > 1  # the list's length did change
        await resized(pilot, size[0], size[1] + 6)
        _scroll_bar_follows(actions)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "size", [(80, 24), (100, 30), (160, 50)], ids=["80x24", "100x30", "160x50"]
)
async def test_a_move_is_drawn_in_one_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Enter on a move: the map, the panels, the list and the log in one
    frame, with no second frame for the detail panel's text whose height
    changed (SizedInOneFrame in tui/widgets/repaint.py)."""
    frames = calls_to(monkeypatch, "render_update")
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Klaus arrives
        await pilot.pause(0.3)
        for _ in range(2):
            await pilot.press("home")  # to "Move to C12"
            await pilot.pause(0.3)
            frames.clear()
            await pilot.press("enter")
            await pilot.pause(0.3)
            assert app.screen.session.state.heroes["klaus"].square == (2, 11)  # C12
            assert len(frames) == 1
            await pilot.press("u")
            await pilot.pause(0.3)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_the_map_cursor_opens_and_closes_without_a_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """x and Escape change what the detail panel tells (the square's card,
    then the action's), a text of another height: the panel shows it in
    the room it has, and the screen is not laid out again."""
    layouts = calls_to(monkeypatch, "reflow")
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")  # Klaus arrives
        await pilot.pause(0.3)
        await pilot.press("x", "escape")  # the scroll bars' first styling
        await pilot.pause(0.3)
        detail = app.screen.query_one("#detail")
        for key in ("x", "escape"):
            told = detail.content
            layouts.clear()
            await pilot.press(key)
            await pilot.pause(0.3)
            assert detail.content != told
            assert layouts == []


@pytest.mark.asyncio
async def test_the_panels_under_the_hero_card_stay_put_when_a_hero_activates(
    tmp_path: Path,
) -> None:
    """Klaus's card before his arrival needs a line more ("not arrived"
    wraps at 80 columns) than once he stands on A12: the card keeps its
    height, so the heroes' lines and the log do not move (and the log's
    scroll bar is not laid out again in a second frame)."""
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        card, log = screen.query_one("#hero-card"), screen.query_one("#log", MessageLog)
        before = (card.region, log.region)
        await pilot.press("enter")  # Activate Klaus
        await pilot.pause()
        assert screen.session.state.active_hero == "klaus"
        assert (card.region, log.region) == before
        narrow = card.region.width
        await pilot.resize_terminal(120, 40)
        assert await until(pilot, lambda: card.region.width != narrow)

        # A new width measures the card again: no line held for nothing.
        def measured() -> bool:
            needed = card.get_content_height(
                card.container_size, app.size, card.content_region.width
            )
            return card.region.height == needed

        assert await until(pilot, measured)
