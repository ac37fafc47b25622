"""Mission objectives and mission-specific losses (R-END)."""

from __future__ import annotations

from wolfenstein_tui.content.mission import (
    AlarmsLoss,
    CollectTokensObjective,
    CompleteEventsObjective,
    EnemyReachesLoss,
    KillObjective,
    LoseNoHeroObjective,
    ReachObjective,
)
from wolfenstein_tui.content.squares import parse_square
from wolfenstein_tui.engine.paths import footprint
from wolfenstein_tui.engine.turn import Turn


def objective_met(turn: Turn, objective: object) -> bool:
    state = turn.state
    if isinstance(objective, KillObjective):
        if objective.figures:
            return all(figure in state.killed for figure in objective.figures)
        assert objective.enemy_type is not None
        return state.killed_types.get(objective.enemy_type, 0) >= (objective.count or 0)
    if isinstance(objective, CompleteEventsObjective):
        return state.events_completed >= objective.count
    if isinstance(objective, ReachObjective):
        heroes = [h for h in state.heroes.values() if not h.dead]
        if not heroes or any(h.square is None for h in heroes):
            return False
        board = turn.rules.board
        if objective.zone is not None:
            return all(board.zone_of(h.square) == objective.zone for h in heroes if h.square)
        squares = {parse_square(name) for name in objective.squares}
        return all(h.square in squares for h in heroes)
    if isinstance(objective, CollectTokensObjective):
        return set(objective.tokens) <= state.collected
    if isinstance(objective, LoseNoHeroObjective):
        return not any(h.dead for h in state.heroes.values())
    raise AssertionError(f"unknown objective {objective!r}")


def check_win(turn: Turn) -> bool:
    return all(objective_met(turn, o) for o in turn.rules.mission.objectives)


def mission_loss(turn: Turn) -> str | None:
    """The mission's own loss conditions; None while none is met."""
    state = turn.state
    board = turn.rules.board
    for condition in turn.rules.mission.loss_conditions:
        if isinstance(condition, AlarmsLoss) and state.alarms >= condition.count:
            return condition.text or f"The alarm went off {state.alarms} times."
        if isinstance(condition, EnemyReachesLoss):
            for enemy in state.enemies.values():
                if enemy.bot_of is not None:
                    continue
                if condition.figures and enemy.id not in condition.figures:
                    continue
                if any(
                    board.zone_of(s) == condition.zone for s in footprint(enemy.square, enemy.large)
                ):
                    zone = board.zones[condition.zone].name
                    return condition.text or f"{enemy.id} reached {zone}."
    if state.house_rules.lose_when_impossible:
        return impossible_objective(turn)
    return None


def impossible_objective(turn: Turn) -> str | None:
    """House rule R-VAR-3: the heroes lose as soon as an objective can no
    longer be met (too few event tokens left, a figure to kill gone)."""
    state = turn.state
    for objective in turn.rules.mission.objectives:
        if objective_met(turn, objective):
            continue
        in_hand = (
            1 if state.pending is not None and state.pending.kind.value == "event_option" else 0
        )
        if (
            isinstance(objective, CompleteEventsObjective)
            and state.events_completed + len(state.events_left) + in_hand < objective.count
        ):
            return f"Only {len(state.events_left)} event tokens are left: {objective.count} events can no longer be completed."
        if isinstance(objective, KillObjective):
            for figure in objective.figures:
                enemy = state.enemies.get(figure)
                gone = enemy is None or enemy.bot_of is not None
                if figure not in state.killed and gone:
                    return f"{figure} can no longer be killed."
    return None
