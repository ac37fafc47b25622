"""The line mode played to the end, as a blind player or a script would:
whole missions typed at the prompts (numbers and words, in English and in
French) whose logs verify; the end of the input saves the game, which the
app and the line mode carry on; the JSON protocol."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.games import ROOT
from tests.plain.helpers import (
    SHORT,
    STARTER,
    SmartTyping,
    log_verifies,
    new_session,
    play_to_the_end,
    run_lines,
)
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.play.session import Session, latest_save


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_mission_one_played_to_the_end_in_english_by_numbers_and_words(tmp_path: Path) -> None:
    """R-END: the first mission, won or lost to its end, every decision
    typed at a prompt: moves, searches, reloads, activations and ends as
    words, the rest as the options' numbers; the log verifies."""
    session = new_session(tmp_path, STARTER, seed=3)
    typing = SmartTyping(
        {
            "move": "move",
            "end": "end",
            "search": "search",
            "reload": "reload",
            "activate": "activate",
        }
    )
    said = play_to_the_end(session, typing)
    assert session.state.outcome is not None
    assert any(line.isdigit() for line in typing.typed)
    assert any(line.startswith("move ") for line in typing.typed)
    assert any(line == "end" for line in typing.typed)
    assert "Game over: " in said and "The game is over. The log is" in said
    assert "\x1b" not in said
    log_verifies(session.path)


def test_a_mission_played_to_the_end_in_french_with_french_words(
    tmp_path: Path, french: None
) -> None:
    """The same in French: the prompts, options and narration in French, and
    French command words (« va », « fin », « oui ») understood."""
    session = new_session(tmp_path, STARTER, seed=5)
    typing = SmartTyping({"move": "va", "end": "fin", "yes": "oui", "activate": "active"})
    said = play_to_the_end(session, typing)
    assert session.state.outcome is not None
    assert "Manche 1" in said or "manche" in said.lower()
    assert "Tapez aide" in said  # the opening's hint, in French
    assert any(line.startswith("va ") for line in typing.typed)
    assert "fin" in typing.typed
    assert "\x1b" not in said
    log_verifies(session.path)


def test_the_short_mission_is_won_with_the_options_keys(tmp_path: Path) -> None:
    """Every decision typed as the key the app shows (a number, e or f),
    the moves, which have none, as words."""
    session = new_session(tmp_path)
    typing = SmartTyping()
    said = play_to_the_end(session, typing)
    assert session.state.outcome is not None and session.state.outcome.value == "won"
    keys = [line for line in typing.typed if not line.startswith("move ") and line != "yes"]
    assert keys and all(line.split()[0].isdigit() or line in ("e", "f") for line in keys)
    assert "Every objective is met: the heroes win." in said
    log_verifies(session.path)


def test_the_nazi_phase_is_told_figure_by_figure_or_in_short(tmp_path: Path) -> None:
    """R-AI: each nazi's turn is told with its reasons; with the recap
    option only what the heroes must know (wounds, arrivals, danger) and a
    one-line recap of the figures' moves and attacks."""
    whole = play_to_the_end(new_session(tmp_path / "a", STARTER, seed=3), SmartTyping())
    short = play_to_the_end(
        new_session(tmp_path / "b", STARTER, seed=3), SmartTyping(), recap_only=True
    )
    assert "nazi phase." in whole and "Nazi phase in short" not in whole
    assert "Nazi phase in short: woke: " in short
    assert len(short.splitlines()) < len(whole.splitlines())


def test_end_of_input_saves_and_continue_carries_on_in_the_line_mode(tmp_path: Path) -> None:
    """EOF at a prompt: the game is saved (after every decision, as in the
    app), the exit status is 0, and Continue loads the same game."""
    session = new_session(tmp_path)
    _game, said, status = run_lines(session, ["1", "move b2"])
    assert status == 0
    assert "Game saved in" in said and "wolfenstein continue --plain" in said
    state = session.state
    session.close()
    again = Session.resume(latest_save(tmp_path))
    try:
        assert again.state == state
        _game, said, status = run_lines(again, ["where"])
        assert status == 0
        assert "Carrying on the saved game, round 1." in said
        assert "Klaus Kreutz on B2, Guardroom (room)." in said
    finally:
        again.close()


@pytest.mark.asyncio
async def test_a_game_left_in_the_line_mode_is_carried_on_in_the_app(tmp_path: Path) -> None:
    from wolfenstein_tui.tui.app import make_app
    from wolfenstein_tui.tui.screens.game import GameScreen

    session = new_session(tmp_path)
    run_lines(session, ["1", "move b2"])
    state = session.state
    session.close()
    again = Session.resume(latest_save(tmp_path))
    app = make_app(session=again, save_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state == state
        assert app.screen.session.state.heroes["klaus"].square == (1, 1)
        # the app's action list numbers the actions as the line mode did
        game, _said, _status = run_lines(again, [])
        assert game.menu is not None
        assert app.screen.action_list.commands == game.menu.commands
        assert app.screen.action_list.labels == game.menu.labels
        assert app.screen.action_list.keys == game.menu.keys
    again.close()


def test_the_json_protocol_gives_each_event_and_prompt_as_one_object(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    _game, said, _status = run_lines(session, ["1", "attack soldier 1", "move b2"], as_json=True)
    objects = [json.loads(line) for line in said.splitlines()]
    kinds = {o["type"] for o in objects}
    assert {"say", "prompt", "decision", "event", "refused", "saved"} <= kinds
    prompt = next(o for o in objects if o["type"] == "prompt")
    assert prompt["kind"] == "action" and prompt["seat"] == 0
    assert prompt["text"] == "Player 1: choose which of your heroes activates."
    first = prompt["options"][0]
    assert first == {
        "key": "1",
        "label": "Activate Klaus Kreutz",
        "command": {"command": "start_activation", "hero": "klaus"},
        "refused": None,
    }
    acting = [o for o in objects if o["type"] == "prompt"][1]
    refused = [o for o in acting["options"] if o["refused"]]
    assert refused and all(o["command"]["command"] and o["key"] is None for o in refused)
    moves = [o for o in acting["options"] if o["command"]["command"] == "move"]
    assert moves and all(o["key"] is None for o in moves)  # typed as words: move b2
    assert {"key": "e", "label": "End activation (6 AP left)"}.items() <= acting["options"][
        -1
    ].items()
    event = next(o for o in objects if o["type"] == "event")
    assert {"line", "event", "text"} <= set(event)
    moved = [o for o in objects if o["type"] == "event" and o["event"] == "moved"]
    assert moved and moved[0]["text"] == "Klaus Kreutz moves to B2 (1 AP)."


def wolfenstein(tmp_path: Path, typed: str, *arguments: str) -> subprocess.CompletedProcess:
    """The command, run as a player runs it, its input from a pipe."""
    env = {**os.environ, "TERM": "xterm-256color", "XDG_DATA_HOME": str(tmp_path / "data")}
    return subprocess.run(
        [sys.executable, "-m", "wolfenstein_tui", "--lang", "en", *arguments],
        input=typed,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )


def test_the_command_line_prints_no_escape_code_and_exits_0_at_the_end_of_input(
    tmp_path: Path,
) -> None:
    """`wolfenstein play MISSION --plain` from a pipe: sentences only, no
    escape code, no colour, whatever TERM says; EOF saves; then
    `continue --plain` carries the game on."""
    first = wolfenstein(
        tmp_path,
        "1\nmove e2\nwhere\nmap\n",
        *("play", str(SHORT), "--seed", "3", "--save-dir", str(tmp_path), "--plain"),
    )
    assert first.returncode == 0, first.stderr
    assert "\x1b" not in first.stdout + first.stderr
    assert "Klaus Kreutz, 6 AP > move e2\n" in first.stdout
    assert "Soldier 1, next to you, east, in sight, 3 dice at you." in first.stdout
    assert "Game saved in" in first.stdout
    second = wolfenstein(tmp_path, "where\n", "continue", "--save-dir", str(tmp_path), "--plain")
    assert second.returncode == 0, second.stderr
    assert "\x1b" not in second.stdout + second.stderr
    assert "Klaus Kreutz on E2, Storeroom (room)." in second.stdout
