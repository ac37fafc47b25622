"""Forks (docs/game-log.md, "Forks"): a game played on from a line of
another is a log of its own, which replays and verifies alone; forks are
shown under their parent as a tree, and two branches are compared."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.games import STARTER, rules_for, solo_header
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.log.gamelog import lines_until, replay
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.simulate import make_player, play_random_game
from wolfenstein_tui.play.forks.branching import fork_log, fork_point
from wolfenstein_tui.play.forks.diff import diff_lines
from wolfenstein_tui.play.forks.tree import fork_tree, picker_rows, tree_lines
from wolfenstein_tui.play.log_summary import summarize
from wolfenstein_tui.play.saves import SaveError, read_log
from wolfenstein_tui.play.session import Session

HEROES = ("klaus", "blazkowicz", "anya", "max")


def parent_log(folder: Path, seed: int = 11) -> Path:
    """A whole game of the starter mission, played by random decisions,
    with its mission file beside it."""
    rules = rules_for(STARTER)
    header = solo_header(rules, seed, mission_file=Path(rules.loaded.source).name)
    record = play_random_game(rules, header, seed)
    shutil.copy(rules.loaded.source, folder)
    path = folder / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in record.lines), encoding="utf-8")
    return path


def play_to_the_end(path: Path, seed: int) -> Session:
    session = Session.resume(path)
    player = make_player("random", session.rules, seed)
    for _ in range(5000):
        if session.state.outcome is not None:
            break
        session.play(player.choose(session.state, session.rules.legal_actions(session.state)))
    session.close()
    return session


def decision_lines(path: Path) -> list[int]:
    _, lines = read_log(path)
    return [number for number, data in lines if "do" in data]


def test_a_fork_begins_with_its_parent_and_replays_alone(tmp_path: Path) -> None:
    parent = parent_log(tmp_path)
    at = decision_lines(parent)[20]
    fork = fork_log(parent, at)
    assert fork.parent == tmp_path and fork.name == "game-fork.jsonl"
    parent_lines = parent.read_text().splitlines()
    fork_lines = fork.read_text().splitlines()
    header = json.loads(fork_lines[0])
    # the parent's line: the decision's last outcome line (its dice, cards)
    assert header["parent"]["file"] == "game.jsonl"
    assert header["parent"]["line"] == len(fork_lines) >= at
    assert '"do"' in parent_lines[at - 1] and '"do"' in parent_lines[len(fork_lines)]
    assert len(header["parent"]["digest"]) == 12

    def bare(line: str) -> dict:  # the round noted for the game lists aside
        return {k: v for k, v in json.loads(line).items() if k != "round"}

    copied = [bare(line) for line in fork_lines[1:]]
    assert copied == [bare(line) for line in parent_lines[1 : len(fork_lines)]]
    assert summarize(fork).round is not None  # the lists can tell its round
    # Alone: moved to another folder with its mission, the parent gone.
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.move(fork, alone / fork.name)
    shutil.copytree(tmp_path / "missions", alone / "missions")
    parent.unlink()
    assert main(["replay", "--verify", str(alone / fork.name)]) == 0


def test_a_fork_is_played_on_and_both_branches_verify(tmp_path: Path) -> None:
    parent = parent_log(tmp_path)
    at = decision_lines(parent)[30]
    fork = fork_log(parent, at)
    session = play_to_the_end(fork, seed=99)
    assert session.state.outcome is not None
    assert main(["replay", "--verify", str(fork)]) == 0
    assert main(["replay", "--verify", str(parent)]) == 0


def test_a_fork_whose_copy_was_changed_is_caught(tmp_path: Path) -> None:
    parent = parent_log(tmp_path)
    fork = fork_log(parent, decision_lines(parent)[10])
    lines = fork.read_text().splitlines()
    header = json.loads(lines[0])
    header["parent"]["digest"] = "0" * 12
    fork.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    rules = rules_for(STARTER)
    forked, numbered = read_log(fork)
    problems = replay(rules, forked, numbered, check=True).problems
    assert [p.code for p in problems] == ["log.fork-digest"]


def test_the_command_line_prints_the_forks_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parent = parent_log(tmp_path)
    elsewhere = tmp_path / "branches"
    at = decision_lines(parent)[5]
    assert main(["fork", str(parent), "--at", str(at), "--save-dir", str(elsewhere)]) == 0
    printed = Path(capsys.readouterr().out.strip())
    assert printed.parent == elsewhere and printed.is_file()
    assert (elsewhere / "missions").is_dir()  # the mission goes with the log
    assert main(["replay", "--verify", str(printed)]) == 0
    # a second fork at the same place gets a name of its own
    assert main(["fork", str(parent), "--at", str(at), "--save-dir", str(elsewhere)]) == 0
    assert Path(capsys.readouterr().out.strip()).name == "game-fork2.jsonl"
    # new players
    assert main(["fork", str(parent), "--at", str(at), "--names", "Ann"]) == 0
    renamed = Path(capsys.readouterr().out.strip())
    assert json.loads(renamed.read_text().splitlines()[0])["player_names"] == ["Ann"]
    assert main(["fork", str(parent), "--at", str(at), "--names", "Ann,Bob"]) == 1
    assert "seats" in capsys.readouterr().err


def test_no_fork_past_the_end_of_the_game_or_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parent = parent_log(tmp_path)
    last = decision_lines(parent)[-1]
    with pytest.raises(SaveError, match="over"):
        fork_log(parent, last)
    assert main(["fork", str(parent), "--at", "99999"]) == 1
    assert "is not in this log" in capsys.readouterr().err
    assert not list(tmp_path.glob("*fork*"))


def test_a_planted_link_is_never_written_through(tmp_path: Path) -> None:
    """The fork's name is taken only when free: a link planted under it is
    left alone, and the fork gets the next name."""
    parent = parent_log(tmp_path)
    target = tmp_path / "victim.txt"
    target.write_text("keep me")
    (tmp_path / "game-fork.jsonl").symlink_to(target)
    fork = fork_log(parent, decision_lines(parent)[3])
    assert fork.name == "game-fork2.jsonl"
    assert target.read_text() == "keep me"


def test_the_tree_shows_each_fork_under_its_parent(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parent = parent_log(tmp_path)
    numbers = decision_lines(parent)
    first = fork_log(parent, numbers[10])
    second = fork_log(parent, numbers[4])
    play_to_the_end(first, seed=5)
    grandchild = fork_log(first, decision_lines(first)[-3])
    rows = fork_tree([summarize(p) for p in (grandchild, first, second, parent)])
    assert [(depth, s.path.name) for depth, s in rows] == [
        (0, "game.jsonl"),
        (1, second.name),  # the earlier branch first
        (1, first.name),
        (2, grandchild.name),
    ]
    assert main(["replay", "--tree", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("game.jsonl · ")
    assert any(line.startswith(f"└─ {first.name} · from line {numbers[10]}") for line in out)
    assert any(line.startswith(f"   └─ {grandchild.name}") for line in out)
    assert tree_lines(tmp_path) == out
    labels = [label for _, label in picker_rows([parent, first, second, grandchild])]
    assert labels[0].startswith("Starter") or "·" in labels[0]
    assert labels[2].startswith("└─ from line")


def test_replay_diff_tells_where_the_branches_part_and_how_each_ends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parent = parent_log(tmp_path)
    at = decision_lines(parent)[25]
    fork = fork_log(parent, at)
    play_to_the_end(fork, seed=123)
    said = diff_lines(parent, fork)
    parted = next(line for line in said if "they part at line" in line)
    assert "same up to line" in parted
    assert any(line.startswith("  A, line ") for line in said)
    assert any(line.startswith("  B, line ") for line in said)
    endings = [line for line in said if line.startswith(("  A: ", "  B: "))]
    assert len(endings) == 2 and all("heroes lost:" in line for line in endings)
    assert main(["replay", "--diff", str(parent), str(fork)]) == 0
    assert "they part at line" in capsys.readouterr().out
    # in French too
    assert main(["--lang", "fr", "replay", "--diff", str(parent), str(fork)]) == 0
    assert "they part" not in capsys.readouterr().out


def test_replay_diff_refuses_two_different_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = parent_log(tmp_path)
    other_folder = tmp_path / "other"
    other_folder.mkdir()
    other = parent_log(other_folder, seed=12)
    assert main(["replay", "--diff", str(one), str(other)]) == 1
    assert "not branches of one game" in capsys.readouterr().err
    assert main(["replay", "--diff", str(one)]) == 2


@pytest.fixture(scope="module")
def whole_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return parent_log(tmp_path_factory.mktemp("parent"), seed=21)


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_fork_at_any_line_replays_alone_to_its_parents_state(
    whole_game: Path, data: st.DataObject
) -> None:
    """Whatever the line (an outcome line, an undo, the header), the fork's
    copy replays alone, every digest matching, to the state the parent had
    there; a line the game is over at is refused."""
    header, lines = read_log(whole_game)
    rules = rules_for(STARTER)
    line = data.draw(st.integers(1, lines[-1][0]))
    try:
        point = fork_point(whole_game, rules, header, lines, line)
    except SaveError as refused:
        assert "over" in str(refused)
        return
    numbered = list(enumerate(point.lines, start=2))
    result = replay(rules, point.header, numbered, check=True)
    assert result.problems == []
    assert point.header.parent is not None and point.header.parent.line >= line
    assert digest(rules, result.record.state) == point.header.parent.digest
    parent_there = replay(rules, header, lines_until(lines, line), check=False).record.state
    assert result.record.state == parent_there
