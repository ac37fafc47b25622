"""The cards' own words in the language the game speaks: a hero's, enemy's,
weapon's, item's, chest's or event's name and text, an ability's, a special
mode's or an event option's.

Card texts are translated beside the English in the deck files
(content/translations.py), not in the gettext catalogs. Everything a player
reads about a card takes its words from here, so that a French game shows
« Fusil de tranchée » where the rules, the state and the game log keep the
card's id and English name: the engine stays language-neutral, a game
played in one language replays in another. A text a deck does not
translate shows in English.

No Textual or rich here: the app, the presenter and `replay --text` all use it.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel

from wolfenstein_tui.content.translations import Wording, wording
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.i18n import _, current_language


def shown(model: BaseModel) -> Wording:
    """`model`'s texts in the language spoken now: `shown(card).name`,
    `shown(ability).text`, `shown(option).label`, `shown(event).title`."""
    return wording(model, current_language())


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
        return wording(event, lang).title
    for cards in (
        rules.item_cards,
        rules.weapon_cards,
        rules.chest_cards,
        rules.enemy_cards,
        rules.hero_cards,
    ):
        card = cards.get(card_id)
        if card is not None:
            return wording(card, lang).name
    return card_id


def source_name(rules: Rules, english: str) -> str:
    """The name of a card, ability or special mode given by its English name,
    as the engine names the source of an effect ("Sound the Alert", "Combat
    Knife"), in the language spoken now; any other text as it is."""
    return _sources(rules, current_language()).get(english, english)


def event_question(rules: Rules, pending: Pending) -> tuple[str, list[str]] | None:
    """An event card's question and its two options, "label: text", in the
    language spoken now; None for any other decision. The state keeps them
    in English (they are part of its digest): the card they come from is
    in the decision's context."""
    if pending.kind is not DecisionKind.EVENT_OPTION:
        return None
    card = rules.event_cards.get(str(pending.context.get("card", "")))
    if card is None or len(card.options) != len(pending.options):
        return None
    hero = hero_name(rules, str(pending.context.get("hero_id", "")))
    prompt = _("{event}: what does {hero} do?").format(event=shown(card).title, hero=hero)
    options = [
        _("{label}: {text}").format(label=shown(option).label, text=shown(option).text)
        for option in card.options
    ]
    return prompt, options


@lru_cache(maxsize=16)
def _sources(rules: Rules, lang: str) -> dict[str, str]:
    """English name -> name in `lang`, for every card, ability and mode."""
    found: dict[str, str] = {}
    decks = (
        rules.hero_cards,
        rules.enemy_cards,
        rules.weapon_cards,
        rules.item_cards,
        rules.chest_cards,
    )
    for cards in decks:
        for card in cards.values():
            found[card.name] = wording(card, lang).name
            for part in (*getattr(card, "abilities", ()), *getattr(card, "modes", ())):
                found[part.name] = wording(part, lang).name
    for event in rules.event_cards.values():
        found[event.title] = wording(event, lang).title
    return found
