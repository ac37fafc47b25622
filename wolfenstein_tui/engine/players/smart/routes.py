"""Hero distance fields that know the heroes' own ways: secret passages
(R-MOVE-9) and, for a hero with a pierce-metal weapon, barricades (R-MOVE-5).

The nazis' grid (`engine/geometry/grid.py`) floods the board for figures that never
use passages nor remove barricades. A hero may do both, and a mission may
put an objective where only a passage leads (m03's vault): a field blind to
them sends the hero nowhere. This is the grid's reverse flood with the
passages added as steps from a token to its twin for `PASSAGE_COST`; barricades are handed in as closed doors (1 AP to remove)
for a hero who can remove them.
"""

from __future__ import annotations

from wolfenstein_tui.engine.geometry.grid import Grid

PASSAGE_COST = 1
"""AP to travel from a passage token to its twin (R-MOVE-9); the fatigue
token it brings is an effect and never stops a hero (R-AP-5)."""


def hero_costs_to(
    grid: Grid,
    goals: list[int],
    blocked: set[int],
    closed: int,
    barricades: int,
    twins: dict[int, int],
) -> list[int]:
    """Least AP from every square to one of `goals` (INFINITY where there is
    no way) for a hero who opens the `closed` pieces on its way (1 AP each),
    never crosses `barricades`, never enters `blocked` and may travel from a
    passage token to its twin (`twins`: token index → twin index)."""
    return grid.costs_to(goals, blocked, closed, barricades, twins, PASSAGE_COST)
