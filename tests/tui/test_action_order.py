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
from wolfenstein_tui.words.actions.labels import move_cost
from wolfenstein_tui.words.actions.menu import CHEAP_MOVE, SAFE_LINES, is_costly, ordered
from wolfenstein_tui.words.names import Names


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
    """No action's name is cut: a line too long for the list wraps (at
    80x24), and at 160x50 every action takes one line. An attack's target,
    mode and chance to kill are in view (R-ATK-1, R-ATK-6). The panel
    beside the list shows the highlighted line whole, with every reason for
    a refused one."""
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
        prompts = [str(actions.get_option_at_index(i).prompt) for i in range(len(actions.labels))]
        attacks = [i for i, c in enumerate(screen.commands) if isinstance(c, Attack)]
        assert attacks and screen.refusals
        rows = sum(-(-len(prompt) // width) for prompt in prompts)
        assert actions.virtual_size.height >= rows  # each line wrapped whole, none cut
        assert "…" not in "".join(prompts)
        if size == (160, 50):
            assert actions.virtual_size.height == actions.option_count  # a line each
        for index, command in enumerate(screen.commands):
            if isinstance(command, Move) and index not in screen.refusals:
                continue
            actions.highlighted = index
            await pilot.pause()
            detail = str(screen.query_one("#detail").content)
            assert actions.labels[index] in detail
            for reason in screen.refusals.get(index, "").splitlines():
                assert reason.removeprefix("• ") in detail


def test_cheap_moves_come_first_and_dear_ones_after_the_attacks(tmp_path: Path) -> None:
    """A step (at most `CHEAP_MOVE` AP) is listed before the attacks, a
    dearer move after them, cheapest first: never a 6-AP walk above a step."""
    session = session_for(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    rules, state = session.rules, session.state
    listed = ordered(rules.legal_actions(state), state, rules)
    attacks = [i for i, c in enumerate(listed) if isinstance(c, Attack)]
    moves = [(i, move_cost(rules, state, c)) for i, c in enumerate(listed) if isinstance(c, Move)]
    assert attacks and moves
    assert all(i < attacks[0] for i, ap in moves if ap <= CHEAP_MOVE)
    dear = [ap for i, ap in moves if ap > CHEAP_MOVE]
    assert dear and all(i > attacks[-1] for i, ap in moves if ap > CHEAP_MOVE)
    assert dear == sorted(dear)


@pytest.mark.asyncio
async def test_numbers_stay_with_their_actions(tmp_path: Path) -> None:
    """While heroes are chosen, a hero's number is its place at the table
    (B.J. stays 2 once Klaus has played); during an activation, an action
    keeps its number as moves come and go. f plays the fatigue action
    (R-AP-3)."""
    session = session_for(WORKED, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        actions = screen.action_list
        heroes = {c.hero: actions.keys[i] for i, c in enumerate(screen.commands)}
        assert heroes == {"klaus": "1", "blazkowicz": "2", "anya": "3", "max": "4"}
        await step(pilot, "1")
        numbers = {c: actions.keys[i] for i, c in enumerate(screen.commands) if i in actions.keys}
        assert not any(isinstance(c, Move) for c in numbers)  # moves: on the map
        move = next(c for c in screen.commands if isinstance(c, Move))
        session.play(move)  # as a click would
        screen.refresh_view()
        await pilot.pause()
        await pilot.pause()
        for index, command in enumerate(screen.commands):
            if command in numbers:
                assert actions.keys[index] == numbers[command], command
        await step(pilot, "f")
        assert session.state.heroes["klaus"].fatigue  # R-AP-3
        await step(pilot, "e")
        await step(pilot, "enter")  # yes, lose the AP left
        listed = {c.hero: actions.keys[i] for i, c in enumerate(screen.commands)}
        assert listed == {"blazkowicz": "2", "anya": "3", "max": "4"}
        await step(pilot, "2")
        assert session.state.active_hero == "blazkowicz"


@pytest.mark.asyncio
async def test_c_shows_the_card_of_the_enemy_in_aim(tmp_path: Path) -> None:
    """One key, not eight presses of shift+↓: c puts the whole card of the
    enemy the hero can attack (R-ATK-1) at the top of the panel."""
    session = session_for(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.pause()
        aimed = [
            c.target
            for i, c in enumerate(screen.commands)
            if isinstance(c, Attack) and i not in screen.refusals
        ]
        assert aimed
        await step(pilot, "c")
        card = str(screen.query_one("#detail").content)
        name = Names(session.rules, session.state).figure(aimed[0])
        assert card.startswith(name) and "HP" in card.splitlines()[1]
