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

A bar is repainted only when its drawing changes. Textual repaints the
vertical bar at each update, even when it draws the same empty track: while
the log still fits its panel (the first rounds on a tall terminal), every
new line repainted the log's bar, 34 rows at 160×50, and the screen drew
every row from the top to the bottom of that bar in the action's frame."""

from __future__ import annotations

from math import ceil

from textual.geometry import Size
from textual.scrollbar import ScrollBar
from textual.widget import Widget

from wolfenstein_tui.tui.textual_private import refresh_scrollbars


def drawn_alike(bar: ScrollBar, virtual: int, window: int) -> bool:
    """Whether a vertical bar showing `window` rows of `virtual` draws what
    it draws now (it draws its reactives: an empty track while the content
    fits the window, else a thumb sized and placed by whole eighths of a
    row from the rounded sizes and the position, which does not change
    here)."""
    fits_now = bar.window_size >= bar.window_virtual_size
    fits = window >= virtual
    if fits_now or fits:
        return fits_now and fits
    return (ceil(virtual), ceil(window)) == (
        ceil(bar.window_virtual_size),
        ceil(bar.window_size),
    )


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
        vertical bar whose drawing stays the same takes its new sizes
        without being repainted."""
        if self._sizes(virtual_size) == self._scroll_sizes:
            return  # the bars show these sizes already
        refresh_scrollbars(self)
        width, height = self.container_size
        if self.show_vertical_scrollbar and self.styles.scrollbar_size_vertical:
            bar = self.vertical_scrollbar
            window = height - self.scrollbar_size_horizontal
            if drawn_alike(bar, virtual_size.height, window):
                bar.set_reactive(ScrollBar.window_virtual_size, virtual_size.height)
                bar.set_reactive(ScrollBar.window_size, window)
            else:
                bar.window_virtual_size = virtual_size.height
                bar.window_size = window
                bar.refresh()
        if self.show_horizontal_scrollbar and self.styles.scrollbar_size_horizontal:
            across = self.horizontal_scrollbar
            across.window_virtual_size = virtual_size.width
            across.window_size = width - self.scrollbar_size_vertical
            across.refresh()
        self.scroll_x = self.validate_scroll_x(self.scroll_x)
        self.scroll_y = self.validate_scroll_y(self.scroll_y)
        self._scroll_sizes = self._sizes(virtual_size)

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
