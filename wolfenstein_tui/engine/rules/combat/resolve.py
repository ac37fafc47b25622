"""An attack's dice, once rolled and rerolled, resolved: piercing, the
reload token, noise, damage, an area mode, the weapon's and the target's
abilities (R-ATK, R-PRIO-1).
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.effects import Face, Trigger
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.combat.damage import (
    damage_area,
    has_great_armor,
    hit,
)
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Enemy


def finish_attack(turn: Turn, context: dict[str, Any]) -> None:
    state = turn.state
    hero = state.heroes[context["hero"]]
    target = state.enemies[context["target"]]
    faces = [Face(f) for f in context["faces"]]
    hearts = faces.count(Face.HEART)
    shields = faces.count(Face.SHIELD)
    reloads = faces.count(Face.RELOAD)
    if context["pierce"] and shields:
        if has_great_armor(turn, target):
            turn.say(EventKind.EFFECT, "R-PRIO-1", what="great_armor", enemy=target.id)
        else:
            hearts, shields = hearts + shields, 0
    weapon = hero.weapons[context["weapon"]]
    if reloads and not context["melee"] and not weapon.reload:
        weapon.reload = True  # R-ATK-5: the damage rolled still applies
        turn.say(EventKind.RELOAD_TOKEN, "R-ATK-5", hero=hero.id, card=weapon.card)
    if not context["quiet"]:
        board = turn.rules.board
        assert hero.square is not None
        danger.add_noise(turn, board.zone_of(hero.square), "gunfire")
        for zone in sorted(danger.enemy_zones(turn, target)):
            danger.add_noise(turn, zone, "gunfire")
    target.attacked = True
    assert hero.square is not None
    centre = area_centre(hero.square, target)  # where it stood when the roll hit it
    loot: list[Job] = []  # kill loot comes once the whole attack is resolved
    kills_before = len(state.killed)
    hit(turn, target, hearts, shields, hero.id, "attack", context["silent"], loot)
    weapon_card = turn.rules.weapon_cards[weapon.card]
    if context["mode"] is not None:  # an area special mode goes off after the roll
        mode = weapon_card.modes[context["mode"]]
        for area in (e for e in mode.effects if isinstance(e, fx.DamageArea)):
            if state.outcome is None:
                damage_area(turn, centre, area, hero.id, mode.name, context["silent"], loot)
    for _ in range(len(state.killed) - kills_before):  # the weapon's on_kill, once a kill
        for ability in weapon_card.abilities:
            if ability.trigger is Trigger.ON_KILL:
                loot += [(effect, hero.id) for effect in ability.effects]
    answer_attack(turn, target, hero.id)  # R-PRIO-1: the nazi's ability before the weapon's
    if target.id in state.enemies:
        after = {"target": target.id, "square": square_name(centre), "silent": context["silent"]}
        for ability in weapon_card.abilities:
            if ability.trigger is Trigger.ON_ATTACK:
                turn.run_effects(list(ability.effects), hero.id, ability.name, after)
    if loot:
        turn.run_jobs(loot, "kill")


def area_centre(attacker: Square, target: Enemy) -> Square:
    """The square an area attack is centred on: the target's square, or for a
    large figure the one of its four squares nearest the attacker (ties: the
    upper row, then the left column). R-LARGE-1: the area counts from that
    square only, not from the other three."""
    return min(
        footprint(target.square, target.large),
        key=lambda s: (chebyshev(attacker, s), s[1], s[0]),
    )


def answer_attack(turn: Turn, enemy: Enemy, attacker: str) -> None:
    """An enemy's `on_attacked` abilities, once a hero's or bot's attack on it
    is resolved, if it still stands (Hitler's "Ich bin der Führer!")."""
    if enemy.id not in turn.state.enemies or enemy.bot_of is not None:
        return
    for index, ability in enumerate(turn.rules.enemy_cards[enemy.type].abilities):
        if ability.trigger is Trigger.ON_ATTACKED and turn.state.outcome is None:
            turn.say(
                EventKind.EFFECT,
                what="enemy_ability",
                enemy=enemy.id,
                type=enemy.type,
                ability=index,
            )
            turn.run_effects(
                list(ability.effects),
                None,
                ability.name,
                {"figure": enemy.id, "attacker": attacker},
            )
