"""The search hero player (engine/players/search/): it plays whole games by
the rules, decides from what the heroes may know only, and decides the same
on the same seed and budget (its games on fixed seeds are recorded in
`search_decisions.json`; regenerate them, for a deliberate change of its
play said in the commit, with `python -m tests.engine.test_search_player`)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from tests.engine.fixed_seeds import key as _key
from tests.engine.fixed_seeds import rules_of as _rules
from wolfenstein_tui.content.files.places import training_mission_file
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.search import Budget, SearchPlayer
from wolfenstein_tui.engine.players.search.budget import SIMULATIONS
from wolfenstein_tui.engine.players.search.candidates import candidates
from wolfenstein_tui.engine.players.search.determinise import determinise
from wolfenstein_tui.engine.players.search.estimate import Estimate
from wolfenstein_tui.engine.players.search.player import (
    MARGIN_ROUNDS,
    PREFERRED_MARGIN,
    margin,
)
from wolfenstein_tui.engine.players.search.rollout import Played
from wolfenstein_tui.engine.players.search.value import (
    ALARM_LOSS_SHARE,
    BLEEDING_KEEPS,
    FATIGUE_COST,
    HERO_LOSS_SHARE,
    ZONE_LOSS_SHARE,
    alarm_risk,
    hero_life,
    hero_loss_risk,
    state_value,
    zone_risk,
)
from wolfenstein_tui.engine.players.simulate import play_fast
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Command, EndActivation
from wolfenstein_tui.engine.state.state import Difficulty, GameState
from wolfenstein_tui.play.balance import GameSpec, header_for, search_budget

FIGURES = Path(__file__).with_name("search_decisions.json")
SMALL = Budget(simulations=4)
"""A small budget: the suite plays the search player cheaply."""


def _games() -> list[tuple[Path, Difficulty, int]]:
    first = builtin_mission_files()[0]
    return [
        (training_mission_file(), Difficulty.BRING_EM_ON, 11),
        (first, Difficulty.BRING_EM_ON, 11),
        (first, Difficulty.I_AM_DEATH_INCARNATE, 12),
    ]


class _Recording:
    def __init__(self, player: SearchPlayer) -> None:
        self.player = player
        self.hash = hashlib.sha256()
        self.legal = True

    def options(self, state: GameState) -> list[Command]:
        return self.player.options(state)

    def choose(self, state: GameState, options: list[Command]) -> Command:
        command = self.player.choose(state, options)
        self.legal = self.legal and command in options
        self.hash.update(json.dumps(command.to_json(), sort_keys=True).encode())
        return command


def _game(rules: Rules, difficulty: Difficulty, seed: int) -> dict[str, Any]:
    spec = GameSpec(str(Path(rules.loaded.source).resolve()), difficulty, seed, bot="search")
    player = _Recording(SearchPlayer(rules, seed, SMALL))
    state, decisions = play_fast(rules, header_for(rules.loaded, rules.decks, spec), player)
    assert player.legal
    assert state.outcome is not None
    return {
        "outcome": state.outcome.value,
        "round": state.round,
        "decisions": decisions,
        "state": digest(rules, state),
        "choices": player.hash.hexdigest()[:16],
    }


@pytest.mark.parametrize("game", _games(), ids=lambda g: f"{g[0].stem}-{g[1].value}-{g[2]}")
def test_search_player_decides_as_recorded(game: tuple[Path, Difficulty, int]) -> None:
    """Same seed, same budget in look-aheads: the same decisions and games,
    run after run (and every decision one of the legal commands)."""
    path, difficulty, seed = game
    recorded = json.loads(FIGURES.read_text(encoding="utf-8"))
    assert _game(_rules(path), difficulty, seed) == recorded[_key(path, difficulty, seed)]


def test_search_player_ignores_what_the_heroes_cannot_know() -> None:
    """Two games alike in all the heroes can see, but with the draw piles in
    another order and other dice to come: the search player (same seed)
    weighs the same plans to the same figures and decides the same."""
    rules = _rules(builtin_mission_files()[0])
    spec = GameSpec(str(Path(rules.loaded.source).resolve()), Difficulty.BRING_EM_ON, 3)
    state, _ = rules.new_game(header_for(rules.loaded, rules.decks, spec).setup())
    other = determinise(state, 987654321)
    assert other.rng != state.rng
    assert any(other.decks[k].draw != state.decks[k].draw for k in state.decks)
    decisions = []
    for world in (state, other):
        player = SearchPlayer(rules, 5, SMALL)
        options = player.options(world)
        weighed = player.weigh(world, options[:3])
        decisions.append([(e.command, e.value, e.chance) for e in weighed])
    assert decisions[0] == decisions[1]


def test_a_time_limit_stops_the_thinking() -> None:
    """`think` seconds on the caller's clock end a search after its first
    round of look-aheads (here a clock that jumps a second a reading)."""
    rules = _rules(builtin_mission_files()[0])
    spec = GameSpec(str(Path(rules.loaded.source).resolve()), Difficulty.BRING_EM_ON, 3)
    state, _ = rules.new_game(header_for(rules.loaded, rules.decks, spec).setup())
    ticks = iter(range(1000))
    budget = Budget(simulations=400, think=0.5, clock=lambda: float(next(ticks)))
    player = SearchPlayer(rules, 1, budget)
    weighed = player.weigh(state, player.options(state)[:2])
    assert [len(e.looks) for e in weighed] == [1, 1]


def test_search_budget_of_the_command_line() -> None:
    assert search_budget(0, 0.0).simulations == SIMULATIONS
    assert search_budget(7, 0.0) == Budget(simulations=7)
    timed = search_budget(0, 2.0)
    assert timed.think == 2.0 and timed.clock is not None and timed.simulations == 400


def _start(stem: str, difficulty: Difficulty) -> tuple[Rules, GameState]:
    """A built-in mission's first state, as a game of seed 0 begins."""
    path = next(p for p in builtin_mission_files() if p.stem == stem)
    rules = _rules(path)
    spec = GameSpec(str(path.resolve()), difficulty, 0)
    state, _ = rules.new_game(header_for(rules.loaded, rules.decks, spec).setup())
    return rules, state


def _m08_start() -> tuple[Rules, GameState]:
    return _start("m08-bevls-laboratory", Difficulty.BRING_EM_ON)


def test_a_plan_a_little_luckier_on_one_look_ahead_is_not_played() -> None:
    """Who activates first (R-ROUND-2, R-VAR-1) in Bevl's laboratory, seed 0: one
    look-ahead a hero makes another hero's start look a little better (less
    than PREFERRED_MARGIN: a wound or two in the nazis' dice); the search
    keeps the smart player's choice, where it used to start with that other
    hero on the strength of one throw of the dice."""
    rules, state = _m08_start()
    looking = SearchPlayer(rules, 0)
    options = looking.options(state)
    preferred = looking.smart.choose(state, options)
    weighed = looking.weigh(state, candidates(options, preferred, looking.budget.most))
    kept = next(e for e in weighed if e.command == preferred)
    assert weighed[0].command != preferred
    assert 0 < weighed[0].value - kept.value < PREFERRED_MARGIN
    assert SearchPlayer(rules, 0).choose(state, options) == preferred


def _overruled(rules: Rules, state: GameState, ahead: float) -> bool:
    """Whether the search player plays another command than the smart
    player's when its look-ahead comes out `ahead` of the smart player's
    choice (the look-aheads stubbed: one each)."""
    player = SearchPlayer(rules, 0)
    options = player.options(state)
    preferred = player.smart.choose(state, options)
    other = next(c for c in options if c != preferred)

    def weigh(world: GameState, commands: list[Command], marked: bool = False) -> list[Estimate]:
        best = Estimate(other, [Played(0.5, False, False, (other,), 1)])
        kept = Estimate(preferred, [Played(0.5 - ahead, False, False, (), 1)])
        return [best, kept]

    player.weigh = weigh  # type: ignore[method-assign]
    choice = player.choose(state, options)
    assert choice in (preferred, other)
    return choice == other


def test_a_plan_clearly_better_is_played() -> None:
    """The margin keeps noise out, not plans: a command whose look-ahead
    comes out better by more than PREFERRED_MARGIN is played instead of the
    smart player's choice."""
    rules, state = _m08_start()
    assert _overruled(rules, state, 2 * PREFERRED_MARGIN)


def test_early_in_a_long_mission_a_plan_must_gain_more() -> None:
    """A look-ahead sees one round (R-ROUND-4 ends it): with more than
    MARGIN_ROUNDS rounds left of the mission's limit (R-END-1), a plan must
    come out better by that much more to overrule the smart player's way. In
    round 1 of Von Grim's citadel (16 rounds) a plan 1.5 margins better is
    not played; with 8 rounds left it is."""
    rules, state = _start("m09-von-grims-citadel", Difficulty.I_AM_DEATH_INCARNATE)
    assert rules.mission.round_limit == 2 * MARGIN_ROUNDS
    assert margin(rules, state) == pytest.approx(2 * PREFERRED_MARGIN)
    late = state.clone()
    late.round = rules.mission.round_limit - MARGIN_ROUNDS + 1
    assert margin(rules, late) == pytest.approx(PREFERRED_MARGIN)
    last = state.clone()
    last.round = rules.mission.round_limit
    assert margin(rules, last) == pytest.approx(PREFERRED_MARGIN)
    assert not _overruled(rules, state, 1.5 * PREFERRED_MARGIN)
    assert _overruled(rules, late, 1.5 * PREFERRED_MARGIN)


def test_ending_the_activation_is_weighed_only_as_the_smart_players_choice() -> None:
    """A look-ahead ends with the round and flatters stopping early (see
    candidates.KINDS): ending the activation is weighed when the smart
    player ends it itself, never as another plan."""
    rules, state = _m08_start()
    smart = SearchPlayer(rules, 0).smart
    state = rules.apply(state, smart.choose(state, smart.options(state)))[0]
    options = smart.options(state)
    ending = next(c for c in options if isinstance(c, EndActivation))
    other = next(c for c in options if not isinstance(c, EndActivation))
    assert ending not in candidates(options, other, len(options))
    assert candidates(options, ending, len(options))[0] == ending


def test_a_fatigue_token_left_costs_in_the_worth_of_a_look_ahead() -> None:
    """A look-ahead stops when the next round begins, before the fatigue
    token halves the hero's next activation (R-AP-4, R-ROUND-3): its worth
    counts that cost now, or the search takes the fatigue action (R-AP-3)
    for free. A bleeding hero (R-DEATH-2) is worth half its life."""
    rules, state = _m08_start()
    hero = next(iter(state.heroes.values()))
    fresh = state_value(Turn(rules, state))
    tired = state.clone()
    tired.heroes[hero.id].fatigue = True
    assert state_value(Turn(rules, tired)) < fresh
    assert hero_life(tired.heroes[hero.id]) == hero_life(hero) - FATIGUE_COST
    bleeding = state.clone()
    bleeding.heroes[hero.id].bleeding = True
    assert hero_life(bleeding.heroes[hero.id]) == hero_life(hero) * BLEEDING_KEEPS


def test_nazis_weakened_and_a_way_shortened_count() -> None:
    """A nazi killed since the look-ahead began, and a hero nearer an
    objective (Bevl to kill, R-END-2), make a cut-off game worth more."""
    rules, state = _m08_start()
    player = SearchPlayer(rules, 0)
    placed = rules.apply(state, player.smart.choose(state, player.options(state)))[0]
    while placed.active_hero is None or placed.heroes[placed.active_hero].square is None:
        placed = rules.apply(placed, player.smart.choose(placed, player.options(placed)))[0]
    base = state_value(Turn(rules, placed), placed, player.smart)
    fewer = placed.clone()
    victim = next(e for e in fewer.enemies if e != "bevl-1")
    del fewer.enemies[victim]
    assert state_value(Turn(rules, fewer), placed, player.smart) > base
    nearer = placed.clone()
    hero = nearer.heroes[nearer.active_hero]
    bevl = nearer.enemies["bevl-1"].square
    hero.square = next(
        s
        for s in rules.board.neighbours(bevl)
        if s not in {e.square for e in nearer.enemies.values()}
    )
    assert state_value(Turn(rules, nearer), placed, player.smart) > base


def test_a_danger_marker_near_the_alarm_that_loses_costs_in_the_worth() -> None:
    """Mission 1 is lost at its first alarm (R-DANGER-3, R-END-1): a
    cut-off game with the danger marker one step below the threshold is
    worth half as much, one with the marker at 2 of 5 a quarter less. Where
    the alarm only brings reinforcements (mission 8), the marker costs
    nothing in the worth: the look-ahead's own play weighs those."""
    first, state = _start("m01-radio-silence", Difficulty.I_AM_DEATH_INCARNATE)
    calm = state_value(Turn(first, state))
    assert alarm_risk(Turn(first, state)) == 0.0
    threshold = first.mission.alarm.threshold
    near = state.clone()
    near.danger = threshold - 1
    assert alarm_risk(Turn(first, near)) == 1.0
    assert state_value(Turn(first, near)) == pytest.approx(calm * (1 - ALARM_LOSS_SHARE))
    halfway = state.clone()
    halfway.danger = (threshold - 1) // 2
    assert alarm_risk(Turn(first, halfway)) == 0.5
    assert state_value(Turn(first, halfway)) == pytest.approx(calm * (1 - ALARM_LOSS_SHARE / 2))
    rules, m08 = _m08_start()
    tense = m08.clone()
    tense.danger = rules.mission.alarm.threshold - 1
    assert alarm_risk(Turn(rules, tense)) == 0.0
    assert state_value(Turn(rules, tense)) == state_value(Turn(rules, m08))


def test_a_nazi_on_its_way_to_the_zone_that_loses_costs_in_the_worth() -> None:
    """Mission 5 is lost when a nazi enters the relay room (R-END-1): a
    cut-off game with a nazi at its door is worth much less, the nazis where
    they begin (the nearest a long way round, by the barracks' door) a little
    less. With no nazi, or without the distance fields, nothing is counted."""
    rules, state = _start("m05-hold-the-line", Difficulty.I_AM_DEATH_INCARNATE)
    smart = SearchPlayer(rules, 0).smart
    calm = state_value(Turn(rules, state), state, smart)
    start_risk = zone_risk(Turn(rules, state), smart)
    assert 0.0 < start_risk < 0.5
    empty = state.clone()
    empty.enemies.clear()
    assert zone_risk(Turn(rules, empty), smart) == 0.0
    near = state.clone()
    soldier = near.enemies["soldier-2"]
    soldier.square = parse_square("H4")  # in the gallery, at the relay room's door
    assert rules.board.zone_of(soldier.square) == "x"
    risk = zone_risk(Turn(rules, near), smart)
    assert risk > 0.5 > start_risk
    assert state_value(Turn(rules, near), state, smart) == pytest.approx(
        calm * (1 - ZONE_LOSS_SHARE * risk) / (1 - ZONE_LOSS_SHARE * start_risk)
    )
    assert zone_risk(Turn(rules, near), None) == 0.0
    first, m01 = _start("m01-radio-silence", Difficulty.I_AM_DEATH_INCARNATE)
    assert zone_risk(Turn(first, m01), SearchPlayer(first, 0).smart) == 0.0


def test_a_wounded_hero_costs_more_where_any_death_loses() -> None:
    """Mission 5 is lost when any hero dies (R-END-1, its lose_no_hero
    objective): the weakest hero's lost life takes its share of
    HERO_LOSS_SHARE from the worth. Mission 1 is not lost that way: a wound
    costs only the life it takes."""
    rules, state = _start("m05-hold-the-line", Difficulty.I_AM_DEATH_INCARNATE)
    fresh = state_value(Turn(rules, state))
    assert hero_loss_risk(Turn(rules, state)) == 0.0
    wounded = state.clone()
    hero = next(iter(wounded.heroes.values()))
    hero.hp = max(1, hero.hp // 2)
    lost = 1 - hero_life(hero)
    assert hero_loss_risk(Turn(rules, wounded)) == pytest.approx(lost)
    assert state_value(Turn(rules, wounded)) < fresh * (1 - HERO_LOSS_SHARE * lost) + 1e-9
    first, m01 = _start("m01-radio-silence", Difficulty.I_AM_DEATH_INCARNATE)
    hurt = m01.clone()
    next(iter(hurt.heroes.values())).hp = 1
    assert hero_loss_risk(Turn(first, hurt)) == 0.0


def _write() -> None:
    figures = {}
    for path, difficulty, seed in _games():
        figures[_key(path, difficulty, seed)] = _game(_rules(path), difficulty, seed)
    FIGURES.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    _write()
