"""The values of a rules case's setup line, each read with the place it
stands at (`heroes.klaus.hp`), so a wrong one is reported there."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.squares import Square, parse_square
from wolfenstein_tui.engine.rules.turn import Table


class SetupError(Exception):
    """A value of the setup line that cannot be used; `where` is its place
    in the line, like `heroes.klaus.hp`."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"setup.{where}: {message}" if where else f"setup: {message}")
        self.where = where
        self.message = message


def known_keys(data: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in keys:
            place = f"{where}.{key}" if where else key
            raise SetupError(place, f"unknown key; the keys here are {', '.join(keys)}")


def whole_number(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError(where, f"a whole number from {low} to {high}, not {value!r}")
    if not low <= value <= high:
        raise SetupError(where, f"{value} is out of range: from {low} to {high}")
    return value


def true_or_false(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise SetupError(where, f"true or false, not {value!r}")
    return value


def names(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SetupError(where, 'a list of names, like ["a", "b"]')
    return list(value)


def square(rules: Table, value: Any, where: str) -> Square:
    if not isinstance(value, str):
        raise SetupError(where, f'a square like "B7", not {value!r}')
    try:
        found = parse_square(value)
    except ValueError:
        raise SetupError(where, f'{value!r} is not a square name like "B7"') from None
    if not rules.board.on_map(found):
        raise SetupError(where, f"{value} is not a square of this map")
    return found
