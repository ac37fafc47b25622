"""Where the built-in missions and decks live.

The missions folder sits at the top of a checkout and is packaged inside the
wheel as `wolfenstein_tui/missions`, so both places are looked at. A module
of its own, without the YAML reader, so that a game started from the content
cache (cache.py) finds its files without importing the loaders.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent.parent
DATA_DIR = PACKAGE_DIR / "data"

DECK_KINDS: tuple[str, ...] = (
    "heroes",
    "enemies",
    "weapons",
    "equipment",
    "chests",
    "events",
    "dice",
)
"""The deck files of a decks folder, `KIND.yaml` each (library.DECK_MODELS
gives each one's model)."""


def builtin_missions_dir() -> Path:
    packaged = PACKAGE_DIR / "missions"
    if packaged.is_dir():
        return packaged
    return PACKAGE_DIR.parent / "missions"


def builtin_mission_files() -> list[Path]:
    """The campaign's missions, in the order they are played (by file name)."""
    return sorted(builtin_missions_dir().glob("*.yaml"))


TRAINING_ID = "training"


def training_mission_file() -> Path:
    """The training mission: built in, but kept in its own folder so that it
    is no part of the campaign (nor of its numbering)."""
    return builtin_missions_dir() / "training" / "training.yaml"


def deck_files(directory: Path = DATA_DIR) -> list[Path]:
    return [directory / f"{kind}.yaml" for kind in DECK_KINDS]
