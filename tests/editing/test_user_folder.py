"""The player's missions folder: a mission saved there by the editor is
listed beside the built-in ones, marked as theirs, and playable by its id;
whatever else is planted there gets one sentence and stops nothing."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from wolfenstein_tui.app.cli.mission_named import find_mission
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.play.missions.listing import run_missions
from wolfenstein_tui.play.missions.user_folder import (
    find_user_mission,
    new_mission_path,
    user_missions,
    user_missions_dir,
)

REPO = Path(__file__).resolve().parents[2]
MISSION_ONE = REPO / "missions" / "m01-radio-silence.yaml"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    missions = user_missions_dir()
    assert missions == tmp_path / "data" / "wolfenstein" / "missions"
    missions.mkdir(parents=True)
    previous = signal.signal(signal.SIGALRM, _took_too_long)
    signal.alarm(60)  # a read that waits on a FIFO would hang here
    yield missions
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def _took_too_long(*_args: object) -> None:
    raise TimeoutError("reading the missions folder waited")


def _save_own_mission(folder: Path) -> Path:
    """Mission 1 under another id, saved by the editor where new missions go."""
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    from wolfenstein_tui.content.editing.edits import SetField

    draft.apply(SetField(("id",), "m50-my-radio"))
    draft.apply(SetField(("title",), "My Radio"))
    target = new_mission_path("m50-my-radio")
    draft.save(target)
    return target


def test_a_saved_mission_is_listed_as_yours_and_played_by_id(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = _save_own_mission(folder)
    assert saved.parent == folder
    decks = builtin_decks()
    found, notes = user_missions(decks)
    assert notes == [] and [entry.path for entry in found] == [saved]
    assert found[0].loaded is not None and found[0].loaded.mission.title == "My Radio"
    assert run_missions(None) == 0
    out = capsys.readouterr().out
    assert "m01-radio-silence" in out
    line = next(line for line in out.splitlines() if "m50-my-radio" in line)
    assert "My Radio" in line and "(yours)" in line
    assert out.index("m01-radio-silence") < out.index("m50-my-radio")
    played = find_mission("m50-my-radio", decks)
    assert played.mission.id == "m50-my-radio"  # type: ignore[attr-defined]
    assert find_user_mission("m50-my-radio", decks) is not None


def test_a_hostile_folder_gets_one_sentence_a_file(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = _save_own_mission(folder)
    secret = tmp_path / "secret.yaml"
    secret.write_text(MISSION_ONE.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "a-link.yaml").symlink_to(secret)
    os.mkfifo(folder / "b-fifo.yaml")
    (folder / "c-folder.yaml").mkdir()
    (folder / "d-huge.yaml").write_bytes(b"# " + b"x" * (2 * 1024 * 1024))
    (folder / "e-broken.yaml").write_text("id: [unclosed\n", encoding="utf-8")
    (folder / "f-list.yaml").write_text("- a\n- b\n", encoding="utf-8")
    (folder / "g-binary.yaml").write_bytes(b"\x00\x01")
    (folder / "notes.txt").write_text("not a mission", encoding="utf-8")
    found, notes = user_missions(builtin_decks())
    assert notes == []
    by_name = {entry.path.name: entry for entry in found}
    assert sorted(by_name) == [
        "a-link.yaml",
        "b-fifo.yaml",
        "c-folder.yaml",
        "d-huge.yaml",
        "e-broken.yaml",
        "f-list.yaml",
        "g-binary.yaml",
        saved.name,
    ]
    assert by_name[saved.name].loaded is not None
    expected = {
        "a-link.yaml": "symbolic link",
        "b-fifo.yaml": "FIFO",
        "c-folder.yaml": "folder",
        "d-huge.yaml": "larger than",
        "e-broken.yaml": "e-broken.yaml:",
        "f-list.yaml": "mapping of fields",
        "g-binary.yaml": "binary",
    }
    for name, words in expected.items():
        entry = by_name[name]
        assert entry.loaded is None
        assert entry.problem is not None and entry.problem.startswith(name), entry.problem
        assert words in entry.problem and "\n" not in entry.problem, entry.problem
    assert run_missions(None) == 0
    said = capsys.readouterr()
    assert "m50-my-radio" in said.out
    assert sum(1 for line in said.err.splitlines() if line.strip().startswith(tuple(expected))) == 7


def test_no_folder_yet_lists_only_the_built_in_missions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "nothing"))
    assert user_missions(builtin_decks()) == ([], [])
    assert run_missions(None) == 0
    assert "(yours)" not in capsys.readouterr().out


@pytest.mark.asyncio
async def test_the_new_game_wizard_offers_your_missions_after_the_campaign(
    folder: Path, tmp_path: Path
) -> None:
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.screens.mission_picker import MissionPicker

    _save_own_mission(folder)
    (folder / "broken.yaml").write_text("id: [\n", encoding="utf-8")
    app = make_app(save_dir=tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # New game
        await pilot.pause()
        assert isinstance(app.screen, MissionPicker)
        ids = [loaded.mission.id for loaded in app.screen.missions]
        assert ids[0] == "m01-radio-silence" and ids[-1] == "m50-my-radio"
        assert len(ids) == 11  # the ten of the campaign, then the one of the player's
