"""The log panel drawing a frame's lines, as it does after each action (run by hand):

    python benchmarks/bench_log_lines.py [--runs N]

Opens `wolfenstein play m01-radio-silence` headless at 80×24 and at
160×50, writes 60 lines to the game screen's log (it scrolls to its end,
as after every action), then times, --runs times each, interleaved, the
log drawing every line of its view anew (`refresh`, then `render_lines`,
Textual's public way in):

- as the log draws them: its style looked up once for the frame;
- the same lines with its style looked up at each line (what Textual's
  `rich_style` costs: it is worked out from the styles of the log and of
  each of its parents at every lookup), the log's own drawing otherwise
  unchanged.

Prints the median and range of each, in ms, and their ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time

from medians import compared  # beside this script

SIZES = ((80, 24), (160, 50))


async def _time(size: tuple[int, int], runs: int) -> tuple[list[float], list[float]]:
    from textual.scroll_view import ScrollView

    from wolfenstein_tui.app.cli import parser
    from wolfenstein_tui.app.cli.play import start_game
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.widgets.message_log import MessageLog

    with tempfile.TemporaryDirectory() as folder:
        args = parser.build_parser().parse_args(
            ["play", "m01-radio-silence", "--seed", "1", "--save-dir", folder]
        )
        session = start_game(args)
        if isinstance(session, int):  # the game could not start: its exit code
            raise SystemExit(session)
        app = make_app(session=session)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            log = app.screen.query_one("#log", MessageLog)
            for number in range(60):
                log.write_line(f"Entry {number}: " + "a word of the log " * (number % 4 + 1))
            await pilot.pause()
            view = log.region.reset_offset
            once, each = [], []
            for _ in range(runs):
                log.refresh()
                start = time.perf_counter()
                log.render_lines(view)
                once.append(time.perf_counter() - start)
                log.refresh()
                start = time.perf_counter()
                ScrollView.render_lines(log, view)  # its render_line looks the style up
                each.append(time.perf_counter() - start)
            session.close()
            return once, each


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--runs", type=int, default=200, help="drawings of each kind")
    runs = arguments.parse_args().runs
    for size in SIZES:
        once, each = asyncio.run(_time(size, runs))
        title = "The log panel's lines, every line of its view drawn at {}×{}:".format(*size)
        sides = (("style looked up once a frame", once), ("style looked up at each line", each))
        print("\n".join(compared(title, sides, "each line over once a frame", 34)))


if __name__ == "__main__":
    main()
