"""What an attack may do: the targets in sight and in reach, the attacks
left, a special mode's ammo, the dice it rolls (R-ATK, R-AP-2, R-LOS).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.cards import WeaponCard
from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.paths import footprint, reach_to
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.combat.basics import EASY_LEVELS
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero


def max_attacks(hero: Hero) -> int:
    """Once per activation, twice after the fatigue action (R-AP-2)."""
    return 2 if hero.fatigue_action else 1


def sees_figure(turn: Turn, square: Square, target: Enemy) -> bool:
    state = turn.state
    occupied = turn.rules.board.mask(list(danger.figure_squares(turn)))
    closed = turn.rules.board.closed_mask(frozenset(state.closed_doors), frozenset())
    return turn.rules.los.sees_masks(
        square, list(footprint(target.square, target.large)), closed, occupied
    )


def distance_to(square: Square, target: Enemy) -> int:
    return reach_to(square, target.square, target.large)


def weapon_effects(turn: Turn, hero: Hero, weapon_index: int) -> list[Any]:
    """The always-on (∞) effects of the weapon and of its attachment."""
    weapon = hero.weapons[weapon_index]
    card = turn.rules.weapon_cards[weapon.card]
    found = [e for a in card.abilities if a.trigger is Trigger.ALWAYS for e in a.effects]
    if weapon.attachment:
        found += list(turn.rules.item_cards[weapon.attachment].passive)
    return found


def attack_problem(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> Refusal | None:
    """Why this attack is not allowed, or None (R-ATK-1, R-ATK-5, R-ATK-6, R-AP-2).
    Only the first reason is worked out: the legal actions ask this of every
    enemy and mode, and the line of sight is the dear part."""
    return next(_attack_problems(turn, hero, target_id, mode), None)


def attack_problems(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> list[Refusal]:
    """Every reason this attack is not allowed, in the order `attack_problem`
    checks them (its answer is the first), so a player told "reloaded this
    activation" also learns "no light ammo" instead of finding out after the
    reload."""
    return list(_attack_problems(turn, hero, target_id, mode))


def _attack_problems(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> Iterator[Refusal]:
    state = turn.state
    if not hero.weapons:
        yield refuse("attack.no-weapon", hero=hero.id)
        return
    weapon = hero.weapons[hero.active_weapon]
    card = turn.rules.weapon_cards[weapon.card]
    target = state.enemies.get(target_id)
    if target is None or target.bot_of is not None:
        yield refuse("attack.no-enemy", enemy=target_id)
        return
    yield from _attacker_problems(turn, hero, card)
    assert hero.square is not None
    distance = distance_to(hero.square, target)
    if distance > card.range:
        yield refuse(
            "attack.out-of-range",
            "R-ATK-2",
            enemy=target.id,
            distance=distance,
            weapon=card.id,
            range=card.range,
        )
    if not sees_figure(turn, hero.square, target):
        yield refuse("attack.no-sight", "R-LOS-1", hero=hero.id, enemy=target.id)
    if (
        card.ammo is not None
        and state.difficulty not in EASY_LEVELS
        and hero.ammo[card.ammo.value] < 1
    ):
        yield refuse(
            "attack.no-ammo", "R-ATK-1", hero=hero.id, ammo=card.ammo.value, weapon=card.id
        )
    if mode is not None:
        yield from _mode_problems(turn, hero, card, mode)


def _attacker_problems(turn: Turn, hero: Hero, card: WeaponCard) -> Iterator[Refusal]:
    """What keeps the hero's active weapon from attacking at all: sabotage,
    the attacks of this activation, the reload token, the AP."""
    if hero.sabotaged:
        yield refuse("attack.sabotaged", "R-ATK-12", hero=hero.id)
    if hero.attacks_made >= max_attacks(hero):
        if hero.fatigue_action:
            yield refuse("attack.twice", "R-AP-2", hero=hero.id)
        else:
            yield refuse("attack.once", "R-AP-2", hero=hero.id)
    if hero.weapons[hero.active_weapon].reload:
        yield refuse("attack.reload-token", "R-ATK-5", weapon=card.id)
    if (
        hero.active_weapon in hero.reloaded
        and not hero.fatigue_action
        and turn.state.difficulty not in EASY_LEVELS
    ):
        yield refuse("attack.reloaded", "R-ATK-5", weapon=card.id)
    if hero.ap < card.ap_cost:
        yield refuse("attack.too-dear", hero=hero.id, ap=hero.ap, weapon=card.id, cost=card.ap_cost)


def mode_allowed(turn: Turn, hero: Hero, card: WeaponCard, mode: int) -> bool:
    """Whether a special mode of the hero's active weapon is allowed on its
    own (R-ATK-6): the legal actions' yes or no, whatever the target."""
    return next(_mode_problems(turn, hero, card, mode), None) is None


def _mode_problems(turn: Turn, hero: Hero, card: WeaponCard, mode: int) -> Iterator[Refusal]:
    """What forbids a special attack mode (R-ATK-6)."""
    if not 0 <= mode < len(card.modes):
        yield refuse("attack.no-mode", weapon=card.id, number=mode)
        return
    if hero.special_used:
        yield refuse("attack.mode-used", "R-ATK-6", hero=hero.id)
    cost = mode_ammo_cost(turn, card, mode)
    assert card.ammo is not None
    held = hero.ammo[card.ammo.value]
    if held < cost:
        yield refuse(
            "attack.mode-ammo",
            "R-ATK-6",
            mode=f"{card.id}#{mode}",
            cost=cost,
            ammo=card.ammo.value,
            hero=hero.id,
            held=held,
        )


def mode_ammo_cost(turn: Turn, card: WeaponCard, mode: int) -> int:
    """The hardest level asks one more ammo token for special modes (R-DIFF)."""
    extra = 1 if turn.state.difficulty is Difficulty.I_AM_DEATH_INCARNATE else 0
    return card.modes[mode].ammo_cost + extra


def attack_dice(turn: Turn, hero: Hero, mode: int | None, target_id: str | None = None) -> int:
    """Precision + weapon dice + dice from abilities in play (R-ATK-3).
    Dice with a `max_distance` (the bayonet: adjacent only) count only
    against a target that close; with no target named they are counted.
    A `dice_falloff` ∞ ability (a spread that thins out, like the Soldier's
    submachine gun, RULES §2) takes dice off the total for every square
    between the hero and the target, never below its minimum."""
    weapon = hero.weapons[hero.active_weapon]
    card = turn.rules.weapon_cards[weapon.card]
    dice = hero.precision + card.dice + hero.extra_dice
    in_play = weapon_effects(turn, hero, hero.active_weapon)
    if mode is not None:
        in_play += list(card.modes[mode].effects)
    target = turn.state.enemies.get(target_id or "")
    distance = None
    if target is not None and hero.square is not None:
        distance = distance_to(hero.square, target)
    for effect in in_play:
        if not isinstance(effect, fx.ExtraDice):
            continue
        if (
            effect.max_distance is not None
            and distance is not None
            and distance > effect.max_distance
        ):
            continue  # too far for this effect
        dice += effect.count
    for effect in in_play:
        if isinstance(effect, fx.DiceFalloff) and distance is not None:
            between = max(0, distance - 1)
            dice = max(min(effect.minimum, dice), dice - effect.per_square * between)
    return dice
