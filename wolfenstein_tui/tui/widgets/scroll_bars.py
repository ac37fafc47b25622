"""Scroll bars updated once for each change of size, so that an action is
drawn in one frame.

Textual updates a scrolling widget's scroll bars at each layout whose sizes
differ from the widget's own, and the layout that follows a change of the
action list or a new line in the log is one: the bars are then marked for
repainting after the frame was drawn, and the screen draws a second frame
for them alone (the screen is quiet some 20 ms later). These widgets update
their bars when their content changes, before the frame (`scroll_bars_now`);
the layout then finds the same sizes and leaves the bars alone. Any other
size (a resize, a panel grown taller) updates them as before.

A vertical bar is repainted only where its drawing changes. Textual
repaints the whole bar at each update and at each move of its thumb, even
when it draws the same: while the log still fits its panel (the first
rounds on a tall terminal), every new line repainted the log's bar, 34 rows
at 160×50, and the screen drew every row from the top to the bottom of
that bar in the action's frame; once the log scrolls, each new line moves
the thumb, and only the rows at its ends change. A widget whose first base
is Textual's ScrollView (Textual takes a widget's styles from its first
base) names `ScrollBarsOnce.watch_scroll_y` as its own: ScrollView's, the
bar's position given by `move_bar`.

A bar is drawn as Textual's own Visual (`DrawnBar`), not through Rich's
console: the same rows (tests/tui/test_drawn_bars.py), in some 60% of the
time."""

from __future__ import annotations

from itertools import islice
from math import ceil

from rich.color import Color
from rich.segment import Segment
from rich.style import Style
from textual.css.styles import RulesMap
from textual.geometry import Region, Size
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import RenderOptions, Visual
from textual.widget import Widget

from wolfenstein_tui.tui.textual_private import refresh_scrollbars


def bar_rows(bar: ScrollBar) -> list[Segment]:
    """What each row of a vertical bar shows for its sizes and position
    (its glyph and which part of the bar it is), as Textual draws it:
    an empty track when the content fits."""
    window = bar.window_size if bar.window_size < bar.window_virtual_size else 0
    drawn = ScrollBar.renderer.render_bar(
        size=bar.size.height,
        virtual_size=ceil(bar.window_virtual_size),
        window_size=ceil(window),
        position=bar.position,
    )
    return list(drawn.segments)


def move_bar(bar: ScrollBar, virtual: int, window: int, position: float) -> None:
    """Give a vertical bar new sizes and a new position, repainting only the
    rows whose drawing changes (a bar not yet laid out, all of it)."""
    before = bar_rows(bar)
    bar.set_reactive(ScrollBar.window_virtual_size, virtual)
    bar.set_reactive(ScrollBar.window_size, window)
    bar.set_reactive(ScrollBar.position, bar.validate_position(position))
    after = bar_rows(bar)
    if not bar.size.height or len(before) != len(after):
        bar.refresh()
        return
    changed = [row for row, (old, new) in enumerate(zip(before, after, strict=True)) if old != new]
    if changed:
        bar.refresh(*(Region(0, row, bar.size.width, 1) for row in changed))


class DrawnBar(ScrollBarRender):
    """Textual's scroll bar, drawn as Textual's own Visual (`visualize`):
    the rows Textual draws, made from the bar's segments without Rich's
    console. Textual draws a bar whole whenever a row of it changes, as it
    draws any widget's text, and in the log every new line moves the
    thumb: at 160×50 the log's bar of 34 rows took 0.32 ms of Activate's
    frame drawn this way, 0.52 ms through the console. Given to Textual as
    the renderer of every bar (`ScrollBar.renderer`, its public hook for
    drawing bars) when the app starts."""

    def visualize(self) -> Visual | ScrollBarRender:
        # A horizontal bar goes through the console, as Textual draws it.
        return _BarRows(self) if self.vertical else self


class _BarRows(Visual):
    """A vertical bar's rows, as Textual's RichVisual draws a
    ScrollBarRender (its segments, one a row, through the console, then
    split into lines and cut to the width): each segment on the bar
    widget's style, cut to the width; no rows at no width or height."""

    def __init__(self, bar: ScrollBarRender) -> None:
        self.bar = bar

    def render_strips(
        self, width: int, height: int | None, style: VisualStyle, options: RenderOptions
    ) -> list[Strip]:
        bar = self.bar
        if not width or not height:
            return []  # nothing to draw (Textual never draws a bar so small)
        colours = bar.style if isinstance(bar.style, Style) else Style.parse(bar.style)
        drawn = bar.render_bar(
            size=height,
            window_size=bar.window_size,
            virtual_size=bar.virtual_size,
            position=bar.position,
            vertical=True,
            thickness=width,
            back_color=colours.bgcolor or Color.parse("#555555"),
            bar_color=colours.color or Color.parse("bright_magenta"),
        )
        base = style.rich_style
        # A bar has a few kinds of row (track above and below the thumb,
        # thumb, its ends): each is drawn once, and rows alike share it.
        kinds: dict[Segment, Strip] = {}
        rows = []
        for segment in islice(drawn.segments, height):
            row = kinds.get(segment)
            if row is None:
                text, kind, _control = segment
                line = [Segment(text, base + kind, None) if base else segment]
                row = kinds[segment] = Strip(Segment.adjust_line_length(line, width, pad=False))
            rows.append(row)
        return rows

    # A bar is never measured: Textual gives it its parent's scroll bar
    # size. Across, it is as thick as drawn; along, it fills what it gets.
    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.bar.thickness

    def get_height(self, rules: RulesMap, width: int) -> int:
        return 1


def draw_bars_directly() -> None:
    """Have Textual draw every scroll bar of the app as a `DrawnBar`."""
    ScrollBar.renderer = DrawnBar


class ScrollBarsOnce(Widget):
    _scroll_sizes: tuple[object, ...] | None = None

    def _sizes(self, virtual_size: Size) -> tuple[object, ...]:
        return (
            virtual_size,
            self.size,
            self.container_size,
            self.show_vertical_scrollbar,
            self.show_horizontal_scrollbar,
        )

    def _scroll_update(self, virtual_size: Size) -> None:
        """Textual's update of the bars (`Widget._scroll_update`), but a
        vertical bar takes its new sizes repainted only in the rows whose
        drawing changes (`move_bar`): none while the content still fits."""
        if self._sizes(virtual_size) == self._scroll_sizes:
            return  # the bars show these sizes already
        refresh_scrollbars(self)
        width, height = self.container_size
        if self.show_vertical_scrollbar and self.styles.scrollbar_size_vertical:
            bar = self.vertical_scrollbar
            window = height - self.scrollbar_size_horizontal
            move_bar(bar, virtual_size.height, window, bar.position)
        if self.show_horizontal_scrollbar and self.styles.scrollbar_size_horizontal:
            across = self.horizontal_scrollbar
            across.window_virtual_size = virtual_size.width
            across.window_size = width - self.scrollbar_size_vertical
            across.refresh()
        self.scroll_x = self.validate_scroll_x(self.scroll_x)
        self.scroll_y = self.validate_scroll_y(self.scroll_y)
        self._scroll_sizes = self._sizes(virtual_size)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """ScrollView's own (the content moved: repainted when it moved by
        a row), with the bar's thumb moved by `move_bar`."""
        if self.show_vertical_scrollbar:
            bar = self.vertical_scrollbar
            move_bar(bar, bar.window_virtual_size, bar.window_size, new_value)
        if round(old_value) != round(new_value):
            self.refresh(self.size.region)

    def set_content_size(self, size: Size) -> None:
        """Tell Textual the size of the content (its `virtual_size`) without
        a layout of the screen when the widget's own size does not follow
        its content (its height and width come from the screen): the
        scroll bars then follow with `scroll_bars_now`, which asks for a
        layout itself when a bar comes or goes. A widget sized by its
        content (`auto`) is laid out again."""
        if self.styles.auto_dimensions:
            self.virtual_size = size
        else:
            self.set_reactive(Widget.virtual_size, size)

    def scroll_bars_now(self) -> None:
        """Update the scroll bars for the content as it is now."""
        if self.is_mounted:
            self._scroll_update(self.virtual_size)
