"""A widget shown as lines of rich Text, drawn one line at a time through
Textual's line API (`render_line` returning a `Strip`), each line kept while
it is unchanged, and only the lines a new text changes repainted.

Why not a Static: Textual draws a Static's whole text again after every
update and puts the whole widget on screen again; for the map, a tall text
of many styled runs, that is the largest cost of a move or of a new
highlight in the action list, though either changes only a few of its
lines. Here a new set of lines marks only the lines that differ as needing
a repaint (`Widget.refresh` with their regions), and `render_line` draws a
line with Textual's own Content, so a line looks exactly as a Static would
draw it (tests/tui/test_line_view.py compares the two). Nothing but
Textual's and Rich's public names is used.

A line that Textual would lay out as it is (it fits, aligned left, no tabs
or control characters, nothing clickable) is drawn the quick way: its spans'
rich styles are turned into Textual's once per style (`Content.from_rich_text`
turns each span of each line again, and the map's lines hold a few styles
in some two hundred spans), the line is cut into runs between the spans'
edges as `Content.render` cuts it, each run's style (the spans over it on
the widget's style) is combined once for all lines, and each run gets it
with the offsets the mouse reads, as Textual's line formatting does.
Anything else goes through `Visual.to_strips`, which wraps, aligns and
styles links. tests/tui/test_line_view.py holds the two to the same
segments.

Lines about to be shown can be drawn ahead (`lines_ahead`: the map
cursor's view, worked out while the player reads the screen), each kept
with what it was drawn from like a line shown: their frame then only puts
them on screen, and a line drawn ahead that is not the one shown is drawn
anew.

While the player selects text with the mouse, the lines are drawn together
(a selection spans lines, and Textual draws its highlight over the whole
text); the selected text is the lines' plain text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import pairwise
from operator import itemgetter

from rich.cells import cell_len
from rich.console import Console
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.terminal_theme import TerminalTheme
from rich.text import Text
from textual.content import Content
from textual.geometry import Region, Size
from textual.selection import Selection
from textual.strip import Strip
from textual.style import Style
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
        self._ahead: dict[int, tuple[tuple[object, ...], Strip]] = {}
        """Lines drawn ahead of being shown (`lines_ahead`), as `_drawn`."""
        self._whole: tuple[tuple[object, ...], list[Strip]] | None = None
        """The lines drawn together (while text is selected), with what from."""
        self._converted: dict[str | RichStyle, Style] = {}
        """Each span's rich style as Textual's Content turns it, for the ANSI
        theme and console of `_converted_for`."""
        self._converted_for: tuple[object, object] | None = None
        self._combined: dict[tuple[Style, tuple[Style, ...]], Style] = {}
        """The style of a run under spans' styles, on the widget's style."""

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
        theme = self.app.ansi_theme
        # A Text's == leaves out its own style (the whole line's); the ANSI
        # theme decides how the terminal's own colours are drawn.
        key = (line, line.style, width, style, theme)
        drawn = self._drawn.get(y)
        if drawn is not None and drawn[0] == key:
            return drawn[1]
        ahead = self._ahead.pop(y, None)
        if ahead is not None and ahead[0] == key:
            self._drawn[y] = ahead
            return ahead[1]
        self._drawn[y] = drawn = self._drawn_line(line, y, width, style)
        return drawn[1]

    def lines_ahead(self, lines: list[Text]) -> None:
        """Draw the lines that differ from those shown, for lines about to
        be shown (`show_lines`), showing nothing: their frame then only
        puts them on screen. Kept until the next lines drawn ahead; a line
        of a later text, or drawn at another width or in other colours,
        is drawn anew."""
        width = self.size.width
        if not width or self.text_selection is not None:
            return
        style = self.visual_style
        old = self.lines
        self._ahead = {
            y: self._drawn_line(line, y, width, style)
            for y, line in enumerate(lines)
            if y >= len(old) or not _same(old[y], line)
        }

    def _drawn_line(
        self, line: Text, y: int, width: int, style: Style
    ) -> tuple[tuple[object, ...], Strip]:
        """Line `y`'s strip, with what it is drawn from."""
        app = self.app
        theme = app.ansi_theme
        strip = self._quick_strip(line, y, width, style, self._converter(theme, app.console))
        if strip is None:
            content = Content.from_rich_text(line, console=app.console)
            strips = Visual.to_strips(self, content, width, 1, style)
            # Drawn alone, the line's characters carry offsets of line 0: the
            # offsets tell Textual which character the mouse is over.
            strip = (
                strips[0].apply_offsets(0, y) if strips else Strip.blank(width, style.rich_style)
            )
        return (line.copy(), line.style, width, style, theme), strip

    def _quick_strip(
        self,
        line: Text,
        y: int,
        width: int,
        style: Style,
        convert: Callable[[str | RichStyle], Style],
    ) -> Strip | None:
        """Line `y` as Textual draws it alone (`Visual.to_strips` of its
        Content), or None where that takes more than this does: a line that
        does not fit, holds a tab or control character, is aligned other
        than left or padded, has a style given by name on the whole line
        (Content keeps it as a name, which the widget parses), or clickable
        text (which Textual styles as a link)."""
        plain = line.plain
        cells = cell_len(plain)
        if not width or cells > width or len(plain) > width or _CONTROL.search(plain):
            return None
        styles = self.styles
        if (
            styles.content_align != ("left", "top")
            or styles.text_align not in ("left", "start")
            or styles.line_pad
        ):
            return None
        whole = line.style
        if isinstance(whole, str) and whole:
            return None
        kinds = [convert(kind) for _start, _end, kind in line.spans]
        edges = [(start, end) for start, end, _kind in line.spans]
        if whole and plain:
            converted = convert(whole)
            if converted:  # as Content.stylize_before: under the spans
                kinds.insert(0, converted)
                edges.insert(0, (0, len(plain)))
        combined = self._combined
        segments = []
        for begin, end, over in _runs(len(plain), edges):
            key = (style, tuple(kinds[index] for index in over))
            drawn = combined.get(key)
            if drawn is None:
                drawn = combined[key] = style + Style.combine([style, *key[1]])
            if "@click" in drawn.meta:
                return None
            segments.append(Segment(plain[begin:end], drawn.rich_style_with_offset(begin, y)))
        return Strip(segments, cells)

    def _converter(
        self, theme: TerminalTheme, console: Console
    ) -> Callable[[str | RichStyle], Style]:
        """What turns a span's rich style (or its name) into Textual's, as
        `Content.from_rich_text` does with this ANSI theme and console: each
        style once, for as long as they are the app's."""
        made_for = self._converted_for
        if (
            made_for is None
            or made_for[0] is not theme
            or made_for[1] is not console
            or len(self._converted) > KEPT_STYLES
            or len(self._combined) > KEPT_STYLES
        ):
            self._converted.clear()
            self._combined.clear()
            self._converted_for = (theme, console)
        converted = self._converted

        def convert(kind: str | RichStyle) -> Style:
            found = converted.get(kind)
            if found is None:
                rich = console.get_style(kind) if isinstance(kind, str) else kind
                found = converted[kind] = Style.from_rich_style(rich, theme)
            return found

        return convert

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


KEPT_STYLES = 512
"""Styles kept turned at most (the map uses about ten; a panel's links may
each have their own)."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
"""Tabs and control characters: Textual expands the one and drops some of the others."""


def _runs(length: int, edges: list[tuple[int, int]]) -> Iterator[tuple[int, int, tuple[int, ...]]]:
    """The runs of a line `length` characters long as `Content.render` cuts
    them between its spans' `edges`: each run's start and end, and the
    spans over it (their indexes, in order). A line without spans is one
    run, even of no text."""
    if not edges:
        yield 0, length, ()
        return
    marks = [(0, False, -1)]
    marks += [(start, False, index) for index, (start, _end) in enumerate(edges)]
    marks += [(end, True, index) for index, (_start, end) in enumerate(edges)]
    marks.append((length, True, -1))
    marks.sort(key=itemgetter(0, 1))
    over: list[int] = []
    for (offset, leaving, index), (next_offset, _, _) in pairwise(marks):
        if leaving:
            over.remove(index)
        else:
            over.append(index)
        if next_offset > offset:
            yield offset, next_offset, tuple(i for i in sorted(over) if i >= 0)


def _same(a: Text, b: Text) -> bool:
    """Whether two lines look the same (a Text's == leaves out its own style)."""
    return a == b and a.style == b.style
