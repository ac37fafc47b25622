"""A frozen dataclass's __init__ that writes its fields straight into the
instance's dictionary.

Why: a frozen dataclass sets each field through `object.__setattr__`, about
four times slower than a dictionary store, and the rules make some objects
by the hundred thousand in a balance run: the commands the legal actions
offer at every decision, the steps of every path the nazis walk, the
traffic of every moving figure. Equality, hash, repr, pickling, `replace`
and frozenness stay the dataclass's own; only the construction changes.

It lives at the bottom of the engine, below geometry and state, so that
both use the one helper (tests/test_layers.py).
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

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
