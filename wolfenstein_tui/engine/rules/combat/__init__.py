"""Attacks, rerolls, damage, kills and loot (R-ATK, R-DICE-3, R-DEATH,
R-PRIO-1).

One module a concept, from the bottom up: `basics` (names, the easy
levels), `damage` (hits, kills, areas), `checks` (what an attack may do,
its dice), `resolve` (an attack's dice resolved), `execution` (a silent
execution's checks and dice), `rerolls`, `attacking` (the commands that
roll), `reloading`.
"""

from __future__ import annotations

from wolfenstein_tui.engine.rules.combat.attacking import attack, silent_execution
from wolfenstein_tui.engine.rules.combat.basics import (
    EASY_LEVELS,
    enemy_name,
    figure_name,
    hero_name,
)
from wolfenstein_tui.engine.rules.combat.checks import (
    attack_dice,
    attack_problem,
    attack_problems,
    distance_to,
    max_attacks,
    mode_allowed,
    mode_ammo_cost,
    sees_figure,
    weapon_effects,
)
from wolfenstein_tui.engine.rules.combat.damage import (
    area_figures,
    damage_area,
    damage_figure,
    damage_hero,
    has_great_armor,
    hit,
    kill,
)
from wolfenstein_tui.engine.rules.combat.execution import execution_problems
from wolfenstein_tui.engine.rules.combat.reloading import reload, reload_problems
from wolfenstein_tui.engine.rules.combat.rerolls import resume_reroll
from wolfenstein_tui.engine.rules.combat.resolve import answer_attack, area_centre

__all__ = [
    "EASY_LEVELS",
    "answer_attack",
    "area_centre",
    "area_figures",
    "attack",
    "attack_dice",
    "attack_problem",
    "attack_problems",
    "damage_area",
    "damage_figure",
    "damage_hero",
    "distance_to",
    "enemy_name",
    "execution_problems",
    "figure_name",
    "has_great_armor",
    "hero_name",
    "hit",
    "kill",
    "max_attacks",
    "mode_allowed",
    "mode_ammo_cost",
    "reload",
    "reload_problems",
    "resume_reroll",
    "sees_figure",
    "silent_execution",
    "weapon_effects",
]
