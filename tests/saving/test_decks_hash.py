"""The decks' hash a game log records must not move unless a deck's rules do:
a changed hash makes every earlier game warn "the card decks have changed"
on replay. The hash covers the deck files' bytes, comments included, with
their translations left out, so even a comment's edit is a change here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wolfenstein_tui.play.saves import decks_hash

OLD_LOGS = sorted((Path(__file__).resolve().parents[1] / "engine" / "old_logs").glob("*.jsonl"))


@pytest.mark.parametrize("log", OLD_LOGS, ids=lambda p: p.name)
def test_games_recorded_before_still_match_the_built_in_decks(log: Path) -> None:
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert header["decks_hash"] == decks_hash()


def test_there_are_old_logs_to_compare_with() -> None:
    assert len(OLD_LOGS) >= 4
