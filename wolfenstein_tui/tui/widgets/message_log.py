"""The running log of the game: what each action did, the nazis' turns told
line by line, and the dice rolled."""

from __future__ import annotations

from textual.widgets import RichLog

from wolfenstein_tui.engine.events import Event, EventKind

QUIET = {
    EventKind.DICE_ROLLED,
    EventKind.CARD_DRAWN,
    EventKind.SHUFFLED,
    EventKind.NAZI_MOVE,
    EventKind.NAZI_ATTACK,
}
"""Events the log leaves out (the nazi phase screen tells the nazis' moves
and attacks); of these, dice rolls get a short line of their own."""


class MessageLog(RichLog):
    """The log panel. Its interface is two methods, so what it shows and how
    can change without touching the screen."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, min_width=20)

    def add_events(self, events: list[Event]) -> None:
        """Tell what happened, one line an event."""
        for event in events:
            if event.kind in QUIET:
                if event.kind is EventKind.DICE_ROLLED:
                    self.write(f"  🎲 {event.text}")
                continue
            self.write(event.text)

    def write_line(self, text: str) -> None:
        """A line of the app's own (saved where, undone, game over)."""
        self.write(text)
