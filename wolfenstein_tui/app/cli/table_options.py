"""The table of players from `--seats`, and the options a new game shares
(`play`, `host`, `campaign new`, `simulate`): read and checked before a game
starts, and their help, which tells each choice in the words the new game's
wizard uses, so that the command line and the wizard describe one game."""

from __future__ import annotations

import argparse

from wolfenstein_tui.app.cli.argument_types import positive
from wolfenstein_tui.base.i18n import N_, _

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.


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


def add_difficulty_and_players(parser: argparse.ArgumentParser, players_help: str) -> None:
    """`--difficulty` and `--players`, as every new game takes them."""
    from wolfenstein_tui.engine.state.state import Difficulty

    parser.add_argument(
        "--difficulty",
        choices=[d.value for d in Difficulty],
        default=Difficulty.BRING_EM_ON.value,
        metavar="LEVEL",
        help=difficulty_help(),
    )
    parser.add_argument(
        "--players", type=positive, choices=(1, 2, 3, 4), default=1, help=players_help
    )


def shared_life_problem(shared: str, heroes: list[str]) -> str | None:
    """Why `--shared-life` names no hero of the game, or None."""
    if shared in heroes:
        return None
    return _("wolfenstein: --shared-life: {shared} is not one of {heroes}").format(
        shared=shared, heroes=", ".join(heroes)
    )


class SeatsError(ValueError):
    """A --seats or --names value that does not describe a table of players."""


def parse_seats(text: str, known: set[str]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Read 'Ann:klaus,anya;Bob:max,blazkowicz' into seats and names: four
    different heroes shared as evenly as possible (R-GAME-1), names given
    for every seat or for none."""
    seats: list[tuple[str, ...]] = []
    names: list[str] = []
    for number, part in enumerate(text.split(";"), start=1):
        name, _colon, heroes_text = part.rpartition(":")
        heroes = tuple(h.strip() for h in heroes_text.split(",") if h.strip())
        if not heroes:
            raise SeatsError(
                _("seat {number} ({text}) names no hero").format(
                    number=number, text=repr(part.strip())
                )
            )
        unknown = [h for h in heroes if h not in known]
        if unknown:
            raise SeatsError(
                _("seat {number}: no hero {unknown}; heroes: {heroes}").format(
                    number=number, unknown=", ".join(unknown), heroes=", ".join(sorted(known))
                )
            )
        seats.append(heroes)
        names.append(name.strip())
    chosen = [h for seat in seats for h in seat]
    if len(chosen) != 4 or len(set(chosen)) != 4:
        raise SeatsError(
            _("the seats must share four different heroes ({count} given)").format(
                count=len(chosen)
            )
        )
    if max(map(len, seats)) - min(map(len, seats)) > 1:
        raise SeatsError(
            _(
                "share the heroes as evenly as possible: a seat may have one hero more than "
                "another, not {most} against {fewest}"
            ).format(most=max(map(len, seats)), fewest=min(map(len, seats)))
        )
    if any(names) and not all(names):
        raise SeatsError(_("give a name to every seat or to none"))
    return tuple(seats), tuple(names) if all(names) else ()
