"""Game logs have a size limit (docs/game-log.md): a larger log is refused
in one sentence before it is replayed, and a game whose log would pass it
takes no more decisions, saying so, with every decision before it kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.saving.helpers import decisions, start
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.play import session as session_module
from wolfenstein_tui.play.saves import MAX_LOG_BYTES, SaveError
from wolfenstein_tui.play.session import Session

PAIR = b'{"do":{"command":"start_activation","hero":"klaus"},"round":1}\n{"undo":1,"round":1}\n'


def test_a_log_over_the_limit_is_refused_in_one_sentence(tmp_path: Path) -> None:
    session = start(tmp_path)
    session.close()
    grown = session.path.read_bytes() + PAIR * (MAX_LOG_BYTES // len(PAIR) + 1)
    session.path.write_bytes(grown)
    with pytest.raises(SaveError) as refused:
        Session.resume(session.path)
    said = str(refused.value)
    assert f"game logs are limited to 4 MB ({MAX_LOG_BYTES:,} bytes)" in said
    assert "\n" not in said


def test_a_log_at_the_limit_takes_no_more_decisions_and_loses_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(tmp_path)
    session.play(StartActivation("klaus"))
    monkeypatch.setattr(session_module, "MAX_LOG_BYTES", session.saved_size + 10)
    session.play(EndActivation("klaus"))
    assert not session.saved
    assert session.save_problem is not None
    assert "the game's log is full" in session.save_problem
    session.close()
    assert [d["command"] for d in decisions(session.path)] == ["start_activation"]
