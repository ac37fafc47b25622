"""Deleting a saved game: its log and the small files beside it, never
while it is played.

A save folder fills up: every game, fork and training run leaves a log,
and Load game lists the latest 30. A player clears out the ones they no
longer want from Load game itself. The log is deleted only while this
program holds the game's lock (gamelock.py) and no seat of it is taken
(seats.py): a game played here, in another terminal or from joined
screens is refused, with who plays it. Forks copy what they play on from
(forks/branching.py), so a fork still replays once its parent is gone;
a campaign whose game in progress is deleted counts that game as
abandoned and starts its mission afresh (campaign.py: `campaign_of_log`
finds it, for the player to be told before they confirm)."""

from __future__ import annotations

import contextlib
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.play.gamelock import Holder, acquire, holder
from wolfenstein_tui.play.invitations import guard_file, invitations_file
from wolfenstein_tui.play.save_folder import SaveError, reason
from wolfenstein_tui.play.seats import seat_file, seat_holders

MOST_SEATS = 4
"""The seats a game may have (one a player)."""


def delete_saved_game(path: Path) -> None:
    """Delete the game log at `path` and the files beside it that belong to
    it (its holder, invitations and seats' files). SaveError, saying why in
    one sentence, when someone plays it or it cannot be deleted; nothing is
    deleted then."""
    try:
        lock = acquire(path)
    except OSError as error:
        raise _cannot(path, error) from None
    if lock is None:
        raise _played(path, holder(path))
    with lock:
        seated = [who for who in seat_holders(path, MOST_SEATS) if who is not None]
        if seated:
            raise _played(path, seated[0])
        try:
            path.unlink()
        except OSError as error:
            raise _cannot(path, error) from None
        seats = (seat_file(path, seat) for seat in range(MOST_SEATS))
        for beside in (invitations_file(path), guard_file(path), *seats):
            # Left behind (no permission, a folder planted in its place), each
            # is harmless: a seat's file is believed only while its lock is
            # held, and the invitations name a log that is gone.
            with contextlib.suppress(OSError):
                beside.unlink(missing_ok=True)


def _cannot(path: Path, error: OSError) -> SaveError:
    return SaveError(
        _("{file} cannot be deleted: {reason}").format(file=path.name, reason=reason(error))
    )


def _played(path: Path, who: Holder | None) -> SaveError:
    return SaveError(
        _("{file} is being played by {who}: a game is deleted only when nobody plays it").format(
            file=path.name, who=who.describe() if who else _("another program")
        )
    )
