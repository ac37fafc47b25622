"""The whole board at once: the map of the screen it opens from, drawn as
large as the terminal lets it show every square (full size, else two
characters a square), with the same marks, colours and overlay. m or
Escape goes back. On a board too big even for that, the map's edges name
what lies beyond them, as on the game screen, and the mouse wheel scrolls.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from wolfenstein_tui.i18n import N_, _
from wolfenstein_tui.tui.footer import Footer
from wolfenstein_tui.tui.map_edges import Figure
from wolfenstein_tui.tui.widgets.map_view import BoardView

WHOLE_MAP = N_("Whole map")
"""The key's name in the key bars, and this screen's title."""


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
    """

    def __init__(
        self,
        board: tuple[int, int],
        paint: Callable[[bool], Text],
        figures: Callable[[], tuple[Figure, ...]],
    ) -> None:
        super().__init__()
        self.board = board
        self.paint = paint
        self.figures = figures

    def compose(self) -> ComposeResult:
        yield Static(
            Text(_(WHOLE_MAP), style="bold") + Text("  " + _("m or Esc: back")), id="whole-title"
        )
        view = BoardView(self.board, self.paint, self.figures, id="whole-map")
        view.can_focus = False  # the keys are this screen's: m and Esc go back
        yield view
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(BoardView).follow([], None)

    def action_back(self) -> None:
        self.dismiss(None)
