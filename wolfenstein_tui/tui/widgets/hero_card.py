"""One hero's whole card: what a player needs in view while the hero acts
(its health, AP, ammo, weapons, cards, states, glory and abilities)."""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.presenters.dashboards import bot_card_text, hero_card_text
from wolfenstein_tui.tui.widgets.repaint import SizedInOneFrame, show


class HeroCard(SizedInOneFrame):
    """The card of the hero who acts (or who is about to be chosen), or of
    the bot that acts."""

    shown: str | None = None

    def show_hero(self, rules: Rules, state: GameState, hero_id: str | None, player: str) -> None:
        self.shown = hero_id
        hero = state.heroes.get(hero_id or "")
        bot = state.enemies.get(hero_id or "")
        if hero is not None:
            show(self, hero_card_text(rules, state, hero, player))
        elif bot is not None and bot.bot_of:  # a bot's turn: its own card (R-BOT-1)
            show(self, bot_card_text(rules, state, bot, player))
        else:
            show(self, Text())
