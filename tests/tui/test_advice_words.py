"""The advice names each action as the action list does.

"What would you do?" (o, and `wolfenstein advise`) lists each plan's steps;
a step is the same action a player would pick from the list at that moment,
so it reads the same: one function (`words.actions.menu.action_label`)
names an action for both, the attack's odds and a question's answers (with
the players' names) included. The test walks each plan's sure steps in the
world the plan was played in and finds each step, word for word, among the
action list's lines there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import STARTER
from tests.tui.test_action_order import WORKED
from tests.tui.test_app import session_for
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.players.search.advice import advice_budget, advise
from wolfenstein_tui.engine.players.search.determinise import determinise
from wolfenstein_tui.engine.state.commands import Attack, Move, StartActivation
from wolfenstein_tui.words.actions.command_words import describe
from wolfenstein_tui.words.actions.menu import offer
from wolfenstein_tui.words.actions.plan_steps import shown_plan


def player_name(seat: int) -> str:
    return ("Ann", "Bob")[seat] if seat < 2 else f"P{seat}"


@pytest.fixture(params=["en", "fr"])
def spoken(request: pytest.FixtureRequest):
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("mission", [STARTER, WORKED], ids=["mission 1", "worked example"])
def test_every_sure_step_of_the_advice_is_a_line_of_the_action_list(
    tmp_path: Path, spoken: str, mission: Path
) -> None:
    session = session_for(mission, tmp_path)
    rules = session.rules
    states = [session.state]
    session.play(StartActivation("klaus"))
    states.append(session.state)
    if mission == WORKED:  # an enemy in range: the plans may attack
        session.play(Move("klaus", (4, 1)))
        states.append(session.state)
    compared = attacks = 0
    for state in states:
        for plan in advise(rules, state, advice_budget(12), seed=1):
            shown = shown_plan(rules, state, plan, player_name)
            world = determinise(state, plan.seed)
            for command, step in zip(plan.steps[: plan.sure], shown.steps, strict=False):
                menu = offer(rules, world, player_name)
                if command in menu.commands:
                    index = menu.commands.index(command)
                    if index not in menu.square_choices:  # a grenade's line names no square
                        assert step == menu.labels[index], (step, menu.labels[index])
                        compared += 1
                if isinstance(command, Attack):
                    attacks += 1
                    assert step == describe(rules, world, command)  # with its odds
                world = rules.apply(world, command)[0]
    assert compared >= 4
    if mission == WORKED:
        assert attacks  # the case of the odds is met


def test_an_attack_is_named_with_its_odds_in_both(tmp_path: Path) -> None:
    """The list's attack line puts the odds first; the advice's step is that
    line (it once left the odds out)."""
    session = session_for(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    state = session.state
    attack = next(c for c in session.rules.legal_actions(state) if isinstance(c, Attack))
    menu = offer(session.rules, state)
    line = menu.labels[menu.commands.index(attack)]
    assert ": kill " in line
    from wolfenstein_tui.words.actions.menu import action_label

    assert action_label(session.rules, state, attack) == line
