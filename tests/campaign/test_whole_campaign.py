"""The built-in campaign played from mission 1 to the Hitler mission by the
smart hero player at the easiest level (R-GAME-3): every mission in order,
a loss played again, fresh heroes each time, the campaign finished when
Hitler dies."""

from __future__ import annotations

from pathlib import Path

from wolfenstein_tui.engine.players.simulate import make_player
from wolfenstein_tui.engine.state.state import Difficulty, Outcome
from wolfenstein_tui.play.campaign import CampaignPlay, builtin_campaign, new_campaign

SEATS = (("klaus", "blazkowicz", "anya", "max"),)
MAX_GAMES = 30


def test_r_game_3_the_builtin_campaign_plays_from_mission_1_to_hitler(tmp_path: Path) -> None:
    missions = builtin_campaign()
    assert len(missions) == 10
    campaign = new_campaign(
        "Whole Way", SEATS, missions, difficulty=Difficulty.CAN_I_PLAY_DADDY, seed=0
    )
    play = CampaignPlay.create(campaign, tmp_path)
    played: list[tuple[str, str]] = []
    for _ in range(MAX_GAMES):
        session = play.continue_play()
        if session is None:
            break
        state = session.state
        assert all(h.glory == 0 and not h.dead for h in state.heroes.values())
        player = make_player("smart", session.rules, 0)
        while session.state.outcome is None:
            options = session.rules.legal_actions(session.state)
            session.play(player.choose(session.state, options))
        assert play.record(session)
        played.append((session.rules.mission.id, session.state.outcome.value))
    assert play.campaign.finished, played
    won = [mission for mission, outcome in played if outcome == Outcome.WON.value]
    assert won == [Path(m).stem for m in missions]
    last = play.mission(len(missions) - 1).mission
    assert {"hitler-1"} <= {f for o in last.objectives for f in getattr(o, "figures", [])}
