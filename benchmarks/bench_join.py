"""From a decision in one screen to the others (run by hand):

    python benchmarks/bench_join.py [--runs N]

A game of the test arena hosted by this process (seat 1), joined by another
program at seat 2, which follows the log as a joined screen does: it looks
at the log's size every POLL_SECONDS (joined.py) and, when it has grown,
reads the new lines under a shared lock and replays them. For each of --runs
decisions (Klaus's activation started, then taken back, so every run plays
from the same state), two figures:

- write: `play` in the deciding program (the rules, the log's lock, the
  lines appended and synced to disk, the lock given back);
- seen: from just before `play` to the moment the other program's copy of
  the game holds the decision (read from CLOCK_MONOTONIC, which both
  processes share).

Then the same with a joined game screen in a headless Textual app (seat 2)
instead of a bare session: from just before `play` to the end of the
screen's redraw (map, panels, actions, the waiting line), in one process.

The target: at most 300 ms from a decision to the other screens. The poll
interval (100 ms) dominates: on average half of it is waited.
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.joined.helpers import hosted  # noqa: E402
from wolfenstein_tui.engine.state.commands import StartActivation  # noqa: E402
from wolfenstein_tui.play.joined import POLL_SECONDS, JoinedSession  # noqa: E402

FOLLOWER = """
import sys, time
from pathlib import Path
from wolfenstein_tui.play.joined import JoinedSession, POLL_SECONDS
session = JoinedSession.join(Path(sys.argv[1]), [1])
print("ready", flush=True)
try:
    while True:
        if session.catch_up():
            for decision in session.take_incoming():
                print(time.monotonic(), "undo" if decision is None else "do", flush=True)
        time.sleep(POLL_SECONDS)
finally:
    session.close()
"""


def median_ms(values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    return f"median {statistics.median(ms):6.1f} ms (min {ms[0]:.1f}, max {ms[-1]:.1f})"


def across_processes(runs: int) -> tuple[list[float], list[float]]:
    folder = Path(tempfile.mkdtemp(prefix="bench-join-"))
    ann = hosted(folder)
    follower = subprocess.Popen(
        [sys.executable, "-c", FOLLOWER, str(ann.path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert follower.stdout is not None
    assert follower.stdout.readline().strip() == "ready"
    writes, seen = [], []
    try:
        for _ in range(runs):
            start = time.monotonic()
            ann.play(StartActivation("klaus"))
            writes.append(time.monotonic() - start)
            stamp, kind = follower.stdout.readline().split()
            assert kind == "do"
            seen.append(float(stamp) - start)
            ann.undo()
            follower.stdout.readline()  # the undo, seen
            time.sleep(POLL_SECONDS * 1.37)  # decisions fall anywhere in a poll interval
    finally:
        follower.terminate()
        follower.wait()
        ann.close()
    return writes, seen


async def into_a_screen(runs: int) -> list[float]:
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

    folder = Path(tempfile.mkdtemp(prefix="bench-join-app-"))
    ann = hosted(folder)
    bob = JoinedSession.join(ann.path, [1])
    app = make_app(session=bob, save_dir=folder)
    times: list[float] = []
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, JoinedGameScreen)
            drawn: list[float] = []
            redraw = screen.refresh_view

            def timed_redraw() -> None:
                redraw()
                drawn.append(time.monotonic())

            screen.refresh_view = timed_redraw  # type: ignore[method-assign]
            for _ in range(runs):
                drawn.clear()
                start = time.monotonic()
                ann.play(StartActivation("klaus"))
                while not drawn:
                    await asyncio.sleep(0.005)
                times.append(drawn[0] - start)
                ann.undo()
                while bob.state.active_hero is not None or screen.showing_others:
                    await asyncio.sleep(0.01)
                await asyncio.sleep(POLL_SECONDS * 1.37)
    finally:
        ann.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    writes, seen = across_processes(args.runs)
    print(f"{args.runs} decisions, the other screen looking every {POLL_SECONDS * 1000:.0f} ms")
    print(f"  write (play, appended and synced):     {median_ms(writes)}")
    print(f"  seen by another process:               {median_ms(seen)}")
    shown = asyncio.run(into_a_screen(args.runs))
    print(f"  shown on a joined game screen:         {median_ms(shown)}")


if __name__ == "__main__":
    main()
