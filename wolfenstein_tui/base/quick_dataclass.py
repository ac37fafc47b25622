"""Dataclasses made without compiling code for each class.

Why: `@dataclass` writes its __init__, __repr__, __eq__ and __hash__ as
Python source and compiles each of them when the class is made, about
0.2 ms a class. A game makes some sixty dataclasses before its first frame
(the commands, the game state, the log, the map's drawing, the problems
of a mission file): some 12 ms of a start-up the player waits through.

Here the dataclass machinery does what costs nothing: the fields, with
`fields`, `replace`, `asdict`, pickling and `__match_args__` as usual. The
methods come from templates, each compiled once for a shape of class (the
method, how many fields, whether some have a default factory, whether
there is a __post_init__) and copied for each class with its fields' names
put in (`CodeType.replace`, no compiling): the very code `dataclasses`
would compile, so the methods run as fast as the dataclass's. Each is made
the first time it is called, so a shape no instance uses before the first
frame costs nothing until then. Besides:

- A frozen class's __init__ writes the fields straight into the instance's
  dictionary: about four times quicker than the dataclass's
  `object.__setattr__` (the rules make commands, path steps and figures'
  moves by the hundred thousand in a balance run). A mutable class's
  assigns them, as the dataclass's does: its instances keep Python's
  quickest attribute reads (the game state's, read all the time).
- __repr__, and a frozen class's __setattr__ and __delattr__, are the same
  functions for every class, with the dataclass's output and messages.
- A record's dataclass parameters (`__dataclass_params__`) are those of the
  dataclass it stands for, frozen for a frozen one: a `@dataclass(frozen=True)`
  subclass of a frozen record is made as on any frozen dataclass.

What the templates do not write is refused when the class is made, with a
TypeError naming it: keyword-only or init=False fields, InitVars, slots, a
field with its own hash setting. Such a class stays a `@dataclass`.

Used only by the classes made before a game's or the title screen's first
frame, where its gain was measured (benchmarks/bench_records.py: the
imports of a game's first frame take about a fifth less CPU time); the
other value classes are plain dataclasses, as over whole games it showed
no gain above the noise. It sits at the bottom of the package, below the
content and the engine (tests/test_layers.py).
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
from functools import partial
from reprlib import recursive_repr
from types import CodeType, FunctionType
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")

_LOCALS = ("self", "_fields_", "_name_", "_make_")
"""The templates' own names, which no field may take."""

_MADE_BY_FACTORY = object()
"""The default of a field with a default factory: the __init__ calls the
factory when it finds it (the dataclass's own marker is private)."""

_OPERATORS = {"__eq__": "==", "__lt__": "<", "__le__": "<=", "__gt__": ">", "__ge__": ">="}

_SCOPE: dict[str, object] = {"__builtins__": builtins}
"""The globals of the methods that need none of their own."""

_TEMPLATES: dict[tuple[str, int, bool, bool, bool], CodeType] = {}


def _template_source(
    method: str, count: int, factories: bool, post_init: bool, frozen: bool
) -> str:
    """`method` for `count` fields named `_p0`, `_p1`…, as the dataclass
    would write it (__init__ as the module's docstring says)."""
    names = [f"_p{index}" for index in range(count)]
    if method == "__init__":
        lines = [f"def __init__({', '.join(['self', *names])}):"]
        if frozen:
            lines.append("    _fields_ = self.__dict__")
            lines += [f"    _fields_[{name!r}] = {name}" for name in names]
        else:
            lines += [f"    self.{name} = {name}" for name in names]
        if factories:
            made = "_fields_[_name_]" if frozen else "getattr(self, _name_)"
            store = "_fields_[_name_] = _make_()" if frozen else "setattr(self, _name_, _make_())"
            lines += [
                "    for _name_, _make_ in _FACTORIES_:",
                f"        if {made} is _MADE_BY_FACTORY_:",
                f"            {store}",
            ]
        if post_init:
            lines.append("    self.__post_init__()")
        return "\n".join(lines) + "\n"
    mine = "".join(f"self.{name}," for name in names)
    if method == "__hash__":
        return f"def __hash__(self):\n    return hash(({mine}))\n"
    theirs = "".join(f"other.{name}," for name in names)
    return (
        f"def {method}(self, other):\n"
        "    if other.__class__ is self.__class__:\n"
        f"        return ({mine}) {_OPERATORS[method]} ({theirs})\n"
        "    return NotImplemented\n"
    )


def _method(
    cls: type,
    method: str,
    names: list[str],
    defaults: tuple[object, ...] | None = None,
    scope: dict[str, object] | None = None,
    frozen: bool = False,
) -> FunctionType:
    """The class's `method`: its shape's template with the fields' names put in."""
    factories = scope is not None and bool(scope.get("_FACTORIES_"))
    post_init = method == "__init__" and hasattr(cls, "__post_init__")
    key = (method, len(names), factories, post_init, frozen and method == "__init__")
    template = _TEMPLATES.get(key)
    if template is None:
        made: dict[str, Any] = {}
        exec(_template_source(*key), {}, made)  # our own source, from the shape
        template = _TEMPLATES[key] = made[method].__code__
    renamed = {f"_p{index}": name for index, name in enumerate(names)}
    code = template.replace(
        co_varnames=tuple(renamed.get(name, name) for name in template.co_varnames),
        co_names=tuple(renamed.get(name, name) for name in template.co_names),
        co_consts=tuple(
            renamed.get(const, const) if isinstance(const, str) else const
            for const in template.co_consts
        ),
        co_qualname=f"{cls.__qualname__}.{method}",
    )
    function = FunctionType(code, scope or _SCOPE, method, defaults)
    function.__module__ = cls.__module__
    return function


def _make_init(cls: type, inits: list[Field[Any]], frozen: bool) -> Callable[..., None]:
    """The class's __init__, with its parameters' defaults and factories
    (made when first called; what it refuses, refused at once)."""
    names = [item.name for item in inits]
    clash = sorted(set(names) & set(_LOCALS))
    if clash:
        raise TypeError(f"{cls.__name__}: a field may not be named {clash[0]!r}")
    defaults: list[object] = []
    factories: list[tuple[str, Callable[[], object]]] = []
    for item in inits:
        if item.default_factory is not MISSING:
            factories.append((item.name, item.default_factory))
            defaults.append(_MADE_BY_FACTORY)
        elif item.default is not MISSING:
            defaults.append(item.default)
        elif defaults:
            raise TypeError(f"non-default argument {item.name!r} follows default argument")
    scope = {
        "__builtins__": builtins,
        "_FACTORIES_": tuple(factories),
        "_MADE_BY_FACTORY_": _MADE_BY_FACTORY,
    }
    return _when_called(
        cls,
        "__init__",
        lambda: _method(cls, "__init__", names, tuple(defaults) or None, scope, frozen),
    )


def _when_called(
    cls: type, method: str, make: Callable[[], Callable[..., Any]]
) -> Callable[..., Any]:
    """A stand-in for the class's `method` that makes the real one the first
    time it is called, puts it on the class in its place and calls it: most
    classes made before a game's first frame have no instance compared,
    hashed or even made by then, and each shape's template compiled is
    ~0.07 ms."""

    def stand_in(self: Any, *args: Any, **kwargs: Any) -> Any:
        real = make()
        setattr(cls, method, real)
        return real(self, *args, **kwargs)

    stand_in.__qualname__ = f"{cls.__qualname__}.{method}"
    return stand_in


def _initialised_fields(cls: type) -> list[Field[Any]]:
    """The fields the __init__ takes, in order; what it cannot do refused."""
    if "__slots__" in cls.__dict__:
        raise TypeError(f"{cls.__name__}: slots need a @dataclass")
    found: list[Field[Any]] = []
    for item in cls.__dataclass_fields__.values():  # type: ignore[attr-defined]
        kind = getattr(getattr(item, "_field_type", None), "name", "")
        if kind == "_FIELD_CLASSVAR":
            continue
        if kind == "_FIELD_INITVAR":
            raise TypeError(f"{cls.__name__}.{item.name}: an InitVar needs a @dataclass")
        if not item.init or item.kw_only is True:
            raise TypeError(
                f"{cls.__name__}.{item.name}: a keyword-only or init=False field needs a @dataclass"
            )
        if item.hash is not None:
            raise TypeError(f"{cls.__name__}.{item.name}: a field's own hash needs a @dataclass")
        found.append(item)
    return found


@recursive_repr()
def _fields_repr(self: Any) -> str:
    shown = ", ".join(
        f"{item.name}={getattr(self, item.name)!r}" for item in fields(self) if item.repr
    )
    return f"{type(self).__qualname__}({shown})"


def _refuse_assignment(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _refuse_deletion(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _params_of(frozen: bool, order: bool) -> object:
    """The dataclass parameters a record is made with, as `@dataclass`
    would record them (`__dataclass_params__`): its __init__, __repr__ and
    __eq__ are the record's own, and a frozen one says frozen, so that a
    `@dataclass(frozen=True)` subclass of it is made as of any frozen dataclass."""
    key = (frozen, order)
    found = _PARAMS.get(key)
    if found is None:
        model: type = dataclass(frozen=frozen, order=order)(type("Model", (), {}))
        found = _PARAMS[key] = getattr(model, "__dataclass_params__")  # noqa: B009
    return found


_PARAMS: dict[tuple[bool, bool], object] = {}


def _frozen_base(cls: type) -> bool:
    """Whether a base of `cls` is a frozen dataclass (or frozen record)."""
    return any(
        getattr(getattr(base, "__dataclass_params__", None), "frozen", False)
        for base in cls.__mro__[1:]
    )


def _make(cls: type[T], frozen: bool, order: bool) -> type[T]:
    own = dict(cls.__dict__)
    explicit_hash = "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own)
    if not cls.__doc__:
        # Else the dataclass writes one from inspect.signature, of object's __init__ here.
        cls.__doc__ = f"{cls.__name__}({', '.join(own.get('__annotations__', {}))})"
    if _frozen_base(cls) and not frozen:
        raise TypeError(f"{cls.__name__}: cannot inherit non-frozen dataclass from a frozen one")
    # Frozen for the dataclass only on a frozen base (it checks that the two
    # agree): else its __setattr__ and __delattr__ would be compiled for
    # nothing, replaced below.
    made = dataclass(init=False, repr=False, eq=False, frozen=frozen and _frozen_base(cls))(cls)
    made.__dataclass_params__ = _params_of(frozen, order)  # type: ignore[attr-defined]
    inits = _initialised_fields(made)
    made.__init__ = _make_init(made, inits, frozen)  # type: ignore[method-assign]
    compared = [item.name for item in inits if item.compare]
    if "__eq__" not in own:
        equality = _when_called(made, "__eq__", lambda: _method(made, "__eq__", compared))
        made.__eq__ = equality  # type: ignore[method-assign]
    if not explicit_hash:
        hashing = (
            _when_called(made, "__hash__", lambda: _method(made, "__hash__", compared))
            if frozen
            else None
        )
        made.__hash__ = hashing  # type: ignore[assignment,method-assign]
    if "__repr__" not in own:
        made.__repr__ = _fields_repr  # type: ignore[method-assign]
    if frozen:
        made.__setattr__ = _refuse_assignment  # type: ignore[method-assign]
        made.__delattr__ = _refuse_deletion  # type: ignore[method-assign]
    for name in ("__lt__", "__le__", "__gt__", "__ge__") if order else ():
        if name in own:
            raise TypeError(f"{cls.__name__} defines {name}: order=True would replace it")
        setattr(made, name, _when_called(made, name, partial(_method, made, name, compared)))
    return made


@overload
def frozen_record(cls: type[T], /) -> type[T]: ...
@overload
def frozen_record(*, order: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen_record(
    cls: type[T] | None = None, /, *, order: bool = False
) -> type[T] | Callable[[type[T]], type[T]]:
    """`@dataclass(frozen=True)`, or `@dataclass(frozen=True, order=True)`,
    made as the module's docstring says."""
    if cls is None:
        return lambda later: _make(later, frozen=True, order=order)
    return _make(cls, frozen=True, order=order)


@dataclass_transform(field_specifiers=(field,))
def mutable_record(cls: type[T]) -> type[T]:
    """`@dataclass`, made as the module's docstring says."""
    return _make(cls, frozen=False, order=False)


def is_frozen(cls: type) -> bool:
    """Whether instances of a dataclass cannot change: a frozen dataclass
    or a `frozen_record`."""
    return bool(cls.__dataclass_params__.frozen)  # type: ignore[attr-defined]
