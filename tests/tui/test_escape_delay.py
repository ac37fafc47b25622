"""The README's tip for a quicker Escape holds: Textual reads ESCDELAY (in
milliseconds) when it starts, and waits that long after a lone Escape byte
before taking it for the Escape key."""

from __future__ import annotations

import os
import subprocess
import sys


def _delay(environment: dict[str, str]) -> float:
    out = subprocess.run(
        [sys.executable, "-c", "from textual import constants; print(constants.ESCAPE_DELAY)"],
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout)


def test_escdelay_25_makes_the_wait_for_a_lone_escape_25_ms() -> None:
    base = {k: v for k, v in os.environ.items() if k != "ESCDELAY"}
    assert _delay(base) == 0.1  # the default: 100 ms
    assert _delay({**base, "ESCDELAY": "25"}) == 0.025
