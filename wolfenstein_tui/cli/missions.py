"""`wolfenstein missions`, `validate` and `schema`: the commands over the
mission and deck files; and how a command finds the mission it is named."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from wolfenstein_tui.content.problems import ContentError, Problem


def run_missions(folder: Path | None) -> int:
    from wolfenstein_tui.content.cache import load_mission
    from wolfenstein_tui.content.library import (
        builtin_decks,
        builtin_mission_files,
        builtin_missions_dir,
    )

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
    if folder is None:
        print(
            "\nNot part of the campaign: `training`, a first mission with tips "
            "(title screen: Training, or `wolfenstein play training`)."
        )
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


def find_mission(name: str, decks: object) -> object:
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
