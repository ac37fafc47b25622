"""Each content record's pydantic model, its twin, made the first time a
record of its kind is validated (content/records/base.py says why the records are
not pydantic models themselves).

A twin has its record's name and module, its fields with their annotations
evaluated (pydantic's names and the field types of content/records/fields.py in
scope), its defaults, its `@after_check` checks as pydantic's after
validators and its other methods (a check may call them), so errors, their
places and the JSON schema read as they always did. Validating through a
twin gives records: a record named in an annotation is validated by its
twin's schema, then made from the checked values (`record_schema`).

This module stands below the records: it imports none of them (nor their
base), and reads a record class by its protocol (`RecordKind`), so the
records reach it on first validation and no import goes back up.
"""

from __future__ import annotations

import sys
import typing
from functools import cache, cached_property
from types import FunctionType
from typing import Any, ClassVar, Protocol, Self, cast

import pydantic
from pydantic import BaseModel, ConfigDict, GetCoreSchemaHandler, TypeAdapter, model_validator
from pydantic_core import CoreSchema, core_schema

from wolfenstein_tui.content.records import fields

CONFIG = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True, defer_build=True)
"""Unknown keys are errors, text is stripped; `defer_build`: a twin's
validator is built when first used, after the twins it names exist."""

SCOPE: dict[str, Any] = {
    **{name: getattr(typing, name) for name in ("Annotated", "Literal", "Optional", "Union")},
    **{
        name: getattr(pydantic, name)
        for name in (
            "AfterValidator",
            "BeforeValidator",
            "Field",
            "StrictBool",
            "StrictInt",
            "StringConstraints",
            "WithJsonSchema",
        )
    },
    **{name: value for name, value in vars(fields).items() if not name.startswith("__")},
}
"""What an annotation may name besides its own module's names."""

METHODS = (FunctionType, property, classmethod, staticmethod, cached_property)


class RecordKind(Protocol):
    """What a twin reads of a record class (content/records/base.py's
    ContentModel and its subclasses)."""

    content_fields: ClassVar[tuple[str, ...]]
    content_checks: ClassVar[tuple[str, ...]]

    @classmethod
    def from_checked(cls, fields: dict[str, Any]) -> Self: ...


_twins: dict[type[RecordKind], type[BaseModel]] = {}


def twin(record: type[RecordKind]) -> type[BaseModel]:
    """The pydantic model of `record` (made once)."""
    found = _twins.get(record)
    if found is None:
        found = _twins[record] = _make_twin(record)
    return found


@cache
def adapter_of(kind: Any) -> TypeAdapter[Any]:
    """Validates data into `kind`: a record class, or a type naming records
    (`list[EffectSpec]`: content/records/effects.py's `effects_from_json`)."""
    return TypeAdapter(kind)


def record_schema(record: type[RecordKind], handler: GetCoreSchemaHandler) -> CoreSchema:
    """The schema of `record` where pydantic meets it: a record of its kind
    is taken as it is (it was checked when made, as pydantic takes a model
    instance), anything else is validated by its twin and made a record."""

    def validate(value: Any, twin_validator: core_schema.ValidatorFunctionWrapHandler) -> Any:
        if type(value) is record:
            return value
        return record.from_checked(twin_validator(value).__dict__)

    return core_schema.no_info_wrap_validator_function(
        validate,
        handler.generate_schema(twin(record)),
        serialization=core_schema.plain_serializer_function_ser_schema(
            lambda value, info: value.model_dump(mode=info.mode), info_arg=True
        ),
    )


def _make_twin(record: type[RecordKind]) -> type[BaseModel]:
    namespace: dict[str, Any] = {
        "__module__": record.__module__,
        "__qualname__": record.__qualname__,
        "__doc__": record.__doc__,
        "model_config": CONFIG,
    }
    annotations: dict[str, Any] = {}
    # The root of the records is the furthest class that declares the
    # record's protocol: its methods are the record's, not the twin's.
    root = [klass for klass in record.__mro__ if "content_fields" in vars(klass)][-1]
    for klass in reversed(record.__mro__):
        if klass is root or not issubclass(klass, root):
            continue
        scope = {**SCOPE, **vars(sys.modules[klass.__module__])}
        for name, text in vars(klass).get("__annotations__", {}).items():
            if name in record.content_fields:
                annotations[name] = eval(text, scope)  # this package's own source
        for name, value in vars(klass).items():
            if name in record.content_checks:
                namespace[name] = model_validator(mode="after")(value)
            elif name in record.content_fields:
                namespace[name] = value  # the field's default
            elif not name.startswith("__") and isinstance(value, METHODS):
                namespace[name] = value
    namespace["__annotations__"] = annotations
    made = type(BaseModel)(record.__name__, (BaseModel,), namespace)  # type: ignore[misc]
    return cast(type[BaseModel], made)
