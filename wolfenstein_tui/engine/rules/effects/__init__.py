"""The interpreter of card effects: every effect primitive of the content
model (content/records/effects.py) is carried out here, and nowhere else.

Effects run in order. One that needs a player's choice (an ammo token of the
hero's choice) stops the run with a pending decision that remembers the
effects still to run; `resume` carries on once the answer comes.

The modules, from the bottom up: `jobs` (effects waiting, as data),
`targets` (whom an effect reaches), `values` (the heroes' tokens and
values, worn cards), `loot`, `board` (figures, danger, damage, escorts),
`triggers` (mission special rules, the end of an event) and `interpreter`
(the queue). A lower module that must run more effects (a kill's loot, a
special rule's effects) goes through the turn (`turn.run_jobs`,
`turn.run_effects`), never by importing the interpreter.
"""

from __future__ import annotations

from wolfenstein_tui.engine.rules.effects.board import check_escorts
from wolfenstein_tui.engine.rules.effects.interpreter import resume, run_effects, run_jobs
from wolfenstein_tui.engine.rules.effects.loot import AMMO_TYPES, give_loot, loot_jobs
from wolfenstein_tui.engine.rules.effects.triggers import entered_zone, fire_trigger
from wolfenstein_tui.engine.rules.effects.values import (
    apply_boost,
    fatigue_effect,
    lower_boost,
    put_on,
    take_off,
)

__all__ = [
    "AMMO_TYPES",
    "apply_boost",
    "check_escorts",
    "entered_zone",
    "fatigue_effect",
    "fire_trigger",
    "give_loot",
    "loot_jobs",
    "lower_boost",
    "put_on",
    "resume",
    "run_effects",
    "run_jobs",
    "take_off",
]
