"""A widget shown as lines of rich Text, drawn one line at a time through
Textual's line API (`render_line` returning a `Strip`), each line kept while
it is unchanged, and only the lines a new text changes repainted.

Why not a Static: Textual draws a Static's whole text again after every
update and puts the whole widget on screen again; for the map, a tall text
of many styled runs, that is the largest cost of a move or of a new
highlight in the action list, though either changes only a few of its
lines. Here a new set of lines marks only the lines that differ as needing
a repaint (`Widget.refresh` with their regions), and `render_line` draws a
line with Textual's own Content and `Visual.to_strips`, so a line looks
exactly as a Static would draw it (tests/tui/test_line_view.py compares the
two). Nothing but Textual's and Rich's public names is used.

While the player selects text with the mouse, the lines are drawn together
(a selection spans lines, and Textual draws its highlight over the whole
text); the selected text is the lines' plain text.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.content import Content
from textual.geometry import Region, Size
from textual.selection import Selection
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget

from wolfenstein_tui.tui.map.map_window import join_lines


class LineView(Widget):
    """Lines of text, each drawn once and kept while it is unchanged."""

    DEFAULT_CSS = """
    LineView {
        height: auto;
    }
    """

    def __init__(
        self, *, id: str | None = None, classes: str | None = None, disabled: bool = False
    ) -> None:
        super().__init__(id=id, classes=classes, disabled=disabled)
        self.lines: list[Text] = []
        """The lines shown (a new list for each new text: compare with `is`)."""
        self._drawn: dict[int, tuple[tuple[object, ...], Strip]] = {}
        """Each line's strip, with what it was drawn from."""
        self._whole: tuple[tuple[object, ...], list[Strip]] | None = None
        """The lines drawn together (while text is selected), with what from."""

    def show_lines(self, lines: list[Text]) -> None:
        """Show these lines, repainting only those that differ from the
        lines shown (all of them, and the layout, when their count differs)."""
        old = self.lines
        if len(old) == len(lines) and all(map(_same, old, lines)):
            return
        self.lines = list(lines)
        if not self.is_mounted or len(old) != len(lines):
            self.refresh(layout=True)
            return
        width = self.size.width
        changed = [y for y, (a, b) in enumerate(zip(old, lines, strict=True)) if not _same(a, b)]
        self.refresh(*(Region(0, y, width, 1) for y in changed))

    @property
    def text(self) -> Text:
        """The lines put together, one text."""
        return join_lines(self.lines)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        style = self.visual_style
        if y >= len(self.lines):
            return Strip.blank(width, style.rich_style)
        if self.text_selection is not None:
            return self._selected_line(y, width)
        line = self.lines[y]
        # A Text's == leaves out its own style (the whole line's); the ANSI
        # theme decides how the terminal's own colours are drawn.
        key = (line, line.style, width, style, self.app.ansi_theme)
        drawn = self._drawn.get(y)
        if drawn is not None and drawn[0] == key:
            return drawn[1]
        content = Content.from_rich_text(line, console=self.app.console)
        strips = Visual.to_strips(self, content, width, 1, style)
        # Drawn alone, the line's characters carry offsets of line 0: the
        # offsets tell Textual which character the mouse is over.
        strip = strips[0].apply_offsets(0, y) if strips else Strip.blank(width, style.rich_style)
        self._drawn[y] = ((line.copy(), line.style, width, style, self.app.ansi_theme), strip)
        return strip

    def _selected_line(self, y: int, width: int) -> Strip:
        """Line `y` of the lines drawn together, with the selection's highlight."""
        style = self.visual_style
        key = (self.lines, self.text_selection, width, style, self.app.ansi_theme)
        if self._whole is None or self._whole[0] != key:
            content = Content.from_rich_text(self.text, console=self.app.console)
            self._whole = (key, Visual.to_strips(self, content, width, len(self.lines), style))
        strips = self._whole[1]
        return strips[y] if y < len(strips) else Strip.blank(width, style.rich_style)

    def get_selection(self, selection: Selection) -> tuple[str, str] | None:
        return selection.extract("\n".join(line.plain for line in self.lines)), "\n"

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max((cell_len(line.plain) for line in self.lines), default=0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines)


def _same(a: Text, b: Text) -> bool:
    """Whether two lines look the same (a Text's == leaves out its own style)."""
    return a == b and a.style == b.style
