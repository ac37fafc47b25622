"""The names a player knows for the ids in the engine's events.

The engine speaks of figures and cards by id ("soldier-2", "medkit"); a
player reads "Soldier 2" (the s2 on the map) and "Medkit". `Names` holds that
knowledge in one place, for every sentence the presenter makes and for the
few English texts the state still carries (the nazis' notes, the questions
asked of the players), which `text` renames in passing.

Those texts keep the ids because they are shared with the game log and
the state (the AI controller's questions are part of the state's digest),
so the renaming is done on the way to a reader: `IdRenamer` (one a game's
rules, from `names_for`) turns "Soldier soldier-2" or a bare "soldier-2"
into "Soldier 2", and a card's id with a hyphen in it ("steel-helmet")
into its printed name, in any text: the game screen, its dialogs and log,
the replay viewer and `replay --text` use it.

With `ids=True` a nazi keeps its id beside its card's name ("Soldier
soldier-2"): the form `replay --text` prints, for readers who compare it with
the game log.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.state import GameState


class Names:
    """Ids to names, for one mission's cards and figures."""

    def __init__(self, rules: Rules, state: GameState | None = None, ids: bool = False) -> None:
        self.rules = rules
        self.ids = ids
        cards = rules.enemy_cards
        self.types: dict[str, str] = {}
        """A nazi figure's card, where its id does not say it (a stand-in at
        the hardest level keeps the id of the figure it replaces)."""
        if state is not None:
            self.types.update({enemy.id: enemy.type for enemy in state.enemies.values()})
        kinds = "|".join(re.escape(k) for k in sorted(cards, key=len, reverse=True))
        self._id = re.compile(rf"({kinds})-(\d+)") if cards else None

    # --- learning ---------------------------------------------------------------

    def learn(self, event: Event) -> None:
        """Note a figure's card when an event tells it (arrivals, stand-ins)."""
        enemy, kind = event.data.get("enemy"), event.data.get("type")
        if isinstance(enemy, str) and isinstance(kind, str) and kind in self.rules.enemy_cards:
            self.types[enemy] = kind

    def learn_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.learn(event)

    # --- figures ------------------------------------------------------------------

    def hero(self, hero_id: str) -> str:
        card = self.rules.hero_cards.get(hero_id)
        return card.name if card is not None else hero_id

    def enemy_type(self, enemy_id: str) -> str | None:
        """The card id of a nazi figure (from what was learnt, else its id)."""
        if enemy_id in self.types:
            return self.types[enemy_id]
        match = self._id.fullmatch(enemy_id) if self._id is not None else None
        return match.group(1) if match else None

    def enemy(self, enemy_id: str) -> str:
        """ "Soldier 2" (or "Soldier soldier-2" with `ids`)."""
        kind = self.enemy_type(enemy_id)
        if kind is None:
            return enemy_id
        card_name = self.rules.enemy_cards[kind].name
        if self.ids:
            return f"{card_name} {enemy_id}"
        number = enemy_id.rsplit("-", 1)[-1]
        return f"{card_name} {number}" if number.isdigit() else card_name

    def bot(self, bot_id: str) -> str:
        return f"the bot {self.enemy(bot_id)}"

    def figure(self, figure_id: str) -> str:
        """A hero's or a nazi's name; anything else (a card's name given as
        a source) as it is."""
        if figure_id in self.rules.hero_cards:
            return self.hero(figure_id)
        if self.enemy_type(figure_id) is not None:
            return self.enemy(figure_id)
        return figure_id

    def enemy_card(self, kind: str) -> str:
        card = self.rules.enemy_cards.get(kind)
        return card.name if card is not None else kind

    # --- cards, places --------------------------------------------------------------

    def card(self, card_id: str) -> str:
        return self.rules.card_name(card_id)

    def weapon_of(self, hero_weapons: list[str], index: int) -> str:
        return self.card(hero_weapons[index]) if 0 <= index < len(hero_weapons) else str(index)

    def zone(self, zone_id: str) -> str:
        zone = self.rules.board.zones.get(zone_id)
        return zone.name if zone is not None else zone_id

    def text(self, text: str) -> str:
        """A text the state carries (or a card's own), its ids turned into
        names: "Soldier soldier-2" or a bare "soldier-2" becomes "Soldier 2",
        "steel-helmet" the card's printed name (`IdRenamer`)."""
        return text if self.ids else names_for(self.rules)(text)


class IdRenamer:
    """Turns the ids in a text into names: "Soldier soldier-2" (or a bare
    "soldier-2") becomes "Soldier 2"; a card's id with a hyphen in it
    ("steel-helmet") its printed name. A one-word card id ("knife") is left
    alone, as is a nazi card's id without a number ("fire-trooper"): they
    cannot be told from words."""

    def __init__(self, rules: Rules) -> None:
        enemies = rules.enemy_cards
        self.enemy_names = {card_id: card.name for card_id, card in enemies.items()}
        kinds = _alternatives(enemies)
        names = _alternatives(card.name for card in enemies.values())
        self.figures = re.compile(rf"(?:(?:{names}) )?(?<![\w/.-])({kinds})-(\d+)(?![\w-])")
        self.card_names = {
            card_id: rules.card_name(card_id)
            for deck in (
                rules.weapon_cards,
                rules.item_cards,
                rules.chest_cards,
                rules.event_cards,
            )
            for card_id in deck
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


def _alternatives(words: object) -> str:
    """A regular expression's alternatives, the longest first (so that
    "space-marine" is tried before "marine")."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))  # type: ignore[call-overload]


@lru_cache(maxsize=16)
def names_for(rules: Rules) -> IdRenamer:
    """One `IdRenamer` a game's rules (its patterns are built once)."""
    return IdRenamer(rules)
