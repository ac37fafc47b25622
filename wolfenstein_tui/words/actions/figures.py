"""A figure named as players say it: a hero by their card's name, an enemy by its
card's name and number ("Soldier 3" for soldier-3). Its own module so that both
the command labels (labels.py) and the action terms (action_terms.py) use it.
"""

from __future__ import annotations

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.card_words import shown


def figure_name(rules: Rules, state: GameState, figure: str) -> str:
    if figure in state.heroes:
        return shown(rules.hero_card(figure)).name
    if figure in state.enemies:
        enemy = state.enemies[figure]
        name = shown(rules.enemy_cards[enemy.type]).name
        number = figure.removeprefix(f"{enemy.type}-")
        # "Soldier 3" for soldier-3 (the map marks it s3); other ids in full.
        return f"{name} {number}" if number != figure and number.isdigit() else f"{name} {figure}"
    return figure
