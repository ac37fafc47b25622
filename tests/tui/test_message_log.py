"""The message log: rebuilt from the whole game log on Continue, a full
view (l) with filters and search, lines wrapped again when the width
changes, names instead of ids, dice faces as symbols."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Static

from tests.tui.settle import resized, until
from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import SHORT, to_the_nazi_phase
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.log_entries import Category
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.log_view import LogScreen
from wolfenstein_tui.tui.widgets.message_log import MessageLog


def first_round(session: Session) -> None:
    """Each hero arrives and ends its activation; the nazis play their phase."""
    rules = session.rules
    while session.state.round == 1:
        options = rules.legal_actions(session.state)
        command = next((o for o in options if isinstance(o, StartActivation)), None) or next(
            o for o in options if isinstance(o, EndActivation)
        )
        session.play(command)


def texts(log: MessageLog) -> list[str]:
    return [entry.text for entry in log.shown_entries()]


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_the_log_after_continue_holds_the_whole_game(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """A game played in one sitting, continued in another: the log holds the
    set-up, the first round and the nazi phase from before the restart."""
    first = session_for(SHORT, tmp_path)
    first_round(first)
    first.close()  # as when the app is quit: Continue takes the game's lock
    again = Session.resume(first.path)
    app = make_app(session=again)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        panel = app.screen.query_one("#log", MessageLog)
        told = texts(panel)
        assert told[0].startswith("Mission Short Patrol")
        assert "Klaus Kreutz appears on A1." in told
        assert any(
            t.startswith("Soldier 1 wakes (initiative 3: the highest go first)") for t in told
        )
        assert "Round 2 begins." in told
        assert told[-1].startswith("Game saved as you play in")
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        full = app.screen.query_one("#log-all", MessageLog)
        assert texts(full) == told
        assert len(full.lines) >= len(told)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


@pytest.mark.asyncio
async def test_filters_and_search_narrow_the_entries(tmp_path: Path) -> None:
    """h, n, d, e hide and show a category; / searches every word typed."""
    session = session_for(SHORT, tmp_path)
    app = make_app(session=session)
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_nazi_phase(pilot)
        await pilot.press("s", "s")
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LogScreen)
        log = screen.query_one("#log-all", MessageLog)
        every = len(log.shown_entries())
        assert every == len(log.entries)
        await pilot.press("h")
        await pilot.pause()
        assert Category.HEROES not in log.shown
        assert 0 < len(log.shown_entries()) < every
        assert all(e.category is not Category.HEROES for e in log.shown_entries())
        filters = screen.query_one("#log-filters", Static).content.plain
        assert "[ ] h heroes" in filters and "[x] n nazis" in filters
        await pilot.press("n", "e")
        await pilot.pause()
        dice = log.shown_entries()
        assert dice and all(e.category is Category.DICE for e in dice)
        assert any("♥heart" in line.text or "◆shield" in line.text for line in log.lines)
        await pilot.press("h", "n", "e", "slash")
        await pilot.pause()
        assert screen.query_one("#log-search", Input).has_focus
        await pilot.press(*"max hass")
        await pilot.pause()
        found = log.shown_entries()
        assert found and len(found) < every
        assert all("max hass" in e.text.lower() for e in found)
        assert "“max hass”" in screen.query_one("#log-filters", Static).content.plain
        await pilot.press("enter", "escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


@pytest.mark.asyncio
async def test_the_log_wraps_again_when_the_width_changes(tmp_path: Path) -> None:
    """The full view at 80 columns, then at 160: the same entries take fewer,
    longer lines; back at 80 they wrap as before."""
    first = session_for(SHORT, tmp_path)
    first_round(first)
    first.close()
    app = make_app(session=Session.resume(first.path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await pilot.pause()
        log = app.screen.query_one("#log-all", MessageLog)
        narrow = len(log.lines)
        assert max(line.cell_length for line in log.lines) <= 80
        await resized(pilot, 160, 50)
        assert await until(pilot, lambda: len(log.lines) < narrow)
        assert max(line.cell_length for line in log.lines) > 80
        await resized(pilot, 80, 24)
        assert await until(pilot, lambda: len(log.lines) == narrow)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_an_entry_cut_by_the_panel_s_top_edge_is_marked(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Scrolled to its end, the log panel's top line is either the start of
    an entry, or the rest of an entry whose start is scrolled away: then it
    reads "…" and the rest of that entry is dim; whole entries follow."""
    session = session_for(SHORT, tmp_path)
    first_round(session)
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        log = app.screen.query_one("#log", MessageLog)
        width = log.scrollable_content_region.width
        marked = unmarked = 0
        for number in range(40):
            # Entries of one to three lines, each starting with its number.
            log.write_line(f"E{number} " + "word " * (number % 3 * width // 5 + 2))
            await pilot.pause()
            assert log.scroll_y == log.max_scroll_y
            if not log.max_scroll_y:
                continue  # all of it in view
            top = round(log.scroll_y)
            first = log.render_line(0).text
            if top in log.entry_starts:
                assert not first.startswith("…")
                unmarked += 1
            else:
                assert first.startswith("…") and log.lines[top].text.startswith(first[1:].rstrip())
                marked += 1
                assert all(seg.style is not None and seg.style.dim for seg in log.render_line(0))
            below = next(s for s in log.entry_starts if s > top) - top
            if below < log.size.height:  # the next entry, whole and as written
                assert log.render_line(below).text.rstrip() == log.lines[top + below].text.rstrip()
        assert marked and unmarked  # both cases met
        await pilot.press("g")  # the full view: drawn again, its entries noted again
        await pilot.pause()
        full = app.screen.query_one("#log-all", MessageLog)
        assert len(full.entry_starts) == len(full.shown_entries())


@pytest.mark.asyncio
async def test_the_log_s_lines_take_its_colours_as_the_focus_comes_and_goes(
    tmp_path: Path,
) -> None:
    """The log's style is looked up once for each frame's lines: a frame
    drawn after the focus came to the log (its background tinted) or left
    it shows the colours the log has then, never those of a frame before."""
    session = session_for(SHORT, tmp_path)
    first_round(session)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        log = app.screen.query_one("#log", MessageLog)

        def backgrounds() -> set[object]:
            region = log.region.reset_offset
            lines = log.render_lines(region)
            return {seg.style.bgcolor for line in lines for seg in line if seg.style}

        unfocused = log.rich_style.bgcolor
        assert backgrounds() == {unfocused}
        log.focus()
        await pilot.pause()
        focused = log.rich_style.bgcolor
        assert focused != unfocused  # the focus tints the log
        assert backgrounds() == {focused}
        app.screen.query_one("#actions").focus()
        await pilot.pause()
        assert backgrounds() == {unfocused}


@pytest.mark.asyncio
async def test_the_newest_lines_stay_in_view_when_only_the_panel_s_height_changes(
    tmp_path: Path,
) -> None:
    """The game screen's log panel shows its newest line; the panel then
    gets shorter, its width the same (a training tip docked under it, here
    a taller status bar): the newest line is still the last one shown, not
    cut off below the panel's edge."""
    app = make_app(session=session_for(SHORT, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        log = screen.query_one("#log", MessageLog)
        for number in range(30):
            log.write_line(f"Entry {number}")
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y > 0
        width, height = log.size
        screen.query_one("#status").styles.height = 6  # the body gets 4 lines shorter
        assert await until(pilot, lambda: log.size.height < height)
        assert log.size.width == width
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y
