"""A text as a panel draws it, measured and drawn once for each width and
colours, so that the work can be done ahead of the frame that shows it.

Textual measures and draws a widget's text anew in the frame that shows
it: OptionList measures every option whenever its options are replaced (to
count its lines) and draws each option in view; a Static measures its text
for the layout and draws it for the screen. On Activate, that was most of
the action list's and the hero card's part of the frame. A `KeptDrawing`
keeps what it was asked, and the panels that show one draw it ahead, while
the player reads the screen (`ActionList.draw_ahead`, and `KeptStatic`,
the hero card's and the status bar's kind of panel): the frame then only
puts it on screen."""

from __future__ import annotations

from typing import Any, cast

from rich.text import Text
from textual.content import Content
from textual.css.scalar import Unit
from textual.css.styles import RulesMap
from textual.events import Resize
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import Static

from wolfenstein_tui.tui.widgets.line_breaks import HeldLine, held, held_lines


class KeptDrawing(Visual):
    """A visual that keeps its height for each width and its lines for
    each width, height and colours. `str()` gives its text.

    For a panel whose rules for text (wrapping, alignment) stay as they are
    while it shows one: the lines are kept by what changes (the width, the
    height, the colours, which a new theme changes), not by those rules."""

    def __init__(self, visual: Visual, text: str) -> None:
        self.visual = visual
        self.text = text
        self._heights: dict[int, int] = {}
        self._strips: dict[tuple[int, int | None, Style], list[Strip]] = {}

    @classmethod
    def of_line(cls, line: str) -> KeptDrawing:
        """A line of plain text (a `HeldLine` where a French mark must stay
        with its word)."""
        kept = held(line)
        return cls(kept if isinstance(kept, HeldLine) else Content(line), line)

    def __str__(self) -> str:
        return self.text

    @property
    def plain(self) -> str:
        """The text, as a Text or a Content gives it (a panel's `content`
        read by what reads the screen's words)."""
        return self.text

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        """The lines drawn, kept unless text is selected over them (a
        selection is drawn into the lines themselves)."""
        if options.selection is not None:
            return self.visual.render_strips(width, height, style, options)
        key = (width, height, style)
        strips = self._strips.get(key)
        if strips is None:
            strips = self._strips[key] = self.visual.render_strips(width, height, style, options)
        return strips

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.visual.get_optimal_width(rules, container_width)

    def get_height(self, rules: RulesMap, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self.visual.get_height(rules, width)
        return height


class KeptStatic(Static):
    """A panel whose text is shown as a `KeptDrawing`: shown again only
    when the text or the width changes, and drawn ahead when the screen
    knows what it will show next (`draw_ahead`). A text is kept with the
    source it was made from (`broken`: the panel's own way of breaking it
    for a width), and broken again when the panel's width changes."""

    _drawn: tuple[object, int, KeptDrawing] | None = None
    """The source shown, the width it was broken for and its drawing."""
    _ahead: tuple[object, int, KeptDrawing] | None = None
    """The same, for the text drawn ahead."""
    _shown_height: int | None = None
    """The height the panel is laid out at for the text shown
    (`_laid_out_height`)."""

    def __init__(self, *, id: str | None = None) -> None:
        # Plain text: a card's or a hero's name is never read as markup.
        super().__init__(id=id, markup=False)
        # No links in it: Textual's styling of links is a pass over every line.
        self.set_reactive(KeptStatic.auto_links, False)

    def broken(self, source: Any, width: int) -> Text:
        """The text the panel shows for `source` (a Text, unless the panel
        says otherwise), in lines for `width` cells: broken where a French
        mark stays with its word."""
        return held_lines(source, width)

    def show_kept(self, source: object) -> bool:
        """Show the text of `source` (as drawn ahead, if it was), unless it
        is shown already at this width; True when it changed. The screen is
        laid out again only when the panel's size changes with the text: a
        layout of the whole screen was a good part of Activate's frame, for
        a card and a status bar of the same height as before."""
        width = self.content_region.width
        if _drawn_for(self._drawn, source, width):
            return False
        before = self._drawn[1] if self._drawn is not None else None
        self._drawn = self._drawing(source, width)
        height = self._laid_out_height(self._drawn[2], width)
        same = before == width and height is not None and height == self._shown_height
        if self.styles.width is not None and self.styles.width.is_auto:
            same = False  # the panel's width is the text's
        self._shown_height = height
        self.update(self._drawn[2], layout=not same)
        return True

    def _laid_out_height(self, drawing: KeptDrawing, width: int) -> int | None:
        """The height the panel is laid out at for `drawing` at `width`
        content columns, as Textual works it out for a height `auto`
        (the text's lines and the gutter, held between the minimum and the
        maximum height, which count the gutter); None when only a layout
        can tell (no width yet, a minimum or a maximum that is not in cells,
        or that does not count the gutter)."""
        styles = self.styles
        if styles.height is not None and not styles.height.is_auto:
            return 0  # a height of its own: the text's is not asked for
        low, high = styles.min_height, styles.max_height
        if (
            width < 1
            or styles.box_sizing != "border-box"
            or any(limit is not None and limit.unit != Unit.CELLS for limit in (low, high))
        ):
            return None
        height = drawing.get_height(cast(RulesMap, styles), width) + styles.gutter.height
        if low is not None:
            height = max(height, int(low.value))
        if high is not None:
            height = min(height, int(high.value))
        return height

    def on_resize(self, event: Resize) -> None:
        """The text shown, broken again for the new width."""
        if self._drawn is not None:
            self.show_kept(self._drawn[0])

    def draw_ahead(self, source: object) -> None:
        """Break, measure and draw the text of `source` for the panel as it
        is laid out now, showing nothing: `show_kept` then only puts it on
        screen."""
        width, height = self.size
        if width < 1:
            return
        self._ahead = self._drawing(source, width)
        drawing = self._ahead[2]
        drawing.get_height(cast(RulesMap, self.styles), width)
        Visual.to_strips(self, drawing, width, height, self.visual_style)

    def _drawing(self, source: object, width: int) -> tuple[object, int, KeptDrawing]:
        if self._ahead is not None and _drawn_for(self._ahead, source, width):
            return self._ahead
        text = self.broken(source, width)
        content = Content.from_rich_text(text, console=self.app.console)
        return source, width, KeptDrawing(content, text.plain)


def _drawn_for(drawn: tuple[object, int, KeptDrawing] | None, source: object, width: int) -> bool:
    """Whether `drawn` is the text of `source` at `width`."""
    return drawn is not None and drawn[1] == width and (drawn[0] is source or drawn[0] == source)
