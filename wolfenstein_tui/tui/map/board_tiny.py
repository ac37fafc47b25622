"""The map at one character a square, for the whole-board view when even the
compact drawing (two characters a square) does not fit the terminal.

Each square is one character: a figure or token by the first character of
its mark, in its colours (K Klaus, s a soldier, P the panzerhund, n a nazi
spawn, ? an event), an empty square by what the compact map shows of its
bottom edge (▁ wall, = or - door, ≠ barricade), ~ difficult ground, · floor,
░ off the map. The walls between squares of a row have no room: the rows'
▁ draw the rooms' outlines. The column letters are each column's last
letter. No Textual here.
"""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.content.records.squares import column_letters
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_compact import _below
from wolfenstein_tui.tui.map.board_text import FAINT, _cells
from wolfenstein_tui.tui.map.map_window import Geometry

TINY = Geometry(square_width=1, square_height=1, lead=0)


def render_tiny(rules: Rules, state: GameState) -> Text:
    """The map, one character a square, with its row numbers and the last
    letter of each column's name."""
    board = rules.board
    cells = _cells(rules, state)
    text = Text(no_wrap=True, overflow="crop", end="")
    letters = "".join(column_letters(column)[-1] for column in range(board.width))
    text.append("   " + letters + "\n", style=FAINT)
    for row in range(board.height):
        text.append(f"{row + 1:>2} ", style=FAINT)
        for column in range(board.width):
            square = (column, row)
            if not board.on_map(square):
                text.append("░", style=FAINT)
            elif square in cells:
                mark, style = cells[square]
                text.append(mark.strip()[:1] or "·", style=style)
            elif (below := _below(board, state, square)) is not None:
                text.append(*below)
            else:
                text.append("~" if square in board.difficult else "·", style=FAINT)
        text.append("│\n" if row < board.height - 1 else "│")
    return text
