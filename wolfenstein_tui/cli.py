"""The `wolfenstein` command: subcommands over the content and the engine."""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

from wolfenstein_tui import __version__
from wolfenstein_tui.content.library import (
    builtin_decks,
    builtin_mission_files,
    builtin_missions_dir,
    deck_kind,
    parse_deck_file,
    read_yaml_file,
)
from wolfenstein_tui.content.problems import ContentError, Problem
from wolfenstein_tui.content.schema import SCHEMA_KINDS, schema_text
from wolfenstein_tui.content.validation import load_mission, validate_mission_file

BUG_NOTE = (
    "This is a bug in wolfenstein, not in your input. Please report it with the lines above."
)


def build_parser() -> argparse.ArgumentParser:
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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "missions":
            return run_missions(args.folder)
        if args.command == "validate":
            return run_validate(args.paths)
        if args.command == "schema":
            return run_schema(args.kind, args.write)
        parser.print_help()
        print()
        return run_missions(None)
    except KeyboardInterrupt:
        return 130
    except ContentError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        return 1
    except Exception:
        traceback.print_exc()
        print(BUG_NOTE, file=sys.stderr)
        return 70


def run_missions(folder: Path | None) -> int:
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
            print(f"  {path.name}: has problems; run `wolfenstein validate {path}`", file=sys.stderr)
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
    if folder is None:
        sys.stdout.write(schema_text(kind))
        return 0
    folder.mkdir(parents=True, exist_ok=True)
    for each in SCHEMA_KINDS:
        (folder / f"{each}.schema.json").write_text(schema_text(each), encoding="utf-8")
    print(f"Wrote {len(SCHEMA_KINDS)} schemas to {folder}.")
    return 0
