"""The `wolfenstein` command: subcommands over the content and the engine."""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

from wolfenstein_tui import __version__
from wolfenstein_tui.content.problems import ContentError, Problem
from wolfenstein_tui.engine.state import Difficulty

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

BUG_NOTE = "This is a bug in wolfenstein, not in your input. Please report it with the lines above."


def build_parser() -> argparse.ArgumentParser:
    from wolfenstein_tui.content.schema import SCHEMA_KINDS

    parser = argparse.ArgumentParser(
        prog="wolfenstein",
        description="The Wolfenstein co-operative board game, in the terminal.",
    )
    parser.add_argument("--version", action="version", version=f"wolfenstein {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    missions = commands.add_parser(
        "missions", help="list the missions with their brief and round limit"
    )
    missions.add_argument(
        "--folder",
        type=Path,
        default=None,
        help="list the missions of this folder instead of the built-in ones",
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
        "kind", nargs="?", default="mission", choices=SCHEMA_KINDS, help="default: mission"
    )
    schema.add_argument(
        "--write",
        type=Path,
        metavar="FOLDER",
        help="write every schema as KIND.schema.json into FOLDER instead of printing",
    )
    play = commands.add_parser("play", help="play a mission in the terminal app")
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
    play.add_argument("--seed", type=int, default=None)
    play.add_argument(
        "--dice",
        choices=("seeded", "manual"),
        default="seeded",
        help="manual: type the faces of real dice",
    )
    play.add_argument("--ai-ties", choices=("auto", "ask"), default="auto")
    play.add_argument("--save-dir", type=Path, metavar="DIR", help="where the game log goes")

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

    simulate = commands.add_parser(
        "simulate", help="play games with random legal decisions and count the outcomes"
    )
    simulate.add_argument("--games", type=_positive, default=100, metavar="N")
    simulate.add_argument("--seed", type=int, default=0, metavar="S")
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
        "--save-dir", type=Path, metavar="DIR", help="write each game's log into DIR"
    )
    simulate.add_argument(
        "--skip-nazi-phase",
        action="store_true",
        help="play the heroes' side only, with no nazi phase (for measuring the heroes alone)",
    )
    return parser


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    try:
        if not words:
            return run_app(None, None)
        args = build_parser().parse_args(words)
        if args.command == "missions":
            return run_missions(args.folder)
        if args.command == "validate":
            return run_validate(args.paths)
        if args.command == "schema":
            return run_schema(args.kind, args.write)
        if args.command == "play":
            return run_play(args)
        if args.command == "replay":
            return run_replay(
                args.log, verify=args.verify, as_json=args.json, headless=args.headless
            )
        if args.command == "simulate":
            return run_simulate(args)
        return run_app(None, None)
    except KeyboardInterrupt:
        return 130
    except ContentError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        return 1
    except Exception as error:
        from wolfenstein_tui.saves import SaveError

        if isinstance(error, SaveError):
            print(error, file=sys.stderr)
            return 1
        traceback.print_exc()
        print(BUG_NOTE, file=sys.stderr)
        return 70


def run_missions(folder: Path | None) -> int:
    from wolfenstein_tui.content.library import (
        builtin_decks,
        builtin_mission_files,
        builtin_missions_dir,
    )
    from wolfenstein_tui.content.validation import load_mission

    files = sorted(folder.glob("*.yaml")) if folder is not None else builtin_mission_files()
    where = folder if folder is not None else builtin_missions_dir()
    if folder is not None and not folder.is_dir():
        print(f"wolfenstein: {folder} is not a folder", file=sys.stderr)
        return 2
    if not files:
        print(f"No mission files (*.yaml) in {where}.", file=sys.stderr)
        return 1
    decks = builtin_decks()
    broken = 0
    print(f"Missions in {where}:\n")
    for path in files:
        try:
            loaded = load_mission(path, decks)
        except ContentError:
            broken += 1
            print(
                f"  {path.name}: has problems; run `wolfenstein validate {path}`", file=sys.stderr
            )
            continue
        mission = loaded.mission
        print(f"  {mission.id}  {mission.title}  ({mission.round_limit} rounds)")
        print(f"      {mission.summary}")
    return 1 if broken else 0


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
    for path in files:
        found = _validate_one(path, decks)
        problems.extend(found)
        if not found:
            print(f"{path}: ok")
    for problem in problems:
        print(problem, file=sys.stderr)
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


def run_schema(kind: str, folder: Path | None) -> int:
    from wolfenstein_tui.content.schema import SCHEMA_KINDS, schema_text

    if folder is None:
        sys.stdout.write(schema_text(kind))
        return 0
    folder.mkdir(parents=True, exist_ok=True)
    for each in SCHEMA_KINDS:
        (folder / f"{each}.schema.json").write_text(schema_text(each), encoding="utf-8")
    print(f"Wrote {len(SCHEMA_KINDS)} schemas to {folder}.")
    return 0


def run_replay(log: Path, verify: bool, as_json: bool, headless: bool = True) -> int:
    if not (verify or as_json or headless):
        return run_replay_viewer(log)
    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.engine.gamelog import LogError, replay
    from wolfenstein_tui.engine.rules import Rules
    from wolfenstein_tui.engine.snapshot import state_to_json
    from wolfenstein_tui.saves import decks_hash, mission_for, read_log

    header, lines = read_log(log)
    decks = builtin_decks()
    loaded = mission_for(header, log, decks)
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
    print(
        f"{log}: {verified}{decisions} decisions, mission {rules.mission.title}, "
        f"round {state.round} of {rules.mission.round_limit}, {status}."
    )
    return 0


def run_replay_viewer(log: Path) -> int:
    """Step through the log in the terminal app; a log that cannot be read
    is reported here, before the app opens."""
    from wolfenstein_tui.tui.screens.replay import load_replay, make_replay_app

    source = load_replay(log)
    for warning in source.warnings:
        print(warning, file=sys.stderr)
    app = make_replay_app(source)
    app.run()
    return app.return_code or 0


def run_simulate(args: argparse.Namespace) -> int:
    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.engine.gamelog import Header
    from wolfenstein_tui.engine.rules import Rules
    from wolfenstein_tui.engine.simulate import play_random_game, summarise
    from wolfenstein_tui.saves import LogWriter, decks_hash

    decks = builtin_decks()
    loaded = _find_mission(args.mission, decks)
    rules = Rules(loaded, decks)
    heroes = list(loaded.mission.suggested_heroes)
    heroes += [h.id for h in decks.heroes if h.id not in heroes]
    heroes = heroes[:4]
    seats = tuple(tuple(heroes[i :: args.players]) for i in range(args.players))
    counts: dict[str, int] = {}
    rounds = 0
    for game in range(args.games):
        seed = args.seed + game
        header = Header(
            mission=loaded.mission.id,
            mission_hash=loaded.content_hash,
            decks_hash=decks_hash(),
            seats=seats,
            seed=seed,
            difficulty=Difficulty(args.difficulty),
            skip_nazi_phase=args.skip_nazi_phase,
            mission_file=str(Path(loaded.source).resolve()),
        )
        record = play_random_game(rules, header, seed)
        summary = summarise(record)
        counts[summary.outcome] = counts.get(summary.outcome, 0) + 1
        rounds += summary.rounds
        if args.save_dir is not None:
            with LogWriter(args.save_dir / f"game-{seed}.jsonl") as writer:
                writer.write(record.lines)
    side = "nazi phase skipped" if args.skip_nazi_phase else "nazis by their program"
    print(f"{args.games} games of {loaded.mission.title} (random legal hero decisions, {side}):")
    for outcome in ("won", "lost_rounds", "lost_deaths", "lost_mission"):
        print(f"  {outcome.replace('_', ' '):12} {counts.get(outcome, 0)}")
    print(f"  mean rounds  {rounds / args.games:.2f}")
    return 0


def _find_mission(name: str, decks: object) -> object:
    from wolfenstein_tui.content.library import builtin_mission_files
    from wolfenstein_tui.content.validation import load_mission
    from wolfenstein_tui.saves import SaveError

    path = Path(name)
    if path.suffix in (".yaml", ".yml") or path.exists():
        return load_mission(path, decks)  # type: ignore[arg-type]
    for candidate in builtin_mission_files():
        loaded = load_mission(candidate, decks)  # type: ignore[arg-type]
        if loaded.mission.id == name:
            return loaded
    known = ", ".join(p.stem for p in builtin_mission_files())
    raise SaveError(f"wolfenstein: no mission {name!r}; built-in missions: {known}")


def run_app(session: object, save_dir: Path | None) -> int:
    from wolfenstein_tui.tui.app import make_app

    make_app(session=session, save_dir=save_dir).run()  # type: ignore[arg-type]
    return 0


def run_play(args: argparse.Namespace) -> int:
    import random

    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.session import Session, new_header

    decks = builtin_decks()
    loaded = _find_mission(args.mission, decks)
    if args.heroes:
        heroes = [h.strip() for h in args.heroes.split(",") if h.strip()]
    else:
        heroes = list(loaded.mission.suggested_heroes)  # type: ignore[attr-defined]
        heroes += [h.id for h in decks.heroes if h.id not in heroes]
        heroes = heroes[:4]
    known = {h.id for h in decks.heroes}
    unknown = [h for h in heroes if h not in known]
    if unknown or len(heroes) != 4 or len(set(heroes)) != 4:
        print(
            f"wolfenstein: choose four different heroes among {', '.join(sorted(known))}"
            + (f" (unknown: {', '.join(unknown)})" if unknown else ""),
            file=sys.stderr,
        )
        return 2
    seats = tuple(tuple(heroes[i :: args.players]) for i in range(args.players))
    difficulty = Difficulty(args.difficulty)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    header = new_header(
        loaded,  # type: ignore[arg-type]
        seats,
        seed=seed,
        difficulty=difficulty,
        dice=args.dice,
        ai_ties=args.ai_ties,
        shared_life_hero=heroes[0] if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
    )
    session, _ = Session.start(loaded, header, args.save_dir, decks)  # type: ignore[arg-type]
    return run_app(session, args.save_dir)
