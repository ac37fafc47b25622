"""A game played from several screens, for the joined-play tests: hosted
by one session, the other seats free."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from tests.engine.games import ARENA
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.play.session import Session, new_header

if TYPE_CHECKING:
    from tests.joined.cdp import Page

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


@contextlib.contextmanager
def ann_and_bob(save_dir: Path) -> Iterator[tuple[JoinedSession, JoinedSession]]:
    """Ann hosts by invitation at seat 1; Bob sits at seat 2 with his code;
    both leave at the end."""
    ann = hosted(save_dir, invite=True)
    try:
        assert ann.invitations is not None
        bob = JoinedSession.join(ann.path, [1], code=ann.invitations.seats[1])
        try:
            yield ann, bob
        finally:
            bob.close()
    finally:
        ann.close()


async def bob_plays_after_ann(page: Page, ann: JoinedSession, seen: int) -> None:
    """Ann's heroes act (from her own program), then Bob's browser tab,
    sitting at seat 2, activates Anya (R-ROUND-2: his seat's turn), which
    reaches Ann's game."""
    ann.play(StartActivation("klaus"))
    seen = await page.wait_for(b"Klaus Kreutz activates", seen)
    for command in (
        EndActivation("klaus"),
        StartActivation("blazkowicz"),
        EndActivation("blazkowicz"),
    ):
        ann.play(command)
    seen = await page.wait_for(b"Your turn.", seen)
    await page.type_key("3")  # Activate Anya Oliwa (her action keeps its number, 3)
    for _ in range(100):
        if ann.catch_up() or ann.state.active_hero == "anya":
            break
        await asyncio.sleep(0.1)
    assert ann.state.active_hero == "anya"
