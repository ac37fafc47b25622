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
together in one go, `board_text.runs_of`).

A new state changes few rows too: an action moves a figure or two, marks
the squares its hero may reach next, opens a door. A row's bare drawing
depends only on what stands on its squares, their move costs, and the
doors and barricades (the edges drawn in every row), so the bare rows of
the state drawn before are kept for the next one, and only the rows whose
squares changed are drawn again (`BareRows`): all of them when a door or
a barricade changed."""

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
    _cells,
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


RowKey = dict[int, tuple[tuple[str, str] | None, str | None]]
"""What a row's bare drawing depends on besides the edges: by column, the
cell drawn there (a figure's or token's mark, and its style) and the
square's move cost (`row_keys`)."""


def row_keys(rules: Rules, state: GameState, marked: dict[Square, str]) -> dict[int, RowKey]:
    """By row, what stands on each square of it that shows anything and
    its move cost (rows with none are left out): two states with the same
    key for a row, and the same doors and barricades, draw it alike."""
    keys: dict[int, RowKey] = {}
    cell: tuple[str, str]
    for (column, row), cell in _cells(rules, state).items():
        keys.setdefault(row, {})[column] = (cell, marked.get((column, row)))
    for (column, row), cost in marked.items():
        found = keys.setdefault(row, {})
        if column not in found:
            found[column] = (None, cost)
    return keys


class BareRows:
    """One drawing's rows without an overlay, for one state and marks, with
    what they were drawn from (to draw the next state's from them)."""

    def __init__(
        self,
        rules: Rules,
        state: GameState,
        keys: dict[int, RowKey],
        rows: dict[int, list[Piece]],
        spills: Spills,
    ) -> None:
        self.rules = rules
        self.closed_doors = state.closed_doors
        self.barricades = state.barricades
        self.keys = keys
        self.rows = rows
        self.spills = spills
        """The compact drawing's spills (none for the full one's)."""

    def changed_rows(
        self, rules: Rules, state: GameState, keys: dict[int, RowKey]
    ) -> set[int] | None:
        """The rows of squares to draw again for `state` (None: all of them,
        for other rules, doors or barricades)."""
        if (
            rules is not self.rules
            or state.closed_doors != self.closed_doors
            or state.barricades != self.barricades
        ):
            return None
        return {
            row for row in keys.keys() | self.keys.keys() if keys.get(row) != self.keys.get(row)
        }


def bare_rows(
    render: Render,
    rules: Rules,
    state: GameState,
    marked: dict[Square, str],
    earlier: BareRows | None,
) -> BareRows:
    """The drawing's rows without an overlay for `state`: those of
    `earlier` (the state drawn before) where nothing changed, the others
    drawn again."""
    keys = row_keys(rules, state, marked)
    changed = earlier.changed_rows(rules, state, keys) if earlier is not None else None
    spills: Spills = {}
    if render is render_compact:
        drawn = compact_rows(rules, state, marked, Overlay(), changed, spills=spills)
    else:
        drawn = ROWS[render](rules, state, marked, Overlay(), changed)
    if changed is None or earlier is None:
        return BareRows(rules, state, keys, drawn, spills)
    kept = {key: spill for key, spill in earlier.spills.items() if key[0] not in drawn}
    return BareRows(rules, state, keys, {**earlier.rows, **drawn}, {**kept, **spills})


class Drawings:
    def __init__(self) -> None:
        self._state: GameState | None = None
        self._rules: Rules | None = None
        self._marked: dict[Square, str] = {}
        self._kept: dict[tuple[Render, Overlay], Text] = {}
        self._bare: dict[Render, BareRows] = {}
        """Each drawing's rows without an overlay, for this state and marks."""
        self._earlier: dict[Render, BareRows] = {}
        """Each drawing's rows without an overlay, for the last state and
        marks it was drawn for before these (`bare_rows` starts from them)."""

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
            self._kept = {}
            self._earlier, self._bare = {**self._earlier, **self._bare}, {}
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
        rows_of = ROWS.get(render)
        if rows_of is None:
            return render(rules, state, marked, overlay)
        bare = self._bare.get(render)
        if bare is None:
            bare = self._bare[render] = bare_rows(
                render, rules, state, marked, self._earlier.pop(render, None)
            )
        if render is render_compact:
            return self._compact(rules, state, marked, overlay, bare)
        marks = overlay_rows(overlay)
        if not marks:
            return runs_of(bare.rows)
        return runs_of({**bare.rows, **rows_of(rules, state, marked, overlay, marks)})

    def _compact(
        self,
        rules: Rules,
        state: GameState,
        marked: dict[Square, str],
        overlay: Overlay,
        bare: BareRows,
    ) -> Text:
        """The compact drawing as `_drawn` makes the others, with its spills
        (board_compact.py): the overlay's rows' own in place of the bare ones."""
        marks = overlay_rows(overlay)
        if not marks:
            return CompactDrawing(runs_of(bare.rows), bare.spills)
        spills: Spills = {}
        redrawn = compact_rows(rules, state, marked, overlay, marks, spills=spills)
        kept = {key: spill for key, spill in bare.spills.items() if key[0] not in redrawn}
        return CompactDrawing(runs_of({**bare.rows, **redrawn}), {**kept, **spills})
