"""A silent execution (R-ATK-10): what forbids it, and its dice resolved."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.effects import Face
from wolfenstein_tui.engine.rules.combat.basics import (
    enemy_name,
    hero_name,
)
from wolfenstein_tui.engine.rules.combat.checks import (
    distance_to,
    max_attacks,
    sees_figure,
)
from wolfenstein_tui.engine.rules.combat.damage import hit
from wolfenstein_tui.engine.rules.combat.resolve import answer_attack
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Hero


def execution_problems(turn: Turn, hero: Hero, target_id: str, item_id: str) -> list[str]:
    """Every reason this silent execution is not allowed (R-ATK-10, R-AP-2,
    R-ATK-12); empty when it is."""
    state = turn.state
    name = hero_name(turn, hero)
    if item_id not in hero.carried and item_id not in hero.equipped:
        return [f"{name} does not hold {item_id}."]
    item = turn.rules.item_cards[item_id]
    if not item.execution_dice:
        return [f"The {item.name} cannot be used for a silent execution."]
    target = state.enemies.get(target_id)
    if target is None or target.bot_of is not None:
        return [f"There is no enemy {target_id!r} to attack."]
    found = []
    if hero.sabotaged:
        found.append(f"{name} is sabotaged and cannot attack this turn (R-ATK-12).")
    if hero.attacks_made >= max_attacks(hero):
        found.append(f"{name} has already attacked this activation (R-AP-2).")
    if hero.ap < 2:
        found.append(f"{name} has {hero.ap} AP left; a silent execution costs 2 AP (R-ATK-10).")
    assert hero.square is not None
    if distance_to(hero.square, target) != 1 or not sees_figure(turn, hero.square, target):
        found.append(
            f"A silent execution needs {enemy_name(turn, target)} on an adjacent square (R-ATK-10)."
        )
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
