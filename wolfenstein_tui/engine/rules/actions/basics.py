"""What every action asks of the hero who takes it: that it can act at all
(R-DEATH-2, R-ATK-12), its AP (R-AP), and how it walks.
"""

from __future__ import annotations

from wolfenstein_tui.engine.geometry.paths import (
    Mover,
    Side,
    Traffic,
)
from wolfenstein_tui.engine.rules.traffic import traffic_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Hero

HERO_WALKER = Mover(Side.HEROES, use_passages=False)


def actor_problems(turn: Turn, hero: Hero) -> list[Refusal]:
    """Why the active hero can take no action but ending its activation
    (R-DEATH-2, R-ATK-12); empty when it can act."""
    found = []
    if hero.bleeding:
        found.append(refuse("action.bleeding", "R-DEATH-2", hero=hero.id))
    if hero.stunned:
        found.append(refuse("action.stunned", "R-ATK-12", hero=hero.id))
    return found


def name_of(turn: Turn, hero: Hero) -> str:
    return turn.rules.hero_card(hero.id).name


def need_ap(hero: Hero, cost: int, short: Refusal) -> None:
    """Refuse the action with `short` (its own code, with the hero's ``ap``
    and the ``cost`` among its facts) when the hero has fewer AP than it
    costs (R-AP-1)."""
    if hero.ap < cost:
        raise IllegalCommand(short)


def traffic_for_hero(turn: Turn, hero: Hero) -> Traffic:
    return traffic_for(turn, hero.id)
