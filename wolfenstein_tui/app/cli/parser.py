"""The command line's options: one argparse parser with a subparser per command."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from wolfenstein_tui import __version__
from wolfenstein_tui.app.cli.argparse_words import GameParser
from wolfenstein_tui.app.cli.argument_types import positive as _positive
from wolfenstein_tui.app.cli.argument_types import positive_number as _positive_float
from wolfenstein_tui.app.cli.argument_types import seat_list as _seat_list
from wolfenstein_tui.app.cli.argument_types import seed as _seed
from wolfenstein_tui.app.cli.path_arguments import name_argument, path_argument
from wolfenstein_tui.app.cli.study_parsers import (
    add_advise_parser,
    add_balance_parser,
    add_fork_parser,
    add_replay_parser,
    add_simulate_parser,
)
from wolfenstein_tui.app.cli.table_options import (
    AI_TIES_HELP,
    DICE_HELP,
    PLAYERS_HELP,
    SEED_HELP,
    add_difficulty_and_players,
    house_rule_help,
)
from wolfenstein_tui.base.i18n import N_, _

NO_HINTS_HELP = N_(
    'no advice in this game: o ("what would you do?") says hints are off (the log records it)'
)
"""`--no-hints` of play, host and campaign new."""

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.


def build_parser(words: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser of the command line `words`: with the subparser of their
    command only, when they name one (`wolfenstein play` builds its parser
    before its first frame: the other fourteen commands' options took
    ~2 ms), else (no words given, no command, an unknown one, help asked
    before it) with every command's, for the help and argparse's refusals."""
    parser = GameParser(
        prog="wolfenstein",
        description=_("The Wolfenstein co-operative board game, in the terminal."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"wolfenstein {__version__}",
        help=_("show program's version number and exit"),
    )
    parser.add_argument(
        "--save-dir",
        type=path_argument,
        metavar="DIR",
        dest="top_save_dir",
        help=_("the folder of saved games the title screen's Continue and Load game look in"),
    )
    parser.add_argument(
        "--lang",
        type=_language_code,
        metavar="CODE",
        help=_(
            "the language of the game for this run: en, fr, it, pl or es "
            "(default: the saved setting, else the locale, else English)"
        ),
    )
    commands = parser.add_subparsers(
        dest="command",
        metavar="COMMAND",
        help=_("what to do: `wolfenstein COMMAND --help` tells more of one"),
    )
    named = command_named(words)
    for name, add in COMMAND_PARSERS.items():
        if named is None or name == named:
            add(commands)
    return parser


def command_named(words: Sequence[str] | None) -> str | None:
    """The command the words name (a word of COMMAND_PARSERS after the
    options before it), or None: none, an unknown one, or help asked for
    before it (the help lists every command)."""
    values_follow = {"--save-dir", "--lang"}
    skip = False
    for word in words or ():
        if skip:
            skip = False
        elif word in ("-h", "--help"):
            return None
        elif word in values_follow:
            skip = True
        elif not word.startswith("-"):
            return word if word in COMMAND_PARSERS else None
    return None


def _add_missions(commands: argparse._SubParsersAction) -> None:
    """`missions`: the missions, with their brief and round limit."""
    missions = commands.add_parser(
        "missions", help=_("list the missions with their brief and round limit")
    )
    missions.add_argument(
        "--folder",
        type=path_argument,
        default=None,
        help=_("list the missions of this folder instead of the built-in ones"),
    )


def _add_edit(commands: argparse._SubParsersAction) -> None:
    """`edit`: the mission editor, on a mission file or a new mission."""
    edit = commands.add_parser(
        "edit",
        help=_(
            "make or change a mission in the editor: its map by pointing, its rules in a "
            "form, checked as you draw, played and balanced from there"
        ),
    )
    edit.add_argument(
        "file",
        nargs="?",
        type=path_argument,
        default=None,
        metavar="FILE",
        help=_("the mission file to change, or to make when it does not exist"),
    )


def _add_language(commands: argparse._SubParsersAction) -> None:
    """`language`: the language spoken, shown or kept."""
    language = commands.add_parser(
        "language",
        help=_(
            "show the language the game speaks and why, or keep one: "
            "`language fr`, `language auto` (back to the locale)"
        ),
    )
    language.add_argument(
        "code",
        nargs="?",
        metavar="CODE",
        help=_("en, fr, it, pl or es to keep; auto to forget the setting"),
    )


def _add_validate(commands: argparse._SubParsersAction) -> None:
    """`validate`: mission and deck files checked."""
    validate = commands.add_parser(
        "validate",
        help=_("check mission or deck files and report every problem as file:line:col"),
    )
    validate.add_argument(
        "paths", nargs="+", type=path_argument, metavar="PATH", help=_("files or folders")
    )


def _add_schema(commands: argparse._SubParsersAction) -> None:
    """`schema`: the JSON Schema of mission and deck files (the kinds come
    from places.py, not from the models' schemas)."""
    from wolfenstein_tui.content.files.places import DECK_KINDS

    schema_kinds = ("mission", *DECK_KINDS)
    schema = commands.add_parser(
        "schema", help=_("print the JSON Schema of mission files (or of a deck file)")
    )
    schema.add_argument(
        "kind", nargs="?", default="mission", choices=schema_kinds, help=_("default: mission")
    )
    schema.add_argument(
        "--write",
        type=path_argument,
        metavar="FOLDER",
        help=_("write every schema as KIND.schema.json into FOLDER instead of printing"),
    )


def _add_continue(commands: argparse._SubParsersAction) -> None:
    """`continue`: the latest saved game, carried on at this terminal."""
    carry_on = commands.add_parser(
        "continue",
        help=_("carry on with the latest saved game (of --save-dir, or the default folder)"),
    )
    carry_on.add_argument(
        "--save-dir", type=path_argument, metavar="DIR", help=_("the folder the game was saved in")
    )
    _add_plain(carry_on)


def _add_plain(parser: argparse.ArgumentParser) -> None:
    """`--plain` and `--json`: the game in the line mode (plain/)."""
    parser.add_argument(
        "--plain",
        action="store_true",
        help=_(
            "play without the full screen: sentences a line and numbered options, "
            "for screen readers and scripts"
        ),
    )
    parser.add_argument(
        "--json",
        dest="plain_json",
        action="store_true",
        help=_("with --plain: each event and prompt as one JSON object a line"),
    )
    parser.add_argument(
        "--recap-only",
        action="store_true",
        help=_("with --plain: tell only the recap of each nazi phase"),
    )


def _add_play(commands: argparse._SubParsersAction) -> None:
    """`play`: a new game at this terminal."""
    play = commands.add_parser("play", help=_("play a mission in the terminal app"))
    _add_game_options(play)
    play.add_argument(
        "--continue",
        dest="continue_log",
        type=path_argument,
        metavar="LOG",
        help=_(
            "carry on the game in LOG on this mission file (for a log whose own mission "
            "file is not in its folder); the other options are the log's"
        ),
    )
    _add_plain(play)


def _add_host(commands: argparse._SubParsersAction) -> None:
    """`host`: a game other terminals join."""
    host = commands.add_parser(
        "host",
        help=_("start a game that other players join from their own terminals (wolfenstein join)"),
    )
    _add_game_options(host)
    host.add_argument(
        "--seat",
        type=_seat_list,
        default=[0],
        metavar="N[,M]",
        help=_("the seat or seats this terminal plays (default: 1)"),
    )
    _add_plain(host)


def _add_join(commands: argparse._SubParsersAction) -> None:
    """`join`: a seat of a game another terminal hosts."""
    join = commands.add_parser(
        "join", help=_("sit at a seat of a game another terminal hosts (see wolfenstein games)")
    )
    join.add_argument(
        "game",
        type=name_argument,
        metavar="GAME",
        nargs="?",
        help=_(
            "the game's log, or its name in wolfenstein games (not needed with an invitation code)"
        ),
    )
    join.add_argument(
        "--seat",
        type=_seat_list,
        metavar="N[,M]",
        help=_("the seat or seats to play (default: the seat your code opens)"),
    )
    join.add_argument(
        "--code",
        metavar="CODE",
        help=_("your invitation code (asked for when the game is by invitation and none is given)"),
    )
    join.add_argument(
        "--save-dir", type=path_argument, metavar="DIR", help=_("where the game is saved")
    )
    _add_plain(join)


def _add_games(commands: argparse._SubParsersAction) -> None:
    """`games`: the games in progress."""
    games = commands.add_parser(
        "games", help=_("list the games in progress, with their mission, round and seats")
    )
    games.add_argument("--save-dir", type=path_argument, metavar="DIR", help=_("the save folder"))


def _add_watch(commands: argparse._SubParsersAction) -> None:
    """`watch`: a game followed read-only."""
    watch = commands.add_parser("watch", help=_("follow a game read-only as it is played"))
    watch.add_argument(
        "game",
        type=name_argument,
        metavar="GAME",
        help=_("the game's log, or its name in wolfenstein games"),
    )
    watch.add_argument(
        "--code",
        metavar="CODE",
        help=_("the game's watch code, or your seat's (asked for when the game is by invitation)"),
    )
    watch.add_argument(
        "--save-dir", type=path_argument, metavar="DIR", help=_("where the game is saved")
    )


def _add_serve(commands: argparse._SubParsersAction) -> None:
    """`serve`: the game for web browsers."""
    serve = commands.add_parser(
        "serve", help=_("serve the game to web browsers (needs the web extra: textual-serve)")
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help=_("the address to listen on (default 127.0.0.1: this machine only)"),
    )
    serve.add_argument("--port", type=_positive, default=8000, help=_("default 8000"))
    serve.add_argument(
        "--save-dir",
        type=path_argument,
        metavar="DIR",
        help=_("the save folder of the games played there"),
    )
    serve.add_argument(
        "--public-url",
        metavar="URL",
        help=_(
            "the address players open (e.g. https://games.example.org behind a TLS proxy), "
            "used in the links printed"
        ),
    )
    serve.add_argument(
        "--password",
        action="store_true",
        help=_(
            "also let in whoever types a password (asked at the start, or taken from "
            "WOLFENSTEIN_SERVE_PASSWORD), with the whole title screen"
        ),
    )
    serve.add_argument(
        "--max-sessions",
        type=_positive,
        default=8,
        metavar="N",
        help=_("the most browser screens open at once (default 8)"),
    )
    serve.add_argument(
        "--idle-minutes",
        type=_positive_float,
        default=30.0,
        metavar="M",
        help=_("end a browser screen left M minutes without a key (default 30)"),
    )


def _add_game_options(play: argparse.ArgumentParser) -> None:
    """The options of a new game, shared by `play` and `host`."""

    play.add_argument(
        "mission", type=name_argument, metavar="MISSION", help=_("a mission id or a mission file")
    )
    add_difficulty_and_players(play, _(PLAYERS_HELP))
    play.add_argument(
        "--heroes",
        metavar="A,B,C,D",
        help=_("the four heroes, comma-separated (default: the mission's suggestion)"),
    )
    play.add_argument(
        "--seats",
        metavar="SEATS",
        help=_(
            "who plays which heroes, e.g. 'Ann:klaus,anya;Bob:max,blazkowicz' "
            "(names optional: 'klaus,anya;max,blazkowicz'); replaces --players and --heroes"
        ),
    )
    play.add_argument(
        "--names", metavar="A,B", help=_("the players' names, one a player, comma-separated")
    )
    _add_house_rules(play)
    play.add_argument("--seed", type=_seed, default=None, help=_(SEED_HELP))
    play.add_argument("--dice", choices=("seeded", "manual"), default="seeded", help=_(DICE_HELP))
    play.add_argument("--ai-ties", choices=("auto", "ask"), default="auto", help=_(AI_TIES_HELP))
    play.add_argument(
        "--practice",
        action="store_true",
        help=_(
            "a practice game: undo also goes back past dice and cards (the log keeps every branch)"
        ),
    )
    play.add_argument("--no-hints", action="store_true", help=_(NO_HINTS_HELP))
    play.add_argument(
        "--save-dir", type=path_argument, metavar="DIR", help=_("where the game log goes")
    )


def _add_house_rules(parser: argparse.ArgumentParser) -> None:
    """`--house-rule` and `--shared-life`, of a new game or campaign."""
    from wolfenstein_tui.tui.presenters.wizard_recap import HOUSE_RULES

    parser.add_argument(
        "--house-rule",
        action="append",
        default=[],
        choices=sorted(HOUSE_RULES),  # the wizard's table: one list of house rules
        metavar="RULE",
        help=house_rule_help(),
    )
    parser.add_argument(
        "--shared-life",
        metavar="HERO",
        help=_("at I am Death incarnate, the hero who starts with the shared-life token"),
    )


def add_campaign_parser(commands: argparse._SubParsersAction) -> None:
    campaign = commands.add_parser(
        "campaign",
        help=_("list the saved campaigns, start one, or carry one on"),
        description=_(
            "A campaign plays the missions in order with the same four heroes. "
            "Without a subcommand: list the saved campaigns."
        ),
    )
    campaign.add_argument(
        "--save-dir", type=path_argument, metavar="DIR", help=_("the save folder")
    )
    which = campaign.add_subparsers(
        dest="campaign_command",
        metavar="SUBCOMMAND",
        help=_("new or continue: `wolfenstein campaign SUBCOMMAND --help` tells more of one"),
    )
    _add_campaign_new(which)
    carry_on = which.add_parser(
        "continue", help=_("carry a campaign on: the game in progress, or its next mission")
    )
    carry_on.add_argument("name", type=name_argument, metavar="NAME", help=_("the campaign's name"))
    _add_subcommand_save_dir(carry_on)
    _add_plain(carry_on)


def _add_subcommand_save_dir(parser: argparse.ArgumentParser) -> None:
    """`--save-dir` after `campaign new` or `campaign continue`, as before
    them (`campaign --save-dir DIR new ...`): given in neither place, the
    default folder."""
    parser.add_argument(
        "--save-dir",
        type=path_argument,
        metavar="DIR",
        default=argparse.SUPPRESS,
        help=_("the save folder"),
    )


def _add_campaign_new(which: argparse._SubParsersAction) -> None:
    """`campaign new`: the options of a new game, for every game of the campaign."""
    new = which.add_parser(
        "new",
        help=_("start a campaign at its first mission, in the app (or the line mode: --plain)"),
    )
    new.add_argument("name", metavar="NAME", help=_("the campaign's name (also its file's)"))
    add_difficulty_and_players(new, _(PLAYERS_HELP))
    new.add_argument("--names", metavar="A,B", help=_("the players' names, comma-separated"))
    new.add_argument(
        "--heroes",
        metavar="A,B,C,D",
        help=_("the four heroes for the whole campaign (default: the first mission's suggestion)"),
    )
    new.add_argument(
        "--seed",
        type=_seed,
        default=None,
        metavar="S",
        help=_("game n of the campaign is played with seed S+n"),
    )
    new.add_argument("--dice", choices=("seeded", "manual"), default="seeded", help=_(DICE_HELP))
    new.add_argument("--ai-ties", choices=("auto", "ask"), default="auto", help=_(AI_TIES_HELP))
    _add_house_rules(new)
    new.add_argument("--no-hints", action="store_true", help=_(NO_HINTS_HELP))
    new.add_argument(
        "--missions",
        type=path_argument,
        metavar="FOLDER",
        help=_("play this folder's missions in file-name order instead of the built-in ones"),
    )
    _add_subcommand_save_dir(new)
    _add_plain(new)


COMMAND_PARSERS: dict[str, Callable[[argparse._SubParsersAction], None]] = {
    "missions": _add_missions,
    "edit": _add_edit,
    "language": _add_language,
    "validate": _add_validate,
    "schema": _add_schema,
    "continue": _add_continue,
    "play": _add_play,
    "host": _add_host,
    "join": _add_join,
    "games": _add_games,
    "watch": _add_watch,
    "serve": _add_serve,
    "replay": add_replay_parser,
    "advise": add_advise_parser,
    "fork": add_fork_parser,
    "campaign": add_campaign_parser,
    "simulate": add_simulate_parser,
    "balance": add_balance_parser,
}
"""Each command's subparser, in the order of the help."""


def _language_code(text: str) -> str:
    from wolfenstein_tui.base.language import LanguageError, parse_code

    try:
        return parse_code(text)
    except LanguageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
