"""The odds of an attack, worked out exactly from the die's faces: expected
HP and armor damage, and the chance to kill (rerolls not counted: they can
only help). The app shows them before a player commits to an attack; the
simulation's hero player weighs its attacks with them."""

from __future__ import annotations

from math import factorial

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.effects import Face


@frozen_record
class Odds:
    """What an attack may do, worked out before the dice are rolled: shown beside
    the action."""

    dice: int
    expected_hp: float
    expected_armor: float
    kill: float


def attack_odds(
    faces: tuple[Face, ...],
    dice: int,
    hp: int,
    armor: int,
    pierce: bool,
    then_damage: int = 0,
) -> Odds:
    """Enumerate every count of hearts and shields among `dice` dice (a
    multinomial over the die's faces): hearts take HP, shields take armor
    first then HP; with `pierce`, shields count as hearts (R-ATK-4, R-PRIO-1).
    `then_damage`: damage not from dice that follows the roll if the target
    still stands (a special mode's blast), armor first (R-ATK-9)."""
    total = len(faces)
    p_heart = faces.count(Face.HEART) / total
    p_shield = faces.count(Face.SHIELD) / total
    p_other = 1 - p_heart - p_shield
    expected_hp = expected_armor = kill = 0.0
    for hearts in range(dice + 1):
        for shields in range(dice - hearts + 1):
            others = dice - hearts - shields
            ways = factorial(dice) / (factorial(hearts) * factorial(shields) * factorial(others))
            p = ways * p_heart**hearts * p_shield**shields * p_other**others
            if pierce:
                to_armor, to_hp = 0, hearts + shields
            else:
                to_armor = min(armor, shields)
                to_hp = hearts + shields - to_armor
            to_hp = min(to_hp, hp)
            if to_hp < hp and then_damage:
                more_armor = min(armor - to_armor, then_damage)
                to_armor += more_armor
                to_hp = min(hp, to_hp + then_damage - more_armor)
            expected_hp += p * to_hp
            expected_armor += p * to_armor
            if to_hp >= hp:
                kill += p
    return Odds(dice, expected_hp, expected_armor, kill)
