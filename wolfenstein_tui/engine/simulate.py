"""A random legal player: every decision picked uniformly among
`legal_actions()`. It finds rule holes (an exception, a stuck game) and
gives a first measure of a mission's balance."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wolfenstein_tui.engine import rng
from wolfenstein_tui.engine.gamelog import GameRecord, Header

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules import Rules

MAX_DECISIONS = 20_000


class StuckGame(Exception):
    """The rules offered no legal command in a game that is not over."""


@dataclass(frozen=True)
class GameSummary:
    outcome: str
    rounds: int
    decisions: int


def play_random_game(rules: Rules, header: Header, chooser_seed: int) -> GameRecord:
    """Play one game to its end with uniformly random legal decisions."""
    record, _ = GameRecord.start(rules, header)
    state_rng = rng.seed_state(chooser_seed ^ 0x5DEECE66D)
    for _ in range(MAX_DECISIONS):
        if record.state.outcome is not None:
            return record
        options = rules.legal_actions(record.state)
        if not options:
            raise StuckGame(
                f"no legal command in round {record.state.round}, phase {record.state.phase.value}"
            )
        index, state_rng = rng.below(state_rng, len(options))
        record.play(options[index])
    raise StuckGame(f"the game did not end within {MAX_DECISIONS} decisions")


def summarise(record: GameRecord) -> GameSummary:
    state = record.state
    assert state.outcome is not None
    return GameSummary(
        state.outcome.value, state.round, sum(1 for line in record.lines if "do" in line)
    )
