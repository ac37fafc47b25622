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
Names are said in the language being spoken: a card's, a zone's or a
mission's own translation (content/records/translations.py), else its English; the
ids stay as they are, in every language.

With `ids=True` a nazi keeps its id beside its card's name ("Soldier
soldier-2"): the form `replay --text` prints, for readers who compare it with
the game log.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from wolfenstein_tui.base.i18n import _, current_language, ngettext
from wolfenstein_tui.content.records.base import ContentModel
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.card_words import card_name, enemy_name, hero_name
from wolfenstein_tui.words.level_names import difficulty_name as difficulty_name
from wolfenstein_tui.words.level_names import outcome_name as outcome_name
from wolfenstein_tui.words.terms import AMMO_TOKENS, counted_ammo


class Names:
    """Ids to names, for one mission's cards and figures."""

    def __init__(
        self,
        rules: Rules,
        state: GameState | None = None,
        ids: bool = False,
        players: tuple[str, ...] = (),
    ) -> None:
        self.rules = rules
        self.ids = ids
        self.players = players
        """The players' names by seat, as given at setup (may be fewer)."""
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

    # --- players and figures --------------------------------------------------------

    def player(self, seat: int) -> str:
        """A seat's player by the name given at setup, else "Player 2"."""
        if 0 <= seat < len(self.players) and self.players[seat]:
            return self.players[seat]
        return _("Player {number}").format(number=seat + 1)

    @staticmethod
    def said(model: ContentModel, field: str = "name") -> str:
        """A content text (a card's name, an ability's text...) in the
        language spoken, in English where its file has no translation."""
        if isinstance(model, ContentModel):
            return str(getattr(model.words(current_language()), field))
        return str(getattr(model, field))

    def hero(self, hero_id: str) -> str:
        return hero_name(self.rules, hero_id)

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
        card_name = enemy_name(self.rules, kind)
        if self.ids:
            return f"{card_name} {enemy_id}"
        number = enemy_id.rsplit("-", 1)[-1]
        return f"{card_name} {number}" if number.isdigit() else card_name

    def bot(self, bot_id: str) -> str:
        """ "the bot Soldier 3", inside a sentence."""
        return _("the bot {name}").format(name=self.enemy(bot_id))

    def bot_first(self, bot_id: str) -> str:
        """ "The bot Soldier 3", at the start of a sentence."""
        return _("The bot {name}").format(name=self.enemy(bot_id))

    def bot_label(self, bot_id: str) -> str:
        """ "Bot Soldier 3", on its own: a title, a status bar, a recap's line
        (a bot fights for the heroes: its name says so, R-BOT-1)."""
        return _("Bot {name}").format(name=self.enemy(bot_id))

    def figure(self, figure_id: str) -> str:
        """A hero's or a nazi's name; anything else (a card's or ability's
        name given as a source) in the language spoken now."""
        if figure_id in self.rules.hero_cards:
            return self.hero(figure_id)
        if self.enemy_type(figure_id) is not None:
            return self.enemy(figure_id)
        return self.source(figure_id)

    def enemy_card(self, kind: str) -> str:
        return enemy_name(self.rules, kind)

    # --- cards, places --------------------------------------------------------------

    def card(self, card_id: str) -> str:
        return card_name(self.rules, card_id)

    def zone(self, zone_id: str) -> str:
        zone = self.rules.mission.zones.get(zone_id)
        if zone is not None:
            return self.said(zone)
        board_zone = self.rules.board.zones.get(zone_id)
        return board_zone.name if board_zone is not None else zone_id

    def deck(self, deck: str, first: bool = False) -> str:
        """A deck as the log names it ("chests", "events"...), in words:
        "the chest deck"; `first` for the start of a sentence."""
        decks = {
            "chests": _("the chest deck"),
            "events": _("the event deck"),
            "equipment": _("the equipment deck"),
            "weapons": _("the weapon deck"),
        }
        said = decks.get(deck, deck)
        return said[:1].upper() + said[1:] if first else said

    def ammo(self, kind: str, count: int) -> str:
        """`count` ammunition of a type as the log names it ("light"), in
        words: "2 light ammo"."""
        if kind in AMMO_TOKENS:
            return counted_ammo(kind, count)
        return ngettext("{count} {kind} ammo", "{count} {kind} ammo", count).format(
            count=count, kind=kind
        )

    def _named(self) -> dict[str, ContentModel]:
        return named_models(self.rules)

    def source(self, text: str) -> str:
        """The cause of an effect as the rules name it (a card's, an
        ability's or a rule's English name, "rule NAME", "alarm", "chest",
        "event"), in the language spoken; anything else as it is."""
        causes = {"alarm": _("the alarm"), "chest": _("a chest"), "event": _("an event card")}
        if text in causes:
            return causes[text]
        if text.startswith("rule "):
            return _("rule {name}").format(name=self.source(text[len("rule ") :]))
        model = self._named().get(text)
        if model is None:
            return self.text(text)
        return self.said(model, "title" if "title" in model.content_fields else "name")

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

    def __init__(self, rules: Rules, lang: str = "en") -> None:
        enemies = rules.enemy_cards
        self.enemy_names = {card_id: card.words(lang).name for card_id, card in enemies.items()}
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


def names_for(rules: Rules) -> IdRenamer:
    """One `IdRenamer` a game's rules, in the language spoken now: the
    enemies' and cards' names as their decks translate them, while the texts
    it reads keep the English names and ids the engine writes."""
    return _names_for(rules, current_language())


@lru_cache(maxsize=16)
def _names_for(rules: Rules, lang: str) -> IdRenamer:
    """Its patterns are built once a game and language."""
    return IdRenamer(rules, lang)


@lru_cache(maxsize=16)
def named_models(rules: Rules) -> dict[str, ContentModel]:
    """Every content model the rules name a cause by, under its English
    name: cards, their abilities and modes, the mission's special rules.
    Once a mission's rules: every `Names` (one a screen update) reads it."""
    found: dict[str, ContentModel] = {}
    decks = (
        rules.item_cards,
        rules.weapon_cards,
        rules.chest_cards,
        rules.enemy_cards,
        rules.hero_cards,
    )
    for deck in decks:
        for card in deck.values():
            found.setdefault(card.name, card)
            for part in (*getattr(card, "abilities", ()), *getattr(card, "modes", ())):
                if isinstance(getattr(part, "name", None), str):
                    found.setdefault(part.name, part)
    for event in rules.event_cards.values():
        found.setdefault(event.title, event)
    for rule in rules.mission.special_rules:
        found.setdefault(rule.name, rule)
    return found
