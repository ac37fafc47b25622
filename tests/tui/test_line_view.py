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
from textual.widget import Widget
from textual.widgets import Static

from wolfenstein_tui.tui.map.map_window import COMPACT, FULL, Window, cut_lines, split_lines
from wolfenstein_tui.tui.widgets.line_view import LineView


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
    CSS = "LineView, Static { height: 8; }"

    def compose(self) -> ComposeResult:
        yield LineView(id="lines")
        yield Static(id="plain")


def _drawn(widget: Widget) -> list[str]:
    return [
        "".join(f"{segment.text}|{segment.style}" for segment in widget.render_line(y))
        for y in range(widget.size.height)
    ]


def _repainted(view: LineView, lines: list[Text]) -> set[int]:
    """The lines `show_lines` asks Textual to repaint (the regions it refreshes)."""
    asked: list[int] = []
    refresh = view.refresh

    def noted(*regions: object, **options: object) -> object:
        asked.extend(y for region in regions for y in region.line_range)  # type: ignore[attr-defined]
        if not regions:
            asked.extend(range(view.size.height))
        return refresh(*regions, **options)  # type: ignore[arg-type]

    view.refresh = noted  # type: ignore[method-assign]
    try:
        view.show_lines(lines)
    finally:
        del view.refresh
    return set(asked)


@pytest.mark.asyncio
async def test_new_lines_repaint_only_the_lines_they_change() -> None:
    app = _Both()
    async with app.run_test(size=(40, 18)) as pilot:
        view = app.query_one("#lines", LineView)
        plain = app.query_one("#plain", Static)
        view.show_lines(_lines(None))
        plain.update(_joined(_lines(None)))
        await pilot.pause()
        assert _drawn(view) == _drawn(plain)
        for row, changed in ((3, {3}), (1, {1, 3}), (None, {1})):
            assert _repainted(view, _lines(row)) == changed
            plain.update(_joined(_lines(row)), layout=False)
            await pilot.pause()
            assert view.text == _joined(_lines(row))
            assert _drawn(view) == _drawn(plain)


@pytest.mark.asyncio
async def test_the_same_lines_again_repaint_nothing_and_more_lines_repaint_all() -> None:
    app = _Both()
    async with app.run_test(size=(40, 18)) as pilot:
        view = app.query_one("#lines", LineView)
        view.show_lines(_lines(None))
        await pilot.pause()
        assert _repainted(view, _lines(None)) == set()
        assert _repainted(view, _lines(2, rows=7)) == set(range(view.size.height))
        await pilot.pause()
        assert view.render_line(6).text.startswith(" 6")
        assert view.render_line(7).text.strip() == ""  # below the lines: blank


@pytest.mark.asyncio
async def test_a_line_is_drawn_once_then_kept_until_it_changes() -> None:
    app = _Both()
    async with app.run_test(size=(40, 18)) as pilot:
        view = app.query_one("#lines", LineView)
        view.show_lines(_lines(None))
        await pilot.pause()
        first = view.render_line(2)
        assert view.render_line(2) is first
        view.show_lines(_lines(2))
        assert view.render_line(2) is not first
        assert view.render_line(2).text != first.text


@pytest.mark.asyncio
async def test_selected_text_is_the_lines_plain_text() -> None:
    """A selection with the mouse spans lines: the lines are drawn together,
    with Textual's highlight, and the text copied is theirs."""
    app = _Both()
    async with app.run_test(size=(40, 18)) as pilot:
        view = app.query_one("#lines", LineView)
        view.show_lines(_lines(None))
        await pilot.pause()
        view.text_select_all()
        await pilot.pause()
        assert view.text_selection is not None
        selected = view.get_selection(view.text_selection)
        assert selected is not None
        assert selected[0] == _joined(_lines(None)).plain
        assert view.render_line(1).text == _lines(None)[1].plain
        # Each character says where it is: line 1's first is at (0, 1).
        first = next(iter(view.render_line(1)))
        assert first.style is not None and first.style.meta.get("offset") == (0, 1)


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


def _use_theme(app: App[None], theme: str) -> None:
    """One of Textual's themes, or ("ansi") the terminal's own colours."""
    if theme == "ansi":
        app.ansi_color = True
    else:
        app.theme = theme


def _assert_drawn_alike(drawn: Strip, expected: Strip, y: int) -> None:
    """The same segments (text and rich styles) and the same offsets, which
    the mouse reads."""
    assert list(drawn) == list(expected), f"line {y}"
    assert [s.style.meta.get("offset") for s in drawn if s.style] == [
        s.style.meta.get("offset") for s in expected if s.style
    ]


@pytest.mark.asyncio
@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi"])
async def test_random_styled_lines_are_drawn_as_a_static_draws_them(theme: str) -> None:
    """Random runs and overlapping spans of colours (named, ANSI, hex),
    bold, dim, reverse, links and clickable text: for lines that fit, each
    line drawn alone is a plain Static's drawing of the whole text, segment
    for segment (text, rich styles, and the offsets the mouse reads)."""
    app = _Both()
    async with app.run_test(size=(30, 18)) as pilot:
        _use_theme(app, theme)
        view = app.query_one("#lines", LineView)
        plain = app.query_one("#plain", Static)
        view.show_lines([Text("·")] * _ROWS)
        await pilot.pause()

        @settings(suppress_health_check=[HealthCheck.too_slow])
        @given(_styled_lines())
        def check(lines: list[Text]) -> None:
            # (An empty line drawn alone is Textual's empty strip, where the
            # whole text's drawing pads it, and a line's own style is not
            # kept by the lines put together: the map has neither.)
            if not all(0 < line.cell_len <= view.size.width and not line.style for line in lines):
                return
            view.show_lines(lines)
            plain.update(_joined(lines), layout=False)
            for y in range(len(lines)):
                _assert_drawn_alike(view.render_line(y), plain.render_line(y), y)

        check()


def _textual_line(view: LineView, line: Text, y: int) -> Strip:
    """Line `y` as Textual draws it alone: its Content through `Visual.to_strips`."""
    width, style = view.size.width, view.visual_style
    content = Content.from_rich_text(line, console=view.app.console)
    strips = Visual.to_strips(view, content, width, 1, style)
    return strips[0].apply_offsets(0, y) if strips else Strip.blank(width, style.rich_style)


@pytest.mark.asyncio
@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi"])
async def test_the_quick_drawing_of_a_line_is_textual_s_drawing_of_it(theme: str) -> None:
    """Lines drawn the quick way (each span's style turned once, the runs
    styled as Textual's line formatting does) are Textual's own drawing of
    the line alone, segment for segment and offset for offset, empty lines
    and a line's own style included; the lines it leaves to Textual are
    those with a style named on the whole line, clickable text, or more
    than the width."""
    app = _Both()
    async with app.run_test(size=(30, 18)) as pilot:
        _use_theme(app, theme)
        view = app.query_one("#lines", LineView)
        view.show_lines([Text("·")] * _ROWS)
        await pilot.pause()
        quick = []

        @settings(suppress_health_check=[HealthCheck.too_slow])
        @given(_styled_lines())
        def check(lines: list[Text]) -> None:
            convert = view._converter(app.ansi_theme, app.console)
            for y, line in enumerate(lines):
                drawn = view._quick_strip(line, y, view.size.width, view.visual_style, convert)
                if drawn is None:
                    clickable = any(
                        not isinstance(span.style, str) and "@click" in span.style.meta
                        for span in line.spans
                    )
                    assert (
                        (isinstance(line.style, str) and line.style)
                        or clickable
                        or line.cell_len > view.size.width
                    )
                    continue
                quick.append(line)
                expected = _textual_line(view, line, y)
                _assert_drawn_alike(drawn, expected, y)
                assert drawn.cell_length == expected.cell_length

        check()
        assert any(line.style and line.plain for line in quick)
        assert any(line.plain == "" for line in quick)
        clickable = Text("go", style=Style.from_meta({"@click": "app.bell"}), end="")
        convert = view._converter(app.ansi_theme, app.console)
        assert view._quick_strip(clickable, 0, 30, view.visual_style, convert) is None
