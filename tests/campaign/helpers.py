"""Campaign test helpers: two one-room missions won with the first action."""

from __future__ import annotations

from pathlib import Path

from wolfenstein_tui.engine.state.commands import Search, StartActivation
from wolfenstein_tui.play.campaign import CampaignPlay, new_campaign
from wolfenstein_tui.play.session import Session

HERE = Path(__file__).resolve().parent
STEPS = [str(path) for path in sorted((HERE / "missions").glob("*.yaml"))]
SEATS = [["klaus", "blazkowicz", "anya", "max"]]


def make_play(
    tmp_path: Path, name: str = "Test", missions: list[str] | None = None
) -> CampaignPlay:
    campaign = new_campaign(name, SEATS, missions or STEPS, seed=7)
    return CampaignPlay.create(campaign, tmp_path)


def win(session: Session) -> None:
    """The first hero arrives on A1 and takes the objective token on B1."""
    hero = session.state.seats[0][0]
    session.play(StartActivation(hero))
    session.play(Search(hero, (1, 0)))
    assert session.state.outcome is not None and session.state.outcome.value == "won"
