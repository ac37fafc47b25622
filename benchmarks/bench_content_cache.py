"""The content a launch starts from, read from the content cache (run by hand):

    python benchmarks/bench_content_cache.py [--runs N]

What `wolfenstein play m01-radio-silence` does before its first frame to
have its content (content/loading/cache.py): the built-in decks and the
mission read from their cache entries, in a fresh process each time (the
imports of the cache module itself are not counted), two ways, alternated
in a new random order each round:

- signed: the entries as the game writes them, signed with the user's key
  (content/loading/entry_key.py), read without walking their records;
- walked: the same content in entries written without a key, as on a system
  where the key cannot be had, each record's shape checked
  (content/loading/shape.py) as every entry was before the entries were
  signed.

Each in the process's CPU time (which the machine's load hardly changes):
median and range over --runs processes, and the ratio of the medians.
Both kinds of entries are written in a folder of their own before timing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

READ = """
import sys, time
from pathlib import Path
from wolfenstein_tui.content.files.places import DATA_DIR, builtin_missions_dir
from wolfenstein_tui.content.loading import cache
folder, signed = Path(sys.argv[1]), sys.argv[2] == "signed"
if not signed:
    cache.signing_key = lambda: None  # as on a system without the user's key
mission = builtin_missions_dir() / "m01-radio-silence.yaml"
started = time.process_time()
decks = cache.load_decks(DATA_DIR, folder)
cache.load_mission_with(mission, decks, folder)
print((time.process_time() - started) * 1000)
"""


def read_ms(folder: Path, how: str) -> float:
    done = subprocess.run(
        [sys.executable, "-c", READ, str(folder), how],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="processes of each kind")
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as top:
        folders = {how: Path(top) / how for how in ("signed", "walked")}
        for how, folder in folders.items():
            read_ms(folder, how)  # writes the entries (loaded and checked in full)
        times: dict[str, list[float]] = {how: [] for how in folders}
        for _ in range(runs):
            order = list(folders)
            random.shuffle(order)
            for how in order:
                times[how].append(read_ms(folders[how], how))
    print("The decks and mission 1 read from the content cache, the process's CPU time:")
    for how, values in times.items():
        print(
            f"  {how:7s} median {statistics.median(values):6.2f} ms"
            f"  range {min(values):6.2f}-{max(values):6.2f}  N={len(values)}"
        )
    ratio = statistics.median(times["walked"]) / statistics.median(times["signed"])
    print(f"  walked / signed: {ratio:.2f}")


if __name__ == "__main__":
    main()
