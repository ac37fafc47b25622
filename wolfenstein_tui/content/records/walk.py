"""Visit every content model nested inside another, with its field path."""

from __future__ import annotations

from collections.abc import Iterator

from wolfenstein_tui.content.records.base import ContentModel

FieldPath = tuple[str | int, ...]


def walk_models(
    model: ContentModel, path: FieldPath = ()
) -> Iterator[tuple[FieldPath, ContentModel]]:
    yield path, model
    for name in model.content_fields:
        yield from _walk_value(getattr(model, name), (*path, name))


def _walk_value(value: object, path: FieldPath) -> Iterator[tuple[FieldPath, ContentModel]]:
    if isinstance(value, ContentModel):
        yield from walk_models(value, path)
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from _walk_value(item, (*path, index))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _walk_value(item, (*path, key))
