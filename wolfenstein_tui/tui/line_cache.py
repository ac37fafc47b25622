"""A Static that draws its text line by line, keeps each drawn line while it
is unchanged, and repaints only the lines a new text changes.

Textual draws a Static's whole text again after every update, and puts the
whole widget on screen again; for the map, a tall text of many styled runs,
that is the largest cost of a move or of a new highlight in the action list,
though either changes only a few of its lines. The lines are drawn exactly
as the Static would draw them (tests/tui/test_line_cache.py compares the
two), so this changes the speed only.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual
from textual.widgets import Static

LineKey = tuple[str, tuple[object, ...]]
"""What a line of text draws: its characters and its styled spans
(Content compares by its plain text only, so the spans are part of it)."""


def _key(line: Content) -> LineKey:
    return (line.plain, tuple(line.spans))


class LineCachedStatic(Static):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._drawn: dict[int, tuple[tuple[object, ...], Strip]] = {}
        self._split: tuple[Content, list[Content]] | None = None
        """The text last drawn, split in lines once (not once a line)."""
        self._changed_lines: list[int] | None = None
        """While `show_lines` updates the text: the lines it changes."""

    def _lines(self, visual: Content) -> list[Content]:
        split = self._split
        if split is None or split[0] is not visual:
            split = self._split = (visual, visual.split("\n", allow_blank=True))
        return split[1]

    def show_lines(self, text: Text) -> None:
        """Give the widget a new text of as many lines, at the same width,
        and repaint only the lines that differ (all of them when the count
        of lines differs or the text is not plain content)."""
        if self.content == text:
            return
        if not self.is_mounted:
            return self.update(text, layout=False)
        old = self.visual
        old_lines = self._lines(old) if isinstance(old, Content) else None
        self._changed_lines = []
        try:
            self.update(text, layout=False)  # calls refresh, see below
        finally:
            self._changed_lines = None
        new = self.visual
        if old_lines is None or not isinstance(new, Content):
            return super().refresh()
        new_lines = self._lines(new)
        if len(new_lines) != len(old_lines):
            return super().refresh()
        changed = [
            y
            for y, (before, after) in enumerate(zip(old_lines, new_lines, strict=True))
            if _key(before) != _key(after)
        ]
        if changed:
            width = self.size.width
            super().refresh(*(Region(0, y, width, 1) for y in changed))

    def refresh(
        self,
        *regions: Region,
        repaint: bool = True,
        layout: bool = False,
        recompose: bool = False,
    ) -> LineCachedStatic:
        if self._changed_lines is not None and not (regions or layout or recompose):
            return self  # `show_lines` says which lines to repaint
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def render_line(self, y: int) -> Strip:
        visual = self.visual
        if not isinstance(visual, Content) or self.text_selection is not None:
            return super().render_line(y)  # a selection spans lines: draw the whole text
        lines = self._lines(visual)
        if y >= len(lines):
            return super().render_line(y)
        line = lines[y]
        width = self.size.width
        style = self.visual_style
        key = (*_key(line), width, style)
        drawn = self._drawn.get(y)
        if drawn is not None and drawn[0] == key:
            return drawn[1]
        strips = Visual.to_strips(self, line, width, 1, style)
        strip = _on_line(strips[0], y) if strips else Strip.blank(width, style.rich_style)
        self._drawn[y] = (key, strip)
        return strip


def _on_line(strip: Strip, y: int) -> Strip:
    """The strip of a line drawn alone, with the offsets Textual gives each
    character (for selecting text with the mouse) moved to line `y`."""
    if y == 0:
        return strip
    segments = []
    for text, style, control in strip:
        if style is not None and "offset" in style.meta:
            x, _ = style.meta["offset"]
            style = style + Style.from_meta({"offset": (x, y)})
        segments.append(Segment(text, style, control))
    return Strip(segments, strip.cell_length)
