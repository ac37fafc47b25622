"""Fixtures of the app's tests that look at what is drawn."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def same_everywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What is drawn must not depend on where the tests run: the working
    folder is a fresh one (saves named relative to it) and NO_COLOR is unset."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
