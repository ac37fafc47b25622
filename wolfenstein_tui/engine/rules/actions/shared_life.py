"""Shared life: a hero gives a token to a bleeding hero beside it (R-DEATH-3)."""

from __future__ import annotations

from wolfenstein_tui.engine.rules import effects
from wolfenstein_tui.engine.rules.traffic import touching
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.state import Difficulty, Hero


def shared_life(turn: Turn, hero: Hero, target_id: str) -> None:
    """R-DEATH-3: 0 AP, next to a bleeding hero: discard your own token and
    take a fatigue token (effect) to restore it to full HP and armor."""
    state = turn.state
    target = state.heroes.get(target_id)
    if target is None or target.id == hero.id:
        raise IllegalCommand(refuse("life.self", "R-DEATH-3", hero=hero.id))
    if not target.bleeding:
        raise IllegalCommand(
            refuse("life.not-bleeding", "R-DEATH-3", hero=hero.id, hero2=target.id)
        )
    assert hero.square is not None and target.square is not None
    if not touching(turn, hero.square, target.square):
        raise IllegalCommand(refuse("life.not-beside", "R-DEATH-3", hero=hero.id, hero2=target.id))
    free = state.difficulty is Difficulty.CAN_I_PLAY_DADDY
    if not free:
        if hero.shared_life < 1:
            raise IllegalCommand(refuse("life.no-token", "R-DEATH-3", hero=hero.id))
        hero.shared_life -= 1
    target.bleeding = False
    target.hp = target.max_hp
    target.armor = target.max_armor
    target.armor_debt = 0  # full armor: no damage is left on the card
    turn.say(EventKind.RESTORED, "R-DEATH-3", hero=hero.id, target=target.id)
    effects.fatigue_effect(turn, hero, "shared_life")
