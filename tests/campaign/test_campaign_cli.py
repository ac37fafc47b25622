"""`wolfenstein campaign`: list, new and continue, up to the point where the
app would open (the app itself is replaced by a recorder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.campaign.helpers import HERE, win
from wolfenstein_tui.app import cli
from wolfenstein_tui.app.cli import app_launch
from wolfenstein_tui.play.campaign import CampaignPlay, read_campaign
from wolfenstein_tui.play.session import Session

STEPS_DIR = HERE / "missions"


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Session]:
    """The sessions the app would have opened."""
    sessions: list[Session] = []

    def fake_run_app(session: Session, save_dir: Path | None) -> int:
        sessions.append(session)
        return 0

    monkeypatch.setattr(app_launch, "run_app", fake_run_app)
    return sessions


def test_campaign_lists_nothing_yet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["campaign", "--save-dir", str(tmp_path)]) == 0
    assert "No campaign yet" in capsys.readouterr().out


def test_campaign_new_starts_mission_1_in_the_app(tmp_path: Path, opened: list[Session]) -> None:
    argv = ["campaign", "new", "Alpha", "--save-dir", str(tmp_path), "--seed", "4"]
    argv += ["--players", "2", "--heroes", "klaus,anya,max,set", "--names", "Ann,Bob"]
    argv += ["--difficulty", "dont_hurt_me"]
    assert cli.main(argv) == 0
    (session,) = opened
    assert session.rules.mission.id == "m01-radio-silence"
    assert session.path.parent == tmp_path
    campaign = read_campaign(tmp_path / "campaigns" / "Alpha.json")
    assert campaign.seats == [["klaus", "max"], ["anya", "set"]]
    assert campaign.players == ["Ann", "Bob"]
    assert campaign.missions[0] == "m01-radio-silence"
    assert campaign.history[0].log == session.path.name  # relative to the save folder
    assert session.state.difficulty.value == "dont_hurt_me"


def test_campaign_list_shows_each_campaign(
    tmp_path: Path, opened: list[Session], capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["campaign", "new", "Beta", "--save-dir", str(tmp_path)]
    assert cli.main([*argv, "--missions", str(STEPS_DIR), "--heroes", "klaus,anya,max,set"]) == 0
    win(opened[0])
    capsys.readouterr()
    assert cli.main(["campaign", "--save-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Beta — Bring 'em on! — Klaus Kreutz, Anya Oliwa, Max Hass, Set Roth" in out
    # The win is not written down until the campaign is continued or the app records it:
    assert "mission 1/2 Step 1 (in progress) — 0 won of 0 games" in out


def test_campaign_continue_resumes_then_moves_on(
    tmp_path: Path, opened: list[Session], capsys: pytest.CaptureFixture[str]
) -> None:
    save = ["--save-dir", str(tmp_path)]
    assert cli.main(["campaign", "new", "Gamma", *save, "--missions", str(STEPS_DIR)]) == 0
    opened[0].close()  # the app ends: the game's lock is free
    assert cli.main(["campaign", "continue", "Gamma", *save]) == 0
    assert opened[1].path == opened[0].path  # the game in progress
    win(opened[1])
    opened[1].close()
    assert cli.main(["campaign", "continue", "Gamma", *save]) == 0
    assert opened[2].rules.mission.id == "c02-step-2"
    win(opened[2])
    opened[2].close()
    capsys.readouterr()
    assert cli.main(["campaign", "continue", "Gamma", *save]) == 0
    assert len(opened) == 3  # finished: nothing to open
    assert "finished: 2/2 missions won — 2 won of 2 games" in capsys.readouterr().out
    assert cli.main(["campaign", *save]) == 0
    assert "Gamma" in capsys.readouterr().out


def test_campaign_errors_are_plain(
    tmp_path: Path, opened: list[Session], capsys: pytest.CaptureFixture[str]
) -> None:
    save = ["--save-dir", str(tmp_path)]
    assert cli.main(["campaign", "continue", "Nobody", *save]) == 1
    assert "no campaign named 'Nobody'" in capsys.readouterr().err
    assert cli.main(["campaign", "new", "a/b", *save]) == 2
    assert "cannot name a campaign" in capsys.readouterr().err
    assert cli.main(["campaign", "new", "D", *save, "--heroes", "klaus,anya"]) == 2
    assert "four different heroes" in capsys.readouterr().err
    assert cli.main(["campaign", "new", "D", *save, "--players", "2", "--names", "Solo"]) == 2
    assert "--names gives 1 names for 2 players" in capsys.readouterr().err
    assert cli.main(["campaign", "new", "D", *save, "--missions", str(tmp_path / "none")]) == 1
    assert "not a folder" in capsys.readouterr().err
    assert cli.main(["campaign", "new", "E", *save]) == 0
    assert cli.main(["campaign", "new", "E", *save]) == 1
    assert "already exists" in capsys.readouterr().err
    assert not opened[1:]


def test_a_broken_campaign_file_is_reported_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "campaigns"
    folder.mkdir()
    (folder / "Broken.json").write_text('{"format": "wolfenstein-campaign", "version": 9}')
    assert cli.main(["campaign", "--save-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "Broken.json:1:36: this campaign was saved by a newer version" in err
    assert "Traceback" not in err
    assert cli.main(["campaign", "continue", "Broken", "--save-dir", str(tmp_path)]) == 1
    assert "newer version" in capsys.readouterr().err


def test_the_save_dir_can_come_before_the_subcommand(tmp_path: Path, opened: list[Session]) -> None:
    argv = ["campaign", "--save-dir", str(tmp_path), "new", "Delta", "--missions", str(STEPS_DIR)]
    assert cli.main(argv) == 0
    assert CampaignPlay.open("Delta", tmp_path).campaign.in_progress is not None


def test_campaign_new_with_hints_off_records_it_for_each_game(
    tmp_path: Path, opened: list[Session]
) -> None:
    """`--no-hints`: the campaign keeps it, and each of its games' logs
    says hints are off (o then gives no advice); without it, hints are on."""
    argv = ["campaign", "new", "Delta", "--save-dir", str(tmp_path), "--no-hints"]
    assert cli.main(argv) == 0
    assert read_campaign(tmp_path / "campaigns" / "Delta.json").hints is False
    assert opened[0].record.header.hints is False
    assert cli.main(["campaign", "new", "Echo", "--save-dir", str(tmp_path)]) == 0
    assert opened[1].record.header.hints is True
