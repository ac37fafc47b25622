"""The package's value classes, this tree's against an older tree's (run by hand):

    python benchmarks/bench_records.py --against DIR [--rounds N] [--missions M]

Written to decide whether the value classes should be made by the
package's own quick dataclasses (base/quick_dataclass.py, which writes each
class's methods from templates instead of compiling them) or be plain
`@dataclass`es: DIR is a tree that makes them otherwise (`git archive
COMMIT | tar -x -C DIR`).

Both trees' modules are compiled to bytecode first, as pip install does.
Each round runs one fresh process of each tree, in a new random order each
round. Each process times

- the imports a game's first frame needs (the command line, the app, the
  session, the rules, the game screen): every value class made then;
- the fixed games (tests/engine/test_fixed_games.py: every built-in mission
  and the training one, at three levels, the smart player choosing): every
  legal-action list, command, event and state digest, checked against the
  recorded figures, so both trees must play the very same games.

Each figure on the wall clock and as the process's CPU time (which the
machine's load hardly changes: compare those across runs). Printed: the
median and range of each figure over --rounds processes of
each tree, the ratio of the medians (older / this: above 1, this tree is
quicker), and in how many rounds the older tree was the slower (a
difference above the noise shows in nearly every round).

Measured on 2026-11-28 (2 cores under a load of 5 to 10): with every
value class plain (this tree) against every one quick (the older tree),
15 rounds of the imports alone (--missions 0): CPU 344 against 270 ms
median, the quick tree quicker in 13 of 15 rounds, a gain above the noise;
the fixed games, in three runs of 7 to 9 rounds, older / this 0.83, 1.19
and 1.07, the quick tree quicker in 3 of 9 and 3 of 7 rounds (the first
run counted none): no gain. So the classes made before a first frame stay
quick, the others are plain.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THIS, OLDER = "this tree", "older tree"


def _child(missions: int) -> dict[str, float]:
    """This process's figures; the tree is the current folder."""
    sys.path.insert(0, str(Path.cwd()))
    start, cpu = time.perf_counter(), time.process_time()
    import wolfenstein_tui.app.cli
    import wolfenstein_tui.engine.rules.referee
    import wolfenstein_tui.play.session
    import wolfenstein_tui.tui.app
    import wolfenstein_tui.tui.screens.game  # noqa: F401

    imports = time.perf_counter() - start
    imports_cpu = time.process_time() - cpu

    from tests.engine import test_fixed_games as fixed
    from tests.engine.fixed_seeds import key, rules_of
    from tests.engine.fixed_seeds import missions as all_missions

    recorded = json.loads(fixed.FIGURES.read_text(encoding="utf-8"))
    paths = all_missions()[:missions]
    rules = [rules_of(path) for path in paths]  # read before the clock: not what is timed
    start, cpu = time.perf_counter(), time.process_time()
    for path, mission_rules in zip(paths, rules, strict=True):
        for level in fixed.LEVELS:
            found = fixed._fingerprint(mission_rules, level, fixed.SEED)
            if found != recorded[key(path, level, fixed.SEED)]:
                raise SystemExit(f"{path.stem} {level.value} played otherwise: {found}")
    games, games_cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"imports": imports, "imports CPU": imports_cpu, "games": games, "games CPU": games_cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, metavar="DIR", help="the older tree")
    parser.add_argument("--rounds", type=int, default=7, help="processes of each tree")
    parser.add_argument("--missions", type=int, default=99, help="the first M missions only")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(_child(args.missions)))
        return
    if args.against is None:
        parser.error("--against DIR: the older tree to compare with")
    trees = {THIS: ROOT, OLDER: args.against.resolve()}
    for tree in trees.values():
        # As pip install does: with PYTHONDONTWRITEBYTECODE set, a tree never
        # compiled would compile every module at every launch, which no
        # player waits for (and a fresh `git archive` tree is never compiled).
        for package in ("wolfenstein_tui", "tests"):
            subprocess.run(
                [sys.executable, "-m", "compileall", "-q", str(tree / package)], check=True
            )
    results: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    for _ in range(args.rounds):
        order = list(trees)
        random.shuffle(order)
        for name in order:
            command = [sys.executable, str(Path(__file__).resolve()), "--child"]
            command += ["--missions", str(args.missions)]
            done = subprocess.run(
                command, cwd=trees[name], capture_output=True, text=True, check=True
            )
            results[name].append(json.loads(done.stdout))
    for figure in ("imports", "imports CPU", "games", "games CPU"):
        # Paired by round: both trees of a round ran one after the other,
        # under about the same load.
        slower = sum(
            older[figure] > this[figure]
            for this, older in zip(results[THIS], results[OLDER], strict=True)
        )
        medians = {}
        for name in trees:
            values = sorted(r[figure] * 1000 for r in results[name])
            medians[name] = statistics.median(values)
            print(
                f"{figure:<11} {name:<10} median {medians[name]:9.1f} ms"
                f"  range {values[0]:9.1f}-{values[-1]:9.1f}  N={len(values)}"
            )
        ratio = medians[OLDER] / medians[THIS]
        print(
            f"{figure:<11} older / this: {ratio:.3f};"
            f" the older tree slower in {slower} of {args.rounds} rounds"
        )


if __name__ == "__main__":
    main()
