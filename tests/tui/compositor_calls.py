"""Counting what Textual's compositor does while a test runs: each frame
drawn (`render_update`) or each layout of a screen (`reflow`, the screen's
map of widgets worked out again)."""

from __future__ import annotations

import pytest
from textual._compositor import Compositor


def calls_to(monkeypatch: pytest.MonkeyPatch, method: str) -> list[Compositor]:
    """The compositor of each call to its `method` from now on, in order
    (clear the list to count from a later moment)."""
    calls: list[Compositor] = []
    real = getattr(Compositor, method)

    def counted(self: Compositor, *args: object, **kwargs: object) -> object:
        calls.append(self)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Compositor, method, counted)
    return calls
