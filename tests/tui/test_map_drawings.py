"""The map's drawings kept for the state of the game: the same drawing for
the same overlay, a new one as soon as the state or the marks change; a
drawing with an overlay, made of the bare drawing's rows and the overlay's
own rows drawn again, is the whole drawing."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.games import ARENA, ROOT, rules_for
from tests.tui.test_app import session_for
from wolfenstein_tui.engine.rules.referee import Setup
from wolfenstein_tui.engine.state.commands import Move, StartActivation
from wolfenstein_tui.tui.map.board_compact import render_compact, spills_of
from wolfenstein_tui.tui.map.board_text import Overlay, render_board
from wolfenstein_tui.tui.map.map_drawings import KEPT, Drawings

STARTER = ROOT / "missions" / "m01-radio-silence.yaml"


def _same(a, b) -> bool:
    return a.plain == b.plain and a.spans == b.spans


def test_each_overlay_is_drawn_once_for_a_state_and_drawn_again_for_a_new_one(
    tmp_path: Path,
) -> None:
    session = session_for(STARTER, tmp_path)
    rules = session.rules
    drawings = Drawings()
    session.play(
        next(c for c in rules.legal_actions(session.state) if isinstance(c, StartActivation))
    )
    state = session.state
    moves = [c for c in rules.legal_actions(state) if isinstance(c, Move)]
    marked = {move.to: "1" for move in moves}
    overlays = [Overlay(path=frozenset({move.to})) for move in moves[:3]]
    drawn = [drawings.draw(render_board, rules, state, marked, o) for o in overlays]
    for overlay, drawing in zip(overlays, drawn, strict=True):
        assert _same(drawing, render_board(rules, state, marked, overlay))
        assert drawings.draw(render_board, rules, state, dict(marked), overlay) is drawing
    compact = drawings.draw(render_compact, rules, state, marked, overlays[0])
    assert _same(compact, render_compact(rules, state, marked, overlays[0]))
    # Other marks: drawn again.
    fewer = dict(list(marked.items())[:1])
    again = drawings.draw(render_board, rules, state, fewer, overlays[0])
    assert again is not drawn[0]
    assert _same(again, render_board(rules, state, fewer, overlays[0]))
    # A new state (Klaus moved): drawn again, and he is where the new state has him.
    session.play(moves[0])
    moved = drawings.draw(render_board, rules, session.state, fewer, overlays[0])
    assert _same(moved, render_board(rules, session.state, fewer, overlays[0]))
    assert not _same(moved, again)
    # Undo brings back the earlier state object: drawn as it was.
    session.undo()
    assert _same(drawings.draw(render_board, rules, session.state, fewer, overlays[0]), again)


def test_only_so_many_drawings_are_kept(tmp_path: Path) -> None:
    session = session_for(STARTER, tmp_path)
    rules, state = session.rules, session.state
    drawings = Drawings()
    overlays = [Overlay(cursor=(column, 0)) for column in range(KEPT + 1)]
    first = drawings.draw(render_board, rules, state, {}, overlays[0])
    for overlay in overlays[1:]:
        drawings.draw(render_board, rules, state, {}, overlay)
    assert len(drawings._kept[-1][3]) == KEPT
    # The oldest was forgotten: drawn again.
    assert drawings.draw(render_board, rules, state, {}, overlays[0]) is not first


def test_the_drawings_of_the_state_shown_and_of_the_one_worked_out_ahead_are_kept(
    tmp_path: Path,
) -> None:
    """The state shown and the one worked out ahead for the action likely
    chosen next (tui/worked_ahead.py) each keep their drawings while the
    other is drawn; a third state's drawing forgets the oldest's."""
    session = session_for(STARTER, tmp_path)
    rules = session.rules
    drawings = Drawings()
    first = session.state
    shown = drawings.draw(render_compact, rules, first, {}, Overlay())
    ahead = session.foresee(StartActivation("klaus"))
    assert ahead is not None
    drawn_ahead = drawings.draw(render_compact, rules, ahead.after, {}, Overlay())
    assert drawings.draw(render_compact, rules, session.state, {}, Overlay()) is shown
    assert drawings.draw(render_compact, rules, ahead.after, {}, Overlay()) is drawn_ahead
    session.play(StartActivation("klaus"))
    assert drawings.draw(render_compact, rules, session.state, {}, Overlay()) is drawn_ahead
    third = session.foresee(session.rules.legal_actions(session.state)[0])
    assert third is not None
    drawings.draw(render_compact, rules, third.after, {}, Overlay())
    assert drawings.draw(render_compact, rules, session.state, {}, Overlay()) is drawn_ahead
    again = drawings.draw(render_compact, rules, first, {}, Overlay())  # forgotten: drawn anew
    assert again is not shown and _same(again, shown)
    # The state drawn least lately is the one forgotten, not the first kept:
    # the state shown, drawn again, outlives states worked out after it.
    assert drawings.draw(render_compact, rules, session.state, {}, Overlay()) is drawn_ahead
    drawings.draw(render_compact, rules, third.after, {}, Overlay())
    assert drawings.draw(render_compact, rules, session.state, {}, Overlay()) is drawn_ahead


@cache
def _starter_after_arrival(folder: Path) -> tuple:
    session = session_for(STARTER, folder)
    rules = session.rules
    session.play(
        next(c for c in rules.legal_actions(session.state) if isinstance(c, StartActivation))
    )
    return rules, session.state


_SQUARES = st.tuples(st.integers(0, 19), st.integers(0, 12))
_SETS = st.frozensets(_SQUARES, max_size=4)
_OVERLAYS = st.builds(
    Overlay,
    path=_SETS,
    targets=_SETS,
    chosen_target=_SETS,
    cursor=st.none() | _SQUARES,
    seen=_SETS,
    acting=_SETS,
    trail=st.lists(st.tuples(_SQUARES, st.sampled_from("→↘↓←")), max_size=3).map(tuple),
    struck=_SETS,
)


@settings(max_examples=60, deadline=None)
@given(overlays=st.lists(_OVERLAYS, min_size=1, max_size=4), compact=st.booleans())
def test_a_drawing_redrawn_by_rows_is_the_whole_drawing(
    tmp_path_factory, overlays: list[Overlay], compact: bool
) -> None:
    """Whatever the overlay (a path, targets, the cursor, what a square sees,
    the nazi phase's marks), the drawing made of the bare one's rows and the
    overlay's rows drawn again is, character and style, the map drawn whole."""
    rules, state = _starter_after_arrival(tmp_path_factory.getbasetemp() / "rows")
    render = render_compact if compact else render_board
    marked = {(2, 11): "2", (2, 12): "2", (3, 11): "3"}
    drawings = Drawings()
    for overlay in overlays:
        assert _same(
            drawings.draw(render, rules, state, marked, overlay),
            render(rules, state, marked, overlay),
        )


@pytest.mark.parametrize("seed", range(8))
def test_a_drawing_kept_from_state_to_state_is_the_whole_drawing(seed: int) -> None:
    """From state to state of a game (moves, doors opened, attacks, nazi
    phases, undos back to an earlier state), with other move costs marked
    each time: the drawing made of the rows kept from the state drawn
    before, with those that changed drawn again, is the map drawn whole."""
    rules = rules_for(STARTER if seed % 2 else ARENA)
    chooser = random.Random(seed)
    state, _ = rules.new_game(Setup(seats=(("klaus", "blazkowicz", "anya", "max"),), seed=seed))
    earlier = [state]
    drawings = Drawings()
    for _step in range(70):
        legal = rules.legal_actions(state)
        if not legal:
            break
        if len(earlier) > 1 and chooser.random() < 0.1:
            earlier.pop()
            state = earlier[-1]  # taken back: the earlier state, as undo brings it
        else:
            state, _ = rules.apply(state, chooser.choice(legal))
            earlier.append(state)
        marked = {
            command.to: str(chooser.randint(1, 6))
            for command in rules.legal_actions(state)
            if isinstance(command, Move)
        }
        for render in (render_compact, render_board):
            for overlay in (Overlay(), Overlay(path=frozenset(list(marked)[:2]))):
                kept = drawings.draw(render, rules, state, marked, overlay)
                whole = render(rules, state, marked, overlay)
                assert _same(kept, whole)
                assert spills_of(kept) == spills_of(whole)


def test_a_new_state_draws_only_the_rows_it_changed(tmp_path: Path) -> None:
    """Klaus activated on the starter map: the rows far from him are the
    rows drawn for the state before, not drawn again."""
    session = session_for(STARTER, tmp_path)
    rules = session.rules
    drawings = Drawings()
    before = drawings.draw(render_compact, rules, session.state, {}, Overlay())
    rows_before = drawings._bare[render_compact][-1].rows
    session.play(StartActivation("klaus"))
    after = drawings.draw(render_compact, rules, session.state, {}, Overlay())
    rows_after = drawings._bare[render_compact][-1].rows
    assert not _same(before, after)  # Klaus is on the map now
    assert rows_after[0] is rows_before[0]
    assert rows_after[11] is not rows_before[11]  # his row, A12
