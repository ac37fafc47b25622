"""The game screen of a player sitting at some seats of a game played from
several screens (joined.py).

It is the game screen, with three differences: a line at the top says who
sits where and whom the game waits for; the screen follows the log (every
`POLL_SECONDS`) and shows the other screens' decisions as they come (the
nazi phase plays back here too); and only the seats this screen plays may
decide: the others' actions are listed, but choosing one says whom the game
waits for. There is no hand-over screen: each player has their own. s
lists the seats: take a free one, or hand one of yours over (leave it for
another player to join); the host of a game by invitation sees there again
the lines to hand out, shown once when the game opens (the codes printed by
`wolfenstein host` before the screen opens are hidden by it).
"""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.play.joined import (
    POLL_SECONDS,
    JoinedSession,
    NotYourTurn,
    acting_seats,
    waiting_for,
)
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.tui.keys.spoken_keys import speak_bindings
from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen
from wolfenstein_tui.tui.widgets.footer import Key
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say

SEATS_EVERY = 10
"""The seats' holders are looked at every this many polls (once a second)."""


class JoinedGameScreen(GameScreen):
    BINDINGS = [Binding("s", "seats", N_("Seats"))]
    MORE_KEYS = (Key("seats"),)
    DEFAULT_CSS = """
    JoinedGameScreen #seat-line { height: auto; background: $boost; padding: 0 1; }
    JoinedGameScreen #seat-line.-mine { background: $success-darken-2; }
    """

    def __init__(self, session: JoinedSession) -> None:
        super().__init__(session)
        speak_bindings(self)
        self.joined = session
        self.showing_others = False
        self.polls = 0
        self.problem: str | None = None
        self.seat_text = ""

    def compose(self) -> ComposeResult:
        yield Static(id="seat-line", markup=False)
        yield from super().compose()

    def on_mount(self) -> None:
        super().on_mount()
        seats = ", ".join(str(s + 1) for s in sorted(self.joined.seats))
        self.message_log.write_line(
            _("Joined at seat {seats}: the other players decide from their own screens.").format(
                seats=seats
            )
        )
        free = [s + 1 for s, who in self.joined.seat_views() if who is None]
        if free and self.by_invitation():
            self.message_log.write_line(
                _(
                    "Free seats: {seats}; each player sits down with their own invitation "
                    "code (wolfenstein join --code CODE, or its link)"
                ).format(seats=", ".join(map(str, free)))
            )
        elif free:
            self.message_log.write_line(
                _(
                    "Free seats: {seats}; the others sit down with: "
                    "wolfenstein join {game} --seat N"
                ).format(seats=", ".join(map(str, free)), game=self.joined.path.stem)
            )
        self.set_interval(POLL_SECONDS, self.poll)
        if free and self.joined.invitations is not None:
            self.call_after_refresh(self.show_invitations)

    def hand_out_lines(self) -> list[str] | None:
        """The lines the host hands out for the seats nobody holds (None:
        this program did not host a game by invitation, so it holds no
        codes). In a browser session they are links; in a terminal the
        commands name the save folder."""
        from wolfenstein_tui.play.invitations import hand_out_lines
        from wolfenstein_tui.tui.served import served

        invited = self.joined.invitations
        if invited is None:
            return None
        how = served()
        names = [self.joined.player_name(seat) for seat in range(len(self.joined.state.seats))]
        taken = frozenset(seat for seat, who in self.joined.seat_views() if who is not None)
        return hand_out_lines(
            invited,
            names,
            kept=self.joined.seats | taken,
            public_url=how.public_url if how is not None else None,
            save_dir=None if how is not None else self.joined.path.parent,
        )

    def show_invitations(self) -> None:
        from wolfenstein_tui.tui.screens.dialogs import MessageDialog

        lines = self.hand_out_lines()
        if lines is None:
            return
        self.app.push_screen(
            MessageDialog(
                _(
                    "Hosting {game}, by invitation. Hand each player their own line "
                    "(a code lets in only at its seat):"
                ).format(game=self.joined.path.stem)
                + "\n\n"
                + "\n".join(lines)
                + "\n\n"
                + _("s: the seats, and these lines again.")
            )
        )

    @work(group="seats")
    async def renew_codes(self) -> None:
        """New codes, once the host says so: whoever holds an old one (a
        code gone astray) can no longer sit down or watch; the players
        seated stay."""
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog

        asked = _(
            "New codes for every seat and for watching? The codes handed out stop letting "
            "anyone in; the players seated now stay. Hand out the new lines next."
        )
        choice = await self.app.push_screen_wait(
            ChoiceDialog(asked, [_("Keep the codes"), _("Make new codes")], cancellable=True)
        )
        if choice != 1:
            return
        try:
            self.joined.new_codes()
        except SaveError as error:
            self.notify(str(error), severity="error", timeout=10, markup=False)
            return
        self.show_invitations()

    def come_back_words(self) -> str:
        return self.joined.how_to_sit_again()

    def by_invitation(self) -> bool:
        """Whether a seat is taken only with its code (an unreadable
        invitations file lets nobody in: by invitation too)."""
        from wolfenstein_tui.play.invitations import read_invitations

        try:
            return read_invitations(self.joined.path) is not None
        except SaveError:
            return True

    # --- following the other screens -------------------------------------------

    def poll(self) -> None:
        """Take the other screens' decisions in, when there are any."""
        self.polls += 1
        if self.showing_others:
            return
        try:
            new = self.joined.catch_up()
        except SaveError as error:
            if str(error) != self.problem:
                self.problem = str(error)
                self.notify(str(error), severity="error", timeout=10, markup=False)
            return
        if new or self.joined.incoming:
            self.showing_others = True
            self.show_others()
        elif self.polls % SEATS_EVERY == 0:
            self.show_seat_line()

    @work(group="others")
    async def show_others(self) -> None:
        """Tell the decisions taken in, in order; a nazi phase plays back."""
        try:
            for decision in self.joined.take_incoming():
                if decision is None:
                    self.message_log.write_line(_("Undone (from another screen)."))
                    continue
                before, events = decision
                self.message_log.add_events(events)
                if any(e.kind is EventKind.NAZI_TURN for e in events):
                    await self.app.push_screen_wait(
                        NaziPhaseScreen(self.session.rules, before, events)
                    )
            self.refresh_view()
        finally:
            self.showing_others = False

    # --- whose turn -------------------------------------------------------------

    def refresh_view(self) -> None:
        super().refresh_view()
        self.show_seat_line()

    def show_seat_line(self) -> None:
        session = self.joined
        acting = acting_seats(session.rules, session.state)
        deciding = bool(acting & session.seats)
        if session.state.outcome is not None:
            now = _("The game is over.")
        elif deciding:
            now = _("Your turn.")
        else:
            now = say(waiting_for(session, min(acting)), Names(session.rules, session.state))
        views = session.seat_views()
        mine = [f"{s + 1} {session.player_name(s)}" for s, _ in views if s in session.seats]
        free = [str(s + 1) for s, who in views if who is None and s not in session.seats]
        # one line at 80 columns: the seats by number, the names in the status bar
        text = f"{now}  " + _("You: {seats}.").format(seats=", ".join(mine))
        if free:
            text += " " + _("Free: {seats}.").format(seats=", ".join(free))
        if text != self.seat_text:
            self.seat_text = text
            line = self.query_one("#seat-line", Static)
            line.update(Text(text))
            line.set_class(deciding, "-mine")

    @work(group="seats")
    async def action_seats(self) -> None:
        """Take a free seat, or hand one of yours over (leave it for another
        player to join)."""
        session = self.joined
        views = session.seat_views()
        options = []
        for seat, who in views:
            number, name = seat + 1, session.player_name(seat)
            if seat in session.seats:
                options.append(
                    _("Leave seat {number}: {name}, for another player to join").format(
                        number=number, name=name
                    )
                )
            elif who is None:
                options.append(
                    _("Take seat {number}: {name} (free)").format(number=number, name=name)
                )
            else:
                options.append(
                    _("Seat {number}: {name}: {player}").format(
                        number=number, name=name, player=who.describe()
                    )
                )
        if self.joined.invitations is not None:
            options.append(_("Show the invitations to hand out"))
            options.append(_("New codes: the ones handed out stop letting anyone in"))
        choice = await self.app.push_screen_wait(
            ChoiceDialog(_("Seats"), options, cancellable=True)
        )
        if choice == CANCELLED:
            return
        if choice == len(views):
            self.show_invitations()
            return
        if choice == len(views) + 1:
            self.renew_codes()
            return
        seat, who = views[choice]
        try:
            if seat in session.seats:
                session.leave_seat(seat)
                self.notify(
                    _("Seat {number} is free: its player joins with their invitation code").format(
                        number=seat + 1
                    )
                    if self.by_invitation()
                    else _("Seat {number} is free: wolfenstein join {game} --seat {number}").format(
                        number=seat + 1, game=session.path.stem
                    ),
                    timeout=10,
                    markup=False,
                )
            elif who is None:
                session.take_seat(seat)
            else:
                return
        except SaveError as error:
            self.notify(str(error), severity="warning", timeout=6, markup=False)
            return
        self.seat_text = ""
        self.refresh_view()

    def hand_over(self, seat: int, what: str) -> str | None:
        """No hand-over: every player has their own screen."""
        return None

    def ask(self, prompt: str, options: list[str], note: str | None = None) -> None:
        """Only the seat that must answer is asked; the others wait."""
        pending = self.session.state.pending
        if pending is not None and pending.seat in self.joined.seats:
            super().ask(prompt, options, None)

    def select(self, index: int) -> None:
        try:
            self.joined.check_turn()
        except NotYourTurn as waiting:
            self.notify(self.refusal_words(waiting), severity="warning", timeout=4)
            return
        super().select(index)
