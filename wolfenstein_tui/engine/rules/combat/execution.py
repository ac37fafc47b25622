"""A silent execution (R-ATK-10): what forbids it, and its dice resolved."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.engine.rules.combat.checks import (
    distance_to,
    max_attacks,
    sees_figure,
)
from wolfenstein_tui.engine.rules.combat.damage import hit
from wolfenstein_tui.engine.rules.combat.resolve import answer_attack
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Hero


def execution_problems(turn: Turn, hero: Hero, target_id: str, item_id: str) -> list[Refusal]:
    """Every reason this silent execution is not allowed (R-ATK-10, R-AP-2,
    R-ATK-12); empty when it is."""
    state = turn.state
    if item_id not in hero.carried and item_id not in hero.equipped:
        return [refuse("execution.not-held", hero=hero.id, item=item_id)]
    item = turn.rules.item_cards[item_id]
    if not item.execution_dice:
        return [refuse("execution.wrong-item", item=item_id)]
    target = state.enemies.get(target_id)
    if target is None or target.bot_of is not None:
        return [refuse("attack.no-enemy", enemy=target_id)]
    found = []
    if hero.sabotaged:
        found.append(refuse("attack.sabotaged", "R-ATK-12", hero=hero.id))
    if hero.attacks_made >= max_attacks(hero):
        found.append(refuse("execution.attacked", "R-AP-2", hero=hero.id))
    if hero.ap < 2:
        found.append(refuse("execution.too-dear", "R-ATK-10", hero=hero.id, ap=hero.ap, cost=2))
    assert hero.square is not None
    if distance_to(hero.square, target) != 1 or not sees_figure(turn, hero.square, target):
        found.append(refuse("execution.not-adjacent", "R-ATK-10", enemy=target.id))
    return found


def finish_execution(turn: Turn, context: dict[str, Any]) -> None:
    target = turn.state.enemies[context["target"]]
    faces = [Face(f) for f in context["faces"]]
    target.attacked = True
    hit(
        turn,
        target,
        faces.count(Face.HEART),
        faces.count(Face.SHIELD),
        context["hero"],
        "silent execution",
        silent=True,
    )
    answer_attack(turn, target, context["hero"])
