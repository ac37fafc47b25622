"""Campaign mode in the app, driven by key presses (R-GAME-3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from tests.campaign.helpers import STEPS, make_play, win
from wolfenstein_tui.engine.state.commands import Search
from wolfenstein_tui.play.campaign import read_campaign
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.campaign import CampaignGameScreen, NameDialog
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog

CAMPAIGN_ENTRY = ["down"] * 6  # New game, Continue, Load, Join, Replay, Missions, Campaign


def status(app) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def press(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


@pytest.mark.asyncio
async def test_r_game_3_a_campaign_goes_from_mission_1_to_mission_2(tmp_path: Path) -> None:
    app = make_app(save_dir=tmp_path, campaign_missions=STEPS)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, *CAMPAIGN_ENTRY, "enter")
        assert isinstance(app.screen, ChoiceDialog) and app.screen.options[0] == "New campaign"
        await press(pilot, "enter")
        assert isinstance(app.screen, NameDialog)
        await press(pilot, "enter")  # the suggested name, Operation 1
        assert isinstance(app.screen, ChoiceDialog) and app.screen.prompt.startswith("Difficulty")
        await press(pilot, "down", "down", "enter")  # Bring 'em on!
        for _ in range(6):  # no house rule, solo, suggested heroes, computer dice, auto ties, start
            await press(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, CampaignGameScreen)
        assert "Campaign Operation 1 — mission 1/2" in status(app)
        assert screen.session.rules.mission.id == "c01-step-1"
        await press(pilot, "enter")  # the first hero arrives on A1
        search = next(i for i, c in enumerate(screen.commands) if isinstance(c, Search))
        await press(pilot, *["down"] * search, "enter")  # takes the token: won
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "VICTORY" in app.screen.prompt
        assert app.screen.options[0] == "Next mission: Step 2 (mission 2/2)"
        campaign = read_campaign(tmp_path / "campaigns" / "Operation 1.json")
        assert campaign.current == 1 and campaign.history[0].outcome == "won"
        await press(pilot, "enter")  # Next mission
        await pilot.pause()
        second = app.screen
        assert isinstance(second, CampaignGameScreen) and second is not screen
        assert second.session.rules.mission.id == "c02-step-2"
        assert "Campaign Operation 1 — mission 2/2" in status(app)
        hero = second.session.state.heroes[second.session.state.seats[0][0]]
        assert hero.glory == 0 and hero.square is None  # fresh from the card
    campaign = read_campaign(tmp_path / "campaigns" / "Operation 1.json")
    assert [a.mission for a in campaign.history] == ["c01-step-1", "c02-step-2"]
    assert campaign.history[1].outcome is None


@pytest.mark.asyncio
async def test_a_lost_mission_offers_to_try_again(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    app = make_app(session=session, save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, CampaignGameScreen)  # found from the log
        from tests.campaign.test_campaign import lose

        lose(session)
        screen.refresh_view()
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "DEFEAT" in app.screen.prompt
        assert app.screen.options[0].startswith("Try again: Step 1 (mission 1/2)")
        await press(pilot, "down", "down", "enter")  # look at the map
        assert app.screen is screen
        await press(pilot, "n")  # the offer again
        assert isinstance(app.screen, ChoiceDialog)
        await press(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, CampaignGameScreen)
        assert app.screen.session.rules.mission.id == "c01-step-1"
        assert app.screen.session.path != session.path
    assert [a.outcome for a in read_campaign(play.path).history] == ["lost_rounds", None]


@pytest.mark.asyncio
async def test_the_title_screen_continues_a_saved_campaign(tmp_path: Path) -> None:
    play = make_play(tmp_path, "Saved")
    first = play.start_mission()
    win(first)
    play.record(first)
    play.start_mission().close()  # the first program ends: the game's lock is free
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, *CAMPAIGN_ENTRY, "enter")
        assert "Saved — Bring 'em on!" in app.screen.options[1]
        assert "mission 2/2 Step 2 (in progress) — 1 won of 1 game" in app.screen.options[1]
        await press(pilot, "down", "enter")
        assert isinstance(app.screen, CampaignGameScreen)
        assert "Campaign Saved — mission 2/2" in status(app)


@pytest.mark.asyncio
async def test_title_screen_continue_carries_on_in_campaign_mode(tmp_path: Path) -> None:
    play = make_play(tmp_path, "Latest")
    play.start_mission().close()  # the first program ends: the game's lock is free
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "down", "enter")  # Continue
        assert isinstance(app.screen, CampaignGameScreen)


@pytest.mark.asyncio
async def test_the_last_win_completes_the_campaign(tmp_path: Path) -> None:
    play = make_play(tmp_path, "Done", missions=STEPS[:1])
    session = play.start_mission()
    app = make_app(session=session, save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        win(session)
        app.screen.refresh_view()
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert "CAMPAIGN Done COMPLETE: 1 mission won in 1 game." in app.screen.prompt
        await press(pilot, "enter")  # back to the title screen
        await press(pilot, *CAMPAIGN_ENTRY, "enter", "down", "enter")
        assert isinstance(app.screen, MessageDialog)
        assert "finished: 1/1 missions won" in app.screen.text


@pytest.mark.asyncio
async def test_escape_leaves_the_campaign_menu_as_back_does(tmp_path: Path) -> None:
    """A title-screen menu, not a rule's question: its hint names Escape."""
    from wolfenstein_tui.tui.screens.title import TitleScreen

    app = make_app(save_dir=tmp_path, campaign_missions=STEPS)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, *CAMPAIGN_ENTRY, "enter")
        assert isinstance(app.screen, ChoiceDialog) and app.screen.prompt == "Campaign"
        assert "Escape: back" in str(app.screen.query_one(".hint", Static).render())
        await press(pilot, "escape")
        assert isinstance(app.screen, TitleScreen)
