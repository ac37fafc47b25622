"""The versions of the rules, so a game keeps the rules it was played under.

A rule fix can change which questions the game asks or where a figure
lands, and then a log recorded before it no longer replays. The log's
header records the rules version of its game (`rules_version`), the state
carries it (`GameState.rules_version`), and the few places where a version
changed the rules ask it: a new game gets the current rules, an old log
the rules it was recorded with. docs/game-log.md lists the versions.
"""

from __future__ import annotations

ESCORTS_COMPLETE_ON_ARRIVAL = 3
"""The first rules version in which an escort event (R-SEARCH-1 [D])
completes when its card reaches its destination, not when its option is
chosen (`escort_completes_on_arrival`)."""

FACT_QUESTIONS = 4
"""The first version whose pending questions are facts only (a kind, ids):
before it, the state held each question and its options in English, and the
digests of those logs cover that English (`Pending.old_words`)."""

ROUND_ONE_STARTS = 5
"""The first version in which round 1 starts as every later round does: a
mission's `round_start` rules fire then too (`round_one_starts`). Before it,
round 1 began as the game was set up and those rules were skipped."""

RULES_VERSION = ROUND_ONE_STARTS
"""The rules every new game is played with: the newest version."""

OLDEST_RULES = 1
"""What a log recorded before versions were written down was played with
(or, for the short time the fix of version 2 was in before versions were
recorded, version 2: the replay finds out, gamelog.settle_rules_version)."""

UNRECORDED = (1, 2)
"""The versions a log without a rules version may have been played under,
oldest first: version 2 came in shortly before versions were recorded."""

RULES_CASES_FROM = 2
"""Rules cases (headers with `rules_case`) came after version 2: one that
does not record its version but has digests was written for version 2 (one
with no digest at all is read under the current rules)."""

RULES_CHANGES: dict[int, str] = {
    1: "The rules as first released (logs without a rules version).",
    2: (
        "R-ATK-10: in a silent execution a reload face counts as blank, so a "
        "reroll of reload faces (War Veteran) is no longer offered on it, and a "
        "reroll of blank faces (Lucky Charm, Steady Hands...) is. R-SPAWN-1 [D]: "
        "figures brought to one spawn token take the token's square and the "
        "nearest free squares around it, the highest initiative on the square "
        "nearest the heroes (before: in the order the squares were found)."
    ),
    3: (
        "R-SEARCH-1 [D]: an escort event (Escaped Prisoners, the Fuel Depot...) "
        "completes when its card reaches the destination, not when its option is "
        "chosen: a 'complete N events' objective, the mission's event rules and "
        "the loot count then, and a hero who dies carrying the card loses it "
        "(under R-VAR-3 that can make an objective impossible)."
    ),
    4: (
        "The questions the rules ask (pending decisions) are facts in the "
        "state: a kind, the figures and options by id; no English sentence is "
        "part of the state or its digest any more, and the AI controller's "
        "answers are kept under keys of ids. The rules themselves are those "
        "of version 3."
    ),
    5: (
        "A mission's rules for the start of a round (round_start) fire at the "
        "start of round 1 too; before, round 1 began as the game was set up and "
        "they were skipped. The built-in campaign missions have none for round 1."
    ),
}
"""Each rules version and what it changed; docs/game-log.md says the same."""


def round_one_starts(version: int) -> bool:
    """From ROUND_ONE_STARTS: a mission's round_start rules fire in round 1."""
    return version >= ROUND_ONE_STARTS


def questions_as_facts(version: int) -> bool:
    """From FACT_QUESTIONS: no English question in the state or its digest."""
    return version >= FACT_QUESTIONS


def fixed_silent_execution_faces(version: int) -> bool:
    """R-ATK-10 from version 2: a reload face is blank in a silent execution
    when rerolls are offered."""
    return version >= 2


def spawn_by_initiative(version: int) -> bool:
    """R-SPAWN-1 [D] from version 2: the squares at a token are given out
    by nearness to the heroes, highest initiative first."""
    return version >= 2


def escort_completes_on_arrival(version: int) -> bool:
    """R-SEARCH-1 [D] from ESCORTS_COMPLETE_ON_ARRIVAL: an escort event
    counts as completed on arrival, not when its option is chosen."""
    return version >= ESCORTS_COMPLETE_ON_ARRIVAL
