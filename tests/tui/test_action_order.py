"""The order of the action list: frequent, cheap and reversible actions
first, nothing costly where a quick double Enter after Activate lands
(`is_costly` says which actions are costly and why), ending the activation
last (R-AP-1: it loses the AP left, and End jumps to it)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.games import ARENA, STARTER, rules_for
from tests.tui.test_app import WORKED, session_for, step
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Move,
    OpenDoor,
    Reload,
    Search,
    StartActivation,
    TakeFatigue,
    UseAbility,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, GameState
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.words.actions.menu import SAFE_LINES, is_costly, ordered


def test_costly_is_what_cannot_be_taken_back_or_spends_a_resource() -> None:
    """The definition, kind by kind: dice or cards (R-ATK, R-SEARCH), the
    fatigue action (R-AP-3), a reload (R-ATK-5), glory (R-GLORY-1), ending
    the activation (R-AP-1) are costly; a move or a door is not."""
    for command in (
        Attack("klaus", "soldier-1"),
        Search("klaus", (2, 2)),
        TakeFatigue("klaus"),
        Reload("klaus", 0),
        UseAbility("klaus", 0),
        EndActivation("klaus"),
    ):
        assert is_costly(command), command
    for command in (Move("klaus", (1, 1)), OpenDoor("klaus", "D1")):
        assert not is_costly(command), command


def random_state(rules: Rules, seed: int, steps: int) -> GameState:
    """A state reached by `steps` random legal commands from a new game."""
    chooser = random.Random(seed)
    difficulty = list(Difficulty)[seed % 4]
    state, _ = rules.new_game(
        Setup(
            seats=(("klaus", "blazkowicz", "anya", "max"),),
            seed=seed,
            difficulty=difficulty,
            skip_nazi_phase=True,
            shared_life_hero="klaus" if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
        )
    )
    for _ in range(steps):
        legal = rules.legal_actions(state)
        if not legal:
            break
        # Activating and acting more often than ending, to reach mid-activation states.
        ends = [c for c in legal if isinstance(c, EndActivation)]
        rest = [c for c in legal if not isinstance(c, EndActivation)] or ends
        state, _ = rules.apply(state, chooser.choice(rest if chooser.random() < 0.8 else legal))
    return state


def with_enemies_near(rules: Rules, state: GameState, seed: int) -> GameState:
    """Up to three soldiers or officers on free squares within 3 of the
    active hero, so that attacks (costly) are among the legal actions."""
    hero = state.heroes.get(state.active_hero or "")
    if hero is None or hero.square is None:
        return state
    chooser = random.Random(seed)
    taken = {h.square for h in state.heroes.values()} | {e.square for e in state.enemies.values()}
    board = rules.board
    free = [
        sq
        for sq in board.squares()
        if chebyshev(sq, hero.square) <= 3 and sq not in taken and sq not in board.tokens
    ]
    state = state.clone()
    for number, square in enumerate(chooser.sample(free, min(3, len(free)))):
        kind = chooser.choice(["soldier", "officer"])
        card = rules.enemy_cards[kind]
        state.enemies[f"extra-{number}"] = Enemy(
            id=f"extra-{number}", type=kind, square=square, hp=card.hp, armor=card.armor
        )
    return state


def check_order(state: GameState, legal: list[Command]) -> None:
    listed = ordered(legal, state)
    assert sorted(map(repr, listed)) == sorted(map(repr, legal))  # the same actions
    cheap = sum(1 for c in listed if not is_costly(c))
    for index in range(min(SAFE_LINES, len(listed))):
        if is_costly(listed[index]):
            assert cheap <= index, (index, listed[:3])
    if any(isinstance(c, EndActivation) for c in legal):
        assert isinstance(listed[-1], EndActivation)


@pytest.mark.parametrize("mission", [ARENA, STARTER], ids=["arena", "m01"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), steps=st.integers(0, 80))
def test_no_costly_action_in_the_first_two_lines_when_a_cheap_one_exists(
    mission: Path, seed: int, steps: int
) -> None:
    """In random legal states: no costly action (`is_costly`) sits at index
    0 or 1 while a cheap, reversible one exists further down; the list holds
    exactly the legal actions; ending the activation is last."""
    rules = rules_for(mission)
    state = random_state(rules, seed, steps)
    check_order(state, rules.legal_actions(state))
    state = with_enemies_near(rules, state, seed)
    check_order(state, rules.legal_actions(state))


@pytest.mark.parametrize("mission", [ARENA, STARTER], ids=["arena", "m01"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), steps=st.integers(1, 80))
def test_the_cheap_actions_really_can_be_undone(mission: Path, seed: int, steps: int) -> None:
    """What `is_costly` calls cheap rolls no die and draws no card when it
    is played (so undo takes it back)."""
    rules = rules_for(mission)
    state = random_state(rules, seed, steps)
    cheap = [c for c in rules.legal_actions(state) if not is_costly(c)]
    for command in random.Random(seed).sample(cheap, min(5, len(cheap))):
        _, events = rules.apply(state, command)
        kinds = {e.kind for e in events}
        assert EventKind.DICE_ROLLED not in kinds and EventKind.CARD_DRAWN not in kinds, command


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_a_double_enter_after_activate_plays_nothing_costly(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Enter activates Klaus; a second Enter plays the first line, which is
    neither the fatigue action (R-AP-3) nor anything costly: a move, which
    `u` takes back."""
    session = session_for(WORKED, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert isinstance(screen.commands[0], StartActivation)
        await step(pilot, "enter")
        assert session.state.active_hero == "klaus"
        first = screen.commands[0]
        assert not isinstance(first, TakeFatigue) and not is_costly(first)
        assert not is_costly(screen.commands[1])
        assert isinstance(first, Move)
        ap = session.state.heroes["klaus"].ap
        await step(pilot, "enter")
        assert session.state.heroes["klaus"].square == first.to
        assert session.state.heroes["klaus"].ap < ap and not session.state.heroes["klaus"].fatigue
        await step(pilot, "u")
        assert session.state.heroes["klaus"].ap == ap


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_action_lines_are_readable_and_the_panel_carries_the_whole_line(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Each action takes one line of the list, so a small terminal still
    shows several; an attack's target, mode and chance to kill are in view
    even at 80x24 (R-ATK-1, R-ATK-6), and at 160x50 every line is whole.
    The panel beside the list shows the highlighted line whole, with every
    reason for a refused one."""
    session = session_for(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        actions = screen.action_list
        width = actions.scrollable_content_region.width
        assert actions.virtual_size.height == actions.option_count  # a line each
        prompts = [str(actions.get_option_at_index(i).prompt) for i in range(len(actions.labels))]
        attacks = [i for i, c in enumerate(screen.commands) if isinstance(c, Attack)]
        assert attacks and screen.refusals
        for index in attacks:
            prompt = prompts[index]
            shown = prompt[: prompt.index("%") + 1] if index not in screen.refusals else prompt[:20]
            assert len(shown) <= width, (shown, width)
        if size == (160, 50):
            assert all(len(p) <= width for p in prompts), (width, max(prompts, key=len))
        for index, command in enumerate(screen.commands):
            if isinstance(command, Move) and index not in screen.refusals:
                continue
            actions.highlighted = index
            await pilot.pause()
            detail = str(screen.query_one("#detail").content)
            assert actions.labels[index] in detail
            for reason in screen.refusals.get(index, "").splitlines():
                assert reason.removeprefix("• ") in detail
