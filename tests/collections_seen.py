"""The collections of Python's garbage collector while a block runs."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collections_seen() -> Iterator[list[int]]:
    """The generation of each collection made while the block runs, in order."""
    collected: list[int] = []

    def told(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            collected.append(info["generation"])

    gc.callbacks.append(told)
    try:
        yield collected
    finally:
        gc.callbacks.remove(told)
