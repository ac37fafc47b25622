"""Doors opened and barricades cleared from beside them (R-MOVE)."""

from __future__ import annotations

from wolfenstein_tui.engine.rules.actions.basics import need_ap
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.state import Hero


def open_door(turn: Turn, hero: Hero, door: str) -> None:
    """R-MOVE-4: 1 AP, from a square touching the door; doors never close."""
    board = turn.rules.board
    if door not in board.doors:
        raise IllegalCommand(refuse("door.no-such", door=door))
    if door not in turn.state.closed_doors:
        raise IllegalCommand(refuse("door.already-open", "R-MOVE-4", door=door))
    if hero.square is None or not board.touches([hero.square], door):
        raise IllegalCommand(refuse("door.not-beside", "R-MOVE-4", hero=hero.id, door=door))
    need_ap(hero, 1, refuse("door.ap", "R-MOVE-4", hero=hero.id, ap=hero.ap, cost=1))
    hero.ap -= 1
    turn.state.closed_doors.discard(door)
    turn.say(EventKind.DOOR_OPENED, hero=hero.id, door=door)


def remove_barricade(turn: Turn, hero: Hero, barricade: str) -> None:
    """R-MOVE-5: only with a pierce-metal weapon, 1 AP, from beside it."""
    board = turn.rules.board
    if barricade not in turn.state.barricades:
        raise IllegalCommand(refuse("barricade.no-such", barricade=barricade))
    if not any(turn.rules.weapon_cards[w.card].pierce_metal for w in hero.weapons):
        raise IllegalCommand(refuse("barricade.no-weapon", "R-MOVE-5", hero=hero.id))
    if hero.square is None or not board.touches([hero.square], barricade):
        raise IllegalCommand(
            refuse("barricade.not-beside", "R-MOVE-5", hero=hero.id, barricade=barricade)
        )
    need_ap(hero, 1, refuse("barricade.ap", "R-MOVE-5", hero=hero.id, ap=hero.ap, cost=1))
    hero.ap -= 1
    turn.state.barricades.discard(barricade)
    turn.say(EventKind.BARRICADE_REMOVED, "R-MOVE-5", hero=hero.id, barricade=barricade)
