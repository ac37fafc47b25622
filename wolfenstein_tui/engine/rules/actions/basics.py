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
from wolfenstein_tui.engine.state.state import Hero

HERO_WALKER = Mover(Side.HEROES, use_passages=False)


def actor_problems(turn: Turn, hero: Hero) -> list[str]:
    """Why the active hero can take no action but ending its activation
    (R-DEATH-2, R-ATK-12); empty when it can act."""
    found = []
    if hero.bleeding:
        found.append(
            f"{name_of(turn, hero)} is bleeding and cannot act; another hero may share "
            "life (R-DEATH-2)."
        )
    if hero.stunned:
        found.append(f"{name_of(turn, hero)} is stunned and takes no actions this turn (R-ATK-12).")
    return found


def name_of(turn: Turn, hero: Hero) -> str:
    return turn.rules.hero_card(hero.id).name


def need_ap(turn: Turn, hero: Hero, cost: int, what: str) -> None:
    if hero.ap < cost:
        raise IllegalCommand(
            f"{name_of(turn, hero)} has {hero.ap} AP left; {what} costs {cost} AP."
        )


def traffic_for_hero(turn: Turn, hero: Hero) -> Traffic:
    return traffic_for(turn, hero.id)
