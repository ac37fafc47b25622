"""A decision worked out ahead (`GameRecord.foresee`) and then played gives
the game, the events and the log lines that playing it straight gives: the
rules are a function of the state and the command (R-DICE-1: the seeded
dice come from the state, never from the moment they are rolled)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.games import STARTER, rules_for, solo_header
from wolfenstein_tui.engine.log.gamelog import GameRecord
from wolfenstein_tui.engine.state.commands import (
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    StartActivation,
)


def records(seed: int, **options: object) -> tuple[GameRecord, GameRecord]:
    """Two records of the same new game on the starter mission."""
    rules = rules_for(STARTER)
    header = solo_header(rules, seed, **options)
    return GameRecord.start(rules, header)[0], GameRecord.start(rules, header)[0]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), chooser=st.integers(0, 10_000))
def test_a_decision_worked_out_ahead_plays_as_one_played_straight(seed: int, chooser: int) -> None:
    """At each decision of a random game, one record works out a random
    legal command ahead (sometimes the one played, sometimes another),
    the other does not; both then play the chosen command."""
    ahead, straight = records(seed)
    pick = random.Random(chooser)
    rules = ahead.rules
    for _decision in range(60):
        if straight.state.outcome is not None:
            break
        legal = rules.legal_actions(straight.state)
        chosen = pick.choice(legal)
        guessed = chosen if pick.random() < 0.7 else pick.choice(legal)
        foreseen = ahead.foresee(guessed)
        assert foreseen is not None and foreseen.before is ahead.state
        if pick.random() < 0.1 and ahead.history:  # the player takes a decision back instead
            ahead.undo()
            straight.undo()
            continue
        events_ahead, lines_ahead = ahead.play(chosen)
        events, lines = straight.play(chosen)
        assert ahead.state == straight.state
        assert events_ahead == events
        assert lines_ahead == lines
        assert ahead.foreseen is None  # used or thrown away: never kept past a decision
    assert ahead.lines == straight.lines


def test_a_decision_worked_out_ahead_is_used_not_worked_out_again() -> None:
    ahead, _straight = records(1)
    command = StartActivation("klaus")
    foreseen = ahead.foresee(command)
    assert foreseen is not None
    events, _lines = ahead.play(command)
    assert ahead.state is foreseen.after
    assert events is foreseen.events


def test_an_undo_between_leaves_the_decision_worked_out_unused() -> None:
    """Worked out from a state the game has since left: played anew from
    the state now. Anya's activation worked out once Klaus's is over is
    played, after both decisions are taken back, from the round's start
    (where Klaus has not acted)."""
    ahead, straight = records(2)
    for record in (ahead, straight):
        record.play(StartActivation("klaus"))
        record.play(EndActivation("klaus"))
    foreseen = ahead.foresee(StartActivation("anya"))
    assert foreseen is not None
    for record in (ahead, straight):
        record.undo(2)
        record.play(StartActivation("anya"))
    assert ahead.state == straight.state
    assert ahead.state != foreseen.after


def test_a_refused_command_is_not_worked_out() -> None:
    ahead, _straight = records(3)
    ahead.foresee(StartActivation("klaus"))
    assert ahead.foresee(StartActivation("no-such-hero")) is None
    assert ahead.foreseen is None
    with pytest.raises(IllegalCommand):
        ahead.play(StartActivation("no-such-hero"))


def test_dice_typed_in_are_never_guessed() -> None:
    """R-DICE-4: with dice rolled by hand, a command that rolls is not
    worked out ahead; played, it asks for the faces."""
    ahead, _straight = records(4, dice="manual")
    rules = ahead.rules
    pick = random.Random(4)
    for _decision in range(200):  # a random game, until a command rolls
        rolls, others = [], []
        for command in rules.legal_actions(ahead.state):
            try:
                rules.apply(ahead.state, command)
            except DiceNeeded:
                rolls.append(command)
            else:
                others.append(command)
        if rolls:
            break
        ahead.play(pick.choice(others))
    assert rolls, "a command that rolls came up"
    assert ahead.foresee(rolls[0]) is None
    with pytest.raises(DiceNeeded):
        ahead.play(rolls[0])
