"""A hero's card as the box prints it (stats, weapon, kit, item slots,
abilities), shown while the heroes are chosen."""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.base.i18n import _, current_language, ngettext
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.words.card_words import ability_heading
from wolfenstein_tui.words.terms import ITEM_TYPES, ammo_tokens, term


def hero_card_text(decks: Decks, hero_id: str) -> Text:
    """A hero's card as the box prints it: stats, ammo, kit, item slots and
    abilities, for choosing the heroes."""
    lang = current_language()
    card = decks.hero(hero_id)
    weapons = {w.id: w for w in decks.weapons}
    items = {e.id: e.words(lang).name for e in decks.equipment}
    text = Text()
    text.append(f"{card.words(lang).name}", style="bold")
    text.append(f" — {card.words(lang).text}\n", style="italic")
    text.append(
        _("HP {hp} · armor {armor} · {ap} AP · precision {precision} · {ammo}").format(
            hp=card.hp,
            armor=card.armor,
            ap=card.ap,
            precision=card.precision,
            ammo=ammo_tokens(card.ammo),
        )
        + "\n"
    )
    for weapon_id in card.starting_weapons:
        weapon = weapons.get(weapon_id)
        if weapon is not None:
            text.append(
                ngettext(
                    "Weapon: {weapon} (range {range}, {dice} die, {ap} AP)",
                    "Weapon: {weapon} (range {range}, {dice} dice, {ap} AP)",
                    weapon.dice,
                ).format(
                    weapon=weapon.words(lang).name,
                    range=weapon.range,
                    dice=weapon.dice,
                    ap=weapon.ap_cost,
                )
                + "\n"
            )
    if card.starting_equipment:
        kit = ", ".join(items.get(i, i) for i in card.starting_equipment)
        text.append(_("Kit: {items}").format(items=kit) + "\n")
    slots = ", ".join(term(ITEM_TYPES, t) for t in card.item_slots)
    text.append(_("Item slots: {slots}").format(slots=slots) + "\n")
    for ability in card.abilities:
        text.append("• " + _("{name}:").format(name=ability_heading(ability)) + " ", style="bold")
        text.append(f"{ability.words(lang).text}\n")
    return text
