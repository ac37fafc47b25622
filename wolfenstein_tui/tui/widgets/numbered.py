"""Lists whose entries a number key picks: every menu and dialog of the app
numbers its entries 1-9, and the key with that number chooses it at once
(the arrows and Enter still work), so a player who has read the list does
not have to walk down to the entry."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import OptionList

from wolfenstein_tui.base.i18n import N_
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys


class NumberedOptionList(SpokenKeys, OptionList):
    """An option list where 1-9 choose the entry with that number."""

    BINDINGS = [
        *[Binding(str(n), f"pick({n - 1})", N_("choose"), show=False) for n in range(1, 10)]
    ]

    def action_pick(self, index: int) -> None:
        if index < self.option_count and not self.get_option_at_index(index).disabled:
            self.highlighted = index
            self.action_select()


def numbered(index: int, text: str) -> str:
    """The label of an entry: its number while a key can pick it."""
    return f"{index + 1}. {text}" if index < 9 else f"   {text}"
