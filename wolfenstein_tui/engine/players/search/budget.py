"""How long a search thinks: a number of look-aheads (what makes games
repeatable: same seed, same budget, same games) and, optionally, a question
asked between look-aheads whether to stop now (the command line and the app
pass one that reads a clock; the engine reads none)."""

from __future__ import annotations

from collections.abc import Callable

from wolfenstein_tui.quick_dataclass import frozen_record

SIMULATIONS = 12
"""Look-aheads a decision by default: sized so that a game of the first
mission takes a few seconds on one core (benchmarks/bench_players.py)."""
HORIZON = 1
"""By default a look-ahead ends when the round after this one begins (the
nazis' answer to the plan included), or with the game."""
MOST_CANDIDATES = 5
"""The most commands a decision weighs."""


@frozen_record
class Budget:
    simulations: int = SIMULATIONS
    horizon: int | None = HORIZON
    """Rounds looked ahead after the current one ends (None: to the game's end)."""
    most: int = MOST_CANDIDATES
    stop: Callable[[], bool] | None = None
    """Asked between look-aheads (after the first round of them): True ends the thinking."""
    progress: Callable[[int, int], None] | None = None
    """Told (look-aheads done, look-aheads planned) as the thinking goes."""
