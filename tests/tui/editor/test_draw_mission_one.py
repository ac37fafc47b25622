"""Mission 1 drawn in the editor from an empty map by keys alone, as a
designer would: Missions → New mission on the title screen, each zone
declared and painted, the doors, barricade and open borders turned in,
terrain, tokens and figures set, the rules typed in the form (the long
texts pasted, as one pastes into a terminal), ctrl+s into the user
missions folder. The file saved loads to the same mission as
missions/m01-radio-silence.yaml, compared as data."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.widgets import TextArea

from tests.tui.editor.keyplans import all_keys, typed
from tests.tui.quick_keys import press
from wolfenstein_tui.content.editing.round_trip import dump_document, load_document
from wolfenstein_tui.content.files.places import builtin_missions_dir
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.play.missions.user_folder import user_missions_dir
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.editor.rules_form import FIELDS, RulesForm
from wolfenstein_tui.tui.editor.screen import EditorScreen

MISSION_ONE = builtin_missions_dir() / "m01-radio-silence.yaml"
PASTED = (
    "objectives",
    "loss_conditions",
    "special_rules",
    "briefing",
    "translations",
    "zones",
)
"""The rules' fields pasted in the form's text area (the others are typed)."""


def field_line(path: tuple[str, ...]) -> int:
    return next(index for index, field in enumerate(FIELDS) if field.path == path)


async def keys(pilot, *pressed: str) -> None:
    await press(pilot, *pressed)
    await pilot.pause()


async def paste_field(pilot, path: tuple[str, ...], text: str) -> None:
    """The form's line for `path`, its text area emptied and `text` pasted, done."""
    form = pilot.app.screen
    assert isinstance(form, RulesForm)
    await keys(pilot, "home", *["down"] * field_line(path), "enter")
    assert pilot.app.screen.query_one(TextArea).has_focus
    await keys(pilot, "f7")  # select all
    pilot.app.post_message(events.Paste(text))  # as the terminal gives a paste
    await pilot.pause()
    await keys(pilot, "ctrl+s")
    assert pilot.app.screen is form, f"{path} was not taken"


async def type_field(pilot, path: tuple[str, ...], text: str) -> None:
    await keys(pilot, "home", *["down"] * field_line(path), "enter")
    await keys(pilot, "ctrl+u", *typed(text), "enter")


@pytest.mark.asyncio
async def test_mission_one_drawn_by_keys_saves_as_mission_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    decks = builtin_decks()
    wanted = load_mission(MISSION_ONE, decks)
    document = load_document(MISSION_ONE.read_text(encoding="utf-8"))
    app = make_app(save_dir=tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # Title screen → Missions → New mission: its title, the default size (20x13).
        await keys(pilot, "6")
        await keys(pilot, "2")
        await keys(pilot, *typed(wanted.mission.title), "enter")
        await keys(pilot, "enter")
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        assert (editor.draft.width, editor.draft.height) == (20, 13)

        plan = list(all_keys(wanted, decks))
        for start in range(0, len(plan), 200):
            await keys(pilot, *plan[start : start + 200])
        assert app.screen is editor

        await keys(pilot, "r")
        await type_field(pilot, ("id",), wanted.mission.id)
        await type_field(pilot, ("summary",), wanted.mission.summary)
        await type_field(pilot, ("suggested_heroes",), ", ".join(wanted.mission.suggested_heroes))
        for field in PASTED:
            value = document[field]
            await paste_field(
                pilot, (field,), value if isinstance(value, str) else dump_document(value)
            )
        await keys(pilot, "escape")
        assert app.screen is editor

        await keys(pilot, "ctrl+s", "enter")  # the user missions folder, as offered
        await pilot.pause()
        saved = editor.draft.path
        assert saved is not None and not editor.draft.dirty
        assert saved.parent == user_missions_dir() and saved.name == f"{wanted.mission.id}.yaml"
        assert editor.problems == []

    got = load_mission(saved, decks)
    assert got.layout == wanted.layout
    assert got.mission.model_dump() | {"map": ""} == wanted.mission.model_dump() | {"map": ""}
