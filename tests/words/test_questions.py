"""The questions players answer come from the presenter (words/questions.py),
made from the pending decision's kind and facts: in English they read as
the state's own question and options (which stay in the state for its
digest), and in another language they are translated."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engine.test_random_games import random_setup
from tests.words.test_words import rules_for
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.players.simulate import RandomPlayer, make_player
from wolfenstein_tui.engine.state.commands import Choose
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words import Names, describe
from wolfenstein_tui.words.questions import answer, answers, question

ROOT = Path(__file__).resolve().parents[2]
MISSIONS = sorted((ROOT / "missions").glob("*.yaml"))


def pendings(path: Path, seed: int) -> Iterator[tuple[GameState, Pending]]:
    """Every question a seeded game asks, with the state asking it (several
    seats, so the first player is asked each round)."""
    rules = rules_for(path)
    setup = random_setup(seed)
    state, _ = rules.new_game(setup)
    player = RandomPlayer(seed) if seed % 2 else make_player("smart", rules, seed)
    for _ in range(3000):
        if state.outcome is not None:
            return
        if state.pending is not None:
            yield state, state.pending
        state, _ = rules.apply(state, player.choose(state, rules.legal_actions(state)))


GAMES = [(MISSIONS[0], 6), (MISSIONS[2], 4), (MISSIONS[5], 7), (MISSIONS[9], 1)]
"""Seeded games that, between them, ask every kind of question (the AI
controller's ties too)."""


@pytest.mark.parametrize(("path", "seed"), GAMES, ids=lambda v: getattr(v, "stem", v))
def test_english_questions_read_as_the_states_own(path: Path, seed: int) -> None:
    """R-SEARCH-1 (event options), R-ATK-8 (ammo of one's choice), R-DICE-3
    (rerolls), R-SETUP-8 (first player): the presenter's English is the
    state's text, ids renamed."""
    set_language("en")
    rules = rules_for(path)
    kinds = set()
    for state, pending in pendings(path, seed):
        names = Names(rules, state)
        kinds.add(pending.kind)
        assert question(pending, names) == names.text(pending.prompt)
        assert answers(pending, names) == [names.text(o) for o in pending.options]
    assert kinds, "the game asked nothing"


def test_all_kinds_are_met() -> None:
    """The games above ask every kind of question there is."""
    set_language("en")
    kinds = {p.kind for path, seed in GAMES for _, p in pendings(path, seed)}
    assert kinds == set(DecisionKind)


def test_questions_are_translated() -> None:
    """In French the question and its options are the catalog's words, the
    card's own translation for an event."""
    path, seed = GAMES[0]
    rules = rules_for(path)
    found = next((s, p) for s, p in pendings(path, seed) if p.kind is DecisionKind.FIRST_PLAYER)
    state, pending = found
    try:
        set_language("fr")
        names = Names(rules, state)
        assert question(pending, names) == "Choisissez le premier joueur de cette manche."
        labels = answers(pending, names, lambda seat: f"P{seat}")
        assert labels[:-1] == [f"P{seat}" for seat in range(len(pending.options) - 1)]
        assert labels[-1].startswith("Lancez les dés")
        assert answer(pending, names, 99) == "option 99"
    finally:
        set_language("en")


def test_a_question_answered_is_told_in_the_players_words() -> None:
    """R-SETUP-8: the log's line for a first player chosen by the dice is the
    question and the answer as the player read them, in French; the event
    keeps the state's English beside its facts."""
    path, seed = GAMES[0]
    rules = rules_for(path)
    state, pending = next(
        (s, p) for s, p in pendings(path, seed) if p.kind is DecisionKind.FIRST_PLAYER
    )
    roll = len(pending.options) - 1
    _, events = rules.apply(state, Choose(roll))
    decision = next(e for e in events if e.kind is EventKind.DECISION)
    assert decision.data["prompt"] == pending.prompt
    assert decision.data["choice"] == pending.options[roll]
    try:
        set_language("fr")
        told = describe(decision, Names(rules, state))
    finally:
        set_language("en")
    assert told.startswith("Choisissez le premier joueur de cette manche. → Lancez les dés")
    assert "Choose" not in told
