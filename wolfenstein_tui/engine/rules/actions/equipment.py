"""Equipment and weapons: the weapon in hand, items used, worn, taken off
and given to another hero (R-EQ).
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records.cards import ItemType
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules import danger, effects
from wolfenstein_tui.engine.rules.traffic import touching
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Give,
    IllegalCommand,
    UseItem,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Hero


def switch_weapon(turn: Turn, hero: Hero, weapon: int) -> None:
    """R-EQ-1: 0 AP during the hero's turn."""
    if not 0 <= weapon < len(hero.weapons):
        raise IllegalCommand(refuse("weapon.no-such", hero=hero.id, number=weapon))
    if weapon == hero.active_weapon:
        raise IllegalCommand(refuse("weapon.in-hand", "R-EQ-1", hero=hero.id, number=weapon))
    hero.active_weapon = weapon
    card = hero.weapons[weapon].card
    turn.say(EventKind.EFFECT, what="take_up", hero=hero.id, weapon=weapon, card=card)


def item_use_problem(turn: Turn, hero: Hero, item_id: str) -> Refusal | None:
    """Why the hero cannot use this card now, or None (R-EQ-5).

    RULES §2 / R-EQ: a consumable is discarded after one use, so it is used
    from the hand. Every other card is attached to the hero and, as the
    rulebook says, works only while attached: [D] its use effect needs it
    equipped, and works once per activation (the card is kept, so without a
    limit AP alone would repeat it)."""
    if item_id not in hero.carried and item_id not in hero.equipped:
        return refuse("item.not-held", hero=hero.id, item=item_id)
    card = turn.rules.item_cards[item_id]
    if not card.effects:
        if card.execution_dice:
            return refuse("item.by-execution", "R-ATK-10", item=item_id)
        return refuse("item.works-alone", "R-EQ-2", item=item_id)
    if card.item_type is not ItemType.CONSUMABLE:
        if item_id not in hero.equipped:
            return refuse("item.not-equipped", "R-EQ-2", item=item_id)
        if item_id in hero.items_used:
            return refuse("item.used", "R-EQ-5", hero=hero.id, item=item_id)
    if hero.ap < card.ap_cost:
        return refuse(
            "item.ap", "R-EQ-5", hero=hero.id, ap=hero.ap, item=item_id, cost=card.ap_cost
        )
    return None


def use_item(turn: Turn, hero: Hero, command: UseItem) -> None:
    """R-EQ-5: pay the card's AP; consumables are discarded after use, other
    cards are used while equipped, once per activation (`item_use_problem`)."""
    problem = item_use_problem(turn, hero, command.item)
    if problem:
        raise IllegalCommand(problem)
    card = turn.rules.item_cards[command.item]
    needs_square = any(e.effect == "damage_area" for e in card.effects)
    if needs_square:
        if command.square is None:
            raise IllegalCommand(refuse("item.no-square", item=command.item))
        area = next(e for e in card.effects if e.effect == "damage_area")
        assert hero.square is not None
        if chebyshev(hero.square, command.square) > area.range:
            raise IllegalCommand(
                refuse(
                    "item.out-of-reach",
                    square=square_name(command.square),
                    item=command.item,
                    range=area.range,
                )
            )
        if command.square != hero.square and not turn.rules.los.sees(
            hero.square,
            command.square,
            closed_doors=turn.state.closed_doors,
            occupied=[s for s in danger.figure_squares(turn) if s != command.square],
        ):
            raise IllegalCommand(
                refuse("item.no-sight", "R-LOS-1", hero=hero.id, square=square_name(command.square))
            )
    hero.ap -= card.ap_cost
    if card.item_type is ItemType.CONSUMABLE:
        (hero.carried if command.item in hero.carried else hero.equipped).remove(command.item)
        turn.state.decks["equipment"].discard.append(command.item)
    else:
        hero.items_used.append(command.item)
    turn.say(EventKind.EFFECT, what="use", hero=hero.id, item=command.item)
    context = {"target": command.target}
    if command.square is not None:
        context["square"] = square_name(command.square)
    effects.run_effects(turn, list(card.effects), hero.id, card.name, context)


def equip(turn: Turn, hero: Hero, item_id: str, weapon: int | None) -> None:
    """R-EQ-2/3: one item per slot type of the hero card, one attachment per
    weapon; 0 AP during the hero's turn. A card attached to the hero works
    while it is worn (`effects.put_on`): armor and boost cards for good
    (R-EQ-4), a suit or other card until it is taken off."""
    if item_id not in hero.carried:
        raise IllegalCommand(refuse("item.not-carried", hero=hero.id, item=item_id))
    card = turn.rules.item_cards[item_id]
    if card.item_type is ItemType.ATTACHMENT:
        if weapon is None or not 0 <= weapon < len(hero.weapons):
            raise IllegalCommand(refuse("item.which-weapon", item=item_id))
        target = hero.weapons[weapon]
        if target.attachment is not None:
            raise IllegalCommand(refuse("item.attachment-taken", "R-EQ-2", item=item_id))
        hero.carried.remove(item_id)
        target.attachment = item_id
        turn.say(EventKind.EFFECT, what="fit", hero=hero.id, item=item_id, weapon=weapon)
        return
    if weapon is not None:
        raise IllegalCommand(refuse("item.not-attachment", "R-EQ-2", item=item_id))
    slots = turn.rules.hero_card(hero.id).item_slots
    if card.item_type not in slots:
        raise IllegalCommand(
            refuse("item.no-slot", "R-EQ-2", hero=hero.id, slot=card.item_type.value)
        )
    if any(turn.rules.item_cards[e].item_type is card.item_type for e in hero.equipped):
        raise IllegalCommand(
            refuse("item.slot-taken", "R-EQ-2", hero=hero.id, slot=card.item_type.value)
        )
    hero.carried.remove(item_id)
    hero.equipped.append(item_id)
    turn.say(EventKind.EFFECT, what="equip", hero=hero.id, item=item_id)
    effects.put_on(turn, hero, card)


def unequip(turn: Turn, hero: Hero, item_id: str) -> None:
    """R-EQ-3/4: 0 AP; permanent cards cannot be removed."""
    card = turn.rules.item_cards.get(item_id)
    if card is None:
        raise IllegalCommand(refuse("item.no-card", id=item_id))
    if card.permanent and item_id in hero.equipped:
        raise IllegalCommand(refuse("item.permanent", "R-EQ-4", item=item_id))
    if item_id in hero.equipped:
        hero.equipped.remove(item_id)
        effects.take_off(turn, hero, card)
    else:
        for weapon in hero.weapons:
            if weapon.attachment == item_id:
                weapon.attachment = None
                break
        else:
            raise IllegalCommand(refuse("item.not-worn", hero=hero.id, item=item_id))
    hero.carried.append(item_id)
    turn.say(EventKind.EFFECT, what="take_off", hero=hero.id, item=item_id)


def give(turn: Turn, hero: Hero, command: Give) -> None:
    """R-EQ-3: give (never take) a card or an ammo token to an adjacent hero,
    0 AP; a weapon keeps its reload token."""
    state = turn.state
    other = state.heroes.get(command.to)
    if other is None or other.id == hero.id or not other.on_board:
        raise IllegalCommand(refuse("give.to-whom", "R-EQ-3", hero=hero.id))
    assert hero.square is not None and other.square is not None
    if not touching(turn, hero.square, other.square):
        raise IllegalCommand(refuse("give.not-beside", "R-EQ-3", hero=hero.id, hero2=other.id))
    chosen = [x for x in (command.item, command.weapon, command.ammo) if x is not None]
    if len(chosen) != 1:
        raise IllegalCommand(refuse("give.one-thing", "R-EQ-3", hero=hero.id))
    if command.item is not None:
        if command.item not in hero.carried:
            raise IllegalCommand(
                refuse("give.not-carried", "R-EQ-3", hero=hero.id, item=command.item)
            )
        hero.carried.remove(command.item)
        other.carried.append(command.item)
        given: dict[str, Any] = {"card": command.item}
    elif command.weapon is not None:
        if not 0 <= command.weapon < len(hero.weapons):
            raise IllegalCommand(refuse("weapon.no-such", hero=hero.id, number=command.weapon))
        if len(hero.weapons) == 1:
            raise IllegalCommand(refuse("give.last-weapon", "R-EQ-3", hero=hero.id))
        weapon = hero.weapons.pop(command.weapon)
        other.weapons.append(weapon)
        if command.weapon < hero.active_weapon:
            hero.active_weapon -= 1  # the same weapon stays in hand
        hero.active_weapon = min(hero.active_weapon, len(hero.weapons) - 1)
        hero.reloaded = [i - (i > command.weapon) for i in hero.reloaded if i != command.weapon]
        given = {"card": weapon.card}
    else:
        if command.ammo not in hero.ammo or hero.ammo[command.ammo] < 1:
            raise IllegalCommand(
                refuse("give.no-ammo", "R-EQ-3", hero=hero.id, ammo=str(command.ammo))
            )
        hero.ammo[command.ammo] -= 1
        other.ammo[command.ammo] += 1
        given = {"ammo": command.ammo, "count": 1}
    turn.say(EventKind.EFFECT, "R-EQ-3", what="give", hero=hero.id, to=other.id, **given)
