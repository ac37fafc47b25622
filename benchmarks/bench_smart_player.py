"""The smart hero player's games, timed (run by hand):

    python benchmarks/bench_smart_player.py [--games N] [--runs R] [--against TREE [--rules V]] [MISSION...]

Per built-in mission (or the missions named, by file stem prefix): N whole
games (seeds 0..N-1, "Bring 'em on!", one player) played one after another
in one fresh process, as a balance worker plays them, timed in processor
time (not wall time: the machine's other work does not count). This is done
R times and the median game of each run is taken; the figure is the median
of those R medians.

`--against TREE` times the same games with the code of another source tree
too (e.g. `git archive OLD | tar -x -C /tmp/old`; its own `.venv` is used
when it has one), mission by mission and run by run, the two trees taking
turns, so that a change in the machine's load falls on both columns alike.
The games' results (outcome, rounds, decisions) of the two trees are
compared too: the same missions played with the same decisions end alike.
A tree older than a rule fix plays other games than this one (other spawn
squares, other rerolls): `--rules V` plays this tree's games under rules
version V (engine/state/rules_version.py; 1 for a tree without rules
versions), so that both trees play the same games, decision for decision,
and the "same results" column says so. The last column is the processor
time per hero decision over all the games of a run (the same games: so the
ratio of the runs' whole times), which, unlike the median game, counts the
first game's cold caches and the longest games.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def time_mission(
    mission: str, games: int, rules: int | None = None
) -> list[tuple[float, list[object]]]:
    """Each game's processor time, in seconds, and its result, with the code
    importable here; with `rules`, the games are played under that rules
    version (engine/state/rules_version.py) instead of the current one."""
    from wolfenstein_tui.play.balance import Difficulty, GameSpec, _Games

    played = _Games()
    played.rules_for(mission)
    spent = []
    for seed in range(games):
        spec = GameSpec(mission, Difficulty.BRING_EM_ON, seed)
        started = time.process_time()
        summary = played.play(spec) if rules is None else _play_under(played, spec, rules)
        used = time.process_time() - started
        spent.append((used, [summary.outcome, summary.rounds, summary.decisions]))
    return spent


def _play_under(played: Any, spec: Any, rules: int) -> Any:
    """`_Games.play` with the header's rules version set to `rules`: how a
    tree newer than a rule fix plays the games of a tree older than it."""
    from wolfenstein_tui.engine.players.simulate import play_fast
    from wolfenstein_tui.play.balance import header_for, make_player, summarise_state

    game_rules = played.rules_for(spec.mission_file)
    header = replace(header_for(game_rules.loaded, played.decks, spec), rules_version=rules)
    state, decisions = play_fast(game_rules, header, make_player(spec.bot, game_rules, spec.seed))
    return summarise_state(state, decisions)


def _python(tree: Path) -> str:
    own = tree / ".venv" / "bin" / "python"
    return str(own) if own.exists() else sys.executable


def _in_tree(
    tree: Path, mission: str, games: int, rules: int | None = None
) -> list[tuple[float, list[object]]]:
    """`time_mission` run in a fresh process on the code of `tree`."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    script = (
        "import json, sys; sys.path.insert(0, sys.argv[3]);"
        "from bench_smart_player import time_mission;"
        "rules = int(sys.argv[4]) if len(sys.argv) > 4 else None;"
        "print(json.dumps(time_mission(sys.argv[1], int(sys.argv[2]), rules)))"
    )
    extra = [] if rules is None else [str(rules)]
    out = subprocess.run(
        [_python(tree), "-c", script, mission, str(games), str(ROOT / "benchmarks"), *extra],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    )
    return [(float(cpu), result) for cpu, result in json.loads(out.stdout)]


def _median_of_runs(runs: list[list[tuple[float, list[object]]]]) -> float:
    return statistics.median(statistics.median(cpu for cpu, _ in run) for run in runs) * 1000


def _per_decision(runs: list[list[tuple[float, list[object]]]]) -> float:
    """CPU ms per decision of the heroes: a run's processor time over its
    decisions, median of the runs. Where the two trees' games differ (other
    rules or mission files), this compares the work done for each decision
    rather than games of other lengths."""
    return (
        statistics.median(
            sum(cpu for cpu, _ in run) / max(1, sum(int(str(result[2])) for _, result in run))
            for run in runs
        )
        * 1000
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("missions", nargs="*", help="file name prefixes, e.g. m01 m05")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--against", type=Path, help="another source tree to time too")
    parser.add_argument(
        "--rules",
        type=int,
        help="play this tree's games under this rules version (e.g. 1, the rules of"
        " a tree older than rules versions), so that both trees play the same games",
    )
    args = parser.parse_args()
    missions = [
        path
        for path in sorted((ROOT / "missions").glob("*.yaml"))
        if not args.missions or any(path.stem.startswith(m) for m in args.missions)
    ]
    print(
        f"median CPU ms per game: median of {args.runs} runs of {args.games} games,"
        " Bring 'em on!, one player"
        + ("" if args.rules is None else f"; this tree under rules version {args.rules}")
    )
    header = f"{'mission':28} {'this tree':>10}"
    if args.against:
        header += f" {'against':>10} {'speed-up':>9}  same results  per decision (ms, speed-up)"
    print(header)
    ours_total = theirs_total = 0.0
    for path in missions:
        mine: list[list[tuple[float, list[object]]]] = []
        other: list[list[tuple[float, list[object]]]] = []
        for run in range(args.runs):
            # The trees take turns, and which goes first alternates.
            order = [(ROOT, path, mine, args.rules)]
            if args.against:
                other_path = args.against / "missions" / path.name
                order.append((args.against, other_path, other, None))
                if run % 2:
                    order.reverse()
            for tree, mission, runs, rules in order:
                runs.append(_in_tree(tree, str(mission.resolve()), args.games, rules))
        new = _median_of_runs(mine)
        ours_total += new
        line = f"{path.stem:28} {new:10.1f}"
        if args.against:
            old = _median_of_runs(other)
            theirs_total += old
            same = [r for _, r in mine[0]] == [r for _, r in other[0]]
            line += f" {old:10.1f} {old / new:8.2f}x  {'yes' if same else 'NO':12}"
            mine_each, other_each = _per_decision(mine), _per_decision(other)
            line += f"  {mine_each:.3f} / {other_each:.3f} {other_each / mine_each:.2f}x"
        print(line, flush=True)
    if args.against and ours_total:
        print(
            f"{'all (sum of medians)':28} {ours_total:10.1f} {theirs_total:10.1f} "
            f"{theirs_total / ours_total:8.2f}x"
        )


if __name__ == "__main__":
    main()
