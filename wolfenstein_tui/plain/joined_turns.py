"""The line mode in a joined game: whose turn it is, and the other screens'
decisions followed and told while this screen waits for its own.

Mixed into PlainGame (game.py), whose session, rules, state, names and
output it uses."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.plain.game_parts import GameParts
from wolfenstein_tui.plain.io import END
from wolfenstein_tui.play.joined import POLL_SECONDS, JoinedSession, acting_seats, waiting_for
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.words.refusals import say


class JoinedTurns(GameParts):
    """The part of PlainGame (game.py) this module says."""

    def others_decide(self) -> bool:
        """In a joined game, when another screen decides now: say whom the
        game waits for (an action typed now would be refused)."""
        if not isinstance(self.session, JoinedSession) or self.my_turn():
            return False
        acting = acting_seats(self.rules, self.state)
        self.refused(say(waiting_for(self.session, min(acting)), self.names()))
        return True

    def my_turn(self) -> bool:
        session = self.session
        assert isinstance(session, JoinedSession)
        acting = acting_seats(self.rules, self.state)
        return not acting or bool(acting & session.seats)

    def wait_for_others(self) -> object | None:
        """Follow the other screens' decisions until one of this screen's
        seats decides; the player may look around meanwhile."""
        session = self.session
        assert isinstance(session, JoinedSession)
        acting = acting_seats(self.rules, self.state)
        self.out.say(say(waiting_for(session, min(acting)), self.names()), kind="waiting")
        while not self.my_turn() and self.state.outcome is None:
            try:
                session.catch_up()
            except SaveError as error:
                self.refused(str(error))
                return END
            taken = session.take_incoming()
            commands = self.new_decisions()
            for each in taken:
                if each is None:
                    self.out.say(_("Undone."), kind="undone")
                    self.listed = False
                else:
                    before, events = each
                    line, command = commands.pop(0) if commands else (self.line, {})
                    self.tell(before, command, events, line)
            if self.my_turn() or self.state.outcome is not None:
                return None
            typed = self.read(POLL_SECONDS)
            if typed is END:
                return END
            if isinstance(typed, str) and self.handle(typed) is END:
                return END
        return None

    def new_decisions(self) -> list[tuple[int, dict[str, Any]]]:
        """The log's decision lines taken in since the last look, in order,
        with their line numbers (another screen's decisions, to tell who
        did what)."""
        lines = self.session.record.lines
        start, self.lines_seen = self.lines_seen, len(lines)
        return [
            (number, dict(line["do"]))
            for number, line in enumerate(lines[start:], start=start + 1)
            if isinstance(line, dict) and "do" in line
        ]
