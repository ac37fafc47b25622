"""The heroes' actions, each with its AP cost and every restriction (the
action table of the rulebook; R-MOVE, R-SEARCH, R-AP, R-EQ, R-GLORY,
R-DEATH-3).

One module an action or group of actions, from the bottom up: `basics`
(what every action asks of its hero), `activation`, `moving`, `doors`,
`searching`, `equipment`, `shared_life`, `abilities`, and `perform`, which
hands a command to its module.
"""

from __future__ import annotations

from wolfenstein_tui.engine.rules.actions.abilities import ability_glory_cost, ability_problems
from wolfenstein_tui.engine.rules.actions.activation import can_leave
from wolfenstein_tui.engine.rules.actions.basics import (
    HERO_WALKER,
    actor_problems,
    name_of,
    need_ap,
    traffic_for_hero,
)
from wolfenstein_tui.engine.rules.actions.equipment import item_use_problem
from wolfenstein_tui.engine.rules.actions.perform import perform

__all__ = [
    "HERO_WALKER",
    "ability_glory_cost",
    "ability_problems",
    "actor_problems",
    "can_leave",
    "item_use_problem",
    "name_of",
    "need_ap",
    "perform",
    "traffic_for_hero",
]
