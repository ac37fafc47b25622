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

A line is drawn without Textual's Content (`_fast_strip`): Content would
turn every span's rich style into its own Style again for every line, and
cut, wrap and align a line that needs none of it. The same conversions are
made once per distinct style and kept while the app's ANSI theme and console
are the same; the segments, their rich styles and the offsets Textual gives
each run of text (for selecting text with the mouse) are those Textual
draws. Whatever the quick drawing does not cover (a line wider than the
widget, tabs or control characters, alignment, padding of lines, a style
given by name on the whole line, clickable links) is drawn by Textual.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from rich.terminal_theme import TerminalTheme
from rich.text import Text
from textual._context import active_app
from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Visual, VisualType
from textual.widgets import Static

from wolfenstein_tui.tui.map.map_window import join_lines


class LineCachedStatic(Static):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._drawn: dict[int, tuple[tuple[object, ...], Strip]] = {}
        self._lines: list[Text] | None = None
        """The lines shown (None: the text was given whole, by `update`)."""
        self._joined = True
        """Whether the Static's own text is these lines put together."""
        self._converted: dict[str | Style, VisualStyle] = {}
        """Each span's style as Textual's Content turns it (`_convert`)."""
        self._combined: dict[tuple[VisualStyle, tuple[str | Style, ...]], VisualStyle] = {}
        """The style of a run of text under these spans' styles, on the widget's style."""
        self._converted_for: tuple[TerminalTheme | None, object] | None = None
        """The ANSI theme and console the conversions were made with."""

    def show_lines(self, lines: list[Text]) -> None:
        """Show these lines, repainting only those that differ from the
        lines shown (all of them when their count differs)."""
        old = self._lines
        if old is not None and len(old) == len(lines) and all(map(_same, old, lines)):
            return
        self._lines, self._joined = list(lines), False
        if not self.is_mounted or old is None or len(old) != len(lines):
            self.refresh()
            return
        width = self.size.width
        changed = [y for y, (a, b) in enumerate(zip(old, lines, strict=True)) if not _same(a, b)]
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
        # A Text's == leaves out its own style (the whole line's).
        key = (line, line.style, width, style)
        drawn = self._drawn.get(y)
        if drawn is not None and drawn[0] == key:
            return drawn[1]
        strip = self._fast_strip(line, y, width, style) if self._plain_layout() else None
        if strip is None:
            content = Content.from_rich_text(line, console=self.app.console)
            strips = Visual.to_strips(self, content, width, 1, style)
            strip = _on_line(strips[0], y) if strips else Strip.blank(width, style.rich_style)
        self._drawn[y] = ((line.copy(), line.style, width, style), strip)
        return strip

    def _plain_layout(self) -> bool:
        """Whether Textual would lay a line out as it is: aligned left, with
        no padding of lines; else the quick drawing does not apply."""
        styles = self.styles
        return (
            styles.content_align == ("left", "top")
            and styles.get("text_align", "left") in ("left", "start")
            and not styles.get("line_pad", 0)
        )

    def _convert(self, style: str | Style) -> VisualStyle:
        """A span's style as `Content.from_rich_text` turns it."""
        converted = self._converted.get(style)
        if converted is None:
            rich = self.app.console.get_style(style) if isinstance(style, str) else style
            theme = None if self._converted_for is None else self._converted_for[0]
            converted = VisualStyle.from_rich_style(rich, theme)
            self._converted[style] = converted
        return converted

    def _fast_strip(self, line: Text, y: int, width: int, style: VisualStyle) -> Strip | None:
        """The strip Textual draws of `line` as line `y` of the widget (its
        Content's `render` and `_FormattedLine.to_strip`, step by step), or
        None where that takes more than this does."""
        plain = line.plain
        if (
            not width
            or len(plain) > width
            or cell_len(plain) > width
            or any(ord(character) < 32 or ord(character) == 127 for character in plain)
        ):
            return None
        made_for = (_ansi_theme(), self.app.console)
        if self._converted_for is None or any(
            a is not b for a, b in zip(made_for, self._converted_for, strict=True)
        ):
            self._converted.clear()
            self._combined.clear()
            self._converted_for = made_for
        convert = self._convert
        spans: list[tuple[int, int, str | Style]] = [
            (start, end, span_style) for start, end, span_style in line._spans
        ]
        whole = line.style
        if whole:
            if isinstance(whole, str):
                return None  # Content keeps it as a name, parsed by the widget.
            if plain and convert(whole):
                spans.insert(0, (0, len(plain), whole))
        segments: list[Segment] = []
        if not spans:
            run = self._run_style(style, ())
            if run is None:
                return None
            segments.append(Segment(plain, run.rich_style_with_offset(0, y)))
            return Strip(segments, cell_len(plain))
        # Content.render: the styles over each run, in the spans' order.
        marks = [(0, False, 0), (len(plain), True, 0)]
        for index, (start, end, _) in enumerate(spans, 1):
            marks.append((start, False, index))
            marks.append((end, True, index))
        marks.sort(key=lambda mark: (mark[0], mark[1]))
        stack: list[int] = []
        x = 0
        for (offset, leaving, index), (next_offset, _, _) in pairwise(marks):
            if leaving:
                stack.remove(index)
            else:
                stack.append(index)
            if next_offset > offset:
                keys = tuple(spans[i - 1][2] for i in sorted(stack) if i)
                run = self._run_style(style, keys)
                if run is None:
                    return None
                text = plain[offset:next_offset]
                segments.append(Segment(text, run.rich_style_with_offset(x, y)))
                x += len(text)
        return Strip(segments, cell_len(plain))

    def _run_style(self, style: VisualStyle, keys: tuple[str | Style, ...]) -> VisualStyle | None:
        """The style Textual gives a run under the spans' styles `keys` on the
        widget's `style`, or None for a clickable one (Textual restyles
        those links)."""
        key = (style, keys)
        run = self._combined.get(key)
        if run is None:
            combined = VisualStyle.combine([style, *(self._convert(k) for k in keys)])
            run = self._combined[key] = style + combined
        if "@click" in run.meta:
            return None
        return run

    def _whole_line(self, y: int) -> Strip:
        self._join()
        return super().render_line(y)


def _same(a: Text, b: Text) -> bool:
    """Whether two lines look the same (a Text's == leaves out its own style)."""
    return a == b and a.style == b.style


def _ansi_theme() -> TerminalTheme | None:
    """The ANSI theme `Content.from_rich_text` turns ANSI colours with: the
    running app's (the dark or the light one), none outside an app."""
    try:
        return active_app.get().ansi_theme
    except LookupError:
        return None


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
