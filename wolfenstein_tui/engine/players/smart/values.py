"""What things are worth to the heroes: attack odds, the cost of an alarm,
the effects of an event option; shared by the player's decisions and its
answers."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.content.records.mission import AlarmsLoss, Mission
from wolfenstein_tui.engine.rules.odds import Odds, attack_odds
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Hero

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

SUCCESS = 7 / 12
"""Chance of a heart or shield on the default die, for the nazis' expected hits."""
ALARM_COST = 4.0
"""An alarm's reinforcements, in the units of an attack's worth."""


@lru_cache(maxsize=4096)
def attack_chances(faces: tuple[Face, ...], dice: int, hp: int, armor: int, pierce: bool) -> Odds:
    """Exact attack odds, remembered: the same few attacks come up all game."""
    return attack_odds(faces, dice, hp, armor, pierce)


def alarm_cost(rules: Rules, state: GameState, danger_added: int) -> float:
    """What raising the danger by `danger_added` costs in alarms: nothing
    below the threshold; the alarm's reinforcements; the game itself where
    one more alarm is the mission's loss condition."""
    alarm = rules.mission.alarm
    if state.danger + danger_added < alarm.threshold or alarm.spent(state.alarms):
        return 0.0
    return 100.0 if next_alarm_loses(rules.mission, state) else ALARM_COST


def next_alarm_loses(mission: Mission, state: GameState) -> bool:
    """Whether one more alarm is the mission's loss condition (R-END-1)."""
    return any(
        isinstance(condition, AlarmsLoss) and state.alarms + 1 >= condition.count
        for condition in mission.loss_conditions
    )


def can_share(state: GameState, hero: Hero) -> bool:
    return hero.shared_life > 0 or state.difficulty is Difficulty.CAN_I_PLAY_DADDY


_EFFECT_VALUES = {
    "gain_glory": 0.5,
    "gain_ammo": 1.0,
    "draw_equipment": 1.5,
    "draw_weapon": 1.5,
    "heal": 1.0,
    "add_armor": 1.0,
    "boost": 1.5,
    "gain_ap": 0.5,
    "lower_danger": 1.0,
    "raise_danger": -1.5,
    "stun": 1.0,
    "sabotage": 0.5,
    "gain_bot": 4.0,
    "gain_shared_life": 2.0,
    "take_fatigue": -1.0,
    "jam": -1.0,
    "remove_fatigue": 0.5,
    "escort": -1.0,
    "hide": 0.5,
}


def effects_value(rules: Rules, state: GameState, effects: Sequence[object]) -> float:
    """A rough worth of a list of effects to the heroes, for event options."""
    total = 0.0
    for effect in effects:
        kind = getattr(effect, "effect", "")
        if isinstance(effect, fx.Spawn):
            for group in effect.enemies:
                card = rules.enemy_cards[group.type]
                total -= group.count * (1.5 + card.weapon.dice * SUCCESS)
            continue
        if isinstance(effect, fx.Damage | fx.DamageArea):
            hits_heroes = getattr(effect, "hits_heroes", True)
            target = str(getattr(effect, "target", ""))
            if hits_heroes and "enem" not in target:
                total -= 2.0 * getattr(effect, "amount", 1)
            else:
                total += 1.0 * getattr(effect, "amount", 1)
            continue
        amount = getattr(effect, "amount", None)
        scale = amount if isinstance(amount, int) and amount > 0 else 1
        if kind == "raise_danger":
            total -= 1.5 * scale + alarm_cost(rules, state, scale)
            continue
        total += _EFFECT_VALUES.get(str(kind), 0.0) * (scale if kind != "lower_danger" else 1)
    return total
