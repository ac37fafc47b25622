"""The state is a value: a clone shares nothing that can change."""

from __future__ import annotations

import copy
import dataclasses

from tests.engine.games import STARTER, new_game, rules_for
from wolfenstein_tui.base.quick_dataclass import is_frozen
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending


def _mutable_paths(value: object, path: str = "state") -> list[tuple[str, object]]:
    """Every list, dict, set and dataclass reachable from a value."""
    found: list[tuple[str, object]] = []
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not is_frozen(type(value)):
            found.append((path, value))
        for field in dataclasses.fields(value):
            found += _mutable_paths(getattr(value, field.name), f"{path}.{field.name}")
    elif isinstance(value, dict):
        found.append((path, value))
        for key, item in value.items():
            found += _mutable_paths(item, f"{path}[{key!r}]")
    elif isinstance(value, list | set):
        found.append((path, value))
        if isinstance(value, list):
            for index, item in enumerate(value):
                found += _mutable_paths(item, f"{path}[{index}]")
    return found


def test_clone_shares_no_mutable_part() -> None:
    state = new_game(rules_for(STARTER))
    state.pending = Pending(DecisionKind.FIRST_PLAYER, ["0"], 0, {"x": [1]}, {"y": [2]})
    original = {path for path, _ in _mutable_paths(state)}
    clone = state.clone()
    ids = {id(obj) for _, obj in _mutable_paths(state)}
    shared = [path for path, obj in _mutable_paths(clone) if id(obj) in ids]
    assert original, "the walk found the state's parts"
    assert shared == []


def test_clone_equals_a_deep_copy() -> None:
    state = new_game(rules_for(STARTER))
    assert state.clone() == copy.deepcopy(state)


def test_kept_armor_damage_and_used_items_are_in_the_snapshot_only_when_set() -> None:
    """R-EQ: worn-item bookkeeping counts in the digest, without changing
    the digests of states (and old logs) that have none."""
    from wolfenstein_tui.engine.log.snapshot import state_to_json

    rules = rules_for()
    state = new_game(rules)
    plain = state_to_json(rules, state)
    assert "armor_debt" not in plain["heroes"][0] and "items_used" not in plain["heroes"][0]
    changed = state.clone()
    changed.heroes["klaus"].armor_debt = 1
    changed.heroes["klaus"].items_used.append("surgeons-kit")
    klaus = next(h for h in state_to_json(rules, changed)["heroes"] if h["id"] == "klaus")
    assert klaus["armor_debt"] == 1 and klaus["items_used"] == ["surgeons-kit"]
