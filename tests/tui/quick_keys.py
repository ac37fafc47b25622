"""Keys sent to an app under test as a terminal sends them, the moves of
a cursor and the letters typed in a text field without the pause a test
pilot makes after every key.

`Pilot.press` waits after each key until the process has gone idle (two
sleeps of a fiftieth of a second at least), so the app draws a whole
frame for every key: the few hundred cursor moves of a mission drawn in
the editor cost half a minute. An arrow key only moves a cursor (or paints
as it goes), and a character typed in a text field only goes into it:
neither opens a screen or moves the focus, so a run of them is posted to
the app at once, handled in order, and the app waits until it is idle
once, after the run; every other key goes through `Pilot.press`."""

from __future__ import annotations

import unicodedata

from textual import events
from textual.keys import KEY_NAME_REPLACEMENTS
from textual.pilot import Pilot
from textual.widgets import Input, TextArea

MOVES = frozenset(
    f"{modifier}{arrow}" for modifier in ("", "shift+") for arrow in ("left", "right", "up", "down")
)
"""The keys that only move the cursor of the focused widget."""


def only_moves_or_types(pilot: Pilot, key: str) -> bool:
    """Whether `key` only moves a cursor or types one character in the
    text field that has the focus."""
    if key in MOVES:
        return True
    return len(key) == 1 and key.isprintable() and isinstance(pilot.app.focused, Input | TextArea)


def key_event(key: str) -> events.Key:
    """The event a terminal sends for `key`: a key's name, or a character
    (named as Textual names it: " " is "space", "," is "comma")."""
    if len(key) != 1:
        return events.Key(key, None)
    if key.isalnum():
        return events.Key(key, key)
    name = unicodedata.name(key).lower().replace("-", "_").replace(" ", "_")
    return events.Key(KEY_NAME_REPLACEMENTS.get(name, name), key)


async def press(pilot: Pilot, *keys: str) -> None:
    """Each key in turn, as `Pilot.press` would, a run of moves and typed
    characters posted at once and handled in full before the next key."""
    posted = False
    for key in keys:
        if only_moves_or_types(pilot, key):
            pilot.app.post_message(key_event(key))
            posted = True
            continue
        if posted:
            await pilot.pause()
            posted = False
        await pilot.press(key)
    if posted:
        await pilot.pause()
