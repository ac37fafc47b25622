"""The map widget: a click on a square, the mouse over a square, and the
cursor keys in look mode, told to the screen as messages."""

from __future__ import annotations

from textual.binding import Binding
from textual.events import Click, MouseMove
from textual.message import Message

from wolfenstein_tui.tui.line_cache import LineCachedStatic


class BoardView(LineCachedStatic, can_focus=True):
    """The map; a click on a square asks to move there, the mouse over a
    square shows what is on it, and in look mode the arrows move a cursor."""

    BINDINGS = [
        Binding("up", "cursor(0, -1)", "Up", show=False),
        Binding("down", "cursor(0, 1)", "Down", show=False),
        Binding("left", "cursor(-1, 0)", "Left", show=False),
        Binding("right", "cursor(1, 0)", "Right", show=False),
        Binding("escape", "stop_looking", "Stop looking"),
        Binding("enter", "confirm", "Choose this square", show=False),
    ]

    class SquareClicked(Message):
        def __init__(self, square: tuple[int, int]) -> None:
            super().__init__()
            self.square = square

    class SquareHovered(Message):
        def __init__(self, square: tuple[int, int]) -> None:
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

    hovered: tuple[int, int] | None = None

    @staticmethod
    def square_at(x: int, y: int) -> tuple[int, int] | None:
        # Squares are 4 characters apart after a 3-character row label, rows
        # 2 lines apart after the column letters and the top edge.
        column, within = divmod(x - 3, 4)
        row, line = divmod(y - 2, 2)
        if x >= 3 and within > 0 and line == 0 and column >= 0 and row >= 0:
            return (column, row)
        return None

    def on_click(self, event: Click) -> None:
        square = self.square_at(event.x, event.y)
        if square is not None:
            self.post_message(self.SquareClicked(square))

    def on_mouse_move(self, event: MouseMove) -> None:
        square = self.square_at(event.x, event.y)
        if square is not None and square != self.hovered:
            self.hovered = square
            self.post_message(self.SquareHovered(square))

    def action_cursor(self, dx: int, dy: int) -> None:
        self.post_message(self.CursorMoved(dx, dy))

    def action_stop_looking(self) -> None:
        self.post_message(self.StopLooking())

    def action_confirm(self) -> None:
        self.post_message(self.Confirm())
