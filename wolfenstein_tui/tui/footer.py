"""The key bar at the bottom of the screens: Textual's footer, without the
restyling of every key as it appears, in the language spoken, and compact
when its keys would not fit otherwise.

Textual's `FooterKey` starts out compact and is then bound to the footer's
own (not compact) setting, so each key, when mounted, gets the `-compact`
class and loses it again, and each change restyles the key: some sixty
restyles for the game screen's keys, about a fifth of the work before its
first frame. Here each key bound to that setting is given it before it is
mounted, so nothing changes and nothing is restyled. It looks the same.

Each key's description is translated here, when the footer is drawn: the
screens' BINDINGS are built when their module is imported and hold the
English (marked with `N_`), so a key reads in the language spoken now.
French or Polish words are longer than the English: when the keys would
not fit the footer's width, it takes Textual's compact style (one space
less around each key) rather than cutting the last key off.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from wolfenstein_tui.i18n import N_, _

PALETTE = N_("palette")
"""Textual's own description of the command palette's key (ctrl+p)."""


def keys_width(keys: list[FooterKey]) -> int:
    """The columns the keys take in the footer's roomy style: each key with
    a space either side, its description and a space after it (the command
    palette's key, docked right: its border, the key, a space, the
    description and a space), less the last key's trailing space, which the
    command palette's border may cover."""
    widths = [cell_len(key.key_display) + cell_len(key.description) + 3 for key in keys]
    return max(0, sum(widths) - 1)


class Footer(TextualFooter):
    def compose(self) -> ComposeResult:
        widgets = list(super().compose())
        keys = [widget for widget in widgets if isinstance(widget, FooterKey)]
        for widget in widgets:
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            elif isinstance(widget, FooterLabel):
                widget.update(_(str(widget.content)))
        self.needed = keys_width(keys)
        if self.size.width:
            narrow = self.needed > self.size.width
            if narrow != self.compact:
                self.set_reactive(TextualFooter.compact, narrow)
                self.set_class(narrow, "-compact", update=False)
        for widget in widgets:
            if isinstance(widget, FooterKey) and "compact" in (widget._reactive_connect or {}):
                # Bound to the footer's setting (the command palette's key is not).
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    needed: int = 0
    """The columns the keys need in the roomy style."""

    def on_resize(self) -> None:
        narrow = self.needed > self.size.width
        if self.needed and narrow != self.compact:
            self.compact = narrow
