"""The map's widget repaints only the lines a new text changes, and what it
draws is what a plain Static draws of the same text; the map's window is
cut line by line as rich cuts the whole drawing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.content import Content
from textual.strip import Strip
from textual.visual import Visual
from textual.widgets import Static

from wolfenstein_tui.tui.map.map_window import COMPACT, FULL, Window, cut_lines, split_lines
from wolfenstein_tui.tui.widgets.line_cache import LineCachedStatic, _on_line


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


_COLOURS = ["red", "bright_green", "grey42", "#6c6c6c", "rgb(10,200,30)", "color(33)", "default"]
_ATTRIBUTES = ["bold", "dim", "reverse", "italic", "underline", "not bold", "strike"]


@st.composite
def _span_styles(draw: st.DrawFn) -> str | Style:
    """A span's style as the map gives them: a name, or a rich Style (with a
    link now and then). Clickable text is Textual's to draw (see below)."""
    words = draw(st.lists(st.sampled_from(_ATTRIBUTES), max_size=3))
    if draw(st.booleans()):
        words.append(draw(st.sampled_from(_COLOURS)))
    if draw(st.booleans()):
        words.append("on " + draw(st.sampled_from(_COLOURS)))
    name = " ".join(words)
    kind = draw(st.sampled_from(["name", "style", "link"]))
    if kind == "name":
        return name
    style = Style.parse(name)
    if kind == "link":
        style += Style(link="https://example.org/" + draw(st.sampled_from("ab")))
    return style


_ROWS = 4


@st.composite
def _styled_lines(draw: st.DrawFn) -> list[Text]:
    lines = []
    for _ in range(_ROWS):  # as many as the widget is tall, laid out once
        line = Text(end="", no_wrap=True)
        if draw(st.integers(0, 4)) == 0:
            line.style = draw(_span_styles())
        for _ in range(draw(st.integers(0, 6))):
            line.append(draw(st.text("ab ·▓#│─◂", max_size=6)), draw(_span_styles()))
        plain = len(line.plain)
        for _ in range(draw(st.integers(0, 3))):  # spans that overlap the runs
            start = draw(st.integers(0, plain))
            line.stylize(draw(_span_styles()), start, draw(st.integers(start, plain)))
        lines.append(line)
    return lines


def _textual_strip(widget: LineCachedStatic, line: Text, y: int) -> Strip:
    content = Content.from_rich_text(line, console=widget.app.console)
    strips = Visual.to_strips(widget, content, widget.size.width, 1, widget.visual_style)
    return _on_line(strips[0], y)


@pytest.mark.asyncio
@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi"])
async def test_random_styled_lines_are_drawn_segment_for_segment_as_textual_draws_them(
    theme: str,
) -> None:
    """Random runs and overlapping spans of colours (named, ANSI, hex),
    bold, dim, reverse, links and clickable text: each line drawn by the
    cache is Textual's own drawing of it (same text, rich styles and
    offsets), and, for lines that fit, a plain Static's drawing of the whole."""
    app = _Both()
    async with app.run_test(size=(30, 8)) as pilot:
        if theme == "ansi":
            app.ansi_color = True
        else:
            app.theme = theme
        cached = app.query_one("#cached", LineCachedStatic)
        cached.show_lines([Text("·")] * _ROWS)
        await pilot.pause()
        assert cached.size.height == _ROWS

        @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
        @given(_styled_lines())
        def check(lines: list[Text]) -> None:
            cached.show_lines(lines)
            for y, line in enumerate(lines):
                drawn = cached.render_line(y)
                expected = _textual_strip(cached, line, y)
                assert list(drawn) == list(expected), f"line {y}"
                assert [s.style.meta.get("offset") for s in drawn if s.style] == [
                    s.style.meta.get("offset") for s in expected if s.style
                ]
            # (An empty line drawn alone is Textual's empty strip, where the
            # whole text's drawing pads it, and a line's own style is not
            # kept by the lines put together: the map has neither.)
            if all(0 < line.cell_len <= cached.size.width and not line.style for line in lines):
                for y in range(len(lines)):
                    cached._dirty_regions.add(cached.region)
                    assert cached.render_line(y) == Static.render_line(cached, y), f"line {y}"

        check()


@pytest.mark.asyncio
async def test_what_the_quick_drawing_does_not_cover_is_drawn_by_textual() -> None:
    """Clickable text (restyled as a link), a line wider than the widget
    (wrapped), tabs and a line's style given by name go Textual's way."""
    app = _Both()
    async with app.run_test(size=(30, 8)) as pilot:
        cached = app.query_one("#cached", LineCachedStatic)
        cached.show_lines([Text("·")] * _ROWS)
        await pilot.pause()
        width, style = cached.size.width, cached.visual_style
        clickable = Text("go", style=Style.from_meta({"@click": "app.bell"}))
        wide = Text("x" * (width + 1))
        tabbed = Text("a\tb")
        named = Text("dim line", style="dim")
        for line in (clickable, wide, tabbed, named):
            assert cached._fast_strip(line, 0, width, style) is None, line
        assert cached._fast_strip(Text("plain"), 0, width, style) is not None
        cached.show_lines([clickable, tabbed, named, Text("plain", "bold")])
        for y, line in enumerate(cached._lines or []):
            assert cached.render_line(y) == _textual_strip(cached, line, y)
