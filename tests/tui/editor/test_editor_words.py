"""The mission editor speaks a designer's words, in every language.

`wolfenstein validate` names the mission file's fields ("'hero_spawns' has
0 entries"), as a file's author writes them; the editor's designer draws
and fills a form, and reads the same problems in the editor's words ("Hero
spawns on the map (o: tokens): none yet; at least 1 needed"). The scan, in
English, French, Italian, Spanish and Polish, over the problems of a new
mission and of each kind of mistake on mission 1 (tests/editing/
test_draft_problems.py), and over what the editor shows at 80×24:

- no problem names a field of the file (a quoted or snake_case name);
- the rules form shows no file position ("42:1"), and its title whole;
- the square's panel names a figure as the game does ("Soldier 1"), never
  by its id ("soldier-1 (soldier)");
- the help names the keys in the language spoken ("espace", not "space");
- no line on these screens starts with a colon or a semicolon (French
  writes a space before them).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import OptionList

from tests.editing.test_draft_problems import CASES, MISSION_ONE
from tests.tui.editor.test_editor_screen import editor_app, keys, panel_text
from tests.tui.screen_text import screen_lines
from wolfenstein_tui.base import i18n
from wolfenstein_tui.content.editing.designer_words import FIELD_WORDS, designer_message
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.tui.editor.editor_keys import help_text
from wolfenstein_tui.tui.editor.rules_form import RulesForm
from wolfenstein_tui.tui.editor.screen import EditorScreen

LANGUAGES = ("en", "fr", "it", "es", "pl")

FILE_WORDS = re.compile(r"\b[a-z]+_[a-z_]+\b|'(?:" + "|".join(FIELD_WORDS) + r")'")
"""A field of the mission file named as the file writes it."""
POSITION = re.compile(r"\b\d+:\d+\b")
RAW_ID = re.compile(r"\b[a-z]+-\d+\b")
LINE_STARTS_WITH_A_MARK = re.compile(r"^\s*[│▊]?\s*[:;]", re.MULTILINE)


@pytest.fixture(params=LANGUAGES)
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def drafts() -> Iterator[MissionDraft]:
    """A new mission, and mission 1 with each kind of mistake."""
    decks = builtin_decks()
    yield MissionDraft.new(20, 13, "new", "My mission", decks)
    for _what, edits, _words, _square, _field in CASES:
        draft = MissionDraft.open(MISSION_ONE, decks)
        for edit in edits:
            draft.apply(edit)
        yield draft


def test_no_problem_names_a_field_of_the_file(spoken: str) -> None:
    checked = 0
    for draft in drafts():
        for problem in draft.problems():
            checked += 1
            assert not FILE_WORDS.search(problem.message), (spoken, problem.message, problem.said)
    assert checked > 10


def test_validate_s_sentences_are_read_back_with_their_values(spoken: str) -> None:
    """The sentences of `validate` come back in the editor's words with
    their numbers (R-VAR-3's form aside: the file's own checks)."""
    from wolfenstein_tui.content.editing.designer_words import FEW, LOW, MISSING

    field = i18n._(FIELD_WORDS["hero_spawns"])
    said = designer_message(i18n._(FEW).format(name="hero_spawns", count=0, least=1))
    assert field[1:] in said and "1" in said and "hero_spawns" not in said
    said = designer_message(i18n._(LOW).format(name="round_limit", value=0, least=1))
    assert i18n._(FIELD_WORDS["round_limit"])[1:] in said and "0" in said
    said = designer_message(i18n._(MISSING).format(name="briefing"))
    assert i18n._(FIELD_WORDS["briefing"])[1:] in said


def test_the_help_names_the_keys_in_the_language_spoken(spoken: str) -> None:
    text = help_text()
    if spoken != "en":
        assert not re.search(r"\bspace\b", text), text
    assert not LINE_STARTS_WITH_A_MARK.search(text)


@pytest.mark.asyncio
async def test_the_panel_and_the_rules_form_speak_a_designer_s_words(
    tmp_path: Path, spoken: str
) -> None:
    app = editor_app(MissionDraft.new(20, 13, "new", "My mission", builtin_decks()), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = "\n".join(screen_lines(app))
        assert not FILE_WORDS.search(shown) and not LINE_STARTS_WITH_A_MARK.search(shown)
        await keys(pilot, "r")
        assert isinstance(app.screen, RulesForm)
        title = i18n._("The mission's rules · Enter: change the field · Escape: back to the map")
        assert title in screen_lines(app)[0]  # whole at 80 columns
        options = app.screen.query_one(OptionList)
        prompts = [
            str(options.get_option_at_index(index).prompt) for index in range(options.option_count)
        ]
        form = "\n".join(prompts)
        assert "!" in form  # the new mission's problems are there
        assert not POSITION.search(form), form
        assert not FILE_WORDS.search(form), form
        shown = "\n".join(screen_lines(app))
        assert not LINE_STARTS_WITH_A_MARK.search(shown), shown

    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    app = editor_app(draft, tmp_path / "one")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        square = next(name for name in draft.squares() if draft.square(name).figure is not None)
        editor.move_to(parse_square(square))
        await pilot.pause()
        panel = panel_text(app)
        figure = draft.square(square).figure
        assert figure is not None
        assert not RAW_ID.search(panel), panel
        assert f"({figure.enemy_type})" not in panel
        assert not LINE_STARTS_WITH_A_MARK.search("\n".join(screen_lines(app)))
