"""Fuzzing game logs: whatever a log holds, loading, verifying and replaying
it gives a result or a message located at a line of the file, never a
traceback; and no message carries a control character or a long echo."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.games import ARENA, rules_for
from tests.fuzzing import CONTROL, located_line, mutate_log
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.engine.log.gamelog import LogError, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import play_random_game
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.play.saves import LogWriter, SaveError, check_setup, mission_for, read_log
from wolfenstein_tui.words.log_problems import problem_words
from wolfenstein_tui.words.names import Names

SETTINGS = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def valid_log(tmp_path_factory) -> str:
    """A short random game on the arena, nazi phase included, as its log."""
    rules = rules_for(ARENA)
    header = Header(
        mission=rules.mission.id,
        mission_hash=rules.loaded.content_hash,
        decks_hash="",
        seats=(("klaus", "blazkowicz"), ("anya", "max")),
        seed=5,
        mission_file=str(Path(rules.loaded.source).resolve()),
    )
    record = play_random_game(rules, header, 2)
    path = tmp_path_factory.mktemp("log") / "valid.jsonl"
    with LogWriter(path) as writer:
        writer.write(record.lines[:60])
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def fuzz_path(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("fuzz") / "game.jsonl"


def load_and_verify(path: Path) -> str | None:
    """What `replay --verify` does; the message when it stops, else None."""
    decks = builtin_decks()
    try:
        header, lines = read_log(path)
        rules = Rules(mission_for(header, path, decks), decks)
        check_setup(rules, header, path)
        result = replay(rules, header, lines, check=True)
    except SaveError as error:
        return str(error)
    except LogError as error:
        return f"{path}:{error.line}: {problem_words(error, Names(rules))}"
    if result.problems:
        first = result.problems[0]
        return f"{path}:{first.line}: {problem_words(first, Names(rules))}"
    return None


def assert_located(message: str | None, path: Path, text: str) -> None:
    if message is None:
        return
    first = message.split("\n", 1)[0]
    line = located_line(first, str(path))
    assert line is not None, message
    assert 1 <= line <= text.count("\n") + 1, message
    assert not CONTROL.search(message.replace("\n", "")), message
    assert len(first) < 1200, first[:200]


@SETTINGS
@given(seed=st.integers(0, 2**32))
def test_mutated_logs_never_raise(valid_log: str, fuzz_path: Path, seed: int) -> None:
    rnd = random.Random(seed)
    text = mutate_log(valid_log, rnd, edits=rnd.randint(1, 3))
    fuzz_path.write_text(text, encoding="utf-8")
    assert_located(load_and_verify(fuzz_path), fuzz_path, text)


@SETTINGS
@given(edits=st.lists(st.tuples(st.integers(0, 10**6), st.text(max_size=8)), max_size=3))
def test_logs_with_random_text_edits_never_raise(
    valid_log: str, fuzz_path: Path, edits: list[tuple[int, str]]
) -> None:
    text = valid_log
    for where, insert in edits:
        where %= len(text) + 1
        text = text[:where] + insert + text[where + 1 :]
    fuzz_path.write_text(text, encoding="utf-8", errors="surrogatepass")
    assert_located(load_and_verify(fuzz_path), fuzz_path, text)
