"""The rules reference as a player reads it: the [D] mark, which flags
this game's own decision where the rulebook is silent or unclear, is said
"In this game:" in the language spoken (and a "Digital:" right after it,
which says the same, is left out)."""

from __future__ import annotations

import re

from wolfenstein_tui.base.i18n import _

DECISION = re.compile(
    r"\[D\]\s*(?:(?:Digital|En numérique|In digitale|En digital|W wersji cyfrowej)\s*:\s*)?"
)
"""The mark, with the word "digital" that may follow it in each language."""


def for_players(text: str) -> str:
    """A rule's text with each [D] said as "In this game:"."""
    if "[D]" not in text:
        return text
    said = _("In this game:") + " "
    return DECISION.sub(lambda _match: said, text)
