"""How engine work grows with the map's area (run by hand):

    python benchmarks/bench_map_size.py [--quick]

The same mission drawn at several sizes: four rooms split by walls with
wide doorways, the heroes arriving in the top-left corner, six soldiers set
out at the same squares near them, the nazis' spawn in the far corner, and
one objective (survive 6 rounds, the round limit), so every game lasts
about as long on any map. Whole games are played
by the smart hero player against the nazis' program, seeds 0 to N-1, and
the median time of a game and of one decision is printed for each size.
The target: a 60x60 game at most 4 times a 30x30 one (work about linear in
the area). 30x1400 is over the 64-square limit a mission file may have; it
is built here by lifting that limit, to show that no step is worse than
linear even far beyond it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wolfenstein_tui.content.loading.cache import builtin_decks  # noqa: E402
from wolfenstein_tui.content.loading.validation import load_mission  # noqa: E402
from wolfenstein_tui.content.records import mapdraw  # noqa: E402
from wolfenstein_tui.content.records.squares import square_name  # noqa: E402
from wolfenstein_tui.engine.log.header import Header  # noqa: E402
from wolfenstein_tui.engine.players.simulate import make_player, play_fast  # noqa: E402
from wolfenstein_tui.engine.rules.referee import Rules  # noqa: E402

HEROES = (("klaus", "blazkowicz"), ("anya", "max"))
SOLDIERS = ((6, 1), (7, 4), (3, 7), (9, 8), (10, 2), (5, 10))
"""Where the six soldiers stand, the same on every map (all in room a)."""


def drawing(width: int, height: int) -> str:
    """Four rooms (a b / c d) split at the middle by walls with 3-wide gaps."""
    half_w, half_h = width // 2, height // 2
    lines = ["+" + "-+" * width]
    for row in range(height):
        cells = []
        for column in range(width):
            key = "ab"[column >= half_w] if row < half_h else "cd"[column >= half_w]
            cells.append(key)
            if column < width - 1:
                wall = column == half_w - 1 and not (
                    half_h - 3 <= row < half_h or half_h + 1 <= row < half_h + 4
                )
                cells.append("|" if wall else " ")
        lines.append("|" + "".join(cells) + "|")
        if row < height - 1:
            edge = []
            for column in range(width):
                wall = row == half_h - 1 and not (
                    half_w - 3 <= column < half_w or half_w + 1 <= column < half_w + 4
                )
                edge.append("-" if wall else " ")
                edge.append("+")
            lines.append("+" + "".join(edge)[:-1] + "+")
    lines.append("+" + "-+" * width)
    return "\n".join(lines)


def mission_file(width: int, height: int, folder: Path) -> Path:
    enemies = "".join(
        f"  - {{id: soldier-{n + 1}, type: soldier, square: {square_name(square)}}}\n"
        for n, square in enumerate(SOLDIERS)
    )
    text = (
        f"""id: bench-{width}x{height}
title: Bench {width}x{height}
summary: A benchmark map.
briefing: Four rooms.
round_limit: 6
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
        + "".join(f"  {line}\n" for line in drawing(width, height).split("\n"))
        + f"""hero_spawns: {{A: A1}}
nazi_spawns: {{A: {square_name((width - 1, height - 1))}}}
enemies:
{enemies}objectives:
  - objective: survive
    rounds: 6
"""
    )
    path = folder / f"bench-{width}x{height}.yaml"
    path.write_text(text)
    return path


def rules_for(width: int, height: int, folder: Path) -> Rules:
    decks = builtin_decks()
    saved = mapdraw.MAX_SIDE
    mapdraw.MAX_SIDE = max(saved, width, height)  # only to measure past the limit
    try:
        loaded = load_mission(mission_file(width, height, folder), decks)
    finally:
        mapdraw.MAX_SIDE = saved
    return Rules(loaded, decks)


def game_times(rules: Rules, seeds: int) -> tuple[float, float, list[str]]:
    """Median seconds of a game and of a decision, and each game's outcome."""
    games: list[float] = []
    per_decision: list[float] = []
    outcomes: list[str] = []
    for seed in range(seeds):
        header = Header(
            mission=rules.mission.id, mission_hash="", decks_hash="", seats=HEROES, seed=seed
        )
        player = make_player("smart", rules, seed)
        start = time.perf_counter()
        state, decisions = play_fast(rules, header, player)
        spent = time.perf_counter() - start
        games.append(spent)
        per_decision.append(spent / max(decisions, 1))
        outcomes.append(f"{state.outcome.value if state.outcome else '-'}/{state.round}")
    return statistics.median(games), statistics.median(per_decision), outcomes


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="fewer games a size")
    parser.add_argument("--seeds", type=int, default=None)
    args = parser.parse_args()
    seeds = args.seeds or (3 if args.quick else 9)
    sizes = [(30, 30), (60, 60), (30, 1400)]
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        print(f"median of {seeds} games (seeds 0-{seeds - 1}), smart hero player")
        print("map        squares   setup (s)   game (s)   decision (ms)")
        for width, height in sizes:
            start = time.perf_counter()
            rules = rules_for(width, height, Path(folder))
            assert rules.grid is not None  # built once per mission, on the first game
            setup = time.perf_counter() - start
            game, decision, _ = game_times(rules, 1 if height > 64 and args.quick else seeds)
            results[(width, height)] = game
            print(
                f"{width}x{height:<6} {width * height:8d}  {setup:10.2f}  {game:9.3f}  "
                f"{decision * 1000:12.2f}"
            )
        print("setup: reading and checking the mission, and the movement grid (once a mission)")
    ratio = results[(60, 60)] / results[(30, 30)]
    print(f"60x60 / 30x30: {ratio:.2f} (target: at most 4, the ratio of the areas)")


if __name__ == "__main__":
    main()
