"""Advice in the player's words: one sentence of why a plan is good (or
what it costs), from what the plan did in the look-aheads; and the plans
told as lines, as `wolfenstein advise` prints them and the line mode says
them."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_, _, clauses
from wolfenstein_tui.engine.players.search.advice import Plan
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.plan_steps import shown_plan
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.nazis import listed
from wolfenstein_tui.words.questions import PlayerName

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


HINTS_OFF = N_(
    "Hints are off for this game: the players chose so when they set it up, and no advice is given."
)
"""Said when advice is asked in a game set up without hints."""


def advice_heading(names: Names, state: GameState) -> str:
    """The line before the plans: whose decision they are for, and how to
    read the steps after a roll."""
    hero = state.active_hero
    whose = names.figure(hero) if hero is not None else _("the heroes")
    return _(
        "Round {round}, {whose}: the top plans (steps in brackets come after a roll "
        "of the dice, as they came in one game played ahead)."
    ).format(round=state.round, whose=whose)


def plans_lines(
    rules: Rules, state: GameState, plans: list[Plan], player_name: PlayerName | None = None
) -> list[list[str]]:
    """Each plan as lines: its number and chance, why, then its steps."""
    names = Names(rules, state)
    told = []
    for number, plan in enumerate(plans, start=1):
        shown = shown_plan(rules, state, plan, player_name)
        lines = [f"{number}. {chance_text(plan)}", "   " + why(names, plan, plan.hero)]
        told.append(lines + [f"   - {step}" for step in shown.steps])
    return told
