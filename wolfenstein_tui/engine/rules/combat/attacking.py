"""The two commands that roll dice at an enemy: an attack (R-ATK) and a
silent execution (R-ATK-10). Each pays its cost, rolls, and hands the
dice to the rerolls.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.cards import WeaponKind
from wolfenstein_tui.engine.rules.combat.basics import (
    EASY_LEVELS,
)
from wolfenstein_tui.engine.rules.combat.checks import (
    attack_dice,
    attack_problem,
    mode_ammo_cost,
    weapon_effects,
)
from wolfenstein_tui.engine.rules.combat.execution import execution_problems
from wolfenstein_tui.engine.rules.combat.rerolls import (
    offer_rerolls,
    reroll_sources,
)
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.purposes import RollFor, purpose
from wolfenstein_tui.engine.state.state import Hero


def attack(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> None:
    problem = attack_problem(turn, hero, target_id, mode)
    if problem:
        raise IllegalCommand(problem)
    state = turn.state
    weapon = hero.weapons[hero.active_weapon]
    card = turn.rules.weapon_cards[weapon.card]
    hero.ap -= card.ap_cost
    hero.attacks_made += 1
    hero.hidden = False  # a disguise holds only until the hero attacks
    mode_effects: list[Any] = []
    if mode is not None:
        hero.special_used = True
        cost = mode_ammo_cost(turn, card, mode)
        assert card.ammo is not None
        hero.ammo[card.ammo.value] -= cost
        mode_effects = list(card.modes[mode].effects)
        turn.say(
            EventKind.EFFECT,
            what="discard_ammo",
            hero=hero.id,
            count=cost,
            ammo=card.ammo.value,
            weapon=card.id,
            mode=mode,
        )
    dice = attack_dice(turn, hero, mode, target_id)
    hero.extra_dice = 0
    in_play = weapon_effects(turn, hero, hero.active_weapon) + mode_effects
    # A silencer (or a silent weapon) spares both noise and danger (R-ATK-11);
    # the easy levels only spare the noise (R-DIFF).
    silent = card.silent or any(isinstance(e, fx.Silence) for e in in_play)
    quiet = silent or state.difficulty in EASY_LEVELS
    turn.say(
        EventKind.ATTACKED,
        hero=hero.id,
        target=target_id,
        weapon=card.id,
        dice=dice,
    )
    faces = turn.roll(dice, purpose(RollFor.ATTACK, hero=hero.id))
    context = {
        "hero": hero.id,
        "target": target_id,
        "weapon": hero.active_weapon,
        "mode": mode,
        "faces": [f.value for f in faces],
        "rerolled": [],
        "silent": silent,
        "quiet": quiet,
        "melee": card.kind is WeaponKind.MELEE,
        "pierce": any(isinstance(e, fx.PierceArmor) for e in in_play) or hero.pierce_next,
        "sources": reroll_sources(turn, hero, in_play),
        "kind": "attack",
    }
    hero.pierce_next = False
    offer_rerolls(turn, context)


def silent_execution(turn: Turn, hero: Hero, target_id: str, item_id: str) -> None:
    """R-ATK-10: an attack (2 AP) on an adjacent enemy with a knife, hatchet
    or pipe; the card is discarded; reload counts as blank; no noise and no
    danger, even on a kill."""
    problems = execution_problems(turn, hero, target_id, item_id)
    if problems:
        raise IllegalCommand(problems[0])
    state = turn.state
    item = turn.rules.item_cards[item_id]
    hero.ap -= 2
    hero.attacks_made += 1
    hero.hidden = False
    (hero.carried if item_id in hero.carried else hero.equipped).remove(item_id)
    state.decks["equipment"].discard.append(item_id)
    turn.say(
        EventKind.ATTACKED,
        "R-ATK-10",
        hero=hero.id,
        target=target_id,
        item=item_id,
        dice=item.execution_dice,
    )
    assert item.execution_dice is not None  # execution_problems refuses any other card
    faces = turn.roll(item.execution_dice, purpose(RollFor.EXECUTION, hero=hero.id))
    context = {
        "hero": hero.id,
        "target": target_id,
        "faces": [f.value for f in faces],
        "rerolled": [],
        "sources": reroll_sources(turn, hero, []),
        "kind": "execution",
    }
    offer_rerolls(turn, context)
