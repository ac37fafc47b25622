"""Which of the legal commands a search weighs: the smart player's own
choice first, then one or two of every other kind of action (an attack on
each of two targets, a search, an item, an ability, a reload, fatigue, a
door, moves last), so that a handful of look-aheads compare really different
plans rather than twenty neighbouring squares. Ending the activation is
weighed only when it is the smart player's choice (see KINDS)."""

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
    (EndActivation, 0),
    (Move, 2),
)
"""Each kind of action and how many of its commands a search may weigh (the
smart player's choice is always weighed, and counts among its kind's). None
to end the activation, unless the smart player chooses it: a
look-ahead stops when the next round begins, so it sees what a hero who
stops early is spared this round (the nazis' shots at a hero who moved into
their view) but not what it gives up (the way not walked, the nazi not shot,
paid in the rounds after). Weighed, stopping early looks better than it is
and, played, it lost games the smart player won on long missions."""


def candidates(options: list[Command], preferred: Command, most: int) -> list[Command]:
    """At most `most` of `options`, `preferred` first. Options of kinds
    not listed above (answers to a question, who goes next) are all kept,
    in their order, up to `most`."""
    chosen = [preferred]
    for kind, count in KINDS:
        of_kind = [c for c in options if type(c) is kind and c != preferred]
        chosen += of_kind[: max(0, count - (1 if type(preferred) is kind else 0))]
    listed = {kind for kind, _ in KINDS}
    chosen += [c for c in options if type(c) not in listed and c != preferred]
    return chosen[:most]
