"""The games the fixed-seed tests replay (test_fixed_games.py,
test_smart_decisions.py): every built-in mission and the training one, each
recorded under a key of mission, level and seed."""

from __future__ import annotations

from pathlib import Path

from wolfenstein_tui.content.files.places import training_mission_file
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import Difficulty


def missions() -> list[Path]:
    return [*builtin_mission_files(), training_mission_file()]


def rules_of(path: Path) -> Rules:
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def key(path: Path, difficulty: Difficulty, seed: int) -> str:
    return f"{path.stem} {difficulty.value} {seed}"
