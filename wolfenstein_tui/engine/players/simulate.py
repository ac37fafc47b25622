"""Whole games played by a hero player against the nazis' program, and what
they add up to.

Two players: the random one picks uniformly among `legal_actions()` (it
finds rule holes: an exception, a stuck game); the smart one
(`engine/players/smart/`) plays the heroes' side with care, so its win rates
measure a mission's balance. Both are deterministic given the game's seed,
so every simulated game can be played again.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from wolfenstein_tui.engine.log.gamelog import GameRecord
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players import BOTS as BOTS  # re-exported
from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.state import GameState, Outcome

if TYPE_CHECKING:
    from wolfenstein_tui.engine.players.search import Budget
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.engine.state.commands import Command

MAX_DECISIONS = 20_000


class StuckGame(Exception):
    """The rules offered no legal command in a game that is not over."""


class Player(Protocol):
    def choose(self, state: GameState, options: list[Command]) -> Command: ...


@runtime_checkable
class Reader(Player, Protocol):
    """A player that reads only some of the legal commands (its choice among
    them being its choice among all): `play_fast` asks it for them."""

    def options(self, state: GameState) -> list[Command]: ...


class RandomPlayer:
    """Every decision uniformly among the legal commands."""

    def __init__(self, seed: int) -> None:
        self.rng = rng.seed_state(seed ^ 0x5DEECE66D)

    def choose(self, state: GameState, options: list[Command]) -> Command:
        index, self.rng = rng.below(self.rng, len(options))
        return options[index]


def make_player(bot: str, rules: Rules, seed: int, budget: Budget | None = None) -> Player:
    """The hero player named `bot`; `budget` is the search player's (its
    default when None; the other players ignore it)."""
    if bot == "search":
        from wolfenstein_tui.engine.players.search import SearchPlayer

        return SearchPlayer(rules, seed, budget)
    if bot == "smart":
        # Imported here: a simulation with the random player needs nothing
        # of the smart player.
        from wolfenstein_tui.engine.players.smart import SmartPlayer

        return SmartPlayer(rules)
    if bot == "random":
        return RandomPlayer(seed)
    raise ValueError(f"unknown hero player {bot!r}; known: {', '.join(BOTS)}")


def play_game(rules: Rules, header: Header, player: Player) -> GameRecord:
    """Play one game to its end, keeping the log (for saving or replaying)."""
    record, _ = GameRecord.start(rules, header)
    for _ in range(MAX_DECISIONS):
        if record.state.outcome is not None:
            return record
        options = _options(rules, record.state)
        record.play(player.choose(record.state, options))
    raise StuckGame(f"the game did not end within {MAX_DECISIONS} decisions")


def play_fast(rules: Rules, header: Header, player: Player) -> tuple[GameState, int]:
    """Play one game to its end without a log (no digests: faster); returns
    the final state and the number of decisions. Same game as `play_game`."""
    state, _ = rules.new_game(header.setup())
    reads = player.options if isinstance(player, Reader) else None
    for decisions in range(MAX_DECISIONS):
        if state.outcome is not None:
            return state, decisions
        options = _options(rules, state, reads)
        state, _ = rules.apply(state, player.choose(state, options))
    raise StuckGame(f"the game did not end within {MAX_DECISIONS} decisions")


def _options(
    rules: Rules, state: GameState, reads: Callable[[GameState], list[Command]] | None = None
) -> list[Command]:
    options = rules.legal_actions(state) if reads is None else reads(state)
    if not options:
        raise StuckGame(f"no legal command in round {state.round}, phase {state.phase.value}")
    return options


def play_random_game(rules: Rules, header: Header, chooser_seed: int) -> GameRecord:
    """Play one game to its end with uniformly random legal decisions."""
    return play_game(rules, header, RandomPlayer(chooser_seed))


# --- what games add up to -------------------------------------------------------------


@dataclass(frozen=True)
class GameSummary:
    outcome: str
    rounds: int
    decisions: int
    deaths: int = 0
    """Heroes dead at the end of the game."""
    alarms: int = 0
    """How many times the alarm went off."""


def summarise_state(state: GameState, decisions: int) -> GameSummary:
    assert state.outcome is not None
    return GameSummary(
        outcome=state.outcome.value,
        rounds=state.round,
        decisions=decisions,
        deaths=sum(1 for hero in state.heroes.values() if hero.dead),
        alarms=state.alarms,
    )


def summarise(record: GameRecord) -> GameSummary:
    return summarise_state(record.state, sum(1 for line in record.lines if "do" in line))


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% with the default z):
    unlike the normal approximation it stays inside [0, 1] and behaves at 0
    or n successes, which small runs and lopsided missions produce."""
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials")
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


@dataclass
class Tally:
    """Games of one kind (mission, difficulty, player) added up."""

    games: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)
    rounds: int = 0
    deaths: int = 0
    alarm_games: int = 0
    decisions: int = 0

    def add(self, summary: GameSummary) -> None:
        self.games += 1
        self.outcomes[summary.outcome] = self.outcomes.get(summary.outcome, 0) + 1
        self.rounds += summary.rounds
        self.deaths += summary.deaths
        self.alarm_games += 1 if summary.alarms else 0
        self.decisions += summary.decisions

    @property
    def wins(self) -> int:
        return self.outcomes.get(Outcome.WON.value, 0)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def mean(self, total: int) -> float:
        return total / self.games if self.games else 0.0
