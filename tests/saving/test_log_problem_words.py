"""A damaged game log is reported as facts (a code, the line, the numbers,
the rules' own refusal) and worded in the language spoken, located at its
line: truncated, not JSON, a wrong digest, an unknown command, a command the
rules refuse (R-ATK-2), missing dice (R-DICE-4), and one in French."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.engine.games import SOLO, STARTER, rules_for
from tests.engine.rules.test_worked_example import KLAUS_END, example_rules
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.log.gamelog import GameRecord, LogError, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import play_random_game
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.play.log_summary import summarize
from wolfenstein_tui.play.saves import LogWriter, SaveError, read_log
from wolfenstein_tui.words import log_problems
from wolfenstein_tui.words.log_problems import located, problem_words
from wolfenstein_tui.words.names import Names

ENGINE = Path(__file__).resolve().parents[2] / "wolfenstein_tui" / "engine"


@pytest.fixture(scope="module")
def record() -> GameRecord:
    """A seeded game of mission 1, with dice rolled in it."""
    rules = rules_for(STARTER)
    header = Header(
        mission=rules.mission.id,
        mission_hash=rules.loaded.content_hash,
        decks_hash="",
        seats=SOLO,
        seed=0,
    )
    return play_random_game(rules, header, 0)


def write_log(path: Path, lines: list[dict[str, Any]]) -> Path:
    with LogWriter(path) as writer:
        writer.write(lines)
    return path


def first_dice_after_a_decision(lines: list[dict[str, Any]]) -> int:
    """The index of the first dice line right after a decision line."""
    for index, line in enumerate(lines):
        if index > 0 and "dice" in line and "do" in lines[index - 1]:
            return index
    raise AssertionError("the game rolled no dice after a decision")


def verify(path: Path) -> tuple[Rules, LogError | None]:
    """What `replay --verify` finds: the line that cannot be used, or the
    first mismatch."""
    header, lines = read_log(path)
    rules = rules_for(STARTER)
    try:
        result = replay(rules, header, lines, check=True)
    except LogError as error:
        return rules, error
    return rules, result.problems[0] if result.problems else None


def test_a_truncated_log_misses_the_outcome_of_its_last_decision(
    record: GameRecord, tmp_path: Path
) -> None:
    """A log cut in the middle of a dice line (a crash while writing): the
    cut line is dropped, and verifying names the decision whose dice are
    missing, with the faces the game rolls."""
    cut = first_dice_after_a_decision(record.lines)
    path = write_log(tmp_path / "cut.jsonl", record.lines[: cut + 1])
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) - 8], encoding="utf-8")  # the last line cut short
    rules, error = verify(path)
    assert error is not None and error.code == "log.outcome-missing"
    assert error.line == cut  # the decision before the cut line (lines count from 1)
    faces = ", ".join(record.lines[cut]["dice"])
    assert problem_words(error, Names(rules)) == (
        f"the log is missing an outcome after this line: the game produced dice {faces}"
    )


def test_a_line_that_is_not_json_is_located_at_its_line_and_column(
    record: GameRecord, tmp_path: Path
) -> None:
    lines = [json.dumps(line) for line in record.lines[:4]]
    lines[2] = lines[2][:-3]  # a closing brace lost in the middle of the log
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SaveError) as error:
        read_log(path)
    assert str(error.value).startswith(f"{path}:3:")
    assert "not valid JSON" in str(error.value)


def test_a_line_of_the_wrong_shape_has_a_code(record: GameRecord, tmp_path: Path) -> None:
    path = write_log(tmp_path / "list.jsonl", [*record.lines[:3], {"dcie": ["heart"]}])
    with pytest.raises(SaveError) as error:
        read_log(path)
    assert str(error.value) == (
        f'{path}:4: a line is a decision ("do"), an undo ("undo"), an outcome ("dice", '
        '"card", "shuffle") or a rules case\'s "setup"; did you mean \'dice\'?'
    )


def test_a_wrong_digest_is_named_with_both_values(record: GameRecord, tmp_path: Path) -> None:
    lines = [dict(line) for line in record.lines]
    index = next(i for i, line in enumerate(lines) if "do" in line)
    lines[index]["digest"] = "0" * 16
    rules, error = verify(write_log(tmp_path / "digest.jsonl", lines))
    assert error is not None and error.code == "log.digest" and error.line == index + 1
    replayed = error.problem.fact("replayed")
    assert located(error, Names(rules)) == (
        f"line {index + 1}: the state after this line does not match its digest "
        f"({'0' * 16} in the log, {replayed} on replay)"
    )


def test_an_unknown_command_names_the_known_ones(record: GameRecord, tmp_path: Path) -> None:
    lines = [*record.lines[:2], {"do": {"command": "fly", "hero": "klaus"}}]
    rules, error = verify(write_log(tmp_path / "fly.jsonl", lines))
    assert error is not None and error.code == "log.unknown-command" and error.line == 3
    said = problem_words(error, Names(rules))
    assert said.startswith("unknown command 'fly'; known: start_activation, ")
    assert "end_activation" in said


def refused_attack(tmp_path: Path) -> tuple[Rules, LogError]:
    """R-ATK-2: the worked example's Klaus shooting the soldier 4 squares
    away, out of his pistol's reach."""
    rules = example_rules(tmp_path)
    header = Header("arena", "", "", SOLO, 0, dice="manual", skip_nazi_phase=True)
    lines = [
        {"do": {"command": "start_activation", "hero": "klaus"}},
        {"do": {"command": "move", "hero": "klaus", "to": KLAUS_END}},
        {"do": {"command": "attack", "hero": "klaus", "target": "soldier-2"}},
        {"dice": ["heart", "heart", "heart"]},
    ]
    with pytest.raises(LogError) as error:
        replay(rules, header, list(enumerate(lines, start=2)), check=False)
    return rules, error.value


def test_r_atk_2_a_refused_command_is_said_with_the_rules_own_words(tmp_path: Path) -> None:
    """The log's sentence wraps the rules' refusal, said as the game screen
    says it (words.refusals.say), not its code."""
    from wolfenstein_tui.words.refusals import say

    rules, error = refused_attack(tmp_path)
    assert error.code == "log.refused" and error.line == 4
    assert error.refused is not None
    names = Names(rules)
    reason = say(error.refused, names)
    assert reason and "log.refused" not in reason
    assert located(error, names) == f"line 4: the rules refuse this command: {reason}"


def test_r_dice_4_missing_dice_lines_are_named(tmp_path: Path) -> None:
    """With manual dice, an attack with no dice line after it cannot be
    replayed: the faces come from the log."""
    rules = example_rules(tmp_path)
    header = Header("arena", "", "", SOLO, 0, dice="manual", skip_nazi_phase=True)
    lines = [
        {"do": {"command": "start_activation", "hero": "klaus"}},
        {"do": {"command": "move", "hero": "klaus", "to": KLAUS_END}},
        {"do": {"command": "attack", "hero": "klaus", "target": "soldier-1"}},
    ]
    with pytest.raises(LogError) as caught:
        replay(rules, header, list(enumerate(lines, start=2)), check=False)
    error = caught.value
    assert error.code == "log.dice-missing" and error.line == 4
    assert error.problem.fact("count") == 3  # precision 2 + the pistol's die
    said = problem_words(error, Names(rules))
    assert said.startswith("the dice lines after this decision are not enough: ")


def test_a_refused_command_said_in_french(tmp_path: Path) -> None:
    rules, error = refused_attack(tmp_path)
    set_language("fr")
    from wolfenstein_tui.words.refusals import say

    names = Names(rules)
    assert located(error, names) == (
        f"ligne 4 : les règles refusent cette commande : {say(error.refused, names)}"
    )


def test_a_damaged_header_in_the_saved_games_list_speaks_french(tmp_path: Path) -> None:
    path = tmp_path / "old.jsonl"
    path.write_text(json.dumps({"format": "something-else"}) + "\n", encoding="utf-8")
    set_language("fr")
    label = summarize(path).label()
    assert "ligne 1 : ce n'est pas un journal de partie" in label


def test_the_command_line_words_a_damaged_log(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [dict(line) for line in record.lines]
    index = next(i for i, line in enumerate(lines) if "do" in line)
    lines[index]["digest"] = "f" * 16
    path = write_log(tmp_path / "digest.jsonl", lines)
    assert main(["--lang", "fr", "replay", "--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:{index + 1}: l'état après cette ligne ne correspond pas à son empreinte" in err
    assert "Traceback" not in err


def test_a_rules_case_value_is_said_at_its_place_in_french(tmp_path: Path) -> None:
    """A rules case's setup value keeps its place in the line (as written
    there) before the sentence in the language spoken."""
    from tests.engine.test_rules_cases import replay_error, write_case

    error = replay_error(write_case(tmp_path, {"setup": {"heroes": {"klaus": {"hp": 9}}}}))
    assert error.code == "setup.out-of-range" and error.line == 2
    assert problem_words(error) == "setup.heroes.klaus.hp: 9 is out of range: from 1 to 5"
    set_language("fr")
    assert located(error) == "ligne 2 : setup.heroes.klaus.hp: 9 est hors limites : de 1 à 5"


def engine_log_codes() -> set[str]:
    """Every code of a log problem the engine's log reader raises: the
    ``log.*`` and ``setup.*`` strings of engine/log and engine/state."""
    codes = set()
    for folder in ("log", "state"):
        for path in (ENGINE / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                text = node.value if isinstance(node, ast.Constant) else None
                if isinstance(text, str) and re.fullmatch(r"(log|setup)\.[a-z]+(-[a-z]+)*", text):
                    codes.add(text)
    return codes


def test_every_code_the_engine_raises_has_words() -> None:
    codes = engine_log_codes()
    assert len(codes) > 70
    assert codes <= log_problems.CODES, sorted(codes - log_problems.CODES)
