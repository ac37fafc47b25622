"""A campaign's mission in the line mode (R-GAME-3): the result is recorded
when the game ends, and the next mission is said."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.campaign.helpers import make_play
from wolfenstein_tui.app import cli
from wolfenstein_tui.play.campaign import read_campaign


def test_a_campaign_mission_won_in_the_line_mode_moves_the_campaign_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    make_play(tmp_path, "Gamma")
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nsearch\n"))
    argv = ["--lang", "en", "campaign", "continue", "Gamma", "--save-dir", str(tmp_path)]
    assert cli.main([*argv, "--plain"]) == 0
    said = capsys.readouterr().out
    assert "mission 2/2 Step 2 — 1 won of 1 game" in said
    assert "Every objective is met: the heroes win." in said
    assert "\x1b" not in said
    campaign = read_campaign(tmp_path / "campaigns" / "Gamma.json")
    assert campaign.history[0].outcome == "won"
    assert campaign.in_progress is None
