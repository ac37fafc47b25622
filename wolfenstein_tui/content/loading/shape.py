"""Whether objects restored from the content cache have the shape their
records say, without pydantic (content/loading/cache.py uses it on every entry).

A cache entry is made only of the content's own classes (its unpickler
allows no other), yet a crafted or damaged entry can still hold `None`
where a list of heroes belongs, a blank mission title, a number for a
square, or text with escape sequences, none of which validation would
have let through: each would break every launch, or reach the terminal.
So each record's fields are checked against their annotations, read from
the annotations' source text (the records keep them as text, and the
field types of content/records/fields.py are pydantic's, which a game from the
cache never imports): containers and their items, unions, literals,
records and enums, numbers and their bounds, text (never blank where
validation needs a word, never with a control character but tabs and
newlines); then the record's own `@after_check` checks run. A name this
module cannot resolve is checked only to be content (no code, no foreign
object). Anything that raises counts as a wrong shape.
"""

from __future__ import annotations

import ast
import dataclasses
import sys
from collections.abc import Callable
from enum import Enum
from functools import cache
from typing import Any

from wolfenstein_tui.content.files.text import holds_control
from wolfenstein_tui.content.records.base import ContentModel

TEXT_NAMES = {
    "str": 0,
    "Slug": 1,
    "Name": 1,
    "Text": 1,
    "SquareName": 1,
    "ZoneKey": 1,
    "TranslatedLanguage": 1,
    "SpawnLetter": 1,
    "PassageLetter": 1,
}
"""content/records/fields.py's text types (and str), with their least length."""
INT_BOUNDS = {"int": None, "StrictInt": None, "PositiveInt": (1, 99), "Stat": (0, 99)}
"""Its whole-number types, with their bounds."""
BOOL_NAMES = {"bool", "StrictBool"}
SPEC_MODULES = {
    "EffectSpec": "wolfenstein_tui.content.records.effects",
    "ObjectiveSpec": "wolfenstein_tui.content.records.mission",
    "LossSpec": "wolfenstein_tui.content.records.mission",
}
"""Its unions of records, by the module their records are in."""


class WrongShape(Exception):
    """A value that is not what its annotation says."""


def shape_problem(value: object) -> str | None:
    """What is wrong with the shape of `value` (a record, a dataclass of
    the content, or containers of them), or None when nothing is."""
    try:
        _Walk().value(value)
    except WrongShape as wrong:
        return str(wrong)
    except Exception as error:  # a check that raises on a crafted value: a wrong shape too
        return f"{type(error).__name__}: {error}"
    return None


class _Walk:
    def __init__(self) -> None:
        self.seen: set[int] = set()

    def value(self, value: object, where: str = "value") -> None:
        """Any content value: records and dataclasses checked field by
        field, containers item by item, text without control characters."""
        if value is None or isinstance(value, bool | int | float | Enum):
            return
        if isinstance(value, str):
            _text(value, 0, where)
            return
        if isinstance(value, list | tuple | set | frozenset):
            for item in value:
                self.value(item, where)
            return
        if isinstance(value, dict):
            for key, item in value.items():
                self.value(key, where)
                self.value(item, where)
            return
        if isinstance(value, ContentModel) or (
            dataclasses.is_dataclass(value) and not isinstance(value, type)
        ):
            self.record(value)
            return
        raise WrongShape(f"{where}: {type(value).__name__} is not content")

    def record(self, record: object) -> None:
        seen = self.seen
        if id(record) in seen:
            return
        seen.add(id(record))
        cls: type[Any] = type(record)
        kept = _compiled.get(cls)
        if kept is None:
            kept = _compiled[cls] = _Compiled(cls)
        fields = kept.fields
        held = vars(record)
        if kept.model:
            if not held.keys() >= fields.keys():
                raise WrongShape(f"{cls.__name__} lacks fields of its record")
            for name, check in fields.items():
                check(self, held[name])
            for check_name in kept.after:
                getattr(record, check_name)()
            return
        for name, check in fields.items():
            check(self, held[name] if name in held else getattr(record, name))


FieldCheck = Callable[[_Walk, object], None]


class _Compiled:
    """What a record or content dataclass is checked with (once a class):
    each field's compiled check, and a record's own checks."""

    def __init__(self, cls: type[Any]) -> None:
        self.fields = _compile_fields(cls)
        self.model = issubclass(cls, ContentModel)
        self.after: tuple[str, ...] = tuple(cls.content_checks) if self.model else ()


_compiled: dict[type, _Compiled] = {}


def _compile_fields(cls: type[Any]) -> dict[str, FieldCheck]:
    namespace = vars(sys.modules[cls.__module__])
    annotations = _annotations(cls)
    if issubclass(cls, ContentModel):
        names: tuple[str, ...] = cls.content_fields
    else:
        names = tuple(item.name for item in dataclasses.fields(cls))
    checks: dict[str, FieldCheck] = {}
    for name in names:
        annotation = annotations.get(name)
        where = f"{cls.__name__}.{name}"
        node = _parsed(annotation) if annotation else None
        checks[name] = _compile(node, namespace, where)
    return checks


@cache
def _parsed(annotation: str) -> ast.expr:
    """An annotation's source text parsed (the same few texts annotate many
    fields); the tree is only read."""
    return ast.parse(annotation, mode="eval").body


def _compile(node: ast.expr | None, namespace: dict[str, Any], where: str) -> FieldCheck:
    """The check of one annotation (its source text parsed)."""
    if node is None:
        return lambda walk, value: walk.value(value, where)
    if isinstance(node, ast.Constant) and node.value is None:
        return _only(lambda value: value is None, f"{where}: not None")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        sides = [_compile(node.left, namespace, where), _compile(node.right, namespace, where)]

        def union(walk: _Walk, value: object) -> None:
            for side in sides:
                try:
                    side(walk, value)
                except WrongShape:
                    continue
                return
            raise WrongShape(f"{where}: none of {ast.unparse(node)}")

        return union
    if isinstance(node, ast.Name):
        return _named(node.id, namespace, where)
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        return _subscript(node.value.id, node.slice, namespace, where)
    return lambda walk, value: walk.value(value, where)  # a form not read here: content, at least


def _only(test: Callable[[object], bool], said: str) -> FieldCheck:
    def check(walk: _Walk, value: object) -> None:
        if not test(value):
            raise WrongShape(said)

    return check


def _named(name: str, namespace: dict[str, Any], where: str) -> FieldCheck:
    if name in TEXT_NAMES:
        least = TEXT_NAMES[name]

        def text(walk: _Walk, value: object) -> None:
            if not isinstance(value, str):
                raise WrongShape(f"{where}: not text")
            if (least and len(value.strip()) < least) or holds_control(value):
                _text(value, least, where)  # which says what is wrong

        return text
    if name in INT_BOUNDS:
        bounds = INT_BOUNDS[name]

        def whole(value: object) -> bool:
            if not isinstance(value, int) or isinstance(value, bool):
                return False
            return bounds is None or bounds[0] <= value <= bounds[1]

        return _only(whole, f"{where}: not a whole number in its bounds")
    if name in BOOL_NAMES:
        return _only(lambda value: isinstance(value, bool), f"{where}: not true or false")
    if name == "float":
        return _only(
            lambda value: isinstance(value, int | float) and not isinstance(value, bool),
            f"{where}: not a number",
        )
    if name in SPEC_MODULES:
        module = SPEC_MODULES[name]

        def spec(walk: _Walk, value: object) -> None:
            if not (isinstance(value, ContentModel) and type(value).__module__ == module):
                raise WrongShape(f"{where}: not one of the {name} records")
            walk.record(value)

        return spec
    kind = namespace.get(name)
    if not isinstance(kind, type):
        return lambda walk, value: walk.value(value, where)  # not seen here: content, at least
    if issubclass(kind, Enum):
        return _only(lambda value: isinstance(value, kind), f"{where}: not a {name}")

    if issubclass(kind, ContentModel) or dataclasses.is_dataclass(kind):

        def record(walk: _Walk, value: object) -> None:
            if not isinstance(value, kind):
                raise WrongShape(f"{where}: not a {name}")
            walk.record(value)  # what `walk.value` does with a record

        return record

    def instance(walk: _Walk, value: object) -> None:
        if not isinstance(value, kind):
            raise WrongShape(f"{where}: not a {name}")
        walk.value(value, where)

    return instance


def _subscript(outer: str, inner: ast.expr, namespace: dict[str, Any], where: str) -> FieldCheck:
    parts = list(inner.elts) if isinstance(inner, ast.Tuple) else [inner]
    if outer == "Annotated":
        first = _compile(parts[0], namespace, where)
        limits = [limit for extra in parts[1:] for limit in _limits(extra)]

        def annotated(walk: _Walk, value: object) -> None:
            first(walk, value)
            for limit in limits:
                limit(value, where)

        return annotated
    if outer == "Literal":
        allowed = [ast.literal_eval(part) for part in parts]
        return _only(
            lambda value: any(value == a and type(value) is type(a) for a in allowed),
            f"{where}: not one of {allowed}",
        )
    kinds = {"list": list, "set": set, "frozenset": frozenset, "tuple": tuple}
    if outer in kinds and (
        outer != "tuple"
        or (len(parts) == 2 and isinstance(parts[1], ast.Constant) and parts[1].value is ...)
    ):
        kind = kinds[outer]
        item_check = _compile(parts[0], namespace, where)

        def collection(walk: _Walk, value: object) -> None:
            if not isinstance(value, kind):
                raise WrongShape(f"{where}: not a {outer}")
            for item in value:
                item_check(walk, item)

        return collection
    if outer == "tuple":
        checks = [_compile(part, namespace, where) for part in parts]

        def fixed(walk: _Walk, value: object) -> None:
            if not isinstance(value, tuple) or len(value) != len(checks):
                raise WrongShape(f"{where}: not a tuple of {len(checks)}")
            for item, check in zip(value, checks, strict=True):
                check(walk, item)

        return fixed
    if outer == "dict":
        keys, items = _compile(parts[0], namespace, where), _compile(parts[1], namespace, where)

        def mapping(walk: _Walk, value: object) -> None:
            if not isinstance(value, dict):
                raise WrongShape(f"{where}: not a mapping")
            for key, item in value.items():
                keys(walk, key)
                items(walk, item)

        return mapping
    return lambda walk, value: walk.value(value, where)


def _text(text: str, least: int, where: str) -> None:
    if least and len(text.strip()) < least:
        raise WrongShape(f"{where}: blank")
    if holds_control(text):  # what reading a file would have removed
        raise WrongShape(f"{where}: holds a control character")


def _limits(extra: ast.expr) -> list[Callable[[object, str], None]]:
    """The bounds of a `Field(ge=..., le=..., min_length=...)` in an Annotated field."""
    if not (isinstance(extra, ast.Call) and getattr(extra.func, "id", None) == "Field"):
        return []
    found: list[Callable[[object, str], None]] = []
    for keyword in extra.keywords:
        try:
            limit = ast.literal_eval(keyword.value)
        except ValueError:
            continue
        if keyword.arg in ("ge", "le", "min_length"):
            found.append(_bound(keyword.arg, limit))
    return found


def _bound(kind: str, limit: Any) -> Callable[[object, str], None]:
    """One bound of a field: `ge`, `le` (a number's) or `min_length`."""

    def check(value: object, where: str) -> None:
        if kind == "ge" and isinstance(value, int) and value < limit:
            raise WrongShape(f"{where}: below {limit}")
        if kind == "le" and isinstance(value, int) and value > limit:
            raise WrongShape(f"{where}: above {limit}")
        if kind == "min_length" and isinstance(value, list | dict | str) and len(value) < limit:
            raise WrongShape(f"{where}: fewer than {limit}")

    return check


def _annotations(cls: type) -> dict[str, str]:
    """A class's field annotations (as text), its bases' first."""
    found: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        for name, annotation in vars(klass).get("__annotations__", {}).items():
            if isinstance(annotation, str):
                found[name] = annotation
    return found
