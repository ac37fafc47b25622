"""A panel whose new size is drawn in one frame."""

from __future__ import annotations

from textual.geometry import Size
from textual.widgets import Static


class SizedInOneFrame(Static):
    """A text whose new size is drawn in the frame that laid it out.

    When a layout gives a widget a new size, Textual marks it to be drawn in
    that frame, then sets its `virtual_size`, a reactive that asks for
    another layout and repaint: the screen draws a second frame, some 20 ms
    later, with the same text in the same place. A widget with no children
    has nothing for that layout to place, so its virtual size is set
    without it (as Textual does itself for a scroll's layout)."""

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)
