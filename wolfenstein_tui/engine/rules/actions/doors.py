"""Doors opened and barricades cleared from beside them (R-MOVE)."""

from __future__ import annotations

from wolfenstein_tui.engine.rules.actions.basics import (
    name_of,
    need_ap,
)
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Hero


def open_door(turn: Turn, hero: Hero, door: str) -> None:
    """R-MOVE-4: 1 AP, from a square touching the door; doors never close."""
    name = name_of(turn, hero)
    board = turn.rules.board
    if door not in board.doors:
        raise IllegalCommand(f"There is no door {door!r}.")
    if door not in turn.state.closed_doors:
        raise IllegalCommand(f"The door {door} is already open.")
    if hero.square is None or not board.touches([hero.square], door):
        raise IllegalCommand(f"{name} must stand on a square touching the door {door} to open it.")
    need_ap(turn, hero, 1, "opening a door")
    hero.ap -= 1
    turn.state.closed_doors.discard(door)
    turn.say(EventKind.DOOR_OPENED, hero=hero.id, door=door)


def remove_barricade(turn: Turn, hero: Hero, barricade: str) -> None:
    """R-MOVE-5: only with a pierce-metal weapon, 1 AP, from beside it."""
    name = name_of(turn, hero)
    board = turn.rules.board
    if barricade not in turn.state.barricades:
        raise IllegalCommand(f"There is no barricade {barricade!r} standing.")
    if not any(turn.rules.weapon_cards[w.card].pierce_metal for w in hero.weapons):
        raise IllegalCommand(
            f"Only a hero with a pierce-metal weapon can remove a barricade; {name} has none."
        )
    if hero.square is None or not board.touches([hero.square], barricade):
        raise IllegalCommand(f"{name} must stand beside the barricade {barricade} to remove it.")
    need_ap(turn, hero, 1, "removing a barricade")
    hero.ap -= 1
    turn.state.barricades.discard(barricade)
    turn.say(EventKind.BARRICADE_REMOVED, "R-MOVE-5", hero=hero.id, barricade=barricade)
