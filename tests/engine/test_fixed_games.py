"""Whole games on fixed seeds play exactly as recorded: every legal-action
list, every command, every event it brought (the nazi phase's included) and
the state digest every few decisions, on every built-in mission (the
training one too) at three difficulty levels, against the figures in
`fixed_games.json`, recorded before the engine was sped up.

`test_smart_decisions.py` holds the smart player's choices and the final
state; this holds what lies between, which a faster engine must not change
either: a legal action offered or dropped, an event's facts, the nazis'
order and explanations (R-AI-4), the line of sight (R-LOS-1..6) behind
every one of them.

Regenerate the figures (only for a deliberate change of the rules or the
players, said in the commit) with `python -m tests.engine.test_fixed_games`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.engine.fixed_seeds import key as _key
from tests.engine.fixed_seeds import missions as _missions
from tests.engine.fixed_seeds import rules_of as _rules
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.simulate import make_player
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.play.balance import GameSpec, header_for

FIGURES = Path(__file__).with_name("fixed_games.json")
LEVELS = (Difficulty.BRING_EM_ON, Difficulty.DONT_HURT_ME, Difficulty.I_AM_DEATH_INCARNATE)
SEED = 0
RECORDED_UNDER = 2
"""The rules version the figures were recorded under: the games keep it, as
any recorded game does (docs/game-log.md, "Rules versions")."""
DIGEST_EVERY = 7
"""Decisions between two state digests folded into the game's fingerprint."""


def _fingerprint(rules: Rules, difficulty: Difficulty, seed: int) -> list[object]:
    """[outcome, decisions, final state digest, digest of everything between]."""
    spec = GameSpec(str(Path(rules.loaded.source).resolve()), difficulty, seed)
    player = make_player("smart", rules, seed)
    header = replace(header_for(rules.loaded, rules.decks, spec), rules_version=RECORDED_UNDER)
    state, _ = rules.new_game(header.setup())
    running = hashlib.sha256()
    decisions = 0
    while state.outcome is None:
        options = rules.legal_actions(state)
        running.update(json.dumps([o.to_json() for o in options], sort_keys=True).encode())
        command = player.choose(state, options)
        state, events = rules.apply(state, command)
        said = [command.to_json(), [e.to_json() for e in events]]
        running.update(json.dumps(said, sort_keys=True, default=str).encode())
        if decisions % DIGEST_EVERY == 0:
            running.update(digest(rules, state).encode())
        decisions += 1
    assert state.outcome is not None
    return [state.outcome.value, decisions, digest(rules, state), running.hexdigest()[:16]]


@pytest.mark.parametrize("path", _missions(), ids=lambda p: p.stem)
def test_games_play_as_recorded(path: Path) -> None:
    """Same seeds, same legal actions, commands, events and states."""
    recorded = json.loads(FIGURES.read_text(encoding="utf-8"))
    rules = _rules(path)
    for difficulty in LEVELS:
        key = _key(path, difficulty, SEED)
        assert _fingerprint(rules, difficulty, SEED) == recorded[key], key


def _write() -> None:
    figures = {}
    for path in _missions():
        rules = _rules(path)
        for difficulty in LEVELS:
            figures[_key(path, difficulty, SEED)] = _fingerprint(rules, difficulty, SEED)
    FIGURES.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    _write()
