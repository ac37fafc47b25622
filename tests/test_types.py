"""The static type checker finds nothing in the folders below the screens:
mypy, configured under [tool.mypy] in pyproject.toml (its `files` name
base, content, engine, words and play; tui/ and app/ are not clean yet)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_is_clean_below_the_screens() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
