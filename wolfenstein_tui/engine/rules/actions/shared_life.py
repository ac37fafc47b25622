"""Shared life: a hero gives a token to a bleeding hero beside it (R-DEATH-3)."""

from __future__ import annotations

from wolfenstein_tui.engine.rules import effects
from wolfenstein_tui.engine.rules.actions.basics import name_of
from wolfenstein_tui.engine.rules.traffic import touching
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Difficulty, Hero


def shared_life(turn: Turn, hero: Hero, target_id: str) -> None:
    """R-DEATH-3: 0 AP, next to a bleeding hero: discard your own token and
    take a fatigue token (effect) to restore it to full HP and armor."""
    state = turn.state
    name = name_of(turn, hero)
    target = state.heroes.get(target_id)
    if target is None or target.id == hero.id:
        raise IllegalCommand("Shared life restores another hero, never oneself (R-DEATH-3).")
    if not target.bleeding:
        raise IllegalCommand(f"{name_of(turn, target)} is not bleeding.")
    assert hero.square is not None and target.square is not None
    if not touching(turn, hero.square, target.square):
        raise IllegalCommand(f"{name} must be next to {name_of(turn, target)} to share life.")
    free = state.difficulty is Difficulty.CAN_I_PLAY_DADDY
    if not free:
        if hero.shared_life < 1:
            raise IllegalCommand(f"{name} has no shared-life token left (tokens cannot be given).")
        hero.shared_life -= 1
    target.bleeding = False
    target.hp = target.max_hp
    target.armor = target.max_armor
    target.armor_debt = 0  # full armor: no damage is left on the card
    turn.say(EventKind.RESTORED, "R-DEATH-3", hero=hero.id, target=target.id)
    effects.fatigue_effect(turn, hero, "shared_life")
