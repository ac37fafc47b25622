"""The static type checker finds nothing in the whole package: mypy,
configured under [tool.mypy] in pyproject.toml (its `files` name the
package), with its cache in .mypy_cache (a fresh checkout checks every
module once, about ten seconds; later runs read the cache)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_is_clean_over_the_whole_package() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
