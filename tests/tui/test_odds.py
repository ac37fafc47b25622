"""Attack odds shown before attacking, checked against hand-worked cases."""

from __future__ import annotations

import pytest

from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.engine.rules.odds import attack_odds

DIE = (Face.HEART,) * 3 + (Face.SHIELD,) * 4 + (Face.RELOAD,) * 2 + (Face.BLANK,) * 3


def test_one_die_against_a_soldier() -> None:
    """1 HP, 3 armor: only a heart kills (3 in 12); a shield only scratches armor."""
    odds = attack_odds(DIE, 1, hp=1, armor=3, pierce=False)
    assert odds.kill == pytest.approx(3 / 12)
    assert odds.expected_hp == pytest.approx(3 / 12)
    assert odds.expected_armor == pytest.approx(4 / 12)


def test_pierce_turns_shields_into_hearts() -> None:
    """R-PRIO-1 / armor piercing: a heart or a shield kills (7 in 12)."""
    odds = attack_odds(DIE, 1, hp=1, armor=3, pierce=True)
    assert odds.kill == pytest.approx(7 / 12)
    assert odds.expected_armor == 0


def test_shields_go_through_once_the_armor_is_gone() -> None:
    """No armor: any success takes HP. Two dice at a 1 HP target: 1 - (5/12)²."""
    odds = attack_odds(DIE, 2, hp=1, armor=0, pierce=False)
    assert odds.kill == pytest.approx(1 - (5 / 12) ** 2)


def test_r_atk_9_damage_after_the_roll_takes_armor_first() -> None:
    """R-ATK-9: a blast after the roll (a special mode's area damage) hits
    armor first, and only a target still standing: checked against every
    sequence of two dice against 1 HP behind 1 armor, blast 1."""
    import itertools

    kills = 0
    for roll in itertools.product(DIE, repeat=2):
        hearts, shields = roll.count(Face.HEART), roll.count(Face.SHIELD)
        to_armor = min(1, shields)
        to_hp = hearts + shields - to_armor
        if to_hp < 1:
            to_hp += max(0, 1 - (1 - to_armor))  # the blast: armor first
        kills += to_hp >= 1
    odds = attack_odds(DIE, 2, hp=1, armor=1, pierce=False, then_damage=1)
    assert odds.kill == pytest.approx(kills / 144)
    assert odds.kill > attack_odds(DIE, 2, hp=1, armor=1, pierce=False).kill
