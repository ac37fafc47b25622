"""A Static that draws its text line by line and keeps each drawn line while
it is unchanged.

Textual draws a Static's whole text again after every update; for the map,
a tall text of many styled runs, that is the largest cost of a move, though
a move changes only a few of its lines. The lines are drawn exactly as the
Static would draw them (the test suite compares the two), so this changes
the speed only.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.content import Content
from textual.strip import Strip
from textual.visual import Visual
from textual.widgets import Static


class LineCachedStatic(Static):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._drawn: dict[int, tuple[tuple[object, ...], Strip]] = {}
        self._split: tuple[Content, list[Content]] | None = None
        """The text last drawn, split in lines once (not once a line)."""

    def render_line(self, y: int) -> Strip:
        visual = self.visual
        if not isinstance(visual, Content) or self.text_selection is not None:
            return super().render_line(y)  # a selection spans lines: draw the whole text
        split = self._split
        if split is None or split[0] is not visual:
            split = self._split = (visual, visual.split("\n", allow_blank=True))
        lines = split[1]
        if y >= len(lines):
            return super().render_line(y)
        line = lines[y]
        width = self.size.width
        style = self.visual_style
        # Content compares by its plain text only, so the spans are part of the key.
        key = (line.plain, tuple(line.spans), width, style)
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
