"""`wolfenstein missions`: the missions of a folder (the built-in ones by
default) with their title, summary and round limit, in the chosen language.

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
    return 1 if broken else 0
