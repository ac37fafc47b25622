"""The package's value classes, made by base/quick_dataclass.py or by plain
dataclasses: what each way costs (run by hand):

    python benchmarks/bench_records.py [--rounds N] [--missions M]

Each round runs two fresh processes, in a new random order each round: one
with the package as it is, one where `frozen_record` is
`@dataclass(frozen=True)` (with `order=` passed on) and `mutable_record`
is `@dataclass`, put in place before any
module of the package is imported. Each process times

- the imports a game's first frame needs (the command line, the app, the
  session, the rules, the game screen): every value class made then;
- the fixed games (tests/engine/test_fixed_games.py: every built-in mission
  and the training one, at three levels, the smart player choosing): every
  legal-action list, command, event and state digest, checked against the
  recorded figures, so both ways must play the very same games.

Not with slots=True: the package reads records through their `__dict__`
(the game state's copy, engine/state/state.py; `vars(house_rules)` in the
state's snapshot), which slots take away.

Printed: the median and range of each figure over --rounds processes of
each way, the ratio of the medians (plain / quick: above 1, the quick
records are quicker), and in how many rounds the plain way was the slower
(a difference above the noise: in nearly every round). Compare within one run: both ways share the machine's
load.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
WAYS = ("quick", "plain")


def _plain_records() -> None:
    """Make every value class of the package a plain dataclass."""
    from wolfenstein_tui.base import quick_dataclass

    def frozen_record(cls: Any = None, /, *, order: bool = False) -> Any:
        make = dataclass(frozen=True, order=order)
        return make if cls is None else make(cls)

    def mutable_record(cls: Any) -> Any:
        return dataclass(cls)

    quick_dataclass.frozen_record = frozen_record  # type: ignore[assignment]
    quick_dataclass.mutable_record = mutable_record  # type: ignore[assignment]


def _child(way: str, missions: int) -> dict[str, float]:
    sys.path.insert(0, str(ROOT))
    if way == "plain":
        _plain_records()
    start = time.perf_counter()
    import wolfenstein_tui.app.cli
    import wolfenstein_tui.engine.rules.referee
    import wolfenstein_tui.play.session
    import wolfenstein_tui.tui.app
    import wolfenstein_tui.tui.screens.game  # noqa: F401

    imports = time.perf_counter() - start

    from tests.engine import test_fixed_games as fixed
    from tests.engine.fixed_seeds import key, rules_of
    from tests.engine.fixed_seeds import missions as all_missions

    recorded = json.loads(fixed.FIGURES.read_text(encoding="utf-8"))
    paths = all_missions()[:missions]
    rules = [rules_of(path) for path in paths]  # read before the clock: not what is timed
    start = time.perf_counter()
    for path, mission_rules in zip(paths, rules, strict=True):
        for level in fixed.LEVELS:
            found = fixed._fingerprint(mission_rules, level, fixed.SEED)
            if found != recorded[key(path, level, fixed.SEED)]:
                raise SystemExit(f"{way}: {path.stem} {level.value} played otherwise: {found}")
    games = time.perf_counter() - start
    return {"imports": imports, "games": games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="processes of each way")
    parser.add_argument("--missions", type=int, default=99, help="the first M missions only")
    parser.add_argument("--child", choices=WAYS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(_child(args.child, args.missions)))
        return
    results: dict[str, list[dict[str, float]]] = {way: [] for way in WAYS}
    for _ in range(args.rounds):
        order = list(WAYS)
        random.shuffle(order)
        for way in order:
            command = [sys.executable, str(Path(__file__).resolve()), "--child", way]
            command += ["--missions", str(args.missions)]
            done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
            results[way].append(json.loads(done.stdout))
    for figure in ("imports", "games"):
        # Paired by round: both ways of a round ran one after the other,
        # under about the same load.
        slower = sum(
            plain[figure] > quick[figure]
            for quick, plain in zip(results["quick"], results["plain"], strict=True)
        )
        medians = {}
        for way in WAYS:
            values = sorted(r[figure] * 1000 for r in results[way])
            medians[way] = statistics.median(values)
            print(
                f"{figure:<8} {way:<6} median {medians[way]:9.1f} ms"
                f"  range {values[0]:9.1f}-{values[-1]:9.1f}  N={len(values)}"
            )
        ratio = medians["plain"] / medians["quick"]
        print(
            f"{figure:<8} plain / quick: {ratio:.3f};"
            f" plain slower in {slower} of {args.rounds} rounds"
        )


if __name__ == "__main__":
    main()
