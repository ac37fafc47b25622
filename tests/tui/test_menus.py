"""The menus and dialogs around a game, driven like a player would (pilot),
at 80×24 and 160×50: the setup wizard stepping back, number keys, the
mission preview, the hero cards, the saved-game pickers, Continue from a
save folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import OptionList, Static

from tests.engine.games import ARENA
from wolfenstein_tui.app import cli
from wolfenstein_tui.app.cli import app_launch
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import column_letters
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.play.log_summary import summarize
from wolfenstein_tui.play.session import Session, latest_save, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.dialogs import (
    ChoiceDialog,
    ManyChoiceDialog,
    MessageDialog,
    TextDialog,
)
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.mission_picker import MissionPicker
from wolfenstein_tui.tui.screens.replay import ReplayScreen
from wolfenstein_tui.tui.screens.title import TitleScreen

SIZES = [(80, 24), (160, 50)]


async def step(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


def highlighted(app) -> int | None:
    return app.screen.query_one(OptionList).highlighted


def saved_game(folder: Path, names: tuple[str, ...] = ()) -> Session:
    loaded = load_mission(ARENA, builtin_decks())
    seats = (
        (("klaus", "blazkowicz"), ("anya", "max"))
        if names
        else (("klaus", "blazkowicz", "anya", "max"),)
    )
    header = new_header(loaded, seats, seed=1, skip_nazi_phase=True, player_names=names)
    session, _ = Session.start(loaded, header, folder)
    return session


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_escape_steps_back_through_the_wizard_keeping_the_answers(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "enter")  # New game
        await step(pilot, "down", "enter")  # the second mission
        await step(pilot, "down", "down", "enter")  # Bring 'em on!
        await step(pilot, "space", "enter")  # R-VAR-1 ticked
        await step(pilot, "down", "enter")  # 2 players
        await step(pilot, *["backspace"] * 8, *"Ann", "enter")
        assert isinstance(app.screen, TextDialog) and "player 2 of 2" in app.screen.prompt
        await step(pilot, "escape")  # back to player 1's name, as typed
        assert isinstance(app.screen, TextDialog) and app.screen.value == "Ann"
        await step(pilot, "escape")  # back to the number of players
        assert "How many players" in app.screen.prompt and highlighted(app) == 1
        await step(pilot, "escape")  # the house rules, still ticked
        assert isinstance(app.screen, ManyChoiceDialog) and app.screen.chosen == {0}
        assert "[x] Heroes activate in any order" in str(
            app.screen.query_one(OptionList).get_option_at_index(0).prompt.plain
        )
        await step(pilot, "escape")  # the difficulty, as chosen
        assert "Difficulty" in app.screen.prompt and highlighted(app) == 2
        await step(pilot, "escape")  # the missions, the second one highlighted
        assert isinstance(app.screen, MissionPicker) and highlighted(app) == 1
        await step(pilot, "escape")
        assert isinstance(app.screen, TitleScreen)
        assert latest_save(tmp_path) is None


@pytest.mark.asyncio
async def test_escape_at_the_recap_goes_back_to_the_seed(tmp_path: Path) -> None:
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "enter", "enter", "enter", "enter", "enter", "enter", "enter", "enter")
        await step(pilot, *"77", "enter")
        assert isinstance(app.screen, MessageDialog) and "seed 77" in app.screen.text
        await step(pilot, "escape")
        assert isinstance(app.screen, TextDialog) and app.screen.value == "77"
        await step(pilot, "enter")
        await step(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
    assert json.loads(latest_save(tmp_path).read_text().splitlines()[0])["seed"] == 77


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_number_keys_pick_in_the_title_a_wizard_list_and_a_dialog(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "6")  # Missions
        assert isinstance(app.screen, ChoiceDialog)
        await step(pilot, "1")  # their briefings and objectives (2 and 3: the editor)
        assert isinstance(app.screen, MessageDialog) and "Radio Silence" in app.screen.text
        await step(pilot, "enter")
        while not isinstance(app.screen, TitleScreen):
            await step(pilot, "escape")
        await step(pilot, "1")  # New game
        assert isinstance(app.screen, MissionPicker)
        await step(pilot, "3")  # the third mission
        assert isinstance(app.screen, ChoiceDialog) and "Difficulty" in app.screen.prompt
        await step(pilot, "4")  # I am Death incarnate
        await step(pilot, "2", "4")  # house rules 2 and 4 ticked by number
        assert app.screen.chosen == {1, 3}
        await step(pilot, "enter")
        await step(pilot, "3")  # 3 players
        assert isinstance(app.screen, TextDialog) and "of 3" in app.screen.prompt


@pytest.mark.asyncio
async def test_number_keys_answer_a_question_of_the_rules(tmp_path: Path) -> None:
    """A rules dialog (here a hero's choice) takes its option's number."""
    app = make_app(save_dir=tmp_path)
    picked: list[int] = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ChoiceDialog("Which one?", ["this", "that", "the other"]), picked.append)
        await pilot.pause()
        await step(pilot, "3")
    assert picked == [2]


def widest_mission() -> Path:
    decks = builtin_decks()
    return max(builtin_mission_files(), key=lambda p: load_mission(p, decks).mission.map.find("\n"))


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_the_map_preview_of_the_widest_mission_fits(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    decks = builtin_decks()
    files = builtin_mission_files()
    widest = widest_mission()
    index = files.index(widest)
    columns = len(load_mission(widest, decks).mission.map.splitlines()[0]) // 2
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "enter")
        await step(pilot, *["down"] * index)
        await pilot.pause()
        preview = app.screen.query_one("#preview-text", Static)
        lines = [strip.text for strip in preview.render_lines(preview.region.reset_offset)]
        top = next(i for i, line in enumerate(lines) if line.startswith("   +"))
        head = lines[top - 1].rstrip()
        assert head.split()[0] == "A" and head.endswith(column_letters(columns - 1)), head
        board = lines[top - 1 : top + 2 * 3]
        visible = app.screen.query_one("#preview").scrollable_content_region.width
        assert max(len(line.rstrip()) for line in board) <= visible
        assert all(line.rstrip().endswith(("│", "+")) for line in board[1:]), board


@pytest.mark.asyncio
async def test_the_hero_pick_shows_each_heroes_card(tmp_path: Path) -> None:
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "enter", "enter", "enter", "enter", "enter")  # to the heroes
        assert "Heroes (four of the six)" in app.screen.prompt
        details = app.screen.query_one("#details", Static)
        assert "War Veteran" in str(details.content)  # Klaus, suggested for mission 1
        await step(pilot, "2")  # one by one
        card = str(app.screen.query_one("#details", Static).content)
        first = builtin_decks().heroes[0]
        assert first.name in card and first.abilities[0].name in card
        assert f"HP {first.hp}" in card and "Weapon:" in card
        await step(pilot, "down")
        second = builtin_decks().heroes[1]
        assert second.abilities[0].name in str(app.screen.query_one("#details", Static).content)


def test_log_summaries_tell_mission_round_players_result_and_date(tmp_path: Path) -> None:
    session = saved_game(tmp_path, names=("Ann", "Bob"))
    session.play(StartActivation("klaus"))
    summary = summarize(session.path)
    assert summary.round == 1 and summary.outcome is None and summary.players == "Ann, Bob"
    label = summary.label()
    assert "round 1" in label and "in progress" in label and "Ann, Bob" in label
    assert summary.date[-6:-3].strip().isdigit()
    over = tmp_path / "over.jsonl"
    over.write_text(
        session.path.read_text()
        + json.dumps(
            {"do": {"command": "end_activation", "hero": "klaus"}, "round": 4, "outcome": "won"}
        )
        + "\n"
    )
    assert "round 4" in summarize(over).label() and "won" in summarize(over).label()
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text("{not json\n")
    assert "damaged" in summarize(damaged).label()
    not_a_log = tmp_path / "other.jsonl"
    not_a_log.write_bytes(b"\xff\xfe\x00")
    assert "damaged" in summarize(not_a_log).label()


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_the_pickers_show_each_saved_game_and_a_damaged_one(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    session = saved_game(tmp_path)
    session.play(StartActivation("anya"))
    session.close()  # as when the app is quit: the game's lock is free
    (tmp_path / "00-broken.jsonl").write_text('{"format": "something else"}\n')
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "5")  # Replay a game log
        assert isinstance(app.screen, ChoiceDialog)
        labels = app.screen.options
        good = next(label for label in labels if "Arena" in label or "arena" in label)
        assert "round 1" in good and "in progress" in good and "solo" in good
        broken = next(label for label in labels if "00-broken" in label)
        assert "damaged" in broken
        await step(pilot, str(labels.index(broken) + 1))  # a damaged one: a message, no crash
        assert isinstance(app.screen, TitleScreen)
        await step(pilot, "5")
        await step(pilot, str(labels.index(good) + 1))
        assert isinstance(app.screen, ReplayScreen)
        await step(pilot, "q")
        await step(pilot, "3")  # Load game
        await step(pilot, str(labels.index(good) + 1))
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.active_hero == "anya"


def test_continue_with_a_save_dir_carries_on_the_game_saved_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = saved_game(tmp_path)
    session.play(StartActivation("max"))
    session.close()  # as when the app is quit: the game's lock is free
    opened: list[tuple[object, object]] = []
    monkeypatch.setattr(app_launch, "run_app", lambda s, d: opened.append((s, d)) or 0)
    assert cli.main(["continue", "--save-dir", str(tmp_path)]) == 0
    resumed, folder = opened[-1]
    assert folder == tmp_path
    assert resumed.path == session.path and resumed.state.active_hero == "max"
    assert cli.main(["--save-dir", str(tmp_path)]) == 0
    assert opened[-1] == (None, tmp_path)


def test_continue_with_an_empty_save_dir_says_so(tmp_path: Path, capsys) -> None:
    assert cli.main(["continue", "--save-dir", str(tmp_path)]) == 1
    assert f"no saved game in {tmp_path}" in capsys.readouterr().err


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_the_title_screens_continue_looks_in_the_save_dir(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    session = saved_game(tmp_path)
    session.play(StartActivation("blazkowicz"))
    session.close()  # as when the app is quit: the game's lock is free
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "2")  # Continue
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.active_hero == "blazkowicz"


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_with_no_color_the_check_boxes_read_without_colour(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "1", "1", "1")  # New game, mission 1, the first level
        assert isinstance(app.screen, ManyChoiceDialog)
        await step(pilot, "2")  # tick the second house rule
        lines = [
            strip.text
            for strip in app.screen.query_one(OptionList).render_lines(
                app.screen.query_one(OptionList).region.reset_offset
            )
        ]
        text = "\n".join(lines)
        assert "[x] Noise when any two figures share a zone" in text
        assert text.count("[ ]") == 5  # the other three house rules, practice, no hints
