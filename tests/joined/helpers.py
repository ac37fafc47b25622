"""A game played from several screens, for the joined-play tests: hosted
by one session, the other seats free."""

from __future__ import annotations

from pathlib import Path

from tests.engine.games import ARENA
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.play.session import Session, new_header

SEATS = (("klaus", "blazkowicz"), ("anya",), ("max",))
NAMES = ("Ann", "Bob", "Cid")


def hosted(save_dir: Path, seats: list[int] | None = None, **options: object) -> JoinedSession:
    """A three-player game on the test arena, hosted at `seats` (default 1)."""
    loaded = load_mission(ARENA, builtin_decks())
    header = new_header(loaded, SEATS, seed=1, skip_nazi_phase=True, player_names=NAMES, **options)
    session, _ = Session.start(loaded, header, save_dir)
    return JoinedSession.host(session, seats if seats is not None else [0])
