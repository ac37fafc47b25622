"""The targets the grid keeps across turns and games (nazis/targets.py) are
a bounded memo: past 4,096 it starts again, and the nazis find the same
targets as with an empty one (R-AI-7 [D] reads them)."""

from __future__ import annotations

from tests.engine.games import STARTER, new_game, put_hero, rules_for
from wolfenstein_tui.engine.nazis.targets import targets
from wolfenstein_tui.engine.rules.turn import Turn


def test_the_kept_targets_start_again_past_their_bound() -> None:
    rules = rules_for(STARTER)
    state = put_hero(put_hero(new_game(rules, seed=3), "klaus", "A12"), "anya", "B13")
    kept = rules.grid.targets
    kept.clear()
    fresh = targets(Turn(rules, state))
    assert [t.id for t in fresh] == ["klaus", "anya"] and len(kept) == 2
    for number in range(4_097):
        kept[("a target of another game", number)] = fresh[0]
    assert targets(Turn(rules, state)) == fresh
    assert len(kept) == len(fresh)  # emptied, then this game's targets kept again
