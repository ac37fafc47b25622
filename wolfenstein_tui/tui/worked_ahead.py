"""A value the screen works out for a state of the game before it shows
that state.

While a player reads the screen, the app works out the action the player
is likely to choose next (the game screen's `foresee`): the rules' new
state, the actions it offers, its map. Choosing that action then finds
them done, and its frame waits only for the screen to be drawn. Each part
of the screen keeps what it worked out in one of these, for one state:
the same object, since a state is never changed in place (the rules give
a new one for each action), with the other things it was worked out from
and the language spoken, which its words are in."""

from __future__ import annotations

from typing import Generic, TypeVar

from wolfenstein_tui.base.i18n import current_language
from wolfenstein_tui.engine.state.state import GameState

T = TypeVar("T")


class WorkedAhead(Generic[T]):
    """One value worked out for each of the last `keep` states put (one by
    default: the state worked out ahead; two to keep the state shown too)."""

    def __init__(self, keep: int = 1) -> None:
        self.keep = keep
        self._kept: list[tuple[GameState, tuple[object, ...], str, T]] = []
        """What each value was worked out for, and the value, the latest last."""

    def put(self, state: GameState, given: tuple[object, ...], value: T) -> T:
        """Keep `value`, worked out for `state` from `given` (the value put
        least lately goes when `keep` are kept)."""
        self._kept = [
            *self._kept[max(0, len(self._kept) - self.keep + 1) :],
            (state, given, current_language(), value),
        ]
        return value

    def get(self, state: GameState, given: tuple[object, ...]) -> T | None:
        """The value worked out for this very state from equal `given`, in
        the language spoken now; None when there is none."""
        for kept, kept_given, language, value in self._kept:
            if kept is state and kept_given == given and language == current_language():
                return value
        return None
