"""Nazi phase timings (run by hand):

    python benchmarks/bench_nazis.py

A whole nazi phase with N active nazis (5, 10, 20, 40) on square maps of
side 15, 30 and 45: four rooms split by walls with wide doorways, the heroes
in one corner, the nazis spread over the rest, every zone noisy so every nazi
wakes. Each figure is timed from the last hero's EndActivation to the end of
the phase (the apply that runs it), median of repeated runs on fresh states.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wolfenstein_tui.content.library import builtin_decks  # noqa: E402
from wolfenstein_tui.content.squares import square_name  # noqa: E402
from wolfenstein_tui.content.validation import load_mission  # noqa: E402
from wolfenstein_tui.engine.rules.referee import Rules, Setup  # noqa: E402
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation  # noqa: E402
from wolfenstein_tui.engine.state.state import Enemy  # noqa: E402

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


def phase_time(rules: Rules, size: int, count: int, repeats: int = 7) -> float:
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
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        after, _ = rules.apply(state, EndActivation("klaus"))
        samples.append(time.perf_counter() - start)
        assert after.round == 2 or after.outcome is not None
    return statistics.median(samples) * 1000


def main() -> None:
    decks = builtin_decks()
    with tempfile.TemporaryDirectory() as folder:
        print("median ms for one whole nazi phase (all nazis awake)")
        print("map      5 nazis  10 nazis  20 nazis  40 nazis")
        for size in (15, 30, 45):
            rules = Rules(load_mission(mission_file(size, Path(folder)), decks), decks)
            row = [phase_time(rules, size, count) for count in (5, 10, 20, 40)]
            print(f"{size}x{size}  " + "  ".join(f"{value:8.1f}" for value in row))


if __name__ == "__main__":
    main()
