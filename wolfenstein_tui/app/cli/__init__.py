"""The `wolfenstein` command: `main` reads the command line and hands each
subcommand to its module in this package (parser, study_parsers: the options; play: new,
hosted and joined games; app_launch: the app and Continue; replay;
simulation: simulate and balance; campaign; content_checks: missions,
validate, schema; language_setting), and turns every failure into an exit
status and a sentence."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

from wolfenstein_tui.app.cli import app_launch, parser
from wolfenstein_tui.base import collector
from wolfenstein_tui.base.i18n import _

# The content models (pydantic, YAML), the rules engine and each command's
# module are imported by the commands that use them: `wolfenstein` alone
# paints its title screen first, `play` its game without the checks of
# `validate` or the simulations.


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; the exit status is 0 on success, 1 for a problem with
    the user's files or folders (said in a located sentence), 2 for a wrong
    option, 70 for a bug (a crash report is written, see crash.py)."""
    from wolfenstein_tui.play.crash import CONTEXT, CRASH_STATUS, report_crash

    words = sys.argv[1:] if argv is None else list(argv)
    CONTEXT.save_dir = CONTEXT.log = CONTEXT.campaign = None
    try:
        # The collector is paused until the app's first screen is painted (or
        # the options name a command without the app): collector.py says why.
        with collector.paused():
            return _run(words)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`wolfenstein missions | head`): nothing to say.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except Exception as error:
        from wolfenstein_tui.content.files.problems import ContentError
        from wolfenstein_tui.play.save_folder import SaveError

        if isinstance(error, ContentError):
            for problem in error.problems:
                print(problem, file=sys.stderr)
            return 1
        if isinstance(error, SaveError):
            print(error, file=sys.stderr)
            return 1
        print(report_crash(error), file=sys.stderr)
        return CRASH_STATUS


def _run(words: list[str]) -> int:
    """Parse the command line, choose the language, run the command."""
    from wolfenstein_tui.play.crash import CONTEXT

    if not words:
        _speak(None)
        return app_launch.run_app(None, None)
    _speak_early(words)
    args = parser.build_parser(words).parse_args(words)
    if not _opens_the_app(args):
        collector.resume()  # simulations, replays and the rest make garbage for long
    CONTEXT.save_dir = getattr(args, "save_dir", None)
    if args.command == "language":
        return _module("language_setting").run_language(args.code, args.lang)
    _speak(args.lang)
    if args.command is None:
        return app_launch.run_app(None, args.top_save_dir)
    if getattr(args, "save_dir", None) is None and args.top_save_dir is not None:
        args.save_dir = args.top_save_dir  # `wolfenstein --save-dir DIR play ...`
    return _COMMANDS[args.command](args)


def _opens_the_app(args: argparse.Namespace) -> bool:
    """Whether the command opens the game's app (whose first screen ends the
    collector's pause, see collector.py): the title screen, a game played
    here, a campaign's mission."""
    if args.command == "campaign":
        return args.campaign_command is not None and not getattr(args, "plain", False)
    if getattr(args, "plain", False):
        return False  # the line mode paints no screen
    return args.command in (None, "continue", "play", "host", "join", "edit")


def _serve(args: argparse.Namespace) -> int:
    from wolfenstein_tui.app.serve import run_serve

    return run_serve(args)


def _module(name: str) -> ModuleType:
    """A command's module in this package, imported when the command runs."""
    return importlib.import_module(f"wolfenstein_tui.app.cli.{name}")


# Each command's runner, looked up in its module when called (so that a test
# may stand in for one).
_COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "missions": lambda args: _module("content_checks").run_missions(args.folder),
    "validate": lambda args: _module("content_checks").run_validate(args.paths),
    "schema": lambda args: _module("content_checks").run_schema(args.kind, args.write),
    "continue": lambda args: app_launch.run_continue(args.save_dir, args),
    "edit": lambda args: app_launch.run_edit(args.file),
    "play": lambda args: _module("play").run_play(args),
    "host": lambda args: _module("play").run_host(args),
    "join": lambda args: _module("play").run_join(args),
    "games": lambda args: _module("play").run_games(args.save_dir),
    "watch": lambda args: _module("play").run_watch(args),
    "serve": _serve,
    "replay": lambda args: _module("replay").run_replay_command(args),
    "fork": lambda args: _module("forking").run_fork(args),
    "simulate": lambda args: _module("simulation").run_simulate(args),
    "advise": lambda args: _module("advice").run_advise(args),
    "campaign": lambda args: _module("campaign").run_campaign(args),
    "balance": lambda args: _module("simulation").run_balance(args),
}


def _speak_early(words: list[str]) -> None:
    """Choose the language before the options are read, so that their help
    and argparse's own refusals are said in it: `--lang CODE` (or
    `--lang=CODE`) before the command, else the setting, else the locale.
    Nothing is said here about a wrong code or a broken setting: the parser
    refuses the one, `_speak` reports the other."""
    from wolfenstein_tui.app.cli import argparse_words
    from wolfenstein_tui.base.i18n import set_language
    from wolfenstein_tui.base.language import LanguageError, choose, parse_code

    option = None
    for index, word in enumerate(words):
        if not word.startswith("-"):
            break  # the command: --lang goes before it
        value = word.partition("=")[2] if word.startswith("--lang=") else None
        if word == "--lang" and index + 1 < len(words):
            value = words[index + 1]
        if value is not None:
            try:
                option = parse_code(value)
            except LanguageError:
                option = None
    set_language(choose(option).code)
    argparse_words.install()


def _speak(option: str | None) -> None:
    """Choose the language of this run (language.py says how) and say any
    problem met with the settings file, which never stops the game."""
    from wolfenstein_tui.base.i18n import set_language
    from wolfenstein_tui.base.language import choose, pin_language

    choice = choose(option)
    pin_language(option)
    for problem in choice.problems:
        print(_("{problem} (the setting is ignored)").format(problem=problem), file=sys.stderr)
    set_language(choice.code)
