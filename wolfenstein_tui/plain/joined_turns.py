"""The line mode in a joined game: whose turn it is, and the other screens'
decisions followed and told while this screen waits for its own.

Mixed into PlainGame (game.py), whose session, rules, state, names and
output it uses."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.plain.command_words import command_of
from wolfenstein_tui.plain.game_parts import GameParts
from wolfenstein_tui.plain.io import END
from wolfenstein_tui.play.invitations import hand_out_lines
from wolfenstein_tui.play.joined import POLL_SECONDS, JoinedSession, acting_seats, waiting_for
from wolfenstein_tui.play.save_folder import save_dir_option
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.seats import SeatView
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

    def seats(self, words: list[str]) -> None:
        """`seats`: who sits at each seat of a joined game; `seats codes`:
        the lines the host hands out (the host's program holds the codes);
        `seats new`: new codes, once the player says yes, the ones handed
        out shutting nobody in from then on (the app's s menu, in words)."""
        session = self.session
        if not isinstance(session, JoinedSession):
            self.out.say(
                _("This game is played at this screen only: it has no seats to share."),
                kind="info",
            )
            return
        asked = command_of(words[0]) if words else None
        if not words:
            self.say_seats(session)
        elif asked not in ("codes", "new"):
            self.refused(_("seats, seats codes or seats new."))
        elif not self.holds_codes(session):
            return
        elif asked == "codes":
            self.say_lines(self.hand_out(session))
        elif self.confirm(
            _(
                "New codes for every seat and for watching? The codes handed out stop letting "
                "anyone in; the players seated now stay. Hand out the new lines next."
            )
        ):
            try:
                session.new_codes()
            except SaveError as error:
                self.refused(str(error))
                return
            self.say_lines(self.hand_out(session))

    def holds_codes(self, session: JoinedSession) -> bool:
        """Whether this screen holds the game's codes (the host's); else why
        not is said."""
        try:
            session.codes()
        except SaveError as none:
            self.refused(str(none))
            return False
        return True

    def say_seats(self, session: JoinedSession) -> None:
        names = self.names()
        for seat, holder in session.seat_views():
            heroes = _(" and ").join(names.hero(hero) for hero in self.state.seats[seat])
            view = SeatView(seat, session.player_name(seat), heroes, holder)
            mine = _(" (this screen)") if seat in session.seats else ""
            self.out.say(view.label() + mine, kind="info")

    def hand_out(self, session: JoinedSession) -> list[str]:
        """The lines to hand out, a seat not this screen's and the watchers'."""
        invited = session.invitations
        assert invited is not None
        folder = session.path.parent
        names = [session.player_name(seat) for seat in range(len(self.state.seats))]
        shared = folder if save_dir_option(folder) else None
        return hand_out_lines(invited, names, kept=session.seats, save_dir=shared)
