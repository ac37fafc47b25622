"""Who sits at which seat of a game played from several screens.

A joined game has no program holding its log between decisions (see
joined.py), so "this game is being played" is said by its seats instead:
each seat has a small lock file beside the log (`.NAME.seat1`, hidden and
not a `.jsonl`, so game lists never show it), and the program playing that
seat holds an exclusive `flock` on it for as long as it sits there, with a
holder file naming it (process, host, since; gamelock.py writes it whole,
then renames it). The operating system drops the lock when the program
ends, however it ends, so a closed terminal frees its seat at once and the
player takes it again with the same `wolfenstein join` command: no
heartbeat to time out, no stale seat to clear by hand.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.play.gamelock import Holder, Lock, acquire, holder
from wolfenstein_tui.play.save_folder import SaveError, reason


def seat_file(log: Path, seat: int) -> Path:
    """The lock file of a seat (0-based `seat`; named 1-based, as players say it)."""
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


def take_seat(log: Path, seat: int) -> Lock:
    """Sit at a seat: its lock, held until released (or the program ends).
    Raises SeatTaken when another program sits there, SaveError when the
    lock file cannot be made (a read-only folder)."""
    path = seat_file(log, seat)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644)
        os.close(fd)
        lock = acquire(path)
    except OSError as error:
        raise SaveError(
            _("{log}: cannot take seat {seat}: {reason}").format(
                log=log, seat=seat + 1, reason=reason(error)
            )
        ) from None
    if lock is None:
        raise SeatTaken(log, seat, holder(path) or Holder(None, None, None))
    return lock


def take_seats(log: Path, seats: list[int]) -> list[Lock]:
    """Every one of these seats, or none (SeatTaken for the first one taken)."""
    locks: list[Lock] = []
    try:
        for seat in seats:
            locks.append(take_seat(log, seat))
    except BaseException:
        for lock in locks:
            lock.release()
        raise
    return locks


def seat_holders(log: Path, count: int) -> list[Holder | None]:
    """Who sits at each of the game's `count` seats (None: free)."""
    return [holder(seat_file(log, seat)) for seat in range(count)]


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


def release_all(locks: list[Lock]) -> None:
    for lock in locks:
        with contextlib.suppress(OSError):  # closing a descriptor: nothing left to do
            lock.release()
