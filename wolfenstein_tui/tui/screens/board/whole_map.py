"""The whole board at once: the map of the screen it opens from, drawn as
large as the terminal lets it show every square (full size, else two
characters a square, else one: tui/map/board_tiny.py), with the same marks
and colours (and, full size or compact, the same overlay). m or Escape
goes back. On a board too big even for one character a square, the map's
edges name what lies beyond them, as on the game screen, and the mouse
wheel scrolls.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_tiny import TINY, render_tiny
from wolfenstein_tui.tui.map.map_edges import Figure
from wolfenstein_tui.tui.map.map_window import COMPACT, fits_whole
from wolfenstein_tui.tui.widgets.footer import Footer
from wolfenstein_tui.tui.widgets.map_view import BoardView

WHOLE_MAP = N_("Whole map")
"""The key's name in the key bars, and this screen's title."""
AROUND = 2
"""Lines of the title and the key bar around the map."""


class WholeMapScreen(Screen[None]):
    BINDINGS = [
        Binding("m", "back", N_("Back")),
        Binding("escape", "back", N_("Back"), show=False),
        Binding("q", "back", N_("Back"), show=False),
    ]
    DEFAULT_CSS = """
    WholeMapScreen { layout: vertical; }
    WholeMapScreen #whole-title { height: 1; background: $panel; padding: 0 1; }
    WholeMapScreen #whole-map { width: 1fr; height: 1fr; }
    WholeMapScreen #whole-tiny { width: 1fr; height: 1fr; display: none; }
    WholeMapScreen.-tiny #whole-map { display: none; }
    WholeMapScreen.-tiny #whole-tiny { display: block; }
    """

    def __init__(
        self,
        board: tuple[int, int],
        paint: Callable[[bool], Text],
        figures: Callable[[], tuple[Figure, ...]],
        tiny: Callable[[], Text] | None = None,
    ) -> None:
        super().__init__()
        self.board = board
        self.paint = paint
        self.figures = figures
        self.tiny = tiny
        """Draws the map one character a square (tui/map/board_tiny.py)."""

    def compose(self) -> ComposeResult:
        yield Static(
            Text(_(WHOLE_MAP), style="bold") + Text("  " + _("m or Esc: back")),
            id="whole-title",
            markup=False,
        )
        view = BoardView(self.board, self.paint, self.figures, id="whole-map")
        view.can_focus = False  # the keys are this screen's: m and Esc go back
        yield view
        yield Static(id="whole-tiny", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.fit(self.app.size.width, self.app.size.height)
        self.query_one(BoardView).follow([], None)

    def on_resize(self) -> None:
        self.fit(self.size.width, self.size.height)

    def fit(self, width: int, height: int) -> None:
        """One character a square when two do not fit and one does."""
        room = (width, height - AROUND)
        tiny = (
            self.tiny is not None
            and not fits_whole(COMPACT, self.board, room)
            and fits_whole(TINY, self.board, room)
        )
        self.set_class(tiny, "-tiny")
        if tiny and self.tiny is not None:
            self.query_one("#whole-tiny", Static).update(self.tiny())

    def action_back(self) -> None:
        self.dismiss(None)


def whole_map(
    rules: Rules,
    state: Callable[[], GameState],
    paint: Callable[[bool], Text],
    figures: Callable[[], tuple[Figure, ...]],
) -> WholeMapScreen:
    """The whole-board screen for a screen's map: its drawing (`paint`), its
    figures, and the game `state` it shows, for the one-character drawing."""
    board = rules.board
    return WholeMapScreen(
        (board.width, board.height), paint, figures, lambda: render_tiny(rules, state())
    )
