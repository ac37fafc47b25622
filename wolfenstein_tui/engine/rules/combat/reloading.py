"""Reloading a weapon (R-ATK-5)."""

from __future__ import annotations

from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.purposes import RollFor, purpose
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Difficulty, Hero


def reload(turn: Turn, hero: Hero, weapon_index: int) -> None:
    """R-ATK-5: 2 AP removes the reload token; at the hardest level a die is
    rolled and on a reload result the token stays."""
    problems = reload_problems(turn, hero, weapon_index)
    if problems:
        raise IllegalCommand(problems[0])
    weapon = hero.weapons[weapon_index]
    card = turn.rules.weapon_cards[weapon.card]
    hero.ap -= 2
    if turn.state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        (face,) = turn.roll(1, purpose(RollFor.RELOAD, hero=hero.id, card=card.id))
        if face is Face.RELOAD:
            turn.say(
                EventKind.RELOADED,
                "R-DIFF",
                hero=hero.id,
                weapon=weapon_index,
                card=weapon.card,
                jammed=True,
            )
            return
    weapon.reload = False
    if weapon_index not in hero.reloaded:
        hero.reloaded.append(weapon_index)
    turn.say(EventKind.RELOADED, "R-ATK-5", hero=hero.id, weapon=weapon_index, card=weapon.card)


def reload_problems(turn: Turn, hero: Hero, weapon_index: int) -> list[Refusal]:
    """Every reason this reload is not allowed (R-ATK-5); empty when it is."""
    if not 0 <= weapon_index < len(hero.weapons):
        return [refuse("reload.no-weapon", hero=hero.id, number=weapon_index)]
    card = turn.rules.weapon_cards[hero.weapons[weapon_index].card]
    found = []
    if not hero.weapons[weapon_index].reload:
        found.append(refuse("reload.no-token", "R-ATK-5", weapon=card.id))
    if hero.ap < 2:
        found.append(refuse("reload.too-dear", "R-ATK-5", hero=hero.id, ap=hero.ap, cost=2))
    return found
