"""The `setup` line of a rules case: a situation set by hand on a mission.

A rules case is a short game log written to ask "what do the rules do
here?" (docs/game-log.md). Its `setup` line, right after the header, puts
the heroes and the nazis where the question needs them and sets what the
game would otherwise take rounds to reach: HP, armor, AP, fatigue, ammo,
weapons and reload tokens, cards, noise, danger, alarms, the round, doors,
tokens. Every value is checked against the mission and the cards, and a
wrong one is reported with its place in the line (`heroes.klaus.square`),
never half applied: the situation is built on a copy of the state.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.content.records.cards import EnemyRank
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import BLOCKING_TOKENS, TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.log.case_values import SetupError
from wolfenstein_tui.engine.log.case_values import known_keys as _known
from wolfenstein_tui.engine.log.case_values import names as _strings
from wolfenstein_tui.engine.log.case_values import square as _square
from wolfenstein_tui.engine.log.case_values import true_or_false as _bool
from wolfenstein_tui.engine.log.case_values import whole_number as _int
from wolfenstein_tui.engine.rules import danger, effects
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import Enemy, GameState, Hero, Phase, Weapon

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

SETUP_KEYS = (
    "round",
    "danger",
    "alarms",
    "noise",
    "doors_opened",
    "barricades_removed",
    "tokens_removed",
    "collected",
    "starting_cards",
    "heroes",
    "enemies",
    "activated",
    "active",
)
HERO_KEYS = (
    "square",
    "hp",
    "armor",
    "ap",
    "fatigue",
    "ammo",
    "weapons",
    "active_weapon",
    "carried",
    "equipped",
    "glory",
    "shared_life",
    "bleeding",
    "dead",
    "stunned",
    "sabotaged",
)
ENEMY_KEYS = ("type", "square", "hp", "armor", "stunned", "sabotaged", "attacked", "has_activated")
FIGURE_ID = re.compile(r"[a-z][a-z0-9-]{0,59}")
"""A new figure's id, as a mission's are written (its type and number,
"soldier-3"): the rules read the number after its last "-"."""
WEAPON_KEYS = ("card", "reload", "attachment")
AMMO_TYPES = ("light", "heavy", "special")


def apply_setup(rules: Rules, state: GameState, data: Any) -> tuple[GameState, list[Event]]:
    """The game set up as the line says, and the events saying so. Raises
    SetupError for the first value that cannot be used; `state` is left as
    it was."""
    if not isinstance(data, dict):
        raise SetupError("", "setup.not-object")
    _known(data, SETUP_KEYS, "")
    turn = Turn(rules, state.clone())
    case = _Case(turn)
    case.run(data)
    turn.say(EventKind.SETUP, what="rules_case", rules_case=True)
    return turn.state, turn.events


class _Case:
    """One setup line being applied, in a fixed order: the board first, then
    the cards, the heroes, the nazis, and whose turn it is."""

    def __init__(self, turn: Turn) -> None:
        self.turn = turn
        self.rules = turn.rules
        self.state = turn.state
        self.placed: set[str] = set()
        """Figures this line puts somewhere: a clash is reported at them."""

    def run(self, data: dict[str, Any]) -> None:
        state = self.state
        mission = self.rules.mission
        if "round" in data:
            state.round = _int(data["round"], "round", 1, mission.round_limit)
        if "danger" in data:
            state.danger = _int(data["danger"], "danger", 0, mission.alarm.threshold - 1)
        if "alarms" in data:
            state.alarms = _int(data["alarms"], "alarms", 0, 99)
        if "noise" in data:
            zones = _strings(data["noise"], "noise")
            for index, zone in enumerate(zones):
                if zone not in self.rules.board.zones:
                    raise SetupError(
                        f"noise[{index}]",
                        "setup.no-zone",
                        zone=repr(zone),
                        zones=", ".join(sorted(self.rules.board.zones)),
                    )
            state.noise = set(zones)
        self._board_pieces(data)
        self._tokens(data)
        if "starting_cards" in data:
            self._starting_cards(data["starting_cards"])
        heroes = data.get("heroes", {})
        if not isinstance(heroes, dict):
            raise SetupError("heroes", "setup.heroes-not-object")
        for hero_id, values in heroes.items():
            self._hero(hero_id, values)
        enemies = data.get("enemies", {})
        if not isinstance(enemies, dict):
            raise SetupError("enemies", "setup.enemies-not-object")
        for enemy_id, values in enemies.items():
            self._enemy(enemy_id, values)
        self._overlaps()
        if "activated" in data:
            done = _strings(data["activated"], "activated")
            for index, hero_id in enumerate(done):
                self._hero_of(hero_id, f"activated[{index}]")
            state.activated = done
        if "active" in data:
            self._active(data["active"], heroes.get(data["active"], {}))
        else:
            if not [h for h in state.living_heroes() if h.id not in state.activated]:
                raise SetupError("activated", "setup.all-activated")
            for hero_id, values in heroes.items():
                if isinstance(values, dict) and "ap" in values:
                    raise SetupError(f"heroes.{hero_id}.ap", "setup.ap-not-active")
            self._next_seat()

    # --- the board -------------------------------------------------------------------

    def _board_pieces(self, data: dict[str, Any]) -> None:
        board = self.rules.board
        for key, standing, known, code in (
            ("doors_opened", self.state.closed_doors, board.doors, "setup.no-door"),
            ("barricades_removed", self.state.barricades, board.barricades, "setup.no-barricade"),
        ):
            if key not in data:
                continue
            for index, piece in enumerate(_strings(data[key], key)):
                if piece not in known:
                    names = ", ".join(sorted(known)) or "-"
                    raise SetupError(f"{key}[{index}]", code, piece=repr(piece), known=names)
                standing.discard(piece)

    def _tokens(self, data: dict[str, Any]) -> None:
        state = self.state
        tokens = self.rules.board.tokens
        if "tokens_removed" in data:
            for index, name in enumerate(_strings(data["tokens_removed"], "tokens_removed")):
                where = f"tokens_removed[{index}]"
                square = _square(self.rules, name, where)
                token = tokens.get(square)
                if token is None or token[0] not in BLOCKING_TOKENS:
                    raise SetupError(where, "setup.no-token", square=name)
                state.events_left.discard(square)
                state.chests_left.discard(square)
                for letter, at in list(state.objectives_left.items()):
                    if at == square:
                        del state.objectives_left[letter]
        if "collected" in data:
            for index, letter in enumerate(_strings(data["collected"], "collected")):
                if letter not in self.rules.mission.objective_tokens:
                    raise SetupError(
                        f"collected[{index}]", "setup.no-objective", letter=repr(letter)
                    )
                state.objectives_left.pop(letter, None)
                state.collected.add(letter)

    # --- cards -----------------------------------------------------------------------

    def _starting_cards(self, data: Any) -> None:
        """R-SETUP-6 imposed: the hero's random equipment card is the one
        named; the card it had drawn goes back where the named one was."""
        if not isinstance(data, dict):
            raise SetupError("starting_cards", "setup.starting-not-object")
        deck = self.state.decks["equipment"]
        for hero_id, card in data.items():
            where = f"starting_cards.{hero_id}"
            hero = self._hero_of(hero_id, where)
            if not isinstance(card, str) or card not in self.rules.item_cards:
                raise SetupError(where, "setup.not-equipment", value=repr(card))
            if card not in deck.draw:
                raise SetupError(where, "setup.not-in-deck", value=card)
            drawn = hero.carried[-1] if hero.carried else None
            at = deck.draw.index(card)
            if drawn is None:
                deck.draw.pop(at)
            else:
                deck.draw[at] = drawn
                hero.carried.pop()
            hero.carried.append(card)

    def _take(self, deck_name: str, card: str) -> None:
        """A card given by hand comes out of its deck, so it is not drawn twice."""
        deck = self.state.decks[deck_name]
        for pile in (deck.draw, deck.discard):
            if card in pile:
                pile.remove(card)
                return

    # --- heroes ----------------------------------------------------------------------

    def _hero_of(self, hero_id: Any, where: str) -> Hero:
        hero = self.state.heroes.get(hero_id) if isinstance(hero_id, str) else None
        if hero is None:
            raise SetupError(
                where, "setup.not-a-hero", value=repr(hero_id), heroes=", ".join(self.state.heroes)
            )
        return hero

    def _hero(self, hero_id: str, values: Any) -> None:
        base = f"heroes.{hero_id}"
        hero = self._hero_of(hero_id, base)
        if not isinstance(values, dict):
            raise SetupError(base, "setup.hero-not-object")
        _known(values, HERO_KEYS, base)
        turn = self.turn
        if values.get("dead") is True:
            danger.hero_dies(turn, hero, "rules_case")
            extra = set(values) - {"dead"}
            if extra:
                raise SetupError(f"{base}.{sorted(extra)[0]}", "setup.dead-extra")
            return
        if "square" in values:
            hero.square = _square(self.rules, values["square"], f"{base}.square")
            self.placed.add(hero_id)
        if "weapons" in values:
            hero.weapons = self._weapons(values["weapons"], f"{base}.weapons")
            hero.active_weapon = 0
        if "active_weapon" in values:
            hero.active_weapon = _int(
                values["active_weapon"], f"{base}.active_weapon", 0, max(len(hero.weapons) - 1, 0)
            )
        if "equipped" in values:
            cards = self._items(values["equipped"], f"{base}.equipped")
            for card in hero.equipped:
                effects.take_off(turn, hero, self.rules.item_cards[card])
            hero.equipped = []
            for card in cards:
                self._take("equipment", card)
                hero.equipped.append(card)
                effects.put_on(turn, hero, self.rules.item_cards[card])
        if "carried" in values:
            cards = self._items(values["carried"], f"{base}.carried")
            self.state.decks["equipment"].discard += hero.carried
            hero.carried = []
            for card in cards:
                self._take("equipment", card)
                hero.carried.append(card)
        if "hp" in values:
            low = 0 if values.get("bleeding") else 1
            hero.hp = _int(values["hp"], f"{base}.hp", low, hero.max_hp)
        if "armor" in values:
            hero.armor = _int(values["armor"], f"{base}.armor", 0, hero.max_armor)
        if "ammo" in values:
            hero.ammo = self._ammo(values["ammo"], f"{base}.ammo", hero.ammo)
        for flag in ("fatigue", "bleeding", "stunned", "sabotaged"):
            if flag in values:
                setattr(hero, flag, _bool(values[flag], f"{base}.{flag}"))
        if hero.bleeding:
            hero.hp = 0
        if "glory" in values:
            hero.glory = _int(values["glory"], f"{base}.glory", 0, 99)
        if "shared_life" in values:
            hero.shared_life = _int(values["shared_life"], f"{base}.shared_life", 0, 9)

    def _weapons(self, data: Any, where: str) -> list[Weapon]:
        if not isinstance(data, list) or not data:
            raise SetupError(where, "setup.weapons-not-list")
        weapons = []
        for index, entry in enumerate(data):
            at = f"{where}[{index}]"
            if isinstance(entry, str):
                entry = {"card": entry}
            if not isinstance(entry, dict):
                raise SetupError(at, "setup.weapon-entry")
            _known(entry, WEAPON_KEYS, at)
            card = entry.get("card")
            if card not in self.rules.weapon_cards:
                raise SetupError(f"{at}.card", "setup.not-weapon", value=repr(card))
            attachment = entry.get("attachment")
            if attachment is not None and attachment not in self.rules.item_cards:
                raise SetupError(f"{at}.attachment", "setup.not-equipment", value=repr(attachment))
            self._take("weapons", card)
            if attachment is not None:
                self._take("equipment", attachment)
            weapons.append(
                Weapon(card, _bool(entry.get("reload", False), f"{at}.reload"), attachment)
            )
        return weapons

    def _items(self, data: Any, where: str) -> list[str]:
        cards = _strings(data, where)
        for index, card in enumerate(cards):
            if card not in self.rules.item_cards:
                raise SetupError(f"{where}[{index}]", "setup.not-equipment", value=repr(card))
        return cards

    def _ammo(self, data: Any, where: str, ammo: dict[str, int]) -> dict[str, int]:
        if not isinstance(data, dict):
            raise SetupError(where, "setup.ammo-not-object")
        _known(data, AMMO_TYPES, where)
        new = dict(ammo)
        for kind, count in data.items():
            new[kind] = _int(count, f"{where}.{kind}", 0, 99)
        return new

    # --- nazis -----------------------------------------------------------------------

    def _enemy(self, enemy_id: str, values: Any) -> None:
        base = f"enemies.{enemy_id}"
        state = self.state
        if values is None:
            if enemy_id not in state.enemies:
                raise SetupError(base, "setup.no-figure", value=repr(enemy_id))
            del state.enemies[enemy_id]
            return
        if not isinstance(values, dict):
            raise SetupError(base, "setup.figure-not-object")
        _known(values, ENEMY_KEYS, base)
        enemy = state.enemies.get(enemy_id)
        if enemy is None:
            if not FIGURE_ID.fullmatch(enemy_id):  # its number is read as one
                raise SetupError(base, "setup.figure-id", value=repr(enemy_id))
            kind = values.get("type")
            if kind not in self.rules.enemy_cards:
                raise SetupError(
                    f"{base}.type", "setup.figure-type", types=", ".join(self.rules.enemy_cards)
                )
            if "square" not in values:
                raise SetupError(f"{base}.square", "setup.figure-square")
            card = self.rules.enemy_cards[kind]
            enemy = Enemy(enemy_id, kind, (0, 0), card.hp, card.armor, large=card.large)
            state.enemies[enemy_id] = enemy
            number = enemy_id.rsplit("-", 1)[-1]
            if number.isdigit():  # figures spawned later are numbered after it
                state.enemy_numbers[kind] = max(state.enemy_numbers.get(kind, 0), int(number))
            if card.rank is EnemyRank.OFFICER:
                state.officer_seen = True
        elif "type" in values and values["type"] != enemy.type:
            raise SetupError(
                f"{base}.type", "setup.figure-retype", figure=enemy_id, type=enemy.type
            )
        card = self.rules.enemy_cards[enemy.type]
        if "square" in values:
            enemy.square = _square(self.rules, values["square"], f"{base}.square")
            self.placed.add(enemy_id)
        if "hp" in values:
            enemy.hp = _int(values["hp"], f"{base}.hp", 1, card.hp)
        if "armor" in values:
            enemy.armor = _int(values["armor"], f"{base}.armor", 0, card.armor)
        for flag in ("stunned", "sabotaged", "attacked", "has_activated"):
            if flag in values:
                setattr(enemy, flag, _bool(values[flag], f"{base}.{flag}"))

    def _overlaps(self) -> None:
        """Every figure on a square of its own, none on a token it may not
        stand on (R-MOVE-6) or a large one astride a wall."""
        board = self.rules.board
        state = self.state
        taken: dict[Square, str] = {}
        figures: list[tuple[str, Square, bool, str]] = [
            (hero.id, hero.square, False, f"heroes.{hero.id}.square")
            for hero in state.heroes.values()
            if hero.on_board and hero.square is not None
        ]
        figures += [
            (enemy.id, enemy.square, enemy.large, f"enemies.{enemy.id}.square")
            for enemy in state.enemies.values()
        ]
        figures.sort(key=lambda figure: figure[0] in self.placed)
        removed = {
            square
            for square, (kind, _) in board.tokens.items()
            if square not in state.events_left
            and square not in state.chests_left
            and square not in state.objectives_left.values()
        }
        for figure, anchor, large, where in figures:
            for square in footprint(anchor, large):
                if not board.on_map(square):
                    raise SetupError(where, "setup.does-not-fit", figure=figure)
                token = board.tokens.get(square)
                if token is not None and token[0] in BLOCKING_TOKENS and square not in removed:
                    raise SetupError(
                        where,
                        "setup.blocking-token",
                        square=square_name(square),
                        token=token[0].value,
                    )
                if token is not None and token[0] is TokenKind.PASSAGE and figure in state.enemies:
                    raise SetupError(where, "setup.passage-token", square=square_name(square))
                if square in taken:
                    raise SetupError(
                        where,
                        "setup.square-taken",
                        figure=taken[square],
                        square=square_name(square),
                    )
                taken[square] = figure

    # --- whose turn ------------------------------------------------------------------

    def _active(self, hero_id: Any, values: Any) -> None:
        """The hero acting now: its activation has begun, with the AP given
        (its card's AP, halved when fatigued, if none are given)."""
        state = self.state
        hero = self._hero_of(hero_id, "active")
        if not hero.on_board:
            raise SetupError("active", "setup.active-off-board", figure=hero_id)
        if hero.id in state.activated:
            raise SetupError("active", "setup.active-activated", figure=hero_id)
        state.phase = Phase.HEROES
        state.active_seat = hero.seat
        state.active_hero = hero.id
        hero.fatigue_at_start = hero.fatigue
        full = hero.base_ap // 2 if hero.fatigue else hero.base_ap
        ap = values.get("ap", full) if isinstance(values, dict) else full
        hero.ap = _int(ap, f"heroes.{hero.id}.ap", 0, hero.base_ap)

    def _next_seat(self) -> None:
        """With no hero named as acting, the turn goes to the first seat,
        clockwise from the first player, with a hero still to activate."""
        state = self.state
        if state.active_hero is not None or state.house_rules.any_hero_order:
            return
        seats = len(state.seats)
        for offset in range(seats):
            seat = (state.first_seat + offset) % seats
            if any(
                h not in state.activated and not state.heroes[h].dead for h in state.seats[seat]
            ):
                state.active_seat = seat
                return
