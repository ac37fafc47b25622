"""Tokens on the map of a mission document: spawns, events, chests,
objective tokens, secret passages and difficult terrain, each kept in the
field and the shape docs/mission-format.md gives it (a letter-to-square
mapping, a list of squares, or a letter to a pair of squares)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ruamel.yaml.comments import CommentedMap

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.editing.edits import EditRefused, TokenKind
from wolfenstein_tui.content.editing.round_trip import flow_list, flow_map, set_in_order
from wolfenstein_tui.content.editing.square_view import PlacedToken

LETTERED: dict[str, tuple[str, str]] = {
    "hero_spawn": ("hero_spawns", "ABCD"),
    "nazi_spawn": ("nazi_spawns", "ABCD"),
    "objective": ("objective_tokens", "ABCD"),
}
LISTED = {"event": "events", "chest": "chests"}
PASSAGE_LETTERS = "ABC"
REQUIRED = ("hero_spawns", "nazi_spawns")
"""Fields a mission must have: kept (empty) when their last token goes."""


def _names(kind: str) -> str:
    return {
        "hero_spawn": _("hero spawns"),
        "nazi_spawn": _("nazi spawns"),
        "objective": _("objective tokens"),
        "passage": _("secret passages"),
    }.get(kind, kind)


def place_token(document: CommentedMap, kind: TokenKind, square: str, label: str | None) -> None:
    if kind in LISTED:
        squares = _field(document, LISTED[kind], list)
        if square not in squares:
            squares.append(square)
        return
    if kind == "passage":
        _place_passage_end(document, square, label)
        return
    field, letters = LETTERED[kind]
    mapping = _field(document, field, dict)
    if label is None:
        free = [letter for letter in letters if letter not in mapping]
        if not free:
            raise EditRefused(
                _("all {count} {names} ({letters}) are on the map; take one off first").format(
                    count=len(letters), names=_names(kind), letters=", ".join(letters)
                ),
                square=square,
            )
        label = free[0]
    elif label not in letters:
        raise EditRefused(
            _("{label} is not a letter of {names}; they are {letters}").format(
                label=label, names=_names(kind), letters=", ".join(letters)
            ),
            square=square,
        )
    mapping[label] = square


def _place_passage_end(document: CommentedMap, square: str, label: str | None) -> None:
    passages = _field(document, "passages", dict)
    if label is None:
        half = [letter for letter, ends in passages.items() if len(ends) == 1]
        free = [letter for letter in PASSAGE_LETTERS if letter not in passages]
        if half:
            label = str(half[0])
        elif free:
            label = free[0]
        else:
            raise EditRefused(
                _("all {count} {names} ({letters}) are on the map; take one off first").format(
                    count=len(PASSAGE_LETTERS),
                    names=_names("passage"),
                    letters=", ".join(PASSAGE_LETTERS),
                ),
                square=square,
            )
    elif label not in PASSAGE_LETTERS:
        raise EditRefused(
            _("{label} is not a letter of {names}; they are {letters}").format(
                label=label, names=_names("passage"), letters=", ".join(PASSAGE_LETTERS)
            ),
            square=square,
        )
    ends = passages.get(label)
    if ends is None:
        passages[label] = flow_list([square])
    elif len(ends) >= 2:
        raise EditRefused(
            _(
                "secret passage {letter} already has both its ends ({first} and {second}); "
                "take one off first"
            ).format(letter=label, first=ends[0], second=ends[1]),
            square=square,
        )
    else:
        ends.append(square)


def remove_token(document: CommentedMap, kind: TokenKind, square: str) -> None:
    if kind in LISTED:
        field = LISTED[kind]
        squares = document.get(field)
        if isinstance(squares, list):
            squares[:] = [name for name in squares if name != square]
            _drop_if_empty(document, field)
        return
    if kind == "passage":
        passages = document.get("passages")
        if isinstance(passages, dict):
            for letter in list(passages):
                ends = passages[letter]
                if isinstance(ends, list) and square in ends:
                    ends[:] = [name for name in ends if name != square]
                    if not ends:
                        del passages[letter]
            _drop_if_empty(document, "passages")
        return
    field = LETTERED[kind][0]
    mapping = document.get(field)
    if isinstance(mapping, dict):
        for letter in [key for key, value in mapping.items() if value == square]:
            del mapping[letter]
        _drop_if_empty(document, field)


def set_terrain(document: CommentedMap, square: str, difficult: bool) -> None:
    squares = _field(document, "difficult_terrain", list)
    if difficult and square not in squares:
        squares.append(square)
    elif not difficult:
        squares[:] = [name for name in squares if name != square]
        _drop_if_empty(document, "difficult_terrain")


def tokens_at(document: CommentedMap, square: str) -> list[PlacedToken]:
    found: list[PlacedToken] = []
    for kind, (field, _letters) in LETTERED.items():
        mapping = document.get(field)
        if isinstance(mapping, dict):
            found += [
                PlacedToken(kind, str(letter))  # type: ignore[arg-type]
                for letter, name in mapping.items()
                if name == square
            ]
    for kind, field in LISTED.items():
        squares = document.get(field)
        if isinstance(squares, list) and square in squares:
            found.append(PlacedToken(kind, None))  # type: ignore[arg-type]
    passages = document.get("passages")
    if isinstance(passages, dict):
        found += [
            PlacedToken("passage", str(letter))
            for letter, ends in passages.items()
            if isinstance(ends, list) and square in ends
        ]
    return found


def token_squares(document: CommentedMap) -> set[str]:
    """Every square some token is on."""
    return {
        square for kind in (*LETTERED, *LISTED, "passage") for square in _squares_of(document, kind)
    }


def is_difficult(document: CommentedMap, square: str) -> bool:
    squares = document.get("difficult_terrain")
    return isinstance(squares, list) and square in squares


def drop_tokens(document: CommentedMap, keep: Callable[[str], bool]) -> None:
    """Take off every token and terrain mark on a square `keep` refuses."""
    for kind in (*LETTERED, *LISTED, "passage"):
        for square in _squares_of(document, kind):
            if not keep(square):
                remove_token(document, kind, square)  # type: ignore[arg-type]
    terrain = document.get("difficult_terrain")
    if isinstance(terrain, list):
        for square in [name for name in terrain if isinstance(name, str) and not keep(name)]:
            set_terrain(document, square, False)


def _squares_of(document: CommentedMap, kind: str) -> list[str]:
    if kind in LISTED:
        value = document.get(LISTED[kind])
        return [name for name in value if isinstance(name, str)] if isinstance(value, list) else []
    if kind == "passage":
        value = document.get("passages")
        if not isinstance(value, dict):
            return []
        return [
            name
            for ends in value.values()
            if isinstance(ends, list)
            for name in ends
            if isinstance(name, str)
        ]
    value = document.get(LETTERED[kind][0])
    return (
        [name for name in value.values() if isinstance(name, str)]
        if isinstance(value, dict)
        else []
    )


def _field(document: CommentedMap, field: str, kind: type) -> Any:
    """The field's list or mapping, made (on one line) when missing."""
    value = document.get(field)
    if isinstance(value, kind) and value:
        return value
    made = flow_list() if kind is list else flow_map()
    set_in_order(document, field, made)
    return made


def _drop_if_empty(document: CommentedMap, field: str) -> None:
    if field not in REQUIRED and not document.get(field):
        del document[field]
