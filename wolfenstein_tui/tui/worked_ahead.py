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
    """One value worked out for one state (the last one put)."""

    def __init__(self) -> None:
        self._for: tuple[GameState, tuple[object, ...], str] | None = None
        self._value: T | None = None

    def put(self, state: GameState, given: tuple[object, ...], value: T) -> T:
        """Keep `value`, worked out for `state` from `given`."""
        self._for = (state, given, current_language())
        self._value = value
        return value

    def get(self, state: GameState, given: tuple[object, ...]) -> T | None:
        """The value worked out for this very state from equal `given`, in
        the language spoken now; None when there is none."""
        found = self._for
        if found is None or found[0] is not state or found[1] != given:
            return None
        if found[2] != current_language():
            return None
        return self._value
