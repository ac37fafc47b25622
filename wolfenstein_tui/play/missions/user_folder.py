"""The player's own missions: a folder of the user's data (platformdirs),
where the mission editor saves a new mission and from where `wolfenstein
missions`, the New game wizard and `wolfenstein play ID` take them beside
the built-in ones.

The folder is the player's, but what is in it may not be what it seems: a
link planted to make the game read some other file, a FIFO whose open would
wait forever, a folder or a device named `*.yaml`, a huge file, broken YAML.
Each file is opened without following a link and without waiting
(base/shared_file.py), read only when it is a regular file, within the
content files' size, and checked as `wolfenstein validate` checks it; what
cannot be used gets one sentence naming the file, and never stops the others.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.base.shared_file import read_regular
from wolfenstein_tui.base.system_errors import reason
from wolfenstein_tui.content.files.text import escaped
from wolfenstein_tui.content.files.yamlsource import MAX_FILE_BYTES, YamlProblem, decode_file_bytes
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission

MAX_LISTED = 200
"""Most files of the folder looked at: more would only slow every listing."""

SUFFIXES = (".yaml", ".yml")


def user_missions_dir() -> Path:
    return Path(user_data_dir("wolfenstein", appauthor=False)) / "missions"


def new_mission_path(mission_id: str, folder: Path | None = None) -> Path:
    """Where a new mission with this id is saved: named after its id, as the
    built-in missions are (docs/mission-format.md)."""
    return (folder or user_missions_dir()) / f"{mission_id}.yaml"


@dataclass(frozen=True)
class UserMission:
    """One file of the folder: the mission when it can be played, else the
    one sentence that says why not."""

    path: Path
    loaded: LoadedMission | None
    problem: str | None


def mission_files(folder: Path) -> tuple[list[Path], str | None]:
    """The folder's mission files by name (at most MAX_LISTED), and a
    sentence when the folder itself cannot be listed or holds more."""
    try:
        names = sorted(
            entry.name
            for entry in _entries(folder)
            if entry.name.endswith(SUFFIXES) and not entry.name.startswith(".")
        )
    except FileNotFoundError:
        return [], None
    except OSError as error:
        return [], _("{folder}: cannot list your missions: {reason}").format(
            folder=escaped(str(folder)), reason=reason(error)
        )
    note = None
    if len(names) > MAX_LISTED:
        note = ngettext(
            "{folder}: only the first {count} mission file is looked at",
            "{folder}: only the first {count} mission files are looked at",
            MAX_LISTED,
        ).format(folder=escaped(str(folder)), count=MAX_LISTED)
    return [folder / name for name in names[:MAX_LISTED]], note


def _entries(folder: Path) -> list[os.DirEntry[str]]:
    with os.scandir(folder) as entries:
        return list(entries)


def read_user_mission(path: Path, decks: Decks) -> UserMission:
    """The mission of one file, or the sentence that says why it is not one."""
    from wolfenstein_tui.content.loading.validation import check_mission_text

    name = escaped(path.name)
    try:
        raw = read_regular(path, MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            return UserMission(
                path,
                None,
                _("{name}: larger than {most} MB; a mission file is far smaller").format(
                    name=name, most=MAX_FILE_BYTES // (1024 * 1024)
                ),
            )
        text = decode_file_bytes(raw)
    except OSError as error:
        return UserMission(path, None, f"{name}: {reason(error)}")
    except YamlProblem as problem:
        return UserMission(path, None, f"{name}:{problem.place.line}: {problem.message}")
    check = check_mission_text(text, str(path), decks)
    if check.loaded is None:
        first = check.problems[0]
        more = len(check.problems) - 1
        said = f"{name}:{first.line}:{first.column}: {first.message}"
        if more:
            said += " " + ngettext(
                "(and {count} more problem: wolfenstein validate {path})",
                "(and {count} more problems: wolfenstein validate {path})",
                more,
            ).format(count=more, path=escaped(str(path)))
        return UserMission(path, None, said)
    return UserMission(path, check.loaded, None)


def user_missions(decks: Decks, folder: Path | None = None) -> tuple[list[UserMission], list[str]]:
    """Every mission file of the player's folder, read; and the sentences
    about the folder itself."""
    files, note = mission_files(folder or user_missions_dir())
    return [read_user_mission(path, decks) for path in files], [note] if note else []


def find_user_mission(name: str, decks: Decks, folder: Path | None = None) -> LoadedMission | None:
    """The player's mission with this id or file name (without .yaml)."""
    files, _note = mission_files(folder or user_missions_dir())
    for path in sorted(files, key=lambda path: path.stem != name):
        found = read_user_mission(path, decks).loaded
        if found is not None and (found.mission.id == name or path.stem == name):
            return found
    return None
