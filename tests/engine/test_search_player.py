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
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.search import Budget, SearchPlayer
from wolfenstein_tui.engine.players.search.budget import SIMULATIONS
from wolfenstein_tui.engine.players.search.determinise import determinise
from wolfenstein_tui.engine.players.simulate import play_fast
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Command
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


def _write() -> None:
    figures = {}
    for path, difficulty, seed in _games():
        figures[_key(path, difficulty, seed)] = _game(_rules(path), difficulty, seed)
    FIGURES.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    _write()
