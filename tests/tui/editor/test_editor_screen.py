"""The mission editor as a designer meets it, driven by keys (pilot) at 80×24
and 160×50: every kind of problem `validate` finds is shown where it is (a
! on its square and its sentence in the panel when the cursor is there, or
at its line of the rules form) with the count in the status line; playing
the mission and coming back keeps the draft, the cursor and the undo; undo
takes a selection back at once; leaving with unsaved changes asks; the
balance runs in the background and Escape stops it."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Label, OptionList, Static, TextArea

from tests.editing.test_draft_problems import CASES, MISSION_ONE
from tests.tui.screen_text import screen_lines
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.edits import Edit
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.play.missions.user_folder import user_missions_dir
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.editor.balance_screen import BalanceScreen
from wolfenstein_tui.tui.editor.playtest import PlaytestScreen
from wolfenstein_tui.tui.editor.rules_form import (
    FIELDS,
    RulesForm,
    TextFieldScreen,
    placed_problems,
)
from wolfenstein_tui.tui.editor.screen import EditorScreen
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, TextDialog

SIZES = [(80, 24), (160, 50)]


def editor_app(draft: MissionDraft, tmp_path: Path):
    return make_app(save_dir=tmp_path / "saves", first_screen=lambda: EditorScreen(draft))


async def keys(pilot, *pressed: str) -> None:
    await pilot.press(*pressed)
    await pilot.pause()


async def open_rules_field(app, pilot, path: tuple[str, ...]) -> None:
    """r for the mission's rules, then Enter on the field at `path` (picked
    by its index: the line above it may carry problems)."""
    await keys(pilot, "r")
    app.screen.query_one("#form-fields").highlighted = [f.path for f in FIELDS].index(path)
    await keys(pilot, "enter")


async def field_problem(app, pilot, path: tuple[str, ...], typed: str) -> str:
    """The problem a rules field shows once `typed` is given to it: written
    in its text area and saved (ctrl+s), or typed on its one line (Enter);
    the field stays open."""
    await open_rules_field(app, pilot, path)
    screen = app.screen
    if isinstance(screen, TextFieldScreen):
        screen.query_one(TextArea).text = typed
        await keys(pilot, "ctrl+s")
    else:
        assert isinstance(screen, TextDialog)
        screen.query_one(Input).value = typed
        await keys(pilot, "enter")
    assert app.screen is screen
    problem = "#field-problem" if isinstance(screen, TextFieldScreen) else "#problem"
    return str(screen.query_one(problem, Label).render())


def panel_text(app) -> str:
    return str(app.screen.query_one("#editor-panel", Static).render())


def status_text(app) -> str:
    return str(app.screen.query_one("#editor-status", Static).render())


def shown_at(app, square: str) -> str:
    """What the map shows on the screen at a square (its cell and the edge
    characters either side)."""
    view = app.screen.board_view
    offset = view.offset_of(parse_square(square))
    assert offset is not None, f"{square} is out of view"
    line = screen_lines(app)[view.region.y + offset[1]]
    x = view.region.x + offset[0]
    return line[x - 2 : x + 3]


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x50"])
@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
async def test_every_problem_kind_is_shown_at_its_place(
    case: tuple[str, list[Edit], str, str | None, tuple[str | int, ...] | None],
    size: tuple[int, int],
    tmp_path: Path,
) -> None:
    _what, edits, words, square, _field = case
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        editor.edit(*edits)
        editor.check_now()
        await pilot.pause()
        problems = draft.problems()
        errors = sum(1 for p in problems if p.severity == "error")
        assert f"{errors} error" in status_text(app)
        for problem in problems:
            if problem.square is None:
                continue
            editor.move_to(parse_square(problem.square))
            await pilot.pause()
            assert "!" in shown_at(app, problem.square), (
                problem.square,
                shown_at(app, problem.square),
            )
            assert problem.message in panel_text(app).replace("\n", " ") or problem.message[
                :30
            ] in panel_text(app)
        if square is not None:
            assert any(p.square == square and words in p.message for p in problems)
        await keys(pilot, "r")
        form = app.screen
        assert isinstance(form, RulesForm)
        prompts = [
            str(form.query_one(OptionList).get_option_at_index(index).prompt)
            for index in range(form.query_one(OptionList).option_count)
        ]
        by_line, others = placed_problems(problems)
        for index, placed in by_line.items():
            for problem in placed:
                assert problem.message in prompts[index], (FIELDS[index].path, problem.message)
        for problem in others:
            assert any(problem.message in prompt for prompt in prompts[len(FIELDS) :])
        assert any(words in prompt for prompt in prompts) or square is not None


@pytest.mark.asyncio
async def test_playing_the_mission_and_back_keeps_the_editor(tmp_path: Path) -> None:
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        await keys(pilot, "right", "right", "down", "s")  # C2's south edge: a wall
        text = draft.text()
        assert draft.can_undo
        await keys(pilot, "p")
        await pilot.pause()
        # The New game wizard's questions, each answered as offered.
        for _step in range(12):
            if isinstance(app.screen, PlaytestScreen):
                break
            await keys(pilot, "enter")
            await pilot.pause()
        game = app.screen
        assert isinstance(game, PlaytestScreen)
        assert game.session.rules.mission.id == "m01-radio-silence"
        folder = game.folder
        await keys(pilot, "q")
        await pilot.pause()
        assert app.screen is editor
        assert not folder.exists()  # the test game is not kept
        assert editor.draft is draft and draft.text() == text and editor.cursor == (2, 1)
        await keys(pilot, "ctrl+z")
        assert draft.text() != text and not draft.can_undo


@pytest.mark.asyncio
async def test_a_selection_is_painted_and_undone_at_once(tmp_path: Path) -> None:
    draft = MissionDraft.new(6, 4, "m50-test", "Test", builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = draft.text()
        await keys(pilot, "v", "right", "right", "down", "z", "enter")
        await keys(pilot, "backspace", "backspace", *"a Hall", "enter", "1")
        await keys(pilot, "v")
        zoned = [name for name in draft.squares() if draft.square(name).zone == "a"]
        assert zoned == ["A1", "B1", "C1", "A2", "B2", "C2"]
        await keys(pilot, "ctrl+z")  # the six squares at once
        assert [name for name in draft.squares() if draft.square(name).zone] == []
        await keys(pilot, "ctrl+y")
        assert [n for n in draft.squares() if draft.square(n).zone == "a"] == zoned
        await keys(pilot, "ctrl+z", "ctrl+z")  # then the zone's declaration
        assert draft.text() == first


@pytest.mark.asyncio
async def test_leaving_with_unsaved_changes_asks(tmp_path: Path) -> None:
    mission = tmp_path / "mine.yaml"
    mission.write_bytes(MISSION_ONE.read_bytes())
    draft = MissionDraft.open(mission, builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await keys(pilot, "q")
        assert not app.is_running  # nothing to save: it leaves at once
    draft = MissionDraft.open(mission, builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await keys(pilot, "t")  # A1: difficult ground
        assert "unsaved" in status_text(app)
        await keys(pilot, "q")
        assert isinstance(app.screen, ChoiceDialog)
        await keys(pilot, "3")  # go on editing
        assert isinstance(app.screen, EditorScreen) and draft.dirty
        await keys(pilot, "q", "1")  # save, then leave
        await pilot.pause()
        assert not app.is_running
    assert "A1" in mission.read_text(encoding="utf-8").split("difficult_terrain:")[1].split("\n")[0]


@pytest.mark.asyncio
async def test_the_balance_runs_in_the_background_and_escape_stops_it(tmp_path: Path) -> None:
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await keys(pilot, "b", "1")
        balance = app.screen
        assert isinstance(balance, BalanceScreen)
        while balance.played < 4:
            await pilot.pause(0.2)
        await keys(pilot, "escape")
        assert balance.stop.is_set() and app.screen is balance
        await balance.workers.wait_for_complete()
        await pilot.pause()
        lines = "\n".join(screen_lines(app))
        assert "Stopped after" in lines and "95%" in lines and "target" in lines
        await keys(pilot, "escape")
        assert isinstance(app.screen, EditorScreen)


@pytest.mark.asyncio
async def test_the_title_screen_edits_a_copy_of_a_built_in_mission(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Missions → Edit a copy: mission 1 copied into the user missions
    folder under an id and a title of its own, then opened in the editor;
    Missions → Edit one of my missions opens it again."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = make_app(save_dir=tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await keys(pilot, "6", "3")
        await keys(pilot, "1")  # mission 1
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        copy = user_missions_dir() / "m01-radio-silence-copy.yaml"
        assert editor.draft.path == copy and copy.is_file() and not editor.draft.dirty
        assert editor.draft.value("title") == "Radio Silence (copy)"
        assert MISSION_ONE.read_text(encoding="utf-8") != copy.read_text(encoding="utf-8")
        await keys(pilot, "q")
        assert not isinstance(app.screen, EditorScreen)
        await keys(pilot, "6", "4", "1")
        assert isinstance(app.screen, EditorScreen) and app.screen.draft.path == copy


@pytest.mark.asyncio
async def test_a_click_puts_the_cursor_on_the_square(tmp_path: Path) -> None:
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        offset = editor.board_view.offset_of(parse_square("E3"))
        assert offset is not None
        await pilot.click("#editor-map", offset=offset)
        await pilot.pause()
        assert editor.cursor == parse_square("E3")
        assert "E3" in panel_text(app)


@pytest.mark.asyncio
async def test_an_entry_of_the_square_menu_does_what_it_says(tmp_path: Path) -> None:
    """Enter opens the square's menu; the entry chosen is done (here the
    north edge's next mark), as its key would do it."""
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    app = editor_app(draft, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        editor.move_to(parse_square("D8"))
        before = draft.square("D8").edges["n"]
        await keys(pilot, "enter")
        assert isinstance(app.screen, ChoiceDialog)
        await keys(pilot, "down", "enter")  # after "Zone…": the north edge
        await pilot.pause()
        assert app.screen is editor
        assert draft.square("D8").edges["n"] != before


@pytest.mark.asyncio
async def test_a_finished_test_game_says_the_way_back_to_the_editor(tmp_path: Path) -> None:
    """The summary of a test game names no log (its folder goes with it)
    and says that q and Escape go back to the editor; the key bar too."""
    from tests.tui.test_game_over import finished_game
    from wolfenstein_tui.tui.screens.dialogs import MessageDialog

    folder = tmp_path / "test-game"
    folder.mkdir()
    session = finished_game(folder)
    app = make_app(
        save_dir=tmp_path / "saves", first_screen=lambda: PlaytestScreen(session, folder)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        summary = app.screen
        assert isinstance(summary, MessageDialog)
        assert "wolfenstein replay" not in summary.text and str(folder) not in summary.text
        assert summary.hint is not None and summary.hint.endswith("back to the editor.")
        await keys(pilot, "enter")
        game = app.screen
        assert isinstance(game, PlaytestScreen)
        quits = [key for key in game.footer_keys() if key.action == "quit_game"]
        assert [key.description for key in quits] == ["Editor"]
        assert "q Editor" in screen_lines(app)[-1]
