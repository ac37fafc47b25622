"""A first mission drawn from scratch by a designer who has not read the
format, at 80×24 and 160×50: the help can be read to its last key, a new
zone needs only its name, the whole mission's problems say when more are
hidden, a structure field starts from an example, and Escape leaves it."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.widgets import Label, TextArea

from tests.tui.editor.test_editor_screen import (
    SIZES,
    editor_app,
    field_problem,
    keys,
    panel_text,
)
from tests.tui.screen_text import screen_lines
from wolfenstein_tui.base import i18n
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.tui.editor.rules_form import FIELDS, RulesForm, TextFieldScreen
from wolfenstein_tui.tui.editor.screen import EditorScreen
from wolfenstein_tui.tui.screens.dialogs import MessageDialog


def empty_draft() -> MissionDraft:
    return MissionDraft.new(8, 6, "m50-first", "First", builtin_decks())


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x50"])
async def test_the_help_scrolls_to_its_last_key(size: tuple[int, int], tmp_path: Path) -> None:
    app = editor_app(empty_draft(), tmp_path)
    async with app.run_test(size=size) as pilot:
        await keys(pilot, "question_mark")
        assert isinstance(app.screen, MessageDialog)
        await keys(pilot, "end")
        text = "\n".join(screen_lines(app))
        assert "Leave the editor (asks about unsaved changes)" in text
        assert "Press Enter" in text
        await keys(pilot, "enter")
        assert isinstance(app.screen, EditorScreen)


@pytest.mark.asyncio
async def test_a_new_zone_needs_only_its_name(tmp_path: Path) -> None:
    draft = empty_draft()
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "z", "1")
        await pilot.press(*"West room")
        await keys(pilot, "enter")
        await keys(pilot, "1")
        assert draft.zones() == {"a": ("West room", "room")}
        await keys(pilot, "right", "z", "2")
        await pilot.press(*"c Hall")
        await keys(pilot, "enter", "2")
        assert draft.zones()["c"] == ("Hall", "corridor")
        assert "Zone c: Hall" in panel_text(app)


@pytest.mark.asyncio
async def test_hidden_problems_of_the_whole_mission_are_counted(tmp_path: Path) -> None:
    app = editor_app(empty_draft(), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        elsewhere = [p for p in editor.problems if p.square is None]
        assert len(elsewhere) > 4
        assert f"… and {len(elsewhere) - 4} more (r: the rules)" in panel_text(app)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x50"])
async def test_an_empty_structure_starts_from_an_example_and_escape_leaves(
    size: tuple[int, int], tmp_path: Path
) -> None:
    draft = empty_draft()
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=size) as pilot:
        await keys(pilot, "r")
        assert isinstance(app.screen, RulesForm)
        objectives = [field.path for field in FIELDS].index(("objectives",))
        await keys(pilot, *["down"] * objectives)
        # the highlighted line may carry problems under it: go by the option's id
        app.screen.query_one("#form-fields").highlighted = objectives
        await keys(pilot, "enter")
        assert isinstance(app.screen, TextFieldScreen)
        area = app.screen.query_one(TextArea)
        assert area.text.startswith("# An example:")
        assert "# - objective: collect_tokens" in area.text
        await keys(pilot, "escape")
        assert isinstance(app.screen, RulesForm)
        assert draft.value("objectives") == []

        await keys(pilot, "enter")
        area = app.screen.query_one(TextArea)
        area.text = "\n".join(line.removeprefix("# ") for line in area.text.splitlines()[2:5])
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, RulesForm)
        assert draft.value("objectives") == [
            {"objective": "collect_tokens", "tokens": ["A"], "text": "Take the papers."}
        ]
        assert "1 entry" in "\n".join(screen_lines(app))


@pytest.mark.asyncio
async def test_a_long_message_keeps_its_hint_reachable(tmp_path: Path) -> None:
    app = editor_app(empty_draft(), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(MessageDialog("\n".join(f"line {n}" for n in range(60))))
        await pilot.pause()
        scroll = app.screen.query_one(VerticalScroll)
        assert app.screen.focused is scroll
        await keys(pilot, "end")
        assert "line 59" in "\n".join(screen_lines(app))
        assert str(app.screen.query(Label).last().render()) == "Press Enter"


@pytest.mark.asyncio
async def test_next_problem_opens_the_rules_when_only_the_mission_has_some(
    tmp_path: Path,
) -> None:
    """Saving says "n shows them": with no problem left on a square, n opens
    the rules form, where the whole mission's problems are."""
    app = editor_app(empty_draft(), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        assert not editor.at_square and editor.problems
        await keys(pilot, "n")
        assert isinstance(app.screen, RulesForm)


@pytest.mark.asyncio
async def test_the_rules_form_and_the_panel_write_french_colons(tmp_path: Path) -> None:
    """French puts a space before a colon: "Titre : …", "Nord : mur"; a
    no-break space (i18n.keep_marks_attached)."""
    i18n.set_language("fr")
    try:
        app = editor_app(empty_draft(), tmp_path)
        async with app.run_test(size=(160, 50)) as pilot:
            await keys(pilot, "z", "1")
            await pilot.press(*"Salle")
            await keys(pilot, "enter", "1")
            assert "Nord\u00a0: mur" in panel_text(app)
            await keys(pilot, "r")
            text = "\n".join(screen_lines(app))
            assert "Titre\u00a0: First" in text
            assert "Titre: " not in text
    finally:
        i18n.set_language("en")


@pytest.mark.asyncio
async def test_a_field_written_wrong_says_the_whole_problem_at_80x24(tmp_path: Path) -> None:
    """The problem under a field's text says where and why as `validate`
    does (not the YAML reader's own lines), and wraps in the dialog,
    never cut at its edge."""
    app = editor_app(empty_draft(), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        typed = "- objective: [collect_tokens\n  tokens: {A"
        problem = await field_problem(app, pilot, ("objectives",), typed)
        shown = " ".join(
            " ".join(screen_lines(app)).translate({ord(c): " " for c in "█▊▎"}).split()
        )
        said = " ".join(problem.split())
        assert said.endswith("(in the list in [ ] that starts at line 1, column 14)")
        assert "line 2, column 9: YAML syntax error: a ',' or a closing ']' is expected" in said
        assert said in shown, (said, shown)


@pytest.mark.asyncio
@pytest.mark.parametrize("typed", ["\u00b2", "9" * 5000, "-3"])
async def test_a_number_field_refuses_what_is_no_whole_number(tmp_path: Path, typed: str) -> None:
    """The round limit typed as "²" (a digit `int` refuses) or 5,000 digits
    (more than `int` reads) stopped the editor; it asks for a whole number."""
    app = editor_app(empty_draft(), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        problem = await field_problem(app, pilot, ("round_limit",), typed)
        assert problem == "Write a whole number."


def test_a_map_size_is_read_from_ascii_digits_only() -> None:
    from wolfenstein_tui.tui.editor.square_edits import parse_size

    assert parse_size("20x13") == (20, 13) and parse_size(" 8 × 6 ") == (8, 6)
    assert parse_size("\u00b2x3") is None and parse_size("9" * 5000 + "x3") is None
