"""A hero's activation begun and ended (R-ROUND), and the fatigue action
that buys more AP (R-AP-4).
"""

from __future__ import annotations

from wolfenstein_tui.engine.geometry.paths import movement_costs
from wolfenstein_tui.engine.rules import danger, flow
from wolfenstein_tui.engine.rules.actions.basics import (
    HERO_WALKER,
    traffic_for_hero,
)
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    IllegalCommand,
    StartActivation,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.state import Hero


def start(turn: Turn, command: StartActivation) -> None:
    state = turn.state
    if state.active_hero is not None:
        raise IllegalCommand(refuse("activate.busy", figure=state.active_hero))
    hero = state.heroes.get(command.hero)
    if hero is None:
        raise IllegalCommand(refuse("activate.no-hero", id=command.hero))
    if hero.dead:
        raise IllegalCommand(refuse("activate.dead", "R-DEATH-4", hero=hero.id))
    if hero.id in state.activated:
        raise IllegalCommand(refuse("activate.done", "R-ROUND-2", hero=hero.id))
    if not state.house_rules.any_hero_order and hero.seat != state.active_seat:
        raise IllegalCommand(
            refuse(
                "activate.not-your-turn",
                "R-ROUND-2",
                player=state.active_seat,
                hero=hero.id,
                player2=hero.seat,
            )
        )
    flow.start_activation(turn, hero)


def end(turn: Turn, hero: Hero) -> None:
    board = turn.rules.board
    on_passage = hero.square is not None and hero.square in board.passage_pair
    if on_passage and can_leave(turn, hero):
        raise IllegalCommand(refuse("activate.end-on-passage", "R-MOVE-9", hero=hero.id))
    flow.finish_activation(turn, hero)


def can_leave(turn: Turn, hero: Hero) -> bool:
    """Whether a hero on a passage token still has a way off it (AP now, or
    from the fatigue action): if not, the activation may end there."""
    assert hero.square is not None
    if hero.stunned or (hero.ap < 1 and (hero.fatigue or hero.fatigue_action)):
        return False
    budget = max(hero.ap, hero.base_ap // 2 if not hero.fatigue else 0)
    traffic = traffic_for_hero(turn, hero)
    reachable = movement_costs(turn.rules.board, hero.square, HERO_WALKER, traffic, budget)
    pair = turn.rules.board.passage_pair[hero.square]
    return len(reachable) > 1 or pair not in danger.figure_squares(turn)


def take_fatigue(turn: Turn, hero: Hero) -> None:
    """R-AP-3: 0 AP, once, never with a fatigue token already: half the base
    AP (rounded down), a fatigue token, and the right to a second attack."""
    if hero.fatigue or hero.fatigue_action:
        raise IllegalCommand(refuse("activate.fatigued", "R-AP-5", hero=hero.id))
    gained = hero.base_ap // 2
    hero.ap += gained
    hero.fatigue = True
    hero.fatigue_action = True
    turn.say(EventKind.FATIGUE, "R-AP-2", what="push_on", hero=hero.id, ap=gained)
