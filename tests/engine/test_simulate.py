"""Simulated games add up: the Wilson interval, the tally, reproducible
games (the same seed plays the same game, with or without a log, in any
process)."""

from __future__ import annotations

import pytest

from tests.engine.games import STARTER, rules_for
from wolfenstein_tui.engine.players.simulate import (
    GameSummary,
    Tally,
    make_player,
    play_fast,
    play_game,
    summarise,
    summarise_state,
    wilson_interval,
)
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.play.balance import GameSpec, Row, header_for, play_many, table, target_check


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (5, 10, 0.2366, 0.7634),
        (81, 263, 0.2553, 0.3662),
        (1, 1, 0.2065, 1.0),
    ],
)
def test_wilson_interval_known_values(wins: int, games: int, low: float, high: float) -> None:
    found = wilson_interval(wins, games)
    assert found == pytest.approx((low, high), abs=5e-4)


def test_wilson_interval_is_symmetric_and_inside_zero_one() -> None:
    for games in (1, 2, 7, 50, 500):
        for wins in range(games + 1):
            low, high = wilson_interval(wins, games)
            assert 0.0 <= low <= wins / games <= high <= 1.0
            mirror = wilson_interval(games - wins, games)
            assert mirror == pytest.approx((1 - high, 1 - low))


def test_wilson_interval_narrows_with_more_games() -> None:
    widths = [
        wilson_interval(n // 2, n)[1] - wilson_interval(n // 2, n)[0] for n in (10, 100, 1000)
    ]
    assert widths[0] > widths[1] > widths[2]


def test_wilson_interval_refuses_impossible_counts() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


def test_tally_adds_up_outcomes_rounds_deaths_and_alarms() -> None:
    tally = Tally()
    tally.add(GameSummary("won", 5, 60, deaths=0, alarms=1))
    tally.add(GameSummary("lost_deaths", 7, 80, deaths=4, alarms=0))
    tally.add(GameSummary("won", 6, 70, deaths=1, alarms=2))
    assert (tally.games, tally.wins) == (3, 2)
    assert tally.win_rate == pytest.approx(2 / 3)
    assert tally.mean(tally.rounds) == 6.0
    assert tally.mean(tally.deaths) == pytest.approx(5 / 3)
    assert tally.alarm_games == 2
    assert tally.outcomes == {"won": 2, "lost_deaths": 1}


@pytest.mark.parametrize("bot", ["smart", "random"])
def test_a_seed_plays_the_same_game_with_or_without_its_log(bot: str) -> None:
    rules = rules_for(STARTER)
    spec = GameSpec(str(STARTER), Difficulty.I_AM_DEATH_INCARNATE, 2, bot=bot)
    header = header_for(rules.loaded, rules.decks, spec)
    fast, decisions = play_fast(rules, header, make_player(bot, rules, 2))
    record = play_game(rules, header, make_player(bot, rules, 2))
    assert record.state == fast
    assert summarise(record) == summarise_state(fast, decisions)


def test_games_in_worker_processes_match_games_played_here() -> None:
    specs = [GameSpec(str(STARTER), Difficulty.BRING_EM_ON, seed) for seed in range(3)]
    here = [played.summary for played in play_many(specs, jobs=1)]
    assert [played.summary for played in play_many(specs, jobs=2)] == here
    assert all(played.cpu_seconds > 0 for played in play_many(specs[:1]))


def test_r_diff_the_hardest_level_gives_its_one_shared_life_token_to_the_first_hero() -> None:
    """R-DIFF [D]: a simulated game at "I am Death incarnate" names the hero
    who starts with the single shared-life token."""
    rules = rules_for(STARTER)
    header = header_for(
        rules.loaded, rules.decks, GameSpec(str(STARTER), Difficulty.I_AM_DEATH_INCARNATE, 0)
    )
    state, _ = rules.new_game(header.setup())
    tokens = {hero.id: hero.shared_life for hero in state.heroes.values()}
    assert tokens == {"klaus": 1, "blazkowicz": 0, "anya": 0, "max": 0}


def rows(rates: list[float]) -> list[Row]:
    found = []
    for level, rate in zip(Difficulty, rates, strict=True):
        tally = Tally()
        for game in range(100):
            tally.add(GameSummary("won" if game < rate * 100 else "lost_rounds", 5, 50))
        found.append(Row("m", "M", level, tally))
    return found


def test_targets_met() -> None:
    lines = target_check(rows([0.9, 0.7, 0.5, 0.3]))
    assert len(lines) == 4 and all(": met (" in line for line in lines)


def test_targets_missed_are_named_with_their_figures() -> None:
    lines = target_check(rows([1.0, 1.0, 0.8, 0.5]))
    missed = [line for line in lines if "MISSED" in line]
    assert len(missed) == 3
    assert any("falls strictly" in line and "100.0% > 100.0%" in line for line in missed)
    assert any("normal" in line and "80.0%" in line for line in missed)
    assert any("hardest" in line and "50.0%" in line for line in missed)


def test_the_table_has_one_row_per_mission_and_level() -> None:
    text = table(rows([0.9, 0.7, 0.5, 0.3]))
    assert text.count("\n| m |") == 4
    assert "Bring 'em on!" in text and "50.0%" in text and "40.4% – 59.6%" in text
