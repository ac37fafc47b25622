"""The table of players from `--seats`, and the house-rule options: read and checked before a game starts."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.


HOUSE_RULE_OPTIONS = {
    "any_hero_order": "R-VAR-1",
    "noise_any_figures": "R-VAR-2",
    "lose_when_impossible": "R-VAR-3",
    "ai_tie_chain": "R-VAR-4",
}


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
