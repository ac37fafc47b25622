"""Textual's command palette, in the language spoken.

Textual writes its palette's own words in English: the search field's
placeholder ("Search for commands…", "Search for themes…") is a parameter,
but the line shown when a search finds nothing ("No matches found") is
made inside the palette's countdown. `Palette` says them all through the
catalogs; the app opens it for ctrl+p and for the theme command.
"""

from __future__ import annotations

from typing import Any

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _

COMMANDS_PLACEHOLDER = N_("Search for commands…")
THEMES_PLACEHOLDER = N_("Search for themes…")
NO_MATCHES = N_("No matches found")


class Palette(CommandPalette):
    """The command palette, its placeholder and its "no matches" line
    translated when it opens."""

    def __init__(self, placeholder: str = COMMANDS_PLACEHOLDER, **options: Any) -> None:
        super().__init__(placeholder=_(placeholder), **options)

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """Textual's own countdown (textual/command.py, 8.2), but for the
        words: a search that finds nothing says so after a moment; an empty
        search (browsing the commands) hides the list instead."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(_(NO_MATCHES), style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
