"""The map's last drawings for the state of the game now, so that going up
and down the action list (each line shows its path or targets on the map)
draws each overlay once, not at every key.

A drawing depends on the rules, the state, the squares marked with their
move cost, the overlay and the zoom. The state of a game is never changed
in place (the rules give a new one for each action, and undo brings back an
earlier one), so the drawings are kept for the state (the same object) and
marks they were drawn for: those of the last two states drawn, the one
shown and the one worked out ahead for the action a player is likely to
choose next (tui/worked_ahead.py).

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
KEPT_STATES = 2
"""States whose drawings are kept: the one shown, and the one worked out
ahead for the action a player is likely to choose next."""
DrawingKey = tuple[Render, Overlay]
"""A drawing kept for a state: its render (the zoom) and its overlay."""


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
    what they were drawn from (the next state's are drawn from them)."""

    def __init__(
        self,
        rules: Rules,
        state: GameState,
        marked: dict[Square, str],
        keys: dict[int, RowKey],
        drawn: tuple[dict[int, list[Piece]], Spills],
    ) -> None:
        self.rules, self.state, self.marked = rules, state, dict(marked)
        self.keys = keys
        self.rows, self.spills = drawn
        """The rows, and the compact drawing's spills (none for the full one's)."""

    def is_for(self, rules: Rules, state: GameState, marked: dict[Square, str]) -> bool:
        return state is self.state and rules is self.rules and marked == self.marked

    def changed_rows(
        self, rules: Rules, state: GameState, keys: dict[int, RowKey]
    ) -> set[int] | None:
        """The rows of squares to draw again for `state` (None: all of them,
        for other rules, doors or barricades)."""
        if (
            rules is not self.rules
            or state.closed_doors != self.state.closed_doors
            or state.barricades != self.state.barricades
        ):
            return None
        return {
            row for row in keys.keys() | self.keys.keys() if keys.get(row) != self.keys.get(row)
        }


def drawn_rows(
    render: Render,
    rules: Rules,
    state: GameState,
    marked: dict[Square, str],
    overlay: Overlay,
    only: set[int] | None,
) -> tuple[dict[int, list[Piece]], Spills]:
    """The rows `only` (None: all) of a drawing made by rows, with their
    spills for the compact drawing (board_compact.py)."""
    spills: Spills = {}
    if render is render_compact:
        return compact_rows(rules, state, marked, overlay, only, spills=spills), spills
    return ROWS[render](rules, state, marked, overlay, only), spills


def drawn_over(
    under: tuple[dict[int, list[Piece]], Spills], over: tuple[dict[int, list[Piece]], Spills]
) -> tuple[dict[int, list[Piece]], Spills]:
    """Rows drawn again put in place of their old ones, with their spills."""
    (rows, spills), (redrawn, redrawn_spills) = under, over
    kept = {key: spill for key, spill in spills.items() if key[0] not in redrawn}
    return {**rows, **redrawn}, {**kept, **redrawn_spills}


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
    drawn = drawn_rows(render, rules, state, marked, Overlay(), changed)
    if changed is not None and earlier is not None:
        drawn = drawn_over((earlier.rows, earlier.spills), drawn)
    return BareRows(rules, state, marked, keys, drawn)


class Drawings:
    """The drawings of the last two states drawn: the state shown and the
    one worked out ahead for the action a player is likely to choose next
    (tui/worked_ahead.py), so that neither drives the other's out."""

    def __init__(self) -> None:
        self._kept: list[tuple[Rules, GameState, dict[Square, str], dict[DrawingKey, Text]]] = []
        """For each state kept, the one drawn least lately first: its rules
        and marks, and its drawings by render and overlay."""
        self._bare: dict[Render, list[BareRows]] = {}
        """Each drawing's rows without an overlay, for the states and marks
        drawn last, the least lately drawn first (a new state's are drawn
        from the latest)."""

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
        kept = self._drawings_of(rules, state, marked)
        key = (render, overlay)
        drawing = kept.get(key)
        if drawing is None:
            if len(kept) >= KEPT:
                del kept[next(iter(kept))]  # the oldest
            drawing = kept[key] = self._drawn(render, rules, state, marked, overlay)
            drawing.no_wrap = True
        return drawing

    def _drawings_of(
        self, rules: Rules, state: GameState, marked: dict[Square, str]
    ) -> dict[DrawingKey, Text]:
        """The drawings kept for a state and marks (none yet for new ones:
        those of the state drawn least lately are forgotten)."""
        for index, (kept_rules, kept_state, kept_marks, found) in enumerate(self._kept):
            if kept_state is state and kept_rules is rules and kept_marks == marked:
                self._kept.append(self._kept.pop(index))  # drawn lately
                return found
        if len(self._kept) >= KEPT_STATES:
            del self._kept[0]
        drawings: dict[DrawingKey, Text] = {}
        self._kept.append((rules, state, dict(marked), drawings))
        return drawings

    def _drawn(
        self,
        render: Render,
        rules: Rules,
        state: GameState,
        marked: dict[Square, str],
        overlay: Overlay,
    ) -> Text:
        if render not in ROWS:
            return render(rules, state, marked, overlay)
        bare = self._bare_rows(render, rules, state, marked)
        drawn = bare.rows, bare.spills
        marks = overlay_rows(overlay)
        if marks:  # the overlay's rows' own in place of the bare ones
            drawn = drawn_over(drawn, drawn_rows(render, rules, state, marked, overlay, marks))
        rows, spills = drawn
        if render is render_compact:
            return CompactDrawing(runs_of(rows), spills)
        return runs_of(rows)

    def _bare_rows(
        self, render: Render, rules: Rules, state: GameState, marked: dict[Square, str]
    ) -> BareRows:
        """The bare rows of a state and marks: kept, or drawn from those of
        the state drawn last (the least lately drawn are forgotten)."""
        kept = self._bare.setdefault(render, [])
        found = next((bare for bare in kept if bare.is_for(rules, state, marked)), None)
        if found is not None:
            kept.remove(found)
        else:
            found = bare_rows(render, rules, state, marked, kept[-1] if kept else None)
            if len(kept) >= KEPT_STATES:
                del kept[0]
        kept.append(found)  # drawn lately
        return found
