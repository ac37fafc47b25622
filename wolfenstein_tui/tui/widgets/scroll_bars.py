"""Scroll bars updated once for each change of size, so that an action is
drawn in one frame.

Textual updates a scrolling widget's scroll bars at each layout whose sizes
differ from the widget's own, and the layout that follows a change of the
action list or a new line in the log is one: the bars are then marked for
repainting after the frame was drawn, and the screen draws a second frame
for them alone (the screen is quiet some 20 ms later). These widgets update
their bars when their content changes, before the frame (`scroll_bars_now`);
the layout then finds the same sizes and leaves the bars alone. Any other
size (a resize, a panel grown taller) updates them as before."""

from __future__ import annotations

from textual.geometry import Size
from textual.widget import Widget


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
        if self._sizes(virtual_size) == self._scroll_sizes:
            return  # the bars show these sizes already
        super()._scroll_update(virtual_size)
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
