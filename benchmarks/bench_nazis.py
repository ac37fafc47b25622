"""Nazi phase timings (run by hand):

    python benchmarks/bench_nazis.py
    python benchmarks/bench_nazis.py --against OLD_CHECKOUT [--rounds 9]

A whole nazi phase with N active nazis (5, 10, 20, 40) on square maps of
side 15, 30 and 45: four rooms split by walls with wide doorways, the heroes
in one corner, the nazis spread over the rest, every zone noisy so every nazi
wakes. Each figure is timed from the last hero's EndActivation to the end of
the phase (the apply that runs it), on a state prepared once; the figures
are medians of the samples, in CPU time (the process's own, so that other
programs on a busy machine count for little) and in wall time.

With `--against`, another checkout of the project (with its own `.venv`)
is timed in the same run: each side runs in a worker process of its own,
and the two are interleaved (old, new, new, old, ...) round after round so
that a change in the machine's load falls on both alike. The table gives
both sides and the ratio new/old.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(os.environ.get("BENCH_ROOT") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

from wolfenstein_tui.content.loading.cache import builtin_decks  # noqa: E402
from wolfenstein_tui.content.loading.validation import load_mission  # noqa: E402
from wolfenstein_tui.content.records.squares import square_name  # noqa: E402

try:  # the engine in subpackages
    from wolfenstein_tui.engine.rules.referee import Rules, Setup
    from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
    from wolfenstein_tui.engine.state.state import Enemy
except ImportError:  # an older checkout, timed with --against
    from wolfenstein_tui.engine.commands import EndActivation, StartActivation  # type: ignore

    from wolfenstein_tui.engine.rules import Rules, Setup  # type: ignore
    from wolfenstein_tui.engine.state import Enemy  # type: ignore

HEROES = ("klaus", "blazkowicz", "anya", "max")


def drawing(size: int) -> str:
    """Four rooms (a b / c d) split at the middle by walls with 3-wide gaps."""
    half = size // 2
    lines = ["+" + "-+" * size]
    for row in range(size):
        cells = []
        for column in range(size):
            key = "ab"[column >= half] if row < half else "cd"[column >= half]
            cells.append(key)
            if column < size - 1:
                wall = column == half - 1 and not (
                    half - 3 <= row < half or half + 1 <= row < half + 4
                )
                cells.append("|" if wall else " ")
        lines.append("|" + "".join(cells) + "|")
        if row < size - 1:
            edge = []
            for column in range(size):
                wall = row == half - 1 and not (
                    half - 3 <= column < half or half + 1 <= column < half + 4
                )
                edge.append("-" if wall else " ")
                edge.append("+")
            lines.append("+" + "".join(edge)[:-1] + "+")
    lines.append("+" + "-+" * size)
    return "\n".join(lines)


def mission_file(size: int, folder: Path) -> Path:
    text = (
        f"""id: bench-{size}
title: Bench {size}
summary: A benchmark map.
briefing: Four rooms.
round_limit: 99
alarm:
  threshold: 30
  effects:
    - effect: raise_danger
zones:
  a: {{name: Room A, kind: room}}
  b: {{name: Room B, kind: room}}
  c: {{name: Room C, kind: room}}
  d: {{name: Room D, kind: room}}
map: |
"""
        + "".join(f"  {line}\n" for line in drawing(size).split("\n"))
        + f"""hero_spawns: {{A: A1}}
nazi_spawns: {{A: {square_name((size - 1, size - 1))}}}
events: [{square_name((size - 1, 0))}]
objectives:
  - objective: complete_events
    count: 1
"""
    )
    path = folder / f"bench-{size}.yaml"
    path.write_text(text)
    return path


SIZES = (15, 30, 45)
COUNTS = (5, 10, 20, 40)


def prepared(rules: Rules, size: int, count: int) -> object:
    """The state just before the last hero's EndActivation, every nazi awake."""
    decks = rules.decks
    state, _ = rules.new_game(Setup(seats=(HEROES,), seed=1))
    for index, hero in enumerate(HEROES):
        state.heroes[hero].square = (index % 2, index // 2)
    state.activated = list(HEROES[1:])
    free = [
        (column, row)
        for row in range(size)
        for column in range(size)
        if column + row > 6 and (column, row) not in ((size - 1, size - 1), (size - 1, 0))
    ]
    step = max(1, len(free) // count)
    soldier = next(card for card in decks.enemies if card.id == "soldier")
    for number in range(count):
        square = free[(number * step) % len(free)]
        state.enemies[f"soldier-{number + 1}"] = Enemy(
            id=f"soldier-{number + 1}",
            type="soldier",
            square=square,
            hp=soldier.hp,
            armor=soldier.armor,
        )
    state.noise = {"a", "b", "c", "d"}
    state, _ = rules.apply(state, StartActivation("klaus"))
    return state


def samples(rules: Rules, state: object, repeats: int) -> tuple[list[float], list[float]]:
    """CPU and wall milliseconds of `repeats` whole phases from `state`."""
    cpu, wall = [], []
    for _ in range(repeats):
        cpu_start, wall_start = time.process_time(), time.perf_counter()
        after, _ = rules.apply(state, EndActivation("klaus"))
        wall.append((time.perf_counter() - wall_start) * 1000)
        cpu.append((time.process_time() - cpu_start) * 1000)
        assert after.round == 2 or after.outcome is not None
    return cpu, wall


def worker() -> None:
    """Serve timing requests ("SIZE COUNT REPEATS" a line) on stdin, one JSON
    answer a line, for the code found at ROOT."""
    decks = builtin_decks()
    rules_of: dict[int, Rules] = {}
    states: dict[tuple[int, int], object] = {}
    with tempfile.TemporaryDirectory() as folder:
        for line in sys.stdin:
            size, count, repeats = (int(word) for word in line.split())
            if size not in rules_of:
                mission = load_mission(mission_file(size, Path(folder)), decks)
                rules_of[size] = Rules(mission, decks)
            rules = rules_of[size]
            if (size, count) not in states:
                states[(size, count)] = prepared(rules, size, count)
                samples(rules, states[(size, count)], 1)  # warm the caches of imports
            cpu, wall = samples(rules, states[(size, count)], repeats)
            print(json.dumps({"cpu": cpu, "wall": wall}), flush=True)


class Side:
    """A worker process timing one checkout."""

    def __init__(self, root: Path, python: Path) -> None:
        env = dict(os.environ, BENCH_ROOT=str(root), PYTHONPATH=str(root))
        self.process = subprocess.Popen(
            [str(python), str(Path(__file__).resolve()), "--worker"],
            cwd=root,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.cpu: dict[tuple[int, int], list[float]] = {}
        self.wall: dict[tuple[int, int], list[float]] = {}

    def time(self, size: int, count: int, repeats: int) -> None:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{size} {count} {repeats}\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        self.cpu.setdefault((size, count), []).extend(answer["cpu"])
        self.wall.setdefault((size, count), []).extend(answer["wall"])

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def table(title: str, figures: dict[tuple[int, int], float], digits: int = 1) -> None:
    print(title)
    print("map    " + "".join(f"{count:>6} nazis" for count in COUNTS))
    for size in SIZES:
        row = "".join(f"{figures[(size, count)]:12.{digits}f}" for count in COUNTS)
        print(f"{size}x{size}".ljust(7) + row)


def main() -> None:
    arguments = sys.argv[1:]
    if arguments == ["--worker"]:
        worker()
        return
    rounds = 9
    if "--rounds" in arguments:
        at = arguments.index("--rounds")
        rounds = int(arguments[at + 1])
        del arguments[at : at + 2]
    here = Side(ROOT, Path(sys.executable))
    sides = [("new", here)]
    if arguments[:1] == ["--against"] and len(arguments) == 2:
        old_root = Path(arguments[1]).resolve()
        sides.append(("old", Side(old_root, old_root / ".venv" / "bin" / "python")))
    elif arguments:
        sys.exit("usage: bench_nazis.py [--against OLD_CHECKOUT] [--rounds N]")
    for turn in range(rounds):
        for size in SIZES:
            for count in COUNTS:
                order = sides if turn % 2 == 0 else sides[::-1]
                for _, side in order:
                    side.time(size, count, 3)
    for _, side in sides:
        side.close()
    median = statistics.median
    for label, side in sides:
        for what in ("cpu", "wall"):
            found = getattr(side, what)
            table(
                f"{label}: median ms of {what.upper()} time for one whole nazi phase "
                f"({len(next(iter(found.values())))} samples)",
                {key: median(values) for key, values in found.items()},
            )
    if len(sides) == 2:
        (_, new), (_, old) = sides
        for what in ("cpu", "wall"):
            ours, theirs = getattr(new, what), getattr(old, what)
            table(
                f"new/old, {what.upper()} time",
                {key: median(ours[key]) / median(theirs[key]) for key in ours},
                digits=2,
            )


if __name__ == "__main__":
    main()
