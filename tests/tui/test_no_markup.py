"""No text the app shows is read as Textual markup. Names, file paths, a
mission's own words and what a player types may hold "[": read as markup,
"[/x]" stops the app (MarkupError) and "[@click=app.quit]" makes an action
link. Every label, static text and option list is built with
`markup=False`, and the app reads no notification as markup; the styles
come from rich Text, never from markup."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from textual.widgets import Label

from tests.tui.editor.test_editor_screen import editor_app, field_problem
from tests.tui.editor.test_first_mission import empty_draft
from wolfenstein_tui.tui.app import make_app

TUI = Path(__file__).resolve().parents[2] / "wolfenstein_tui" / "tui"
SHOWN_BY = {
    "Label",
    "Static",
    "OptionList",
    "NumberedOptionList",
    "TrainingTip",
}
"""Textual's text widgets, and the app's own Statics built without their
own `__init__`."""
OWN_STATICS = ("kept_drawing.py",)
"""The modules of the app's Statics that build their Static themselves (the
hero card, the status bar and the heroes' lines are kept panels)."""


def _calls_without_markup_off(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        shows = isinstance(func, ast.Name) and func.id in SHOWN_BY
        if path.name in OWN_STATICS and isinstance(func, ast.Attribute):
            shows = shows or func.attr == "__init__"  # the Static of its own __init__
        off = any(
            k.arg == "markup" and isinstance(k.value, ast.Constant) and k.value.value is False
            for k in node.keywords
        )
        if shows and not off:
            found.append(f"{path.relative_to(TUI)}:{node.lineno}")
    return found


def test_no_text_is_read_as_rich_markup() -> None:
    """The keys panel writes a key's description as it is, as the rest."""
    sources = [path.read_text(encoding="utf-8") for path in sorted(TUI.rglob("*.py"))]
    assert not [source for source in sources if "from_markup(" in source]


def test_every_text_widget_is_built_with_markup_off() -> None:
    found = [
        place for path in sorted(TUI.rglob("*.py")) for place in _calls_without_markup_off(path)
    ]
    assert found == []


@pytest.mark.asyncio
async def test_a_notice_is_shown_as_written(tmp_path: Path) -> None:
    """A notice naming a file whose path holds "[/x]" (any widget's
    notice goes through the app's)."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.notify("Saved to /tmp/[/x]/game.jsonl", markup=True)
        await pilot.pause()
        notice = list(app._notifications)[-1]
        assert (notice.message, notice.markup) == ("Saved to /tmp/[/x]/game.jsonl", False)


@pytest.mark.asyncio
async def test_a_problem_echoing_what_was_typed_shows_it_as_typed(tmp_path: Path) -> None:
    """The suggested heroes' field names an unknown hero as typed: "[/x]"
    stopped the editor before."""
    app = editor_app(empty_draft(), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        problem = await field_problem(app, pilot, ("suggested_heroes",), "klaus, [/x]")
        assert problem.startswith("Unknown: [/x]. The heroes:")


@pytest.mark.asyncio
async def test_a_rules_search_for_a_bracket_says_what_was_searched(tmp_path: Path) -> None:
    """Help's search repeats the words typed ("0 rules found for '[/x]'"),
    which stopped the app when read as markup."""
    from tests.tui.test_play_screen import M01, game
    from wolfenstein_tui.tui.screens.help import HelpScreen

    app = make_app(session=game(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press(*"[/x]")
        await pilot.pause()
        found = str(app.screen.query_one("#found", Label).render())
        assert "'[/x]'" in found
