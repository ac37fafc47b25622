"""Advice in the player's words: one sentence of why a plan is good (or
what it costs), from what the plan did in the look-aheads."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _, clauses
from wolfenstein_tui.engine.players.search.advice import Plan
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.nazis import listed

QUIET = 0.2
"""At most this share of look-aheads with an alarm: the plan keeps it quiet."""
LOUD = 0.5
UNHURT = 0.5
"""Less life lost than this on average: the plan keeps the heroes safe."""
HURT = 2.0


def chance_text(plan: Plan) -> str:
    """ "62% to win the mission (of 10 games played ahead)"."""
    return _("{chance}% to win the mission (of {looks} games played ahead)").format(
        chance=round(100 * plan.chance), looks=plan.looks
    )


def why(names: Names, plan: Plan, hero: str | None) -> str:
    """One sentence: what the plan kills, how it nears the objectives, the
    alarm, the heroes' harm, and whose sight the hero ends in."""
    parts: list[str] = []
    if plan.killed:
        parts.append(
            _("kills {figures}").format(figures=listed([names.enemy(f) for f in plan.killed]))
        )
    if plan.progress > 0.05:
        parts.append(_("brings the mission's objectives nearer"))
    if plan.alarm <= QUIET:
        parts.append(_("keeps the alarm quiet"))
    elif plan.alarm >= LOUD:
        parts.append(_("the alarm often goes off before the next round"))
    if plan.hurt < UNHURT:
        parts.append(_("the heroes come through the nazis' answer unhurt"))
    elif plan.hurt >= HURT:
        parts.append(
            _("the heroes lose about {life} life and armour before the next round").format(
                life=round(plan.hurt)
            )
        )
    if hero is not None and hero in names.rules.hero_cards:
        if plan.seen_by:
            parts.append(
                _("{hero} ends in sight of {figures}").format(
                    hero=names.hero(hero), figures=listed([names.enemy(f) for f in plan.seen_by])
                )
            )
        else:
            parts.append(_("{hero} ends out of the nazis' sight").format(hero=names.hero(hero)))
    if not parts:
        return _("The best of the plans tried, by the games played ahead.")
    sentence = clauses(parts)
    return sentence[0].upper() + sentence[1:] + "."
