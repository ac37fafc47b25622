"""The values of a rules case's setup line, each read with the place it
stands at (`heroes.klaus.hp`), so a wrong one is reported there."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records.squares import Square, parse_square
from wolfenstein_tui.engine.rules.turn import Table
from wolfenstein_tui.engine.state.refusals import Fact, Refusal


class SetupError(Exception):
    """A value of the setup line that cannot be used, as facts: `where` is
    its place in the line, like `heroes.klaus.hp`; `problem` a ``setup.*``
    code and the facts its sentence needs (words/log_problems.py words it)."""

    def __init__(self, where: str, code: str, **facts: Fact) -> None:
        self.where = where
        self.problem = Refusal(code, None, tuple(facts.items()))
        super().__init__(f"setup.{where}: {self.problem}" if where else f"setup: {self.problem}")


def known_keys(data: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in keys:
            place = f"{where}.{key}" if where else key
            raise SetupError(place, "setup.unknown-key", keys=", ".join(keys))


def whole_number(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError(where, "setup.not-whole", low=low, high=high, value=repr(value))
    if not low <= value <= high:
        raise SetupError(where, "setup.out-of-range", value=value, low=low, high=high)
    return value


def true_or_false(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise SetupError(where, "setup.not-bool", value=repr(value))
    return value


def names(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SetupError(where, "setup.not-names")
    return list(value)


def square(rules: Table, value: Any, where: str) -> Square:
    if not isinstance(value, str):
        raise SetupError(where, "setup.not-square-text", value=repr(value))
    try:
        found = parse_square(value)
    except ValueError:
        raise SetupError(where, "setup.not-square-name", value=repr(value)) from None
    if not rules.board.on_map(found):
        raise SetupError(where, "setup.off-map", value=value)
    return found
