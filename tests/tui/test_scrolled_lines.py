"""A scrolled panel shows lines it finished before (tui/widgets/scrolled_lines.py):
a new line in a full log is the only row Textual finishes anew, and what
the panel shows is always what Textual draws anew, through new lines, a
scroll to the middle of an entry, focus, a new theme, a filter, a resize,
borders and padding on every side, and without colour."""

from __future__ import annotations

import asyncio

import pytest
from rich.segment import Segment
from rich.style import Style
from textual.app import App, ComposeResult
from textual.geometry import Region, Size
from textual.pilot import Pilot
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

from wolfenstein_tui.tui.presenters.log_entries import Category
from wolfenstein_tui.tui.widgets.message_log import MessageLog
from wolfenstein_tui.tui.widgets.scrolled_lines import ScrolledLinesKept


class _Boxed(ScrollView, ScrolledLinesKept, can_focus=True):
    """Numbered lines in a box with padding: rows above and below the text
    are borders and padding, and every line has them at its sides."""

    DEFAULT_CSS = """
    _Boxed {
        height: 12; border: round $accent; padding: 1 2; overflow-y: scroll;
        background: $surface;
        &:focus { background-tint: $foreground 10%; }
    }
    """

    def __init__(self, count: int) -> None:
        super().__init__()
        self.drawn = [Strip([Segment(f"line {n}".ljust(24), Style())], 24) for n in range(count)]
        self.virtual_size = Size(24, count)

    def render_line(self, y: int) -> Strip:
        line = self.scroll_offset.y + y
        return self.drawn[line] if line < len(self.drawn) else Strip.blank(24, Style())


class _Panels(App[None]):
    CSS = "MessageLog { height: 10; border-top: solid $primary; }"

    def compose(self) -> ComposeResult:
        yield MessageLog(id="log")
        yield _Boxed(60)


def _rows(widget: Widget) -> list[list[Segment]]:
    """Every row of a widget as it shows it now."""
    return [list(line) for line in widget.render_lines(Region(0, 0, *widget.region.size))]


def _rows_anew(widget: Widget) -> list[list[Segment]]:
    """Every row of a widget as Textual draws it with nothing kept."""
    widget.refresh()
    return [list(line) for line in Widget.render_lines(widget, Region(0, 0, *widget.region.size))]


def _screen(app: App[None]) -> list[list[Segment]]:
    return [list(strip) for strip in app.screen._compositor.render_strips()]


async def _same_as_anew(pilot: Pilot[None], step: str) -> None:
    """The panels and the screen equal what Textual draws anew."""
    app = pilot.app
    await pilot.pause()
    await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
    shown = _screen(app)
    for widget in (app.query_one(MessageLog), app.query_one(_Boxed)):
        assert _rows(widget) == _rows_anew(widget), (step, widget)
        widget._finished.clear()
        widget.refresh()
    await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
    assert _screen(app) == shown, step


@pytest.mark.asyncio
@pytest.mark.parametrize("colour", ["colour", "no colour"])
async def test_the_panels_show_what_textual_draws_anew(
    monkeypatch: pytest.MonkeyPatch, colour: str
) -> None:
    if colour == "no colour":
        monkeypatch.setenv("NO_COLOR", "1")
    app = _Panels()
    async with app.run_test(size=(60, 30)) as pilot:
        log = app.query_one(MessageLog)
        boxed = app.query_one(_Boxed)
        for n in range(30):
            log.write_line(f"entry {n}: " + "word " * (n % 15))
        await _same_as_anew(pilot, "full")
        for n in range(5):
            log.write_line(f"one more entry, {n}")
            boxed.scroll_to(y=n * 3, animate=False, immediate=True)
            await _same_as_anew(pilot, f"new line {n}")
        log.scroll_to(y=log.scroll_y - 4, animate=False, immediate=True)
        await _same_as_anew(pilot, "an entry cut at the top")
        log.focus()
        await _same_as_anew(pilot, "the log focused")
        boxed.focus()
        await _same_as_anew(pilot, "the box focused")
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await _same_as_anew(pilot, "another theme")
        log.show_only(frozenset({Category.EVENTS}), "")
        await _same_as_anew(pilot, "a filter")
        log.show_only(frozenset(Category), "")
        await pilot.resize_terminal(44, 30)
        await pilot.pause()
        await _same_as_anew(pilot, "narrower")
        log.write_line("after the resize")
        await _same_as_anew(pilot, "a new line after the resize")


@pytest.mark.asyncio
async def test_a_new_line_in_a_full_log_is_the_only_row_finished_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    finished_rows: list[int] = []
    real = Widget.render_lines

    def counted(self: Widget, crop: Region) -> list[Strip]:
        if isinstance(self, MessageLog):
            finished_rows.extend(crop.line_range)
        return real(self, crop)

    monkeypatch.setattr(Widget, "render_lines", counted)
    app = _Panels()
    async with app.run_test(size=(60, 30)) as pilot:
        log = app.query_one(MessageLog)
        log.write_line("a first entry as wide as the log, " * 3)  # the widest line
        for n in range(30):
            log.write_line(f"entry {n}")
        await pilot.pause()
        await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
        for n in range(3):
            finished_rows.clear()
            log.write_line(f"new entry {n}")
            await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
            # The border's row above the text, and the new line at the bottom.
            assert finished_rows == [0, log.region.height - 1], n
        finished_rows.clear()
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
        assert sorted(set(finished_rows)) == list(range(log.region.height))  # new colours: all
