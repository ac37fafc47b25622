"""pydantic's validation errors, rewritten as located, plain-English problems.

Said in the language spoken (i18n.py); where a message falls back on
pydantic's own words (an error of a kind not worded here), those stay
English inside our translated, located frame."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.problems import Problem
from wolfenstein_tui.content.files.text import excerpt, quote
from wolfenstein_tui.content.records.base import ContentModel
from wolfenstein_tui.content.records.twins import twin

if TYPE_CHECKING:  # the YAML reader is not needed to word a message
    from wolfenstein_tui.content.files.yamlsource import LocatedYaml, Path


def describe_type(value: Any) -> str:
    """What a YAML value is, in words ("a mapping", "text")."""
    names = {
        dict: _("a mapping"),
        list: _("a list"),
        str: _("text"),
        int: _("a whole number"),
        float: _("a number"),
        bool: _("true or false"),
        type(None): _("nothing"),
    }
    return names.get(type(value), type(value).__name__)


def resolve_path(data: Any, loc: Iterable[str | int]) -> Path:
    """Follow pydantic's `loc` through the loaded data, dropping the parts
    that name union members or validators rather than keys."""
    path: list[str | int] = []
    current = data
    for part in loc:
        # Two branches rather than one `or`: only the second narrows `part` to an index.
        if isinstance(current, dict) and part in current:  # noqa: SIM114
            current = current[part]
            path.append(part)
        elif (
            isinstance(current, list)
            and isinstance(part, int)
            and not isinstance(part, bool)
            and 0 <= part < len(current)
        ):
            current = current[part]
            path.append(part)
        elif (
            isinstance(current, dict)
            and isinstance(part, str)
            and part.isascii()
            and part.isdigit()
        ):
            key = int(part)
            if key in current:
                current = current[key]
                path.append(key)
    return tuple(path)


def field_names(models: Iterable[type]) -> set[str]:
    """Every field name of the given models and the models they contain."""
    names: set[str] = set()
    seen: set[type] = set()
    stack = list(models)
    while stack:
        model = stack.pop()
        if model in seen:
            continue
        seen.add(model)
        for name, info in _model_fields(model).items():
            names.add(name)
            stack.extend(_models_in(info.annotation))
    return names


def _model_fields(model: type) -> dict[str, Any]:
    """A pydantic model's fields; a content record's, from its twin."""
    if issubclass(model, ContentModel):
        return twin(model).model_fields
    return model.model_fields  # type: ignore[attr-defined]


def _models_in(annotation: Any) -> list[type]:
    found: list[type] = []
    if isinstance(annotation, type) and issubclass(annotation, BaseModel | ContentModel):
        found.append(annotation)
    for arg in getattr(annotation, "__args__", ()) or ():
        found.extend(_models_in(arg))
    metadata = getattr(annotation, "__metadata__", None)
    if metadata is not None:
        found.extend(_models_in(getattr(annotation, "__origin__", None)))
    return found


def _message(error: ErrorDetails, known_fields: set[str]) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    name = excerpt(next((str(p) for p in reversed(error["loc"]) if isinstance(p, str)), "value"))
    if error["loc"][-1:] == ("[key]",) and kind != "string_pattern_mismatch":
        return _key_message(error, ctx, value)
    if kind == "invalid_key":
        return _(
            "the key {value} is read as {kind}, not as a name; a bare true, "
            "false, yes, no, null or number is read as a value (put it in quotes if it is a name)"
        ).format(value=quote(value), kind=describe_type(value))
    if kind == "missing":
        return _("missing required field '{name}'").format(name=name)
    if kind == "extra_forbidden":
        return _unknown_field(name, known_fields)
    if kind == "union_tag_invalid":
        return _("unknown {key} {tag}; expected one of {expected}").format(
            key=ctx.get("discriminator", "kind").strip(chr(39)),
            tag=quote(ctx.get("tag")),
            expected=ctx.get("expected_tags"),
        )
    if kind == "union_tag_not_found":
        return _("missing the '{key}' key saying which kind").format(
            key=ctx.get("discriminator", "kind").strip(chr(39))
        )
    if kind in ("literal_error", "enum"):
        return _("{value} is not allowed for '{name}'; expected {expected}").format(
            value=quote(value), name=name, expected=ctx.get("expected")
        )
    if kind == "value_error":
        return str(ctx.get("error", error["msg"]))
    if kind == "assertion_error":
        return error["msg"].removeprefix("Assertion failed, ")
    if kind == "string_pattern_mismatch":
        return _pattern_message(name, value, ctx)
    shaped = _shape_message(kind, name, value, ctx)
    if shaped is not None:
        return shaped
    return _("'{name}': {problem}").format(name=name, problem=error["msg"])


def _key_message(error: ErrorDetails, ctx: dict[str, Any], value: Any) -> str:
    """A key itself is wrong: pydantic's loc ends (..., mapping, key, "[key]")."""
    mapping = excerpt(next((str(p) for p in reversed(error["loc"][:-2]) if isinstance(p, str)), ""))
    reason = (
        _("expected {expected}").format(expected=ctx["expected"])
        if "expected" in ctx
        else error["msg"]
    )
    return _("{value} is not allowed as a key of '{mapping}'; {reason}").format(
        value=quote(value), mapping=mapping, reason=reason
    )


def _unknown_field(name: str, known_fields: set[str]) -> str:
    """A field the entry does not have, with the closest known one as a guess."""
    if name in known_fields:  # a field of other entries: suggesting it again helps no one
        return _("unknown field '{name}'; it is not used in this entry").format(name=name)
    guess = difflib.get_close_matches(name, known_fields, n=1)
    if guess:
        return _("unknown field '{name}'; did you mean '{guess}'?").format(
            name=name, guess=guess[0]
        )
    return _("unknown field '{name}'").format(name=name)


def _pattern_message(name: str, value: Any, ctx: dict[str, Any]) -> str:
    """Text of the wrong form: a zone key, an id, or anything else."""
    pattern = ctx.get("pattern", "")
    if pattern == "^[a-z0-9]$":
        return _("{value} is not a zone key; a zone key is one lowercase letter or digit").format(
            value=quote(value)
        )
    if pattern.startswith("^[a-z][a-z0-9-]*"):
        return _(
            "{value} is not a valid id for '{name}': use lowercase letters, digits "
            "and dashes, starting with a letter (like soldier-1)"
        ).format(value=quote(value), name=name)
    return _("{value} has the wrong form for '{name}'").format(value=quote(value), name=name)


def _shape_message(kind: str, name: str, value: Any, ctx: dict[str, Any]) -> str | None:
    """A value of the wrong size or type, in plain words; None for the other
    kinds of error."""
    if kind in ("greater_than_equal", "greater_than"):
        return _("'{name}' is {value}; it must be at least {least}").format(
            name=name, value=quote(value), least=ctx.get("ge", ctx.get("gt"))
        )
    if kind in ("less_than_equal", "less_than"):
        return _("'{name}' is {value}; it must be at most {most}").format(
            name=name, value=quote(value), most=ctx.get("le", ctx.get("lt"))
        )
    if kind == "too_short":
        return _("'{name}' has {count} entries; it needs at least {least}").format(
            name=name, count=ctx.get("actual_length"), least=ctx.get("min_length")
        )
    if kind == "too_long":
        return _("'{name}' has {count} entries; it allows at most {most}").format(
            name=name, count=ctx.get("actual_length"), most=ctx.get("max_length")
        )
    if kind == "string_too_short":
        return _("'{name}' must not be empty").format(name=name)
    if kind == "string_too_long":
        return _("'{name}' is too long").format(name=name)
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return _("'{name}' should be a mapping (key: value lines), not {kind}").format(
            name=name, kind=describe_type(value)
        )
    if kind == "list_type":
        return _("'{name}' should be a list, not {kind}").format(
            name=name, kind=describe_type(value)
        )
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return _("'{name}' should be a whole number, not {value}").format(
            name=name, value=quote(value)
        )
    if kind in ("bool_type", "bool_parsing"):
        return _("'{name}' should be true or false, not {value}").format(
            name=name, value=quote(value)
        )
    if kind in ("string_type",):
        return _("'{name}' should be text, not {kind}").format(name=name, kind=describe_type(value))
    return None


def problems_from_validation(
    error: ValidationError,
    located: LocatedYaml,
    file: str,
    models: Iterable[type],
    prefix: Path = (),
    fields: dict[Problem, Path] | None = None,
) -> list[Problem]:
    """Each of pydantic's complaints in plain words at its place; `fields`,
    when given, learns each problem's field path."""
    known = field_names(models)
    problems = []
    for item in error.errors(include_url=False):
        loc = (*prefix, *item["loc"])
        path = resolve_path(located.data, loc)
        place = located.place(path)
        problem = Problem(file, place.line, place.column, _message(item, known))
        problems.append(problem)
        if fields is not None:
            if item["type"] == "missing" and loc and isinstance(loc[-1], str):
                path = (*path, loc[-1])  # the field to write, where the data has none
            fields.setdefault(problem, path)
    return problems


def describe_error(error: ValidationError, models: Iterable[type]) -> str:
    """The first three problems of a validation error, in plain words, for
    data that has no file positions (a game log line is located by its line)."""
    known = field_names(models)
    said = []
    for item in error.errors(include_url=False)[:3]:
        message = _message(item, known)
        where = [str(part) for part in item["loc"][:-1] if isinstance(part, (str, int))]
        said.append(f"{excerpt('.'.join(where))}: {message}" if where else message)
    return "; ".join(said)
