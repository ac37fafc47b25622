"""The cards' own words in the language the game speaks: a hero's, enemy's,
weapon's, item's, chest's or event's name and text, an ability's, a special
mode's or an event option's.

Card texts are translated beside the English in the deck files
(content/records/translations.py), not in the gettext catalogs. Everything a player
reads about a card takes its words from here, so that a French game shows
« Fusil de tranchée » where the rules, the state and the game log keep the
card's id and English name: the engine stays language-neutral, a game
played in one language replays in another. A text a deck does not
translate shows in English.

No Textual or rich here: the app, the presenter and `replay --text` all use it.
"""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _, current_language, ngettext
from wolfenstein_tui.content.records.base import ContentModel, Wording
from wolfenstein_tui.content.records.effects import Ability, Trigger
from wolfenstein_tui.engine.rules.referee import Rules


def shown(model: ContentModel) -> Wording:
    """`model`'s texts in the language spoken now: `shown(card).name`,
    `shown(ability).text`, `shown(option).label`, `shown(event).title`."""
    return model.words()


def ability_heading(ability: Ability) -> str:
    """An ability's name as its card's line opens, with when it works or
    what it costs: "War Veteran (always on)", "Cover Fire, 2 glory
    points". The hero cards of the new game and of the plain game's
    `card` say it alike."""
    name = shown(ability).name
    if ability.trigger is Trigger.ALWAYS:
        name = _("{ability} (always on)").format(ability=name)
    if ability.glory_cost:
        name = ngettext(
            "{ability}, {cost} glory point",
            "{ability}, {cost} glory points",
            ability.glory_cost,
        ).format(ability=name, cost=ability.glory_cost)
    return name


def hero_name(rules: Rules, hero_id: str) -> str:
    """A hero's name (an unknown id as it is)."""
    card = rules.hero_cards.get(hero_id)
    return shown(card).name if card is not None else hero_id


def enemy_name(rules: Rules, kind: str) -> str:
    """An enemy card's name, e.g. "Soldat" (an unknown card id as it is)."""
    card = rules.enemy_cards.get(kind)
    return shown(card).name if card is not None else kind


def card_name(rules: Rules, card_id: str, lang: str | None = None) -> str:
    """The printed name of any card, as `Rules.card_name` finds it, in `lang`
    (by default the language spoken now; an event card: its title)."""
    lang = lang or current_language()
    event = rules.event_cards.get(card_id)
    if event is not None:
        return event.words(lang).title
    for cards in (
        rules.item_cards,
        rules.weapon_cards,
        rules.chest_cards,
        rules.enemy_cards,
        rules.hero_cards,
    ):
        card = cards.get(card_id)
        if card is not None:
            return card.words(lang).name
    return card_id
