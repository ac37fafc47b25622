"""The map's first drawing, as the first frame of a game draws it (run by hand):

    python benchmarks/bench_map_render.py [--runs N] [--mission M] [--against DIR]

Opens `wolfenstein play MISSION` headless at 80×24 and at 160×50 and, once
the first frame is drawn, times the map (the game screen's BoardView) drawing
every line of its view again with nothing kept: its drawn lines and whatever
it keeps to draw them forgotten first, as they are before the first frame.
Prints the median and range over --runs drawings at each size, in ms.
`--against DIR` times an older tree of the project in the same way, in a
process of its own run just after this one's (`git archive COMMIT | tar -x
-C DIR`), the fairest comparison on a shared machine.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _forget(board: object) -> None:
    """Forget every line drawn and every style kept, as before the first frame."""
    for name in ("_drawn", "_converted", "_combined"):
        kept = getattr(board, name, None)
        if isinstance(kept, dict):
            kept.clear()
    if hasattr(board, "_converted_for"):
        board._converted_for = None


async def _time(mission: str, size: tuple[int, int], runs: int) -> list[float]:
    from wolfenstein_tui.cli import parser
    from wolfenstein_tui.cli.play import start_game
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.widgets.map_view import BoardView

    with tempfile.TemporaryDirectory() as saves:
        options = ["play", mission, "--save-dir", saves, "--seed", "1"]
        app = make_app(session=start_game(parser.build_parser().parse_args(options)))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            board = app.screen.query_one(BoardView)
            height = board.size.height
            timings = []
            for _ in range(runs):
                _forget(board)
                start = time.perf_counter()
                for y in range(height):
                    board.render_line(y)
                timings.append((time.perf_counter() - start) * 1000)
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--mission", default="m01-radio-silence")
    parser.add_argument("--against", type=Path, metavar="DIR")
    parser.add_argument("--size", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.size:  # one size, in this process (how the script runs itself)
        columns, rows = (int(n) for n in args.size.split("x"))
        timings = asyncio.run(_time(args.mission, (columns, rows), args.runs))
        low, high = min(timings), max(timings)
        print(f"{statistics.median(timings):.2f} ms (range {low:.2f}-{high:.2f})")
        return
    for size in ("80x24", "160x50"):
        trees = [("this tree", ROOT)]
        if args.against:
            trees.append(("older tree", args.against.resolve()))
        for name, tree in trees:
            command = [sys.executable, str(Path(__file__).resolve()), "--size", size]
            command += ["--runs", str(args.runs), "--mission", args.mission]
            result = subprocess.run(
                command,
                cwd=tree,
                env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
                capture_output=True,
                text=True,
                check=True,
            )
            print(f"{size} {name}: first drawing of the map {result.stdout.strip()}")


if __name__ == "__main__":
    main()
