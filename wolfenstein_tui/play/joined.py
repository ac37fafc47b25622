"""One game played from several screens: the log stays the one truth.

Each screen (a terminal on the same machine, one reached over SSH, a
browser tab through `wolfenstein serve`) runs its own program with its own
copy of the game, rebuilt from the log. None of them holds the log's lock
for long; a decision is written this way:

1. only the seat whose turn it is, or who must answer the question asked
   (the AI controller for the nazis' ties, R-AI-2), may decide: any other
   is told whom the game waits for;
2. take the log's lock (gamelock.py: `flock`, exclusive);
3. if the log has grown since this program last read it, another screen
   decided meanwhile: take its lines in, give the lock back and let the
   player look again (the decision they chose was about an older game);
4. append the decision's lines, whole, and give the lock back.

Every screen follows the log: it looks at the log's size every
`POLL_SECONDS` and, when it has grown, reads only the new lines, under a
shared lock (so never a decision half written), and replays them through
the rules. Who sits where is said by the seats' own locks (seats.py).

A joined game is an ordinary log: once nobody sits at it, Continue plays it
alone (Session.resume refuses while a seat is taken, and a joiner is
refused while a program plays it alone).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.shared_file import open_regular, read_regular
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.files.safe_file import JsonRefused, loads_json
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.log.gamelog import (
    Decision,
    LogError,
    LogWalk,
)
from wolfenstein_tui.engine.rules.flow import heroes_waiting
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Command, IllegalCommand
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.play.gamelock import Holder, acquire, holder
from wolfenstein_tui.play.invitations import Invitations, admit
from wolfenstein_tui.play.invitations import invite as invite_to
from wolfenstein_tui.play.saves import MAX_LOG_BYTES, SaveError, mission_for, read_log, reason
from wolfenstein_tui.play.seats import SeatLock, release_all, seat_holders, take_seats
from wolfenstein_tui.play.session import GameInUse, Session, replay_saved
from wolfenstein_tui.words.log_problems import problem_words
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say

POLL_SECONDS = 0.1
"""How often a screen looks at the log's size for another screen's decision."""


class NotYourTurn(IllegalCommand):
    """Another seat decides now."""


class MovedOn(IllegalCommand):
    """Another screen decided first: the game this decision was chosen in is gone."""


def acting_seats(rules: Rules, state: GameState) -> frozenset[int]:
    """The seats that may decide now: the one that must answer the question
    asked (the AI controller for a nazi tie), else the one whose hero acts,
    else the one whose turn it is to choose a hero (with the house rule
    R-VAR-1, any seat with a hero still to activate); none once the game
    is over."""
    if state.outcome is not None:
        return frozenset()
    if state.pending is not None:
        return frozenset({state.pending.seat})
    hero = state.heroes.get(state.active_hero or "")
    if hero is not None:
        return frozenset({hero.seat})
    if state.active_hero is None and state.house_rules.any_hero_order:
        waiting = heroes_waiting(Turn(rules, state))
        return frozenset(h.seat for h in waiting)
    return frozenset({state.active_seat})


def waiting_for(session: Session, seat: int) -> Refusal:
    """Whom the game waits for, as the refusal of a decision made at another
    seat (and the seat line's words): the player of `seat` by their name (as
    they gave it), the heroes they play (or that they are the AI
    controller, settling a nazi tie or not), whether they are to answer a
    question."""
    state = session.state
    player = session.player_name(seat)
    if state.pending is not None and state.pending.kind is DecisionKind.AI_TIE:
        return refuse("join.waiting-tie", player=player)
    heroes = [
        h
        for h in (state.seats[seat] if seat < len(state.seats) else ())
        if h in state.heroes and not state.heroes[h].dead
    ]
    asked = state.pending is not None
    if heroes and asked:
        return refuse("join.waiting-question", player=player, heroes=",".join(heroes))
    if heroes:
        return refuse("join.waiting", player=player, heroes=",".join(heroes))
    if asked:
        return refuse("join.waiting-ai-question", player=player)
    return refuse("join.waiting-ai", player=player)


@dataclass
class JoinedSession(Session):
    """A session at some of a game's seats, sharing its log with other screens."""

    seats: frozenset[int] = frozenset()
    """The seats (0-based) this program plays."""
    seat_locks: list[SeatLock] = field(default_factory=list)
    lines_read: int = 0
    """The log's lines read so far, the header included (for located errors)."""
    incoming: list[tuple[GameState, list[Event]] | None] = field(default_factory=list)
    """Decisions other screens made, taken in but not yet shown: the state
    before each and its events (None for an undo)."""
    own_trailing: int = 0
    """How many of the last decisions in the log are this program's: what it
    may undo (never another player's decision)."""
    invitations: Invitations | None = None
    code: str | None = None
    """The code this program sat down with (the host's: its own seat's), to
    say how to sit down again."""
    """The game's codes, for the program that hosted it (to hand out)."""

    # --- sitting down and leaving -----------------------------------------------

    @classmethod
    def join(
        cls,
        path: Path,
        seats: list[int],
        decks: Decks | None = None,
        code: str | None = None,
    ) -> JoinedSession:
        """Sit at `seats` (0-based) of the game in `path`, with the `code`
        of that seat when the game is by invitation (invitations.py).
        Raises NotInvited, SeatTaken, GameInUse (someone plays it alone),
        or SaveError (not a usable log, no such seat, a finished game)."""
        decks = decks or builtin_decks()
        header, _lines = read_log(path)
        count = len(header.seats)
        wrong = [s + 1 for s in seats if not 0 <= s < count]
        if wrong:
            raise SaveError(
                _("{path}: no seat {wrong}; this game has seats 1 to {count}").format(
                    path=path, wrong=", ".join(map(str, wrong)), count=count
                )
            )
        admit(path, seats, code)
        locks = take_seats(path, sorted(set(seats)))
        try:
            joined = cls._sit(path, frozenset(seats), locks, decks)
        except BaseException:
            release_all(locks)
            raise
        joined.code = code
        return joined

    @classmethod
    def _sit(
        cls, path: Path, seats: frozenset[int], locks: list[SeatLock], decks: Decks
    ) -> JoinedSession:
        # The log's lock, for a moment: a program playing the game alone
        # holds it all along, and the read is of whole decisions only.
        try:
            log_lock = acquire(path)
        except OSError as error:
            raise SaveError(
                _("{path}: cannot write to this game's log: {reason}").format(
                    path=path, reason=reason(error)
                )
            ) from None
        if log_lock is None:
            raise GameInUse(path, holder(path) or Holder(None, None, None))
        with log_lock:
            try:
                data = read_regular(path, MAX_LOG_BYTES + 1)
            except OSError as error:  # swapped for a FIFO or a link since it was opened
                raise SaveError(
                    _("{path}: cannot read this game's log: {reason}").format(
                        path=path, reason=reason(error)
                    )
                ) from None
            header, lines = read_log(path)
        try:
            loaded = mission_for(header, path, decks)
        except ContentError as error:
            raise SaveError("\n".join(str(p) for p in error.problems)) from None
        rules = Rules(loaded, decks)
        record, backlog = replay_saved(path, rules, header, lines)
        if record.state.outcome is not None:
            raise SaveError(
                _("{path}: this game is over; replay it with: wolfenstein replay {path}").format(
                    path=path
                )
            )
        whole = data.rfind(b"\n") + 1  # a last line cut short is left to its writer
        return cls(
            rules,
            record,
            path,
            lock=None,
            saved_size=whole,
            backlog=backlog,
            seats=seats,
            seat_locks=locks,
            lines_read=data[:whole].count(b"\n"),
        )

    @classmethod
    def host(cls, session: Session, seats: list[int], invite: bool = True) -> JoinedSession:
        """A game just started (holding its log's lock) opened to other
        screens: this program sits at `seats`, the others are free, to the
        players given their codes (`invitations`; with `invite` False, to
        anyone who can open the log)."""
        invited = invite_to(session.path, len(session.state.seats)) if invite else None
        locks = take_seats(session.path, sorted(set(seats)))
        session.close()
        try:
            joined = cls._sit(session.path, frozenset(seats), locks, session.rules.decks)
        except BaseException:
            release_all(locks)
            raise
        joined.invitations = invited
        if invited is not None and seats:
            joined.code = invited.seats[min(seats)]
        return joined

    def codes(self) -> Invitations:
        """The game's codes, which only the host's program holds; a
        SaveError saying why there are none here (a game open to whoever
        can open its log has none at all)."""
        if self.invitations is not None:
            return self.invitations
        from wolfenstein_tui.play.invitations import read_invitations

        if read_invitations(self.path) is None:
            raise SaveError(
                _(
                    "{game}: this game is not by invitation: whoever can open its log sits "
                    "down (wolfenstein join {game} --seat N)"
                ).format(game=self.path.stem)
            )
        raise SaveError(
            _("{game}: this program holds no codes of this game (the host's does)").format(
                game=self.path.stem
            )
        )

    def new_codes(self) -> Invitations:
        """New codes for every seat and for watching, in place of the old
        ones, which let nobody in from now on (a code handed to the wrong
        person, or seen over a shoulder). Who sits at a seat stays; this
        program's own way back in is its seat's new code. Only the host's
        program holds the codes (SaveError elsewhere, or when they cannot
        be written: the old ones then still hold)."""
        self.codes()
        made = invite_to(self.path, len(self.state.seats))
        self.invitations = made
        if self.seats:
            self.code = made.seats[min(self.seats)]
        return made

    def how_to_sit_again(self, plain: bool = False) -> str:
        """What is said as this player leaves mid-game: the seat waits, and
        the command that sits down there again (with the player's own code
        in a game by invitation; `plain`: in the line mode)."""
        from shlex import quote

        from wolfenstein_tui.play.invitations import shown_code
        from wolfenstein_tui.play.save_folder import save_dir_option

        option = save_dir_option(self.path.parent)
        where = (f" {option}" if option else "") + (" --plain" if plain else "")
        if self.code is not None:
            command = f"wolfenstein join --code {shown_code(self.code)}{where}"
        else:
            listed = ",".join(str(seat + 1) for seat in sorted(self.seats))
            command = f"wolfenstein join {quote(self.path.stem)} --seat {listed}{where}"
        return _(
            "The game is saved in {path}; your seat waits. To sit down again: {command}"
        ).format(path=self.path, command=command)

    def close(self) -> None:
        """Leave the seats (another program may take them) and any lock."""
        super().close()
        release_all(self.seat_locks)
        self.seat_locks = []

    def leave_seat(self, seat: int) -> None:
        """Hand a seat over: leave it (while keeping another) for another
        player to take with `wolfenstein join`."""
        if seat not in self.seats:
            raise SaveError(_("seat {seat} is not yours to leave").format(seat=seat + 1))
        if len(self.seats) == 1:
            raise SaveError(_("it is your only seat: quit (q) to leave the game"))
        for lock in [lock for lock in self.seat_locks if lock.seat == seat]:
            lock.release()
            self.seat_locks.remove(lock)
        self.seats = self.seats - {seat}

    def take_seat(self, seat: int) -> None:
        """Sit at a free seat too (SeatTaken when someone sits there); in a
        game by invitation, only the host's program may (any other player
        joins a seat with its own code)."""
        if seat in self.seats:
            return
        if self.invitations is None:
            admit(self.path, [seat], None)
        self.seat_locks += take_seats(self.path, [seat])
        self.seats = self.seats | {seat}

    def seat_views(self) -> list[tuple[int, Holder | None]]:
        return list(enumerate(seat_holders(self.path, len(self.state.seats))))

    # --- following the log ------------------------------------------------------

    def catch_up(self) -> bool:
        """Take in the decisions other screens wrote since the last look;
        True when there were any (`incoming` holds them). A writer busy
        this instant is left alone: the next look takes its lines."""
        try:
            size = self.path.stat().st_size
        except OSError as error:
            raise SaveError(
                _("{path}: cannot read this game's log: {reason}").format(
                    path=self.path, reason=reason(error)
                )
            ) from None
        if size == self.saved_size:
            return False
        if size > MAX_LOG_BYTES:
            raise SaveError(
                _("{path}: the log has grown past {most} MB, the most a game log holds").format(
                    path=self.path, most=MAX_LOG_BYTES >> 20
                )
            )
        if size < self.saved_size:
            raise SaveError(
                _(
                    "{path}: the log is shorter than this screen has read: another program cut it; join again to carry on from what it holds"
                ).format(path=self.path)
            )
        try:
            fd = open_regular(self.path)
        except OSError as error:
            raise SaveError(
                _("{path}: cannot read this game's log: {reason}").format(
                    path=self.path, reason=reason(error)
                )
            ) from None
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except OSError as error:
                if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                    return False  # a decision is being written: look again soon
                raise
            return self._take_in(fd)
        finally:
            os.close(fd)

    def _take_in(self, fd: int) -> bool:
        """Read and replay the lines after `saved_size` from `fd`."""
        os.lseek(fd, self.saved_size, os.SEEK_SET)
        chunks = []
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
        data = b"".join(chunks)
        whole = data.rfind(b"\n") + 1
        if whole == 0:
            return False
        numbered: list[tuple[int, Any]] = []
        for offset, raw in enumerate(data[:whole].split(b"\n")[:-1], start=1):
            number = self.lines_read + offset
            if not raw.strip():
                continue
            try:
                numbered.append((number, loads_json(raw.decode("utf-8"))))
            except (JsonRefused, UnicodeDecodeError) as error:
                raise SaveError(f"{self.path}:{number}: {error}") from None
        kept = len(self.record.lines)
        try:
            before = len(self.incoming)
            self._replay_groups(numbered)
        except LogError as error:
            words = problem_words(error, Names(self.record.rules))
            raise SaveError(f"{self.path}:{error.line}: {words}") from None
        self.lines_read += data[:whole].count(b"\n")
        self.saved_size += whole
        # the lines as written (replaying made its own, without the rounds)
        self.record.lines[kept:] = [line for _, line in numbered]
        if len(self.incoming) > before:
            self.own_trailing = 0
        return True

    def _replay_groups(self, numbered: list[tuple[int, Any]]) -> None:
        """Re-apply the lines other screens wrote, through the game log's
        own walk (`gamelog.LogWalk`, carrying this screen's record on): each
        decision heard goes to the backlog and to `incoming`, an undo as one
        None a decision taken back."""
        walk = LogWalk(
            self.rules,
            self.record.header,
            check=False,
            on_decision=self._heard,
            record=self.record,
        )
        walk.walk(numbered)

    def _heard(self, decision: Decision) -> None:
        if decision.undone:
            for _undone in range(decision.undone):
                self.backlog.append(None)
                self.incoming.append(None)
        elif decision.command is not None and decision.before is not None:
            self.backlog.append(decision.events)
            self.incoming.append((decision.before, decision.events))

    def take_incoming(self) -> list[tuple[GameState, list[Event]] | None]:
        taken, self.incoming = self.incoming, []
        return taken

    # --- deciding ---------------------------------------------------------------

    def check_turn(self) -> None:
        """Raise NotYourTurn unless one of this program's seats decides now."""
        acting = acting_seats(self.rules, self.state)
        if not acting or acting & self.seats:
            return
        raise NotYourTurn(waiting_for(self, min(acting)))

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Hold the log's lock while a decision is written; MovedOn when the
        log grew since the last look (its lines are then taken in)."""
        if self.lock is not None:  # already writing (a retried save)
            yield
            return
        try:
            lock = acquire(self.path)
        except OSError as error:
            raise SaveError(
                _("{path}: cannot write to this game's log: {reason}").format(
                    path=self.path, reason=reason(error)
                )
            ) from None
        if lock is None:
            who = holder(self.path) or Holder(None, None, None)
            # the holder in words already (gamelock.Holder.describe: a process,
            # a machine, a time), shown as it is
            raise IllegalCommand(refuse("join.log-held", holder=who.describe()))
        try:
            if os.fstat(lock.fd).st_size != self.saved_size:
                self._take_in_locked()
                raise MovedOn(refuse("join.moved-on"))
            self.lock = lock
            yield
        finally:
            self.lock = None
            lock.release()

    def _take_in_locked(self) -> None:
        fd = open_regular(self.path)
        try:
            self._take_in(fd)
        finally:
            os.close(fd)

    def play(self, command: Command, faces: list[str] | None = None) -> list[Event]:
        self.check_turn()
        with self.writing():
            events = super().play(command, faces)
        self.own_trailing += 1
        self.lines_read = len(self.record.lines)
        return events

    def undo(self, count: int = 1) -> None:
        """Take back this program's own last decisions (never another's)."""
        self.check_turn()
        if self.own_trailing < count:
            raise IllegalCommand(refuse("undo.not-yours"))
        with self.writing():
            super().undo(count)
        self.own_trailing -= count
        self.lines_read = len(self.record.lines)

    def note_hint(self) -> None:
        """The hint line, written like a decision (the log's lock held; the
        lines other screens wrote meanwhile taken in first). Asking is
        open to every seat, whoever's turn it is; while another screen
        holds the log that very instant, the advice is given all the same
        and its line not written."""
        for _attempt in range(2):
            try:
                with self.writing():
                    super().note_hint()
            except MovedOn:
                continue  # the other screens' lines are in: the hint goes after them
            except IllegalCommand:
                return
            self.lines_read = len(self.record.lines)
            return

    def save_copy(self, folder: Path) -> Path:
        """Refused: the other screens follow this game's own log, so a copy
        elsewhere would leave them behind."""
        raise SaveError(
            _(
                "a game played from several screens is saved only in its own log, which the "
                "other screens follow: free some space there and Retry, or Quit (every decision "
                "before this one is kept)"
            )
        )

    def retry_save(self) -> bool:
        if self.lock is not None or not self.unsaved:
            return super().retry_save()
        try:
            with self.writing():
                return super().retry_save()
        except IllegalCommand as error:
            self.save_problem = say(error.refusal, Names(self.rules, self.state))
            return False
