"""Which language the game speaks: `--lang`, else the saved setting, else the
locale, else English.

Why this order: a command-line option is the most deliberate choice and
lasts one run; the setting (`wolfenstein language CODE`, kept in a small file
in the platform's config folder) is the player's standing choice for this
game, so it wins over the locale, which speaks for the whole system.
The locale is read as gettext reads it: the first of LANGUAGE (a
colon-separated list of preferences), LC_ALL, LC_MESSAGES and LANG that is
set.

The settings file (settings_file.py) is TOML, e.g. `language = "fr"`. A
broken file never stops the game: its problem is said, located
(file:line:col), and the choice falls through to the locale, then English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.base.settings_file import read_settings, write_settings
from wolfenstein_tui.base.settings_file import settings_path as settings_path  # re-exported
from wolfenstein_tui.base.spoken import ENGLISH as ENGLISH
from wolfenstein_tui.base.spoken import LANGUAGE_NAMES as LANGUAGE_NAMES
from wolfenstein_tui.base.spoken import SUPPORTED as SUPPORTED

LOCALE_VARIABLES: tuple[str, ...] = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


class LanguageError(ValueError):
    """A language code the game does not speak; the message lists those it does."""


def supported_list() -> str:
    return ", ".join(f"{code} ({LANGUAGE_NAMES[code]})" for code in SUPPORTED)


def parse_code(text: str) -> str:
    """`fr`, `FR`, `fr_FR.UTF-8` or `fr-CA` all mean French; anything else
    the game does not speak is refused with the list of those it does."""
    code = _base_code(text)
    if code not in SUPPORTED:
        raise LanguageError(
            _("the game does not speak {code}; choose one of: {languages}").format(
                code=repr(text.strip()), languages=supported_list()
            )
        )
    return code


def _base_code(text: str) -> str:
    return re.split(r"[_.@-]", text.strip(), maxsplit=1)[0].lower()


def from_locale(environ: Mapping[str, str]) -> str | None:
    """The language the locale asks for, when the game speaks it.

    Like gettext, the first variable that is set decides: LANGUAGE may list
    several languages in order of preference (`pl:fr`), the first the game
    speaks is taken; `C` and `POSIX` mean no language in particular."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "").strip()
        if not value:
            continue
        wanted = value.split(":") if name == "LANGUAGE" else [value]
        for each in wanted:
            code = _base_code(each)
            if code in SUPPORTED:
                return code
        if name != "LANGUAGE":
            return None  # LC_ALL=de_DE: German was asked for, so not LANG's
    return None


@frozen_record
class SettingRead:
    """What the settings file says of the language: a code, or nothing, and
    the problem found in it when it could not be used."""

    language: str | None
    problem: str | None = None


def read_setting(path: Path) -> SettingRead:
    """The language kept in the settings file (settings_file.py); a missing
    file is no choice, a broken one is a located problem (and no choice)."""
    settings = read_settings(path)
    if settings.problem is not None:
        return SettingRead(None, settings.problem)
    if settings.language is None:
        return SettingRead(None)
    try:
        return SettingRead(parse_code(settings.language))
    except LanguageError as error:
        line, column = (settings.places or {}).get("language", (1, 1))
        return SettingRead(None, f"{path}:{line}:{column}: {error}")


def write_setting(path: Path, code: str | None) -> None:
    """Keep `code` as the standing choice, or forget it (None); the file's
    other settings are kept."""
    write_settings(path, language=code)


@frozen_record
class Choice:
    """The language chosen, where the choice came from (for `wolfenstein
    language` to say), and any problem met on the way."""

    code: str
    source: str
    problems: tuple[str, ...] = field(default=())


def choose(
    option: str | None,
    environ: Mapping[str, str] | None = None,
    settings: Path | None = None,
) -> Choice:
    """The language for this run: `option` (already checked by parse_code),
    else the settings file, else the locale, else English."""
    if option is not None:
        return Choice(option, "the --lang option")
    path = settings if settings is not None else settings_path()
    setting = read_setting(path)
    problems = (setting.problem,) if setting.problem else ()
    if setting.language is not None:
        return Choice(setting.language, f"the setting in {path}")
    found = from_locale(os.environ if environ is None else environ)
    if found is not None:
        return Choice(found, "the locale", problems)
    return Choice(ENGLISH, "the default", problems)


_pinned: str | None = None


def pin_language(code: str | None) -> None:
    """Record that the command line's --lang chose `code` for this run (None:
    it did not), so the title screen's setting can say that it only applies
    from the next start."""
    global _pinned
    _pinned = code


def pinned_language() -> str | None:
    """The language --lang chose for this run, if it did."""
    return _pinned
