"""What every part of combat names: the figures' names and the easy levels
(R-DIFF).
"""

from __future__ import annotations

from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero

EASY_LEVELS = (Difficulty.CAN_I_PLAY_DADDY, Difficulty.DONT_HURT_ME)


def hero_name(turn: Turn, hero: Hero) -> str:
    return turn.rules.hero_card(hero.id).name


def enemy_name(turn: Turn, enemy: Enemy) -> str:
    return f"{turn.rules.enemy_cards[enemy.type].name} {enemy.id}"


def figure_name(turn: Turn, figure_id: str) -> str:
    """A hero's or a nazi's name, as the log tells it."""
    state = turn.state
    if figure_id in state.heroes:
        return hero_name(turn, state.heroes[figure_id])
    if figure_id in state.enemies:
        return enemy_name(turn, state.enemies[figure_id])
    return figure_id
