"""Equipment and weapons: the weapon in hand, items used, worn, taken off
and given to another hero (R-EQ).
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.cards import ItemType
from wolfenstein_tui.content.squares import square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules import danger, effects
from wolfenstein_tui.engine.rules.actions.basics import name_of
from wolfenstein_tui.engine.rules.traffic import touching
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Give,
    IllegalCommand,
    UseItem,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Hero


def switch_weapon(turn: Turn, hero: Hero, weapon: int) -> None:
    """R-EQ-1: 0 AP during the hero's turn."""
    name = name_of(turn, hero)
    if not 0 <= weapon < len(hero.weapons):
        raise IllegalCommand(f"{name} has no weapon number {weapon}.")
    if weapon == hero.active_weapon:
        raise IllegalCommand(f"That weapon is already in {name}'s hands.")
    hero.active_weapon = weapon
    card = hero.weapons[weapon].card
    turn.say(EventKind.EFFECT, what="take_up", hero=hero.id, weapon=weapon, card=card)


def item_use_problem(turn: Turn, hero: Hero, item_id: str) -> str | None:
    """Why the hero cannot use this card now, or None (R-EQ-5).

    RULES §2 / R-EQ: a consumable is discarded after one use, so it is used
    from the hand. Every other card is attached to the hero and, as the
    rulebook says, works only while attached: [D] its use effect needs it
    equipped, and works once per activation (the card is kept, so without a
    limit AP alone would repeat it)."""
    name = name_of(turn, hero)
    if item_id not in hero.carried and item_id not in hero.equipped:
        return f"{name} does not hold {item_id}."
    card = turn.rules.item_cards[item_id]
    if not card.effects:
        if card.execution_dice:
            return f"The {card.name} is used through a silent execution."
        return f"The {card.name} works on its own once equipped; it is not used."
    if card.item_type is not ItemType.CONSUMABLE:
        if item_id not in hero.equipped:
            return f"The {card.name} works only while equipped (R-EQ-2): equip it first."
        if item_id in hero.items_used:
            return f"{name} has already used the {card.name} this activation."
    if hero.ap < card.ap_cost:
        return f"{name} has {hero.ap} AP left; using the {card.name} costs {card.ap_cost} AP."
    return None


def use_item(turn: Turn, hero: Hero, command: UseItem) -> None:
    """R-EQ-5: pay the card's AP; consumables are discarded after use, other
    cards are used while equipped, once per activation (`item_use_problem`)."""
    name = name_of(turn, hero)
    problem = item_use_problem(turn, hero, command.item)
    if problem:
        raise IllegalCommand(problem)
    card = turn.rules.item_cards[command.item]
    needs_square = any(e.effect == "damage_area" for e in card.effects)
    if needs_square:
        if command.square is None:
            raise IllegalCommand(f"The {card.name} needs a target square.")
        area = next(e for e in card.effects if e.effect == "damage_area")
        assert hero.square is not None
        if chebyshev(hero.square, command.square) > area.range:
            raise IllegalCommand(
                f"{square_name(command.square)} is out of the {card.name}'s reach of {area.range}."
            )
        if command.square != hero.square and not turn.rules.los.sees(
            hero.square,
            command.square,
            closed_doors=turn.state.closed_doors,
            occupied=[s for s in danger.figure_squares(turn) if s != command.square],
        ):
            raise IllegalCommand(f"{name} has no line of sight to {square_name(command.square)}.")
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
    name = name_of(turn, hero)
    if item_id not in hero.carried:
        raise IllegalCommand(f"{name} does not carry {item_id}.")
    card = turn.rules.item_cards[item_id]
    if card.item_type is ItemType.ATTACHMENT:
        if weapon is None or not 0 <= weapon < len(hero.weapons):
            raise IllegalCommand(f"Say which weapon the {card.name} goes on.")
        target = hero.weapons[weapon]
        if target.attachment is not None:
            raise IllegalCommand(
                "A weapon holds one attachment (R-EQ-2); take the other one off first."
            )
        hero.carried.remove(item_id)
        target.attachment = item_id
        turn.say(EventKind.EFFECT, what="fit", hero=hero.id, item=item_id, weapon=weapon)
        return
    if weapon is not None:
        raise IllegalCommand(f"The {card.name} is not an attachment.")
    slots = turn.rules.hero_card(hero.id).item_slots
    if card.item_type not in slots:
        raise IllegalCommand(f"{name}'s card has no {card.item_type.value} slot (R-EQ-2).")
    if any(turn.rules.item_cards[e].item_type is card.item_type for e in hero.equipped):
        raise IllegalCommand(f"{name} already has a {card.item_type.value} equipped (R-EQ-2).")
    hero.carried.remove(item_id)
    hero.equipped.append(item_id)
    turn.say(EventKind.EFFECT, what="equip", hero=hero.id, item=item_id)
    effects.put_on(turn, hero, card)


def unequip(turn: Turn, hero: Hero, item_id: str) -> None:
    """R-EQ-3/4: 0 AP; permanent cards cannot be removed."""
    name = name_of(turn, hero)
    card = turn.rules.item_cards.get(item_id)
    if card is None:
        raise IllegalCommand(f"There is no card {item_id!r}.")
    if card.permanent and item_id in hero.equipped:
        raise IllegalCommand(f"The {card.name} is permanent and cannot be removed (R-EQ-4).")
    if item_id in hero.equipped:
        hero.equipped.remove(item_id)
        effects.take_off(turn, hero, card)
    else:
        for weapon in hero.weapons:
            if weapon.attachment == item_id:
                weapon.attachment = None
                break
        else:
            raise IllegalCommand(f"{name} has no {card.name} equipped.")
    hero.carried.append(item_id)
    turn.say(EventKind.EFFECT, what="take_off", hero=hero.id, item=item_id)


def give(turn: Turn, hero: Hero, command: Give) -> None:
    """R-EQ-3: give (never take) a card or an ammo token to an adjacent hero,
    0 AP; a weapon keeps its reload token."""
    state = turn.state
    name = name_of(turn, hero)
    other = state.heroes.get(command.to)
    if other is None or other.id == hero.id or not other.on_board:
        raise IllegalCommand("Give to another hero on the board.")
    assert hero.square is not None and other.square is not None
    if not touching(turn, hero.square, other.square):
        raise IllegalCommand(f"{name} must be next to {name_of(turn, other)} to give anything.")
    chosen = [x for x in (command.item, command.weapon, command.ammo) if x is not None]
    if len(chosen) != 1:
        raise IllegalCommand("Give one thing at a time: a card, a weapon or an ammo token.")
    if command.item is not None:
        if command.item not in hero.carried:
            raise IllegalCommand(f"{name} does not carry {command.item} (unequip it first).")
        hero.carried.remove(command.item)
        other.carried.append(command.item)
        given: dict[str, Any] = {"card": command.item}
    elif command.weapon is not None:
        if not 0 <= command.weapon < len(hero.weapons):
            raise IllegalCommand(f"{name} has no weapon number {command.weapon}.")
        if len(hero.weapons) == 1:
            raise IllegalCommand(f"{name} would have no weapon left.")
        weapon = hero.weapons.pop(command.weapon)
        other.weapons.append(weapon)
        if command.weapon < hero.active_weapon:
            hero.active_weapon -= 1  # the same weapon stays in hand
        hero.active_weapon = min(hero.active_weapon, len(hero.weapons) - 1)
        hero.reloaded = [i - (i > command.weapon) for i in hero.reloaded if i != command.weapon]
        given = {"card": weapon.card}
    else:
        if command.ammo not in hero.ammo or hero.ammo[command.ammo] < 1:
            raise IllegalCommand(f"{name} has no {command.ammo} ammo to give.")
        hero.ammo[command.ammo] -= 1
        other.ammo[command.ammo] += 1
        given = {"ammo": command.ammo, "count": 1}
    turn.say(EventKind.EFFECT, "R-EQ-3", what="give", hero=hero.id, to=other.id, **given)
