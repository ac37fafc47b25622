"""Whole numbers as a player types them (a field of the mission editor, the
new game's seed, a map's size, the plain game's `log 5`)."""

from __future__ import annotations

MOST_DIGITS = 100
"""More digits than any count or seed of the game needs, far below the
4,300 that `int` refuses to read."""


def whole_number(text: str) -> int | None:
    """`text`, the spaces around it aside, read as a whole number written
    in the digits 0 to 9; None for anything else. `str.isdigit` also takes
    "²" and other digits that `int` refuses, and `int` refuses a number of
    more than 4,300 digits: either would stop the program."""
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > MOST_DIGITS:
        return None
    return int(text)
