"""App timings (run by hand):

    python benchmarks/bench_app.py

- first frame: from creating the app to its first screen mounted and idle,
  for this app on the starter mission and for a minimal Textual app (a single
  Label), headless at 80×24; median of 7;
- key press: one key on the game screen (moving the highlight in the action
  list, or playing a move) until the screen is idle again; median of 30.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from textual.app import App, ComposeResult  # noqa: E402
from textual.widgets import Label, OptionList  # noqa: E402

from wolfenstein_tui.content.library import builtin_decks  # noqa: E402
from wolfenstein_tui.content.validation import load_mission  # noqa: E402
from wolfenstein_tui.session import Session, new_header  # noqa: E402
from wolfenstein_tui.tui.app import make_app  # noqa: E402


class Minimal(App[None]):
    def compose(self) -> ComposeResult:
        yield Label("hello")


class MinimalList(App[None]):
    """The same kind of key press in a bare Textual app: a 40-line option list."""

    def compose(self) -> ComposeResult:
        yield OptionList(*[f"option {i}" for i in range(40)])


async def bare_key_press() -> float:
    app = MinimalList()
    times = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(30):
            start = time.perf_counter()
            await pilot.press("down")
            await pilot.pause()
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def game_session(folder: Path) -> Session:
    loaded = load_mission(ROOT / "missions" / "m01-radio-silence.yaml", builtin_decks())
    header = new_header(loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=1)
    return Session.start(loaded, header, folder)[0]


async def first_frame(make) -> float:
    start = time.perf_counter()
    app = make()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        return time.perf_counter() - start


async def key_presses(folder: Path) -> tuple[float, float]:
    app = make_app(session=game_session(folder))
    highlight, moves = [], []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Klaus arrives
        await pilot.pause()
        for _ in range(30):
            start = time.perf_counter()
            await pilot.press("down")
            await pilot.pause()
            highlight.append(time.perf_counter() - start)
        for _ in range(3):
            first_move = next(i for i, c in enumerate(app.screen.commands) if c.kind == "move")
            await pilot.press("home", *["down"] * first_move)
            await pilot.pause()
            start = time.perf_counter()
            await pilot.press("enter")  # play the first move offered
            await pilot.pause()
            moves.append(time.perf_counter() - start)
    return statistics.median(highlight), statistics.median(moves)


async def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        minimal = [await first_frame(Minimal) for _ in range(7)]
        ours = [
            await first_frame(lambda: make_app(session=game_session(Path(folder))))
            for _ in range(7)
        ]
        highlight, move = await key_presses(Path(folder))
        bare = await bare_key_press()
    m, o = statistics.median(minimal), statistics.median(ours)
    print(f"first frame, minimal Textual app: {m * 1000:7.1f} ms")
    print(f"first frame, game screen:         {o * 1000:7.1f} ms  ({o / m:.2f}x)")
    print(f"key press, bare option list:      {bare * 1000:7.1f} ms  (Textual alone)")
    print(f"key press, action highlight:      {highlight * 1000:7.1f} ms")
    print(f"key press, playing a move:        {move * 1000:7.1f} ms")


if __name__ == "__main__":
    asyncio.run(main())
