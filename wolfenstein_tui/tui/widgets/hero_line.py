"""The other heroes, one line each: enough to see at a glance who is hurt,
who still has AP and ammo."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from wolfenstein_tui.card_words import shown
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState, Hero
from wolfenstein_tui.tui.labels import HERO_MARKS
from wolfenstein_tui.tui.widgets.repaint import show

STATE_MARKS = (("†", "bleeding"), ("F", "fatigue"), ("z", "stunned"), ("x", "sabotaged"))
"""Marks of a hero's states on its line (the help lists them): † bleeding,
F fatigued, z stunned, x sabotaged, h hidden."""


def hero_line_text(rules: Rules, hero: Hero, player: str) -> Text:
    """'BJ B.J. (Ann) HP 5/5 A2 AP 0 L1 H0 S0 †F'."""
    card = rules.hero_card(hero.id)
    first = shown(card).name.split()[0]
    text = Text(no_wrap=True, overflow="ellipsis", end="")
    seat = f" ({player[:8]})" if player else ""  # a solo game names no player
    text.append(f"{HERO_MARKS.get(hero.id, hero.id[:2])} {first}{seat} ", style="bold")
    if hero.dead:
        text.append("dead")
        return text
    ammo = "".join(f"{kind[:1].upper()}{count}" for kind, count in hero.ammo.items())
    text.append(f"HP {hero.hp}/{hero.max_hp} A{hero.armor} AP {hero.ap} {ammo}")
    marks = [m for m, attribute in STATE_MARKS if getattr(hero, attribute)]
    if hero.hidden:
        marks.append("h")
    if marks:
        text.append(" " + "".join(marks), style="bold")
    return text


class HeroLines(Static):
    """One line for each hero but the one whose card is shown."""

    def show_heroes(
        self, rules: Rules, state: GameState, shown: str | None, players: dict[str, str]
    ) -> None:
        lines = [
            hero_line_text(rules, hero, players[hero.id])
            for hero in state.heroes.values()
            if hero.id != shown
        ]
        show(self, Text("\n", end="").join(lines))
