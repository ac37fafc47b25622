"""The key bar at the bottom of the screens: Textual's footer, without the
restyling of every key as it appears, in the language spoken, listing the
keys the screen's mode needs, and never a key cut in half.

Textual's `FooterKey` starts out compact and is then bound to the footer's
own (not compact) setting, so each key, when mounted, gets the `-compact`
class and loses it again, and each change restyles the key: some sixty
restyles for the game screen's keys, about a fifth of the work before its
first frame. Here each key bound to that setting is given it before it is
mounted, so nothing changes and nothing is restyled. It looks the same.

Each key's description is translated here, when the footer is drawn: the
screens' BINDINGS are built when their module is imported and hold the
English (marked with `N_`), so a key reads in the language spoken now.

A screen with modes (the game screen: the actions, the map cursor, the
game over; the nazi phase and its recap) says which keys its mode lists,
most needed first, and may give one a shorter description there
(`footer_keys`, a list of `Key`); the others stay in `?` and the keys
panel. A screen without says nothing and gets Textual's choice (the
bindings shown, in their order).

French or Polish words are longer than the English: when the keys would
not fit the footer's width, it takes Textual's compact style (one space
less around each key); when even that does not fit (a terminal narrower
than 80 columns), the last keys of the list are left out, whole, rather
than the last one shown cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from wolfenstein_tui.i18n import N_, _
from wolfenstein_tui.quick_dataclass import frozen_record

PALETTE = N_("palette")
"""Textual's own description of the command palette's key (ctrl+p)."""


@frozen_record
class Key:
    """A key the footer lists in a screen's mode: the binding of `action`
    active there (the first one, as Textual finds them: the focused
    widget's, then its parents'), shown even when its binding says
    `show=False`, with `description` (English, marked with `N_`) instead of
    the binding's own when given."""

    action: str
    description: str | None = None


class KeysByMode(Protocol):
    def footer_keys(self) -> Sequence[Key] | None:
        """The keys to list now, most needed first; None: Textual's choice."""
        ...


@frozen_record
class Fit:
    """How the keys are shown at a width: compact or not, and how many of
    the screen's keys (the command palette's apart, always shown)."""

    compact: bool
    shown: int


def key_width(key: FooterKey, compact: bool) -> int:
    """The columns a key takes in the footer (Textual's footer CSS, as
    drawn): roomy, a space either side of the key and one after its
    description; compact, one space between them and a margin after. The
    command palette's key, docked right, is compact in both styles and
    takes its border and one column more."""
    label = cell_len(key.key_display) + (cell_len(key.description) if key.description else 0)
    gap = 1 if key.description else 0
    if key.has_class("-command-palette"):
        return label + gap + 2
    return label + gap + (1 if compact else 2)


def keys_width(keys: Sequence[FooterKey], compact: bool = False) -> int:
    """The columns the keys take, less the last key's trailing space, which
    the command palette's border may cover."""
    return max(0, sum(key_width(key, compact) for key in keys) - 1)


def fit(keys: Sequence[FooterKey], width: int) -> Fit:
    """Roomy when everything fits, else compact; in compact style, the
    screen's keys from the first while they fit beside the palette's (at
    least one)."""
    if not width or keys_width(keys) <= width:
        return Fit(False, len(keys))
    palette = [key for key in keys if key.has_class("-command-palette")]
    others = [key for key in keys if not key.has_class("-command-palette")]
    shown = len(others)
    while shown > 1 and keys_width([*others[:shown], *palette], compact=True) > width:
        shown -= 1
    return Fit(True, shown + len(palette))


class Footer(TextualFooter):
    keys: list[FooterKey]
    """Every key the mode lists (the palette's last), before fitting."""
    fitted: Fit | None = None
    """How they were fitted when the footer was last composed."""

    def compose(self) -> ComposeResult:
        if not self._bindings_ready:
            return
        chooser = getattr(self.screen, "footer_keys", None)
        chosen = chooser() if callable(chooser) else None
        widgets = list(super().compose()) if chosen is None else list(self.chosen(chosen))
        for widget in widgets:
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            elif isinstance(widget, FooterLabel):
                widget.update(_(str(widget.content)))
        self.keys = [widget for widget in widgets if isinstance(widget, FooterKey)]
        width = self.size.width or self.app.size.width
        self.fitted = fit(self.keys, width)
        if self.fitted.compact != self.compact:
            self.set_reactive(TextualFooter.compact, self.fitted.compact)
            self.set_class(self.fitted.compact, "-compact", update=False)
        left_out = set(self.left_out(self.fitted))
        for widget in widgets:
            if widget in left_out:
                continue
            if isinstance(widget, FooterKey) and "compact" in (widget._reactive_connect or {}):
                # Bound to the footer's setting (the command palette's key is not).
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def chosen(self, keys: Sequence[Key]) -> ComposeResult:
        """The keys a screen's mode lists, in its order, then the command
        palette's (as Textual's footer makes it). A key whose action is not
        bound now (the map's keys while it does not have them) is skipped."""
        active = self.screen.active_bindings
        by_action: dict[str, tuple] = {}
        for _node, binding, enabled, tooltip in active.values():
            by_action.setdefault(binding.action, (binding, enabled, tooltip))
        for key in keys:
            found = by_action.get(key.action)
            if found is None:
                continue
            binding, enabled, tooltip = found
            yield FooterKey(
                binding.key,
                self.app.get_key_display(binding),
                key.description or binding.description,
                binding.action,
                disabled=not enabled,
                tooltip=tooltip,
            ).data_bind(compact=TextualFooter.compact)
        palette = active.get(self.app.COMMAND_PALETTE_BINDING)
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE and palette:
            _node, binding, enabled, tooltip = palette
            yield FooterKey(
                binding.key,
                self.app.get_key_display(binding),
                binding.description,
                binding.action,
                classes="-command-palette",
                disabled=not enabled,
                tooltip=binding.tooltip or binding.description,
            )

    def left_out(self, fitted: Fit) -> list[Widget]:
        """The screen's keys that do not fit (the last ones of the list)."""
        others = [key for key in self.keys if not key.has_class("-command-palette")]
        kept = fitted.shown - (len(self.keys) - len(others))
        return list(others[kept:])

    def on_resize(self) -> None:
        keys = getattr(self, "keys", None)
        if not keys or self.fitted is None:
            return
        fitted = fit(keys, self.size.width)
        if fitted == self.fitted:
            return
        if fitted.shown == self.fitted.shown:
            self.fitted = fitted
            self.compact = fitted.compact
        else:
            self.call_after_refresh(self.recompose)
