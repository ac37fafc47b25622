"""The replay viewer: a game log stepped through with the keys, driven like
a player would through Textual's pilot."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from textual.widgets import Input, Label, RichLog, Static

from tests.engine.games import ROOT, STARTER, rules_for
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.log.gamelog import GameRecord, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import play_random_game
from wolfenstein_tui.engine.state.commands import EndActivation, Move, StartActivation
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.play.saves import LogWriter, read_log
from wolfenstein_tui.tui.replay_app import ReplayApp, make_replay_app
from wolfenstein_tui.tui.screens import replay as viewer
from wolfenstein_tui.tui.screens.replay import (
    ReplayProblemScreen,
    ReplayScreen,
    load_replay,
    replay_steps,
)
from wolfenstein_tui.words import Names

EXAMPLE = ROOT / "docs" / "examples" / "worked-example.jsonl"
HEROES = ("klaus", "blazkowicz", "anya", "max")


def header(rules, seed: int = 3, skip_nazi_phase: bool = False) -> Header:
    return Header(
        mission=rules.mission.id,
        mission_hash=rules.loaded.content_hash,
        decks_hash="",
        seats=(HEROES,),
        seed=seed,
        skip_nazi_phase=skip_nazi_phase,
        mission_file=Path(rules.loaded.source).name,
    )


def scripted_game() -> tuple[GameRecord, list[GameState]]:
    """Round 1 of the starter mission: each hero arrives, moves once and
    ends; the first move is undone and played again; then the nazis play and
    round 2 begins. Returns the record and the state after each line group."""
    rules = rules_for(STARTER)
    record, _ = GameRecord.start(rules, header(rules))
    states = [record.state]
    for number, hero in enumerate(HEROES):
        record.play(StartActivation(hero))
        states.append(record.state)
        move = next(c for c in rules.legal_actions(record.state) if isinstance(c, Move))
        record.play(move)
        states.append(record.state)
        if number == 0:
            record.undo()
            states.append(record.state)
            record.play(move)
            states.append(record.state)
        record.play(EndActivation(hero))
        states.append(record.state)
    assert record.state.round == 2
    return record, states


def write(path: Path, record: GameRecord) -> Path:
    """The log, with its mission beside it (a log names its mission file
    relative to its own folder and never outside it)."""
    shutil.copy(record.rules.loaded.source, path.parent)
    with LogWriter(path) as writer:
        writer.write(record.lines)
    return path


@pytest.fixture
def game(tmp_path: Path) -> tuple[Path, list[GameState]]:
    record, states = scripted_game()
    return write(tmp_path / "game.jsonl", record), states


def static_text(screen: ReplayScreen, selector: str) -> str:
    return str(screen.query_one(selector, Static).content)


def log_text(screen: ReplayScreen) -> str:
    log = screen.query_one("#log", RichLog)
    return "\n".join(strip.text for strip in log.lines)


# --- the steps, without the app ------------------------------------------------------


def test_the_steps_are_the_states_after_each_decision_and_undo(game) -> None:
    path, states = game
    source = load_replay(path)
    result = replay_steps(source.rules, source.header, source.lines)
    assert result.problem is None
    assert [step.state for step in result.steps] == states
    undo = next(step for step in result.steps if step.undone is not None)
    assert undo.undone == 2 and undo.events == ()
    assert result.steps[-1].state == replay(source.rules, source.header, source.lines).record.state


def test_the_steps_of_a_random_game_match_the_record() -> None:
    rules = rules_for(STARTER)
    record = play_random_game(rules, header(rules, seed=11), 11)
    lines = list(enumerate(record.lines[1:], start=2))
    result = replay_steps(rules, record.header, lines)
    assert result.problem is None
    assert [step.state for step in result.steps] == [*record.history, record.state]


def test_manual_dice_come_from_the_log() -> None:
    """The rulebook's worked example: its dice lines are the faces rolled."""
    source = load_replay(EXAMPLE)
    result = replay_steps(source.rules, source.header, source.lines)
    assert result.problem is None
    assert "soldier-1" in result.steps[-1].state.killed
    assert result.steps[-1].state == replay(source.rules, source.header, source.lines).record.state
    names = Names(source.rules)
    told = [text for step in result.steps for text in step.texts(names)]
    assert any("🎲" in text and "reload, blank, shield" in text for text in told)


# --- the viewer ----------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_stepping_forward_back_first_and_last(game) -> None:
    path, states = game
    app = make_replay_app(path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        last = len(states) - 1
        assert screen.index == 0 and screen.last == last
        assert static_text(screen, "#step").startswith(f"Step 0/{last} — round 1")
        await pilot.press("right", "right", "right")
        assert screen.index == 3 and screen.current.state == states[3]
        assert "Step 3/" in static_text(screen, "#step")
        await pilot.press("left")
        assert screen.index == 2 and screen.current.state == states[2]
        assert "Move to" in static_text(screen, "#step")  # the decision, in words
        await pilot.press("n", "n", "p")
        assert screen.index == 3
        await pilot.press("end")
        assert screen.index == last and screen.current.state == states[-1]
        await pilot.press("right")  # nothing past the last step
        assert screen.index == last
        await pilot.press("home")
        assert screen.index == 0 and screen.current.state == states[0]
        await pilot.press("left")
        assert screen.index == 0


@pytest.mark.asyncio
async def test_an_undo_is_a_step_of_its_own(game) -> None:
    path, states = game
    app = make_replay_app(path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("right", "right", "right")
        assert "undo (takes back step 2)" in static_text(screen, "#step")
        assert screen.current.state == states[1]


@pytest.fixture
def two_rounds(tmp_path: Path) -> Path:
    """The scripted game and the first decision of round 2."""
    record, _ = scripted_game()
    start = next(
        c for c in record.rules.legal_actions(record.state) if c.kind == "start_activation"
    )
    record.play(start)
    return write(tmp_path / "game.jsonl", record)


@pytest.mark.asyncio
async def test_r_jumps_to_the_next_rounds_first_decision(two_rounds: Path) -> None:
    """r lands on the first decision of the next round (a hero's
    activation), not on the end of the round before; one step back is the
    end of round 1, with the nazis' turn told."""
    path = two_rounds
    app = make_replay_app(path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("r")
        assert screen.current.state.round == 2
        assert screen.steps[screen.index - 1].state.round == 2
        assert screen.steps[screen.index - 2].state.round == 1
        assert screen.index == screen.last
        assert "round 2" in static_text(screen, "#step")
        await pilot.press("left")
        assert "round 1" in static_text(screen, "#step")  # the round's last decision
        assert "End" in static_text(screen, "#step")
        await pilot.pause()
        told = log_text(screen)
        assert "Nazi phase." in told and "Round 2 begins." in told
        assert "stays put" in told or "wakes" in told  # the nazis' reasons
        await pilot.press("r")  # no later round: the last step
        assert screen.index == screen.last


@pytest.mark.asyncio
async def test_enter_watches_a_steps_nazi_phase_figure_by_figure(two_rounds: Path) -> None:
    """The step whose decision set off the nazi phase offers it (Enter),
    played back as the game plays it, figure by figure with the reasons,
    from the game before that decision; its end comes back to the step.
    Enter on a step with no nazi phase does nothing."""
    from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

    app = make_replay_app(two_rounds)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("enter")  # the set-up: no nazi phase
        await pilot.pause()
        assert app.screen is screen
        assert "watch this nazi phase" not in log_text(screen)
        await pilot.press("r", "left")  # the round's last decision
        await pilot.pause()
        index = screen.index
        assert "Enter: watch this nazi phase, figure by figure." in log_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        phase = app.screen
        assert isinstance(phase, NaziPhaseScreen)
        assert phase.playback.beats  # the nazis that acted, one beat at a time
        await pilot.press("s", "s")  # to the recap, then back
        await pilot.pause()
        assert app.screen is screen and screen.index == index


@pytest.mark.asyncio
async def test_g_goes_to_the_step_typed(game) -> None:
    path, _ = game
    app = make_replay_app(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("g")
        await pilot.pause()
        dialog = app.screen
        text = dialog.query_one(Input)
        text.value = "99"
        await pilot.press("enter")
        assert app.screen is dialog  # out of range: said, and asked again
        assert "from 0 to" in str(dialog.query_one("#problem", Label).content)
        text.value = "7"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.index == 7
        assert "Step 7/" in static_text(screen, "#step")


@pytest.mark.parametrize(
    ("typed", "number"),
    [
        ("3", 3),
        (" 0 ", 0),
        ("12", 12),
        ("13", None),
        ("-1", None),
        ("x", None),
        ("²", None),
        ("", None),
    ],
)
def test_a_step_number_is_a_whole_number_in_range(typed: str, number: int | None) -> None:
    assert viewer.step_number(typed, 12) == number


def test_the_viewer_tells_a_reroll_with_the_faces_asked_about() -> None:
    """The reroll's question keeps the faces rolled before it: the worked
    example's War Veteran rerolls die 1, a reload (it comes up heart)."""
    source = load_replay(EXAMPLE)
    result = replay_steps(source.rules, source.header, source.lines)
    names = Names(source.rules)
    (choice,) = [s for s in result.steps if s.line == 6]
    told = " ".join(choice.texts(names))
    assert "Rolled reload, blank, shield." in told
    assert "Reroll die 1 (reload)" in told


@pytest.mark.asyncio
async def test_space_plays_and_pauses(game, monkeypatch) -> None:
    monkeypatch.setattr(viewer, "PLAY_INTERVAL", 60.0)  # the test makes the ticks
    path, _ = game
    app = make_replay_app(path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("space")
        assert screen.playing and "playing" in static_text(screen, "#step")
        screen.tick()
        screen.tick()
        assert screen.index == 2
        await pilot.press("space")
        assert not screen.playing and "playing" not in static_text(screen, "#step")
        await pilot.press("end", "left", "space")
        screen.tick()
        assert screen.index == screen.last and not screen.playing  # stops at the end
        await pilot.press("space")  # at the end: plays again from the start
        assert screen.playing and screen.index == 0
        await pilot.press("right")  # a step by hand pauses
        assert not screen.playing and screen.index == 1


@pytest.mark.asyncio
async def test_playing_steps_on_its_own_to_the_end(game, monkeypatch) -> None:
    monkeypatch.setattr(viewer, "PLAY_INTERVAL", 0.02)
    path, _ = game
    app = make_replay_app(path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("space")
        for _ in range(100):
            if not screen.playing:
                break
            await pilot.pause(0.05)
        assert screen.index == screen.last and not screen.playing


@pytest.mark.asyncio
async def test_q_quits(game) -> None:
    path, _ = game
    app = make_replay_app(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


# --- logs that cannot be replayed ---------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json at all\n", "not valid JSON"),
        ('{"format": "something-else"}\n', "not a game log"),
        (
            '{"format": "wolfenstein-game-log", "version": 99, "mission": "x", "seats": []}\n',
            "newer version",
        ),
        ("", "empty"),
    ],
)
async def test_a_broken_log_gives_a_message_not_a_traceback(
    tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_text(content)
    app = make_replay_app(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayProblemScreen)
        assert message in app.screen.message and "broken.jsonl" in app.screen.message
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 1


@pytest.mark.asyncio
async def test_a_refused_decision_stops_the_replay_there(game, tmp_path: Path) -> None:
    path, _ = game
    lines = path.read_text().splitlines()
    index = next(i for i, raw in enumerate(lines) if '"command":"move"' in raw)
    bad = json.loads(lines[index])
    bad["do"]["to"] = "A1"
    lines[index] = json.dumps(bad)
    broken = tmp_path / "refused.jsonl"
    broken.write_text("\n".join(lines) + "\n")
    app = make_replay_app(broken)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.problem is not None and screen.problem.line == index + 1
        assert screen.last == 1  # the start and the first activation
        banner = static_text(screen, "#problem")
        assert "the rules refuse this command" in banner and f"line {index + 1}" in banner
        await pilot.press("end")
        await pilot.pause()
        assert "The replay stops here" in log_text(screen)


@pytest.mark.asyncio
async def test_a_refused_decision_is_said_in_french(game, tmp_path: Path) -> None:
    """The banner where the replay stops speaks the language chosen: the
    log's problem and the rules' refusal inside it (R-MOVE)."""
    from wolfenstein_tui.base.i18n import set_language

    path, _ = game
    lines = path.read_text().splitlines()
    index = next(i for i, raw in enumerate(lines) if '"command":"move"' in raw)
    bad = json.loads(lines[index])
    bad["do"]["to"] = "A1"
    lines[index] = json.dumps(bad)
    broken = tmp_path / "refused.jsonl"
    broken.write_text("\n".join(lines) + "\n")
    set_language("fr")
    app = make_replay_app(broken)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        banner = static_text(app.screen, "#problem")
        assert f"ligne {index + 1} du journal : les règles refusent cette commande : " in banner
        assert "the rules refuse" not in banner


# --- the command line ----------------------------------------------------------------------


def test_headless_replay_still_prints_the_summary(game, capsys) -> None:
    path, _ = game
    assert main(["replay", "--headless", str(path)]) == 0
    out = capsys.readouterr().out
    decisions = sum(1 for _, line in read_log(path)[1] if "do" in line)
    assert f"{decisions} decisions" in out and "round 2 of" in out


def test_replay_without_options_opens_the_viewer(game, monkeypatch) -> None:
    path, _ = game
    opened: list[ReplayScreen | object] = []
    monkeypatch.setattr(ReplayApp, "run", lambda self: opened.append(self.source))
    assert main(["replay", str(path)]) == 0
    assert len(opened) == 1 and opened[0].path == path


def test_replay_viewer_reports_an_unreadable_log_before_opening(tmp_path: Path, capsys) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_text("{oops\n{}\n")
    assert main(["replay", str(path)]) == 1
    error = capsys.readouterr().err
    assert "broken.jsonl:1" in error and "Traceback" not in error


@pytest.mark.asyncio
async def test_a_message_with_brackets_is_shown_as_written(tmp_path: Path) -> None:
    """Messages are plain text, not markup: a face `[b]heart[/b]` stays. (A
    line of the wrong shape, such as `"dice": "heart"`, is refused when the
    log is read, before the viewer opens; a face the rules refuse stops the
    replay at its line.)"""
    lines = EXAMPLE.read_text().splitlines()
    index = next(i for i, raw in enumerate(lines) if raw.startswith('{"dice"'))
    lines[index] = '{"dice": ["[b]heart[/b]"]}'
    shutil.copy(EXAMPLE.parent / json.loads(lines[0])["mission_file"], tmp_path)
    path = tmp_path / "bad-dice.jsonl"
    path.write_text("\n".join(lines) + "\n")
    app = make_replay_app(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert "[b]heart[/b] is not one of them" in static_text(screen, "#problem")


@pytest.mark.asyncio
async def test_f_plays_on_from_the_step_shown_as_a_new_game(two_rounds: Path, tmp_path) -> None:
    """f at a step: the same players, a new log in the save folder whose
    lines are the watched log's up to that step; its game screen opens on
    the state of the step, and the watched log is unchanged."""
    from wolfenstein_tui.tui.screens.game import GameScreen

    path = two_rounds
    before = path.read_bytes()
    saves = tmp_path / "saves"
    app = make_replay_app(path, save_dir=saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("right", "right", "right", "right", "right")
        state = screen.current.state
        await pilot.press("f")
        await pilot.pause()
        await pilot.press("1")  # the same players
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state == state
        (fork,) = saves.glob("*.jsonl")
        header = json.loads(fork.read_text().splitlines()[0])
        assert header["parent"]["file"] == path.name
        app.screen.session.close()
    assert path.read_bytes() == before
    assert main(["replay", "--verify", str(fork)]) == 0


@pytest.mark.asyncio
async def test_f_at_the_end_of_a_game_says_why_it_cannot(tmp_path: Path) -> None:
    rules = rules_for(STARTER)
    record = play_random_game(rules, header(rules, seed=11), 11)
    path = write(tmp_path / "over.jsonl", record)
    app = make_replay_app(path, save_dir=tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("end", "f")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
    assert not (tmp_path / "saves").exists()


def test_an_answer_is_told_with_its_question(tmp_path: Path) -> None:
    """R-SEARCH-1: Klaus searches the event token and chooses an option.
    The viewer's step for the answer says what was asked, not the option's
    words alone."""
    from tests.tui.test_app import session_for
    from wolfenstein_tui.engine.state.commands import Choose, Search
    from wolfenstein_tui.play.saves import read_log
    from wolfenstein_tui.words.questions import answer, question

    session = session_for(ROOT / "tests" / "tui" / "missions" / "short.yaml", tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (2, 0)))
    session.play(Search("klaus", (1, 0)))
    pending = session.state.pending
    assert pending is not None
    names = Names(session.rules, session.state)
    asked, chosen = question(pending, names), answer(pending, names, 0)
    session.play(Choose(0))
    header, lines = read_log(session.path)
    screen = viewer.ReplayScreen(session.rules, header, lines)
    told = screen.decision(screen.last)
    assert told.startswith(asked) and told.endswith(chosen), told
