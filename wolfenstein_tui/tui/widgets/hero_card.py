"""The heroes' cards beside the map."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from wolfenstein_tui.engine.rules import Rules
from wolfenstein_tui.engine.state import GameState
from wolfenstein_tui.tui.dashboards import hero_panel
from wolfenstein_tui.tui.widgets.repaint import show


class HeroCards(Static):
    """Every hero's card, one under the other."""

    def show_heroes(self, rules: Rules, state: GameState, names: tuple[str, ...]) -> None:
        text = Text()
        for hero in state.heroes.values():
            text = text + hero_panel(rules, state, hero, names)
        show(self, text)
