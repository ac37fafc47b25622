"""A mission named on the command line: a built-in mission's id or file stem, or the path of a mission file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.base.i18n import _

if TYPE_CHECKING:
    from wolfenstein_tui.content.records.cards import Decks
    from wolfenstein_tui.content.records.loaded import LoadedMission

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.


def names_a_file(word: str) -> bool:
    """A `--missions` word that names a mission file rather than built-in ids."""
    path = Path(word)
    return path.suffix in (".yaml", ".yml") or "/" in word or path.exists()


def find_mission(name: str, decks: Decks) -> LoadedMission:
    """A mission file, or the built-in mission with that id (the file named
    after it is tried first: the others are loaded only when it is not), or
    else the player's own mission with that id (play/missions/user_folder.py)."""
    from wolfenstein_tui.content.files.places import builtin_mission_files, training_mission_file
    from wolfenstein_tui.content.loading.cache import load_mission
    from wolfenstein_tui.play.saves import SaveError

    path = Path(name)
    if path.suffix in (".yaml", ".yml") or path.exists():
        return load_mission(path, decks)
    builtin = [*builtin_mission_files(), training_mission_file()]
    for candidate in sorted(builtin, key=lambda p: p.stem != name):
        loaded = load_mission(candidate, decks)
        if loaded.mission.id == name:
            return loaded
    from wolfenstein_tui.play.missions.user_folder import find_user_mission

    yours = find_user_mission(name, decks)
    if yours is not None:
        return yours
    known = ", ".join([*(p.stem for p in builtin_mission_files()), "training"])
    raise SaveError(
        _("wolfenstein: no mission {name}; built-in missions: {known}").format(
            name=repr(name), known=known
        )
    )
