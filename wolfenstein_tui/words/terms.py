"""The game's words for what the engine and the cards name by a code: ammo
types, phases, kinds of zone, item and weapon, enemy ranks, a hero's
states, a die's faces. Each is looked up when shown (`_()`), so it speaks
the language chosen then; the codes themselves stay English in the logs
and the state. The one home of these words: the presenter's sentences,
its questions and refusals and the app's panels all take them from here.
No Textual here."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_, _, ngettext

AMMO = {"light": N_("light"), "heavy": N_("heavy"), "special": N_("special"), "any": N_("any")}
"""An ammo type, as in "2 light" (light ammo tokens)."""

AMMO_COUNTS = {
    "light": N_("light {count}"),
    "heavy": N_("heavy {count}"),
    "special": N_("special {count}"),
    "any": N_("any {count}"),
}
"""How many tokens of an ammo type a hero holds, on the hero's card: short,
for a narrow panel."""

AMMO_TOKENS = {
    "light": N_("light ammo"),
    "heavy": N_("heavy ammo"),
    "special": N_("special ammo"),
    "any": N_("any ammo"),
}
"""An ammo type with its noun, the rulebook's "light ammo"."""

PHASES = {"heroes": N_("Heroes' phase"), "nazis": N_("Nazi phase"), "over": N_("Game over")}

ZONE_KINDS = {"room": N_("room"), "corridor": N_("corridor")}

ITEM_TYPES = {
    "armor": N_("armor"),
    "attachment": N_("attachment"),
    "boost": N_("boost"),
    "consumable": N_("consumable"),
    "suit": N_("suit"),
    "other": N_("other"),
}

WEAPON_KINDS = {"firearm": N_("firearm"), "melee": N_("melee weapon")}

RANKS = {"trooper": "", "officer": N_("officer"), "boss": N_("boss")}

FACES = {
    "heart": N_("heart"),
    "shield": N_("shield"),
    "reload": N_("reload"),
    "blank": N_("blank"),
}
"""A die's faces (R-DICE)."""

HERO_STATES = {
    "bleeding": N_("BLEEDING"),
    "fatigue": N_("fatigued"),
    "stunned": N_("stunned"),
    "sabotaged": N_("sabotaged"),
    "hidden": N_("hidden"),
}
"""A hero's states, by the hero's attribute that holds each."""


def term(table: dict[str, str], code: object) -> str:
    """`code`'s word from `table` in the language spoken now; a code the
    table lacks is shown as it is, its underscores as spaces."""
    key = str(getattr(code, "value", code))
    word = table.get(key)
    return _(word) if word else ("" if key in table else key.replace("_", " "))


def ammo(code: object) -> str:
    return term(AMMO, code)


def ammo_count(code: object, count: int) -> str:
    key = str(getattr(code, "value", code))
    words = AMMO_COUNTS.get(key)
    return _(words).format(count=count) if words else f"{key} {count}"


def ammo_tokens(code: object) -> str:
    return term(AMMO_TOKENS, code)


def face(code: object) -> str:
    return term(FACES, code)


def counted_ammo(code: object, count: int) -> str:
    """ "1 light ammo", "2 heavy ammo": tokens of a type, agreed with their
    number in each language (1 munition légère, 5 żetonów amunicji)."""
    key = str(getattr(code, "value", code))
    if key == "light":
        words = ngettext("{count} light ammo", "{count} light ammo", count)
    elif key == "heavy":
        words = ngettext("{count} heavy ammo", "{count} heavy ammo", count)
    elif key == "special":
        words = ngettext("{count} special ammo", "{count} special ammo", count)
    else:
        words = ngettext("{count} ammo of any type", "{count} ammo of any type", count)
    return words.format(count=count)
