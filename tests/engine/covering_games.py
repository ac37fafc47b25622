"""Which random games test_random_games.py plays: among the games of the
first 2,000 seeds, the fewest that together reach every branch of the
engine and the content that all 2,000 reach.

Each game is played as the test plays it, one after the other in one
process, under coverage.py (branch arcs of wolfenstein_tui/engine and
wolfenstein_tui/content); then games are picked greedily, each time the one
reaching the most arcs not reached yet, until none is left. A game played
later in a process may skip work an earlier one cached, so the arcs counted
for each game are at most those it reaches alone: the games picked reach,
together and in any order, at least what the 2,000 reach.

Run by hand after a change to the rules or the missions the test plays
(coverage.py is not a test dependency: `pip install coverage`):

    python -m tests.engine.covering_games [--games 2000]

It prints the seeds for `COVERING_SEEDS` and the arcs reached.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable

Arc = tuple[str, int, int]


def arcs_of_each_game(seeds: Iterable[int]) -> dict[int, frozenset[Arc]]:
    import coverage

    measured = coverage.Coverage(
        branch=True,
        data_file=None,
        include=["*/wolfenstein_tui/engine/*", "*/wolfenstein_tui/content/*"],
    )
    from tests.engine.test_random_games import both_missions, play_random

    rules = both_missions()
    found: dict[int, frozenset[Arc]] = {}
    for seed in seeds:
        measured.erase()
        measured.start()
        play_random(rules, seed)
        measured.stop()
        data = measured.get_data()
        found[seed] = frozenset(
            (path.split("wolfenstein_tui/")[-1], start, end)
            for path in data.measured_files()
            for start, end in data.arcs(path) or ()
        )
    return found


def covering(arcs: dict[int, frozenset[Arc]]) -> list[int]:
    """The seeds picked greedily until their arcs are all the games' arcs
    (ties: the lower seed)."""
    left = frozenset().union(*arcs.values())
    picked: list[int] = []
    while left:
        best = max(arcs, key=lambda seed: (len(arcs[seed] & left), -seed))
        picked.append(best)
        left -= arcs[best]
    return sorted(picked)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    arcs = arcs_of_each_game(range(args.games))
    seeds = covering(arcs)
    every = frozenset().union(*arcs.values())
    print(f"{args.games} games reach {len(every)} arcs; these {len(seeds)} reach them all:")
    print(tuple(seeds))


if __name__ == "__main__":
    main()
