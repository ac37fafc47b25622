"""Advice shown: each plan's steps in the words of the action list (one
function, `menu.action_label`: the same action reads the same in both), in
the world the plan was played in (the steps after a roll of the dice are as
they came there), and the squares the plan goes through, for the map."""

from __future__ import annotations

from dataclasses import dataclass

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.players.search.advice import Plan
from wolfenstein_tui.engine.players.search.determinise import determinise
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import IllegalCommand, Move
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.labels import move_path
from wolfenstein_tui.words.actions.menu import action_label
from wolfenstein_tui.words.questions import PlayerName


@dataclass(frozen=True)
class ShownPlan:
    plan: Plan
    steps: tuple[str, ...]
    """Each step described; those after the first roll marked as uncertain."""
    squares: tuple[Square, ...]
    """The squares the plan's moves go through, in order."""


def shown_plan(
    rules: Rules, state: GameState, plan: Plan, player_name: PlayerName | None = None
) -> ShownPlan:
    """The plan's steps as the action list would name them, `player_name`
    naming the players in an answer (as the list does)."""
    world = determinise(state, plan.seed)
    lines: list[str] = []
    squares: list[Square] = []
    for index, command in enumerate(plan.steps):
        text = action_label(rules, world, command, player_name)
        lines.append(text if index < plan.sure else f"({text})")
        if isinstance(command, Move):
            path = move_path(rules, world, command) or []
            squares += [step.square for step in path if step.square not in squares]
        try:
            world = rules.apply(world, command)[0]
        except IllegalCommand:
            break
    return ShownPlan(plan, tuple(lines), tuple(squares))
