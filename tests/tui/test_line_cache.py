"""The map's widget repaints only the lines a new text changes, and what it
draws after such an update is what a plain Static draws of the same text."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from wolfenstein_tui.tui.line_cache import LineCachedStatic


def _text(marked_row: int | None) -> Text:
    text = Text(no_wrap=True, end="")
    for row in range(6):
        if row:
            text.append("\n")
        text.append(f"{row:>2} ", style="dim")
        marked = row == marked_row
        text.append("▓▓ " if marked else " · ", style="bold red" if marked else "")
        text.append(" · · ·", style="green")
    return text


class _Both(App[None]):
    def compose(self) -> ComposeResult:
        yield LineCachedStatic(_text(None), id="cached")
        yield Static(_text(None), id="plain")


def _lines(widget: Static) -> list[str]:
    return [
        "".join(f"{segment.text}|{segment.style}" for segment in widget.render_line(y))
        for y in range(widget.size.height)
    ]


@pytest.mark.asyncio
async def test_a_new_text_repaints_only_the_lines_it_changes() -> None:
    app = _Both()
    async with app.run_test(size=(40, 14)) as pilot:
        await pilot.pause()
        cached = app.query_one("#cached", LineCachedStatic)
        plain = app.query_one("#plain", Static)
        # The lines whose text differs, and only those, are to be drawn again.
        for row, changed in ((3, {3}), (1, {1, 3}), (None, {1})):
            cached._styles_cache._dirty_lines.clear()
            cached.show_lines(_text(row))
            plain.update(_text(row), layout=False)
            assert cached._styles_cache._dirty_lines == changed
            await pilot.pause()
            assert cached.content == _text(row)
            plain._dirty_regions.add(plain.region)
            assert [line.replace("#cached", "") for line in _lines(cached)] == _lines(plain)


@pytest.mark.asyncio
async def test_the_same_text_again_repaints_nothing_and_another_size_repaints_all() -> None:
    app = _Both()
    async with app.run_test(size=(40, 14)) as pilot:
        await pilot.pause()
        cached = app.query_one("#cached", LineCachedStatic)
        cached._styles_cache._dirty_lines.clear()
        cached.show_lines(_text(None))
        assert not cached._styles_cache._dirty_lines
        longer = _text(2)
        longer.append("\n99 more")
        cached.show_lines(longer)
        assert cached._styles_cache._dirty_lines >= set(range(cached.size.height))
