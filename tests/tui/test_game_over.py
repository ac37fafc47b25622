"""After the game is over: the log is final (undo is refused and writes
nothing), q or Escape goes back to the title screen, and the summary fits
80 columns; and hot-seat texts name the players the same way everywhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import ARENA
from tests.refusal_words import said
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.state.commands import EndActivation, IllegalCommand, StartActivation
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.summary import fold_path, game_over_text
from wolfenstein_tui.tui.screens.dialogs import MessageDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.title import TitleScreen

SHORT = Path(__file__).resolve().parent / "missions" / "short.yaml"
SIZES = [(80, 24), (160, 50)]


def finished_game(folder: Path) -> Session:
    """The short mission played out by ending every activation at once: lost
    when its two rounds have passed (R-END)."""
    loaded = load_mission(SHORT, builtin_decks())
    header = new_header(
        loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=1, skip_nazi_phase=True
    )
    session, _ = Session.start(loaded, header, folder)
    for _ in range(100):
        state = session.state
        if state.outcome is not None:
            return session
        legal = session.rules.legal_actions(state)
        command = next(
            (c for c in legal if isinstance(c, StartActivation | EndActivation)), legal[0]
        )
        session.play(command)
    raise AssertionError("the game did not end")


async def step(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


def test_undo_after_the_end_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    session = finished_game(tmp_path)
    before = session.path.read_bytes()
    with pytest.raises(IllegalCommand) as refused:
        session.undo()
    assert refused.value.refusal.code == "undo.final"
    assert said(session.rules, refused.value).startswith("The game is over: its log is final")
    assert session.path.read_bytes() == before


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_after_game_over_undo_is_refused_and_q_goes_back_to_the_title(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    session = finished_game(tmp_path)
    before = session.path.read_bytes()
    app = make_app(session=session, save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog) and "DEFEAT" in app.screen.text
        await step(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        await step(pilot, "u")
        assert any("log is final" in n.message for n in app._notifications)
        assert session.path.read_bytes() == before
        assert session.state.outcome is not None
        await step(pilot, "q")
        assert isinstance(app.screen, TitleScreen)
        assert app.return_code is None  # still running: q did not leave the app
    assert session.path.read_bytes() == before


@pytest.mark.asyncio
async def test_escape_after_game_over_goes_back_to_the_title(tmp_path: Path) -> None:
    session = finished_game(tmp_path)
    session.close()
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "2")  # Continue: the finished game
        assert isinstance(app.screen, MessageDialog)
        await step(pilot, "enter")
        await step(pilot, "escape")
        assert isinstance(app.screen, TitleScreen)
        await step(pilot, "2")
        await step(pilot, "escape", "escape")
        assert isinstance(app.screen, TitleScreen)
    assert session.state.outcome is not None


@pytest.mark.asyncio
async def test_the_game_over_summary_fits_80_columns(tmp_path: Path) -> None:
    deep = tmp_path / ("a-rather-long-folder-name-for-saved-games/" * 3)
    session = finished_game(deep)
    text = game_over_text(session)
    assert all(len(line) <= 64 for line in text.splitlines()), text
    assert "".join(line.strip() for line in fold_path(session.path)) == str(session.path)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, MessageDialog)
        label = dialog.query("Label").first()
        assert label.size.width >= 64  # every line drawn whole, none cut


def test_a_long_file_name_is_split_too() -> None:
    path = Path("/saves/" + "x" * 150 + ".jsonl")
    lines = fold_path(path)
    assert all(len(line) <= 64 for line in lines)
    assert "".join(line.strip() for line in lines) == str(path)


@pytest.mark.asyncio
async def test_hot_seat_names_the_players_the_same_everywhere(tmp_path: Path) -> None:
    """R-GAME-1: the status bar, the hand-over screen and the hero cards all
    say "Player 2" (no name given) — never "P2"."""
    loaded = load_mission(ARENA, builtin_decks())
    seats = (("klaus", "anya"), ("blazkowicz", "max"))
    header = new_header(loaded, seats, seed=2, skip_nazi_phase=True)
    session, _ = Session.start(loaded, header, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert "Pass to Player 1: choose which hero activates." in app.screen.text
        assert "Player 1 plays Klaus Kreutz and Anya Oliwa." in app.screen.text
        await step(pilot, "enter")
        heroes = str(app.screen.query_one("#hero-lines").render()) + str(
            app.screen.query_one("#hero-card").render()
        )
        assert "Player 2" in heroes and "P2" not in heroes.replace("Player 2", "")
        await step(pilot, "enter")  # Klaus
        assert "Active: Klaus Kreutz (Player 1)" in app.screen.query_one("#status").content.plain


@pytest.mark.asyncio
async def test_the_last_decision_leaves_no_action_described(tmp_path: Path) -> None:
    """Once the game is over no action is left: the panel that described the
    highlighted one is emptied, not left telling how to reload or move."""
    loaded = load_mission(SHORT, builtin_decks())
    header = new_header(
        loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=1, skip_nazi_phase=True
    )
    session, _ = Session.start(loaded, header, tmp_path)
    for _ in range(100):
        legal = session.rules.legal_actions(session.state)
        command = next(c for c in legal if isinstance(c, StartActivation | EndActivation))
        if session.rules.apply(session.state, command)[0].outcome is not None:
            break
        session.play(command)
    assert isinstance(command, EndActivation)
    app = make_app(session=session, save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert not screen.query_one("#detail").has_class("empty")  # the highlighted action's
        await step(pilot, "e")
        if isinstance(app.screen, MessageDialog) or app.screen is not screen:
            await step(pilot, "enter")  # AP left: end anyway
        await pilot.pause()
        assert session.state.outcome is not None
        assert screen.query_one("#detail").has_class("empty")


def test_a_finished_hot_seat_game_asks_nobody_to_act(tmp_path: Path) -> None:
    """Once the game is over the status bar says so and no longer tells a
    player to choose which hero activates (it once read "Game over  Bob:
    choose which hero activates")."""
    from wolfenstein_tui.tui.presenters.dashboards import status_line

    loaded = load_mission(SHORT, builtin_decks())
    seats = (("klaus", "anya"), ("max", "blazkowicz"))
    header = new_header(loaded, seats, seed=1, skip_nazi_phase=True, player_names=("Ann", "Bob"))
    session, _ = Session.start(loaded, header, tmp_path)
    for _ in range(200):
        if session.state.outcome is not None:
            break
        legal = session.rules.legal_actions(session.state)
        session.play(
            next((c for c in legal if isinstance(c, StartActivation | EndActivation)), legal[0])
        )
    state = session.state
    assert state.outcome is not None and not state.active_hero
    line = status_line(session.rules, state, ("Ann", "Bob")).plain
    assert "Game over" in line
    assert "choose" not in line and "Ann:" not in line and "Bob:" not in line


@pytest.mark.asyncio
@pytest.mark.parametrize("code", ["en", "fr"])
async def test_the_summary_reads_whole_at_80x24_and_its_keys_in_order(
    tmp_path: Path, code: str
) -> None:
    """The game-over summary (R-END) at 80×24: a hero's name stays with his
    glory ("Max Hass 0" on one line), every line is on screen without
    scrolling (in French too), and the keys come last, in the order a player
    presses them: Enter, then q or Escape."""
    from wolfenstein_tui.base.i18n import current_language, set_language
    from wolfenstein_tui.tui.presenters.summary import NO_BREAK

    before = current_language()
    set_language(code)
    try:
        deep = tmp_path / ".local/share/wolfenstein/saves"
        session = finished_game(deep)
        text = game_over_text(session)
        assert f"Max{NO_BREAK}Hass{NO_BREAK}0" in text
        assert not any(line.strip() in ("0", "Hass 0") for line in text.splitlines())
        assert not any(line.strip().startswith(":") for line in text.splitlines())
        assert "q" not in text.splitlines()[-1].split()  # the keys are not in the text
        app = make_app(session=session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, MessageDialog)
            box = dialog.query_one("VerticalScroll")
            assert box.max_scroll_y == 0  # nothing hidden below the fold
            labels = list(dialog.query("Label"))
            from wolfenstein_tui.tui.presenters.summary import game_over_keys

            assert str(labels[-1].render()) == game_over_keys()
        set_language("en")
        assert game_over_keys().index("Enter") < game_over_keys().index("q or Escape")
    finally:
        set_language(before)


def test_the_summary_counts_nothing_that_was_taken_back(tmp_path: Path) -> None:
    """The training's tripwire hurts the first hero to step into the lane;
    taken back (undo), the damage never happened: the game-over summary's
    damage taken counts only what the game kept."""
    from tests.tui.test_app import session_for
    from wolfenstein_tui.content.loading.library import training_mission_file
    from wolfenstein_tui.content.records.squares import parse_square
    from wolfenstein_tui.engine.state.commands import Move, OpenDoor
    from wolfenstein_tui.tui.presenters.summary import game_stats

    session = session_for(training_mission_file(), tmp_path)
    rules = session.rules
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", parse_square("D2")))
    session.play(OpenDoor("klaus", "D2-E2"))
    into_the_lane = Move("klaus", parse_square("E1"))
    assert game_stats(rules, session.path).damage_taken == 0
    session.play(into_the_lane)
    hurt = game_stats(rules, session.path).damage_taken
    assert hurt > 0
    session.undo()
    assert game_stats(rules, session.path).damage_taken == 0
    session.play(into_the_lane)
    assert game_stats(rules, session.path).damage_taken == hurt
