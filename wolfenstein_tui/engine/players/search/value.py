"""What a look-ahead's last state is worth to the heroes, between 0 (lost)
and 1 (won): a game that ended is worth its outcome; one cut off at the
look-ahead's horizon is worth how far the heroes got towards each objective,
how much life they keep and how much weaker the nazis are than when the
look-ahead began, never as much as a game won.

A look-ahead ends when the next round begins, so what the heroes pay later
must be counted here or the search takes it for free: a fatigue token left
on a hero halves its next activation (R-AP-4), a bleeding hero acts no more
(R-DEATH-2), a hero far from every objective still has the way to walk, a
nazi left standing shoots next round too, and where the next alarm loses
the mission, a danger marker near the threshold is that much nearer the
loss. So are a nazi on its way to a zone the mission is lost to if a nazi
enters it, and a wounded hero where any hero's death loses the mission
(R-END-1): the look-ahead stops before the nazi's next step or the next
wound.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfenstein_tui.content.records.mission import (
    CollectTokensObjective,
    CompleteEventsObjective,
    EnemyReachesLoss,
    KillObjective,
    ReachObjective,
    SurviveObjective,
)
from wolfenstein_tui.content.records.squares import Square, parse_square
from wolfenstein_tui.engine.geometry.grid import INFINITY
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.players.smart.values import next_alarm_loses
from wolfenstein_tui.engine.rules.objectives import (
    lost_with_any_hero,
    objective_met,
    reaching_loses,
    rounds_survived,
)
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import GameState, Hero, Outcome

if TYPE_CHECKING:
    from wolfenstein_tui.engine.players.smart import SmartPlayer

UNFINISHED = 0.8
"""The most an unfinished game is worth: a sure win always counts more."""
PROGRESS_SHARE = 0.5
"""How much of an unfinished game's worth is progress towards the objectives."""
LIFE_SHARE = 0.35
"""How much is the heroes' life (the rest: the nazis weakened)."""
FATIGUE_COST = 0.15
"""The share of a hero's life a fatigue token still on it costs: half its
AP at its next activation (R-AP-4), beyond the look-ahead's horizon."""
BLEEDING_KEEPS = 0.5
"""The share of its life a bleeding hero is worth (it cannot act, R-DEATH-2)."""
APPROACH_SHARE = 0.3
"""The most of an objective's progress being near it gives (the rest comes
only with the objective met)."""
FAR = 40
"""AP from an objective at which being nearer no longer counts."""
ALARM_LOSS_SHARE = 0.5
"""How much of an unfinished game's worth a danger marker one step below
the threshold takes away on a mission that the next alarm loses: there the
next noisy kill, event or searchlight ends the game (less as the marker is
further from the threshold)."""
ZONE_LOSS_SHARE = 0.5
"""How much of an unfinished game's worth a nazi at the edge of a zone the
mission is lost to takes away (less as its way there is longer, nothing
beyond two of its activations' AP)."""
HERO_LOSS_SHARE = 0.3
"""On a mission lost when any hero dies, how much of an unfinished game's
worth the weakest hero's whole life would take away (its share lost so far
takes that share of it)."""


def outcome_value(state: GameState) -> float | None:
    if state.outcome is None:
        return None
    return 1.0 if state.outcome is Outcome.WON else 0.0


def state_value(
    turn: Turn, root: GameState | None = None, smart: SmartPlayer | None = None
) -> float:
    """The worth of `turn.state` to the heroes (see the module); `root`: the
    state the look-ahead began from (how much weaker the nazis are counts
    against it); `smart`: the distance fields for the way left to the
    objectives (without it, being near counts nothing)."""
    state = turn.state
    ended = outcome_value(state)
    if ended is not None:
        return ended
    objectives = turn.rules.mission.objectives
    progress = sum(
        objective_progress(turn, o) + _approach(turn, o, smart) for o in objectives
    ) / max(1, len(objectives))
    life = sum(hero_life(h) for h in state.heroes.values() if not h.dead) / max(
        1, len(state.heroes)
    )
    weakened = 0.0
    if root is not None:
        before = nazi_strength(turn, root)
        if before > 0:
            weakened = max(-1.0, min(1.0, (before - nazi_strength(turn, state)) / before))
    return (
        UNFINISHED
        * (
            PROGRESS_SHARE * progress
            + LIFE_SHARE * life
            + (1 - PROGRESS_SHARE - LIFE_SHARE) * max(0.0, weakened)
        )
        * (1 - ALARM_LOSS_SHARE * alarm_risk(turn))
        * (1 - ZONE_LOSS_SHARE * zone_risk(turn, smart))
        * (1 - HERO_LOSS_SHARE * hero_loss_risk(turn))
    )


def alarm_risk(turn: Turn) -> float:
    """How near the alarm that loses the game is, 0 to 1 (1: one step of
    danger away). 0 on a mission where the next alarm only brings
    reinforcements: the smart player's play in the look-ahead weighs those
    (smart/values.py alarm_cost)."""
    rules, state = turn.rules, turn.state
    alarm = rules.mission.alarm
    if alarm.spent(state.alarms) or not next_alarm_loses(rules.mission, state):
        return 0.0
    return min(1.0, state.danger / max(1, alarm.threshold - 1))


def zone_risk(turn: Turn, smart: SmartPlayer | None) -> float:
    """How near the nearest nazi is to a zone the mission is lost to if it
    enters (an `enemy_reaches` loss, R-END-1), 0 to 1: nearly 1 one AP
    away, falling to 0 at two of its activations' AP (R-AI-6), its way
    measured as a hero's that opens doors (R-AI-11). 0 without the distance
    fields (`smart`) or such a loss."""
    if smart is None:
        return 0.0
    rules, state = turn.rules, turn.state
    board = rules.board
    risk = 0.0
    for loss in rules.mission.loss_conditions:
        if not isinstance(loss, EnemyReachesLoss):
            continue
        field = smart.field(state, frozenset(board.zones[loss.zone].squares), through_nazis=True)
        for enemy in state.enemies.values():
            if not reaching_loses(loss, enemy):
                continue
            way = min(field[board.index(s)] for s in footprint(enemy.square, enemy.large))
            reach = 2 * rules.enemy_cards[enemy.type].ap + 1
            risk = max(risk, 1.0 - min(way, reach) / reach)
    return risk


def hero_loss_risk(turn: Turn) -> float:
    """On a mission lost when any hero dies (R-END-1), the share of its
    worth the weakest living hero has lost (hero_life), 0 to 1; 0 on other
    missions."""
    if not lost_with_any_hero(turn):
        return 0.0
    lives = [hero_life(h) for h in turn.state.heroes.values() if not h.dead]
    return 1.0 - min(lives) if lives else 0.0


def hero_life(hero: Hero) -> float:
    """A living hero's worth, 0 to 1: its life and armour left, halved while
    it bleeds, less what a fatigue token will cost it."""
    kept = (hero.hp + hero.armor) / max(1, hero.max_hp + hero.max_armor)
    if hero.bleeding:
        kept *= BLEEDING_KEEPS
    if hero.fatigue:
        kept -= FATIGUE_COST
    return max(0.0, kept)


def nazi_strength(turn: Turn, state: GameState) -> float:
    """The nazis' might on the board: each hostile figure's life and armour
    times its weapon's dice (what it can still do to the heroes)."""
    cards = turn.rules.enemy_cards
    return float(
        sum(
            (enemy.hp + enemy.armor) * cards[enemy.type].weapon.dice
            for enemy in state.enemies.values()
            if enemy.bot_of is None
        )
    )


def _approach(turn: Turn, objective: object, smart: SmartPlayer | None) -> float:
    """Progress for being near an objective not met yet: up to
    APPROACH_SHARE of what is left of it, as the nearest living hero's way
    to it shrinks from FAR AP to none."""
    if smart is None:
        return 0.0
    done = objective_progress(turn, objective)
    if done >= 1.0:
        return 0.0
    goals = objective_squares(turn, objective)
    placed = [h.square for h in turn.state.living_heroes() if h.square is not None]
    if not goals or not placed:
        return 0.0
    board = turn.rules.board
    field = smart.field(turn.state, goals, through_nazis=True)
    nearest = min(field[board.index(square)] for square in placed)
    if nearest >= INFINITY:
        return 0.0
    return (1.0 - done) * APPROACH_SHARE * (1.0 - min(nearest, FAR) / FAR)


def objective_squares(turn: Turn, objective: object) -> frozenset[Square]:
    """Where the heroes must go for an objective: the figures to kill, the
    events and tokens left, the squares or zone to reach."""
    state = turn.state
    if isinstance(objective, KillObjective):
        return frozenset(
            square
            for enemy in state.enemies.values()
            if enemy.bot_of is None
            and (
                enemy.id in objective.figures
                if objective.figures
                else enemy.type == objective.enemy_type
            )
            for square in footprint(enemy.square, enemy.large)
        )
    if isinstance(objective, CompleteEventsObjective):
        return frozenset(state.events_left)
    if isinstance(objective, CollectTokensObjective):
        return frozenset(
            square for label, square in state.objectives_left.items() if label in objective.tokens
        )
    if isinstance(objective, ReachObjective):
        if objective.zone is not None:
            return frozenset(turn.rules.board.zones[objective.zone].squares)
        return frozenset(parse_square(name) for name in objective.squares)
    return frozenset()


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
