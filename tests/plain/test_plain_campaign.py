"""A campaign's mission in the line mode (R-GAME-3): the result is recorded
when the game ends, and the next mission is said."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tests.campaign.helpers import HERE, make_play
from wolfenstein_tui.app import cli
from wolfenstein_tui.play.campaign import read_campaign

STEPS_DIR = HERE / "missions"


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


def test_a_campaign_is_started_in_the_line_mode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """R-GAME-3: `campaign new --plain` starts the first mission in the
    line mode, as `campaign continue --plain` carries one on: a player with
    a screen reader starts a campaign without the app."""
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nsearch\n"))
    argv = ["--lang", "en", "campaign", "new", "Zeta", "--save-dir", str(tmp_path)]
    argv += ["--missions", str(STEPS_DIR), "--heroes", "klaus,anya,max,set", "--plain"]
    assert cli.main(argv) == 0
    said = capsys.readouterr().out
    assert "Every objective is met: the heroes win." in said
    assert "mission 2/2 Step 2 — 1 won of 1 game" in said
    assert "\x1b" not in said
    assert read_campaign(tmp_path / "campaigns" / "Zeta.json").history[0].outcome == "won"


def test_a_campaign_keeps_its_house_rules_and_shared_life(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R-VAR and R-DIFF: `campaign new` takes the house rules and the
    shared-life hero, as `play` does and as the app's campaign wizard does;
    each of its games is played with them."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    argv = ["campaign", "new", "Eta", "--save-dir", str(tmp_path), "--missions", str(STEPS_DIR)]
    argv += ["--heroes", "klaus,anya,max,set", "--difficulty", "i_am_death_incarnate"]
    argv += ["--house-rule", "any_hero_order", "--shared-life", "max", "--plain"]
    assert cli.main(argv) == 0
    campaign = read_campaign(tmp_path / "campaigns" / "Eta.json")
    assert campaign.house_rules["any_hero_order"] and campaign.shared_life_hero == "max"
    header = json.loads((tmp_path / campaign.history[0].log).read_text().splitlines()[0])
    assert header["house_rules"]["any_hero_order"] and header["shared_life_hero"] == "max"


def test_a_shared_life_hero_out_of_the_campaign_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["campaign", "new", "Theta", "--save-dir", str(tmp_path), "--missions", str(STEPS_DIR)]
    argv += ["--heroes", "klaus,anya,max,set", "--shared-life", "blazkowicz", "--plain"]
    assert cli.main(argv) == 2
    assert (
        "--shared-life: blazkowicz is not one of klaus, anya, max, set" in capsys.readouterr().err
    )
    assert not (tmp_path / "campaigns" / "Theta.json").exists()
