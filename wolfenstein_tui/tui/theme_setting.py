"""The colour theme the player chose (ctrl+p, then Theme), kept in the
settings file (base/settings_file.py) and used again at the next start.

A browser screen of `wolfenstein serve` neither reads nor keeps it: the
settings file is the host's, and a visitor's choice is theirs for the
visit. A theme the file names that the app does not have (a hand-edited
name, one from another version) is said once, located, and the default
is used."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.settings_file import read_settings, settings_path, write_settings
from wolfenstein_tui.base.system_errors import reason
from wolfenstein_tui.content.files.text import excerpt
from wolfenstein_tui.tui.served import served

if TYPE_CHECKING:
    from textual.app import App
    from textual.theme import Theme


def use_saved_theme(app: App[Any]) -> None:
    """Take the theme the settings file keeps, then keep each theme the
    player chooses from now on."""
    if served() is not None:
        return
    path = settings_path()
    settings = read_settings(path)
    name = settings.theme
    if name is not None and name != app.theme:
        if name in app.available_themes:
            app.theme = name
        else:
            line, column = (settings.places or {}).get("theme", (1, 1))
            app.notify(
                _(
                    "{path}:{line}:{column}: there is no theme {name}; the game uses its own. "
                    "Choose one with ctrl+p, then Theme."
                ).format(path=path, line=line, column=column, name=repr(excerpt(name))),
                severity="warning",
                timeout=10,
            )
    app.theme_changed_signal.subscribe(app, lambda theme: keep_theme(app, theme))


def keep_theme(app: App[Any], theme: Theme) -> None:
    """Keep the theme just chosen for the next start (unless the file
    keeps it already)."""
    path = settings_path()
    if read_settings(path).theme == theme.name:
        return
    try:
        write_settings(path, theme=theme.name)
    except OSError as error:
        app.notify(
            _("Cannot keep the theme in {path}: {reason}").format(path=path, reason=reason(error)),
            severity="error",
            timeout=8,
        )
