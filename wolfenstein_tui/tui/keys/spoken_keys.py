"""Key bindings that speak the player's language.

Textual reads a class's `BINDINGS` once, when the module is imported: a
description translated there (`_("Back")`) stays in the language spoken at
that moment, and the title screen's language setting changes the language
while the app runs. So the descriptions are written in English, marked with
`N_()` for the catalogs, and each screen or widget built afterwards gets its
own copy of the bindings translated (`SpokenKeys`): the footer, the keys
panel and the command palette then show the language spoken when it was
built.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode

from wolfenstein_tui.base.i18n import _


def spoken(binding: Binding) -> Binding:
    """`binding` with its description and tooltip in the current language."""
    return replace(
        binding,
        description=_(binding.description) if binding.description else "",
        tooltip=_(binding.tooltip) if binding.tooltip else "",
    )


def speak_bindings(node: DOMNode, english: BindingsMap | None = None) -> BindingsMap:
    """Translate the bindings of `node` (its own copy, made by Textual when
    it was built, so the class keeps the English), from `english` when given
    (a node whose bindings were already translated once); returns the
    English ones, to translate again in another language."""
    # DOMNode keeps each node's bindings in `_bindings`, copied from the
    # class's at construction; Textual offers no public way to replace them.
    source = english if english is not None else node._bindings
    node._bindings = BindingsMap.from_keys(
        {
            key: [spoken(binding) for binding in bindings]
            for key, bindings in source.key_to_bindings.items()
        }
    )
    return source


class SpokenKeys:
    """Mixed into a screen or widget (before the Textual class): its key
    bindings are translated when it is built."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        assert isinstance(self, DOMNode)
        speak_bindings(self)
