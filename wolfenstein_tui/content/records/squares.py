"""Square names as players say them: column letters, then the row number.

`A1` is the top-left square; columns run A..Z, then AA, AB, ... like a
spreadsheet, rows count down from 1. Internally a square is a `(column, row)`
pair counted from 0, so `A1` is `(0, 0)` and `C2` is `(2, 1)`.
"""

from __future__ import annotations

import re

from wolfenstein_tui.base.i18n import _

Square = tuple[int, int]

SQUARE_NAME = re.compile(r"^([A-Z]{1,4})([1-9][0-9]{0,3})$")
"""A square's name: up to four column letters, then a row number of up to
four digits (a map is at most 64 squares a side); a longer name is no
square's, and its number is never read (5,000 digits are more than `int`
reads)."""


def column_letters(column: int) -> str:
    """Spreadsheet-style letters for a 0-based column (0 → A, 26 → AA)."""
    if column < 0:
        raise ValueError(f"column {column} is negative")
    letters = ""
    n = column + 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def column_index(letters: str) -> int:
    """Inverse of `column_letters`."""
    n = 0
    for ch in letters:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


def square_name(square: Square) -> str:
    column, row = square
    return f"{column_letters(column)}{row + 1}"


def parse_square(name: str) -> Square:
    """Parse `B7` into `(1, 6)`; raise ValueError with a readable reason."""
    match = SQUARE_NAME.match(name.strip().upper()) if isinstance(name, str) else None
    if match is None:
        raise ValueError(
            _(
                "{name} is not a square name; write column letters then a row number, like B7"
            ).format(name=repr(name))
        )
    return column_index(match.group(1)), int(match.group(2)) - 1
