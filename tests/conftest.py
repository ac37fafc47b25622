"""Settings for the whole test suite."""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

_cache_home: str | None = None


def pytest_configure(config: pytest.Config) -> None:
    """The content cache (content/cache.py) goes to a folder of this test
    run, for the tests and the commands they launch, never to the user's
    own cache folder."""
    global _cache_home
    _cache_home = tempfile.mkdtemp(prefix="wolfenstein-test-cache-")
    os.environ["XDG_CACHE_HOME"] = _cache_home


def pytest_unconfigure(config: pytest.Config) -> None:
    if _cache_home is not None:
        shutil.rmtree(_cache_home, ignore_errors=True)
