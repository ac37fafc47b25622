"""Every name of Textual and Rich that the app uses and that is not their
public API, in one place. pyproject.toml bounds Textual and Rich to the
versions tests/tui/test_textual_private.py passes on (one test per name:
that it exists and behaves as used); a new Textual is taken in by running
that test, and fixing here what it finds.

Private names read or written through a helper here are not touched
anywhere else. Private methods that the app overrides (a subclass method of
the same name) cannot be moved here: they are listed in `OVERRIDDEN`, with
the module that overrides each, and tested the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App
    from textual.binding import BindingsMap
    from textual.dom import DOMNode
    from textual.strip import Strip
    from textual.widget import Widget


def __getattr__(name: str) -> Any:
    """`BindingsTable`, the key panel's table (textual.widgets._key_panel),
    imported when the keys panel first asks for it: the first frame needs
    none of it."""
    if name == "BindingsTable":
        from textual.widgets._key_panel import BindingsTable

        return BindingsTable
    raise AttributeError(name)


def node_bindings(node: DOMNode) -> BindingsMap:
    """A node's own bindings (DOMNode._bindings, copied from its class's at
    construction): Textual offers no public way to read or replace them."""
    return node._bindings


def set_node_bindings(node: DOMNode, bindings: BindingsMap) -> None:
    node._bindings = bindings


def in_batch(app: App[Any]) -> bool:
    """Whether the app is inside `batch_update` (App._batch_count): it draws
    nothing until the batch ends."""
    return bool(app._batch_count)


def refresh_scrollbars(widget: Widget) -> None:
    """Show or hide a widget's scroll bars for its overflow and content
    (Widget._refresh_scrollbars), as Textual's own update of the bars does
    first: `ScrollBarsOnce._scroll_update` does that update itself, to
    leave unrepainted a bar that draws the same."""
    widget._refresh_scrollbars()


def option_index_of(strip: Strip) -> int | None:
    """The index of the option a line of an OptionList belongs to: Textual
    marks each line of an option with it (meta "option", which a click
    reads), and offers no public way to map a line to its option."""
    for _text, style, _control in strip:
        index = style.meta.get("option") if style is not None else None
        if isinstance(index, int):
            return index
    return None


OVERRIDDEN: dict[tuple[str, str], str] = {
    ("textual.app:App", "_handle_exception"): "tui/crashes.py",
    ("textual.screen:Screen", "_on_screen_resume"): "tui/screens/start_up.py",
    ("textual.screen:Screen", "_compositor_refresh"): "tui/screens/start_up.py",
    ("textual.widget:Widget", "_scroll_update"): "tui/widgets/scroll_bars.py",
    ("textual.widgets._option_list:OptionList", "_get_option_render"): "tui/widgets/action_list.py",
    ("textual.widget:Widget", "_size_updated"): "tui/widgets/repaint.py",
    ("textual.command:CommandPalette", "_start_no_matches_countdown"): "tui/keys/palette.py",
}
"""Private methods of Textual's classes that the app's subclasses override."""

USED_IN_OVERRIDES: dict[tuple[str, str], str] = {
    ("textual.app:App", "_exception"): "tui/crashes.py",
    ("textual.app:App", "_exception_event"): "tui/crashes.py",
    ("textual.app:App", "_return_code"): "tui/crashes.py",
    ("textual.app:App", "_exit_renderables"): "tui/crashes.py",
    ("textual.app:App", "_close_messages_no_wait"): "tui/crashes.py",
    ("textual.command:CommandPalette", "_stop_no_matches_countdown"): "tui/keys/palette.py",
    ("textual.command:CommandPalette", "_NO_MATCHES"): "tui/keys/palette.py",
    ("textual.command:CommandPalette", "_NO_MATCHES_COUNTDOWN"): "tui/keys/palette.py",
    ("textual.command:CommandPalette", "_list_visible"): "tui/keys/palette.py",
    ("textual.command:CommandPalette", "_no_matches_timer"): "tui/keys/palette.py",
}
"""Private attributes the overrides above use on `self`, as the method they
replace does (they are read where the override is)."""
