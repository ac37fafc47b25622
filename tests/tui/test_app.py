"""The app driven like a player would: key presses through Textual's pilot."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Label

from tests.engine.games import ARENA, ROOT, rules_for
from wolfenstein_tui.play.session import Session, latest_save, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, DiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.help import HelpScreen
from wolfenstein_tui.tui.screens.mission_picker import MissionPicker

WORKED = ROOT / "docs" / "examples" / "worked-example.yaml"


def session_for(path: Path, save_dir: Path, **options) -> Session:
    loaded = rules_for(path).loaded  # loaded and checked once in the process
    header = new_header(loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=1, **options)
    session, _ = Session.start(loaded, header, save_dir)
    return session


def log_commands(path: Path) -> list[str]:
    lines = [json.loads(raw) for raw in path.read_text().splitlines()]
    return [line["do"]["command"] for line in lines[1:] if "do" in line]


async def step(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


@pytest.mark.asyncio
async def test_title_screen_new_game_wizard_starts_a_game(tmp_path: Path) -> None:
    """R-SETUP: the wizard's defaults make a solo game at the normal level."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await step(pilot, "enter")  # New game
        assert isinstance(app.screen, MissionPicker)
        assert "Objectives:" in app.screen.card.plain
        await step(pilot, "enter")  # the first mission
        await step(pilot, "down", "down", "enter")  # Bring 'em on!
        await step(pilot, "enter")  # no house rule
        await step(pilot, "enter")  # solo
        for _ in range(3):  # the suggested heroes, computer dice, ties on auto
            await step(pilot, "enter")
        await step(pilot, "enter")  # a random seed
        assert isinstance(app.screen, MessageDialog) and "Start?" in app.screen.text
        await step(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        assert latest_save(tmp_path) is not None


@pytest.mark.asyncio
async def test_wizard_picks_names_heroes_dice_ties_seed_and_house_rules(tmp_path: Path) -> None:
    """R-GAME-1 seats by name, R-VAR house rules several at once, R-DIFF [D]
    the players choose the hero with the one shared-life token."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await step(pilot, "enter")  # New game
        await step(pilot, "enter")  # the first mission
        await step(pilot, "down", "down", "down", "enter")  # I am Death incarnate
        await step(pilot, "space", "down", "down", "space", "enter")  # R-VAR-1 and R-VAR-3
        await step(pilot, "down", "enter")  # 2 players
        for name in ("Ann", "Bob"):
            await step(pilot, *["backspace"] * 8, *name, "enter")
        await step(pilot, "down", "enter")  # heroes one by one
        for _ in range(4):  # the first hero left each time
            await step(pilot, "enter")
        # Who plays which hero (R-GAME-1): B.J. Ann, Anya Ann, Set Bob; Bombate
        # can only be Bob's then (two each).
        assert app.screen.prompt == "Who plays B.J. Blazkowicz?"
        await step(pilot, "enter")  # Ann (dealt in turn)
        assert app.screen.prompt == "Who plays Anya Oliwa?"
        await step(pilot, "up", "enter")  # Ann, not Bob
        assert app.screen.prompt == "Who plays Set Roth?"
        assert app.screen.options == ["Bob"]
        await step(pilot, "enter")
        await step(pilot, "enter")  # Bombate: Bob
        await step(pilot, "down", "enter")  # the shared-life token: the second hero
        await step(pilot, "down", "enter")  # physical dice
        await step(pilot, "down", "enter")  # ask the ties
        await step(pilot, "x", "enter")  # not a number
        assert "whole number" in str(app.screen.query_one("#problem", Label).content)
        await step(pilot, "backspace", "4", "2", "enter")
        # Here or hosted, before the recap that says it.
        assert isinstance(app.screen, ChoiceDialog) and app.screen.prompt == "How do you play?"
        await step(pilot, "enter")  # here, passing the keyboard
        assert "Ann: B.J. Blazkowicz, Anya Oliwa" in app.screen.text
        assert "Bob: Set Roth, Bombate" in app.screen.text
        assert "Played here, passing the keyboard." in app.screen.text
        await step(pilot, "enter")  # Start
        assert isinstance(app.screen, (GameScreen, MessageDialog))
    header = json.loads(latest_save(tmp_path).read_text().splitlines()[0])
    assert header["seats"] == [["blazkowicz", "anya"], ["set", "bombate"]]
    assert header["player_names"] == ["Ann", "Bob"]
    assert header["dice"] == "manual" and header["ai_ties"] == "ask"
    assert header["seed"] == 42 and header["shared_life_hero"] == "anya"
    assert header["house_rules"] == {
        "any_hero_order": True,
        "noise_any_figures": False,
        "lose_when_impossible": True,
        "ai_tie_chain": False,
    }


@pytest.mark.asyncio
async def test_escape_in_the_wizard_goes_back_to_the_title(tmp_path: Path) -> None:
    """Escape goes back one step: from the difficulty to the missions, from
    the missions to the title (tests/tui/test_menus.py walks every step)."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await step(pilot, "enter", "enter")  # New game, first mission
        await step(pilot, "escape")
        assert isinstance(app.screen, MissionPicker)
        await step(pilot, "escape")
        assert type(app.screen).__name__ == "TitleScreen"
        assert latest_save(tmp_path) is None


@pytest.mark.asyncio
async def test_playing_moves_and_ending_activations_writes_the_log(tmp_path: Path) -> None:
    session = session_for(ARENA, tmp_path, skip_nazi_phase=False)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # activate Klaus
        await pilot.pause()
        assert session.state.active_hero == "klaus"
        screen = app.screen
        first_move = next(i for i, c in enumerate(screen.commands) if c.kind == "move")
        await pilot.press(*["down"] * first_move, "enter")  # the first move offered
        await pilot.pause()
        assert session.state.heroes["klaus"].ap < 6
        await pilot.press("u")  # undo the move: no die, no card
        await pilot.pause()
        assert session.state.heroes["klaus"].ap == 6
        await pilot.press("end", "enter")  # end the activation: 6 AP left, so it asks
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog) and "6 AP left" in app.screen.text
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.active_hero is None
    assert log_commands(session.path) == ["start_activation", "move", "end_activation"]
    assert '"undo"' in session.path.read_text()


@pytest.mark.asyncio
async def test_a_decision_is_asked_in_a_dialog(tmp_path: Path) -> None:
    """The worked example: War Veteran offers a reroll in a dialog."""
    session = session_for(WORKED, tmp_path)
    from wolfenstein_tui.engine.state.commands import Move, StartActivation

    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    app = make_app(session=session)
    async with app.run_test(size=(100, 34)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        attack = next(i for i, c in enumerate(screen.commands) if c.kind == "attack")
        screen.play(screen.commands[attack], ["reload", "blank", "shield"])
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "War Veteran" in app.screen.prompt


@pytest.mark.asyncio
async def test_physical_dice_are_typed_in(tmp_path: Path) -> None:
    session = session_for(WORKED, tmp_path, dice="manual")
    from wolfenstein_tui.engine.state.commands import Move, StartActivation

    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    app = make_app(session=session)
    async with app.run_test(size=(100, 34)) as pilot:
        screen = app.screen
        attack = next(c for c in screen.commands if c.kind == "attack")
        screen.play(attack)
        await pilot.pause()
        assert isinstance(app.screen, DiceDialog)
        await pilot.press("h", "b", "s", "enter")
        await pilot.pause()
        await pilot.pause()
    assert "soldier-1" in session.state.killed


@pytest.mark.asyncio
async def test_continue_resumes_the_latest_save(tmp_path: Path) -> None:
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    from wolfenstein_tui.engine.state.commands import StartActivation

    session.play(StartActivation("klaus"))
    session.close()  # the first program ends: its game's lock is free
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.press("down", "enter")  # Continue
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.active_hero == "klaus"


@pytest.mark.asyncio
async def test_hot_seat_hands_over_between_players(tmp_path: Path) -> None:
    loaded = rules_for(ARENA).loaded
    seats = (("klaus", "blazkowicz"), ("anya",), ("max",))
    header = new_header(loaded, seats, seed=2, skip_nazi_phase=True)
    session, _ = Session.start(loaded, header, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        assert "Pass to Player 1: choose which hero activates." in app.screen.text
        assert "Player 1 plays Klaus Kreutz and B.J. Blazkowicz." in app.screen.text
        await pilot.press("enter")
        for _ in range(2):  # Player 1's two heroes: activate, then end (confirming)
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("end", "enter")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        assert "Pass to Player 2: choose which hero activates." in app.screen.text
        assert "Player 2 plays Anya Oliwa." in app.screen.text


@pytest.mark.asyncio
async def test_hot_seat_with_two_named_players(tmp_path: Path) -> None:
    """R-GAME-1: two players, two heroes each, called by their names."""
    loaded = rules_for(ARENA).loaded
    seats = (("klaus", "anya"), ("blazkowicz", "max"))
    header = new_header(loaded, seats, seed=2, skip_nazi_phase=True, player_names=("Ann", "Bob"))
    session, _ = Session.start(loaded, header, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        assert "Pass to Ann: choose which hero activates." in app.screen.text
        assert "Ann plays Klaus Kreutz and Anya Oliwa." in app.screen.text
        await step(pilot, "enter")
        # The status bar says the hand-over's own sentence.
        status = app.screen.query_one("#status").content.plain
        assert "Ann: choose which hero activates" in status
        await step(pilot, "enter")  # Klaus
        assert "Active: Klaus Kreutz (Ann)" in app.screen.query_one("#status").content.plain
        await step(pilot, "end", "enter")
        await step(pilot, "enter")  # confirm the AP lost
        await step(pilot, "enter")  # Anya
        await step(pilot, "end", "enter")
        await step(pilot, "enter")
        assert isinstance(app.screen, MessageDialog)
        assert "Pass to Bob: choose which hero activates." in app.screen.text
        assert "Bob plays B.J. Blazkowicz and Max Hass." in app.screen.text


@pytest.mark.asyncio
async def test_help_lists_keys_and_symbols(tmp_path: Path) -> None:
    app = make_app(session=session_for(ARENA, tmp_path, skip_nazi_phase=True))
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "Keys:" in app.screen.intro and "P Panzerhund" in app.screen.intro
        await step(pilot, *"r-los-2")
        assert app.screen.found[0].id == "R-LOS-2"
        await step(pilot, *["backspace"] * 7, *"panzerhund")
        assert any(c.startswith("Panzerhund (enemy, large)") for c in app.screen.found_cards)
        await step(pilot, *["backspace"] * 10, *"secret passage")
        assert app.screen.found and all(
            "secret" in e.text.lower() and "passage" in e.text.lower() for e in app.screen.found
        )
        await step(pilot, "escape")
        assert isinstance(app.screen, GameScreen)


@pytest.mark.asyncio
async def test_the_rules_reference_opens_from_the_title(tmp_path: Path) -> None:
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, *["down"] * 7, "enter")  # Rules
        assert isinstance(app.screen, HelpScreen) and len(app.screen.found) > 80
        await step(pilot, *"fatigue")
        assert all("fatigue" in (e.text + e.section).lower() for e in app.screen.found)


@pytest.mark.asyncio
async def test_title_screen_replays_and_loads_saved_games(tmp_path: Path) -> None:
    from wolfenstein_tui.engine.state.commands import StartActivation
    from wolfenstein_tui.tui.screens.replay import ReplayScreen

    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    session.play(StartActivation("anya"))
    session.close()  # the first program ends: its game's lock is free
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.press("down", "down", "down", "down", "enter")  # Replay a game log
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("up", "up", "enter")  # Load game
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.active_hero == "anya"


@pytest.mark.asyncio
async def test_title_screen_lists_the_missions(tmp_path: Path) -> None:
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.press("down", "down", "down", "down", "down", "enter")  # Missions
        await pilot.pause()
        await pilot.press("1")  # their briefings and objectives (2 and 3: the editor)
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        assert "Radio Silence" in app.screen.text and "Objectives:" in app.screen.text


@pytest.mark.asyncio
async def test_the_nazi_phase_is_played_back_figure_by_figure(tmp_path: Path) -> None:
    from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

    session = session_for(ROOT / "missions" / "m01-radio-silence.yaml", tmp_path)
    app = make_app(session=session)
    app.nazi_phase_speed = "step"  # Enter goes through it figure by figure
    async with app.run_test(size=(100, 34)) as pilot:
        for _ in range(4):  # each hero arrives and ends at once (confirming the lost AP)
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("end", "enter")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, NaziPhaseScreen)
        screen = app.screen
        assert screen.playback.activations, "some nazis woke"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.playback.beat is not None and screen.playback.beat.turn == 0
        await pilot.press("s")  # to the recap
        await pilot.pause()
        assert screen.recap is not None
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert session.state.round == 2


@pytest.mark.asyncio
async def test_clicking_a_square_moves_there(tmp_path: Path) -> None:
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Klaus arrives on A1
        await pilot.pause()
        # B2 is column 1, row 1
        await pilot.click("#map", offset=app.screen.query_one("#map").offset_of((1, 1)))
        await pilot.pause()
        assert session.state.heroes["klaus"].square == (1, 1)


@pytest.mark.asyncio
async def test_the_wizard_turns_hints_off_for_the_game(tmp_path: Path) -> None:
    """The last entry of the house rules' list, after the practice game:
    no hints. The recap says it, the log's header records it, and o then
    says hints are off instead of advising."""
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await step(pilot, "enter", "enter")  # New game, the first mission
        await step(pilot, "down", "down", "enter")  # Bring 'em on!
        await step(pilot, *["down"] * 5, "space", "enter")  # no hints
        await step(pilot, "enter")  # solo
        for _ in range(4):  # the suggested heroes, computer dice, ties on auto, a seed
            await step(pilot, "enter")
        assert isinstance(app.screen, MessageDialog) and "no hints" in app.screen.text
        await step(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        await step(pilot, "o")
        assert isinstance(app.screen, GameScreen)  # no advice panel
        assert any("Hints are off for this game" in str(n.message) for n in app._notifications)
    lines = latest_save(tmp_path).read_text().splitlines()
    assert json.loads(lines[0])["hints"] is False
    assert not any('"hint"' in line for line in lines)  # nothing asked, nothing written
