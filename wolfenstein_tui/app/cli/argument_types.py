"""The types of the command line's values (seats, counts, durations), each
refused by argparse in one sentence."""

from __future__ import annotations

import argparse

from wolfenstein_tui.base.i18n import _


def seat_list(text: str) -> list[int]:
    """'2' or '1,3' (as players count seats) into 0-based seats."""
    seats = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= 4:
            raise argparse.ArgumentTypeError(
                _("{part} is not a seat: seats are 1 to 4").format(part=repr(part))
            )
        seats.append(int(part) - 1)
    return seats


def positive(text: str) -> int:
    """A whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a whole number").format(text=repr(text))
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def positive_number(text: str) -> float:
    """A finite number above 0 (minutes, seconds)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a number").format(text=repr(text))
        ) from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(
            _("{text} is not a number above 0").format(text=repr(text))
        )
    return value
