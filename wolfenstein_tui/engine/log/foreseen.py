"""A decision worked out before it is made.

While a player reads the screen, the app works out the decision the
player is likely to make next (the activation of the highlighted hero), so
that making it waits for less. The rules read no clock and no file and
never change a state in place, and the seeded dice and draws come from the
state (R-DICE-1), so what is worked out ahead is exactly what playing the
decision then works out: `GameRecord.play` takes it as it is when the game
is still in the very state it was worked out from."""

from __future__ import annotations

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Command, IllegalCommand
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.state import GameState


@frozen_record
class Foreseen:
    """A decision worked out from a state, with what playing it gives."""

    before: GameState
    command: Command
    after: GameState
    events: list[Event]
    mark: str | None
    """The new state's digest (None when the record makes no lines)."""

    def plays(self, state: GameState, command: Command) -> bool:
        """Whether this is `command` played from `state` (the same object:
        a state the game has left and come back to by an undo is another)."""
        return self.before is state and self.command == command


def worked_out(
    rules: Rules, state: GameState, command: Command, with_mark: bool
) -> Foreseen | None:
    """`command` played from `state`, with the new state's digest when
    `with_mark`; None when the rules refuse it, or want dice typed in
    (DiceNeeded: faces a player types are never guessed)."""
    try:
        after, events = rules.apply(state, command)
    except IllegalCommand:
        return None
    mark = digest(rules, after) if with_mark else None
    return Foreseen(state, command, after, events, mark)
