"""What a look-ahead's last state is worth to the heroes, between 0 (lost)
and 1 (won): a game that ended is worth its outcome; one cut off at the
look-ahead's horizon is worth how far the heroes got towards each objective
and how much life they keep, never as much as a game won."""

from __future__ import annotations

from wolfenstein_tui.content.records.mission import (
    CollectTokensObjective,
    CompleteEventsObjective,
    KillObjective,
    ReachObjective,
    SurviveObjective,
)
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.objectives import objective_met, rounds_survived
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import GameState, Outcome

UNFINISHED = 0.8
"""The most an unfinished game is worth: a sure win always counts more."""
PROGRESS_SHARE = 0.6
"""How much of an unfinished game's worth is progress (the rest is life)."""


def outcome_value(state: GameState) -> float | None:
    if state.outcome is None:
        return None
    return 1.0 if state.outcome is Outcome.WON else 0.0


def state_value(turn: Turn) -> float:
    """The worth of `turn.state` to the heroes (see the module)."""
    state = turn.state
    ended = outcome_value(state)
    if ended is not None:
        return ended
    objectives = turn.rules.mission.objectives
    progress = sum(objective_progress(turn, o) for o in objectives) / max(1, len(objectives))
    life = sum(
        (h.hp + h.armor) / max(1, h.max_hp + h.max_armor) * (0.5 if h.bleeding else 1.0)
        for h in state.heroes.values()
        if not h.dead
    ) / max(1, len(state.heroes))
    return UNFINISHED * (PROGRESS_SHARE * progress + (1 - PROGRESS_SHARE) * life)


def objective_progress(turn: Turn, objective: object) -> float:
    """How far one objective is met, from 0 to 1."""
    if objective_met(turn, objective):
        return 1.0
    state = turn.state
    if isinstance(objective, KillObjective):
        if objective.figures:
            done = sum(1 for figure in objective.figures if figure in state.killed)
            return done / len(objective.figures)
        assert objective.enemy_type is not None
        return state.killed_types.get(objective.enemy_type, 0) / max(1, objective.count or 0)
    if isinstance(objective, CompleteEventsObjective):
        return state.events_completed / max(1, objective.count)
    if isinstance(objective, CollectTokensObjective):
        return len(set(objective.tokens) & state.collected) / max(1, len(objective.tokens))
    if isinstance(objective, SurviveObjective):
        return rounds_survived(turn) / max(1, objective.rounds)
    if isinstance(objective, ReachObjective):
        placed = [h.square for h in state.living_heroes() if h.square is not None]
        if not placed:
            return 0.0
        board = turn.rules.board
        if objective.zone is not None:
            inside = sum(1 for square in placed if board.zone_of(square) == objective.zone)
        else:
            squares = {parse_square(name) for name in objective.squares}
            inside = sum(1 for square in placed if square in squares)
        return inside / len(placed)
    return 0.0  # LoseNoHeroObjective: met (above) or lost for good
