"""The players' names in texts: the rules engine knows seats ("Player 2",
"player 2's turn"); the app names each player the same way everywhere (the
status bar, the hand-over screens, the hero cards, the questions): the name
given at setup, or "Player N" when none was given."""

from __future__ import annotations

import re
from collections.abc import Callable

SEAT = re.compile(r"\b[Pp]layer (\d)\b")


def player_label(names: tuple[str, ...], seat: int) -> str:
    """A seat's player as the app calls them."""
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def with_player_names(text: str, name_of: Callable[[int], str]) -> str:
    """The engine's "Player N" / "player N" replaced by that player's name."""
    return SEAT.sub(lambda match: name_of(int(match.group(1)) - 1), text)
