"""The table from an event's kind to the function that words it.

Each area module (heroes, combat, effects, flow, nazis) registers one
function per kind it words with `@presents(kind)`; `describe` looks the kind
up here. A kind with several sorts of fact (an EFFECT: healing, a boost, a
gift...) says which in its data's `what`, and its function picks the
sentence from a table of its own (`by_what`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

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
        return "T" + names.bot(str(data["hero"]))[1:]
    if "hero" in data:
        return names.hero(str(data["hero"]))
    if "enemy" in data:
        return names.enemy(str(data["enemy"]))
    return "Someone"


REASONS: dict[str, str] = {
    "secret_passage": "secret passage",
    "shared_life": "shared life",
    "hardest_glory": "glory at the hardest level",
    "bled_out": "bled out before anyone could help",
    "rules_case": "set so by the rules case",
    "figures_share_zone": "figures share the zone",
    "no_officer": "no officer is left to give orders",
    "gunfire": "gunfire",
}
"""The words for the causes the rules name by a code. A cause not listed is
the name of the card, ability or rule whose effect it was, shown as it is."""


def reason(event: Event, names: Names) -> str:
    """The cause an event names (its `reason`), in words."""
    data = event.data
    code = str(data.get("reason", ""))
    if code == "hero_shares_zone":
        return f"{names.hero(str(data['hero']))} shares the zone"
    if code == "kill":
        return f"{names.enemy_card(str(data['type']))} killed"
    if code == "summoned":
        return f"summoned by {names.enemy_card(str(data['by']))}"
    return REASONS[code] if code in REASONS else names.source(code)
