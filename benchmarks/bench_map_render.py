"""The map's first drawing, as the first frame of a game draws it (run by hand):

    python benchmarks/bench_map_render.py [--runs N] [--mission M] [--against DIR]

Opens `wolfenstein play MISSION` headless at 80×24 and at 160×50, each in a
fresh process (--launches of each), and times the map (the game screen's
BoardView) drawing its lines in the first frame (nothing warm yet: Textual's
caches of styles and colours are empty too); then, with the first frame
drawn, times it drawing every line of its view again with its own keeping
forgotten (its drawn lines and the styles it keeps; Textual's caches are
warm by then): median and range over --runs drawings, in ms. Ends with the
median of the first frames' figures.
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
SIZES = ("80x24", "160x50")


def _forget(board: object) -> None:
    """Forget every line drawn and every style kept, as before the first frame."""
    for name in ("_drawn", "_converted", "_combined"):
        kept = getattr(board, name, None)
        if isinstance(kept, dict):
            kept.clear()
    if hasattr(board, "_converted_for"):
        board._converted_for = None


async def _time(mission: str, size: tuple[int, int], runs: int) -> tuple[float, list[float]]:
    """The map's drawing in the first frame (nothing warm: this process's
    first), and `runs` drawings again with the map's own keeping forgotten."""
    from wolfenstein_tui.app.cli import parser
    from wolfenstein_tui.app.cli.play import start_game
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.widgets.map_view import BoardView

    first = [0.0]
    render_line = BoardView.render_line

    def timed(self: BoardView, y: int) -> object:
        start = time.perf_counter()
        try:
            return render_line(self, y)
        finally:
            first[0] += time.perf_counter() - start

    with tempfile.TemporaryDirectory() as saves:
        options = ["play", mission, "--save-dir", saves, "--seed", "1"]
        app = make_app(session=start_game(parser.build_parser().parse_args(options)))
        BoardView.render_line = timed  # type: ignore[method-assign]
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            BoardView.render_line = render_line  # type: ignore[method-assign]
            board = app.screen.query_one(BoardView)
            height = board.size.height
            timings = []
            for _ in range(runs):
                _forget(board)
                start = time.perf_counter()
                for y in range(height):
                    board.render_line(y)
                timings.append((time.perf_counter() - start) * 1000)
    return first[0] * 1000, timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="drawings again, in each process")
    parser.add_argument("--launches", type=int, default=5, help="processes of each tree and size")
    parser.add_argument("--mission", default="m01-radio-silence")
    parser.add_argument("--against", type=Path, metavar="DIR")
    parser.add_argument("--size", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.size:  # one size, in this process (how the script runs itself)
        columns, rows = (int(n) for n in args.size.split("x"))
        first, timings = asyncio.run(_time(args.mission, (columns, rows), args.runs))
        low, high = min(timings), max(timings)
        print(f"{first:.2f} ms", end="; ")
        print(f"again {statistics.median(timings):.2f} ms (range {low:.2f}-{high:.2f})")
        return
    trees = [("this tree", ROOT)]
    if args.against:
        trees.append(("older tree", args.against.resolve()))
    firsts: dict[tuple[str, str], list[float]] = {}
    launches = [(size, tree) for _ in range(args.launches) for size in SIZES for tree in trees]
    for size, (name, tree) in launches:
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
        print(f"{size} {name}: the map in the first frame {result.stdout.strip()}")
        firsts.setdefault((size, name), []).append(float(result.stdout.split()[0]))
    for (size, name), values in firsts.items():
        median = statistics.median(values)
        print(
            f"{size} {name}: the map in the first frame, median of {len(values)}: {median:.2f} ms"
        )


if __name__ == "__main__":
    main()
