"""Which language the game speaks: `--lang`, else the saved setting, else the
locale, else English.

Why this order: a command-line option is the most deliberate choice and
lasts one run; the setting (`wolfenstein language CODE`, kept in a small file
in the platform's config folder) is the player's standing choice for this
game, so it wins over the locale, which speaks for the whole system.
The locale is read as gettext reads it: the first of LANGUAGE (a
colon-separated list of preferences), LC_ALL, LC_MESSAGES and LANG that is
set.

The settings file is TOML with one key, e.g. `language = "fr"`. A broken
file never stops the game: its problem is said, located (file:line:col),
and the choice falls through to the locale, then English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path

from platformdirs import user_config_dir

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.base.spoken import ENGLISH as ENGLISH
from wolfenstein_tui.base.spoken import LANGUAGE_NAMES as LANGUAGE_NAMES
from wolfenstein_tui.base.spoken import SUPPORTED as SUPPORTED

LOCALE_VARIABLES: tuple[str, ...] = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
SETTINGS_FILE = "settings.toml"


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


def settings_path() -> Path:
    """The settings file, in the platform's config folder (e.g.
    ~/.config/wolfenstein/settings.toml on Linux)."""
    return Path(user_config_dir("wolfenstein")) / SETTINGS_FILE


@frozen_record
class SettingRead:
    """What the settings file says: a language, or nothing, and the problem
    found in it when it could not be used."""

    language: str | None
    problem: str | None = None


def read_setting(path: Path) -> SettingRead:
    """The language kept in the settings file; a missing file is no choice,
    a broken one is a located problem (and no choice)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return SettingRead(None)
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else _("it is not UTF-8 text")
        return SettingRead(
            None,
            _("{path}:1:1: cannot read the settings: {reason}").format(path=path, reason=reason),
        )
    import tomllib  # only when there is a settings file: most players have none

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        line, column = _toml_place(str(error), text)
        message = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(error))
        return SettingRead(
            None,
            _("{path}:{line}:{column}: not a TOML settings file: {problem}").format(
                path=path, line=line, column=column, problem=message
            ),
        )
    unknown = sorted(set(data) - {"language"})
    if unknown:
        line, column = _key_place(text, unknown[0])
        return SettingRead(
            None,
            _("{path}:{line}:{column}: unknown setting {name}; known: language").format(
                path=path, line=line, column=column, name=repr(unknown[0])
            ),
        )
    value = data.get("language")
    if value is None:
        return SettingRead(None)
    line, column = _key_place(text, "language")
    if not isinstance(value, str):
        return SettingRead(
            None,
            _(
                "{path}:{line}:{column}: 'language' is a code in quotes, e.g. language = \"fr\""
            ).format(path=path, line=line, column=column),
        )
    try:
        return SettingRead(parse_code(value))
    except LanguageError as error:
        return SettingRead(None, f"{path}:{line}:{column}: {error}")


def write_setting(path: Path, code: str | None) -> None:
    """Keep `code` as the standing choice, or forget it (None)."""
    if code is None:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "# The language of the game: one of " + ", ".join(SUPPORTED) + f'\nlanguage = "{code}"\n',
        encoding="utf-8",
    )


def _toml_place(message: str, text: str) -> tuple[int, int]:
    found = re.search(r"line (\d+), column (\d+)", message)
    if found:
        return int(found[1]), int(found[2])
    lines = text.splitlines() or [""]
    return len(lines), len(lines[-1]) + 1  # "at end of document"


def _key_place(text: str, key: str) -> tuple[int, int]:
    for number, line in enumerate(text.splitlines(), start=1):
        column = line.find(key)
        if column >= 0 and line[:column].strip() in ("", '"', "'"):
            return number, column + 1
    return 1, 1


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
