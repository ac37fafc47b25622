"""The smart hero player decides the same after any change made to speed it
up: fixed seeds on every built-in mission (the training one too) at two
difficulty levels, each game's outcome, length, final state digest and a
digest of every decision taken, against the figures recorded in
`smart_decisions.json` before the player was optimised.

Regenerate the figures (only for a deliberate change of the player's
decisions, said in the commit) with
`python -m tests.engine.test_smart_decisions`.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from tests.engine.fixed_seeds import key as _key
from tests.engine.fixed_seeds import missions as _missions
from tests.engine.fixed_seeds import rules_of as _rules
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.simulate import make_player, play_fast
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Command
from wolfenstein_tui.engine.state.state import Difficulty, GameState
from wolfenstein_tui.play.balance import GameSpec, header_for

FIGURES = Path(__file__).with_name("smart_decisions.json")
LEVELS = (Difficulty.CAN_I_PLAY_DADDY, Difficulty.I_AM_DEATH_INCARNATE)
SEEDS = (11, 12)


class _Recording:
    """The smart player, with a running digest of its decisions."""

    def __init__(self, rules: Rules, spec: GameSpec) -> None:
        self.player = make_player("smart", rules, spec.seed)
        self.hash = hashlib.sha256()

    def choose(self, state: GameState, options: list[Command]) -> Command:
        command = self.player.choose(state, options)
        self.hash.update(json.dumps(command.to_json(), sort_keys=True).encode())
        return command


def _game(rules: Rules, difficulty: Difficulty, seed: int) -> dict[str, Any]:
    spec = GameSpec(str(Path(rules.loaded.source).resolve()), difficulty, seed)
    player = _Recording(rules, spec)
    state, decisions = play_fast(rules, header_for(rules.loaded, rules.decks, spec), player)
    assert state.outcome is not None
    return {
        "outcome": state.outcome.value,
        "round": state.round,
        "decisions": decisions,
        "state": digest(rules, state),
        "choices": player.hash.hexdigest()[:16],
    }


@pytest.mark.parametrize("path", _missions(), ids=lambda p: p.stem)
def test_smart_player_decides_as_recorded(path: Path) -> None:
    """Same seeds, same decisions, same games: the optimised smart player
    (and the engine under it) plays exactly the recorded games."""
    recorded = json.loads(FIGURES.read_text(encoding="utf-8"))
    rules = _rules(path)
    for difficulty in LEVELS:
        for seed in SEEDS:
            key = _key(path, difficulty, seed)
            assert _game(rules, difficulty, seed) == recorded[key], key


def _write() -> None:
    figures = {}
    for path in _missions():
        rules = _rules(path)
        for difficulty in LEVELS:
            for seed in SEEDS:
                figures[_key(path, difficulty, seed)] = _game(rules, difficulty, seed)
    FIGURES.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    _write()
