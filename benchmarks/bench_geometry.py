"""Line of sight and path timings, as medians of repeated runs.

Run by hand (shared machines are noisy, so no timed tests):

    python benchmarks/bench_geometry.py

The 30×30 board has inner walls, a door and figures so that lines meet real
obstacles. "warm" queries reuse the traces the LineOfSight object remembers
(the common case in a game: the board never changes, only doors and figures);
"cold" queries build a fresh LineOfSight each time, so every line is traced.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.engine.boards import make_board  # noqa: E402
from wolfenstein_tui.content.loading.cache import builtin_decks  # noqa: E402
from wolfenstein_tui.content.loading.validation import load_mission  # noqa: E402
from wolfenstein_tui.content.records.squares import parse_square  # noqa: E402
from wolfenstein_tui.engine.geometry.board import Board  # noqa: E402
from wolfenstein_tui.engine.geometry.los import LineOfSight  # noqa: E402
from wolfenstein_tui.engine.geometry.paths import HERO, NAZI, Traffic, movement_costs, shortest_path  # noqa: E402

SIZE = 30


def big_drawing() -> str:
    """A 30×30 room split by a wall with a door at row 15 and a few pillars."""
    lines = ["+" + "-+" * SIZE]
    for row in range(SIZE):
        cells = []
        for column in range(SIZE):
            cells.append("#" if (column % 7 == 3 and row % 9 == 4) else "a")
            if column < SIZE - 1:
                cells.append(" ")
        lines.append("|" + "".join(cells) + "|")
        edge = []
        for column in range(SIZE):
            if row == 14 and column != 15 and column != 16:
                edge.append("-")
            elif row == 14:
                edge.append("D")
            else:
                edge.append(" ")
            edge.append("+")
        lines.append("+" + "".join(edge) if row < SIZE - 1 else "+" + "-+" * SIZE)
    return "\n".join(lines)


def median_us(action: Callable[[], object], repeats: int = 7, number: int = 2000) -> float:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            action()
        samples.append((time.perf_counter() - start) / number * 1e6)
    return statistics.median(samples)


def main() -> None:
    board = make_board(big_drawing())
    rng = random.Random(7)
    squares = list(board.squares())
    figures = rng.sample(squares, 12)
    occupied = board.mask(figures)
    pairs = [tuple(rng.sample(squares, 2)) for _ in range(500)]
    los = LineOfSight(board)
    closed = board.closed_mask(board.doors, frozenset())
    index = [0]

    def warm_query() -> bool:
        a, b = pairs[index[0] % len(pairs)]
        index[0] += 1
        return los.sees_masks(a, b, closed, occupied)

    for a, b in pairs:  # warm every pair once
        los.sees_masks(a, b, closed, occupied)
    warm = median_us(warm_query)

    def cold_query() -> bool:
        a, b = pairs[index[0] % len(pairs)]
        index[0] += 1
        return LineOfSight(board).sees_masks(a, b, closed, occupied)

    cold = median_us(cold_query, number=200)
    long_diagonal = median_us(lambda: los.sees_masks((0, 0), (29, 29), 0, 0))

    mission = load_mission(ROOT / "missions" / "m01-radio-silence.yaml", builtin_decks())
    starter = Board.from_mission(mission)
    traffic = Traffic(closed_doors=starter.doors, barricades=starter.barricades)
    flood = median_us(
        lambda: movement_costs(starter, parse_square("A12"), HERO, traffic), number=100
    )
    nazi_path = median_us(
        lambda: shortest_path(starter, parse_square("T5"), parse_square("A13"), NAZI, traffic),
        number=100,
    )
    big_traffic = Traffic(closed_doors=board.doors)
    big_flood = median_us(lambda: movement_costs(board, (0, 0), NAZI, big_traffic), number=20)

    print(f"line of sight, 30x30, warm (median of 7 x 2000): {warm:8.1f} us per query")
    print(f"line of sight, 30x30, long diagonal, warm:        {long_diagonal:8.1f} us per query")
    print(f"line of sight, 30x30, cold (fresh traces):        {cold:8.1f} us per query")
    print(f"hero movement costs, starter mission, full flood: {flood:8.1f} us")
    print(f"nazi shortest path across the starter mission:    {nazi_path:8.1f} us")
    print(f"nazi movement costs, 30x30, full flood:           {big_flood:8.1f} us")


if __name__ == "__main__":
    main()
