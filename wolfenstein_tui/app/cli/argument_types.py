"""The types of the command line's values (seats, counts, durations), each
refused by argparse in one sentence."""

from __future__ import annotations

import argparse

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.whole_numbers import whole_number


def seat_list(text: str) -> list[int]:
    """'2' or '1,3' (as players count seats) into 0-based seats."""
    seats = []
    for part in text.split(","):
        seat = whole_number(part)
        if seat is None or not 1 <= seat <= 4:
            raise argparse.ArgumentTypeError(
                _("{part} is not a seat: seats are 1 to 4").format(part=shown(part.strip()))
            )
        seats.append(seat - 1)
    return seats


def positive(text: str) -> int:
    """A whole number of at least 1 (a count of games, a port)."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(
            _("{text} is below 1: give a whole number such as 5").format(text=shown(text))
        )
    return value


def seed(text: str) -> int:
    """A seed: a whole number, 0 or more, as the new game's wizard asks it."""
    return _whole(text)


def _whole(text: str) -> int:
    """`text` as a whole number in the digits 0 to 9 (`whole_number`):
    argparse's own refusal of `int`'s error would name the type ("invalid
    int value"), and `int` takes "٥" and refuses 5,000 digits."""
    value = whole_number(text)
    if value is not None:
        return value
    digits = text.strip()
    if digits.isascii() and digits.isdigit():
        raise argparse.ArgumentTypeError(
            _("{text} has more digits than the game reads").format(text=shown(text))
        )
    if digits.startswith("-") and whole_number(digits[1:]) is not None:
        raise argparse.ArgumentTypeError(
            _("{text} is below 0: give a whole number such as 5").format(text=shown(text))
        )
    raise argparse.ArgumentTypeError(
        _("{text} is not a whole number: give one such as 5").format(text=shown(text))
    )


def shown(text: str) -> str:
    """A value typed, quoted as the refusal shows it: a long one shortened,
    so that its sentence stays readable."""
    return repr(text if len(text) <= MOST_SHOWN else text[: MOST_SHOWN - 1] + "…")


MOST_SHOWN = 30
"""The characters of a refused value a sentence shows."""


def positive_number(text: str) -> float:
    """A finite number above 0 (minutes, seconds)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a number").format(text=shown(text))
        ) from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(
            _("{text} is not a number above 0").format(text=shown(text))
        )
    return value
