"""The player's settings file: a small TOML file in the platform's config
folder (e.g. ~/.config/wolfenstein/settings.toml on Linux) that keeps the
player's standing choices: the language (`language.py`) and the colour
theme (chosen in the command palette, tui/app.py).

A broken file never stops the game: its problem is said, located
(file:line:col), and the choices it holds are then not used. A FIFO, a
device or a huge file in its place is refused before anything is read
(reading one would wait forever or fill the memory). A link is followed,
as a player who keeps their settings in a dotfiles folder expects, and a
write replaces the file the link points to, whole, leaving the link."""

from __future__ import annotations

import os
import re
import stat
from dataclasses import replace
from pathlib import Path
from typing import Any

from platformdirs import user_config_dir

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.base.shared_file import replace_whole
from wolfenstein_tui.base.system_errors import NotRegularFile, kind_of, reason

SETTINGS_FILE = "settings.toml"
MOST_BYTES = 64 * 1024
"""A settings file is a few lines; anything this large is not one."""
KEYS = ("language", "theme")


def settings_path() -> Path:
    """The settings file, in the platform's config folder."""
    return Path(user_config_dir("wolfenstein")) / SETTINGS_FILE


@frozen_record
class Settings:
    """What the settings file holds: each choice (None: none kept), and the
    problem found in the file when it could not be used."""

    language: str | None = None
    """A language code as written; `language.py` checks it."""
    theme: str | None = None
    """A theme's name as written; the app checks it among its themes."""
    problem: str | None = None
    places: dict[str, tuple[int, int]] | None = None
    """Where each key is written (line, column), to locate a problem with
    its value."""


def read_settings(path: Path) -> Settings:
    """The choices kept in the settings file; a missing file keeps none, a
    broken one is a located problem (and keeps none)."""
    try:
        text = _read_text(path)
    except FileNotFoundError:
        return Settings()
    except OSError as error:
        return _refused(path, reason(error))
    except UnicodeDecodeError:
        return _refused(path, _("it is not UTF-8 text"))
    import tomllib  # only when there is a settings file: most players have none

    try:
        data: dict[str, Any] = tomllib.loads(text)
    except RecursionError:  # lists in lists, thousands deep (the reader recurses)
        return Settings(
            problem=_("{path}:1:1: not a TOML settings file: it is nested too deeply").format(
                path=path
            )
        )
    except tomllib.TOMLDecodeError as error:
        line, column = _toml_place(str(error), text)
        message = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(error))
        return Settings(
            problem=_("{path}:{line}:{column}: not a TOML settings file: {problem}").format(
                path=path, line=line, column=column, problem=message
            )
        )
    places = {key: key_place(text, key) for key in KEYS}
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        line, column = key_place(text, unknown[0])
        return Settings(
            problem=_("{path}:{line}:{column}: unknown setting {name}; known: {known}").format(
                path=path, line=line, column=column, name=repr(unknown[0]), known=", ".join(KEYS)
            )
        )
    wrong = {
        "language": _(
            "{path}:{line}:{column}: 'language' is a code in quotes, e.g. language = \"fr\""
        ),
        "theme": _(
            "{path}:{line}:{column}: 'theme' is a theme's name in quotes, "
            'e.g. theme = "textual-dark"'
        ),
    }
    for key in KEYS:
        if key in data and not isinstance(data[key], str):
            line, column = places[key]
            return Settings(problem=wrong[key].format(path=path, line=line, column=column))
    return Settings(data.get("language"), data.get("theme"), places=places)


def _refused(path: Path, why: str) -> Settings:
    return Settings(
        problem=_("{path}:1:1: cannot read the settings: {reason}").format(path=path, reason=why)
    )


def _read_text(path: Path) -> str:
    """The file's text: a regular file's, at most MOST_BYTES (a link is
    followed; anything else is refused without waiting: O_NONBLOCK)."""
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, kind_of(mode))
        os.set_blocking(fd, True)
        data = os.read(fd, MOST_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) > MOST_BYTES:
        raise OSError(
            0,
            _("it is larger than a settings file ({most} bytes at most)").format(
                most=format(MOST_BYTES, ",")
            ),
        )
    return data.decode("utf-8")


def write_settings(path: Path, **choices: str | None) -> None:
    """Keep the choices given (`language="fr"`, `theme=None` to forget
    one), the others as the file holds them; no choice left: no file.
    OSError when it cannot be written."""
    kept = read_settings(path)
    if kept.problem is not None:
        kept = Settings()  # a broken file is replaced by the choices made now
    kept = replace(kept, problem=None, places=None, **choices)
    lines = []
    if kept.language is not None:
        lines += [
            "# The language of the game: en, fr, it, pl or es",
            f'language = "{kept.language}"',
        ]
    if kept.theme is not None:
        lines += ["# The colour theme (ctrl+p, then Theme)", f"theme = {_quoted(kept.theme)}"]
    if not lines:
        path.unlink(missing_ok=True)
        return
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    replace_whole(target, ("\n".join(lines) + "\n").encode("utf-8"))


def _quoted(text: str) -> str:
    """A TOML basic string."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in escaped) + '"'


def _toml_place(message: str, text: str) -> tuple[int, int]:
    found = re.search(r"line (\d+), column (\d+)", message)
    if found:
        return int(found[1]), int(found[2])
    lines = text.splitlines() or [""]
    return len(lines), len(lines[-1]) + 1  # "at end of document"


def key_place(text: str, key: str) -> tuple[int, int]:
    """Where `key` is written in the file (line, column; 1, 1 when not found)."""
    for number, line in enumerate(text.splitlines(), start=1):
        column = line.find(key)
        if column >= 0 and line[:column].strip() in ("", '"', "'"):
            return number, column + 1
    return 1, 1
