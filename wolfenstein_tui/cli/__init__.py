"""The `wolfenstein` command: `main` reads the command line and hands each
subcommand to its module in this package (parser: the options; play: new,
hosted and joined games; app_launch: the app and Continue; replay;
simulation: simulate and balance; campaign; content_checks: missions,
validate, schema; language_setting), and turns every failure into an exit
status and a sentence."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from wolfenstein_tui.cli import (
    app_launch,
    campaign,
    content_checks,
    language_setting,
    parser,
    play,
    replay,
    simulation,
)
from wolfenstein_tui.content.problems import ContentError

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; the exit status is 0 on success, 1 for a problem with
    the user's files or folders (said in a located sentence), 2 for a wrong
    option, 70 for a bug (a crash report is written, see crash.py)."""
    from wolfenstein_tui.crash import CONTEXT, CRASH_STATUS, report_crash

    words = sys.argv[1:] if argv is None else list(argv)
    CONTEXT.save_dir = CONTEXT.log = CONTEXT.campaign = None
    try:
        return _run(words)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`wolfenstein missions | head`): nothing to say.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except ContentError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        return 1
    except Exception as error:
        from wolfenstein_tui.save_folder import SaveError

        if isinstance(error, SaveError):
            print(error, file=sys.stderr)
            return 1
        print(report_crash(error), file=sys.stderr)
        return CRASH_STATUS


def _run(words: list[str]) -> int:
    """Parse the command line, choose the language, run the command."""
    from wolfenstein_tui.crash import CONTEXT

    if not words:
        _speak(None)
        return app_launch.run_app(None, None)
    args = parser.build_parser().parse_args(words)
    CONTEXT.save_dir = getattr(args, "save_dir", None)
    if args.command == "language":
        return language_setting.run_language(args.code, args.lang)
    _speak(args.lang)
    if args.command is None:
        return app_launch.run_app(None, args.top_save_dir)
    if getattr(args, "save_dir", None) is None and args.top_save_dir is not None:
        args.save_dir = args.top_save_dir  # `wolfenstein --save-dir DIR play ...`
    return _COMMANDS[args.command](args)


def _serve(args: argparse.Namespace) -> int:
    from wolfenstein_tui.serve import run_serve

    return run_serve(args.host, args.port, args.save_dir)


# Each command's runner, looked up in its module when called (so that a test
# may stand in for one).
_COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "missions": lambda args: content_checks.run_missions(args.folder),
    "validate": lambda args: content_checks.run_validate(args.paths),
    "schema": lambda args: content_checks.run_schema(args.kind, args.write),
    "continue": lambda args: app_launch.run_continue(args.save_dir),
    "play": lambda args: play.run_play(args),
    "host": lambda args: play.run_host(args),
    "join": lambda args: play.run_join(args),
    "games": lambda args: play.run_games(args.save_dir),
    "watch": lambda args: play.run_watch(args),
    "serve": _serve,
    "replay": lambda args: replay.run_replay_command(args),
    "simulate": lambda args: simulation.run_simulate(args),
    "campaign": lambda args: campaign.run_campaign(args),
    "balance": lambda args: simulation.run_balance(args),
}


def _speak(option: str | None) -> None:
    """Choose the language of this run (language.py says how) and say any
    problem met with the settings file, which never stops the game."""
    from wolfenstein_tui.i18n import set_language
    from wolfenstein_tui.language import choose

    choice = choose(option)
    for problem in choice.problems:
        print(f"{problem} (the setting is ignored)", file=sys.stderr)
    set_language(choice.code)
