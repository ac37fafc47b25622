"""What Python's JSON reader finds wrong, in a player's words and language:
its own messages ("Expecting ',' delimiter", "Unterminated string starting
at") are English terms of the parser, shown after the file's line and
column, where a player who opened a game log or a campaign file sees them."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_, _

SAID = (
    ("Expecting value", N_("a value is missing here")),
    ("Expecting ',' delimiter", N_("a comma is missing here")),
    ("Expecting ':' delimiter", N_("a colon is missing here")),
    (
        "Expecting property name enclosed in double quotes",
        N_("a name in double quotes is expected here"),
    ),
    ("Extra data", N_("more text follows the end of the data")),
    ("Unterminated string starting at", N_("a text in quotes starts here and is never closed")),
    ("Invalid control character", N_("a control character stands inside a text in quotes")),
    ("Invalid \\uXXXX escape", N_("\\u must be followed by four hexadecimal digits")),
    ("Invalid \\escape", N_("a backslash starts no escape JSON knows")),
    ("Illegal trailing comma", N_("a comma stands before the end of a list or mapping")),
)
"""The reader's messages (the start of each, as Python's pure and C readers
word them alike) and their words; the more precise first."""


def json_problem(message: str) -> str:
    """The reader's `message` in the player's words (as it is, in the rare
    case it is none of the known ones)."""
    for start, words in SAID:
        if message.startswith(start):
            return _(words)
    return message
