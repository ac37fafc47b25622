"""A game played from several screens, for the joined-play tests: hosted
by one session, the other seats free."""

from __future__ import annotations

from pathlib import Path

from tests.engine.games import ARENA
from wolfenstein_tui.content.library import builtin_decks
from wolfenstein_tui.content.validation import load_mission
from wolfenstein_tui.joined import JoinedSession
from wolfenstein_tui.session import Session, new_header

SEATS = (("klaus", "blazkowicz"), ("anya",), ("max",))
NAMES = ("Ann", "Bob", "Cid")


def hosted(
    save_dir: Path, seats: list[int] | None = None, invite: bool = False, **options: object
) -> JoinedSession:
    """A three-player game on the test arena, hosted at `seats` (default 1);
    by invitation with `invite`, else open to whoever opens its log (as a
    game hosted before invitations existed)."""
    loaded = load_mission(ARENA, builtin_decks())
    header = new_header(loaded, SEATS, seed=1, skip_nazi_phase=True, player_names=NAMES, **options)
    session, _ = Session.start(loaded, header, save_dir)
    return JoinedSession.host(session, seats if seats is not None else [0], invite=invite)
