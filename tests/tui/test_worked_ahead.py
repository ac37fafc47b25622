"""A value worked out ahead is given back only for the very state, equal
inputs and language it was worked out for, and for the last `keep` states
put (the state shown and the one worked out ahead: keep=2)."""

from __future__ import annotations

from tests.engine.games import new_game
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.tui.worked_ahead import WorkedAhead


def test_a_value_is_for_its_very_state_inputs_and_language() -> None:
    state = new_game()
    worked: WorkedAhead[str] = WorkedAhead()
    assert worked.get(state, ()) is None
    assert worked.put(state, ("a",), "drawn") == "drawn"
    assert worked.get(state, ("a",)) == "drawn"
    assert worked.get(state, ("b",)) is None  # other inputs
    assert worked.get(state.clone(), ("a",)) is None  # an equal state is another
    set_language("fr")
    try:
        assert worked.get(state, ("a",)) is None  # its words are in English
    finally:
        set_language("en")


def test_the_last_states_put_are_kept_and_no_more() -> None:
    states = [new_game() for _ in range(4)]
    one: WorkedAhead[int] = WorkedAhead()
    two: WorkedAhead[int] = WorkedAhead(keep=2)
    three: WorkedAhead[int] = WorkedAhead(keep=3)
    for number, state in enumerate(states):
        for worked in (one, two, three):
            worked.put(state, (), number)
    assert [one.get(s, ()) for s in states] == [None, None, None, 3]
    assert [two.get(s, ()) for s in states] == [None, None, 2, 3]
    assert [three.get(s, ()) for s in states] == [None, 1, 2, 3]
    fresh: WorkedAhead[int] = WorkedAhead(keep=4)
    fresh.put(states[0], (), 0)
    fresh.put(states[1], (), 1)  # fewer than kept: none goes
    assert [fresh.get(s, ()) for s in states[:2]] == [0, 1]
