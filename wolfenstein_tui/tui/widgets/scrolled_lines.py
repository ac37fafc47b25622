"""A scrolling panel's lines kept as the screen shows them, so that a
scroll puts lines already shown back on screen instead of finishing them
again.

Textual finishes each line a widget draws (the widget's background and
tint, its borders and padding, the app's colour filters) and keeps the
finished line by the row it is in. A scroll changes what every row shows,
so every row is finished anew, and the screen then cuts every new line
again for its frame. In the log each new entry scrolls the whole panel: 34
rows at 160×50 for one or two new lines, and finishing them was nearly
half the time the log took in that frame. Here each finished line is also kept
by the line the widget drew (`render_line` gives the same Strip for the
same line of the same view, so its identity says which it is) and by
everything else Textual finishes it with; a row showing a kept line takes
it as it is, and Textual finishes only the others, as before. Rows of the
borders and padding above and below the text are always Textual's.

The screen shown from kept lines is the screen drawn anew, through a
scroll, a resize, focus, a new theme and without colour
(tests/tui/test_scrolled_lines.py)."""

from __future__ import annotations

from typing import Any

from textual.cache import LRUCache
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

KEPT_LINES = 256
"""Finished lines kept (a tall panel shows some 50)."""


class ScrolledLinesKept(Widget):
    """A widget drawn line by line (`render_line`) whose finished lines are
    kept by the line drawn. In a widget's bases after Textual's own widget
    class: Textual takes a widget's styles from its first base."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._finished: LRUCache[int, tuple[Strip, Strip]] = LRUCache(KEPT_LINES)
        """By the id of the line drawn: that line (kept with it, so that the
        id stays its own) and the line Textual finished from it."""
        self._finished_for: tuple[object, ...] | None = None
        """What the lines kept were finished with (`_finishing`)."""

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._finished.clear()

    def _finishing(self) -> tuple[object, ...] | None:
        """Everything besides the line drawn that Textual finishes a line
        with (what `Widget.render_lines` hands its styles cache), or None
        while hovered links are restyled in every frame."""
        if self.auto_links and self.hover_style.link_id:
            return None
        styles = self.styles
        app = self.app
        return (
            self.region.size,
            self.content_region.size,
            styles.gutter,
            styles.padding,
            styles.border,
            styles.outline,
            styles.hatch if styles.has_rule("hatch") else None,
            self.background_colors,
            tuple(self.get_line_filters()),
            styles.tint,
            styles.text_opacity,
            self.opacity,
            app.ansi_theme,
            app.native_ansi_color,
        )

    def render_lines(self, crop: Region) -> list[Strip]:
        finishing = self._finishing()
        if finishing is None:
            return super().render_lines(crop)
        if finishing != self._finished_for:
            self._finished.clear()
            self._finished_for = finishing
        width, height = self.region.size
        top, bottom = self.styles.gutter.top, height - self.styles.gutter.bottom
        rows = list(crop.line_range)
        lines: list[Strip | None] = [None] * len(rows)
        drawn: dict[int, Strip] = {}
        for index, y in enumerate(rows):
            if top <= y < bottom:
                line = self.render_line(y - top)
                kept = self._finished.get(id(line))
                if kept is not None and kept[0] is line:
                    lines[index] = kept[1]
                else:
                    drawn[index] = line
        for start, stop in _runs_of_none(lines):
            fresh = super().render_lines(Region(0, rows[start], width, stop - start))
            for index, strip in zip(range(start, stop), fresh, strict=True):
                lines[index] = strip
                if index in drawn:
                    self._finished[id(drawn[index])] = (drawn[index], strip)
        finished = [line for line in lines if line is not None]
        if crop.column_span != (0, width):
            left, right = crop.column_span
            return [line.crop(left, right) for line in finished]
        return finished


def _runs_of_none(lines: list[Strip | None]) -> list[tuple[int, int]]:
    """The runs of rows not yet finished: each run's first index and the
    index after its last."""
    runs: list[tuple[int, int]] = []
    start: int | None = None
    for index, line in enumerate([*lines, Strip([])]):
        if line is None and start is None:
            start = index
        elif line is not None and start is not None:
            runs.append((start, index))
            start = None
    return runs
