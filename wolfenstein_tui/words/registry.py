"""The table from an event's kind to the function that words it.

Each area module (heroes, combat, effects, flow, nazis) registers one
function per kind it words with `@presents(kind)`; `describe` looks the kind
up here. A kind with several sorts of fact (an EFFECT: healing, a boost, a
gift...) says which in its data's `what`, and its function picks the
sentence from a table of its own (`by_what`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names

Presenter = Callable[[Event, Names], str]

PRESENTERS: dict[EventKind, Presenter] = {}


def presents(kind: EventKind) -> Callable[[Presenter], Presenter]:
    """Register the decorated function as the words for `kind` (one only)."""

    def register(function: Presenter) -> Presenter:
        if kind in PRESENTERS:
            raise ValueError(f"{kind.value} already has its words ({PRESENTERS[kind].__name__})")
        PRESENTERS[kind] = function
        return function

    return register


def by_what(event: Event, names: Names, cases: Mapping[str, Presenter]) -> str:
    """The sentence for the sort of fact `event.data["what"]` names."""
    what = str(event.data.get("what", ""))
    case = cases.get(what)
    if case is None:
        raise KeyError(f"no words for a {event.kind.value} event of sort {what!r}")
    return case(event, names)


def actor(event: Event, names: Names) -> str:
    """Who did it, at the start of a sentence: a hero by its card's name, a
    bot as "The bot Soldier 3", a nazi by its name."""
    data = event.data
    if data.get("bot"):
        return names.bot_first(str(data["hero"]))
    if "hero" in data:
        return names.hero(str(data["hero"]))
    if "enemy" in data:
        return names.enemy(str(data["enemy"]))
    return _("Someone")


def reasons() -> dict[str, str]:
    """The words for the causes the rules name by a code, in the language
    spoken (looked up when said, not at import: the language is chosen
    later). A cause not listed is the name of the card, ability or rule
    whose effect it was (`Names.source`)."""
    return {
        "secret_passage": _("secret passage"),
        "shared_life": _("shared life"),
        "hardest_glory": _("glory at the hardest level"),
        "bled_out": _("bled out before anyone could help"),
        "rules_case": _("set so by the rules case"),
        "figures_share_zone": _("figures share the zone"),
        "no_officer": _("no officer is left to give orders"),
        "gunfire": _("gunfire"),
    }


def reason(event: Event, names: Names) -> str:
    """The cause an event names (its `reason`), in words."""
    data = event.data
    code = str(data.get("reason", ""))
    if code == "hero_shares_zone":
        return _("{hero} shares the zone").format(hero=names.hero(str(data["hero"])))
    if code == "kill":
        return _("{card} killed").format(card=names.enemy_card(str(data["type"])))
    if code == "summoned":
        return _("summoned by {card}").format(card=names.enemy_card(str(data["by"])))
    said = reasons().get(code)
    return said if said is not None else names.source(code)
