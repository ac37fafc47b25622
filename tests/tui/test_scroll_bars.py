"""A scroll bar is repainted only when its drawing changes
(tui/widgets/scroll_bars.py): while the content fits, a new line leaves the
bar's empty track alone; once the content overflows, the thumb follows. What
the screen shows is always what a bar drawn anew shows, and the bar knows
the sizes Textual's own update would have given it."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar
from textual.strip import Strip

from wolfenstein_tui.tui.widgets.scroll_bars import ScrollBarsOnce, drawn_alike

HEIGHT = 10


class _Lines(ScrollView, ScrollBarsOnce):
    """Lines told one by one, as the log is told its entries."""

    DEFAULT_CSS = f"_Lines {{ height: {HEIGHT}; overflow-y: scroll; }}"

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
    real = ScrollBar.render

    def counted(self: ScrollBar) -> object:
        painted.append(self)
        return real(self)

    monkeypatch.setattr(ScrollBar, "render", counted)
    app = _Shown()
    async with app.run_test(size=(40, 20)) as pilot:
        lines = app.screen.query_one(_Lines)
        await pilot.pause()
        bar = lines.vertical_scrollbar
        # (lines told, whether the bar's drawing changes): an empty track up
        # to 10 lines, then a thumb that shrinks, then an empty track again.
        for count, changes in [
            (3, False),
            (6, False),
            (10, False),
            (11, True),
            (12, True),
            (40, True),
            (4, True),
            (5, False),
        ]:
            painted.clear()
            lines.grow_to(count)
            await pilot.pause()
            assert (bar in painted) == changes, count
            assert bar.window_virtual_size == count
            assert bar.window_size == HEIGHT
            shown = _screen(app)
            assert await _drawn_anew(app) == shown, count


@given(
    before=st.tuples(st.integers(1, 60), st.integers(1, 30)),
    after=st.tuples(st.integers(1, 60), st.integers(1, 30)),
)
def test_sizes_drawn_alike_draw_the_same_bar(
    before: tuple[int, int], after: tuple[int, int]
) -> None:
    """Textual's own drawing of a bar (ScrollBarRender) is the same for two
    sizes `drawn_alike` calls alike: an empty track when the content fits,
    the thumb of the rounded sizes otherwise."""
    bar = ScrollBar()
    bar.set_reactive(ScrollBar.window_virtual_size, before[0])
    bar.set_reactive(ScrollBar.window_size, before[1])
    if not drawn_alike(bar, *after):
        return

    def drawn(virtual: int, window: int) -> list[Segment]:
        shown = window if window < virtual else 0  # Textual's rule: a fitting content, no thumb
        bar_drawn = ScrollBar.renderer.render_bar(size=20, virtual_size=virtual, window_size=shown)
        return list(bar_drawn.segments)

    assert drawn(*before) == drawn(*after)
