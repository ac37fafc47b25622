"""The names of the difficulty levels and of a game's outcomes, for their
ids, in the language spoken. Apart from the presenter (words/), which
imports the rules: the title screen's lists of saved games name outcomes
before any content or engine module is loaded."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _


def difficulty_name(level: str) -> str:
    """A difficulty level's name (R-GAME-4) for its id ("bring_em_on"), in
    the language spoken: the rulebooks' own names ("Apportez-les !")."""
    levels = {
        "can_i_play_daddy": _("Can I play, Daddy?"),
        "dont_hurt_me": _("Don't hurt me"),
        "bring_em_on": _("Bring 'em on!"),
        "i_am_death_incarnate": _("I am Death incarnate"),
    }
    return levels.get(str(level), str(level))


def outcome_name(outcome: str) -> str:
    """A game's outcome for its id ("lost_rounds"), in words."""
    outcomes = {
        "won": _("won"),
        "lost_rounds": _("lost (round limit)"),
        "lost_deaths": _("lost (every hero dead)"),
        "lost_mission": _("lost"),
    }
    return outcomes.get(str(outcome), str(outcome).replace("_", " "))
