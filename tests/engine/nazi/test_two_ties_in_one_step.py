"""R-AI-2 [D] with "AI ties: ask": a step of a nazi's program that meets two
ties (whom to go for, then where to shoot from) asks each once; the first
answer is kept while the second is asked, and the step then goes on."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.engine.games import STARTER, rules_for
from tests.engine.test_random_games import random_setup
from wolfenstein_tui.engine.nazis import ties
from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.nazi_phase_state import NaziPhase
from wolfenstein_tui.engine.state.rules_version import RULES_VERSION


def words() -> tuple[str, list[str]]:
    raise AssertionError("a game under the current rules words no question")


def two_tie_step(turn: SimpleNamespace) -> tuple[int, int]:
    """A step as the phase runs it again after each answer: the count of
    questions restarts with each run, then the step meets two ties."""
    turn.state.nazi_phase.consumed = {}
    first = ties.decide(
        turn, "attack", ["klaus", "anya"], {"question": "target", "figure": "soldier-1"}, words
    )
    second = ties.decide(
        turn, "square", ["C10", "D10"], {"question": "shoot", "figure": "soldier-1"}, words
    )
    return first, second


def test_r_ai_2_two_ties_in_one_step_are_each_asked_once() -> None:
    phase = NaziPhase(woken=[])
    state = SimpleNamespace(
        nazi_phase=phase,
        ai_ties_ask=True,
        ai_controller=0,
        pending=None,
        rules_version=RULES_VERSION,
    )
    turn = SimpleNamespace(state=state)
    asked = []
    for _ in range(4):  # run the step again after each answer, as the phase does
        try:
            result = two_tie_step(turn)
            break
        except ties.Paused:
            asked.append(state.pending.facts["question"])
            phase.answers[state.pending.context["key"]] = 1
    else:
        pytest.fail(f"the step kept asking: {asked}")
    assert result == (1, 1)
    assert asked == ["target", "shoot"]


def test_r_ai_2_a_game_with_ties_asked_and_answered_at_random_ends() -> None:
    """The game that once asked the same two ties forever (a random legal
    game on the starter mission, seed 454, with ties asked)."""
    rules = rules_for(STARTER)
    state, _ = rules.new_game(random_setup(454))
    chooser = 455
    for _ in range(5_000):
        if state.outcome is not None:
            return
        options = rules.legal_actions(state)
        index, chooser = rng.below(chooser, len(options))
        state, _ = rules.apply(state, options[index])
    pytest.fail("the game did not end in 5,000 decisions")
