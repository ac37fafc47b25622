"""The new game wizard's tables (the difficulty levels, the house rules)
and its last step, the recap that the players confirm before the game
starts (tui/screens/wizard.py asks the questions)."""

from __future__ import annotations

from dataclasses import dataclass, field

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.engine.state.state import Difficulty, HouseRules


@dataclass
class Answers:
    """The answers so far, kept while the players step back and forth."""

    level: int = 0
    variants: list[int] = field(default_factory=list)
    players: int = 1
    names: dict[int, str] = field(default_factory=dict)
    keep_suggestion: bool = True
    heroes: dict[int, str] = field(default_factory=dict)
    owners: dict[int, int] = field(default_factory=dict)
    """Who plays each hero: the hero's place among the four, to a seat."""
    where: int = 0
    """0: here, passing the keyboard; 1: hosted."""
    own_seat: int = 0
    """Hosted: the seat this screen plays."""
    shared: int = 0
    dice: int = 0
    ties: int = 0
    seed_text: str = ""


LEVELS = [
    (
        "can_i_play_daddy",
        N_("Can I play, Daddy?"),
        N_(
            "2 extra ammo tokens, attacks need no ammo and make no noise, no noise from heroes "
            "sharing a zone, double glory, shared life needs no token, reload and attack without "
            "fatigue, Puppet Master calls a Soldier, Hitler's ability only on a reload"
        ),
    ),
    (
        "dont_hurt_me",
        N_("Don't hurt me"),
        N_(
            "attacks need no ammo and make no noise, double glory from events, 2 shared-life "
            "tokens each, reload and attack without fatigue, Hitler's ability only on a reload"
        ),
    ),
    ("bring_em_on", N_("Bring 'em on!"), N_("the normal game")),
    (
        "i_am_death_incarnate",
        N_("I am Death incarnate"),
        N_(
            "special attacks cost one more ammo, abilities cost 1 more glory and tire the hero, "
            "one shared-life token in all, heroes count as noise, a reload token may stay, "
            "Hans Grösse joins the last missions"
        ),
    ),
]
"""The difficulty levels (R-DIFF): id, name and what changes, in English
(shown translated)."""

HOUSE_RULES = {
    "any_hero_order": N_("Heroes activate in any order, not by seat"),
    "noise_any_figures": N_("Noise when any two figures share a zone"),
    "lose_when_impossible": N_("Lose as soon as an objective can no longer be met"),
    "ai_tie_chain": N_("Nazi order ties broken by distance, range, dice, cost"),
}
"""The house rules (R-VAR), in English (shown translated)."""

PRACTICE = N_("Practice game: undo also goes back past dice and cards (the log keeps every branch)")
"""Offered after the house rules (not one of them): recorded in the log's
header, it lets undo go back past dice and cards."""
NO_HINTS = N_('No hints: o ("what would you do?") gives no advice in this game')
"""Offered after the practice game: recorded in the log's header (a replay
shows it), it turns the advice off for the game."""
PRACTICE_PLACE = len(HOUSE_RULES)
NO_HINTS_PLACE = len(HOUSE_RULES) + 1
"""Where the practice game and hints off are in the house rules' list."""


def house_rules(variants: list[int]) -> HouseRules:
    """The house rules chosen, by their places in HOUSE_RULES."""
    return HouseRules(**{list(HOUSE_RULES)[i]: True for i in variants if i < len(HOUSE_RULES)})


def recap_text(
    answers: Answers,
    heroes: list[str],
    seats: tuple[tuple[str, ...], ...],
    hero_names: dict[str, str],
    title: str,
    ask_seed: bool,
    where: str | None = None,
) -> str:
    """The recap to confirm before the game starts: the game and its level,
    who plays which heroes, the house rules, dice, ties and seed, and where
    it is played."""
    players = answers.players
    you = _("You")
    table = "\n".join(
        "  "
        + _("{name}:").format(name=answers.names[i] if players > 1 else you)
        + " "
        + ", ".join(hero_names[h] for h in seat)
        for i, seat in enumerate(seats)
    )
    house = house_rules(answers.variants)
    chosen_rules = [_(HOUSE_RULES[k]) for k in vars(house) if getattr(house, k)]
    shared = (
        _("Only {hero} starts with a shared-life token").format(
            hero=hero_names[heroes[answers.shared]]
        )
        + "\n\n"
        if LEVELS[answers.level][0] == Difficulty.I_AM_DEATH_INCARNATE.value
        else ""
    )
    settings = [
        _("Dice: physical") if answers.dice else _("Dice: computer"),
        _("AI ties: ask") if answers.ties else _("AI ties: auto"),
    ]
    if ask_seed:
        settings.append(_("seed {seed}").format(seed=answers.seed_text))
    if PRACTICE_PLACE in answers.variants:
        settings.append(_("practice game"))
    if NO_HINTS_PLACE in answers.variants:
        settings.append(_("no hints"))
    return (
        _("{game} at {level}").format(game=title, level=_(LEVELS[answers.level][1]))
        + f"\n\n{table}\n\n{shared}"
        + (
            _("House rules: {rules}").format(rules=", ".join(chosen_rules))
            if chosen_rules
            else _("House rules: none")
        )
        + "\n"
        + " · ".join(settings)
        + "\n\n"
        + (where + "\n\n" if where else "")
        + _("Start? (Escape: back to the last question)")
    )
