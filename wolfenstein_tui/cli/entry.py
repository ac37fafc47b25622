"""The entry point: options read, the command run, and every way it can end
turned into an exit status."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from wolfenstein_tui.cli import campaign, missions, play, replay, simulate
from wolfenstein_tui.cli.parser import build_parser
from wolfenstein_tui.content.problems import ContentError


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; the exit status is 0 on success, 1 for a problem with
    the user's files or folders (said in a located sentence), 2 for a wrong
    option, 70 for a bug (a crash report is written, see crash.py)."""
    from wolfenstein_tui.crash import CONTEXT, CRASH_STATUS, report_crash

    words = sys.argv[1:] if argv is None else list(argv)
    CONTEXT.save_dir = CONTEXT.log = CONTEXT.campaign = None
    try:
        if not words:
            return play.run_app(None, None)
        return run_command(build_parser().parse_args(words))
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


def run_command(args: argparse.Namespace) -> int:
    """The command the options name (none: the title screen)."""
    from wolfenstein_tui.crash import CONTEXT

    CONTEXT.save_dir = getattr(args, "save_dir", None)
    if args.command == "missions":
        return missions.run_missions(args.folder)
    if args.command == "validate":
        return missions.run_validate(args.paths)
    if args.command == "schema":
        return missions.run_schema(args.kind, args.write)
    if getattr(args, "save_dir", None) is None and args.top_save_dir is not None:
        args.save_dir = args.top_save_dir  # `wolfenstein --save-dir DIR play ...`
    if args.command == "continue":
        return play.run_continue(args.save_dir)
    if args.command == "play":
        return play.run_play(args)
    if args.command == "replay":
        return replay.run_replay_command(args)
    if args.command == "simulate":
        return simulate.run_simulate(args)
    if args.command == "campaign":
        return campaign.run_campaign(args)
    if args.command == "balance":
        return simulate.run_balance(args)
    return play.run_app(None, args.top_save_dir)
