"""Paths stay home (issue 11, class 4): a campaign's game logs and a log's
mission file are named relative to the save folder (the log's folder), and
a path out of it is refused with a located message: nothing is read,
written or appended there. Old files keep working where they are safe."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from tests.campaign.helpers import make_play
from tests.engine.games import ARENA, STARTER
from tests.saving.helpers import decisions, start
from wolfenstein_tui.app import cli
from wolfenstein_tui.app.cli import app_launch
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.play.campaign import CampaignError, CampaignPlay, read_campaign, write_campaign
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import Session


def rewrite_first_attempt(play: CampaignPlay, log: str) -> None:
    campaign = read_campaign(play.path)
    campaign.history[0].log = log
    write_campaign(campaign, play.path)


@pytest.mark.parametrize("kind", ["dotdot", "absolute", "symlink"])
def test_a_campaign_log_outside_the_save_folder_is_refused(
    tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = tmp_path / "saves"
    play = make_play(saves)
    play.start_mission().close()
    outside = tmp_path / "outside.jsonl"
    outside.write_text("precious\n")
    if kind == "dotdot":
        written = "../outside.jsonl"
    elif kind == "absolute":
        written = str(outside)
    else:
        (saves / "link.jsonl").symlink_to(outside)
        written = "link.jsonl"
    rewrite_first_attempt(play, written)
    with pytest.raises(CampaignError) as refused:
        CampaignPlay.open("Test", saves).continue_play()
    message = str(refused.value)
    assert re.search(r"Test\.json:\d+:\d+: history\[0\]\.log:", message), message
    assert "outside the save folder" in message
    assert cli.main(["campaign", "continue", "Test", "--save-dir", str(saves)]) == 1
    err = capsys.readouterr().err
    assert "outside the save folder" in err and "Traceback" not in err
    assert outside.read_text() == "precious\n"  # never appended to


def test_a_campaign_names_its_logs_relative_to_the_save_folder(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    assert read_campaign(play.path).history[0].log == session.path.name
    session.close()
    # the save folder can move: the campaign still finds its game
    moved = tmp_path.parent / f"{tmp_path.name}-moved"
    shutil.move(tmp_path, moved)
    again = CampaignPlay.open("Test", moved).continue_play()
    assert again is not None and again.path == moved / session.path.name
    again.close()


def test_an_old_campaign_with_an_absolute_log_inside_the_save_folder_works(
    tmp_path: Path,
) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    session.play(StartActivation("klaus"))
    session.close()
    rewrite_first_attempt(play, str(session.path.resolve()))
    again = CampaignPlay.open("Test", tmp_path).continue_play()
    assert again is not None and again.state.active_hero == "klaus"
    again.close()


def log_naming(tmp_path: Path, mission_file: str | None, mission: Path = ARENA) -> Path:
    """A fresh game's log with its header's mission_file replaced."""
    session = start(tmp_path, mission)
    session.play(StartActivation("klaus"))
    session.close()
    lines = session.path.read_text().splitlines()
    header = json.loads(lines[0])
    header.pop("mission_file", None)
    if mission_file is not None:
        header["mission_file"] = mission_file
    lines[0] = json.dumps(header)
    session.path.write_text("\n".join(lines) + "\n")
    return session.path


@pytest.mark.parametrize(
    "written",
    [str(ARENA), "../arena.yaml", "../../../../../../../../etc/passwd", "/dev/zero", "a\x00b"],
)
def test_a_mission_file_outside_the_logs_folder_is_not_read(
    tmp_path: Path, written: str, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(ARENA, tmp_path / "arena.yaml")
    log = log_naming(tmp_path / "saves", written)
    with pytest.raises(SaveError) as refused:
        Session.resume(log)
    message = str(refused.value)
    assert f"{log}:1: " in message and "mission_file" in message
    # A NUL is refused when the header is read, before any path is made of it.
    why = "holds a NUL character" if "\x00" in written else "outside the log's folder"
    assert why in message
    assert cli.main(["replay", "--headless", str(log)]) == 1
    err = capsys.readouterr().err
    assert why in err
    assert "\x00" in written or "--mission FILE" in err
    assert "Traceback" not in err


def test_a_symlink_out_of_the_logs_folder_is_not_followed(tmp_path: Path) -> None:
    log = log_naming(tmp_path / "saves", "arena.yaml")
    (tmp_path / "saves" / "arena.yaml").symlink_to(ARENA)
    with pytest.raises(SaveError, match="outside the log's folder"):
        Session.resume(log)


def test_the_player_can_name_the_mission_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = log_naming(tmp_path, str(ARENA))
    assert cli.main(["replay", "--headless", "--mission", str(ARENA), str(log)]) == 0
    assert "1 decisions" in capsys.readouterr().out
    Session.resume(log, mission=ARENA).close()


def test_a_mission_beside_the_log_or_below_it_is_read(tmp_path: Path) -> None:
    log = log_naming(tmp_path, "arena.yaml")
    shutil.copy(ARENA, tmp_path / "arena.yaml")
    Session.resume(log).close()
    (tmp_path / "sub").mkdir()
    shutil.copy(ARENA, tmp_path / "sub" / "arena.yaml")
    log = log_naming(tmp_path, "sub/arena.yaml")
    Session.resume(log).close()


def test_an_old_log_naming_a_built_in_mission_by_its_absolute_path_still_loads(
    tmp_path: Path,
) -> None:
    """Older versions wrote the installed mission's absolute path: it is
    read from the built-in missions (the path itself is not opened)."""
    log = log_naming(
        tmp_path, "/somewhere/else/site-packages/missions/m01-radio-silence.yaml", STARTER
    )
    again = Session.resume(log)
    assert again.rules.mission.id == "m01-radio-silence"
    again.close()
    assert [d["command"] for d in decisions(log)] == ["start_activation"]


def test_a_new_game_names_a_built_in_mission_by_its_id_only(tmp_path: Path) -> None:
    session = start(tmp_path, STARTER)
    session.close()
    header = json.loads(session.path.read_text().splitlines()[0])
    assert header["mission"] == "m01-radio-silence" and "mission_file" not in header


def test_a_new_game_on_a_mission_of_ones_own_keeps_a_copy_beside_the_log(
    tmp_path: Path,
) -> None:
    own = tmp_path / "mine" / "arena.yaml"
    own.parent.mkdir()
    shutil.copy(ARENA, own)
    session = start(tmp_path / "saves", own)
    session.close()
    header = json.loads(session.path.read_text().splitlines()[0])
    assert header["mission_file"].startswith("missions/arena-")
    assert (session.path.parent / header["mission_file"]).read_bytes() == ARENA.read_bytes()
    os.remove(own)  # the original may go: the game still loads
    Session.resume(session.path).close()


def test_the_player_can_play_on_naming_the_mission_on_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = log_naming(tmp_path, str(ARENA))
    opened: list[Session] = []
    monkeypatch.setattr(
        app_launch, "run_app", lambda session, save_dir: opened.append(session) or 0
    )
    assert cli.main(["play", str(ARENA), "--continue", str(log)]) == 0
    (session,) = opened
    assert session.path == log and session.state.active_hero == "klaus"
    session.play(EndActivation("klaus"))
    session.close()
    assert [d["command"] for d in decisions(log)] == ["start_activation", "end_activation"]
