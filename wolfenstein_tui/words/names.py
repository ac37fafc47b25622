"""The names a player knows for the ids in the engine's events.

The engine speaks of figures and cards by id ("soldier-2", "medkit"); a
player reads "Soldier 2" (the s2 on the map) and "Medkit". `Names` holds that
knowledge in one place, for every sentence the presenter makes and for the
few English texts the state still carries (the nazis' notes, the questions
asked of the players), which `text` renames in passing.

With `ids=True` a nazi keeps its id beside its card's name ("Soldier
soldier-2"): the form `replay --text` prints, for readers who compare it with
the game log.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.names import names_for


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
        return self.rules.mission.zone_name(zone_id)

    def text(self, text: str) -> str:
        """A text the state carries (or a card's own), its ids turned into
        names: "Soldier soldier-2" or a bare "soldier-2" becomes "Soldier 2",
        "steel-helmet" the card's printed name (wolfenstein_tui/names.py)."""
        return text if self.ids else names_for(self.rules)(text)
