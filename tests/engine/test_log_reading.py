"""Reading game logs that are damaged, edited or hostile: each is refused
with a plain message at the right line, by `replay`, `replay --verify`, the
replay viewer and Continue alike, never with a traceback; and nothing the
rules forbid is accepted without a word."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.engine.games import ARENA, rules_for
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import play_random_game
from wolfenstein_tui.play.saves import LogWriter, SaveError
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.screens.replay import load_replay, replay_steps
from wolfenstein_tui.words.log_problems import problem_words
from wolfenstein_tui.words.names import Names


@pytest.fixture(scope="module")
def game_lines(tmp_path_factory) -> list[str]:
    """A whole random game on the arena, nazi phase included, as its lines."""
    rules = rules_for(ARENA)
    header = Header(
        mission=rules.mission.id,
        mission_hash=rules.loaded.content_hash,
        decks_hash="",
        seats=(("klaus", "blazkowicz"), ("anya", "max")),
        seed=11,
        mission_file=ARENA.name,  # beside the log: write() puts a copy there
    )
    record = play_random_game(rules, header, 4)
    assert record.state.outcome is not None
    path = tmp_path_factory.mktemp("game") / "game.jsonl"
    with LogWriter(path) as writer:
        writer.write(record.lines)
    return path.read_text(encoding="utf-8").splitlines()


def write(tmp_path: Path, lines: list[str], end: str = "\n") -> Path:
    path = tmp_path / "edited.jsonl"
    shutil.copy(ARENA, tmp_path / ARENA.name)  # a log's mission file stays beside it
    path.write_text("\n".join(lines) + end, encoding="utf-8")
    return path


def with_header(lines: list[str], **changes: object) -> list[str]:
    header = json.loads(lines[0])
    header.update(changes)
    return [json.dumps(header), *lines[1:]]


def refusals(path: Path, capsys) -> list[str]:
    """What each way of opening a log says of it: replay --headless,
    replay --verify, the replay viewer's loading, and Continue."""
    said = []
    for words in (["replay", "--headless"], ["replay", "--verify"]):
        code = main([*words, str(path)])
        err = capsys.readouterr().err
        assert code == 1 and "Traceback" not in err, err
        said.append(err.strip())
    try:  # the viewer: what stops it loading, else the banner where its replay stops
        source = load_replay(path)
    except SaveError as error:
        said.append(str(error))
    else:
        stop = replay_steps(source.rules, source.header, source.lines).problem
        said.append(
            f"{path}:{stop.line}: {problem_words(stop, Names(source.rules))}" if stop else ""
        )
    try:
        Session.resume(path)
    except SaveError as error:
        said.append(str(error))
    else:
        said.append("")
    return said


def first_decision(lines: list[str]) -> int:
    return next(i for i, line in enumerate(lines) if line.startswith('{"do"'))


# --- class 3: loading a save crashes on anything unexpected ---------------------------


@pytest.mark.parametrize(
    ("changes", "needle"),
    [
        (
            {"difficulty": "i_am_death_incarnate"},
            "At 'I am Death incarnate' the players choose the one hero",
        ),
        ({"mission_file": 12}, "'mission_file' should be text"),
        ({"mission_file": "arena\x00.yaml"}, "NUL"),
        ({"first_player": 5}, "The first player must be one of the players"),
        ({"seats": [["klaus"]] * 1000}, "A game has 1 to 4 players"),
    ],
)
def test_a_header_the_engine_refuses_is_reported_at_line_1_everywhere(
    tmp_path: Path, capsys, game_lines: list[str], changes: dict, needle: str
) -> None:
    """Classes 3 and 5: the engine's own set-up checks, at the header's line."""
    path = write(tmp_path, with_header(game_lines, **changes))
    for message in refusals(path, capsys):
        assert message.startswith(f"{path}:1: ") and needle in message, message


@pytest.mark.parametrize(
    ("raw", "needle"),
    [
        ('"seed": Infinity', "Infinity is not a number JSON allows"),
        ('"seed": NaN', "NaN is not a number JSON allows"),
        ('"seed": ' + "9" * 5000, "a number with 5,000 digits"),
    ],
)
def test_odd_numbers_in_the_header_get_our_own_message(
    tmp_path: Path, capsys, game_lines: list[str], raw: str, needle: str
) -> None:
    header = json.loads(game_lines[0])
    text = json.dumps(header).replace(f'"seed": {header["seed"]}', raw)
    path = write(tmp_path, [text, *game_lines[1:]])
    for message in refusals(path, capsys):
        assert message.startswith(f"{path}:1") and needle in message, message
        assert "set_int_max_str_digits" not in message


def test_a_nesting_bomb_as_a_cut_last_line_is_skipped(
    tmp_path: Path, capsys, game_lines: list[str]
) -> None:
    """The docs say a last line cut short by a crash is ignored: even this one."""
    path = write(tmp_path, [*game_lines, "[" * 100_000], end="")
    assert main(["replay", "--verify", str(path)]) == 0
    assert "verified" in capsys.readouterr().out


def test_a_whole_nesting_bomb_line_is_refused_at_its_line(
    tmp_path: Path, capsys, game_lines: list[str]
) -> None:
    lines = [*game_lines[:5], "[" * 100_000 + "]" * 100_000, *game_lines[5:]]
    path = write(tmp_path, lines)
    for message in refusals(path, capsys):
        assert message.startswith(f"{path}:6") and "nested too deeply" in message, message


def test_a_command_the_rules_refuse_is_located(
    tmp_path: Path, capsys, game_lines: list[str]
) -> None:
    index = first_decision(game_lines)
    bad = '{"do": {"command": "move", "hero": "klaus", "to": "Z99"}}'
    path = write(tmp_path, [*game_lines[:index], bad])
    for message in refusals(path, capsys)[:2]:
        assert message.startswith(f"{path}:{index + 1}: "), message


# --- class 7: errors in the wrong place -------------------------------------------------


def test_verify_names_the_decision_whose_dice_are_missing(
    tmp_path: Path, capsys, game_lines: list[str]
) -> None:
    dice = next(i for i, line in enumerate(game_lines) if line.startswith('{"dice"'))
    path = write(tmp_path, game_lines[:dice])
    assert main(["replay", "--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:{dice}: the log is missing an outcome after this line"), err


def test_verify_of_a_header_only_log_names_the_header(
    tmp_path: Path, capsys, game_lines: list[str]
) -> None:
    """A header alone is a game whose set-up outcomes come from its seed (a
    hand-written rules case leaves them out); a set-up cut after its first
    outcome is named at the last line it has, never line 0."""
    path = write(tmp_path, game_lines[:1])
    assert main(["replay", "--verify", str(path)]) == 0
    capsys.readouterr()
    assert "shuffle" in game_lines[1]
    path = write(tmp_path, game_lines[:2])
    assert main(["replay", "--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:2: the log is missing an outcome"), err


def test_a_3_mb_value_is_not_echoed(tmp_path: Path, capsys, game_lines: list[str]) -> None:
    index = first_decision(game_lines)
    huge = json.dumps({"do": {"command": "start_activation", "hero": "x" * 3_000_000}})
    path = write(tmp_path, [*game_lines[:index], huge])
    for message in refusals(path, capsys):
        assert message.startswith(f"{path}:{index + 1}: ") and len(message) < 1000, message[:300]


def test_a_50_mb_log_is_refused_by_its_size(tmp_path: Path, capsys, game_lines: list[str]) -> None:
    index = first_decision(game_lines)
    huge = json.dumps({"do": {"command": "start_activation", "hero": "x" * 50_000_000}})
    path = write(tmp_path, [*game_lines[:index], huge])
    for message in refusals(path, capsys):
        assert "game logs are limited to 4 MB" in message and len(message) < 1000, message[:300]


# --- class 8: accepted without a word ---------------------------------------------------


@pytest.mark.parametrize(
    ("undo", "needle"),
    [
        ("-1", "'undo' is -1; it must be at least 1"),
        ("0", "'undo' is 0; it must be at least 1"),
        ('"x"', "'undo' should be a whole number"),
        ("null", "'undo' should be a whole number"),
        ("true", "'undo' should be a whole number"),
        ("1.0", "'undo' should be a whole number"),
    ],
)
def test_an_undo_is_a_whole_number_from_1(
    tmp_path: Path, capsys, game_lines: list[str], undo: str, needle: str
) -> None:
    index = first_decision(game_lines) + 2
    path = write(tmp_path, [*game_lines[:index], f'{{"undo": {undo}}}'])
    for message in refusals(path, capsys):
        assert message.startswith(f"{path}:{index + 1}: ") and needle in message, message


def test_an_undo_takes_back_no_more_decisions_than_stand(
    tmp_path: Path, capsys, game_lines: list[str]
) -> None:
    index = first_decision(game_lines) + 2
    standing = sum(1 for line in game_lines[:index] if line.startswith('{"do"'))
    path = write(tmp_path, [*game_lines[:index], '{"undo": 1000}'])
    for message in refusals(path, capsys):
        assert f"only {standing} decisions stand" in message, message
    path = write(tmp_path, [*game_lines[:index], f'{{"undo": {standing}}}'])
    assert main(["replay", "--headless", str(path)]) == 0, capsys.readouterr().err


def test_no_line_follows_the_end_of_the_game(tmp_path: Path, capsys, game_lines: list[str]) -> None:
    """`{"undo": -1}` once turned a lost game back into one in progress."""
    for extra in ('{"undo": 1}', '{"do": {"command": "choose", "option": 0}}'):
        path = write(tmp_path, [*game_lines, extra])
        for message in refusals(path, capsys):
            assert message.startswith(f"{path}:{len(game_lines) + 1}: the game was over"), message


def test_a_misspelled_key_does_not_switch_a_check_off(
    tmp_path: Path, capsys, game_lines: list[str]
) -> None:
    index = first_decision(game_lines)
    lines = list(game_lines)
    lines[index] = lines[index].replace('"digest"', '"digzst"')
    path = write(tmp_path, lines)
    for message in refusals(path, capsys):
        assert message == f"{path}:{index + 1}: unknown field 'digzst'; did you mean 'digest'?"


@pytest.mark.parametrize(
    ("changes", "needle"),
    [
        ({"version": True}, "'version' should be a whole number, not True"),
        ({"seed": 1.0}, "'seed' should be a whole number"),
        ({"seed": "3"}, "'seed' should be a whole number"),
        ({"skip_nazi_phase": 1}, "'skip_nazi_phase' should be true or false"),
        ({"sede": 3}, "unknown field 'sede'; did you mean 'seed'?"),
        ({"house_rules": {"any_hero_ordr": True}}, "did you mean 'any_hero_order'?"),
    ],
)
def test_header_values_are_strictly_typed(
    tmp_path: Path, capsys, game_lines: list[str], changes: dict, needle: str
) -> None:
    path = write(tmp_path, with_header(game_lines, **changes))
    for message in refusals(path, capsys):
        assert message.startswith(f"{path}:1: in the header: ") and needle in message, message


def test_player_names_lose_their_control_characters(game_lines: list[str]) -> None:
    data = json.loads(game_lines[0])
    data["player_names"] = ["\x1b]0;owned\x07Ann\x1b[2J", "Bob\u202e"]
    assert Header.from_json(data).player_names == ("]0;ownedAnn[2J", "Bob")


def test_an_empty_log_is_reported_at_its_first_line(tmp_path: Path, capsys) -> None:
    """An empty file has no header: the message points at line 1, as every
    other message about a log names its line."""
    path = tmp_path / "empty.jsonl"
    path.write_text("")
    for words in (["replay", "--verify"], ["replay", "--headless"]):
        assert main([*words, str(path)]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"{path}:1: the file is empty"), err


def test_each_kind_of_line_has_its_shape() -> None:
    """logcheck.py tells a line's kind by LINE_KINDS without importing the
    shapes (a new game reads no log); line_shapes.py holds one per kind."""
    from wolfenstein_tui.engine.log.line_shapes import LINE_MODELS
    from wolfenstein_tui.engine.log.logcheck import LINE_KINDS

    assert tuple(LINE_MODELS) == LINE_KINDS
