"""`wolfenstein language`: which language the game speaks, and the setting that keeps it."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    pass


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
