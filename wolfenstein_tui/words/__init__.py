"""The words players read: every engine event made into a sentence, here and
nowhere else.

The engine's events carry facts only (ids, squares, numbers, faces, the rule
id); `describe(event, names)` makes the sentence, with `Names` turning ids into
the names a player knows. One module per area registers a function per event
kind: `heroes` (moving, searching, fatigue, death), `combat` (attacks, damage,
kills, reloads), `effects` (card effects, loot, noise, danger, arrivals),
`flow` (set-up, rounds, phases, decisions, dice and cards, the end) and
`nazis` (the nazis' turns and their reasons). A translation works on these
modules only.

The areas are imported the first time a sentence is asked for (AREAS).

No Textual or rich here: the terminal app, `replay --text` and `replay
--json --events` all take their words from this package.
"""

from __future__ import annotations

from types import ModuleType
from typing import cast

from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import PRESENTERS
from wolfenstein_tui.words.trail import Told, cite, traced

__all__ = [
    "PRESENTERS",
    "Names",
    "Told",
    "combat",
    "describe",
    "effects",
    "flow",
    "heroes",
    "load_areas",
    "nazis",
    "tell",
]

AREAS = ("heroes", "combat", "effects", "flow", "nazis")
"""The area modules, imported (and so registered) the first time a sentence
is asked for: a game's first screen says nothing yet, and the saves and the
names, which the start of a game needs, are in this package too."""


def load_areas() -> None:
    """Import every area module, each registering its presenters."""
    # Plain `import` statements: `from . import flow` would ask this
    # package's __getattr__ for a module not imported yet.
    import wolfenstein_tui.words.combat
    import wolfenstein_tui.words.effects
    import wolfenstein_tui.words.flow
    import wolfenstein_tui.words.heroes
    import wolfenstein_tui.words.nazis  # noqa: F401


def describe(event: Event, names: Names) -> str:
    """The sentence for one event. `names` learns from it first (a figure's
    card when the event tells it), so pass the events in order."""
    presenter = PRESENTERS.get(event.kind)
    if presenter is None:
        load_areas()
        presenter = PRESENTERS[event.kind]
    names.learn(event)
    return presenter(event, names)


def tell(event: Event, names: Names) -> Told:
    """The sentence for one event with its rule trail: the rule the event
    follows and what its words cite (`words/trail.py`)."""

    def said() -> str:
        cite(event.rule or "")
        if event.kind.value == "nazi_turn":
            for step in event.data.get("steps", []):
                cite(str(step.get("rule") or ""))
        return describe(event, names)

    return traced(said)


def __getattr__(name: str) -> ModuleType:
    """`words.flow` and the other areas, imported when first named."""
    if name in AREAS:
        load_areas()  # each import makes its module an attribute of this package
        return cast(ModuleType, globals()[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
