"""Load game and Replay delete a saved game the player no longer wants (d
or Delete), after a question that names it: keeping it is the first
answer, so a stray Enter deletes nothing; a game someone plays is refused."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widgets import Label, OptionList

from tests.campaign.helpers import make_play
from tests.tui.test_menus import saved_game, step
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.saved_games import SavedGamesDialog
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.title import TitleScreen


def two_games(folder: Path) -> tuple[Path, Path]:
    """A game played a little, and a damaged log."""
    session = saved_game(folder)
    session.play(StartActivation("anya"))
    session.close()
    broken = folder / "00-broken.jsonl"
    broken.write_text('{"format": "something else"}\n')
    return session.path, broken


def older_games(folder: Path, count: int) -> Path:
    """Two games, then `count` copies of the first, each older than the last."""
    game, _broken = two_games(folder)
    for number in range(count):
        copy = folder / f"copy-{number:02}.jsonl"
        copy.write_bytes(game.read_bytes())
        os.utime(copy, (1_000_000 + number, 1_000_000 + number))
    return folder


async def load_game(app, pilot) -> SavedGamesDialog:
    """Load game opened from the title screen: its list."""
    await step(pilot, "3")
    picker = app.screen
    assert isinstance(picker, SavedGamesDialog)
    return picker


def question(app) -> str:
    return " ".join(str(label.render()) for label in app.screen.query(Label))


def notices(app) -> list[str]:
    return [str(notice.message) for notice in app._notifications]


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_a_saved_game_is_deleted_after_the_question(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    game, broken = two_games(tmp_path)
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "3")  # Load game
        picker = app.screen
        assert isinstance(picker, SavedGamesDialog)
        assert "d: delete a game" in question(app)
        place = picker.paths.index(broken)
        picker.query_one(OptionList).highlighted = place
        await step(pilot, "d")
        assert isinstance(app.screen, ChoiceDialog) and app.screen is not picker
        said = question(app)
        assert "Delete this saved game?" in said and "00-broken.jsonl" in said
        assert "this cannot be undone" in said
        await step(pilot, "enter")  # the first answer keeps it
        assert app.screen is picker and broken.exists()
        await step(pilot, "delete", "down", "enter")
        assert app.screen is picker and not broken.exists() and game.exists()
        assert picker.paths == [game] and len(picker.options) == 1
        assert any(notice.startswith("Deleted: 00-broken.jsonl") for notice in notices(app))
        await step(pilot, "1")
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.active_hero == "anya"


@pytest.mark.asyncio
async def test_the_last_game_deleted_closes_the_list(tmp_path: Path) -> None:
    game, broken = two_games(tmp_path)
    broken.unlink()
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "5")  # Replay a game log: the same list
        assert isinstance(app.screen, SavedGamesDialog)
        await step(pilot, "d", "down", "enter")
        assert isinstance(app.screen, TitleScreen) and not game.exists()
        assert "No saved games left." in notices(app)


@pytest.mark.asyncio
async def test_a_game_being_played_is_not_deleted(tmp_path: Path) -> None:
    """Another program (here, a session this test holds) plays the game:
    the notice says so and the log stays."""
    playing = saved_game(tmp_path)
    try:
        app = make_app(save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await step(pilot, "3")
            await step(pilot, "d", "down", "enter")
            assert isinstance(app.screen, SavedGamesDialog)
            assert any("is being played by process" in notice for notice in notices(app))
            assert playing.path.exists() and app.screen.paths == [playing.path]
    finally:
        playing.close()


@pytest.mark.asyncio
async def test_deleting_a_campaigns_game_says_what_becomes_of_it(tmp_path: Path) -> None:
    """R-GAME-3: a campaign's game in progress, deleted, counts as
    abandoned; the question says so before the player answers."""
    play = make_play(tmp_path, "Gamma")
    play.start_mission().close()
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "3", "d")
        said = question(app)
        assert "It is the game in progress of the campaign Gamma" in said
        assert "count it as abandoned and start its mission afresh" in said


@pytest.mark.asyncio
async def test_the_question_is_asked_in_french(tmp_path: Path) -> None:
    two_games(tmp_path)
    set_language("fr")
    try:
        app = make_app(save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await step(pilot, "3")
            assert "d : supprimer une partie" in question(app)
            # the keys line wraps in the dialog, whole at 80 columns
            hint = app.screen.query_one(".hint", Label)
            lines = [strip.text for strip in hint.render_lines(Region(0, 0, *hint.size))]
            assert len(lines) == 2 and " ".join(" ".join(lines).split()).endswith("Échap : retour")
            await step(pilot, "d")
            said = question(app)
            assert "Supprimer cette partie sauvegardée ?" in said
            assert [str(o.prompt) for o in app.screen.query_one(OptionList).options] == [
                "1. La garder",
                "2. La supprimer",
            ]
    finally:
        set_language("en")


@pytest.mark.asyncio
async def test_the_list_says_when_it_shows_only_the_latest_games(tmp_path: Path) -> None:
    """The lists summarize the 30 latest games: with more, the question says
    how many there are, a last entry lists the older ones, and a game
    deleted makes room for an older one."""
    app = make_app(save_dir=older_games(tmp_path, 29))
    async with app.run_test(size=(80, 24)) as pilot:
        picker = await load_game(app, pilot)
        assert "Which game? (the 30 latest of 31, in " in question(app)
        assert len(picker.paths) == 30 and tmp_path / "copy-00.jsonl" not in picker.paths
        assert picker.options[-1] == "Older games: 1 more"
        await step(pilot, "d", "down", "enter")
        assert "Which game? (in " in question(app) and "latest" not in question(app)
        assert tmp_path / "copy-00.jsonl" in picker.paths and len(picker.paths) == 30
        assert not picker.options[-1].startswith("Older games")


@pytest.mark.asyncio
async def test_the_older_games_are_listed_on_request(tmp_path: Path) -> None:
    app = make_app(save_dir=older_games(tmp_path, 33))
    async with app.run_test(size=(80, 24)) as pilot:
        picker = await load_game(app, pilot)
        assert picker.options[-1] == "Older games: 5 more"
        picker.query_one(OptionList).highlighted = len(picker.options) - 1
        await step(pilot, "d")  # the entry of the older games is no game to delete
        assert app.screen is picker
        await step(pilot, "enter")
        assert app.screen is picker and len(picker.paths) == 35
        assert "Which game? (in " in question(app)
        assert tmp_path / "copy-00.jsonl" in picker.paths
        assert picker.query_one(OptionList).highlighted == 30  # where the entry was
        picker.query_one(OptionList).highlighted = picker.paths.index(tmp_path / "copy-00.jsonl")
        await step(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
