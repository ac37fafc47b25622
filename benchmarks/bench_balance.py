"""Balancing a designer's mission, timed (run by hand):

    python benchmarks/bench_balance.py [MISSION.yaml] [--games N] [--jobs J]

Runs `wolfenstein balance --missions MISSION --games N --jobs J` (default:
500 games at each of the four levels on 2 worker processes) and prints the
wall time and the processor time of the worker processes. Without a
mission, a copy of the first built-in mission under another id stands for
the designer's file. The target is at most 60 s of wall time on 2 cores;
the processor time says what the figure means on a loaded machine.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mission", nargs="?", type=Path)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        mission = args.mission
        if mission is None:
            source = ROOT / "missions" / "m01-radio-silence.yaml"
            mission = Path(folder) / "designer-raid.yaml"
            text = source.read_text(encoding="utf-8")
            mission.write_text(
                text.replace("id: m01-radio-silence", "id: designer-raid"), encoding="utf-8"
            )
        command = [
            sys.executable,
            "-m",
            "wolfenstein_tui",
            "balance",
            "--missions",
            str(mission),
            "--games",
            str(args.games),
            "--jobs",
            str(args.jobs),
        ]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(command, cwd=folder, capture_output=True, text=True)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        raise SystemExit(done.returncode)
    print(done.stdout)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    games = 4 * args.games
    print(f"{' '.join(command[2:])}")
    print(
        f"{games} games: {wall:.1f} s wall, {cpu:.1f} s of processor time "
        f"({1000 * cpu / games:.1f} ms a game), {args.jobs} jobs"
    )


if __name__ == "__main__":
    main()
