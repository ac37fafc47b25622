"""What the game screen (screens/game.py) holds and does that its parts
mixed into it use: the map cursor (screens/map_cursor.py), its key actions
(game_actions.py) and taking decisions back (taking_back.py). Declared once
here, each part is checked as it runs, inside a Textual screen beside the
others. At run time the class is a plain object with no attribute at all:
the screen's own `__init__`, properties and methods provide them."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from rich.text import Text
    from textual.screen import Screen
    from textual.worker import Worker

    from wolfenstein_tui.content.records.squares import Square
    from wolfenstein_tui.engine.state.commands import Command, IllegalCommand, UseItem
    from wolfenstein_tui.engine.state.events import Event
    from wolfenstein_tui.engine.state.state import GameState
    from wolfenstein_tui.play.session import Session
    from wolfenstein_tui.tui.map.board_text import Overlay
    from wolfenstein_tui.tui.map.map_edges import Figure
    from wolfenstein_tui.tui.widgets.action_list import ActionList
    from wolfenstein_tui.tui.widgets.map_view import BoardView
    from wolfenstein_tui.tui.widgets.message_log import MessageLog

    _Screen = Screen[None]
else:
    _Screen = object


class GameScreenParts(_Screen):
    """The game screen's state and calls, as its parts see them."""

    session: Session
    overlay: Overlay
    card_hero: str | None
    looking: Square | None
    """The map cursor's square, while the map has the keys."""
    picking: list[UseItem]
    """The uses of an area item whose square is being chosen."""
    planned_for: object
    """The body's size the layout was fitted to (None: fit it again)."""

    if TYPE_CHECKING:

        @property
        def action_list(self) -> ActionList: ...
        @property
        def commands(self) -> list[Command]: ...
        @property
        def refusals(self) -> dict[int, str]: ...
        @property
        def board_view(self) -> BoardView: ...
        @property
        def message_log(self) -> MessageLog: ...
        @property
        def map_has_keys(self) -> bool: ...
        def select(self, index: int) -> None: ...
        def play(self, command: Command, faces: list[str] | None = None) -> None: ...
        def after_play(self, command: Command, before: GameState, events: list[Event]) -> None: ...
        def show_detail(self, text: Text | None) -> None: ...
        def show_highlighted(self, index: int) -> None: ...
        def draw_map(self) -> None: ...
        def paint_map(
            self,
            compact: bool,
            overlay: Overlay | None = None,
            state: GameState | None = None,
            marked: dict[Square, str] | None = None,
        ) -> Text: ...
        def hero_players(self, state: GameState) -> dict[str, str]: ...
        def map_figures(self, state: GameState | None = None) -> tuple[Figure, ...]: ...
        def look_ahead(self) -> None: ...
        def after_first_frame(self, callback: Callable[[], object]) -> None: ...
        def keys_changed(self) -> None: ...
        def follow_active(self, repaint: bool = False) -> None: ...
        def fit_layout(self) -> None: ...
        def refresh_view(self) -> None: ...
        def refusal_words(self, error: IllegalCommand) -> str: ...
        def stop_looking(self, refocus: bool = True) -> None: ...
        def on_board_view_confirm(self, _event: BoardView.Confirm) -> None: ...
        def on_board_view_cursor_moved(self, event: BoardView.CursorMoved) -> None: ...
        def action_back_to(self) -> Worker[None]: ...
