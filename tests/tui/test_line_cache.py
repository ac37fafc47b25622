"""The map's widget repaints only the lines a new text changes, and what it
draws is what a plain Static draws of the same text; the map's window is
cut line by line as rich cuts the whole drawing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from wolfenstein_tui.tui.line_cache import LineCachedStatic
from wolfenstein_tui.tui.map_window import COMPACT, FULL, Window, cut_lines, split_lines


def _lines(marked_row: int | None, rows: int = 6) -> list[Text]:
    lines = []
    for row in range(rows):
        line = Text(no_wrap=True, end="")
        line.append(f"{row:>2} ", style="dim")
        marked = row == marked_row
        line.append("▓▓ " if marked else " · ", style="bold red" if marked else "")
        line.append(" · · ·", style="green")
        lines.append(line)
    return lines


def _joined(lines: list[Text]) -> Text:
    text = Text("\n", end="").join(lines)
    text.no_wrap = True
    return text


class _Both(App[None]):
    def compose(self) -> ComposeResult:
        yield LineCachedStatic(id="cached")
        yield Static(id="plain")


def _drawn(widget: Static) -> list[str]:
    return [
        "".join(f"{segment.text}|{segment.style}" for segment in widget.render_line(y))
        for y in range(widget.size.height)
    ]


@pytest.mark.asyncio
async def test_new_lines_repaint_only_the_lines_they_change() -> None:
    app = _Both()
    async with app.run_test(size=(40, 14)) as pilot:
        cached = app.query_one("#cached", LineCachedStatic)
        plain = app.query_one("#plain", Static)
        cached.show_lines(_lines(None))
        plain.update(_joined(_lines(None)))
        await pilot.pause()
        for row, changed in ((3, {3}), (1, {1, 3}), (None, {1})):
            cached._styles_cache._dirty_lines.clear()
            cached.show_lines(_lines(row))
            plain.update(_joined(_lines(row)), layout=False)
            assert cached._styles_cache._dirty_lines == changed
            await pilot.pause()
            assert cached.content == _joined(_lines(row))
            assert _drawn(cached) == _drawn(plain)


@pytest.mark.asyncio
async def test_the_same_lines_again_repaint_nothing_and_more_lines_repaint_all() -> None:
    app = _Both()
    async with app.run_test(size=(40, 14)) as pilot:
        cached = app.query_one("#cached", LineCachedStatic)
        cached.show_lines(_lines(None))
        await pilot.pause()
        cached._styles_cache._dirty_lines.clear()
        cached.show_lines(_lines(None))
        assert not cached._styles_cache._dirty_lines
        cached.show_lines(_lines(2, rows=7))
        assert cached._styles_cache._dirty_lines >= set(range(cached.size.height))
        await pilot.pause()
        # A text given whole (Static.update) is drawn whole again.
        cached.update(Text("whole"))
        await pilot.pause()
        assert cached.render_line(0).text.startswith("whole")
        assert cached.render_line(1).text.strip() == ""


def _reference_cut(drawing: Text, window: Window) -> Text:
    """The window cut with rich's own split and slices."""
    g = window.geometry
    lines = drawing.split("\n")
    x0 = g.label + window.origin[0] * g.square_width
    x1 = x0 + window.columns * g.square_width + 1
    first = g.header + window.origin[1] * g.square_height
    last = first + g.lead + window.rows * g.square_height
    parts = []
    for index in [*range(g.header), *range(first, min(last, len(lines)))]:
        part = lines[index][: g.label]
        part.append_text(lines[index][x0:x1])
        parts.append(part)
    return Text("\n").join(parts)


def _styles(text: Text) -> list[str]:
    styles = [""] * len(text.plain)
    for span in text.spans:
        for index in range(span.start, min(span.end, len(styles))):
            styles[index] = f"{styles[index]} {span.style}".strip()
    return styles


@st.composite
def _drawings(draw: st.DrawFn) -> tuple[Text, Window]:
    geometry = draw(st.sampled_from([FULL, COMPACT]))
    columns, rows = draw(st.integers(1, 8)), draw(st.integers(1, 6))
    height = geometry.height(rows)
    width = geometry.width(columns)
    text = Text()
    styles = st.sampled_from(["", "bold", "red", "reverse", "dim green"])
    for line in range(height):
        at = 0
        while at < width:
            run = draw(st.integers(1, width - at))
            text.append(draw(st.text("ab ·#", min_size=run, max_size=run)), draw(styles))
            at += run
        if line < height - 1:
            text.append("\n", draw(styles))
    shown_columns, shown_rows = draw(st.integers(1, columns)), draw(st.integers(1, rows))
    origin = (
        draw(st.integers(0, columns - shown_columns)),
        draw(st.integers(0, rows - shown_rows)),
    )
    return text, Window(geometry, origin, shown_columns, shown_rows)


@settings(max_examples=200, deadline=None)
@given(_drawings())
def test_the_window_cut_line_by_line_is_rich_s_cut(case: tuple[Text, Window]) -> None:
    drawing, window = case
    lines = split_lines(drawing)
    assert [line.plain for line in lines] == drawing.plain.split("\n")
    assert [_styles(line) for line in lines] == [_styles(line) for line in drawing.split("\n")]
    cut = Text("\n").join(cut_lines(lines, window))
    expected = _reference_cut(drawing, window)
    assert cut.plain == expected.plain
    # The same runs, not only the same styles: Textual draws each run apart.
    assert cut.spans == expected.spans
