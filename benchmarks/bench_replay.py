"""Loading a long game log: time and memory a decision (run by hand):

    python benchmarks/bench_replay.py [--runs N] [--pairs P]

A game of the test arena whose log holds P pairs of decisions (Klaus's
activation started, then taken back: the cheapest decision, so the cost of
reading and replaying a line dominates), 10,000 pairs (20,000 decisions) by
default, and another of P/4 pairs, loaded as Continue loads a game
(`Session.resume`: the log read and checked line by line, then replayed
through the rules). For each, the median time of --runs loads, the time a
pair, and the peak and kept memory of one load (tracemalloc, in a load of
its own: tracing slows it). The target: the cost a pair of the long log at
most 1.5 times the short one's (linear), and the largest log a game may
have (`saves.MAX_LOG_BYTES`) loaded in seconds.

What is not linear, or what keeps memory, is what this is for: a replay
once hashed a snapshot of the whole state for every decision (the lines'
digests, which the walk then threw away); the walk no longer makes lines
(`GameRecord.writing`). What is kept is linear and needed: the log's lines
(a copy elsewhere writes them all) and each decision's events (the message
log tells the whole game, undone decisions included).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.saving.helpers import start  # noqa: E402
from wolfenstein_tui.play.saves import MAX_LOG_BYTES  # noqa: E402
from wolfenstein_tui.play.session import Session  # noqa: E402

PAIR = b'{"do":{"command":"start_activation","hero":"klaus"},"round":1}\n{"undo":1,"round":1}\n'


def make_log(folder: Path, pairs: int) -> Path:
    session = start(folder)
    session.close()
    session.path.write_bytes(session.path.read_bytes() + PAIR * pairs)
    return session.path


def load(path: Path) -> None:
    Session.resume(path).close()


def measure(path: Path, pairs: int, runs: int) -> float:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        load(path)
        times.append(time.perf_counter() - began)
    median = statistics.median(times)
    tracemalloc.start()
    session = Session.resume(path)
    kept, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    session.close()
    size = path.stat().st_size
    print(
        f"{pairs:>6,} pairs ({2 * pairs:,} decisions, {size / 1e6:.2f} MB): "
        f"{median:.2f} s median of {runs}, {median / pairs * 1000:.3f} ms a pair; "
        f"peak {peak / 1e6:.1f} MB ({peak / pairs / 1000:.2f} KB a pair), "
        f"kept {kept / 1e6:.1f} MB"
    )
    return median / pairs


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pairs", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        short = measure(
            make_log(Path(folder) / "short", args.pairs // 4), args.pairs // 4, args.runs
        )
        long = measure(make_log(Path(folder) / "long", args.pairs), args.pairs, args.runs)
    print(f"a pair of the long log costs {long / short:.2f} times a pair of the short one")
    largest = MAX_LOG_BYTES // len(PAIR)
    print(
        f"the largest log a game may have ({MAX_LOG_BYTES >> 20} MB, {largest:,} pairs) "
        f"would load in about {largest * long:.0f} s"
    )


if __name__ == "__main__":
    main()
