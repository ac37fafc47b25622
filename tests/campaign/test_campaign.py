"""The campaign (R-GAME-3): missions in order, the same four heroes, nothing
carried over, a lost mission played again; its file written atomically and
read back with plain, located messages."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.campaign.helpers import SEATS, STEPS, make_play, win
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.engine.state.state import Weapon
from wolfenstein_tui.play.campaign import (
    CAMPAIGN_VERSION,
    CampaignError,
    CampaignPlay,
    campaign_of_log,
    describe,
    list_campaigns,
    new_campaign,
    read_campaign,
    write_campaign,
)
from wolfenstein_tui.play.saves import read_log
from wolfenstein_tui.play.session import Session


def lose(session: Session) -> None:
    """Every hero arrives and ends at once, round after round, until the
    round limit passes."""
    while session.state.outcome is None:
        for hero in [h for seat in session.state.seats for h in seat]:
            if session.state.outcome is None and hero not in session.state.activated:
                session.play(StartActivation(hero))
                session.play(EndActivation(hero))
    assert session.state.outcome.value == "lost_rounds"


# --- R-GAME-3: what carries over ---------------------------------------------------


def test_r_game_3_killed_heroes_return_and_nothing_carries_over(tmp_path: Path) -> None:
    """R-GAME-3: a hero killed in mission 1 plays mission 2 at full strength;
    no hero keeps equipment, weapons, ammo or glory; the same four heroes
    play, in the same seats."""
    play = make_play(tmp_path)
    first = play.start_mission()
    state = first.record.state
    klaus, anya = state.heroes["klaus"], state.heroes["anya"]
    anya.dead, anya.hp, anya.square = True, 0, None  # killed in mission 1
    klaus.glory = 7
    klaus.ammo = {kind: count + 5 for kind, count in klaus.ammo.items()}
    klaus.weapons.append(Weapon("laser-rifle"))
    klaus.carried.append("flak-vest")
    state.heroes["max"].equipped.append("silencer")
    win(first)
    assert play.record(first)

    second = play.start_mission()
    assert second.rules.mission.id == "c02-step-2"
    after = second.state
    assert after.seats == SEATS
    assert set(after.heroes) == {"klaus", "blazkowicz", "anya", "max"}
    for hero in after.heroes.values():
        card = second.rules.hero_card(hero.id)
        assert not hero.dead and hero.hp == card.hp == hero.max_hp
        assert hero.glory == 0
        assert [w.card for w in hero.weapons] == card.starting_weapons
    assert "laser-rifle" not in [w.card for w in after.heroes["klaus"].weapons]
    # Exactly what a brand-new game of mission 2 deals, with the same setup:
    header, _ = read_log(second.path)
    fresh, _ = Rules(second.rules.loaded, builtin_decks()).new_game(header.setup())
    assert after.heroes == fresh.heroes
    assert after.heroes["klaus"].ammo == fresh.heroes["klaus"].ammo


def test_r_game_3_missions_are_played_in_order_and_the_last_win_finishes(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    played = []
    while not play.campaign.finished:
        session = play.start_mission()
        played.append(session.rules.mission.id)
        win(session)
        play.record(session)
    assert played == ["c01-step-1", "c02-step-2"]
    assert play.campaign.wins == 2 and play.campaign.attempts == 2
    with pytest.raises(CampaignError, match="finished"):
        play.start_mission()
    assert "finished: 2/2 missions won" in describe(play)


def test_r_game_3_a_lost_mission_is_played_again(tmp_path: Path) -> None:
    """[D] A lost mission is retried, not skipped: the campaign stays on it."""
    play = make_play(tmp_path)
    session = play.start_mission()
    lose(session)
    play.record(session)
    assert play.campaign.current == 0
    assert play.campaign.history[0].outcome == "lost_rounds"
    again = play.start_mission()
    assert again.rules.mission.id == "c01-step-1" and again.path != session.path
    assert again.state.heroes["klaus"].glory == 0
    win(again)
    play.record(again)
    assert play.campaign.current == 1
    assert (play.campaign.wins, play.campaign.attempts) == (1, 2)


def test_each_game_of_a_seeded_campaign_has_its_own_seed(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    seeds = []
    for _ in range(2):
        session = play.start_mission()
        seeds.append(read_log(session.path)[0].seed)
        lose(session)
        play.record(session)
    assert seeds == [7, 8]


def test_recording_twice_or_a_game_in_progress_changes_nothing(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    assert not play.record(session)  # not over
    win(session)
    assert play.record(session)
    assert not play.record(session)  # already written down
    assert play.campaign.current == 1 and len(play.campaign.history) == 1


# --- continuing ---------------------------------------------------------------------


def test_continue_resumes_the_game_in_progress_from_its_log(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    session.play(StartActivation("anya"))
    session.close()  # the app ends: the game's lock is free
    again = CampaignPlay.open("Test", tmp_path).continue_play()
    assert again.path == session.path
    assert again.state.active_hero == "anya"


def test_continue_after_a_win_left_unrecorded_starts_the_next_mission(tmp_path: Path) -> None:
    """The app closed on the game-over screen: the win is written down on continuing."""
    play = make_play(tmp_path)
    session = play.start_mission()
    win(session)
    session.close()
    reopened = CampaignPlay.open("Test", tmp_path)
    following = reopened.continue_play()
    assert following.rules.mission.id == "c02-step-2"
    assert [a.outcome for a in reopened.campaign.history] == ["won", None]
    assert read_campaign(reopened.path).current == 1


def test_a_game_log_gone_missing_counts_as_abandoned(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    session.path.unlink()
    reopened = CampaignPlay.open("Test", tmp_path)
    following = reopened.continue_play()
    assert following.rules.mission.id == "c01-step-1"
    assert [a.outcome for a in reopened.campaign.history] == ["abandoned", None]
    assert reopened.campaign.attempts == 0


def test_the_campaign_of_a_log_is_found_while_it_is_being_played(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    found = campaign_of_log(session.path, tmp_path)
    assert found is not None and found.campaign.name == "Test"
    win(session)
    play.record(session)
    assert campaign_of_log(session.path, tmp_path) is None


# --- making one ---------------------------------------------------------------------


def test_a_campaign_needs_four_different_known_heroes_and_a_good_name(tmp_path: Path) -> None:
    with pytest.raises(CampaignError, match="four different heroes"):
        new_campaign("A", [["klaus", "klaus", "anya", "max"]], STEPS)
    with pytest.raises(CampaignError, match="unknown: hans"):
        new_campaign("A", [["klaus", "hans", "anya", "max"]], STEPS)
    with pytest.raises(CampaignError, match="cannot name a campaign"):
        new_campaign("../etc", SEATS, STEPS)
    make_play(tmp_path, "Same")
    with pytest.raises(CampaignError, match="already exists"):
        make_play(tmp_path, "Same")


def test_a_campaign_with_a_broken_mission_says_which(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: broken\n", encoding="utf-8")
    with pytest.raises(CampaignError, match=r"mission 1 \(.*broken.yaml\) has problems"):
        make_play(tmp_path, missions=[str(broken)])


# --- the file -----------------------------------------------------------------------


def test_the_campaign_file_round_trips(tmp_path: Path) -> None:
    play = make_play(tmp_path)
    session = play.start_mission()
    win(session)
    play.record(session)
    assert read_campaign(play.path) == play.campaign
    assert play.path == tmp_path / "campaigns" / "Test.json"


def test_the_campaign_file_is_replaced_atomically(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Written to a temporary file, synced, then renamed over the old one:
    a failure before the rename leaves the old file whole and no debris."""
    play = make_play(tmp_path)
    before = play.path.read_text(encoding="utf-8")
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real_fsync(fd))

    def broken_replace(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    play.campaign.current = 1
    with pytest.raises(OSError):
        write_campaign(play.campaign, play.path)
    assert synced, "the data is synced before the rename"
    assert play.path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in play.path.parent.iterdir()) == ["Test.json"]
    monkeypatch.undo()
    write_campaign(play.campaign, play.path)
    assert read_campaign(play.path).current == 1
    assert sorted(p.name for p in play.path.parent.iterdir()) == ["Test.json"]


def broken_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "campaigns" / "Bad.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def valid_data(tmp_path: Path) -> dict:
    return json.loads(make_play(tmp_path, "Good").path.read_text(encoding="utf-8"))


def test_a_corrupted_campaign_file_is_located(tmp_path: Path) -> None:
    path = broken_file(tmp_path, '{"format": "wolfenstein-campaign",\n  "version": 1,,}')
    with pytest.raises(CampaignError) as caught:
        read_campaign(path)
    assert str(caught.value).startswith(f"{path}:2:16: not valid JSON")


def test_a_bad_value_in_a_campaign_file_names_the_field(tmp_path: Path) -> None:
    data = valid_data(tmp_path)
    data["current"] = "two"
    path = broken_file(tmp_path, json.dumps(data))
    with pytest.raises(
        CampaignError, match=r"Bad.json:1:\d+: 'current' should be a whole number, not 'two'"
    ):
        read_campaign(path)
    data["current"] = 5
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CampaignError, match="current: 5 is past the last of the 2 missions"):
        read_campaign(path)
    data["current"] = 1
    data["seats"] = [["klaus", "anya", "max"]]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CampaignError, match="seats: choose four different heroes"):
        read_campaign(path)
    data["seats"] = [["klaus", "anya"], ["max", "set"]]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CampaignError, match="players: 1 names for 2 seats"):
        read_campaign(path)


def test_a_campaign_file_from_a_newer_version_is_refused_plainly(tmp_path: Path) -> None:
    data = valid_data(tmp_path)
    data["version"] = CAMPAIGN_VERSION + 1
    data["something_new"] = True
    path = broken_file(tmp_path, json.dumps(data))
    with pytest.raises(CampaignError, match="saved by a newer version of wolfenstein"):
        read_campaign(path)


def test_a_file_that_is_not_a_campaign_is_refused_plainly(tmp_path: Path) -> None:
    path = broken_file(tmp_path, "[1, 2, 3]")
    with pytest.raises(CampaignError, match="this is not a campaign file"):
        read_campaign(path)


def test_the_list_shows_broken_files_with_their_reason(tmp_path: Path) -> None:
    make_play(tmp_path, "Good")
    broken_file(tmp_path, "{")
    found = dict((p.stem, c) for p, c in list_campaigns(tmp_path))
    assert isinstance(found["Bad"], CampaignError)
    assert found["Good"].name == "Good"
