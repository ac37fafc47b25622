"""The key bar at the bottom of the screens: Textual's footer drawn by one
widget, in the language spoken, listing the keys the screen's mode needs,
and never a key cut in half.

Textual's `Footer` is a container of one `FooterKey` widget per key, all
removed and mounted again whenever the bindings change: on the game screen
eight widgets of twenty-one, each mounted, styled, laid out and drawn
before the first frame. This bar is one widget that draws every key itself
in the footer's colours (its CSS variables, e.g. `$footer-key-foreground`):
the key bold, then its description; the command palette's key at the
right edge behind a thin border; a key that does not work now dimmed. A
change of bindings or of size draws it again, nothing is mounted. A click
on a key presses it (as Textual's footer does) and the key under the mouse
is highlighted.

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
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.strip import Strip
from textual.widget import Widget

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.base.quick_dataclass import frozen_record

if TYPE_CHECKING:
    from textual.binding import Binding
    from textual.screen import Screen

PALETTE = N_("palette")
"""Textual's own description of the command palette's key (ctrl+p)."""

PALETTE_BORDER = "▏"
"""The left edge of the command palette's key (Textual's `vkey` border)."""


KEPT_BARS = 16
"""Bars kept drawn: more than the modes of a screen, in two themes."""


@frozen_record
class Key:
    """A key the footer lists in a screen's mode: the binding of `action`
    active there (the first one, as Textual finds them: the focused
    widget's, then its parents'), shown even when its binding says
    `show=False`, with `description` (English, marked with `N_`) instead of
    the binding's own when given."""

    action: str
    description: str | None = None


@frozen_record
class Fit:
    """How the keys are shown at a width: compact or not, and how many of
    the screen's keys (the command palette's apart, always shown)."""

    compact: bool
    shown: int


@frozen_record
class BarKey:
    """One key as the bar draws it: the key pressed (`key`) and its label
    (`key_display`), the description already translated, the action it
    runs, whether it works now, and whether it is the command palette's
    (drawn at the right edge)."""

    key: str
    key_display: str
    description: str
    action: str
    enabled: bool = True
    tooltip: str = ""
    palette: bool = False


def key_width(key: BarKey, compact: bool) -> int:
    """The columns a key takes in the footer (Textual's footer CSS, as
    drawn): roomy, a space either side of the key and one after its
    description; compact, one space between them and a margin after. The
    command palette's key, docked right, is compact in both styles and
    takes its border and one column more."""
    label = cell_len(key.key_display) + (cell_len(key.description) if key.description else 0)
    gap = 1 if key.description else 0
    if key.palette:
        return label + gap + 2
    return label + gap + (1 if compact else 2)


def keys_width(keys: Sequence[BarKey], compact: bool = False) -> int:
    """The columns the keys take as drawn, the command palette's trailing
    space included (the bar pads before the palette's key, never over it);
    without the palette's key, less the last key's trailing space, which
    may fall off the edge with nothing lost."""
    total = sum(key_width(key, compact) for key in keys)
    return max(0, total if any(key.palette for key in keys) else total - 1)


def fit(keys: Sequence[BarKey], width: int) -> Fit:
    """Roomy when everything fits, else compact; in compact style, the
    screen's keys from the first while they fit beside the palette's (at
    least one)."""
    if not width or keys_width(keys) <= width:
        return Fit(False, len(keys))
    palette = [key for key in keys if key.palette]
    others = [key for key in keys if not key.palette]
    shown = len(others)
    while shown > 1 and keys_width([*others[:shown], *palette], compact=True) > width:
        shown -= 1
    return Fit(True, shown + len(palette))


@frozen_record
class Span:
    """Where a shown key is drawn on the bar: columns [start, end)."""

    start: int
    end: int
    key: BarKey


class Footer(Widget, can_focus=False):
    """The key bar: one widget drawing every key itself."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {
        "footer-key--key",
        "footer-key--description",
        "footer-key--hover",
        "footer-key--palette-border",
    }
    DEFAULT_CSS = """
    Footer {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .footer-key--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .footer-key--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        .footer-key--palette-border {
            color: $foreground 20%;
            background: $footer-item-background;
        }
    }
    """

    def __init__(
        self,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.keys: list[BarKey] = []
        """Every key the mode lists (the palette's last), before fitting."""
        self.fitted: Fit | None = None
        """How they were fitted when the bar was last drawn."""
        self.spans: list[Span] = []
        """Where each shown key was last drawn."""
        self.hovered: int | None = None
        """The column of the key under the mouse (its span's start)."""
        self._drawn: dict[tuple[object, ...], tuple[Strip, list[Span]]] = {}
        """The bars drawn, by what they show (`render_line`)."""
        self._bindings_ready = False

    @property
    def compact(self) -> bool:
        """Drawn in the compact style (the keys do not fit the roomy one)."""
        return self.fitted is not None and self.fitted.compact

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen) -> None:
        """The screen's bindings (or mode) changed: list its keys again and
        redraw, nothing mounted."""
        self._bindings_ready = True
        if self.is_attached and screen is self.screen:
            self.update_keys()

    def update_keys(self) -> None:
        """Draw the keys again only when they changed (the bindings are
        updated at most key presses: a new highlighted action, a focus)."""
        keys = self.listed()
        if keys == self.keys and self.fitted is not None:
            return
        self.keys = keys
        self.fitted = None
        self.refresh()

    def listed(self) -> list[BarKey]:
        """The keys the screen's mode lists, else the bindings shown (in
        Textual's order, one per action), then the command palette's,
        each description translated now."""
        active = self.screen.active_bindings
        chooser = getattr(self.screen, "footer_keys", None)
        chosen = chooser() if callable(chooser) else None
        found: list[tuple[Binding, bool, str, str | None]] = []
        if chosen is None:
            seen: set[str] = set()
            for _node, binding, enabled, tooltip in active.values():
                if binding.show and binding.action not in seen:
                    seen.add(binding.action)
                    found.append((binding, enabled, tooltip, None))
        else:
            by_action: dict[str, tuple[Binding, bool, str]] = {}
            for _node, binding, enabled, tooltip in active.values():
                by_action.setdefault(binding.action, (binding, enabled, tooltip))
            for key in chosen:
                bound = by_action.get(key.action)
                if bound is not None:  # not bound now (the map's keys without the map)
                    found.append((*bound, key.description))
        keys = [
            BarKey(
                binding.key,
                self.app.get_key_display(binding),
                _(description or binding.description)
                if (description or binding.description)
                else "",
                binding.action,
                enabled,
                tooltip,
            )
            for binding, enabled, tooltip, description in found
        ]
        palette = active.get(self.app.COMMAND_PALETTE_BINDING)
        if self.app.ENABLE_COMMAND_PALETTE and palette:
            _node, binding, enabled, tooltip = palette
            keys.append(
                BarKey(
                    binding.key,
                    self.app.get_key_display(binding),
                    _(binding.description) if binding.description else "",
                    binding.action,
                    enabled,
                    binding.tooltip or binding.description,
                    palette=True,
                )
            )
        return keys

    def shown(self) -> list[BarKey]:
        """The keys drawn now: the first ones that fit, the palette's last."""
        if self.fitted is None:
            return []
        others = [key for key in self.keys if not key.palette]
        palette = [key for key in self.keys if key.palette]
        return [*others[: self.fitted.shown - len(palette)], *palette]

    def on_resize(self) -> None:
        self.fitted = None  # fitted again as drawn
        self.refresh()

    def render_line(self, y: int) -> Strip:
        """The bar, drawn once for each set of keys, width, key under the
        mouse and theme: a player goes back and forth between a few modes
        (the actions, the map cursor), and each change of mode redraws the
        bar, which Textual's rendering of a styled text makes the dearest
        line of the screen."""
        width = self.size.width
        if y or not self._bindings_ready:
            return Strip.blank(width, self.rich_style)
        if self.fitted is None:
            self.fitted = fit(self.keys, width)
        shows = (tuple(self.keys), self.fitted, width, self.hovered, self.app.theme)
        drawn = self._drawn.get(shows)
        if drawn is None:
            bar = self.render()
            line = Strip(bar.render(self.app.console, end=""), bar.cell_len)
            line = line.extend_cell_length(width, self.rich_style).crop(0, width)
            if len(self._drawn) >= KEPT_BARS:
                del self._drawn[next(iter(self._drawn))]  # the oldest
            drawn = self._drawn[shows] = (line, self.spans)
        line, self.spans = drawn
        return line

    def render(self) -> Text:
        width = self.size.width
        if not self._bindings_ready:
            return Text()
        if self.fitted is None:
            self.fitted = fit(self.keys, width)
        compact = self.compact
        base = self.rich_style
        key_style = self.get_component_rich_style("footer-key--key", partial=True)
        text_style = self.get_component_rich_style("footer-key--description", partial=True)
        hover = self.get_component_rich_style("footer-key--hover")
        shown = self.shown()
        bar = Text(no_wrap=True, overflow="crop", end="")
        spans: list[Span] = []

        def draw(key: BarKey, key_pad: int, text_before: int, text_after: int) -> None:
            start = bar.cell_len
            under = hover if self.hovered == start and key.enabled else base
            if not key.enabled:
                under += Style(dim=True)
            pad = " " * key_pad
            bar.append(pad + key.key_display + pad, under + key_style)
            if key.description:
                words = " " * text_before + key.description + " " * text_after
                bar.append(words, under + text_style)
            spans.append(Span(start, bar.cell_len, key))

        for key in shown:
            if key.palette:
                continue
            if compact:
                draw(key, 0, 1, 0)
                bar.append(" ", base)
            else:
                draw(key, 1, 0, 1)
        for key in shown:
            if key.palette:
                used = key_width(key, compact)  # a space after it in both styles
                bar.append(" " * max(0, width - bar.cell_len - used), base)
                bar.append(
                    PALETTE_BORDER, self.get_component_rich_style("footer-key--palette-border")
                )
                draw(key, 0, 1, 1)
        self.spans = spans
        return bar

    def key_at(self, x: int) -> Span | None:
        return next((span for span in self.spans if span.start <= x < span.end), None)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        span = self.key_at(event.x)
        start = span.start if span is not None else None
        if start != self.hovered:
            self.hovered = start
            self.tooltip = span.key.tooltip or None if span is not None else None
            self.refresh()

    def on_leave(self) -> None:
        if self.hovered is not None:
            self.hovered = None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        """A click on a key presses it (as on Textual's footer)."""
        span = self.key_at(event.x)
        if span is None:
            return
        if span.key.enabled:
            self.app.simulate_key(span.key.key)
        else:
            self.app.bell()
