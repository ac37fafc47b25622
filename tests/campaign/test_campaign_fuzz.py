"""Fuzzing campaign files: whatever a campaign file holds, listing the
campaigns and carrying one on give a result or a message located at a line
of the file (or of the file it names), never a traceback."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.campaign.helpers import make_play, win
from tests.fuzzing import CONTROL, located_line, mutate_json_document
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.play import campaign as campaigns
from wolfenstein_tui.play.saves import SaveError

SETTINGS = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def valid_campaign(tmp_path_factory) -> tuple[Path, str]:
    """A save folder holding a campaign with one mission won and the next
    one in progress (so its history names two game logs)."""
    folder = tmp_path_factory.mktemp("saves")
    play = make_play(folder, "Fuzz")
    session = play.start_mission()
    win(session)
    play.record(session)
    play.start_mission()
    return folder, play.path.read_text(encoding="utf-8")


def carry_on(folder: Path, name: str) -> str | None:
    """List the campaigns and carry this one on (without the app); the
    message of the first refusal, else None."""
    for _, found in campaigns.list_campaigns(folder):
        if isinstance(found, campaigns.CampaignError):
            return str(found)
    try:
        play = campaigns.CampaignPlay.open(name, folder)
        campaigns.describe(play)
        play.continue_play()
    except (SaveError, ContentError) as error:
        return str(error)
    return None


@SETTINGS
@given(seed=st.integers(0, 2**32))
def test_mutated_campaign_files_never_raise(
    valid_campaign: tuple[Path, str], tmp_path_factory, seed: int
) -> None:
    source, text = valid_campaign
    rnd = random.Random(seed)
    folder = tmp_path_factory.mktemp("fuzz")
    shutil.copytree(source, folder, dirs_exist_ok=True)
    mutated = mutate_json_document(text, rnd, edits=rnd.randint(1, 3))
    path = folder / "campaigns" / "Fuzz.json"
    path.write_text(mutated, encoding="utf-8")
    message = carry_on(folder, "Fuzz")
    if message is None:
        return
    first = message.split("\n", 1)[0]
    assert not CONTROL.search(message.replace("\n", "")), message
    assert len(first) < 1200
    if first.startswith(str(path)):
        line = located_line(first, str(path))
        assert line is not None and 1 <= line <= mutated.count("\n") + 1, message
    else:  # about a file the campaign names: a game log or a mission
        assert ".jsonl:" in first or ".yaml" in first or "mission" in first, message


def test_a_log_name_too_long_for_any_file_system_is_refused_at_its_line(
    valid_campaign: tuple[Path, str], tmp_path: Path
) -> None:
    """A name no file system takes (over 255 bytes) is a problem of the
    campaign file, located there, not an error of the system's stat()."""
    source, text = valid_campaign
    shutil.copytree(source, tmp_path, dirs_exist_ok=True)
    data = json.loads(text)
    data["history"][-1]["log"] = "2" + "[" * 400 + ".jsonl"
    path = tmp_path / "campaigns" / "Fuzz.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    message = carry_on(tmp_path, "Fuzz")
    assert message is not None
    assert located_line(message.split("\n", 1)[0], str(path)) is not None, message
    assert "longer than 255 bytes" in message


def test_a_mission_file_that_cannot_be_read_is_refused_at_its_line(
    valid_campaign: tuple[Path, str], tmp_path: Path
) -> None:
    """Found by fuzzing (seed 112): the game in progress gone, the next
    mission to start is named `c02-step,.yaml`, which does not exist. The
    message names the line of the campaign file that names the mission."""
    source, text = valid_campaign
    shutil.copytree(source, tmp_path, dirs_exist_ok=True)
    data = json.loads(text)
    data["missions"][1] = "c02-step,.yaml"
    data["history"][-1]["log"] = "gone.jsonl"
    mutated = json.dumps(data, indent=2)
    path = tmp_path / "campaigns" / "Fuzz.json"
    path.write_text(mutated, encoding="utf-8")
    message = carry_on(tmp_path, "Fuzz")
    assert message is not None
    first = message.split("\n", 1)[0]
    line = located_line(first, str(path))
    assert line is not None, message
    assert mutated.splitlines()[line - 1].strip() == '"c02-step,.yaml"', message
    assert "mission 2 (c02-step,.yaml)" in first
    assert "cannot read the file" in message


def test_a_campaign_file_that_is_not_utf8_is_refused_at_the_bad_line(
    valid_campaign: tuple[Path, str], tmp_path: Path
) -> None:
    """A byte that is not UTF-8 on line 3: the message says file:3, like
    every other problem of a campaign file (not 'file: line 3')."""
    source, text = valid_campaign
    shutil.copytree(source, tmp_path, dirs_exist_ok=True)
    lines = text.encode("utf-8").split(b"\n")
    lines[2] = lines[2] + b"\xff"
    path = tmp_path / "campaigns" / "Fuzz.json"
    path.write_bytes(b"\n".join(lines))
    message = carry_on(tmp_path, "Fuzz")
    assert message is not None
    assert located_line(message.split("\n", 1)[0], str(path)) == 3, message
    assert "byte 0xff is not UTF-8 text" in message


def test_a_campaign_file_too_big_is_refused_at_its_first_line(tmp_path: Path) -> None:
    """A file over the size limit is the whole file's problem: line 1."""
    path = tmp_path / "campaigns" / "Fuzz.json"
    path.parent.mkdir()
    path.write_text(" " * (campaigns.MAX_CAMPAIGN_BYTES + 1), encoding="utf-8")
    message = carry_on(tmp_path, "Fuzz")
    assert message is not None
    assert located_line(message.split("\n", 1)[0], str(path)) == 1, message
    assert "limited to" in message


def test_r_diff_a_shared_life_hero_below_the_hardest_level_is_a_located_message(
    valid_campaign: tuple[Path, str], tmp_path: Path
) -> None:
    """R-DIFF: a campaign file edited to give a shared-life hero at "Bring
    'em on!" (found by the fuzz test above: the rules refused the game's
    setup with a traceback) is refused with the rules' words, at the line
    of that field."""
    source, text = valid_campaign
    shutil.copytree(source, tmp_path, dirs_exist_ok=True)
    path = tmp_path / "campaigns" / "Fuzz.json"
    data = json.loads(text)
    data["shared_life_hero"] = "klaus"
    data["history"] = data["history"][:1]  # the next mission is to be started
    edited = json.dumps(data, indent=2) + "\n"
    path.write_text(edited, encoding="utf-8")
    message = carry_on(tmp_path, "Fuzz")
    assert message is not None
    assert message.startswith(f"{path}:")
    assert "the rules refuse this campaign's setup" in message
    assert "Only 'I am Death incarnate' gives a single shared-life" in message
    line = located_line(message, str(path))
    assert line is not None
    assert '"shared_life_hero"' in edited.splitlines()[line - 1]
