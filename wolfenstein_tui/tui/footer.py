"""The key bar at the bottom of the screens: Textual's footer, without the
restyling of every key as it appears.

Textual's `FooterKey` starts out compact and is then bound to the footer's
own (not compact) setting, so each key, when mounted, gets the `-compact`
class and loses it again, and each change restyles the key: some sixty
restyles for the game screen's keys, about a fifth of the work before its
first frame. Here each key bound to that setting is given it before it is
mounted, so nothing changes and nothing is restyled. It looks the same.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey


class Footer(TextualFooter):
    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and "compact" in (widget._reactive_connect or {}):
                # Bound to the footer's setting (the command palette's key is not).
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget
