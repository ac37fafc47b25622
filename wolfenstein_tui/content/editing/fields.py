"""Setting any field of a mission document by its path of keys and indexes,
keeping the way the designer wrote the value it replaces (quotes, a folded
or literal block) and the usual order of a new top-level field."""

from __future__ import annotations

from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import ScalarString

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.editing.edits import EditRefused
from wolfenstein_tui.content.editing.round_trip import set_in_order
from wolfenstein_tui.content.records.walk import FieldPath


def set_field(document: CommentedMap, path: FieldPath, value: object) -> None:
    """Set (or, for None, remove) the value at `path`, making the mappings
    on the way when they are missing; an index may be one past the end of
    a list, to add an item."""
    if not path:
        raise EditRefused(_("say which field to set"))
    parent: Any = document
    for depth, key in enumerate(path[:-1]):
        child = _child(parent, key)
        if child is None:
            if value is None:
                return  # nothing to remove
            child = CommentedMap()
            _put(parent, key, child, path[: depth + 1], top=depth == 0)
        elif not isinstance(child, (dict, list)):
            raise EditRefused(_not_a_container(path[: depth + 1]), field=path)
        parent = child
    last = path[-1]
    if value is None:
        _remove(parent, last)
        return
    old = _child(parent, last)
    if isinstance(old, ScalarString) and isinstance(value, str):
        value = type(old)(value)  # the same quotes or block style
    _put(parent, last, value, path, top=len(path) == 1)


def _remove(parent: Any, key: str | int) -> None:
    if isinstance(parent, dict):
        parent.pop(key, None)
    elif isinstance(parent, list) and isinstance(key, int) and 0 <= key < len(parent):
        del parent[key]


def _child(parent: Any, key: str | int) -> Any:
    if isinstance(parent, dict):
        return parent.get(key)
    if isinstance(parent, list) and isinstance(key, int) and 0 <= key < len(parent):
        return parent[key]
    return None


def _put(parent: Any, key: str | int, value: Any, path: FieldPath, top: bool) -> None:
    if isinstance(parent, dict):
        if top and isinstance(key, str):
            set_in_order(parent, key, value)  # type: ignore[arg-type]
        else:
            parent[key] = value
        return
    if isinstance(parent, (list, CommentedSeq)) and isinstance(key, int):
        if 0 <= key < len(parent):
            parent[key] = value
            return
        if key == len(parent):
            parent.append(value)
            return
    raise EditRefused(_not_a_container(path), field=path)


def _not_a_container(path: FieldPath) -> str:
    return _("{path} is not a place a value can be set").format(
        path=".".join(str(part) for part in path)
    )
