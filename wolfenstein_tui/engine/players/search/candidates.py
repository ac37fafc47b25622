"""Which of the legal commands a search weighs: the smart player's own
choice first, then one or two of every other kind of action (an attack on
each of two targets, a search, an item, an ability, a reload, fatigue, a
door, ending the activation, moves last), so that a handful of look-aheads
compare really different plans rather than twenty neighbouring squares."""

from __future__ import annotations

from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Move,
    OpenDoor,
    Reload,
    RemoveBarricade,
    Search,
    TakeFatigue,
    UseAbility,
    UseItem,
    UsePassage,
)

KINDS: tuple[tuple[type[Command], int], ...] = (
    (Attack, 2),
    (Search, 1),
    (UseAbility, 1),
    (UseItem, 1),
    (Reload, 1),
    (TakeFatigue, 1),
    (OpenDoor, 1),
    (RemoveBarricade, 1),
    (UsePassage, 1),
    (EndActivation, 1),
    (Move, 2),
)
"""Each kind of action and how many of its commands a search may weigh."""


def candidates(options: list[Command], preferred: Command, most: int) -> list[Command]:
    """At most `most` of `options`, `preferred` first. Options of kinds
    not listed above (answers to a question, who goes next) are all kept,
    in their order, up to `most`."""
    chosen = [preferred]
    for kind, count in KINDS:
        of_kind = [c for c in options if type(c) is kind and c != preferred]
        chosen += of_kind[: count - (1 if type(preferred) is kind else 0)]
    listed = {kind for kind, _ in KINDS}
    chosen += [c for c in options if type(c) not in listed and c != preferred]
    return chosen[:most]
