"""The game log: header, lines, replay, verification, hand-written rules
cases (issue: game log = save file = replay)."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.games import ARENA, ROOT, STARTER, rules_for
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.log.gamelog import GameRecord, LogError, LogWalk, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.log.logcheck import LOG_VERSION
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.simulate import play_random_game
from wolfenstein_tui.engine.state.commands import Attack, Move, StartActivation, command_from_json
from wolfenstein_tui.play.saves import LogWriter, read_log
from wolfenstein_tui.words.log_problems import problem_words

EXAMPLE = ROOT / "docs" / "examples" / "worked-example.jsonl"
WORKED = ROOT / "docs" / "examples" / "worked-example.yaml"


def header(rules, seed: int = 3, **extra) -> Header:
    return Header(
        mission=rules.mission.id,
        mission_hash=rules.loaded.content_hash,
        decks_hash="",
        seats=(("klaus", "blazkowicz"), ("anya", "max")),
        seed=seed,
        skip_nazi_phase=True,
        mission_file=Path(rules.loaded.source).name,
        **extra,
    )


def write(tmp_path: Path, record: GameRecord) -> Path:
    """The log, with its mission beside it (a log names its mission file
    relative to its own folder and never outside it)."""
    shutil.copy(record.rules.loaded.source, tmp_path)
    path = tmp_path / "game.jsonl"
    with LogWriter(path) as writer:
        writer.write(record.lines)
    return path


def test_header_round_trips_and_is_versioned() -> None:
    rules = rules_for(STARTER)
    data = header(rules).to_json()
    assert data["format"] == "wolfenstein-game-log" and data["version"] == LOG_VERSION
    assert Header.from_json(json.loads(json.dumps(data))) == header(rules)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ([], "not a game log"),
        ({"format": "something-else"}, "not a game log"),
        (
            {"format": "wolfenstein-game-log", "version": 99, "mission": "x", "seats": []},
            "newer version",
        ),
        (
            {"format": "wolfenstein-game-log", "version": 1, "seats": [["klaus"]]},
            "missing required field 'mission'",
        ),
        (
            {
                "format": "wolfenstein-game-log",
                "version": 1,
                "mission": "x",
                "seats": [],
                "dice": "loaded",
            },
            "seeded",
        ),
    ],
)
def test_bad_headers_are_refused_with_a_reason(data, reason) -> None:
    with pytest.raises(LogError) as error:
        Header.from_json(data)
    assert reason in problem_words(error.value)


def test_an_older_log_without_optional_fields_still_loads() -> None:
    """Version 1 logs written by hand name only what they need."""
    loaded = Header.from_json(
        {
            "format": "wolfenstein-game-log",
            "version": 1,
            "mission": "arena",
            "seats": [["klaus", "anya", "max", "set"]],
        }
    )
    assert loaded.seed == 0 and loaded.dice == "seeded" and loaded.difficulty.value == "bring_em_on"


def test_every_decision_and_outcome_is_a_line_with_a_digest() -> None:
    rules = rules_for(ARENA)
    record = play_random_game(rules, header(rules), 5)
    body = record.lines[1:]
    assert all("digest" in line and len(line["digest"]) == 12 for line in body)
    kinds = {
        next(k for k in ("do", "dice", "card", "shuffle", "undo") if k in line) for line in body
    }
    assert {"do", "shuffle", "card"} <= kinds
    for line in body:
        if "do" in line:
            command_from_json(line["do"])  # every decision reads back


def test_undo_appends_a_line_and_restores_the_state() -> None:
    rules = rules_for(ARENA)
    record, _ = GameRecord.start(rules, header(rules))
    record.play(StartActivation("klaus"))
    before = record.state
    record.play(Move("klaus", (2, 1)))
    lines = len(record.lines)
    record.undo()
    assert record.state == before and len(record.lines) == lines + 1 and "undo" in record.lines[-1]
    again = replay(rules, record.header, list(enumerate(record.lines[1:], start=2)), check=True)
    assert again.problems == [] and again.record.state == before


def test_verify_names_a_hand_edited_die_face(tmp_path: Path, capsys) -> None:
    rules = rules_for(WORKED)
    record, _ = GameRecord.start(rules, header(rules))
    record.play(StartActivation("klaus"))
    record.play(Move("klaus", (4, 1)))
    record.play(Attack("klaus", "soldier-1"))
    path = write(tmp_path, record)
    assert main(["replay", "--verify", str(path)]) == 0
    lines = path.read_text().splitlines()
    index = next(i for i, raw in enumerate(lines) if raw.startswith('{"dice":['))
    edited = json.loads(lines[index])
    edited["dice"][0] = "blank" if edited["dice"][0] != "blank" else "heart"
    lines[index] = json.dumps(edited)
    path.write_text("\n".join(lines) + "\n")
    capsys.readouterr()
    assert main(["replay", "--verify", str(path)]) == 1
    error = capsys.readouterr().err
    assert f"game.jsonl:{index + 1}:" in error and "this line was changed" in error


def test_verify_names_a_wrong_digest(tmp_path: Path, capsys) -> None:
    rules = rules_for(ARENA)
    record = play_random_game(rules, header(rules), 2)
    path = write(tmp_path, record)
    lines = path.read_text().splitlines()
    index = next(i for i, raw in enumerate(lines) if raw.startswith('{"do":') and i > 5)
    edited = json.loads(lines[index])
    edited["digest"] = "000000000000"
    lines[index] = json.dumps(edited)
    path.write_text("\n".join(lines) + "\n")
    assert main(["replay", "--verify", str(path)]) == 1
    assert (
        f":{index + 1}: the state after this line does not match its digest"
        in capsys.readouterr().err
    )


def test_a_line_cut_short_by_a_crash_loses_only_that_decision(tmp_path: Path) -> None:
    rules = rules_for(ARENA)
    record = play_random_game(rules, header(rules), 4)
    path = write(tmp_path, record)
    text = path.read_text()
    path.write_text(text + '{"do": {"command": "mo')  # the terminal died mid-write
    loaded_header, lines = read_log(path)
    assert len(lines) == len(record.lines) - 1
    assert replay(rules, loaded_header, lines).record.state == record.state


def test_replay_json_prints_the_documented_state(tmp_path: Path, capsys) -> None:
    rules = rules_for(STARTER)
    record = play_random_game(rules, header(rules), 1)
    path = write(tmp_path, record)
    assert main(["replay", "--headless", "--json", str(path)]) == 0
    state = json.loads(capsys.readouterr().out)
    documented = (ROOT / "docs" / "game-log.md").read_text()
    for field in state:
        assert f"`{field}`" in documented, f"{field} is not documented in docs/game-log.md"
    assert state["outcome"] == record.state.outcome.value


def test_the_documented_rules_case_replays_the_worked_example(capsys) -> None:
    """docs/examples/worked-example.jsonl: the rulebook's worked example."""
    assert main(["replay", "--headless", "--json", str(EXAMPLE)]) == 0
    state = json.loads(capsys.readouterr().out)
    klaus = next(h for h in state["heroes"] if h["id"] == "klaus")
    assert klaus["square"] == "E2" and klaus["ap"] == 0 and klaus["glory"] == 1
    assert state["killed"] == ["soldier-1"] and state["danger"] == 1 and state["noise"] == ["h"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "empty"),
        ("not json\n", "not valid JSON"),
        (
            '{"format": "wolfenstein-game-log", "version": 1, "mission": "nowhere", "seats": [["klaus","anya","max","set"]]}\n',
            "no mission with id 'nowhere'",
        ),
        (
            '{"format": "wolfenstein-game-log", "version": 1, "mission": "arena", "mission_file": "arena.yaml", "seats": [["klaus","anya","max","set"]], "skip_nazi_phase": true}\n{"do": {"command": "fly"}}\n',
            "unknown command 'fly'",
        ),
        (
            '{"format": "wolfenstein-game-log", "version": 1, "mission": "arena", "mission_file": "arena.yaml", "seats": [["klaus","anya","max","set"]], "skip_nazi_phase": true}\n{"do": {"command": "move", "hero": "klaus", "to": "B2"}}\n',
            "the rules refuse this command",
        ),
        (
            '{"format": "wolfenstein-game-log", "version": 1, "mission": "arena", "mission_file": "arena.yaml", "seats": [["klaus","anya","max","set"]], "skip_nazi_phase": true}\n{"hello": 1}\n',
            "a line is a decision",
        ),
    ],
)
def test_broken_logs_get_a_located_message_not_a_traceback(
    tmp_path: Path, capsys, content, message
) -> None:
    shutil.copy(ARENA, tmp_path)
    path = tmp_path / "broken.jsonl"
    path.write_text(content)
    assert main(["replay", "--headless", str(path)]) == 1
    error = capsys.readouterr().err
    assert "broken.jsonl" in error and message in error and "Traceback" not in error


def test_missing_log_file(tmp_path: Path, capsys) -> None:
    assert main(["replay", str(tmp_path / "none.jsonl")]) == 1
    assert "no such file or folder" in capsys.readouterr().err


def test_simulate_plays_the_nazis_unless_told_to_skip_them(capsys) -> None:
    assert main(["simulate", "--games", "2", "--mission", "m01-radio-silence"]) == 0
    assert "nazis by their program" in capsys.readouterr().out
    assert (
        main(["simulate", "--games", "2", "--mission", "m01-radio-silence", "--skip-nazi-phase"])
        == 0
    )
    assert "nazi phase skipped" in capsys.readouterr().out


def test_simulate_counts_outcomes_and_saves_logs(tmp_path: Path, capsys) -> None:
    code = main(
        [
            "simulate",
            "--games",
            "3",
            "--seed",
            "4",
            "--mission",
            "m01-radio-silence",
            "--skip-nazi-phase",
            "--players",
            "2",
            "--save-dir",
            str(tmp_path),
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "3 games of Radio Silence" in out and "mean rounds" in out
    logs = sorted(tmp_path.glob("*.jsonl"))
    assert len(logs) == 3
    assert main(["replay", "--verify", str(logs[0])]) == 0


def test_a_scripted_game_is_played_to_a_win_from_the_command_line(tmp_path: Path, capsys) -> None:
    """A mission played to its end from a script: the arena's objective is
    won by picking up token A at J4."""
    header = {
        "format": "wolfenstein-game-log",
        "version": 1,
        "mission": "arena",
        "mission_file": "arena.yaml",
        "seats": [["klaus", "blazkowicz", "anya", "max"]],
        "seed": 7,
        "skip_nazi_phase": True,
    }
    others = [
        {"command": kind, "hero": hero}
        for hero in ("blazkowicz", "anya", "max")
        for kind in ("start_activation", "end_activation")
    ]
    script = [
        # Round 1: Klaus walks to the passage and slips through (fatigue).
        {"command": "start_activation", "hero": "klaus"},
        {"command": "move", "hero": "klaus", "to": "A6"},
        {"command": "use_passage", "hero": "klaus"},
        {"command": "end_activation", "hero": "klaus"},
        *others,
        # Round 2: fatigued, 3 AP: to the wide door and open it.
        {"command": "start_activation", "hero": "klaus"},
        {"command": "move", "hero": "klaus", "to": "I3"},
        {"command": "open_door", "hero": "klaus", "door": "H3-H4"},
        {"command": "end_activation", "hero": "klaus"},
        *others,
        # Round 3: pick up objective token A through the open door.
        {"command": "start_activation", "hero": "klaus"},
        {"command": "search", "hero": "klaus", "square": "J4"},
    ]
    shutil.copy(ARENA, tmp_path)
    path = tmp_path / "win.jsonl"
    path.write_text(
        "\n".join(json.dumps(line) for line in [header, *[{"do": c} for c in script]]) + "\n"
    )
    assert main(["replay", "--headless", "--json", str(path)]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["outcome"] == "won" and state["collected"] == ["A"]


def test_a_rules_case_can_force_the_card_drawn(tmp_path: Path, capsys) -> None:
    """docs/game-log.md: with manual dice, card lines are imposed too."""
    header = {
        "format": "wolfenstein-game-log",
        "version": 1,
        "mission": "arena",
        "mission_file": "arena.yaml",
        "seats": [["klaus", "blazkowicz", "anya", "max"]],
        "seed": 3,
        "dice": "manual",
        "skip_nazi_phase": True,
    }
    lines = [
        header,
        {"do": {"command": "start_activation", "hero": "klaus"}},
        {"do": {"command": "move", "hero": "klaus", "to": "B3"}},
        {"do": {"command": "search", "hero": "klaus", "square": "C3"}},
        {"card": "radio-room", "deck": "events"},
    ]
    shutil.copy(ARENA, tmp_path)
    path = tmp_path / "case.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    assert main(["replay", "--headless", "--json", str(path)]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["pending"]["kind"] == "event_option"
    assert state["pending"]["options"] == ["0", "1"]  # the Radio Room's two options
    assert main(["replay", "--text", str(path)]) == 0
    assert "The Radio Room" in capsys.readouterr().out


# --- the walk through the lines, heard line by line -------------------------------------


def random_record(seed: int, decisions: int = 60) -> GameRecord:
    """Random legal decisions (every seventh one undone), to the end or to
    `decisions` lines."""
    rules = rules_for(STARTER)
    record, _ = GameRecord.start(rules, header(rules, seed=seed))
    chooser = random.Random(seed)
    for number in range(decisions):
        if record.state.outcome is not None:
            break
        if number % 7 == 6 and record.history:
            record.undo()
            continue
        record.play(chooser.choice(rules.legal_actions(record.state)))
    return record


def test_each_decision_line_is_heard_with_its_command_state_and_events() -> None:
    """`on_decision` hears the set-up, then each decision line: its number,
    its command (or the count an undo takes back), the state after (the
    line's digest) and the events; the states are the record's own."""
    record = random_record(7)
    lines = list(enumerate(record.lines[1:], start=2))
    heard: list = []
    result = replay(record.rules, record.header, lines, on_decision=heard.append)
    assert result.problems == []
    assert heard[0].before is None and heard[0].line == 1 and heard[0].command is None
    decisions = [(n, d) for n, d in lines if "do" in d or "undo" in d]
    assert [h.line for h in heard[1:]] == [n for n, _ in decisions]
    for decision, (_, data) in zip(heard[1:], decisions, strict=True):
        if "undo" in data:
            assert decision.command is None and decision.undone == data["undo"]
            assert decision.events == []
        else:
            assert decision.command == command_from_json(data["do"]) and decision.undone == 0
        assert digest(record.rules, decision.after) == data["digest"]
    assert heard[-1].after == record.state


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), cuts=st.lists(st.integers(0, 400), max_size=6))
def test_a_log_walked_in_pieces_is_the_log_walked_at_once(seed: int, cuts: list[int]) -> None:
    """A game followed as it is written (the lines read in pieces, cut
    anywhere, even between a decision and its outcomes) ends in the state
    of the whole log replayed, and hears every decision once."""
    record = random_record(seed)
    lines = list(enumerate(record.lines[1:], start=2))
    whole: list = []
    replay(record.rules, record.header, lines, check=False, on_decision=whole.append)
    pieces: list = []
    walk = LogWalk(record.rules, record.header, check=False, on_decision=pieces.append)
    for cut in sorted({min(c, len(lines)) for c in cuts} | {len(lines)}):
        walk.walk(lines[:cut])
    assert walk.record is not None and walk.record.state == record.state
    assert [(d.line, d.after) for d in pieces] == [(d.line, d.after) for d in whole]


def test_a_walk_stops_for_good_at_a_line_it_cannot_use() -> None:
    record = random_record(3)
    lines = list(enumerate(record.lines[1:], start=2))
    bad = (len(lines) + 2, {"do": {"kind": "fly"}})
    walk = LogWalk(record.rules, record.header, check=False)
    with pytest.raises(LogError) as first:
        walk.walk([*lines, bad])
    assert first.value.line == bad[0]
    with pytest.raises(LogError) as again:
        walk.walk([*lines, bad, bad])
    assert again.value is first.value
