"""A Static that is given its text as lines, draws it line by line, keeps
each drawn line while it is unchanged, and repaints only the lines a new
text changes.

Textual draws a Static's whole text again after every update, and puts the
whole widget on screen again; for the map, a tall text of many styled runs,
that is the largest cost of a move or of a new highlight in the action list,
though either changes only a few of its lines. The lines are drawn exactly
as the Static would draw them (tests/tui/test_drawing_speed.py and
tests/tui/test_line_cache.py compare the two), so this changes the speed
only. The whole text (`content`, `visual`) is put together only when
something asks for it (a test, a selection with the mouse).
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual, VisualType
from textual.widgets import Static

from wolfenstein_tui.tui.map_window import join_lines


class LineCachedStatic(Static):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._drawn: dict[int, tuple[tuple[object, ...], Strip]] = {}
        self._lines: list[Text] | None = None
        """The lines shown (None: the text was given whole, by `update`)."""
        self._joined = True
        """Whether the Static's own text is these lines put together."""

    def show_lines(self, lines: list[Text]) -> None:
        """Show these lines, repainting only those that differ from the
        lines shown (all of them when their count differs)."""
        old = self._lines
        if old == lines:
            return
        self._lines, self._joined = list(lines), False
        if not self.is_mounted or old is None or len(old) != len(lines):
            self.refresh()
            return
        width = self.size.width
        changed = [y for y, (a, b) in enumerate(zip(old, lines, strict=True)) if a != b]
        self.refresh(*(Region(0, y, width, 1) for y in changed))
        # Textual keeps each region for the whole text's next drawing (which
        # these lines never use): one region, the whole, says the same.
        self._dirty_regions.clear()
        self._dirty_regions.add(self.outer_size.region)

    def _join(self) -> None:
        if not self._joined and self._lines is not None:
            self._joined = True
            # Static.update also repaints: the text is set as Static keeps it.
            text = join_lines(self._lines)
            setattr(self, "_Static__content", text)  # noqa: B010
            setattr(self, "_Static__visual", None)  # noqa: B010

    @property
    def content(self) -> VisualType:
        self._join()
        return Static.content.fget(self)  # type: ignore[attr-defined]

    @content.setter
    def content(self, content: VisualType) -> None:
        self._lines, self._joined = None, True
        Static.content.fset(self, content)  # type: ignore[attr-defined]

    @property
    def visual(self) -> Visual:
        self._join()
        return Static.visual.fget(self)  # type: ignore[attr-defined]

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        self._lines, self._joined = None, True
        super().update(content, layout=layout)

    def render_line(self, y: int) -> Strip:
        lines = self._lines
        if lines is None or self.text_selection is not None or y >= len(lines):
            # A selection spans lines: the whole text is drawn.
            return self._whole_line(y)
        line = lines[y]
        width = self.size.width
        style = self.visual_style
        key = (line, width, style)
        drawn = self._drawn.get(y)
        if drawn is not None and drawn[0] == key:
            return drawn[1]
        content = Content.from_rich_text(line, console=self.app.console)
        strips = Visual.to_strips(self, content, width, 1, style)
        strip = _on_line(strips[0], y) if strips else Strip.blank(width, style.rich_style)
        self._drawn[y] = ((line.copy(), width, style), strip)
        return strip

    def _whole_line(self, y: int) -> Strip:
        self._join()
        return super().render_line(y)


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
