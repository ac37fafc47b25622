"""The common base of every content model: strict, immutable records,
checked by pydantic when they are read and plain objects once they are.

Why not pydantic models: a game started from the content cache
(content/loading/cache.py) validates nothing, yet importing pydantic and making its
model classes cost about 85 ms of the game's first frame, more than the rest
of the content, engine and screen put together. So a content class is a
plain record: making one costs almost nothing, and its instances are
ordinary objects (attributes, equality, pickling). What pydantic checks is
written on the record as before: each field's annotation with its limits
(content/records/fields.py), the defaults, and the checks marked `@after_check`.
The first time a kind of record is validated (a YAML file read, the
`validate` command, the schema, one built by hand), content/records/twins.py makes
its pydantic model from the record's annotations, and validation returns
records. Nothing the players or authors see changes: the same errors, at
the same places, in the same words.

Unknown keys are errors (a typo must not be silently ignored) and content
never changes once loaded, so game states can share it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from enum import Enum
from typing import Annotated, Any, ClassVar, Self, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def after_check(check: F) -> F:
    """Mark a method as a check of the whole record, run by pydantic after
    its fields are validated (pydantic's `model_validator(mode="after")`):
    it raises ValueError with a sentence for the author, else returns self."""
    check.__content_check__ = True  # type: ignore[attr-defined]
    return check


class OneOf:
    """The mark of a union of records told apart by one key, written as
    `Annotated[A | B, OneOf("effect")]`: pydantic reads it as a union
    discriminated by that field (`Field(discriminator=...)`), yet the mark is
    a plain object, so a record module can name its union at run time
    without importing pydantic."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def __repr__(self) -> str:
        return f"OneOf({self.key!r})"

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic import Field

        return handler(Annotated[source, Field(discriminator=self.key)])


class ContentModel:
    """A strict, immutable record. `model_validate`, `model_copy` and
    `model_dump` keep the names of pydantic's methods, so code reads the
    same whether it holds a record or a pydantic model (campaign files)."""

    content_fields: ClassVar[tuple[str, ...]] = ()
    """The record's fields, in order: its annotated names and its bases'."""
    content_checks: ClassVar[tuple[str, ...]] = ()
    """The names of its methods marked `@after_check`, bases' first."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields: list[str] = []
        checks: list[str] = []
        for klass in reversed(cls.__mro__):
            for name, annotation in vars(klass).get("__annotations__", {}).items():
                if not isinstance(annotation, str):
                    # content/records/twins.py reads each annotation as its source text.
                    raise TypeError(
                        f"{cls.__name__}.{name}: a content record's module needs "
                        "`from __future__ import annotations`"
                    )
                if name not in fields and not annotation.startswith(("ClassVar", "Final")):
                    fields.append(name)
            for name, value in vars(klass).items():
                if getattr(value, "__content_check__", False) and name not in checks:
                    checks.append(name)
        cls.content_fields = tuple(fields)
        cls.content_checks = tuple(checks)

    def __init__(self, **data: Any) -> None:
        """Validate `data` (the fields by name) as pydantic would build the model."""
        checked = type(self).model_validate(data)
        self.__dict__.update(checked.__dict__)

    @classmethod
    def model_validate(cls, data: Any) -> Self:
        """A record of this kind from `data` (a mapping, as read from YAML),
        checked; pydantic's ValidationError says what is wrong and where."""
        from wolfenstein_tui.content.records.twins import adapter_of

        return adapter_of(cls).validate_python(data)  # type: ignore[arg-type]

    @classmethod
    def from_checked(cls, fields: dict[str, Any]) -> Self:
        """A record of already checked field values (its pydantic model's)."""
        record = object.__new__(cls)
        record.__dict__.update(fields)
        return record

    @classmethod
    def model_construct(cls, **fields: Any) -> Self:
        """A record of the given values, unchecked, the fields not given at
        their defaults (a copy of each); as pydantic's, for tests that set
        up a situation by hand."""
        defaults = {
            name: copy.deepcopy(getattr(cls, name))
            for name in cls.content_fields
            if name not in fields and hasattr(cls, name)
        }
        return cls.from_checked({**defaults, **fields})

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """Where a record is named in another's annotation (or validated on
        its own): its pydantic model's schema, then the record from it."""
        from wolfenstein_tui.content.records.twins import record_schema

        return record_schema(cls, handler)

    def model_copy(self, *, update: dict[str, Any] | None = None) -> Self:
        """A copy with some fields replaced, unchecked (as pydantic's)."""
        return type(self).from_checked({**self.__dict__, **(update or {})})

    def model_dump(self, *, mode: str = "python") -> dict[str, Any]:
        """The record as dictionaries and lists; with mode "json", enums as
        their values and tuples as lists (what pydantic's model_dump gives)."""
        return {name: _dumped(getattr(self, name), mode) for name in self.content_fields}

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: {name} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: {name} cannot be deleted")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *(getattr(self, name) for name in self.content_fields)))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.content_fields)
        return f"{type(self).__name__}({shown})"

    def words(self, lang: str | None = None) -> Wording:
        """This card's or mission's texts in `lang` (by default the language
        the game speaks, i18n.current_language), each in English where its
        file gives no translation (content/records/translations.py): e.g.
        `card.words("fr").name`, `mission.words("it").briefing`."""
        from wolfenstein_tui.base.i18n import current_language

        translations: dict[str, ContentModel] = getattr(self, "translations", {})
        return Wording(self, translations.get(current_language() if lang is None else lang))


class Wording:
    """A record's texts in one language, each in English where the
    translation (its `translations` entry: content/records/translations.py's
    Words) lacks it: `card.words("fr").name`."""

    def __init__(self, model: ContentModel, words: ContentModel | None) -> None:
        self._model = model
        self._words = words

    def __getattr__(self, field: str) -> str:
        translated = getattr(self._words, field, None) if self._words is not None else None
        if translated is not None:
            return translated
        return getattr(self._model, field)


def _dumped(value: Any, mode: str) -> Any:
    if isinstance(value, ContentModel):
        return value.model_dump(mode=mode)
    if isinstance(value, Enum):
        return value.value if mode == "json" else value
    if isinstance(value, list | tuple):
        items = [_dumped(item, mode) for item in value]
        return items if mode == "json" or isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        return {_dumped(key, mode): _dumped(item, mode) for key, item in value.items()}
    return value
