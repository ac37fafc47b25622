"""The help of the options a new game shares (`play`, `host`, `campaign
new`, `simulate`): what each choice means in the words the new game's
wizard uses, so that the command line and the wizard describe one game."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_, _

PLAYERS_HELP = N_("how many players share the four heroes (default 1)")
SEED_HELP = N_(
    "the seed of the computer's dice and the decks: the same seed gives the same game "
    "(default: a random one)"
)
DICE_HELP = N_("manual: type the faces of real dice")
AI_TIES_HELP = N_(
    "when the rules leave a nazi two equal choices: auto, the game chooses the same way "
    "every time and says why (the default); ask, the AI controller player chooses"
)


def difficulty_help() -> str:
    """The four levels, each with its name as the box prints it."""
    from wolfenstein_tui.tui.presenters.wizard_recap import LEVELS

    levels = ", ".join(
        _("{choice} ({meaning})").format(choice=level, meaning=_(name))
        for level, name, _what in LEVELS
    )
    return _("the difficulty level (default bring_em_on): {levels}").format(levels=levels)


def house_rule_help() -> str:
    """The house rules, each with what it changes."""
    from wolfenstein_tui.tui.presenters.wizard_recap import HOUSE_RULES

    rules = ", ".join(
        _("{choice} ({meaning})").format(choice=rule, meaning=_(text))
        for rule, text in HOUSE_RULES.items()
    )
    return _("an optional house rule, repeatable: {rules}").format(rules=rules)
