"""Names, never ids: what a player reads calls a nazi figure by its card and
number ("Soldier 2", the s2 on the map) and a card by its printed name
("Steel Helmet"), never by the ids the game log, the state and the rules'
own texts use ("Soldier soldier-2", "steel-helmet").

The engine keeps the ids in the texts it shares with the game log and the
state (the AI controller's questions are part of the state's digest), so
the renaming is done on the way to a reader: the game screen, its dialogs
and its log, the replay viewer, and `replay --text`. No Textual or rich
here: the plain-text narration uses it too.

The names are those of the language spoken (i18n.py): a card's own
translation (content/translations.py), else its English name.
"""

from __future__ import annotations

import re
from functools import lru_cache

from wolfenstein_tui.card_words import card_name
from wolfenstein_tui.content.translations import wording
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.i18n import current_language


class Names:
    """Turns the ids in a text into names: "Soldier soldier-2" (or a bare
    "soldier-2") becomes "Soldier 2"; a card's id with a hyphen in it
    ("steel-helmet") its printed name. A one-word card id ("knife") is left
    alone, as is a nazi card's id without a number ("fire-trooper"): they
    cannot be told from words."""

    def __init__(self, rules: Rules, lang: str = "en") -> None:
        enemies = rules.enemy_cards
        self.enemy_names = {card_id: wording(card, lang).name for card_id, card in enemies.items()}
        kinds = _alternatives(enemies)
        names = _alternatives(card.name for card in enemies.values())
        self.figures = re.compile(rf"(?:(?:{names}) )?(?<![\w/.-])({kinds})-(\d+)(?![\w-])")
        self.card_names = {
            card_id: card_name(rules, card_id, lang)
            for deck in (
                rules.weapon_cards,
                rules.item_cards,
                rules.chest_cards,
                rules.event_cards,
            )
            for card_id, card in deck.items()
            if "-" in card_id
        }
        self.cards = (
            re.compile(rf"(?<![\w/.-])({_alternatives(self.card_names)})(?![\w-])")
            if self.card_names
            else None
        )

    def __call__(self, text: str) -> str:
        text = self.figures.sub(self._figure, text)
        if self.cards is not None:
            text = self.cards.sub(lambda match: self.card_names[match.group(1)], text)
        return text

    def _figure(self, match: re.Match[str]) -> str:
        return f"{self.enemy_names[match.group(1)]} {match.group(2)}"


def _printed(card: object, lang: str) -> str:
    """A card's printed name in `lang`: an event card's title, any other's
    name."""
    words = wording(card, lang)  # type: ignore[arg-type]
    return str(words.title if hasattr(card, "title") else words.name)


def _alternatives(words: object) -> str:
    """A regular expression's alternatives, the longest first (so that
    "space-marine" is tried before "marine")."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))  # type: ignore[call-overload]


def names_for(rules: Rules) -> Names:
    """One `Names` a game's rules, in the language spoken now: the enemies'
    and cards' names as their decks translate them (content/translations.py),
    while the texts it reads keep the English names and ids the engine
    writes."""
    return _names_for(rules, current_language())


@lru_cache(maxsize=16)
def _names_for(rules: Rules, lang: str) -> Names:
    """Its patterns are built once a game and language."""
    return Names(rules, lang)
