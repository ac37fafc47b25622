"""Waiting for what an app does over several frames (a new size laid out,
then a panel's height held at that size): the test pilot's pause waits
until the process is idle once, which can come between two frames."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from textual.pilot import Pilot


async def until(pilot: Pilot, condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Pause until `condition` holds (True) or `seconds` have passed (False)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        await pilot.pause()
    return True


async def resized(pilot: Pilot, width: int, height: int) -> None:
    """The terminal made `width`×`height`, and the screen laid out and
    drawn at that size (the app's own answer to the new size included)."""
    await pilot.resize_terminal(width, height)
    app = pilot.app
    assert await until(pilot, lambda: app.screen.size == (width, height))
    await asyncio.wait_for(app.screen.wait_for_refresh(), timeout=10)
    await pilot.pause()
