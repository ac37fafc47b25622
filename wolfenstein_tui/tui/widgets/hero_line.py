"""The other heroes, one line each: enough to see at a glance who is hurt,
who still has AP and ammo."""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState, Hero
from wolfenstein_tui.tui.widgets.kept_drawing import KeptStatic
from wolfenstein_tui.words.actions.labels import HERO_MARKS
from wolfenstein_tui.words.card_words import shown

STATE_MARKS = (("†", "bleeding"), ("F", "fatigue"), ("z", "stunned"), ("x", "sabotaged"))
# The marks stay the same in every language: the help explains them.
"""Marks of a hero's states on its line (the help lists them): † bleeding,
F fatigued, z stunned, x sabotaged, h hidden."""


AMMO_SHORT = {"light": N_("L{count}"), "heavy": N_("H{count}"), "special": N_("S{count}")}
"""An ammo type's count in a hero's line: L1 H0 S0 (the help says so)."""


def hero_line_text(rules: Rules, hero: Hero, player: str) -> Text:
    """'BJ B.J. (Ann) HP 5/5 A2 AP 0 L1 H0 S0 †F'."""
    card = rules.hero_card(hero.id)
    first = shown(card).name.split()[0]
    text = Text(no_wrap=True, overflow="ellipsis", end="")
    seat = f" ({player[:8]})" if player else ""  # a solo game names no player
    text.append(f"{HERO_MARKS.get(hero.id, hero.id[:2])} {first}{seat} ", style="bold")
    if hero.dead:
        text.append(_("dead"))
        return text
    ammo = "".join(
        _(AMMO_SHORT[kind]).format(count=count)
        if kind in AMMO_SHORT
        else f"{kind[:1].upper()}{count}"
        for kind, count in hero.ammo.items()
    )
    text.append(
        _("HP {hp}/{max_hp} A{armor} AP {ap}").format(
            hp=hero.hp, max_hp=hero.max_hp, armor=hero.armor, ap=hero.ap
        )
        + f" {ammo}"
    )
    marks = [m for m, attribute in STATE_MARKS if getattr(hero, attribute)]
    if hero.hidden:
        marks.append("h")
    if marks:
        text.append(" " + "".join(marks), style="bold")
    return text


class HeroLines(KeptStatic):
    """One line for each hero but the one whose card is shown: a kept
    panel, so that a new hero's lines of the same height (↓ in the list of
    heroes to activate) are shown without a layout of the screen."""

    def show_heroes(
        self, rules: Rules, state: GameState, shown: str | None, players: dict[str, str]
    ) -> None:
        lines = [
            hero_line_text(rules, hero, players[hero.id])
            for hero in state.heroes.values()
            if hero.id != shown
        ]
        self.show_kept(Text("\n", end="").join(lines))
