"""app/cli/parser.py: a command line naming a command is read by a parser with
that command's options only, and reads exactly as with every command's;
help, no command or an unknown one get the whole parser."""

from __future__ import annotations

import argparse
import contextlib
import io

import pytest

from wolfenstein_tui.app.cli.parser import COMMAND_PARSERS, build_parser, command_named

LINES = [
    ["play", "m01-radio-silence", "--seed", "3", "--players", "2"],
    ["--save-dir", "/tmp/saves", "play", "m02-the-castle", "--house-rule", "shared-life"],
    ["--lang", "fr", "continue", "--save-dir", "/tmp/saves"],
    ["replay", "game.jsonl", "--text", "--until", "4"],
    ["campaign", "new", "--help"],
    ["schema", "weapons"],
    ["validate", "a.yaml", "b.yaml"],
    ["simulate", "m01-radio-silence"],
    ["balance"],
    ["join", "game", "--seat", "2"],
    ["play", "--bogus"],
    ["play", "--players", "9"],
    ["schema", "nothing"],
]


def _read(parser: argparse.ArgumentParser, words: list[str]) -> tuple[object, str, str]:
    """What the parser makes of the words: the options, or its exit with
    what it printed."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            result: object = vars(parser.parse_args(words))
        except SystemExit as leaving:
            result = ("exit", leaving.code)
    return result, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("words", LINES, ids=" ".join)
def test_the_command_alone_reads_the_line_as_every_command_does(words: list[str]) -> None:
    assert _read(build_parser(words), words) == _read(build_parser(), words)


def test_a_named_command_gets_its_own_subparser_only() -> None:
    for name in COMMAND_PARSERS:
        commands = next(
            action
            for action in build_parser([name])._actions
            if isinstance(action, argparse._SubParsersAction)
        )
        assert list(commands.choices) == [name]


@pytest.mark.parametrize(
    ("words", "named"),
    [
        ([], None),
        (["--help"], None),
        (["-h", "play"], None),
        (["plya"], None),
        (["--save-dir", "play", "replay"], "replay"),
        (["--lang", "fr", "play"], "play"),
        (["--lang=fr", "play"], "play"),
        (["--version"], None),
        (["play", "--help"], "play"),
    ],
)
def test_the_command_named_is_the_first_word_after_the_options(
    words: list[str], named: str | None
) -> None:
    assert command_named(words) == named
    assert _read(build_parser(words), words) == _read(build_parser(), words)


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (["play", "m01", "--seed", "\u00b2"], "argument --seed: '²' is not a whole number"),
        (["play", "m01", "--seed", "-3"], "argument --seed: '-3' is below 0"),
        (["play", "m01", "--seed", "9" * 5000], "'" + "9" * 29 + "…' has more digits than"),
        (["play", "m01", "--players", "two"], "argument --players: 'two' is not a whole number"),
        (["play", "m01", "--players", "\u0665"], "'٥' is not a whole number"),
        (
            ["host", "m01", "--seat", "\u00b2"],
            "argument --seat: '²' is not a seat: seats are 1 to 4",
        ),
        (["serve", "--port", "http"], "argument --port: 'http' is not a whole number"),
        (["simulate", "--mission", "m01", "--games", "0"], "'0' is below 1"),
        (["advise", "game.jsonl", "--think", "x" * 40], "'" + "x" * 29 + "…' is not a number"),
    ],
)
def test_a_wrong_number_is_refused_in_one_sentence(words: list[str], said: str) -> None:
    """A count, a seat, a seed or a port typed wrong gets one sentence that
    quotes it (shortened when long), never the name of Python's type
    ("invalid int value", "invalid seat_list value") nor a traceback: "²"
    passed `str.isdigit` and then stopped `int`."""
    error = io.StringIO()
    with contextlib.redirect_stderr(error), pytest.raises(SystemExit) as ended:
        build_parser(words).parse_args(words)
    assert ended.value.code == 2
    last = error.getvalue().splitlines()[-1]
    assert said in last and "int value" not in last and "_list" not in last
    assert len(last) < 200


def test_seeds_counts_and_ports_are_read_as_typed() -> None:
    args = build_parser(["play"]).parse_args(["play", "m01", "--seed", " 0042", "--players", "3"])
    assert (args.seed, args.players) == (42, 3)
    assert build_parser(["serve"]).parse_args(["serve", "--port", "8080"]).port == 8080
