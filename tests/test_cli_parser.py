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
