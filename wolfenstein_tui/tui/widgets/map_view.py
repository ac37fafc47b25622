"""The map widget: the part of the map that fits, full size or compact, with
the row and column labels kept on screen, and a cursor.

It draws what the screen paints (the whole map, for the zoom in use) and
cuts the window out of it, so it never scrolls as a Textual container
would: the labels stay, and the window follows the squares the screen
asks to keep in view. Where the window cuts the board, its edges name the
figures beyond them (tui/map/map_edges.py), so nothing on the board is out of
sight and unsaid. Clicks, the mouse over a square and the cursor keys
are told to the screen as messages."""

from __future__ import annotations

from collections.abc import Callable

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.events import Click, MouseMove, MouseScrollDown, MouseScrollUp, Resize
from textual.message import Message

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.tui.map.board_compact import spills_of
from wolfenstein_tui.tui.map.map_edges import (
    NO_EDGES,
    Edges,
    Figure,
    Margins,
    edges_of,
    strip_for_line,
)
from wolfenstein_tui.tui.map.map_window import (
    COMPACT,
    FULL,
    Geometry,
    Window,
    centred,
    cut_lines,
    fits_whole,
    inset,
    resized,
    scrolled,
    showing,
    split_lines,
)
from wolfenstein_tui.tui.widgets.line_view import LineView

TITLE_PARTS = " · "
"""What separates a title's parts (in every language)."""
FRAME_ENDS = 2
"""The frame's columns a title leaves: a corner, or a line's end, each side."""

KEPT_CUTS = 32
"""Windows of drawings kept: more than the drawings kept for one state
(tui/map/map_drawings.py)."""


class BoardView(LineView, can_focus=True):
    """The map. With the focus, a cursor: arrows or hjkl move it, Enter does
    what the square under it offers, Escape gives the keys back to the
    action list."""

    BINDINGS = [
        # The descriptions are translated by the footer, when it is drawn.
        Binding("up,k", "cursor(0, -1)", N_("Cursor"), show=False),
        Binding("down,j", "cursor(0, 1)", N_("Down"), show=False),
        Binding("left,h", "cursor(-1, 0)", N_("Left"), show=False),
        Binding("right,l", "cursor(1, 0)", N_("Right"), show=False),
        Binding("enter", "confirm", N_("Do it")),
        Binding("escape", "stop_looking", N_("Back to actions")),
    ]

    class SquareClicked(Message):
        def __init__(self, square: Square) -> None:
            super().__init__()
            self.square = square

    class SquareHovered(Message):
        def __init__(self, square: Square) -> None:
            super().__init__()
            self.square = square

    class CursorMoved(Message):
        def __init__(self, dx: int, dy: int) -> None:
            super().__init__()
            self.dx, self.dy = dx, dy

    class StopLooking(Message):
        pass

    class Confirm(Message):
        pass

    class Focused(Message):
        """The map took the focus (a click, Tab): the screen starts the cursor."""

    hovered: Square | None = None

    def __init__(
        self,
        board: tuple[int, int],
        paint: Callable[[bool], Text],
        figures: Callable[[], tuple[Figure, ...]] | None = None,
        *,
        whole_map_key: bool = False,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        # The map shows no links: Textual's styling of links (a pass over
        # every segment of every line drawn) would cost half its drawing.
        self.set_reactive(BoardView.auto_links, False)
        self.board = board
        """The board's size in squares (columns, rows)."""
        self.paint = paint
        """Draws the whole map: compact (True) or full (False)."""
        self.figures = figures or (lambda: ())
        """The figures and tokens on the board now: those out of view are
        named at the edge they lie beyond (tui/map/map_edges.py)."""
        self.edges: Edges = NO_EDGES
        self.whole_map_key = whole_map_key
        """Whether m shows the whole board (its line naming what lies beyond
        a cut edge then says so)."""
        self.zoom: bool | None = None
        """Compact (True), full (False), or chosen by the size (None)."""
        self.drawing = Text()
        self._drawing_lines: tuple[Text, list[Text]] | None = None
        """The drawing split in lines, once for each drawing."""
        self._cuts: dict[tuple[int, Window, tuple[object, ...]], tuple[Text, list[Text]]] = {}
        """The lines shown for a drawing (by its id, kept with it) and a
        window: going back up the action list shows a path drawn before."""
        self.window = Window(FULL, (0, 0), 1, 1)
        self.keep: list[Square] = []
        self.focus_square: Square | None = None
        self._drawn_compact: bool | None = None
        self.title_english: str | None = None
        """The frame's title, in English (shown translated and fitted)."""

    @classmethod
    def watched(
        cls,
        board: tuple[int, int],
        paint: Callable[[bool], Text],
        figures: Callable[[], tuple[Figure, ...]],
        id: str,
    ) -> BoardView:
        """A map that is watched, not played on (the nazi phase, the replay
        viewer): no cursor, the keys are the screen's, m shows the whole
        board."""
        view = cls(board, paint, figures, whole_map_key=True, id=id)
        view.can_focus = False
        return view

    # --- what is shown -------------------------------------------------------

    def titled(self, english: str | None) -> None:
        """Give the frame a title (English, marked with `N_`): translated,
        and as many of its parts (between " · ") as fit the width, from the
        first, so that no word is cut; fitted again when the width changes."""
        self.title_english = english
        self.fit_title()

    def fit_title(self) -> None:
        if self.title_english is None:
            return
        title = fitted_title(_(self.title_english), self.size.width or self.app.size.width)
        if self.border_title != title:
            self.border_title = title

    @property
    def compact(self) -> bool:
        if self.zoom is not None:
            return self.zoom
        size = (self.size.width, self.size.height)
        return not fits_whole(FULL, self.board, size) if size[0] and size[1] else False

    @property
    def geometry(self) -> Geometry:
        return COMPACT if self.compact else FULL

    def redraw(self) -> None:
        """Paint the map again (the game changed) and show its window."""
        compact = self.compact
        self.drawing = self.paint(compact)
        if compact != self._drawn_compact:
            self._drawn_compact = compact
            self.recentre()
            return
        self._keep_window()

    def _framed(self, make: Callable[[tuple[int, int]], Window]) -> None:
        """Set the window that `make` gives (`_framing`)."""
        self.window, self.edges = self._framing(make, self.figures())

    def _framing(
        self, make: Callable[[tuple[int, int]], Window], figures: tuple[Figure, ...]
    ) -> tuple[Window, Edges]:
        """The window that `make` gives for the room the map has, less
        the room its edges take to name the `figures` beyond them (which
        depends on the window: tried again, growing only, until it
        settles), and its edges."""
        size = (self.size.width, self.size.height)
        margins = Margins()
        window = make(size)
        edges = edges_of(window, self.board, figures, size[0], self.whole_map_key)
        for _attempt in range(3):
            if edges.margins.within(margins):
                break
            margins = margins.grown(edges.margins)
            window = make(margins.inside(size))
            edges = edges_of(window, self.board, figures, size[0], self.whole_map_key)
        return inset(window, edges.margins.top, edges.margins.left), edges

    def _show(self) -> None:
        self.show_lines(self._cut(self.drawing, self.window, self.edges))

    def _cut(self, drawing: Text, window: Window, edges: Edges) -> list[Text]:
        """The lines of `drawing` a window shows, with its edges' notes
        (kept for the drawing and the window)."""
        key = (id(drawing), window, edges.signature)
        cut = self._cuts.get(key)
        if cut is None or cut[0] is not drawing:
            split = self._drawing_lines
            if split is None or split[0] is not drawing:
                split = self._drawing_lines = (drawing, split_lines(drawing))
            if len(self._cuts) >= KEPT_CUTS:
                del self._cuts[next(iter(self._cuts))]  # the oldest

            def strips(line: int) -> tuple[Text, Text]:
                return strip_for_line(edges, window.geometry, window, line)

            lines = cut_lines(
                split[1],
                window,
                strips if edges is not NO_EDGES else None,
                spills_of(drawing),
            )
            cut = self._cuts[key] = (drawing, [*edges.top, *lines, *edges.bottom])
        return cut[1]

    def draw_ahead(self, drawing: Text) -> None:
        """Cut `drawing` for the window shown and draw its lines for the
        terminal, showing nothing: a drawing about to be shown in this
        window (the map cursor's, `look_ahead`) is then put on screen with
        no work but its lines' changes. Nothing is done for a drawing of
        the other zoom, or before the map is laid out."""
        if not (self.size.width and self.size.height):
            return
        if self.window.geometry is not self.geometry:
            return
        self.lines_ahead(self._cut(drawing, self.window, self.edges))

    def frame_ahead(
        self,
        drawing: Text,
        keep: list[Square],
        focus: Square | None,
        figures: tuple[Figure, ...],
    ) -> None:
        """Frame `drawing` as `follow(keep, focus)` would for a state with
        these `figures` on the board, cut it and draw its lines for the
        terminal, showing nothing (`draw_ahead`): the map of the state the
        player's likely next action leads to."""
        if not (self.size.width and self.size.height) or self._drawn_compact != self.compact:
            return
        geometry = self.geometry
        window, edges = self._framing(
            lambda size: centred(geometry, self.board, size, keep, focus), figures
        )
        self.lines_ahead(self._cut(drawing, window, edges))

    def _keep_window(self) -> None:
        """Frame the window again where it is (the figures moved, or the room)."""
        window = self.window
        if window.geometry is not self.geometry:
            self.recentre()
            return
        self._framed(lambda size: resized(window, self.board, size))
        self._show()

    def follow(self, keep: list[Square], focus: Square | None, repaint: bool = False) -> None:
        """Keep these squares in view from now on (centred on them now); when
        they do not fit, the squares around `focus`. With `repaint`, the map
        is painted again first (one cut and one update for both)."""
        self.keep, self.focus_square = keep, focus
        if not (self.size.width and self.size.height):
            # Not laid out yet (the game screen's first refresh): its size
            # decides the zoom, and the resize that gives it paints the map
            # for that zoom and centres it on these squares. Painted now, it
            # would be the full drawing, thrown away at once.
            self._drawn_compact = None
            return
        if repaint:
            self.drawing = self.paint(self.compact)
            self._drawn_compact = self.compact
        self.recentre()

    def recentre(self) -> None:
        geometry, keep, focus = self.geometry, self.keep, self.focus_square
        self._framed(lambda size: centred(geometry, self.board, size, keep, focus))
        self._show()

    def show_square(self, square: Square) -> None:
        """Move the window as little as it takes to show a square."""
        if self.window.geometry is not self.geometry:
            self.recentre()
        if showing(self.window, self.board, square).origin == self.window.origin:
            return
        window = self.window
        self._framed(lambda size: showing(resized(window, self.board, size), self.board, square))
        self._show()

    def set_zoom(self, compact: bool | None) -> None:
        self.zoom = compact
        self.redraw()

    def on_resize(self, _event: Resize) -> None:
        self._drawn_compact = None
        self.redraw()
        self.fit_title()

    def on_mouse_scroll_down(self, event: MouseScrollDown) -> None:
        self._scroll(event, 1)

    def on_mouse_scroll_up(self, event: MouseScrollUp) -> None:
        self._scroll(event, -1)

    def _scroll(self, event: MouseScrollDown | MouseScrollUp, step: int) -> None:
        event.stop()
        dx, dy = (step, 0) if event.shift else (0, step)
        window = self.window
        self._framed(lambda size: scrolled(resized(window, self.board, size), self.board, dx, dy))
        self._show()

    # --- the player's hand on it ----------------------------------------------

    def square_at(self, x: int, y: int) -> Square | None:
        """The square drawn at (x, y) of the map's content (inside its frame)."""
        return self.window.square_at(x, y)

    def offset_of(self, square: Square) -> tuple[int, int] | None:
        """Where a square is drawn, from the widget's top left corner (its
        frame included, as a click's offset is), None when out of view."""
        offset = self.window.offset_of(square)
        if offset is None:
            return None
        gutter = self.styles.gutter
        return (offset[0] + gutter.left, offset[1] + gutter.top)

    def _square_under(self, event: Click | MouseMove) -> Square | None:
        offset = event.get_content_offset(self)
        return self.square_at(offset.x, offset.y) if offset is not None else None

    def on_click(self, event: Click) -> None:
        square = self._square_under(event)
        if square is not None:
            self.post_message(self.SquareClicked(square))

    def on_mouse_move(self, event: MouseMove) -> None:
        square = self._square_under(event)
        if square is not None and square != self.hovered:
            self.hovered = square
            self.post_message(self.SquareHovered(square))

    def on_focus(self) -> None:
        self.post_message(self.Focused())

    def action_cursor(self, dx: int, dy: int) -> None:
        self.post_message(self.CursorMoved(dx, dy))

    def action_stop_looking(self) -> None:
        self.post_message(self.StopLooking())

    def action_confirm(self) -> None:
        self.post_message(self.Confirm())


def fitted_title(title: str, width: int) -> str:
    """The parts of a title (between " · ") that fit a frame `width` wide,
    from the first (at least the first: Textual ends it with "…" when even
    that is too long)."""
    room = width - FRAME_ENDS
    parts = title.split(TITLE_PARTS)
    shown = parts[0]
    for part in parts[1:]:
        longer = shown + TITLE_PARTS + part
        if cell_len(longer) > room:
            break
        shown = longer
    return shown
