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

No Textual or rich here: the terminal app, `replay --text` and `replay
--json --events` all take their words from this package.
"""

from __future__ import annotations

from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.words import combat, effects, flow, heroes, nazis
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import PRESENTERS

__all__ = ["PRESENTERS", "Names", "combat", "describe", "effects", "flow", "heroes", "nazis"]


def describe(event: Event, names: Names) -> str:
    """The sentence for one event. `names` learns from it first (a figure's
    card when the event tells it), so pass the events in order."""
    names.learn(event)
    return PRESENTERS[event.kind](event, names)
