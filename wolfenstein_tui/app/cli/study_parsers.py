"""The subparsers of the commands that study games rather than play one at
the table: a saved game looked back on (replay) or played on from a moment
(fork), the search player's advice on its decision (advise), and games played
by the computer's hero players and counted (simulate, balance)."""

from __future__ import annotations

import argparse

from wolfenstein_tui.app.cli.argument_types import positive as _positive
from wolfenstein_tui.app.cli.argument_types import seed as _seed
from wolfenstein_tui.app.cli.argument_types import shown
from wolfenstein_tui.app.cli.path_arguments import name_argument, path_argument
from wolfenstein_tui.app.cli.table_options import add_difficulty_and_players
from wolfenstein_tui.base.i18n import _

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.


def add_replay_parser(commands: argparse._SubParsersAction) -> None:
    """`replay`: a finished or saved game, checked, told or stepped through."""
    replay = commands.add_parser(
        "replay",
        help=_("step through a saved game log in the app, check it, or print the final state"),
    )
    replay.add_argument(
        "log",
        type=path_argument,
        metavar="LOG",
        nargs="*",
        help=_("a game log (.jsonl); with --tree, a save folder; with --diff, two game logs"),
    )
    _add_replay_ways(replay)
    replay.add_argument(
        "--until",
        type=_positive,
        metavar="LINE",
        help=_("stop after this line (its decision and outcomes) and show the state there"),
    )
    replay.add_argument(
        "--events", action="store_true", help=_("with --json: every event as a JSON line")
    )
    replay.add_argument(
        "--follow",
        action="store_true",
        help=_("watch a game being played in another terminal, read-only, as it is played"),
    )
    replay.add_argument(
        "--mission",
        type=path_argument,
        metavar="FILE",
        help=_("the mission file the game was played on, when the log's own is not in its folder"),
    )


def _add_replay_ways(replay: argparse.ArgumentParser) -> None:
    """How `replay` goes through the log: as a tree, a diff, checked, headless,
    as JSON or as text."""
    replay.add_argument(
        "--tree",
        action="store_true",
        help=_("print the games of the folder LOG as a tree: each fork under its parent"),
    )
    replay.add_argument(
        "--diff",
        action="store_true",
        help=_(
            "compare two branches of one game (LOG A and LOG B): where they part, how each ends"
        ),
    )
    replay.add_argument(
        "--verify",
        action="store_true",
        help=_("report the first line whose digest or recorded outcome does not match"),
    )
    replay.add_argument(
        "--headless", action="store_true", help=_("no interface: print the result and exit")
    )
    replay.add_argument("--json", action="store_true", help=_("print the final state as JSON"))
    replay.add_argument(
        "--text",
        action="store_true",
        help=_(
            "tell the whole game as plain text: rounds, decisions, dice, cards, events, the outcome"
        ),
    )
    replay.add_argument(
        "--rules",
        action="store_true",
        help=_(
            "with --text: after each explanation, the rules it follows and the values "
            "compared ('why?')"
        ),
    )


def add_fork_parser(commands: argparse._SubParsersAction) -> None:
    """`fork`: a game played on from a moment of another (forks.py)."""
    fork = commands.add_parser(
        "fork",
        help=_("start a new game that plays on from a line of a saved game; print its log's path"),
    )
    fork.add_argument("log", type=path_argument, metavar="LOG", help=_("a game log (.jsonl)"))
    fork.add_argument(
        "--at",
        type=_positive,
        metavar="LINE",
        required=True,
        help=_("the log's line to play on from (its decision and outcomes included)"),
    )
    fork.add_argument(
        "--save-dir",
        type=path_argument,
        metavar="DIR",
        help=_("where to write the new game (default: beside LOG)"),
    )
    fork.add_argument(
        "--names",
        metavar="A,B",
        help=_("new players' names, one a seat, comma-separated (default: the same players)"),
    )
    fork.add_argument(
        "--mission",
        type=path_argument,
        metavar="FILE",
        help=_("the mission file the game was played on, when the log's own is not in its folder"),
    )


def add_advise_parser(commands: argparse._SubParsersAction) -> None:
    """`advise`: the search player's top plans for a saved game's current decision."""
    advise = commands.add_parser(
        "advise",
        help=_("what would a good player do? the top three plans for a saved game's decision"),
        description=_(
            "Read a game log, and print the top three plans for its current decision: "
            "each plan's steps, its chance of winning the mission (games played ahead "
            "to their end, with what the heroes may know) and why."
        ),
    )
    advise.add_argument("log", type=path_argument, metavar="LOG", help=_("a game log (.jsonl)"))
    advise.add_argument(
        "--mission",
        type=path_argument,
        metavar="FILE",
        help=_("the mission file, if the log names none"),
    )
    advise.add_argument(
        "--simulations",
        type=_positive,
        default=60,
        metavar="N",
        help=_("games played ahead in all, shared among the plans (default 60)"),
    )
    advise.add_argument(
        "--think",
        type=_positive_seconds,
        default=None,
        metavar="SECONDS",
        help=_("think at most this many seconds of processor time"),
    )


def add_simulate_parser(commands: argparse._SubParsersAction) -> None:
    from wolfenstein_tui.engine.players import BOTS

    simulate = commands.add_parser(
        "simulate",
        help=_("play games with a hero player against the nazis' program and count the outcomes"),
        description=_(
            "Play N games of a mission, the heroes' side played by the smart hero "
            "player (default) or by random legal decisions, and print the win rate with its "
            "95%% interval, mean rounds, hero deaths, alarm rate and losses by cause."
        ),
    )
    simulate.add_argument(
        "--bot",
        choices=BOTS,
        default="smart",
        help=_(
            "the hero player: smart (default; for balance), search (looks ahead: "
            "stronger, slower) or random (for finding rule holes)"
        ),
    )
    _add_search_budget(simulate)
    simulate.add_argument(
        "--games", type=_positive, default=100, metavar="N", help=_("games to play (default 100)")
    )
    simulate.add_argument(
        "--seed", type=_seed, default=0, metavar="S", help=_("game i uses seed S+i (default 0)")
    )
    simulate.add_argument(
        "--mission",
        type=name_argument,
        required=True,
        metavar="M",
        help=_("a mission id or a mission file"),
    )
    add_difficulty_and_players(simulate, _("default: 1 (solo)"))
    simulate.add_argument(
        "--jobs", type=_positive, default=1, metavar="J", help=_("worker processes (default 1)")
    )
    simulate.add_argument(
        "--save-dir", type=path_argument, metavar="DIR", help=_("write each game's log into DIR")
    )
    simulate.add_argument(
        "--skip-nazi-phase",
        action="store_true",
        help=_("play the heroes' side only, with no nazi phase (for measuring the heroes alone)"),
    )


def add_balance_parser(commands: argparse._SubParsersAction) -> None:
    from wolfenstein_tui.engine.players import BOTS

    balance = commands.add_parser(
        "balance",
        help=_(
            "win rates of every built-in mission at the four difficulty levels, "
            "written to docs/balance.md"
        ),
    )
    balance.add_argument(
        "--games", type=_positive, default=500, metavar="N", help=_("games per mission and level")
    )
    balance.add_argument(
        "--jobs",
        type=_positive,
        default=None,
        metavar="J",
        help=_("worker processes (default: one per core)"),
    )
    balance.add_argument(
        "--out",
        type=path_argument,
        default=None,
        metavar="FILE",
        help=_(
            "where to write the report (default: docs/balance.md for the built-in "
            "missions; with mission files, no file unless named)"
        ),
    )
    balance.add_argument(
        "--missions",
        nargs="+",
        type=name_argument,
        metavar="MISSION",
        help=_(
            "only these missions: mission files (my.yaml more.yaml) and built-in "
            "mission ids (comma-separated or not); default: every built-in mission"
        ),
    )
    balance.add_argument("--bot", choices=BOTS, default="smart", help=_("the hero player"))
    _add_search_budget(balance)


def _add_search_budget(command: argparse.ArgumentParser) -> None:
    """The search player's budget: look-aheads (repeatable games) and time."""
    command.add_argument(
        "--simulations",
        type=_positive,
        default=None,
        metavar="N",
        help=_(
            "the search player's look-aheads a decision (default 9: a game of the "
            "first mission in under two seconds); same seed and N, same games"
        ),
    )
    command.add_argument(
        "--think",
        type=_positive_seconds,
        default=None,
        metavar="SECONDS",
        help=_(
            "the search player's processor seconds a decision at most (default: no "
            "limit, the look-aheads alone decide; with a limit, games may differ "
            "from run to run)"
        ),
    )


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0 or value != value or value == float("inf"):
        raise argparse.ArgumentTypeError(
            _("{text} is not a number of seconds above 0").format(text=shown(text))
        )
    return value
