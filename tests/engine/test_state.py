"""The state is a value: a clone shares nothing that can change."""

from __future__ import annotations

import copy
import dataclasses

from tests.engine.games import STARTER, new_game, rules_for
from wolfenstein_tui.engine.pending import DecisionKind, Pending


def _mutable_paths(value: object, path: str = "state") -> list[tuple[str, object]]:
    """Every list, dict, set and dataclass reachable from a value."""
    found: list[tuple[str, object]] = []
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not type(value).__dataclass_params__.frozen:
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
    state.pending = Pending(DecisionKind.FIRST_PLAYER, "?", ["a"], 0, {"x": [1]})
    original = {path for path, _ in _mutable_paths(state)}
    clone = state.clone()
    ids = {id(obj) for _, obj in _mutable_paths(state)}
    shared = [path for path, obj in _mutable_paths(clone) if id(obj) in ids]
    assert original, "the walk found the state's parts"
    assert shared == []


def test_clone_equals_a_deep_copy() -> None:
    state = new_game(rules_for(STARTER))
    assert state.clone() == copy.deepcopy(state)
