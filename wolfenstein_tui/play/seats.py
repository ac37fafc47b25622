"""Who sits at which seat of a game played from several screens.

A joined game has no program holding its log between decisions (see
joined.py), so "this game is being played" is said by its seats instead:
the program playing a seat holds a lock on one byte of the log itself, the
seat's byte (`SEAT_BYTES` on, far past any log's end), for as long as it
sits there. The lock is an open-file-description lock (`F_OFD_SETLK`): it
belongs to the program's own descriptor of the log, so closing another
descriptor of the log (each read of it) does not drop it, and the
operating system drops it when the program ends, however it ends. A closed
terminal frees its seat at once and the player takes it again with the same
`wolfenstein join` command: no heartbeat to time out, no stale seat to
clear by hand. The seats live in the log itself, so deleting a file cannot
make a taken seat look free: a log deleted and made again is another game.

Beside the log, a holder file per seat (`.NAME.seat1`, hidden and not a
`.jsonl`, so game lists never show it) names who sits there (process, host,
since): information only, believed while the seat's lock is held, written
and read through shared_file.py so a planted link or FIFO is never
followed or waited for.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import struct
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.base.shared_file import open_regular
from wolfenstein_tui.play.gamelock import Holder, read_holder, write_holder
from wolfenstein_tui.play.save_folder import SaveError, reason

SEAT_BYTES = 1 << 40
"""Where the seats' bytes start in the log: far past its end (a log is at
most `saves.MAX_LOG_BYTES`), so a seat's lock never covers a line."""

FLOCK = struct.Struct("hhqqi4x")
"""Linux's `struct flock`: type, whence, start, length, pid (0 for an
open-file-description lock)."""

SET_LOCK = getattr(fcntl, "F_OFD_SETLK", None)
GET_LOCK = getattr(fcntl, "F_OFD_GETLK", None)


def seat_file(log: Path, seat: int) -> Path:
    """The holder file of a seat (0-based `seat`; named 1-based, as players say it)."""
    return log.with_name(f".{log.name}.seat{seat + 1}")


class SeatTaken(SaveError):
    """Another program sits at this seat."""

    def __init__(self, log: Path, seat: int, who: Holder) -> None:
        super().__init__(
            _(
                "{log}: seat {seat} is taken by {who}; see the free seats with: "
                "wolfenstein games --save-dir {folder}"
            ).format(log=log, seat=seat + 1, who=who.describe(), folder=log.parent)
        )
        self.seat = seat
        self.holder = who


class SeatLock:
    """A seat sat at: the lock on its byte of the log, held on `fd` until
    released (or the program ends)."""

    def __init__(self, path: Path, seat: int, fd: int) -> None:
        self.path = path
        self.seat = seat
        self.fd = fd

    @property
    def held(self) -> bool:
        return self.fd >= 0

    def release(self) -> None:
        if self.fd < 0:
            return
        # The holder file first: once the lock is gone another program may
        # sit here and write its own.
        with contextlib.suppress(OSError):  # a read-only folder: a stale holder file is ignored
            seat_file(self.path, self.seat).unlink(missing_ok=True)
        fd, self.fd = self.fd, -1
        os.close(fd)  # closing the descriptor drops its lock


def _lock_bytes(kind: int, seat: int) -> bytes:
    return FLOCK.pack(kind, os.SEEK_SET, SEAT_BYTES + seat, 1, 0)


def take_seat(log: Path, seat: int) -> SeatLock:
    """Sit at a seat: its lock, held until released (or the program ends).
    Raises SeatTaken when another program sits there, SaveError when the
    log cannot be opened for writing (a read-only folder, a link, a FIFO)."""
    if SET_LOCK is None:
        raise SaveError(
            _(
                "{log}: playing one game from several screens needs a system with "
                "open-file-description locks (Linux)"
            ).format(log=log)
        )
    try:
        fd = open_regular(log, os.O_WRONLY)
    except OSError as error:
        raise SaveError(
            _("{log}: cannot take seat {seat}: {reason}").format(
                log=log, seat=seat + 1, reason=reason(error)
            )
        ) from None
    try:
        fcntl.fcntl(fd, SET_LOCK, _lock_bytes(fcntl.F_WRLCK, seat))
    except OSError as error:
        os.close(fd)
        if error.errno in (errno.EAGAIN, errno.EACCES):
            raise SeatTaken(log, seat, read_holder(seat_file(log, seat))) from None
        raise SaveError(
            _("{log}: cannot take seat {seat}: {reason}").format(
                log=log, seat=seat + 1, reason=reason(error)
            )
        ) from None
    with contextlib.suppress(OSError):  # a read-only folder: the seat is held, unnamed
        write_holder(seat_file(log, seat))
    return SeatLock(log, seat, fd)


def take_seats(log: Path, seats: list[int]) -> list[SeatLock]:
    """Every one of these seats, or none (SeatTaken for the first one taken)."""
    locks: list[SeatLock] = []
    try:
        for seat in seats:
            locks.append(take_seat(log, seat))
    except BaseException:
        release_all(locks)
        raise
    return locks


def seat_holders(log: Path, count: int) -> list[Holder | None]:
    """Who sits at each of the game's `count` seats (None: free; all free
    when the log cannot be opened, or on a system without these locks)."""
    if GET_LOCK is None:
        return [None] * count
    try:
        fd = open_regular(log)
    except OSError:
        return [None] * count
    try:
        taken = []
        for seat in range(count):
            answer = fcntl.fcntl(fd, GET_LOCK, _lock_bytes(fcntl.F_WRLCK, seat))
            taken.append(FLOCK.unpack(answer)[0] != fcntl.F_UNLCK)
    except OSError:
        return [None] * count
    finally:
        os.close(fd)
    return [read_holder(seat_file(log, seat)) if on else None for seat, on in enumerate(taken)]


@frozen_record
class SeatView:
    """One seat, as lists and waiting lines tell it."""

    seat: int
    player: str
    heroes: str
    holder: Holder | None

    def label(self) -> str:
        who = (
            _("taken by {who}").format(who=self.holder.describe())
            if self.holder is not None
            else _("free")
        )
        return _("seat {seat}: {player} ({heroes}) — {who}").format(
            seat=self.seat + 1, player=self.player, heroes=self.heroes, who=who
        )


def release_all(locks: list[SeatLock]) -> None:
    for lock in locks:
        with contextlib.suppress(OSError):  # closing a descriptor: nothing left to do
            lock.release()
