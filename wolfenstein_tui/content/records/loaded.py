"""A mission ready to play: what loading a mission file gives.

A module of its own, apart from the checks that make one (validation.py), so
that the engine and a game started from the content cache (cache.py) use it
without importing the YAML reader and the checks.
"""

from __future__ import annotations

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.mapdraw import MapLayout
from wolfenstein_tui.content.records.mission import Mission


@frozen_record
class LoadedMission:
    """A mission that passed every check, with its parsed map."""

    mission: Mission
    layout: MapLayout
    source: str
    content_hash: str
    """SHA-256 of the file's bytes: a game log names the exact mission it used."""
