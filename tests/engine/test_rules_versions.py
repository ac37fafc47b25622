"""Rules versions (docs/game-log.md): a new game records the rules it is
played with, an old log replays under the rules it was recorded with, and
a log from a newer program is refused with a located reason.

The fixtures in old_logs/ were recorded before R-ATK-10's fix (a silent
execution's reload face counts as blank, so War Veteran's reroll of reload
faces is not offered there, and a reroll of blanks is): under the current
rules they no longer replay; under rules version 1 they replay to the
results that program gave them."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from tests.engine.games import STARTER, activate, new_game, put_enemy, rules_for
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import training_mission_file
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.log.gamelog import GameRecord, LogError, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state.commands import SilentExecution
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.rules_version import (
    ROUND_ONE_STARTS,
    RULES_CHANGES,
    RULES_VERSION,
)
from wolfenstein_tui.play.saves import mission_for, read_log
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.words.log_problems import problem_words

OLD_LOGS = Path(__file__).with_name("old_logs")
RESULTS = json.loads((OLD_LOGS / "results.json").read_text(encoding="utf-8"))
FIXTURES = sorted(OLD_LOGS.glob("*.jsonl"))


def _load(path: Path) -> tuple[Rules, Header, list]:
    header, lines = read_log(path)
    decks = builtin_decks()
    return Rules(mission_for(header, path, decks), decks), header, lines


def test_the_fixtures_are_all_described() -> None:
    assert FIXTURES and sorted(RESULTS) == [path.name for path in FIXTURES]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_r_atk_10_an_old_log_replays_to_its_result(path: Path) -> None:
    """R-ATK-10: a log recorded before the fix, with no rules version,
    replays under version 1, every line matching its digest, to the outcome
    the program that recorded it gave."""
    rules, header, lines = _load(path)
    assert header.rules_version is None
    result = replay(rules, header, lines, check=True)
    assert result.problems == []
    record = result.record
    assert record.header.rules == 1 and record.state.rules_version == 1
    expected = RESULTS[path.name]
    assert record.state.outcome is not None
    assert record.state.outcome.value == expected["outcome"]
    assert record.state.round == expected["round"]
    assert sum(1 for _, line in lines if "do" in line) == expected["decisions"]
    assert digest(rules, record.state) == expected["last_digest"]
    assert "rules_version" not in record.lines[0]  # the header is kept as written


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_r_atk_10_the_fix_holds_under_the_current_rules(path: Path) -> None:
    """R-ATK-10: the same log, said to be played under the current rules,
    does not replay: the fix is not weakened, only kept out of old games."""
    rules, header, lines = _load(path)
    current = replace(header, rules_version=RULES_VERSION)
    try:
        problems = replay(rules, current, lines, check=True).problems
    except LogError:
        return
    assert problems


def test_a_new_game_records_the_current_rules() -> None:
    rules = rules_for(STARTER)
    header = Header(rules.mission.id, "", "", (("klaus", "blazkowicz", "anya", "max"),), 1)
    record, _ = GameRecord.start(rules, header)
    assert record.lines[0]["rules_version"] == RULES_VERSION
    assert record.state.rules_version == RULES_VERSION
    assert Header.from_json(record.lines[0]).rules == RULES_VERSION
    assert set(RULES_CHANGES) == set(range(1, RULES_VERSION + 1))


def test_a_round_start_rule_fires_in_round_one_from_rules_version_5() -> None:
    """Round 1 starts as every later round does: a mission's round_start
    rule for round 1 (the training's damp rifles, a reload token on every
    firearm, R-ATK-5) fires from rules version 5; a game under version 4
    keeps the old start, where it never fired."""
    decks = builtin_decks()
    rules = Rules(load_mission(training_mission_file(), decks), decks)
    seats = (("klaus", "blazkowicz", "anya", "max"),)
    state, events = rules.new_game(Setup(seats=seats, seed=3))
    assert state.round == 1 and state.rules_version == ROUND_ONE_STARTS
    assert all(h.weapons[h.active_weapon].reload for h in state.heroes.values())
    assert sum(e.kind is EventKind.RELOAD_TOKEN for e in events) == 4
    old, events = rules.new_game(Setup(seats=seats, seed=3, rules_version=ROUND_ONE_STARTS - 1))
    assert not any(w.reload for h in old.heroes.values() for w in h.weapons)
    assert not any(e.kind is EventKind.RELOAD_TOKEN for e in events)
    assert not old.rules_fired


def test_a_rules_version_newer_than_the_program_is_refused_at_line_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "future.jsonl"
    lines = FIXTURES[0].read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["rules_version"] = RULES_VERSION + 1
    path.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    with pytest.raises(LogError) as error:
        Header.from_json(first)
    assert error.value.line == 1
    assert error.value.code == "log.newer-rules"
    assert f"rules version {RULES_VERSION + 1}" in problem_words(error.value)
    assert main(["replay", "--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:1:" in err and "newer" in err and "Traceback" not in err


@pytest.mark.parametrize("option", ["--verify", "--text", "--headless"])
def test_r_atk_10_the_command_line_replays_an_old_log(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = OLD_LOGS / "m01-war-veteran-in-execution.jsonl"
    assert main(["replay", option, str(path)]) == 0
    out = capsys.readouterr().out
    if option == "--text":
        assert "War Veteran" in out


def test_r_atk_10_continue_carries_an_old_game_on_under_its_rules(tmp_path: Path) -> None:
    """Continue (and the app's Load, which resumes the same way) replays an
    old log under its rules; the game is the one the log recorded."""
    name = "m01-reload-reroll-declined.jsonl"
    path = tmp_path / name
    shutil.copy(OLD_LOGS / name, path)
    session = Session.resume(path)
    try:
        assert session.record.state.rules_version == 1
        assert session.record.state.outcome is not None
        assert digest(session.rules, session.record.state) == RESULTS[name]["last_digest"]
    finally:
        session.close()


def test_r_atk_10_version_1_offers_war_veteran_on_an_executions_reload() -> None:
    """R-ATK-10 under rules version 1 (old games only): War Veteran was
    offered on a silent execution's reload face; under the current rules it
    is not (test_attacks.py)."""
    rules = rules_for()
    state = new_game(rules)
    state.rules_version = 1
    state.closed_doors.discard("F2-G2")
    state = put_enemy(rules, state, "soldier-1", "soldier", "G2")
    state = activate(rules, state, "klaus", "F2")
    state.heroes["klaus"].carried.append("combat-knife")
    command = SilentExecution("klaus", "soldier-1", "combat-knife")
    old, _ = rules.apply(state, command, ["reload", "shield", "blank"])
    assert old.pending is not None and old.pending.kind is DecisionKind.REROLL
    state.rules_version = RULES_VERSION
    new, _ = rules.apply(state, command, ["reload", "shield", "blank"])
    assert new.pending is None


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_r_atk_10_the_replay_viewer_steps_through_an_old_log(path: Path) -> None:
    """The viewer (and watching a game) reads the log through load_replay,
    which finds the rules version before the first step."""
    from wolfenstein_tui.tui.screens.replay import load_replay, replay_steps

    source = load_replay(path)
    assert source.header.rules == 1
    steps = replay_steps(source.rules, source.header, source.lines)
    assert steps.problem is None
    assert steps.steps[-1].state.outcome is not None
    assert digest(source.rules, steps.steps[-1].state) == RESULTS[path.name]["last_digest"]


def test_r_search_1_version_2_completes_an_escort_on_choice() -> None:
    """R-SEARCH-1 [D] came in with ESCORTS_COMPLETE_ON_ARRIVAL: a game
    recorded under version 2 keeps its escort events completed on the line
    the option was chosen (and won there, on "complete 1 event"); under the
    current rules the same line completes nothing yet."""
    from tests.engine.test_rules_cases import CASES, load
    from wolfenstein_tui.engine.state.rules_version import ESCORTS_COMPLETE_ON_ARRIVAL

    rules, header, lines = load(CASES / "escort-completes-on-arrival.jsonl")
    until_choice = [(n, line) for n, line in lines if n <= 5]
    old = replay(
        rules, replace(header, rules_version=ESCORTS_COMPLETE_ON_ARRIVAL - 1), until_choice
    ).record.state
    assert old.events_completed == 1 and old.outcome is not None
    assert old.outcome.value == "won"
    new = replay(rules, header, until_choice).record.state
    assert new.events_completed == 0 and new.outcome is None
