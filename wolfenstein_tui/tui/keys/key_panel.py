"""Textual's keys panel (the palette's "Keys" command), in the language
spoken.

The panel lists the bindings of the focused widget and its screen: ours,
written in English and marked with `N_()`, and Textual's own (an option
list's "Up", "Page Down", a field's "Delete all to the left"...). Each
description is translated here as the panel is drawn, like the footer's
(tui/widgets/footer.py); a description already translated by `SpokenKeys` has no
entry in the catalog and stays as it is.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import groupby
from operator import itemgetter

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import HelpPanel, KeyPanel, Markdown

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.tui.textual_private import BindingsTable

TEXTUAL_KEYS = (
    N_("Up"),
    N_("Down"),
    N_("First"),
    N_("Last"),
    N_("Page Up"),
    N_("Page Down"),
    N_("Select"),
    N_("Scroll Up"),
    N_("Scroll Down"),
    N_("Scroll Left"),
    N_("Scroll Right"),
    N_("Scroll Home"),
    N_("Scroll End"),
    N_("Page Left"),
    N_("Page Right"),
    N_("Focus Next"),
    N_("Focus Previous"),
    N_("Move cursor left"),
    N_("Move cursor left and select"),
    N_("Move cursor left a word"),
    N_("Move cursor left a word and select"),
    N_("Move cursor right or accept the completion suggestion"),
    N_("Move cursor right and select"),
    N_("Move cursor right a word"),
    N_("Move cursor right a word and select"),
    N_("Delete character left"),
    N_("Delete character right"),
    N_("Delete left to start of word"),
    N_("Delete right to start of word"),
    N_("Delete all to the left"),
    N_("Delete all to the right"),
    N_("Select all"),
    N_("Go to start"),
    N_("Go to end"),
    N_("Select line start"),
    N_("Select line end"),
    N_("Submit"),
    N_("Cut selected text"),
    N_("Copy selected text"),
    N_("Paste text from the clipboard"),
)
"""The descriptions of Textual's own bindings the panel may show (option
lists, scrolling panes, text fields, screens), for the catalogs."""


def said(text: str) -> str:
    return _(text) if text else ""


class SpokenBindingsTable(BindingsTable):
    """Textual's table of keys (textual/widgets/_key_panel.py, 8.2), each
    description and tooltip in the language spoken."""

    def render_bindings_table(self) -> Table:
        bindings = self.screen.active_bindings.values()
        key_style = self.get_component_rich_style("bindings-table--key")
        divider_transparent = self.get_component_styles("bindings-table--divider").color.a == 0
        table = Table(
            padding=(0, 0),
            show_header=False,
            box=box.SIMPLE if divider_transparent else box.HORIZONTALS,
            border_style=self.get_component_rich_style("bindings-table--divider"),
        )
        table.add_column("", justify="right")
        header_style = self.get_component_rich_style("bindings-table--header")
        description_style = self.get_component_rich_style("bindings-table--description")

        def description(binding: Binding) -> Text:
            text = Text(said(binding.description), end="", style=description_style)
            if binding.tooltip:
                if binding.description:
                    text.append(" ")
                text.append(said(binding.tooltip), "dim")
            return text

        previous: object = None
        for namespace, grouped in groupby(bindings, key=itemgetter(0)):
            rows = list(grouped)
            if not rows:
                continue
            if namespace.BINDING_GROUP_TITLE:
                title = Text(said(namespace.BINDING_GROUP_TITLE), end="")
                title.stylize(header_style)
                table.add_row("", title)
            by_action: defaultdict[str, list[Binding]] = defaultdict(list)
            for _namespace, binding, _enabled, _tooltip in rows:
                if not binding.system:
                    by_action[binding.action].append(binding)
            for same in by_action.values():
                keys = " ".join(dict.fromkeys(self.app.get_key_display(b) for b in same))
                table.add_row(Text(keys, style=key_style), description(same[0]))
            if namespace != previous:
                table.add_section()
            previous = namespace
        return table


class SpokenKeyPanel(KeyPanel):
    def compose(self) -> ComposeResult:
        yield SpokenBindingsTable(shrink=True, expand=False)


class SpokenHelpPanel(HelpPanel):
    """The keys panel the app shows (`App.action_show_help_panel`)."""

    def compose(self) -> ComposeResult:
        yield Markdown(id="widget-help")
        yield SpokenKeyPanel(id="keys-help")
