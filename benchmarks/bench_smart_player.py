"""The smart hero player's games, timed (run by hand):

    python benchmarks/bench_smart_player.py [--games N] [--runs R] [--against TREE] [MISSION...]

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
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def time_mission(mission: str, games: int) -> list[tuple[float, list[object]]]:
    """Each game's processor time, in seconds, and its result, with the code
    importable here."""
    from wolfenstein_tui.balance import Difficulty, GameSpec, _Games

    played = _Games()
    played.rules_for(mission)
    spent = []
    for seed in range(games):
        started = time.process_time()
        summary = played.play(GameSpec(mission, Difficulty.BRING_EM_ON, seed))
        used = time.process_time() - started
        spent.append((used, [summary.outcome, summary.rounds, summary.decisions]))
    return spent


def _python(tree: Path) -> str:
    own = tree / ".venv" / "bin" / "python"
    return str(own) if own.exists() else sys.executable


def _in_tree(tree: Path, mission: str, games: int) -> list[tuple[float, list[object]]]:
    """`time_mission` run in a fresh process on the code of `tree`."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    script = (
        "import json, sys; sys.path.insert(0, sys.argv[3]);"
        "from bench_smart_player import time_mission;"
        "print(json.dumps(time_mission(sys.argv[1], int(sys.argv[2]))))"
    )
    out = subprocess.run(
        [_python(tree), "-c", script, mission, str(games), str(ROOT / "benchmarks")],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    )
    return [(float(cpu), result) for cpu, result in json.loads(out.stdout)]


def _median_of_runs(runs: list[list[tuple[float, list[object]]]]) -> float:
    return statistics.median(statistics.median(cpu for cpu, _ in run) for run in runs) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("missions", nargs="*", help="file name prefixes, e.g. m01 m05")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--against", type=Path, help="another source tree to time too")
    args = parser.parse_args()
    missions = [
        path
        for path in sorted((ROOT / "missions").glob("*.yaml"))
        if not args.missions or any(path.stem.startswith(m) for m in args.missions)
    ]
    print(
        f"median CPU ms per game: median of {args.runs} runs of {args.games} games,"
        " Bring 'em on!, one player"
    )
    header = f"{'mission':28} {'this tree':>10}"
    if args.against:
        header += f" {'against':>10} {'speed-up':>9}  same results"
    print(header)
    ours_total = theirs_total = 0.0
    for path in missions:
        mine: list[list[tuple[float, list[object]]]] = []
        other: list[list[tuple[float, list[object]]]] = []
        for run in range(args.runs):
            # The trees take turns, and which goes first alternates.
            order = [(ROOT, path, mine)]
            if args.against:
                other_path = args.against / "missions" / path.name
                order.append((args.against, other_path, other))
                if run % 2:
                    order.reverse()
            for tree, mission, runs in order:
                runs.append(_in_tree(tree, str(mission.resolve()), args.games))
        new = _median_of_runs(mine)
        ours_total += new
        line = f"{path.stem:28} {new:10.1f}"
        if args.against:
            old = _median_of_runs(other)
            theirs_total += old
            same = [r for _, r in mine[0]] == [r for _, r in other[0]]
            line += f" {old:10.1f} {old / new:8.2f}x  {'yes' if same else 'NO'}"
        print(line, flush=True)
    if args.against and ours_total:
        print(
            f"{'all (sum of medians)':28} {ours_total:10.1f} {theirs_total:10.1f} "
            f"{theirs_total / ours_total:8.2f}x"
        )


if __name__ == "__main__":
    main()
