"""The `wolfenstein` command: subcommands over the content and the engine."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui import __version__
from wolfenstein_tui.content.problems import ContentError, Problem

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    from wolfenstein_tui.campaign import CampaignPlay
    from wolfenstein_tui.engine.players.simulate import Tally
    from wolfenstein_tui.session import Session


def build_parser() -> argparse.ArgumentParser:
    # Only what the choices need: `wolfenstein play` builds this parser before
    # its first frame (the schema kinds come from places.py, not from the
    # models' schemas).
    from wolfenstein_tui.content.places import DECK_KINDS

    schema_kinds = ("mission", *DECK_KINDS)

    parser = argparse.ArgumentParser(
        prog="wolfenstein",
        description="The Wolfenstein co-operative board game, in the terminal.",
    )
    parser.add_argument("--version", action="version", version=f"wolfenstein {__version__}")
    parser.add_argument(
        "--save-dir",
        type=Path,
        metavar="DIR",
        dest="top_save_dir",
        help="the folder of saved games the title screen's Continue and Load game look in",
    )
    parser.add_argument(
        "--lang",
        type=_language_code,
        metavar="CODE",
        help="the language of the game for this run: en, fr, it, pl or es "
        "(default: the saved setting, else the locale, else English)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    carry_on = commands.add_parser(
        "continue",
        help="carry on with the latest saved game (of --save-dir, or the default folder)",
    )
    carry_on.add_argument(
        "--save-dir", type=Path, metavar="DIR", help="the folder the game was saved in"
    )

    missions = commands.add_parser(
        "missions", help="list the missions with their brief and round limit"
    )
    missions.add_argument(
        "--folder",
        type=Path,
        default=None,
        help="list the missions of this folder instead of the built-in ones",
    )

    language = commands.add_parser(
        "language",
        help="show the language the game speaks and why, or keep one: "
        "`language fr`, `language auto` (back to the locale)",
    )
    language.add_argument(
        "code",
        nargs="?",
        metavar="CODE",
        help="en, fr, it, pl or es to keep; auto to forget the setting",
    )

    validate = commands.add_parser(
        "validate",
        help="check mission or deck files and report every problem as file:line:col",
    )
    validate.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders")

    schema = commands.add_parser(
        "schema", help="print the JSON Schema of mission files (or of a deck file)"
    )
    schema.add_argument(
        "kind", nargs="?", default="mission", choices=schema_kinds, help="default: mission"
    )
    schema.add_argument(
        "--write",
        type=Path,
        metavar="FOLDER",
        help="write every schema as KIND.schema.json into FOLDER instead of printing",
    )
    play = commands.add_parser("play", help="play a mission in the terminal app")
    _add_game_options(play)
    play.add_argument(
        "--continue",
        dest="continue_log",
        type=Path,
        metavar="LOG",
        help="carry on the game in LOG on this mission file (for a log whose own mission "
        "file is not in its folder); the other options are the log's",
    )

    host = commands.add_parser(
        "host",
        help="start a game that other players join from their own terminals (wolfenstein join)",
    )
    _add_game_options(host)
    host.add_argument(
        "--seat",
        type=_seat_list,
        default=[0],
        metavar="N[,M]",
        help="the seat or seats this terminal plays (default: 1)",
    )
    join = commands.add_parser(
        "join", help="sit at a seat of a game another terminal hosts (see wolfenstein games)"
    )
    join.add_argument(
        "game", metavar="GAME", help="the game's log, or its name in wolfenstein games"
    )
    join.add_argument(
        "--seat", type=_seat_list, required=True, metavar="N[,M]", help="the seat or seats to play"
    )
    join.add_argument("--save-dir", type=Path, metavar="DIR", help="where the game is saved")
    games = commands.add_parser(
        "games", help="list the games in progress, with their mission, round and seats"
    )
    games.add_argument("--save-dir", type=Path, metavar="DIR", help="the save folder")
    watch = commands.add_parser("watch", help="follow a game read-only as it is played")
    watch.add_argument(
        "game", metavar="GAME", help="the game's log, or its name in wolfenstein games"
    )
    watch.add_argument("--save-dir", type=Path, metavar="DIR", help="where the game is saved")
    serve = commands.add_parser(
        "serve", help="serve the game to web browsers (needs the web extra: textual-serve)"
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1: this machine only)",
    )
    serve.add_argument("--port", type=int, default=8000, help="default 8000")
    serve.add_argument(
        "--save-dir", type=Path, metavar="DIR", help="the save folder of the games played there"
    )

    replay = commands.add_parser(
        "replay",
        help="step through a saved game log in the app, check it, or print the final state",
    )
    replay.add_argument("log", type=Path, metavar="LOG", help="a game log (.jsonl)")
    replay.add_argument(
        "--verify",
        action="store_true",
        help="report the first line whose digest or recorded outcome does not match",
    )
    replay.add_argument(
        "--headless", action="store_true", help="no interface: print the result and exit"
    )
    replay.add_argument("--json", action="store_true", help="print the final state as JSON")
    replay.add_argument(
        "--text",
        action="store_true",
        help="tell the whole game as plain text: rounds, decisions, dice, cards, events, the outcome",
    )
    replay.add_argument(
        "--until",
        type=_positive,
        metavar="LINE",
        help="stop after this line (its decision and outcomes) and show the state there",
    )
    replay.add_argument(
        "--events", action="store_true", help="with --json: every event as a JSON line"
    )
    replay.add_argument(
        "--follow",
        action="store_true",
        help="watch a game being played in another terminal, read-only, as it is played",
    )
    replay.add_argument(
        "--mission",
        type=Path,
        metavar="FILE",
        help="the mission file the game was played on, when the log's own is not in its folder",
    )

    add_campaign_parser(commands)

    _add_simulate_parser(commands)
    _add_balance_parser(commands)
    return parser


def _add_game_options(play: argparse.ArgumentParser) -> None:
    """The options of a new game, shared by `play` and `host`."""
    from wolfenstein_tui.engine.state.state import Difficulty

    play.add_argument("mission", metavar="MISSION", help="a mission id or a mission file")
    play.add_argument(
        "--difficulty", choices=[d.value for d in Difficulty], default=Difficulty.BRING_EM_ON.value
    )
    play.add_argument("--players", type=int, choices=(1, 2, 3, 4), default=1)
    play.add_argument(
        "--heroes",
        metavar="A,B,C,D",
        help="the four heroes, comma-separated (default: the mission's suggestion)",
    )
    play.add_argument(
        "--seats",
        metavar="SEATS",
        help="who plays which heroes, e.g. 'Ann:klaus,anya;Bob:max,blazkowicz' "
        "(names optional: 'klaus,anya;max,blazkowicz'); replaces --players and --heroes",
    )
    play.add_argument(
        "--names", metavar="A,B", help="the players' names, one a player, comma-separated"
    )
    play.add_argument(
        "--house-rule",
        action="append",
        default=[],
        choices=sorted(HOUSE_RULE_OPTIONS),
        metavar="RULE",
        help="an optional house rule, repeatable: "
        + ", ".join(f"{k} ({v})" for k, v in HOUSE_RULE_OPTIONS.items()),
    )
    play.add_argument(
        "--shared-life",
        metavar="HERO",
        help="at I am Death incarnate, the hero who starts with the shared-life token",
    )
    play.add_argument("--seed", type=int, default=None)
    play.add_argument(
        "--dice",
        choices=("seeded", "manual"),
        default="seeded",
        help="manual: type the faces of real dice",
    )
    play.add_argument("--ai-ties", choices=("auto", "ask"), default="auto")
    play.add_argument("--save-dir", type=Path, metavar="DIR", help="where the game log goes")


def _seat_list(text: str) -> list[int]:
    """'2' or '1,3' (as players count seats) into 0-based seats."""
    seats = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= 4:
            raise argparse.ArgumentTypeError(f"{part!r} is not a seat: seats are 1 to 4")
        seats.append(int(part) - 1)
    return seats


def _add_simulate_parser(commands: argparse._SubParsersAction) -> None:
    from wolfenstein_tui.engine.players.simulate import BOTS
    from wolfenstein_tui.engine.state.state import Difficulty

    simulate = commands.add_parser(
        "simulate",
        help="play games with a hero player against the nazis' program and count the outcomes",
        description="Play N games of a mission, the heroes' side played by the smart hero "
        "player (default) or by random legal decisions, and print the win rate with its "
        "95%% interval, mean rounds, hero deaths, alarm rate and losses by cause.",
    )
    simulate.add_argument(
        "--bot",
        choices=BOTS,
        default="smart",
        help="the hero player: smart (default; for balance) or random (for finding rule holes)",
    )
    simulate.add_argument("--games", type=_positive, default=100, metavar="N")
    simulate.add_argument(
        "--seed", type=int, default=0, metavar="S", help="game i uses seed S+i (default 0)"
    )
    simulate.add_argument(
        "--mission", required=True, metavar="M", help="a mission id or a mission file"
    )
    simulate.add_argument(
        "--players", type=int, choices=(1, 2, 3, 4), default=1, help="default: 1 (solo)"
    )
    simulate.add_argument(
        "--difficulty",
        choices=[d.value for d in Difficulty],
        default=Difficulty.BRING_EM_ON.value,
    )
    simulate.add_argument(
        "--jobs", type=_positive, default=1, metavar="J", help="worker processes (default 1)"
    )
    simulate.add_argument(
        "--save-dir", type=Path, metavar="DIR", help="write each game's log into DIR"
    )
    simulate.add_argument(
        "--skip-nazi-phase",
        action="store_true",
        help="play the heroes' side only, with no nazi phase (for measuring the heroes alone)",
    )


def _add_balance_parser(commands: argparse._SubParsersAction) -> None:
    from wolfenstein_tui.engine.players.simulate import BOTS

    balance = commands.add_parser(
        "balance",
        help="win rates of every built-in mission at the four difficulty levels, "
        "written to docs/balance.md",
    )
    balance.add_argument(
        "--games", type=_positive, default=500, metavar="N", help="games per mission and level"
    )
    balance.add_argument(
        "--jobs",
        type=_positive,
        default=None,
        metavar="J",
        help="worker processes (default: one per core)",
    )
    balance.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="FILE",
        help="where to write the report (default: docs/balance.md for the built-in "
        "missions; with mission files, no file unless named)",
    )
    balance.add_argument(
        "--missions",
        nargs="+",
        metavar="MISSION",
        help="only these missions: mission files (my.yaml more.yaml) and built-in "
        "mission ids (comma-separated or not); default: every built-in mission",
    )
    balance.add_argument("--bot", choices=BOTS, default="smart", help="the hero player")


def add_campaign_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from wolfenstein_tui.engine.state.state import Difficulty

    campaign = commands.add_parser(
        "campaign",
        help="list the saved campaigns, start one, or carry one on (R-GAME-3)",
        description="A campaign plays the missions in order with the same four heroes. "
        "Without a subcommand: list the saved campaigns.",
    )
    campaign.add_argument("--save-dir", type=Path, metavar="DIR", help="the save folder")
    which = campaign.add_subparsers(dest="campaign_command", metavar="SUBCOMMAND")
    new = which.add_parser("new", help="start a campaign at its first mission, in the app")
    new.add_argument("name", metavar="NAME", help="the campaign's name (also its file's)")
    new.add_argument(
        "--difficulty", choices=[d.value for d in Difficulty], default=Difficulty.BRING_EM_ON.value
    )
    new.add_argument("--players", type=int, choices=(1, 2, 3, 4), default=1)
    new.add_argument("--names", metavar="A,B", help="the players' names, comma-separated")
    new.add_argument(
        "--heroes",
        metavar="A,B,C,D",
        help="the four heroes for the whole campaign (default: the first mission's suggestion)",
    )
    new.add_argument(
        "--seed", type=int, default=None, help="game n of the campaign is played with seed S+n"
    )
    new.add_argument("--dice", choices=("seeded", "manual"), default="seeded")
    new.add_argument("--ai-ties", choices=("auto", "ask"), default="auto")
    new.add_argument(
        "--missions",
        type=Path,
        metavar="FOLDER",
        help="play this folder's missions in file-name order instead of the built-in ones",
    )
    new.add_argument(
        "--save-dir", type=Path, metavar="DIR", default=argparse.SUPPRESS, help="the save folder"
    )
    carry_on = which.add_parser(
        "continue", help="carry a campaign on: the game in progress, or its next mission"
    )
    carry_on.add_argument("name", metavar="NAME")
    carry_on.add_argument(
        "--save-dir", type=Path, metavar="DIR", default=argparse.SUPPRESS, help="the save folder"
    )


def _language_code(text: str) -> str:
    from wolfenstein_tui.language import LanguageError, parse_code

    try:
        return parse_code(text)
    except LanguageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _positive(text: str) -> int:

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; the exit status is 0 on success, 1 for a problem with
    the user's files or folders (said in a located sentence), 2 for a wrong
    option, 70 for a bug (a crash report is written, see crash.py)."""
    from wolfenstein_tui.crash import CONTEXT, CRASH_STATUS, report_crash

    words = sys.argv[1:] if argv is None else list(argv)
    CONTEXT.save_dir = CONTEXT.log = CONTEXT.campaign = None
    try:
        if not words:
            _speak(None)
            return run_app(None, None)
        args = build_parser().parse_args(words)
        CONTEXT.save_dir = getattr(args, "save_dir", None)
        if args.command == "language":
            return run_language(args.code, args.lang)
        _speak(args.lang)
        if args.command == "missions":
            return run_missions(args.folder)
        if args.command == "validate":
            return run_validate(args.paths)
        if args.command == "schema":
            return run_schema(args.kind, args.write)
        if getattr(args, "save_dir", None) is None and args.top_save_dir is not None:
            args.save_dir = args.top_save_dir  # `wolfenstein --save-dir DIR play ...`
        if args.command == "continue":
            return run_continue(args.save_dir)
        if args.command == "play":
            return run_play(args)
        if args.command == "host":
            return run_host(args)
        if args.command == "join":
            return run_join(args)
        if args.command == "games":
            return run_games(args.save_dir)
        if args.command == "watch":
            return run_watch(args)
        if args.command == "serve":
            from wolfenstein_tui.serve import run_serve

            return run_serve(args.host, args.port, args.save_dir)
        if args.command == "replay":
            if args.follow:
                return run_replay_viewer(args.log, args.mission, follow=True)
            if args.text or args.until is not None or args.events:
                from wolfenstein_tui.narrate import run_replay_text

                return run_replay_text(
                    args.log, as_json=args.json, events=args.events, until=args.until
                )
            return run_replay(
                args.log,
                verify=args.verify,
                as_json=args.json,
                headless=args.headless,
                mission=args.mission,
            )
        if args.command == "simulate":
            return run_simulate(args)
        if args.command == "campaign":
            return run_campaign(args)
        if args.command == "balance":
            return run_balance(args)
        return run_app(None, args.top_save_dir)
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


def _speak(option: str | None) -> None:
    """Choose the language of this run (language.py says how) and say any
    problem met with the settings file, which never stops the game."""
    from wolfenstein_tui.i18n import set_language
    from wolfenstein_tui.language import choose, pin_language

    choice = choose(option)
    pin_language(option)
    for problem in choice.problems:
        print(f"{problem} (the setting is ignored)", file=sys.stderr)
    set_language(choice.code)


def run_language(code: str | None, option: str | None) -> int:
    """`wolfenstein language`: say which language the game speaks and why;
    with a code, keep it in the settings file (`auto` forgets it)."""
    from wolfenstein_tui.language import (
        LANGUAGE_NAMES,
        LanguageError,
        choose,
        parse_code,
        settings_path,
        write_setting,
    )

    path = settings_path()
    if code is not None:
        try:
            kept = None if code.strip().lower() == "auto" else parse_code(code)
        except LanguageError as error:
            print(f"wolfenstein: {error}, or auto", file=sys.stderr)
            return 2
        try:
            write_setting(path, kept)
        except OSError as error:
            print(f"wolfenstein: cannot write {path}: {error.strerror}", file=sys.stderr)
            return 1
    choice = choose(option)
    for problem in choice.problems:
        print(f"{problem} (the setting is ignored)", file=sys.stderr)
    print(f"The game speaks {LANGUAGE_NAMES[choice.code]} ({choice.code}), from {choice.source}.")
    return 0


def run_missions(folder: Path | None) -> int:
    from wolfenstein_tui.mission_list import run_missions as list_missions

    return list_missions(folder)


def run_validate(paths: Sequence[Path]) -> int:
    files: list[Path] = []
    problems: list[Problem] = []
    for path in paths:
        if path.is_dir():
            found = sorted(path.glob("*.yaml"))
            if not found:
                problems.append(Problem(str(path), 1, 1, "this folder holds no .yaml file"))
            files.extend(found)
        else:
            files.append(path)
    from wolfenstein_tui.content.library import builtin_decks

    decks = builtin_decks()
    warnings: list[Problem] = []
    for path in files:
        found = _validate_one(path, decks)
        problems.extend(found)
        if not found:
            print(f"{path}: ok")
            warnings.extend(_translation_warnings(path, decks))
    for problem in problems:
        print(problem, file=sys.stderr)
    for warning in warnings:
        print(warning, file=sys.stderr)
    if problems:
        count = len(problems)
        print(f"{count} problem{'s' if count != 1 else ''} found.", file=sys.stderr)
    return 1 if problems else 0


def _validate_one(path: Path, decks: object) -> list[Problem]:
    from wolfenstein_tui.content.library import deck_kind, parse_deck_file, read_yaml_file
    from wolfenstein_tui.content.validation import validate_mission_file

    try:
        located = read_yaml_file(path)
    except ContentError as error:
        return error.problems
    if deck_kind(located.data) is not None:
        try:
            return parse_deck_file(path)[2]
        except ContentError as error:
            return error.problems
    return validate_mission_file(path, decks)  # type: ignore[arg-type]


def _translation_warnings(path: Path, decks: object) -> list[Problem]:
    """A valid file's texts that show in English in some language (a
    warning: the file is still ok)."""
    from wolfenstein_tui.content.cache import load_mission
    from wolfenstein_tui.content.library import (
        deck_kind,
        deck_translation_warnings,
        read_yaml_file,
    )
    from wolfenstein_tui.content.validation import mission_translation_warnings

    if deck_kind(read_yaml_file(path).data) is not None:
        return deck_translation_warnings(path)
    return mission_translation_warnings(path, load_mission(path, decks))  # type: ignore[arg-type]


def run_schema(kind: str, folder: Path | None) -> int:
    from wolfenstein_tui.content.schema import SCHEMA_KINDS, schema_text
    from wolfenstein_tui.saves import SaveError, check_save_dir, reason

    if folder is None:
        sys.stdout.write(schema_text(kind))
        return 0
    check_save_dir(folder, "the schema folder")
    for each in SCHEMA_KINDS:
        path = folder / f"{each}.schema.json"
        try:
            path.write_text(schema_text(each), encoding="utf-8")
        except OSError as error:
            raise SaveError(f"cannot write {path}: {reason(error)}") from None
    print(f"Wrote {len(SCHEMA_KINDS)} schemas to {folder}.")
    return 0


def run_replay(
    log: Path, verify: bool, as_json: bool, headless: bool = True, mission: Path | None = None
) -> int:
    if not (verify or as_json or headless):
        return run_replay_viewer(log, mission)
    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.engine.log.gamelog import LogError, replay
    from wolfenstein_tui.engine.log.snapshot import state_to_json
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.saves import decks_hash, mission_for, read_log

    header, lines = read_log(log)
    decks = builtin_decks()
    loaded = mission_for(header, log, decks, named=mission)
    if header.decks_hash and header.decks_hash != decks_hash():
        print(
            f"{log}:1: the card decks have changed since this game was recorded; "
            "the replay may differ",
            file=sys.stderr,
        )
    rules = Rules(loaded, decks)
    try:
        result = replay(rules, header, lines, check=verify)
    except LogError as error:
        print(f"{log}:{error.line}: {error.message}", file=sys.stderr)
        return 1
    if verify and result.problems:
        first = result.problems[0]
        print(f"{log}:{first.line}: {first.message}", file=sys.stderr)
        return 1
    state = result.record.state
    if as_json:
        print(json.dumps(state_to_json(rules, state), indent=2))
        return 0
    decisions = sum(1 for _, line in lines if isinstance(line, dict) and "do" in line)
    status = state.outcome.value.replace("_", " ") if state.outcome else "in progress"
    verified = "verified: every line matches; " if verify else ""
    case = "rules case, " if header.rules_case else ""
    print(
        f"{log}: {verified}{case}{decisions} decisions, mission {rules.mission.title}, "
        f"round {state.round} of {rules.mission.round_limit}, {status}."
    )
    if headless:
        from wolfenstein_tui.narrate import state_text

        print("\n".join(state_text(rules, header, state)))
    return 0


def run_replay_viewer(log: Path, mission: Path | None = None, follow: bool = False) -> int:
    """Step through the log in the terminal app (with `follow`, as it is
    played); a log that cannot be read is reported here, before the app opens."""
    from wolfenstein_tui.tui.screens.replay import load_replay, make_replay_app

    source = load_replay(log, mission=mission)
    for warning in source.warnings:
        print(warning, file=sys.stderr)
    app = make_replay_app(source, follow)
    app.run()
    return app.return_code or 0


def run_simulate(args: argparse.Namespace) -> int:
    """Play the games (in worker processes with --jobs), then print the
    tally. With --save-dir each game is played again in this process with its
    log kept: the same game, seed for seed."""
    import time

    from wolfenstein_tui.balance import GameSpec, play_many, record_games
    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.engine.players.simulate import Tally
    from wolfenstein_tui.engine.state.state import Difficulty
    from wolfenstein_tui.saves import check_save_dir

    decks = builtin_decks()
    loaded = _find_mission(args.mission, decks)
    if args.save_dir is not None:  # found out before the games, not after
        check_save_dir(args.save_dir)
    difficulty = Difficulty(args.difficulty)
    specs = [
        GameSpec(
            mission_file=str(Path(loaded.source).resolve()),  # type: ignore[attr-defined]
            difficulty=difficulty,
            seed=args.seed + game,
            bot=args.bot,
            players=args.players,
            skip_nazi_phase=args.skip_nazi_phase,
        )
        for game in range(args.games)
    ]
    started = time.perf_counter()
    tally = Tally()
    cpu = 0.0
    for played in play_many(specs, args.jobs):
        tally.add(played.summary)
        cpu += played.cpu_seconds
    seconds = time.perf_counter() - started
    text = _simulate_text(loaded.mission.title, args, tally, seconds, cpu)  # type: ignore[attr-defined]
    print(text)
    if args.save_dir is not None:
        _save_simulated(args.save_dir, loaded, record_games(specs))
    return 0


def _save_simulated(folder: Path, loaded: object, games: Iterable[tuple[object, object]]) -> None:
    """Each simulated game's log, written whole, naming its mission the way
    a played game does (a built-in one by its id, any other by a copy kept
    in the folder)."""
    from wolfenstein_tui.saves import SaveError, create_whole, is_builtin, reason, store_mission

    try:
        mission_file = None if is_builtin(loaded) else store_mission(loaded, folder)  # type: ignore[arg-type]
        for spec, record in games:
            lines = list(record.lines)  # type: ignore[attr-defined]
            header = {k: v for k, v in lines[0].items() if k != "mission_file"}
            if mission_file is not None:
                header["mission_file"] = mission_file
            name = f"game-{spec.seed}.jsonl"  # type: ignore[attr-defined]
            (folder / name).unlink(missing_ok=True)  # a run again replaces its logs
            create_whole(folder, [name], [header, *lines[1:]]).release()
    except OSError as error:
        raise SaveError(f"cannot save the games' logs in {folder}: {reason(error)}") from None


def _simulate_text(
    title: str, args: argparse.Namespace, tally: Tally, seconds: float, cpu: float
) -> str:
    from wolfenstein_tui.balance import DIFFICULTY_NAMES, OUTCOME_NAMES, percent
    from wolfenstein_tui.engine.state.state import Difficulty

    side = "nazi phase skipped" if args.skip_nazi_phase else "nazis by their program"
    player = "smart hero player" if args.bot == "smart" else "random legal hero decisions"
    low, high = tally.interval
    last = args.seed + args.games - 1
    lines = [
        f"{args.games} games of {title} at {DIFFICULTY_NAMES[Difficulty(args.difficulty)]} "
        f"({player}, {side}; seeds {args.seed} to {last}):",
        f"  win rate      {percent(tally.win_rate)}  (95% interval {percent(low)} to {percent(high)})",
    ]
    for outcome, name in OUTCOME_NAMES.items():
        lines.append(f"  {name:<30} {tally.outcomes.get(outcome, 0)}")
    lines += [
        f"  mean rounds   {tally.mean(tally.rounds):.2f}",
        f"  hero deaths   {tally.mean(tally.deaths):.2f} per game",
        f"  alarm rate    {percent(tally.alarm_games / tally.games)} of games",
        f"  time          {1000 * cpu / tally.games:.0f} ms of processor time per game "
        f"({seconds:.1f} s in all, {args.jobs} job{'s' if args.jobs != 1 else ''})",
    ]
    return "\n".join(lines)


def run_balance(args: argparse.Namespace) -> int:
    """Every built-in mission (or those named) at the four levels."""
    import os
    import time

    from wolfenstein_tui.balance import GameSpec, Row, play_many, report, table, target_check
    from wolfenstein_tui.content.cache import load_mission
    from wolfenstein_tui.content.library import builtin_decks, builtin_mission_files
    from wolfenstein_tui.engine.players.simulate import Tally
    from wolfenstein_tui.engine.state.state import Difficulty

    decks = builtin_decks()
    loaded = [load_mission(path, decks) for path in builtin_mission_files()]
    files = False
    if args.missions:
        chosen = []
        known = {mission.mission.id: mission for mission in loaded}
        for word in args.missions:
            if _names_a_file(word):
                # the validated loader of `play`: a bad file is a ContentError,
                # each problem located (file:line:col), reported by main()
                chosen.append(load_mission(Path(word), decks))
                files = True
                continue
            wanted = [name.strip() for name in word.split(",") if name.strip()]
            unknown = [name for name in wanted if name not in known]
            if unknown or not wanted:
                print(
                    f"wolfenstein: no built-in mission {', '.join(unknown) or repr(word)} "
                    "and no such mission file; built-in missions: "
                    f"{', '.join(sorted(known))}",
                    file=sys.stderr,
                )
                return 2
            chosen += [known[name] for name in wanted]
        loaded = chosen
    out = args.out if args.out is not None or files else Path("docs/balance.md")
    if out is not None and out.is_dir():  # found out before the games, not after
        print(f"wolfenstein: cannot write {out}: it is a folder", file=sys.stderr)
        return 1
    jobs = args.jobs or max(1, os.cpu_count() or 1)
    groups = [(mission, level) for mission in loaded for level in Difficulty]
    specs = [
        GameSpec(str(Path(mission.source).resolve()), level, seed, bot=args.bot)
        for mission, level in groups
        for seed in range(args.games)
    ]
    started = time.perf_counter()
    played = list(play_many(specs, jobs))
    seconds = time.perf_counter() - started
    cpu = sum(game.cpu_seconds for game in played)
    rows = []
    for index, (mission, level) in enumerate(groups):
        tally = Tally()
        for game in played[index * args.games : (index + 1) * args.games]:
            tally.add(game.summary)
        rows.append(Row(mission.mission.id, mission.mission.title, level, tally))
    if out is not None:
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(report(rows, args.bot, seconds, cpu, jobs), encoding="utf-8")
        except OSError as error:
            print(f"wolfenstein: cannot write {out}: {error.strerror}", file=sys.stderr)
            return 1
    print(table(rows))
    print()
    print("\n".join(target_check(rows)))
    print(
        f"\n{len(specs)} games in {seconds:.0f} s with {jobs} jobs "
        f"({1000 * cpu / len(specs):.0f} ms of processor time per game, {cpu:.0f} s in all)"
        + (f"; wrote {out}." if out is not None else ".")
    )
    return 0


def _names_a_file(word: str) -> bool:
    """A `--missions` word that names a mission file rather than built-in ids."""
    path = Path(word)
    return path.suffix in (".yaml", ".yml") or "/" in word or path.exists()


def _find_mission(name: str, decks: object) -> object:
    """A mission file, or the built-in mission with that id (the file named
    after it is tried first: the others are loaded only when it is not)."""
    from wolfenstein_tui.content.cache import load_mission
    from wolfenstein_tui.content.places import builtin_mission_files, training_mission_file
    from wolfenstein_tui.saves import SaveError

    path = Path(name)
    if path.suffix in (".yaml", ".yml") or path.exists():
        return load_mission(path, decks)  # type: ignore[arg-type]
    builtin = [*builtin_mission_files(), training_mission_file()]
    for candidate in sorted(builtin, key=lambda p: p.stem != name):
        loaded = load_mission(candidate, decks)  # type: ignore[arg-type]
        if loaded.mission.id == name:
            return loaded
    known = ", ".join([*(p.stem for p in builtin_mission_files()), "training"])
    raise SaveError(f"wolfenstein: no mission {name!r}; built-in missions: {known}")


def run_continue(save_dir: Path | None) -> int:
    """The latest game of the save folder, in the app where it was left."""
    from wolfenstein_tui.session import Session, default_save_dir, latest_save

    path = latest_save(save_dir)
    if path is None:
        print(
            f"wolfenstein: no saved game in {save_dir or default_save_dir()}; "
            "start one with `wolfenstein play MISSION` or `wolfenstein`",
            file=sys.stderr,
        )
        return 1
    return run_app(Session.resume(path), save_dir)


def run_app(session: object, save_dir: Path | None) -> int:
    """The app, on a game or on its title screen; the exit status is the
    app's (non-zero when it ended on an error, see tui/app.py)."""
    from wolfenstein_tui.crash import CONTEXT
    from wolfenstein_tui.save_folder import check_save_dir, default_save_dir
    from wolfenstein_tui.tui.app import make_app

    # The title screen needs neither the game logs' reader nor the engine:
    # the session module is imported only for a game.
    if session is None:
        check_save_dir(save_dir or default_save_dir())
    else:
        CONTEXT.log = session.path  # type: ignore[attr-defined]
    app = make_app(session=session, save_dir=save_dir)  # type: ignore[arg-type]
    try:
        app.run()
    finally:
        if session is not None:
            session.close()
    return app.return_code or 0


HOUSE_RULE_OPTIONS = {
    "any_hero_order": "R-VAR-1",
    "noise_any_figures": "R-VAR-2",
    "lose_when_impossible": "R-VAR-3",
    "ai_tie_chain": "R-VAR-4",
}


class SeatsError(ValueError):
    """A --seats or --names value that does not describe a table of players."""


def parse_seats(text: str, known: set[str]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Read 'Ann:klaus,anya;Bob:max,blazkowicz' into seats and names: four
    different heroes shared as evenly as possible (R-GAME-1), names given
    for every seat or for none."""
    seats: list[tuple[str, ...]] = []
    names: list[str] = []
    for number, part in enumerate(text.split(";"), start=1):
        name, _, heroes_text = part.rpartition(":")
        heroes = tuple(h.strip() for h in heroes_text.split(",") if h.strip())
        if not heroes:
            raise SeatsError(f"seat {number} ({part.strip()!r}) names no hero")
        unknown = [h for h in heroes if h not in known]
        if unknown:
            raise SeatsError(
                f"seat {number}: no hero {', '.join(unknown)}; heroes: {', '.join(sorted(known))}"
            )
        seats.append(heroes)
        names.append(name.strip())
    chosen = [h for seat in seats for h in seat]
    if len(chosen) != 4 or len(set(chosen)) != 4:
        raise SeatsError(f"the seats must share four different heroes ({len(chosen)} given)")
    if len(seats) > 4:
        raise SeatsError("at most four players")
    if max(map(len, seats)) - min(map(len, seats)) > 1:
        raise SeatsError("share the heroes as evenly as possible (R-GAME-1)")
    if any(names) and not all(names):
        raise SeatsError("give a name to every seat or to none")
    return tuple(seats), tuple(names) if all(names) else ()


def run_play(args: argparse.Namespace) -> int:
    from wolfenstein_tui.session import Session

    if args.continue_log is not None:
        from wolfenstein_tui.content.cache import builtin_decks

        decks = builtin_decks()
        loaded = _find_mission(args.mission, decks)
        session = Session.resume(args.continue_log, decks, mission=Path(loaded.source))  # type: ignore[attr-defined]
        return run_app(session, args.save_dir or args.continue_log.parent)
    started = start_game(args)
    if isinstance(started, int):
        return started
    return run_app(started, args.save_dir)


def start_game(args: argparse.Namespace) -> Session | int:
    """A new game from `play`'s (or `host`'s) options; the exit status 2
    (said on stderr) for options that do not describe one."""
    import random

    from wolfenstein_tui.content.cache import builtin_decks
    from wolfenstein_tui.engine.state.state import Difficulty, HouseRules
    from wolfenstein_tui.saves import check_save_dir
    from wolfenstein_tui.session import Session, default_save_dir, new_header

    decks = builtin_decks()
    loaded = _find_mission(args.mission, decks)
    known = {h.id for h in decks.heroes}
    names: tuple[str, ...] = ()
    if args.seats:
        try:
            seats, names = parse_seats(args.seats, known)
        except SeatsError as error:
            print(f"wolfenstein: --seats: {error}", file=sys.stderr)
            return 2
        heroes = [h for seat in seats for h in seat]
    elif args.heroes:
        heroes = [h.strip() for h in args.heroes.split(",") if h.strip()]
    else:
        heroes = list(loaded.mission.suggested_heroes)  # type: ignore[attr-defined]
        heroes += [h.id for h in decks.heroes if h.id not in heroes]
        heroes = heroes[:4]
    unknown = [h for h in heroes if h not in known]
    if unknown or len(heroes) != 4 or len(set(heroes)) != 4:
        print(
            f"wolfenstein: choose four different heroes among {', '.join(sorted(known))}"
            + (f" (unknown: {', '.join(unknown)})" if unknown else ""),
            file=sys.stderr,
        )
        return 2
    if not args.seats:
        seats = tuple(tuple(heroes[i :: args.players]) for i in range(args.players))
    if args.names:
        names = tuple(n.strip() for n in args.names.split(","))
        if len(names) != len(seats) or not all(names):
            print(
                f"wolfenstein: --names: give {len(seats)} name{'s' if len(seats) > 1 else ''}, "
                "one a player, comma-separated",
                file=sys.stderr,
            )
            return 2
    difficulty = Difficulty(args.difficulty)
    shared = args.shared_life or heroes[0]
    if shared not in heroes:
        print(
            f"wolfenstein: --shared-life: {shared} is not one of {', '.join(heroes)}",
            file=sys.stderr,
        )
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    check_save_dir(args.save_dir or default_save_dir())
    header = new_header(
        loaded,  # type: ignore[arg-type]
        seats,
        seed=seed,
        difficulty=difficulty,
        dice=args.dice,
        ai_ties=args.ai_ties,
        shared_life_hero=shared if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
        house_rules=HouseRules(**{rule: True for rule in args.house_rule}),
        player_names=names,
    )
    session, _ = Session.start(loaded, header, args.save_dir, decks)  # type: ignore[arg-type]
    return session


def run_host(args: argparse.Namespace) -> int:
    """A new game open to other terminals: this one sits at --seat."""
    from wolfenstein_tui.joined import JoinedSession

    count = len(args.seats.split(";")) if args.seats else args.players
    wrong = [s + 1 for s in args.seat if s >= count]
    if wrong:  # said before the game is made: no log is left behind
        print(
            f"wolfenstein: --seat: this game has seats 1 to {count} "
            f"(no seat {', '.join(map(str, wrong))})",
            file=sys.stderr,
        )
        return 2
    started = start_game(args)
    if isinstance(started, int):
        return started
    session = JoinedSession.host(started, args.seat)
    print(
        f"Hosting {session.path.stem}: the others join with\n"
        + "\n".join(
            f"  wolfenstein join {session.path.stem} --seat {seat + 1}"
            + (f" --save-dir {session.path.parent}" if args.save_dir else "")
            for seat in range(count)
            if seat not in session.seats
        ),
        file=sys.stderr,
    )
    return run_app(session, args.save_dir)


def run_join(args: argparse.Namespace) -> int:
    from wolfenstein_tui.game_table import find_game
    from wolfenstein_tui.joined import JoinedSession
    from wolfenstein_tui.session import default_save_dir

    path = find_game(args.game, args.save_dir or default_save_dir())
    return run_app(JoinedSession.join(path, args.seat), args.save_dir)


def run_games(save_dir: Path | None) -> int:
    from wolfenstein_tui.content.cache import builtin_decks
    from wolfenstein_tui.game_table import table
    from wolfenstein_tui.session import default_save_dir

    folder = save_dir or default_save_dir()
    games = table(folder, builtin_decks())
    if not games:
        print(f"No game in progress in {folder}; start one with: wolfenstein host MISSION")
        return 0
    print(f"Games in progress in {folder} (join one: wolfenstein join NAME --seat N):\n")
    for game in games:
        print("\n".join(game.lines()))
    return 0


def run_watch(args: argparse.Namespace) -> int:
    from wolfenstein_tui.game_table import find_game
    from wolfenstein_tui.session import default_save_dir

    path = find_game(args.game, args.save_dir or default_save_dir())
    return run_replay_viewer(path, follow=True)


def run_campaign(args: argparse.Namespace) -> int:
    from wolfenstein_tui import campaign as campaigns

    save_dir = args.save_dir
    if args.campaign_command is None:
        found = campaigns.list_campaigns(save_dir)
        if not found:
            print(
                f"No campaign yet in {campaigns.campaigns_dir(save_dir)}; "
                "start one with `wolfenstein campaign new NAME`."
            )
            return 0
        broken = 0
        for path, each in found:
            if isinstance(each, campaigns.CampaignError):
                broken += 1
                print(each, file=sys.stderr)
                continue
            print(campaigns.describe(campaigns.CampaignPlay(each, path, save_dir)))
        return 1 if broken else 0
    from wolfenstein_tui.crash import CONTEXT
    from wolfenstein_tui.saves import check_save_dir
    from wolfenstein_tui.session import default_save_dir

    check_save_dir(save_dir or default_save_dir())
    CONTEXT.campaign = args.name
    if args.campaign_command == "new":
        play = new_campaign_from_args(args)
        if play is None:
            return 2
        return run_app(play.start_mission(), save_dir)
    from wolfenstein_tui.session import GameInUse

    play = campaigns.CampaignPlay.open(args.name, save_dir)
    try:
        session = play.continue_play()
    except GameInUse as busy:
        print(busy, file=sys.stderr)
        return 1
    if session is None:
        print(campaigns.describe(play))
        return 0
    return run_app(session, save_dir)


def new_campaign_from_args(args: argparse.Namespace) -> CampaignPlay | None:
    """The campaign the options describe, written to its file; None (after
    saying why) when the heroes are wrong."""
    from wolfenstein_tui import campaign as campaigns
    from wolfenstein_tui.content.library import builtin_decks, builtin_missions_dir
    from wolfenstein_tui.engine.state.state import Difficulty
    from wolfenstein_tui.saves import SaveError

    decks = builtin_decks()
    plan = (
        campaigns.folder_campaign(args.missions)
        if args.missions is not None
        else campaigns.builtin_campaign()
    )
    if not plan:
        raise SaveError(f"wolfenstein: no mission files in {builtin_missions_dir()}")
    if args.heroes:
        heroes = [h.strip() for h in args.heroes.split(",") if h.strip()]
    else:
        first = campaigns.load_reference(plan[0], decks, "the first mission")
        heroes = list(first.mission.suggested_heroes)
        heroes += [h.id for h in decks.heroes if h.id not in heroes]
        heroes = heroes[:4]
    seats = [heroes[i :: args.players] for i in range(args.players)]
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    if names is not None and len(names) != args.players:
        print(
            f"wolfenstein: --names gives {len(names)} names for {args.players} players",
            file=sys.stderr,
        )
        return None
    difficulty = Difficulty(args.difficulty)
    try:
        campaign = campaigns.new_campaign(
            args.name,
            seats,
            plan,
            players=names,
            difficulty=difficulty,
            dice=args.dice,
            ai_ties=args.ai_ties,
            shared_life_hero=heroes[0] if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
            seed=args.seed,
        )
    except campaigns.CampaignError as error:
        print(f"wolfenstein: {error}", file=sys.stderr)
        return None
    return campaigns.CampaignPlay.create(campaign, args.save_dir)
