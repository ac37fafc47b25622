"""Text taken from files, made safe to show.

Titles, briefings, card texts, player and campaign names come from files a
person may have written with any bytes in them. `clean_text` removes the
control characters (an ESC starts a terminal escape sequence: a mission
title could otherwise retitle the window, move the cursor or clear the
screen); it is applied where text is read, once. `excerpt` is for messages
that quote a value: short, with control characters shown escaped, so a
50 MB value is never echoed whole.
"""

from __future__ import annotations

import json
import re
from typing import Any

EXCERPT_CHARS = 60
"""How much of a value a message may quote."""

_CONTROL = re.compile(
    "[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]"
)
"""C0 and C1 control characters (all but tab and newline) and the Unicode
direction marks and overrides that can make a terminal line lie about its text."""

_CONTROL_ALL = re.compile("[\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]")
"""The same, tabs and newlines included."""


def clean_text(text: str, keep_newlines: bool = True) -> str:
    """`text` without control characters (an ESC starts a terminal escape
    sequence: a mission title could otherwise retitle the window, move the
    cursor or clear the screen). Tabs and newlines stay when `keep_newlines`."""
    return (_CONTROL if keep_newlines else _CONTROL_ALL).sub("", text)


def holds_control(text: str) -> bool:
    """Whether `clean_text` would take anything out of `text` (tabs and
    newlines kept), without making the cleaned copy. A printable text (no
    control, format or separator character but the space) holds none, and
    saying so is quicker than searching it."""
    return not text.isprintable() and _CONTROL.search(text) is not None


def escaped(text: str) -> str:
    """`text` safe to show on a terminal, on one line: every C0 and C1
    control character (ESC, BEL, newline, tab...) and Unicode direction
    override shown as its escape (`\\x1b`), printable Unicode kept as it
    is. The one cleaning of every message that quotes a file, an argument
    or a name: `excerpt` and `printable` are made with it."""
    if not _CONTROL_ALL.search(text):
        return text
    return _CONTROL_ALL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def clean_data(value: Any) -> Any:
    """`clean_text` applied to every string (keys too) in a loaded structure."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [clean_data(item) for item in value]
    if isinstance(value, dict):
        return {clean_data(key): clean_data(item) for key, item in value.items()}
    return value


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """A short, printable rendering of a value for a message: control
    characters shown escaped, and at most `limit` characters of it."""
    text = value if isinstance(value, str) else _short_repr(value, limit)
    shown = escaped(text[:limit])
    if len(text) > limit:
        shown += f"… ({len(text):,} characters)"
    return shown


def _short_repr(value: object, limit: int) -> str:
    if isinstance(value, (dict, list)):
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError, RecursionError):
            text = type(value).__name__
        return text
    text = repr(value)
    return text if len(text) <= 10 * limit else text[: 10 * limit]


def quote(value: object, limit: int = EXCERPT_CHARS) -> str:
    """`excerpt` in quotes when the value is text, as repr would show it."""
    return f"'{excerpt(value, limit)}'" if isinstance(value, str) else excerpt(value, limit)


def printable(message: str, line_limit: int = 600, max_lines: int = 60) -> str:
    """A message made safe to print whole: control characters shown escaped
    (newlines kept between lines), each line cut to `line_limit` characters
    and at most `max_lines` lines. The last guard, for messages that quote
    what a file holds."""
    lines = message.split("\n")
    shown = [_escaped_line(line, line_limit) for line in lines[:max_lines]]
    if len(lines) > max_lines:
        shown.append(f"… and {len(lines) - max_lines:,} more lines")
    return "\n".join(shown)


def _escaped_line(line: str, limit: int) -> str:
    cut = escaped(line[:limit])
    if len(line) > limit:
        cut += f"… ({len(line):,} characters)"
    return cut
