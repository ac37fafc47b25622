"""A scroll bar is repainted only when its drawing changes
(tui/widgets/scroll_bars.py): while the content fits, a new line leaves the
bar's empty track alone; once the content overflows, the thumb follows. What
the screen shows is always what a bar drawn anew shows, and the bar knows
the sizes Textual's own update would have given it."""

from __future__ import annotations

import asyncio
import inspect

import pytest
from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar
from textual.strip import Strip
from textual.widget import Widget

from wolfenstein_tui.tui.widgets.scroll_bars import ScrollBarsOnce

HEIGHT = 10


class _Lines(ScrollView, ScrollBarsOnce):
    """Lines told one by one, as the log is told its entries."""

    DEFAULT_CSS = f"_Lines {{ height: {HEIGHT}; overflow-y: scroll; }}"
    watch_scroll_y = ScrollBarsOnce.watch_scroll_y

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def grow_to(self, count: int) -> None:
        self.count = count
        self.set_content_size(Size(20, count))
        self.scroll_bars_now()
        self.scroll_end(animate=False, immediate=True)
        self.refresh()

    def render_line(self, y: int) -> Strip:
        number = self.scroll_offset.y + y
        text = f"line {number}" if number < self.count else ""
        return Strip([Segment(text.ljust(20))], 20)


class _Shown(App[None]):
    def compose(self) -> ComposeResult:
        yield _Lines()


def _screen(app: App[None]) -> list[list[Segment]]:
    """The screen, each cell's text and style."""
    return [list(strip) for strip in app.screen._compositor.render_strips()]


async def _drawn_anew(app: App[None]) -> list[list[Segment]]:
    lines = app.screen.query_one(_Lines)
    lines.vertical_scrollbar.refresh()
    app.screen.refresh(layout=True)
    await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
    return _screen(app)


@pytest.mark.asyncio
async def test_the_bar_is_repainted_when_its_drawing_changes_and_only_then(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    painted: list[ScrollBar] = []
    rows_painted: list[int | None] = []
    real = ScrollBar.render
    real_refresh = ScrollBar.refresh

    def counted(self: ScrollBar) -> object:
        painted.append(self)
        return real(self)

    def told(self: ScrollBar, *regions: Region, **options: bool) -> object:
        rows_painted.extend([region.y for region in regions] or [None])
        return real_refresh(self, *regions, **options)

    monkeypatch.setattr(ScrollBar, "render", counted)
    monkeypatch.setattr(ScrollBar, "refresh", told)
    app = _Shown()
    async with app.run_test(size=(40, 20)) as pilot:
        lines = app.screen.query_one(_Lines)
        await pilot.pause()
        bar = lines.vertical_scrollbar
        # (lines told, whether the bar's drawing changes, whether only some
        # of its rows do): an empty track up to 10 lines, then a thumb that
        # shrinks and moves down as lines come, then an empty track again.
        for count, changes, some_rows in [
            (3, False, False),
            (6, False, False),
            (10, False, False),
            (11, True, False),
            (12, True, False),
            (40, True, False),
            (41, True, True),
            (42, True, True),
            (60, True, False),
            (61, True, True),
            (4, True, False),
            (5, False, False),
        ]:
            painted.clear()
            rows_painted.clear()
            lines.grow_to(count)
            await pilot.pause()
            assert (bar in painted) == changes, count
            if some_rows:
                assert None not in rows_painted and 0 < len(set(rows_painted)) < HEIGHT, count
            assert bar.window_virtual_size == count
            assert bar.window_size == HEIGHT
            shown = _screen(app)
            assert await _drawn_anew(app) == shown, count


def test_textual_s_updates_of_the_bars_are_still_those_scroll_bars_once_does() -> None:
    """ScrollBarsOnce does in their place what Textual's ScrollView.watch_scroll_y
    and Widget._scroll_update do (with the vertical bar moved by `move_bar`):
    a Textual whose own differ is taken in only once they are read again."""
    watch = inspect.getsource(ScrollView.watch_scroll_y)
    assert "self.vertical_scrollbar.position = new_value" in watch
    assert "self.refresh(self.size.region)" in watch
    update = inspect.getsource(Widget._scroll_update)
    for statement in (
        "self._refresh_scrollbars()",
        "self.vertical_scrollbar.window_virtual_size = virtual_size.height",
        "self.horizontal_scrollbar.window_virtual_size = virtual_size.width",
        "self.scroll_y = self.validate_scroll_y(self.scroll_y)",
    ):
        assert statement in update
    assert len(watch.splitlines()) == 5 and len(update.splitlines()) == 22
