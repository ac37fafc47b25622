"""Python's cyclic garbage collector, paused while the program starts.

Importing the game's modules and Textual's makes hundreds of thousands of
objects (classes, functions, compiled styles), and the collector runs again
and again over them as they are made, though none of them is garbage: a
quarter of the import time of the game screen. So the command line pauses
it from the start (`paused`) until the app has painted its first screen
(`first_frame_painted`, called by the app): then the objects made so far
are frozen (they live as long as the program, the collector need never look
at them again) and the collector is switched back on. Commands that do not
open the app switch it back on as soon as their options are read (`resume`),
since simulations and replays make garbage for long. Every way out of
`paused` switches it back on too, so an error, an app that fails to start
or a test calling the command line never leaves it off.

While the app runs, the young generation is collected after 10,000 new
objects instead of Python's 700 (`YOUNG_THRESHOLD`). A key's frame makes a
few thousand objects, nearly all gone with the frame (the lines drawn, the
pieces of the screen written): at 700, collections fell inside Activate's
frame, 0.3–0.5 ms of it at 160×50. The game screen collects the young
garbage itself while the player reads (tui/keys/foresight.py). The older
generations keep Python's thresholds.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 10_000
"""New objects between two collections of the young generation while the
app runs."""

_paused = False
"""Whether `paused` switched the collector off and nothing has switched it
back on yet."""


@contextmanager
def paused() -> Iterator[None]:
    """The collector off for the block (unless it was off already), on again
    when the block ends however it ends, unless something turned it on before."""
    global _paused
    if not gc.isenabled():
        yield  # someone else chose to keep it off: leave it to them
        return
    gc.disable()
    _paused = True
    try:
        yield
    finally:
        resume()


def resume() -> None:
    """The collector back on, if `paused` switched it off; else nothing."""
    global _paused
    if _paused:
        _paused = False
        gc.enable()


def first_frame_painted() -> None:
    """The app's first screen is on the terminal: what was made to start it
    stays for the program's life, so it is frozen (never examined by the
    collector again) and the collector goes back on. Nothing happens when
    the collector was not paused by `paused` (an app run by a test, or
    `resume` already called). The young generation is then collected
    less often (`YOUNG_THRESHOLD`)."""
    if _paused:
        gc.freeze()
        _young, *older = gc.get_threshold()
        gc.set_threshold(YOUNG_THRESHOLD, *older)
        resume()
