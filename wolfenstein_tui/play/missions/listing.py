"""`wolfenstein missions`: the missions of a folder (the built-in ones by
default, and the player's own after them) with their title, summary and
round limit, in the chosen language.

Its sentences go through gettext (i18n.py); the missions' titles and
summaries come from their files' own translations (content/records/translations.py),
in English where a file has none for the language.
"""

from __future__ import annotations

import sys
from pathlib import Path

from wolfenstein_tui.base.i18n import _, current_language, ngettext
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.files.text import escaped
from wolfenstein_tui.content.records.cards import Decks


def run_missions(folder: Path | None) -> int:
    from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
    from wolfenstein_tui.content.loading.library import builtin_mission_files, builtin_missions_dir

    if folder is not None and not folder.is_dir():
        print(
            _("wolfenstein: {folder} is not a folder").format(folder=escaped(str(folder))),
            file=sys.stderr,
        )
        return 2
    files = sorted(folder.glob("*.yaml")) if folder is not None else builtin_mission_files()
    where = escaped(str(folder if folder is not None else builtin_missions_dir()))
    if not files:
        print(_("No mission files (*.yaml) in {folder}.").format(folder=where), file=sys.stderr)
        return 1
    decks = builtin_decks()
    lang = current_language()
    broken = 0
    print(_("Missions in {folder}:").format(folder=where) + "\n")
    for path in files:
        try:
            loaded = load_mission(path, decks)
        except ContentError:
            broken += 1
            print(
                "  "
                + _("{file}: has problems; run `wolfenstein validate {path}`").format(
                    file=path.name, path=path
                ),
                file=sys.stderr,
            )
            continue
        mission = loaded.mission
        rounds = ngettext("{count} round", "{count} rounds", mission.round_limit).format(
            count=mission.round_limit
        )
        print(f"  {mission.id}  {mission.words(lang).title}  ({rounds})")
        print(f"      {mission.words(lang).summary}")
    if folder is None:
        print(
            "\n"
            + _(
                "Not part of the campaign: `training`, a first mission with tips "
                "(title screen: Training, or `wolfenstein play training`)."
            )
        )
        _list_yours(decks, lang)
    return 1 if broken else 0


def _list_yours(decks: Decks, lang: str) -> None:
    """The player's own missions (the editor saves there), each marked as
    theirs; a file that cannot be played gets its one sentence."""
    from wolfenstein_tui.play.missions.user_folder import user_missions, user_missions_dir

    found, notes = user_missions(decks)
    if not found and not notes:
        return
    where = escaped(str(user_missions_dir()))
    print("\n" + _("Your missions, in {folder}:").format(folder=where) + "\n")
    for note in notes:
        print("  " + note, file=sys.stderr)
    for entry in found:
        if entry.loaded is None:
            print("  " + (entry.problem or ""), file=sys.stderr)
            continue
        mission = entry.loaded.mission
        rounds = ngettext("{count} round", "{count} rounds", mission.round_limit).format(
            count=mission.round_limit
        )
        mark = _("(yours)")
        print(f"  {mission.id}  {escaped(mission.words(lang).title)}  ({rounds})  {mark}")
        print(f"      {escaped(mission.words(lang).summary)}")
