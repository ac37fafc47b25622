"""Mission objectives and mission-specific losses (R-END)."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records.mission import (
    AlarmsLoss,
    CollectTokensObjective,
    CompleteEventsObjective,
    EnemyReachesLoss,
    KillObjective,
    LoseNoHeroObjective,
    ReachObjective,
    SurviveObjective,
)
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.rules_version import escort_completes_on_arrival
from wolfenstein_tui.engine.state.state import Enemy, Outcome


def rounds_survived(turn: Turn, round_over: bool = False) -> int:
    """Rounds that have ended so far. The round marker shows the round being
    played, so during play it is one less; at the end of a round (the
    maintenance check, `round_over`) the marker's round counts too, and so it
    does once the heroes have won (a won game has met every objective)."""
    state = turn.state
    if round_over or state.outcome is Outcome.WON:
        return state.round
    return state.round - 1


def reaching_loses(condition: EnemyReachesLoss, enemy: Enemy) -> bool:
    """Whether `enemy` entering the condition's zone loses the mission: a
    nazi (never a bot, R-BOT-1) among the condition's figures, or any nazi
    when it names none."""
    return enemy.bot_of is None and (not condition.figures or enemy.id in condition.figures)


def lost_with_any_hero(turn: Turn) -> bool:
    """Whether the mission is lost as soon as any hero dies (a lose_no_hero
    objective, R-END-1)."""
    return any(isinstance(o, LoseNoHeroObjective) for o in turn.rules.mission.objectives)


def objective_met(turn: Turn, objective: object, round_over: bool = False) -> bool:
    """Whether one objective is met now; `round_over` is true when the check
    happens at the end of a round, before the round marker moves on."""
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
    if isinstance(objective, SurviveObjective):
        # R-END-2 [D]: "still in the game" = at least one hero not dead
        # (a bleeding hero is still there) when round `rounds` has ended.
        alive = bool(state.living_heroes())
        return alive and rounds_survived(turn, round_over) >= objective.rounds
    raise AssertionError(f"unknown objective {objective!r}")


def check_win(turn: Turn, round_over: bool = False) -> bool:
    """R-END-2: every objective met; `round_over` as for `objective_met`."""
    return all(objective_met(turn, o, round_over) for o in turn.rules.mission.objectives)


def mission_loss(turn: Turn) -> dict[str, Any] | None:
    """The mission's own loss conditions; None while none is met, else the
    facts of the loss (`why` and its figures) for the game-over event."""
    state = turn.state
    zone_of = turn.rules.board.zone_of
    for index, condition in enumerate(turn.rules.mission.loss_conditions):
        if isinstance(condition, AlarmsLoss) and state.alarms >= condition.count:
            return {"why": "alarms", "condition": index, "alarms": state.alarms}
        if isinstance(condition, EnemyReachesLoss):
            zone = condition.zone
            for enemy in state.enemies.values():
                if not reaching_loses(condition, enemy):
                    continue
                # Asked after every command, of every nazi: a one-square
                # figure's footprint is its square.
                if (
                    zone_of(enemy.square) == zone
                    if not enemy.large
                    else any(zone_of(s) == zone for s in footprint(enemy.square, True))
                ):
                    return {
                        "why": "enemy_reached",
                        "condition": index,
                        "enemy": enemy.id,
                        "zone": condition.zone,
                    }
    if state.house_rules.lose_when_impossible:
        return impossible_objective(turn)
    return None


def impossible_objective(turn: Turn) -> dict[str, Any] | None:
    """House rule R-VAR-3: the heroes lose as soon as an objective can no
    longer be met (too few event tokens and kept escort cards left, a
    figure to kill gone)."""
    state = turn.state
    for objective in turn.rules.mission.objectives:
        if objective_met(turn, objective):
            continue
        in_hand = (
            1 if state.pending is not None and state.pending.kind.value == "event_option" else 0
        )
        if escort_completes_on_arrival(state.rules_version):
            # R-SEARCH-1 [D]: a kept escort card may still complete its event;
            # a dead hero's is lost with it (danger.hero_dies).
            in_hand += sum(len(h.escorts) for h in state.heroes.values() if not h.dead)
        if (
            isinstance(objective, CompleteEventsObjective)
            and state.events_completed + len(state.events_left) + in_hand < objective.count
        ):
            return {
                "why": "events_impossible",
                "rule": "R-VAR-3",
                "left": len(state.events_left),
                "count": objective.count,
                "completed": state.events_completed,
                "kept": in_hand,
            }
        if isinstance(objective, KillObjective):
            for figure in objective.figures:
                enemy = state.enemies.get(figure)
                gone = enemy is None or enemy.bot_of is not None
                if figure not in state.killed and gone:
                    return {"why": "kill_impossible", "rule": "R-VAR-3", "enemy": figure}
    return None
