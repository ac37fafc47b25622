"""The questions players answer come from the presenter (words/questions.py),
made from the pending decision's kind and facts: the state holds no English
(its options are ids), in English they read as the English older rules
versions kept in the state, and in another language they are translated."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.engine.test_random_games import random_setup
from tests.words.test_words import rules_for
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.players.simulate import RandomPlayer, make_player
from wolfenstein_tui.engine.state.commands import Choose
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.purposes import RollFor
from wolfenstein_tui.engine.state.rules_version import FACT_QUESTIONS, RULES_VERSION
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words import Names, describe
from wolfenstein_tui.words.questions import answer, answers, question

ROOT = Path(__file__).resolve().parents[2]
MISSIONS = sorted((ROOT / "missions").glob("*.yaml"))


def pendings(
    path: Path, seed: int, rules_version: int = RULES_VERSION
) -> Iterator[tuple[GameState, Pending]]:
    """Every question a seeded game asks, with the state asking it (several
    seats, so the first player is asked each round)."""
    rules = rules_for(path)
    setup = replace(random_setup(seed), rules_version=rules_version)
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
def test_english_questions_read_as_older_rules_kept_them(path: Path, seed: int) -> None:
    """R-SEARCH-1 (event options), R-ATK-8 (ammo of one's choice), R-DICE-3
    (rerolls), R-SETUP-8 (first player), R-AI-2 (the AI controller's ties):
    the presenter's English, made from facts, is the English a game under
    an older rules version keeps in its state for its digests, ids renamed."""
    set_language("en")
    rules = rules_for(path)
    kinds = set()
    for state, pending in pendings(path, seed, FACT_QUESTIONS - 1):
        names = Names(rules, state)
        kinds.add(pending.kind)
        assert pending.old_words is not None
        prompt, labels = pending.old_words
        assert question(pending, names) == names.text(prompt)
        assert answers(pending, names) == [names.text(o) for o in labels]
    assert kinds, "the game asked nothing"


ENGLISH = re.compile(r"[A-Za-z]+ [A-Za-z]+")
"""Two words: a sentence, or a label such as "light ammo"."""


def ids_only(value: object) -> bool:
    """Whether a fact is plain data without a sentence: ids, squares,
    numbers, faces, and lists or mappings of them."""
    if isinstance(value, dict):
        return all(ids_only(k) and ids_only(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return all(ids_only(item) for item in value)
    return not (isinstance(value, str) and ENGLISH.search(value))


@pytest.mark.parametrize(("path", "seed"), GAMES, ids=lambda v: getattr(v, "stem", v))
def test_a_pending_question_in_the_state_holds_no_english(path: Path, seed: int) -> None:
    """Under the current rules a question is facts: its kind, its facts and
    options by id; no sentence is in the state or its digest."""
    kinds = set()
    for _state, pending in pendings(path, seed):
        kinds.add(pending.kind)
        assert pending.old_words is None
        assert ids_only(pending.options), pending.options
        assert ids_only(pending.facts), pending.facts
        assert ids_only({k: v for k, v in pending.context.items() if k != "sources"})
    assert kinds


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
    keeps the option chosen by id."""
    path, seed = GAMES[0]
    rules = rules_for(path)
    state, pending = next(
        (s, p) for s, p in pendings(path, seed) if p.kind is DecisionKind.FIRST_PLAYER
    )
    roll = len(pending.options) - 1
    _, events = rules.apply(state, Choose(roll))
    decision = next(e for e in events if e.kind is EventKind.DECISION)
    assert decision.data["choice"] == pending.options[roll] == "roll"
    try:
        set_language("fr")
        told = describe(decision, Names(rules, state))
    finally:
        set_language("en")
    assert told.startswith("Choisissez le premier joueur de cette manche. → Lancez les dés")
    assert "Choose" not in told


@pytest.mark.parametrize(("path", "seed"), GAMES, ids=lambda v: getattr(v, "stem", v))
def test_r_dice_4_a_rolls_purpose_holds_no_english(path: Path, seed: int) -> None:
    """Every roll says what it is for by a code and ids (the figures, the
    card, the faces, the seat), and the words make its sentence; only a
    card check's `source` is the effect's cause as every effect event
    names it (a card's or a rule's name)."""
    rules = rules_for(path)
    state, _ = rules.new_game(random_setup(seed))
    player = RandomPlayer(seed) if seed % 2 else make_player("smart", rules, seed)
    codes = set()
    for _ in range(3000):
        if state.outcome is not None:
            break
        state, events = rules.apply(state, player.choose(state, rules.legal_actions(state)))
        for event in events:
            if event.kind is EventKind.DICE_ROLLED:
                said = event.data["purpose"]
                codes.add(RollFor(said["for"]))
                assert ids_only({k: v for k, v in said.items() if k != "source"}), said
                assert describe(event, Names(rules, state)).strip()
    assert codes, "the game rolled no dice"
