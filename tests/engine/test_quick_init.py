"""engine/quick_init.py: a `frozen_record` behaves as the frozen dataclass
it replaces, and `quick_init` refuses what its __init__ cannot do."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import dataclass, field

import pytest

from wolfenstein_tui.engine.quick_init import frozen_record, is_frozen, quick_init
from wolfenstein_tui.engine.state.commands import COMMAND_TYPES, Attack, Move


@frozen_record
class Quick:
    """A record to compare with its frozen dataclass twin below."""

    name: str
    square: tuple[int, int]
    mode: int | None = None


@dataclass(frozen=True)
class Plain:
    """The same fields as a frozen dataclass."""

    name: str
    square: tuple[int, int]
    mode: int | None = None


def test_a_frozen_record_is_a_frozen_dataclass() -> None:
    quick, plain = Quick("klaus", (2, 3)), Plain("klaus", (2, 3))
    assert repr(quick) == repr(plain).replace("Plain", "Quick")
    assert hash(quick) == hash(Quick("klaus", (2, 3))) and quick == Quick("klaus", (2, 3))
    assert quick != Quick("klaus", (2, 3), 1) and quick != plain
    assert dataclasses.astuple(quick) == dataclasses.astuple(plain)
    assert [f.name for f in dataclasses.fields(quick)] == ["name", "square", "mode"]
    assert dataclasses.replace(quick, mode=2) == Quick("klaus", (2, 3), 2)
    assert pickle.loads(pickle.dumps(quick)) == quick and copy.deepcopy(quick) == quick
    assert Quick.__match_args__ == Plain.__match_args__
    assert is_frozen(Quick) and is_frozen(Plain)


def test_a_frozen_record_refuses_changes_as_a_frozen_dataclass_does() -> None:
    quick = Quick("klaus", (2, 3))
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'name'"):
        quick.name = "anya"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'mode'"):
        del quick.mode  # type: ignore[misc]


def test_every_command_is_a_frozen_record() -> None:
    for command_type in COMMAND_TYPES.values():
        assert is_frozen(command_type), command_type
    attack = Attack("klaus", "soldier-1")
    assert repr(attack) == "Attack(hero='klaus', target='soldier-1', mode=None)"
    assert repr(Move("klaus", (1, 2))) == "Move(hero='klaus', to=(1, 2))"


def test_quick_init_refuses_a_default_factory() -> None:
    with pytest.raises(TypeError, match="default factory"):

        @quick_init
        @dataclass(frozen=True)
        class Listed:
            items: list[int] = field(default_factory=list)
