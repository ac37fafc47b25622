"""Commands over the content: `missions` lists them, `validate` checks mission and card files, `schema` writes their JSON schemas."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.files.problems import ContentError, Problem
from wolfenstein_tui.content.files.text import escaped

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    from wolfenstein_tui.content.records.cards import Decks


def run_missions(folder: Path | None) -> int:
    from wolfenstein_tui.play.missions.listing import run_missions as list_missions

    return list_missions(folder)


def run_validate(paths: Sequence[Path]) -> int:
    files: list[Path] = []
    problems: list[Problem] = []
    for path in paths:
        if path.is_dir():
            in_folder = sorted(path.glob("*.yaml"))
            if not in_folder:
                problems.append(Problem(str(path), 1, 1, _("this folder holds no .yaml file")))
            files.extend(in_folder)
        else:
            files.append(path)
    from wolfenstein_tui.content.loading.cache import builtin_decks

    decks = builtin_decks()
    warnings: list[Problem] = []
    for path in files:
        found = _validate_one(path, decks)
        problems.extend(found)
        if not found:
            print(_("{path}: ok").format(path=escaped(str(path))))
            warnings.extend(_translation_warnings(path, decks))
    for problem in problems:
        print(problem, file=sys.stderr)
    for warning in warnings:
        print(warning, file=sys.stderr)
    if problems:
        count = len(problems)
        print(
            ngettext("{count} problem found.", "{count} problems found.", count).format(
                count=count
            ),
            file=sys.stderr,
        )
    return 1 if problems else 0


def _validate_one(path: Path, decks: Decks) -> list[Problem]:
    from wolfenstein_tui.content.loading.library import deck_kind, parse_deck_file, read_yaml_file
    from wolfenstein_tui.content.loading.validation import validate_mission_file

    try:
        located = read_yaml_file(path)
    except ContentError as error:
        return error.problems
    if deck_kind(located.data) is not None:
        try:
            return parse_deck_file(path)[2]
        except ContentError as error:
            return error.problems
    return validate_mission_file(path, decks)


def _translation_warnings(path: Path, decks: Decks) -> list[Problem]:
    """A valid file's texts that show in English in some language (a
    warning: the file is still ok)."""
    from wolfenstein_tui.content.loading.cache import load_mission
    from wolfenstein_tui.content.loading.library import (
        deck_kind,
        deck_translation_warnings,
        read_yaml_file,
    )
    from wolfenstein_tui.content.loading.validation import mission_translation_warnings

    if deck_kind(read_yaml_file(path).data) is not None:
        return deck_translation_warnings(path)
    return mission_translation_warnings(path, load_mission(path, decks))


def run_schema(kind: str, folder: Path | None) -> int:
    from wolfenstein_tui.content.loading.schema import SCHEMA_KINDS, schema_text
    from wolfenstein_tui.play.saves import SaveError, check_save_dir, reason

    if folder is None:
        sys.stdout.write(schema_text(kind))
        return 0
    check_save_dir(folder, "the schema folder")
    for each in SCHEMA_KINDS:
        path = folder / f"{each}.schema.json"
        try:
            path.write_text(schema_text(each), encoding="utf-8")
        except OSError as error:
            raise SaveError(
                _("cannot write {path}: {reason}").format(path=path, reason=reason(error))
            ) from None
    print(
        _("Wrote {count} schemas to {folder}.").format(
            count=len(SCHEMA_KINDS), folder=escaped(str(folder))
        )
    )
    return 0
