"""`wolfenstein language`: which language the game speaks, and the setting that keeps it."""

from __future__ import annotations

import sys

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.system_errors import reason as said_reason

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.


def run_language(code: str | None, option: str | None) -> int:
    """`wolfenstein language`: say which language the game speaks and why;
    with a code, keep it in the settings file (`auto` forgets it)."""
    from wolfenstein_tui.base.i18n import set_language
    from wolfenstein_tui.base.language import (
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
            print(_("wolfenstein: {error}, or auto").format(error=error), file=sys.stderr)
            return 2
        try:
            write_setting(path, kept)
        except OSError as error:
            print(
                _("wolfenstein: cannot write {path}: {reason}").format(
                    path=path, reason=said_reason(error)
                ),
                file=sys.stderr,
            )
            return 1
    choice = choose(option)
    set_language(choice.code)  # say it in the language chosen
    for problem in choice.problems:
        print(_("{problem} (the setting is ignored)").format(problem=problem), file=sys.stderr)
    print(
        _("The game speaks {language} ({code}), from {source}.").format(
            language=LANGUAGE_NAMES[choice.code], code=choice.code, source=_source(choice.source)
        )
    )
    return 0


def _source(source: str) -> str:
    """Where the choice came from (language.Choice.source), in words."""
    setting = "the setting in "
    if source.startswith(setting):
        return _("the setting in {path}").format(path=source[len(setting) :])
    sources = {
        "the --lang option": _("the --lang option"),
        "the locale": _("the locale"),
        "the default": _("the default"),
    }
    return sources.get(source, source)
