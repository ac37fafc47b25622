"""Advice: the top plans for the game's current decision, each with its
steps, its chance of winning the mission (look-aheads played to the end)
and what it does, for a player who asks "what would you do?".

Asking is not playing: the game is never changed, and the look-aheads use
only what the heroes may know (`determinise`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wolfenstein_tui.engine.players.search.budget import Budget
from wolfenstein_tui.engine.players.search.candidates import candidates
from wolfenstein_tui.engine.players.search.estimate import Estimate
from wolfenstein_tui.engine.players.search.player import SearchPlayer
from wolfenstein_tui.engine.state.commands import Command, StartActivation
from wolfenstein_tui.engine.state.state import GameState

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

ADVICE_SIMULATIONS = 60
"""Look-aheads of advice by default, shared among the plans weighed."""
ADVICE_THINK_SECONDS = 20.0
"""The most processor time advice asked in a game takes (the look-aheads
usually end first); the caller gives the clock."""
ADVICE_CANDIDATES = 6
PLANS = 3


@dataclass(frozen=True)
class Plan:
    """One plan: its steps (the first is sure; the next ones as they came in
    the first look-ahead, the dice deciding), its chance of winning the
    mission, and what it did on average over the look-aheads."""

    steps: tuple[Command, ...]
    hero: str | None
    """The hero whose activation the plan is (None: no hero's)."""
    sure: int
    chance: float
    looks: int
    seed: int
    """The determinisation the steps were played in (to show them again)."""
    killed: tuple[str, ...]
    """Nazis killed in at least half the look-aheads."""
    progress: float
    alarm: float
    """Share of look-aheads where the alarm went off before the next round."""
    hurt: float
    """Life and armour the heroes lost before the next round, on average."""
    seen_by: tuple[str, ...]
    """Nazis seeing the hero at the plan's end in at least half the look-aheads."""


def advice_budget(simulations: int = ADVICE_SIMULATIONS, **more: object) -> Budget:
    return Budget(simulations=simulations, horizon=None, most=ADVICE_CANDIDATES, **more)  # type: ignore[arg-type]


def advise(
    rules: Rules, state: GameState, budget: Budget | None = None, seed: int = 0
) -> list[Plan]:
    """The best plans for `state`'s decision (at most three), best first;
    empty when the game is over or the decision is not the heroes'."""
    if state.outcome is not None:
        return []
    player = SearchPlayer(rules, seed, budget or advice_budget())
    options = player.options(state)
    if not options:
        return []
    preferred = player.smart.choose(state, options)
    weighed = player.weigh(state, candidates(options, preferred, player.budget.most), marked=True)
    ranked = sorted(weighed, key=lambda e: (-e.chance, -e.value))
    return [
        _plan(estimate, player.last_seeds[0], state)
        for estimate in ranked[:PLANS]
        if estimate.looks
    ]


def _plan(estimate: Estimate, seed: int, state: GameState) -> Plan:
    looks = estimate.looks
    marks = [look.marks for look in looks if look.marks is not None]
    count = max(1, len(marks))
    killed: dict[str, int] = {}
    seen: dict[str, int] = {}
    for mark in marks:
        for figure in mark.killed:
            killed[figure] = killed.get(figure, 0) + 1
        for figure in mark.seen_by:
            seen[figure] = seen.get(figure, 0) + 1
    return Plan(
        steps=estimate.steps,
        hero=(
            estimate.command.hero
            if isinstance(estimate.command, StartActivation)
            else state.active_hero
        ),
        sure=estimate.sure,
        chance=estimate.chance,
        looks=len(looks),
        seed=seed,
        killed=tuple(f for f, n in killed.items() if 2 * n >= count),
        progress=sum(m.progress for m in marks) / count,
        alarm=sum(1 for m in marks if m.alarm) / count,
        hurt=sum(m.hurt for m in marks) / count,
        seen_by=tuple(f for f, n in seen.items() if 2 * n >= count),
    )
