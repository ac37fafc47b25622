"""The map's last drawings for the state of the game now, so that going up
and down the action list (each line shows its path or targets on the map)
draws each overlay once, not at every key.

A drawing depends on the rules, the state, the squares marked with their
move cost, the overlay and the zoom. The state of a game is never changed
in place (the rules give a new one for each action, and undo brings back an
earlier one), so the drawings are kept while the state is the same object
and the marks are equal, and forgotten at once otherwise.

A drawing with an overlay is the drawing without one with only the rows of
squares the overlay marks drawn again (`board_text.overlay_rows`): a step
in the action list draws the two or three rows of a move's path, not the
whole map. The text comes out the same as drawn whole (its pieces are put
together in one go, `board_text.runs_of`)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_compact import (
    CompactDrawing,
    Spills,
    compact_rows,
    render_compact,
)
from wolfenstein_tui.tui.map.board_text import (
    Overlay,
    Piece,
    board_rows,
    overlay_rows,
    render_board,
    runs_of,
)

Render = Callable[[Rules, GameState, dict[Square, str] | None, Overlay | None], Text]
Rows = Callable[
    [Rules, GameState, dict[Square, str], Overlay, set[int] | None], dict[int, list[Piece]]
]

ROWS: dict[Render, Rows] = {render_board: board_rows, render_compact: compact_rows}
"""The drawings made by rows (any other is drawn whole each time)."""

KEPT = 24
"""Drawings kept for one state: more than a screenful of listed actions."""


class Drawings:
    def __init__(self) -> None:
        self._state: GameState | None = None
        self._rules: Rules | None = None
        self._marked: dict[Square, str] = {}
        self._kept: dict[tuple[Render, Overlay], Text] = {}
        self._bare: dict[Render, dict[int, list[Piece]]] = {}
        """Each drawing's rows without an overlay."""
        self._bare_spills: Spills = {}
        """The compact drawing's spills without an overlay."""

    def draw(
        self,
        render: Render,
        rules: Rules,
        state: GameState,
        marked: dict[Square, str],
        overlay: Overlay,
    ) -> Text:
        """`render(rules, state, marked, overlay)`, drawn once. The same
        text comes back for the same arguments: it is not to be changed."""
        if state is not self._state or rules is not self._rules or marked != self._marked:
            self._state, self._rules, self._marked = state, rules, dict(marked)
            self._kept, self._bare = {}, {}
        key = (render, overlay)
        drawing = self._kept.get(key)
        if drawing is None:
            if len(self._kept) >= KEPT:
                del self._kept[next(iter(self._kept))]  # the oldest
            drawing = self._kept[key] = self._drawn(render, rules, state, marked, overlay)
            drawing.no_wrap = True
        return drawing

    def _drawn(
        self,
        render: Render,
        rules: Rules,
        state: GameState,
        marked: dict[Square, str],
        overlay: Overlay,
    ) -> Text:
        if render is render_compact:
            return self._compact(rules, state, marked, overlay)
        rows_of = ROWS.get(render)
        if rows_of is None:
            return render(rules, state, marked, overlay)
        bare = self._bare.get(render)
        if bare is None:
            bare = self._bare[render] = rows_of(rules, state, marked, Overlay(), None)
        marks = overlay_rows(overlay)
        if not marks:
            return runs_of(bare)
        return runs_of({**bare, **rows_of(rules, state, marked, overlay, marks)})

    def _compact(
        self, rules: Rules, state: GameState, marked: dict[Square, str], overlay: Overlay
    ) -> Text:
        """The compact drawing as `_drawn` makes the others, with its spills
        (board_compact.py): the overlay's rows' own in place of the bare ones."""
        bare = self._bare.get(render_compact)
        if bare is None:
            self._bare_spills = {}
            bare = self._bare[render_compact] = compact_rows(
                rules, state, marked, Overlay(), None, spills=self._bare_spills
            )
        marks = overlay_rows(overlay)
        if not marks:
            return CompactDrawing(runs_of(bare), self._bare_spills)
        spills: Spills = {}
        redrawn = compact_rows(rules, state, marked, overlay, marks, spills=spills)
        kept = {key: spill for key, spill in self._bare_spills.items() if key[0] not in redrawn}
        return CompactDrawing(runs_of({**bare, **redrawn}), {**kept, **spills})
