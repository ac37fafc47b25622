"""quick_dataclass.py: a `frozen_record` behaves as the frozen dataclass it
replaces, a `mutable_record` as the dataclass, and what their templates
cannot write is refused when the class is made."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import pickle
from dataclasses import InitVar, dataclass, field
from typing import ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.base.quick_dataclass import frozen_record, is_frozen, mutable_record
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


@mutable_record
class Changing:
    """A mutable record with factories and a __post_init__."""

    name: str
    seen: list[str] = field(default_factory=list)
    count: int = 0
    notes: dict[str, int] = field(default_factory=dict)
    kind: ClassVar[str] = "changing"

    def __post_init__(self) -> None:
        self.count += len(self.seen)


@dataclass
class ChangingPlain:
    """The same as a dataclass."""

    name: str
    seen: list[str] = field(default_factory=list)
    count: int = 0
    notes: dict[str, int] = field(default_factory=dict)
    kind: ClassVar[str] = "changing"

    def __post_init__(self) -> None:
        self.count += len(self.seen)


@frozen_record(order=True)
class Ranked:
    """An ordered record, as `@dataclass(frozen=True, order=True)`."""

    line: int
    text: str = field(compare=False, default="")
    column: int = 0


@dataclass(frozen=True, order=True)
class RankedPlain:
    """The same as a dataclass."""

    line: int
    text: str = field(compare=False, default="")
    column: int = 0


def test_a_frozen_record_is_a_frozen_dataclass() -> None:
    quick, plain = Quick("klaus", (2, 3)), Plain("klaus", (2, 3))
    assert repr(quick) == repr(plain).replace("Plain", "Quick")
    assert hash(quick) == hash(plain) == hash(Quick("klaus", (2, 3)))
    assert quick == Quick("klaus", (2, 3)) and quick != Quick("klaus", (2, 3), 1)
    assert quick != plain and quick.__eq__(plain) is NotImplemented
    assert dataclasses.astuple(quick) == dataclasses.astuple(plain)
    assert [f.name for f in dataclasses.fields(quick)] == ["name", "square", "mode"]
    assert dataclasses.replace(quick, mode=2) == Quick("klaus", (2, 3), 2)
    assert pickle.loads(pickle.dumps(quick)) == quick and copy.deepcopy(quick) == quick
    assert Quick.__match_args__ == Plain.__match_args__
    assert is_frozen(Quick) and is_frozen(Plain) and not is_frozen(Changing)
    assert Quick(square=(1, 1), name="anya") == Quick("anya", (1, 1))
    assert Quick.__init__.__qualname__ == "Quick.__init__"


def test_a_frozen_record_refuses_changes_as_a_frozen_dataclass_does() -> None:
    quick = Quick("klaus", (2, 3))
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'name'"):
        quick.name = "anya"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'mode'"):
        del quick.mode  # type: ignore[misc]


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        ((), {}),
        (("a", (1, 1), 2, 3), {}),
        (("a",), {"squares": (1, 1)}),
        (("a", (1, 1)), {"name": "b"}),
    ],
)
def test_wrong_arguments_are_refused_as_the_dataclass_refuses_them(
    args: tuple[object, ...], kwargs: dict[str, object]
) -> None:
    with pytest.raises(TypeError) as plain_error:
        Plain(*args, **kwargs)  # type: ignore[arg-type]
    with pytest.raises(TypeError) as quick_error:
        Quick(*args, **kwargs)  # type: ignore[arg-type]
    assert str(quick_error.value) == str(plain_error.value).replace("Plain", "Quick")


def test_a_mutable_record_is_a_dataclass() -> None:
    made, plain = Changing("max", ["a"]), ChangingPlain("max", ["a"])
    assert made.count == plain.count == 1
    assert repr(made) == repr(plain).replace("ChangingPlain", "Changing")
    assert Changing("max") == Changing("max") and Changing("max") != Changing("anya")
    assert Changing.__hash__ is None and ChangingPlain.__hash__ is None
    first, second = Changing("a"), Changing("b")
    first.seen.append("x")
    first.notes["y"] = 1
    assert second.seen == [] and second.notes == {}  # a factory's value each time
    made.count = 5
    assert made.count == 5 and Changing.kind == "changing"
    assert [f.name for f in dataclasses.fields(made)] == ["name", "seen", "count", "notes"]
    assert dataclasses.asdict(made) == dataclasses.asdict(plain) | {"count": 5}
    assert pickle.loads(pickle.dumps(made)) == made and copy.deepcopy(made) == made
    assert not is_frozen(Changing)


@given(st.lists(st.tuples(st.integers(0, 3), st.text(max_size=2), st.integers(0, 3)), max_size=8))
def test_an_ordered_record_sorts_and_compares_as_the_dataclass(
    rows: list[tuple[int, str, int]],
) -> None:
    ranked = [Ranked(*row) for row in rows]
    plain = [RankedPlain(*row) for row in rows]
    assert [(r.line, r.column) for r in sorted(ranked)] == [
        (r.line, r.column) for r in sorted(plain)
    ]
    for a, b in itertools.pairwise(ranked):
        pa, pb = RankedPlain(a.line, a.text, a.column), RankedPlain(b.line, b.text, b.column)
        assert (a < b, a <= b, a > b, a >= b, a == b) == (
            pa < pb,
            pa <= pb,
            pa > pb,
            pa >= pb,
            pa == pb,
        )
        assert (hash(a) == hash(b)) == (hash(pa) == hash(pb))


def test_every_command_is_a_frozen_record() -> None:
    for command_type in COMMAND_TYPES.values():
        assert is_frozen(command_type), command_type
    attack = Attack("klaus", "soldier-1")
    assert repr(attack) == "Attack(hero='klaus', target='soldier-1', mode=None)"
    assert repr(Move("klaus", (1, 2))) == "Move(hero='klaus', to=(1, 2))"


def test_a_record_keeps_its_own_methods() -> None:
    @frozen_record
    class Named:
        """Its own repr and equality."""

        name: str

        def __repr__(self) -> str:
            return f"<{self.name}>"

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Named) and other.name.lower() == self.name.lower()

        def __hash__(self) -> int:
            return hash(self.name.lower())

    assert (
        repr(Named("A")) == "<A>"
        and Named("A") == Named("a")
        and hash(Named("A")) == hash(Named("a"))
    )


def test_what_the_templates_cannot_write_is_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="init=False"):

        @mutable_record
        class Hidden:
            """A field the __init__ does not take."""

            shown: int
            hidden: int = field(init=False, default=0)

    with pytest.raises(TypeError, match="keyword-only"):

        @frozen_record
        class Keyword:
            """A keyword-only field."""

            name: str = field(kw_only=True)

    with pytest.raises(TypeError, match="InitVar"):

        @mutable_record
        class Passed:
            """An InitVar."""

            seed: InitVar[int]

    with pytest.raises(TypeError, match="follows default argument"):

        @frozen_record
        class Misordered:
            """A field without a default after one with."""

            first: int = 0
            second: int  # type: ignore[misc]

    with pytest.raises(TypeError, match="may not be named"):

        @frozen_record
        class Clashing:
            """A field named as the template's own local."""

            _fields_: int


def test_a_record_without_a_docstring_gets_one_without_inspecting_it() -> None:
    @mutable_record
    class Undocumented:
        first: int
        second: str = ""

    assert Undocumented.__doc__ == "Undocumented(first, second)"


def test_a_dataclass_subclass_of_a_record_is_made_as_of_any_dataclass() -> None:
    """A `@dataclass(frozen=True)` subclass of a frozen record, and a
    record of either kind on one of its own kind, are made and behave as
    they would on plain dataclasses; a mutable one on a frozen one is
    refused with the dataclass's own words."""

    @dataclasses.dataclass(frozen=True)
    class Wider(Quick):
        extra: int = 0

    wider = Wider("klaus", (2, 3), 1, 4)
    assert (wider.name, wider.mode, wider.extra) == ("klaus", 1, 4)
    assert dataclasses.replace(wider, extra=5).extra == 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        wider.extra = 6  # type: ignore[misc]
    assert is_frozen(Wider)

    @frozen_record
    class Deeper(Quick):
        depth: int = 0

    deeper = Deeper("anya", (1, 1), 0, 2)
    assert deeper == Deeper("anya", (1, 1), 0, 2) and hash(deeper) == hash(
        Deeper("anya", (1, 1), 0, 2)
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        deeper.depth = 3  # type: ignore[misc]

    @mutable_record
    class Growing(Changing):
        more: int = 0

    growing = Growing("max", ["a"])
    growing.more = 2
    assert growing.more == 2 and not is_frozen(Growing)

    with pytest.raises(TypeError, match="cannot inherit non-frozen dataclass from a frozen one"):

        @dataclasses.dataclass
        class Loose(Quick):
            extra: int = 0

    with pytest.raises(TypeError, match="cannot inherit non-frozen dataclass from a frozen one"):

        @mutable_record
        class LooseRecord(Quick):
            extra: int = 0
