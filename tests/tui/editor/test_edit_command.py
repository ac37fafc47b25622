"""`wolfenstein edit [FILE]`: the app opens on the mission editor, on the
file when it exists, else on a new mission that ctrl+s saves as FILE; a
file that cannot be read is said with its place, and no app opens."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.app import cli
from wolfenstein_tui.tui.app import WolfensteinApp
from wolfenstein_tui.tui.editor.screen import EditorScreen

MISSION_ONE = Path(__file__).resolve().parents[3] / "missions" / "m01-radio-silence.yaml"


def first_screen_of(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> tuple[int, object]:
    opened: list[object] = []

    def run(app: WolfensteinApp) -> None:
        opened.append(app.first_screen() if app.first_screen is not None else None)

    monkeypatch.setattr(WolfensteinApp, "run", run)
    status = cli.main(argv)
    return status, opened[0] if opened else None


def test_edit_opens_the_editor_on_a_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_bytes(MISSION_ONE.read_bytes())
    status, screen = first_screen_of(monkeypatch, ["edit", str(mine)])
    assert status == 0 and isinstance(screen, EditorScreen)
    assert screen.draft.path == mine and not screen.draft.dirty


def test_edit_a_new_file_is_saved_there(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    new = tmp_path / "night-raid.yaml"
    status, screen = first_screen_of(monkeypatch, ["edit", str(new)])
    assert status == 0 and isinstance(screen, EditorScreen)
    assert screen.draft.path == new and screen.draft.dirty and not new.exists()
    assert screen.draft.value("id") == "night-raid"


def test_edit_a_broken_file_says_where(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("- a\n- b\n", encoding="utf-8")
    status, screen = first_screen_of(monkeypatch, ["edit", str(broken)])
    assert status == 1 and screen is None
    assert f"{broken}:1:1:" in capsys.readouterr().err
