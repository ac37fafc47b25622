"""How long a search thinks: a number of look-aheads (what makes games
repeatable: same seed, same budget, same games) and, optionally, a time limit
measured on a clock the caller passes in (the engine reads none), and a
question asked between look-aheads whether to stop now (a player's cancel)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

SIMULATIONS = 9
"""Look-aheads a decision by default: three for each of the commands weighed,
so that a command is chosen over the smart player's on three worlds of dice
and draws, not one. On seeds outside the balance report (1000 onwards, "I am
Death incarnate", before the margin grew with the rounds left: player.py's
`margin`) it won more games than one look-ahead each: 32 against 23
of 200 on mission 9, 32 against 29 of 100 on mission 1, 21 against 19 of 100
on mission 8. A game of the first mission takes about 1.3 s of processor
time and one of mission 9, the longest, about 4 s on average (more
look-aheads: `--simulations N`)."""
HORIZON = 0
"""By default a look-ahead ends when the next round begins (the nazis'
answer to the plan included), or with the game."""
THINKING_MOST = 400
"""Look-aheads a decision at most when a time limit is given without a count."""
MOST_CANDIDATES = 3
"""The most commands a decision weighs: the smart player's choice and the
two most different others."""


@dataclass(frozen=True)
class Budget:
    simulations: int = SIMULATIONS
    horizon: int | None = HORIZON
    """Rounds looked ahead after the current one ends (None: to the game's end)."""
    most: int = MOST_CANDIDATES
    think: float = 0.0
    """Seconds a decision at most, read on `clock` (0: no limit)."""
    clock: Callable[[], float] | None = None
    """The clock `think` is measured on, given by the caller."""
    stop: Callable[[], bool] | None = None
    """Asked between look-aheads (after the first round of them): True ends
    the thinking (a player who cancels)."""
    progress: Callable[[int, int], None] | None = None
    """Told (look-aheads done, look-aheads planned) as the thinking goes."""

    def stopper(self) -> Callable[[], bool] | None:
        """The question a search asks between look-aheads: time up, or told
        to stop; None when nothing can stop it early."""
        clock, think, stop = self.clock, self.think, self.stop
        if clock is None or think <= 0:
            return stop
        started = clock()

        def done() -> bool:
            return clock() - started >= think or (stop is not None and stop())

        return done
