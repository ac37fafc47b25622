"""A frozen dataclass's __init__ that writes its fields straight into the
instance's dictionary.

Why: a frozen dataclass sets each field through `object.__setattr__`, about
four times slower than a dictionary store, and the rules make some objects
by the hundred thousand in a balance run: the commands the legal actions
offer at every decision, the steps of every path the nazis walk, the
traffic of every moving figure. Equality, hash, repr, pickling, `replace`
and frozenness stay the dataclass's own; only the construction changes.

`frozen_record` makes such a class in one go: a frozen dataclass for every
purpose (equality, hash, fields, `asdict`, `replace`, pickling, pattern
matching, an error on assignment), made for less. A frozen dataclass
compiles six methods when its class is made, and the engine's frozen
classes are made before the first screen of every game; here the
dataclass compiles only equality and the hash, the __init__ is the quick
one, and frozenness and repr are the same functions for every class.

It lives at the bottom of the engine, below geometry and state, so that
both use the one helper (tests/test_layers.py).
"""

from __future__ import annotations

from dataclasses import MISSING, FrozenInstanceError, dataclass, fields
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen dataclass the __init__ its dataclass wrote (the same
    parameters, in order, with the same defaults), with the fields written
    straight into the instance's dictionary. Written out as source, as
    `dataclasses` writes its own. Used as a decorator above `@dataclass`."""
    if hasattr(cls, "__post_init__") or any(
        item.default_factory is not MISSING
        for item in fields(cls)  # type: ignore[arg-type]
    ):
        # This __init__ neither calls factories nor __post_init__: say so at import.
        raise TypeError(
            f"{cls.__name__}: a default factory or __post_init__ needs its own __init__"
        )
    defaults: dict[str, Any] = {}
    parameters = ["self"]
    body = ["    fields = self.__dict__"]
    for item in fields(cls):  # type: ignore[arg-type]
        if item.default is MISSING:
            parameters.append(item.name)
        else:
            defaults[f"_default_{item.name}"] = item.default
            parameters.append(f"{item.name}=_default_{item.name}")
        body.append(f"    fields[{item.name!r}] = {item.name}")
    source = f"def __init__({', '.join(parameters)}):\n" + "\n".join(body) + "\n"
    made: dict[str, Any] = {}
    exec(source, defaults, made)  # our own source, from the fields
    init = made["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


@dataclass_transform(frozen_default=True)
def frozen_record(cls: type[T]) -> type[T]:
    """A frozen dataclass, made as the module's docstring says: the same
    behaviour as `@dataclass(frozen=True)` (no default factory nor
    __post_init__, as for `quick_init`)."""
    made = dataclass(init=False, repr=False, eq=True, unsafe_hash=True)(cls)
    quick_init(made)
    made.__setattr__ = _refuse_assignment  # type: ignore[method-assign]
    made.__delattr__ = _refuse_deletion  # type: ignore[method-assign]
    if "__repr__" not in cls.__dict__:
        made.__repr__ = _fields_repr  # type: ignore[method-assign]
    return made


def is_frozen(cls: type) -> bool:
    """Whether instances of a dataclass cannot change: a frozen dataclass
    or a `frozen_record` (whose dataclass parameters say frozen=False)."""
    return bool(cls.__dataclass_params__.frozen) or cls.__setattr__ is _refuse_assignment  # type: ignore[attr-defined]


def _refuse_assignment(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _refuse_deletion(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _fields_repr(self: Any) -> str:
    shown = ", ".join(
        f"{item.name}={getattr(self, item.name)!r}" for item in fields(self) if item.repr
    )
    return f"{type(self).__qualname__}({shown})"
