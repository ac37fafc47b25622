"""The map's drawings kept for the state of the game: the same drawing for
the same overlay, a new one as soon as the state or the marks change."""

from __future__ import annotations

from pathlib import Path

from tests.engine.games import ROOT
from tests.tui.test_app import session_for
from wolfenstein_tui.engine.state.commands import Move, StartActivation
from wolfenstein_tui.tui.board_compact import render_compact
from wolfenstein_tui.tui.board_text import Overlay, render_board
from wolfenstein_tui.tui.map_drawings import KEPT, Drawings

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
    assert len(drawings._kept) == KEPT
    # The oldest was forgotten: drawn again.
    assert drawings.draw(render_board, rules, state, {}, overlays[0]) is not first
