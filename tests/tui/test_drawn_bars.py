"""Scroll bars drawn as Textual's own Visual (tui/widgets/scroll_bars.py,
`DrawnBar`) draw the rows Textual draws through Rich's console, segment for
segment, for any sizes, position, thickness and colours (a horizontal bar
is drawn through the console); the apps draw every bar that way."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.color import Color
from rich.style import Style
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.style import Style as VisualStyle
from textual.visual import RenderOptions, RichVisual, visualize
from textual.widgets import Static

from tests.tui.test_app import session_for
from tests.tui.test_foresight import M01
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.widgets.scroll_bars import DrawnBar

COLOURS = st.sampled_from([None, Color.parse("#102030"), Color.parse("red"), Color.default()])


@st.composite
def _bars(draw: st.DrawFn) -> dict[str, object]:
    virtual = draw(st.integers(0, 300))
    window = draw(st.integers(0, 300))
    return {
        "virtual_size": virtual,
        # As ScrollBar gives them: no thumb (0) when the window shows everything.
        "window_size": window if window < virtual else 0,
        "position": draw(st.integers(0, 2400)) / 8,
        "thickness": draw(st.integers(1, 3)),
        "vertical": draw(st.booleans()),
        "style": Style(
            color=draw(COLOURS), bgcolor=draw(COLOURS), meta=draw(st.sampled_from([None, {"k": 1}]))
        ),
    }


class _Shown(App[None]):
    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static("\n".join(f"line {n}" for n in range(100)))


@pytest.mark.asyncio
async def test_a_drawn_bar_draws_what_textual_draws_through_rich() -> None:
    app = _Shown()
    async with app.run_test(size=(40, 20)):
        widget = app.query_one(VerticalScroll).vertical_scrollbar  # what a bar is drawn for

        @settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
        @given(
            bar=_bars(),
            width=st.integers(1, 6),
            height=st.integers(0, 60),
            base=st.sampled_from(
                [
                    VisualStyle(),
                    VisualStyle(background=None, bold=True),
                    VisualStyle.parse("red on blue"),
                ]
            ),
        )
        def same(bar: dict[str, object], width: int, height: int, base: VisualStyle) -> None:
            options = RenderOptions(widget._get_style, widget.styles)
            drawn = visualize(widget, DrawnBar(**bar))  # type: ignore[arg-type]
            assert isinstance(drawn, RichVisual) != bar["vertical"]
            through_rich = RichVisual(widget, ScrollBarRender(**bar))  # type: ignore[arg-type]
            ours = drawn.render_strips(width, height, base, options)
            textual_s = through_rich.render_strips(width, height, base, options)
            assert [list(strip) for strip in ours] == [list(strip) for strip in textual_s]
            if bar["vertical"]:
                assert drawn.render_strips(0, height, base, options) == []

        same()


@pytest.mark.asyncio
async def test_the_game_draws_its_bars_as_drawn_bars(tmp_path: Path) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert ScrollBar.renderer is DrawnBar
        log = app.screen.query_one("#log")
        for n in range(40):
            log.write_line(f"line {n}")  # type: ignore[attr-defined]
        await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
        bar = log.vertical_scrollbar
        assert isinstance(bar.render(), DrawnBar)
