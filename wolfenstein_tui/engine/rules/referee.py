"""The rules engine's front door: set up a game, apply commands, list the
legal ones.

`Rules` holds what never changes during a mission (board, line of sight,
cards); `GameState` holds what does. `apply` checks a command, plays it on a
clone of the state and returns the new state with the events that happened;
an illegal command raises `IllegalCommand` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.cards import Decks, EnemyCard, HeroCard, WeaponCard
from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.mission import Mission, RuleTrigger
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.geometry.grid import Grid
from wolfenstein_tui.engine.geometry.los import LineOfSight
from wolfenstein_tui.engine.nazis import program as nazis
from wolfenstein_tui.engine.rules import actions, effects, flow, legal
from wolfenstein_tui.engine.rules.turn import Hooks, Turn
from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.commands import Command, IllegalCommand
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.rules_version import RULES_VERSION, round_one_starts
from wolfenstein_tui.engine.state.state import (
    Deck,
    Difficulty,
    Enemy,
    GameState,
    Hero,
    HouseRules,
    Weapon,
)

DECK_NAMES = ("weapons", "equipment", "chests", "events")


class SetupRefused(IllegalCommand):
    """The rules refuse a game's setup: `refusals` holds every reason (the
    first is `refusal`), so that a player fixes them all at once."""

    def __init__(self, refusals: list[Refusal]) -> None:
        super().__init__(refusals[0])
        self.refusals = refusals


@frozen_record
class Setup:
    """Everything chosen before the first round (R-SETUP)."""

    seats: tuple[tuple[str, ...], ...]
    """The heroes of each player, players in clockwise order (R-GAME-1)."""
    difficulty: Difficulty = Difficulty.BRING_EM_ON
    house_rules: HouseRules = HouseRules()  # immutable: one is shared
    seed: int = 0
    seeded_dice: bool = True
    first_seat: int = 0
    skip_nazi_phase: bool = False
    shared_life_hero: str | None = None
    """At the hardest level only one hero starts with a shared-life token,
    chosen by the players (R-DIFF [D])."""
    ai_ties_ask: bool = False
    """R-AI-2 [D]: "AI ties: ask" (True) or "auto" (False, the default)."""
    extra_ammo: tuple[tuple[str, str], ...] = ()
    """At the easiest level each hero takes 2 ammo tokens of its choice:
    (hero, ammo type) pairs; a hero not named takes its own type (R-DIFF)."""
    rules_version: int = RULES_VERSION
    """The rules the game is played with: an old log's, on replay
    (rules_version.py)."""


class RulesHooks:
    """The calls that go up the rules, wired here, at the top: card effects
    and triggers (effects), the end of the game and the hand-over after an
    activation (flow), the nazis' program (nazis). A lower module reaches
    them through the turn (`turn.run_effects(...)`), never by importing them
    (engine/rules/turn.py says why)."""

    run_effects = staticmethod(effects.run_effects)
    run_jobs = staticmethod(effects.run_jobs)
    loot_jobs = staticmethod(effects.loot_jobs)
    fire_trigger = staticmethod(effects.fire_trigger)
    end_game = staticmethod(flow.end_game)
    after_activation = staticmethod(flow.after_activation)
    start_nazis = staticmethod(nazis.start)
    answer_nazi_tie = staticmethod(nazis.answer)


class Rules:
    hooks: Hooks = RulesHooks()
    """Where the lower rules' upward calls go (see RulesHooks)."""

    def __init__(self, loaded: LoadedMission, decks: Decks) -> None:
        self.loaded = loaded
        self.mission: Mission = loaded.mission
        self.decks = decks
        self.board = Board.from_mission(loaded)
        self.los = LineOfSight(self.board)
        self.faces: tuple[Face, ...] = decks.dice.faces()
        self.hero_cards: dict[str, HeroCard] = {card.id: card for card in decks.heroes}
        self.enemy_cards: dict[str, EnemyCard] = {card.id: card for card in decks.enemies}
        self.weapon_cards: dict[str, WeaponCard] = {card.id: card for card in decks.weapons}
        self.item_cards = {card.id: card for card in decks.equipment}
        self.chest_cards = {card.id: card for card in decks.chests}
        self.event_cards = {card.id: card for card in decks.events}

    # --- setup ---------------------------------------------------------------

    def new_game(self, setup: Setup) -> tuple[GameState, list[Event]]:
        """Lay out the mission and deal the heroes their cards (R-SETUP 1-7).
        Raises `SetupRefused` (every reason) for a setup the rules refuse."""
        chosen = [hero for seat in setup.seats for hero in seat]
        problems = self._setup_problems(setup, chosen)
        if problems:
            raise SetupRefused(problems)
        state = self._empty_state(setup)
        turn = Turn(self, state)
        self._place_enemies(turn, setup.difficulty)
        deck_cards = self._deck_cards()
        self._deal_heroes(turn, setup, deck_cards)
        self._shuffle_decks(turn, chosen, deck_cards)
        turn.say(
            EventKind.SETUP,
            what="mission",
            mission=self.mission.id,
            heroes=len(chosen),
            players=len(setup.seats),
            difficulty=setup.difficulty.value,
        )
        flow.pass_ai_controller(turn, first=True)
        if round_one_starts(state.rules_version):
            effects.fire_trigger(turn, RuleTrigger.ROUND_START.value)
        flow.begin_seat(turn)
        return state, turn.events

    def _empty_state(self, setup: Setup) -> GameState:
        """The mission's board before any figure or card: doors closed,
        tokens down, the seats and the choices made (R-SETUP 1-2)."""
        return GameState(
            mission_id=self.mission.id,
            difficulty=setup.difficulty,
            house_rules=setup.house_rules,
            seats=[list(seat) for seat in setup.seats],
            heroes={},
            enemies={},
            decks={},
            closed_doors=set(self.board.doors),
            barricades=set(self.board.barricades),
            events_left={parse_square(name) for name in self.mission.events},
            chests_left={parse_square(name) for name in self.mission.chests},
            objectives_left={
                letter: parse_square(name) for letter, name in self.mission.objective_tokens.items()
            },
            rng=rng.seed_state(setup.seed),
            first_seat=setup.first_seat,
            active_seat=setup.first_seat,
            ai_controller=setup.first_seat,
            seeded_dice=setup.seeded_dice,
            skip_nazi_phase=setup.skip_nazi_phase,
            ai_ties_ask=setup.ai_ties_ask,
            rules_version=setup.rules_version,
        )

    def _place_enemies(self, turn: Turn, difficulty: Difficulty) -> None:
        """The mission's figures on their squares (R-SETUP 2), a stand-in for
        some at the hardest level (R-DIFF); the numbers counted so far, so
        that figures brought in later are numbered after them."""
        state = turn.state
        for placed in self.mission.enemies:
            kind = placed.type
            if difficulty is Difficulty.I_AM_DEATH_INCARNATE and placed.replaced_at_hardest_by:
                # R-DIFF: the stand-in keeps the figure's id, so whatever the
                # mission says of that figure (kill it, ...) is said of it.
                kind = placed.replaced_at_hardest_by
                turn.say(
                    EventKind.SETUP,
                    "R-DIFF",
                    what="stand_in",
                    enemy=placed.id,
                    type=kind,
                    replaced=placed.type,
                    square=placed.square,
                )
            card = self.enemy_cards[kind]
            state.enemies[placed.id] = Enemy(
                id=placed.id,
                type=kind,
                square=parse_square(placed.square),
                hp=card.hp,
                armor=card.armor,
                large=card.large,
            )
            number = placed.id.rsplit("-", 1)[-1]
            if number.isdigit():  # figures brought in later are numbered after it
                for counted in {placed.type, kind}:
                    state.enemy_numbers[counted] = max(
                        state.enemy_numbers.get(counted, 0), int(number)
                    )
            if card.rank.value == "officer":
                state.officer_seen = True

    def _deck_cards(self) -> dict[str, list[str]]:
        """Every card of each deck, a card as many times as its copies."""
        return {
            "weapons": [c.id for c in self.decks.weapons for _ in range(c.copies)],
            "equipment": [c.id for c in self.decks.equipment for _ in range(c.copies)],
            "chests": [c.id for c in self.decks.chests for _ in range(c.copies)],
            "events": [c.id for c in self.decks.events],
        }

    def _deal_heroes(self, turn: Turn, setup: Setup, deck_cards: dict[str, list[str]]) -> None:
        """Each seat's heroes with their cards, ammo and shared life; their
        starting weapons and kit leave the decks (R-SETUP 4-6)."""
        for seat_index, seat in enumerate(setup.seats):
            for hero_id in seat:
                hero = self._new_hero(hero_id, seat_index, setup, deck_cards)
                turn.state.heroes[hero_id] = hero
                for item_id in hero.equipped:  # R-SETUP-6: a starting kit is worn from the start
                    effects.put_on(turn, hero, self.item_cards[item_id])

    def _shuffle_decks(
        self, turn: Turn, chosen: list[str], deck_cards: dict[str, list[str]]
    ) -> None:
        """The four decks shuffled, then one random equipment card for each
        hero (R-SETUP-6)."""
        state = turn.state
        for name in DECK_NAMES:
            state.decks[name] = Deck(draw=turn.shuffle(name, deck_cards[name]))
        for hero_id in chosen:
            drawn = turn.draw("equipment")
            if drawn is not None:
                state.heroes[hero_id].carried.append(drawn)

    def _setup_problems(self, setup: Setup, chosen: list[str]) -> list[Refusal]:
        """Every reason the rules refuse this setup (R-GAME-1, R-SETUP 7, R-DIFF)."""
        problems = []
        if not 1 <= len(setup.seats) <= 4:
            problems.append(refuse("setup.players", "R-GAME-1", players=len(setup.seats)))
        if len(chosen) != 4:
            problems.append(refuse("setup.four-heroes", "R-GAME-1", count=len(chosen)))
        if len(set(chosen)) != len(chosen):
            problems.append(refuse("setup.hero-twice", "R-GAME-1"))
        unknown = [hero for hero in chosen if hero not in self.hero_cards]
        if unknown:
            problems.append(
                refuse("setup.unknown-hero", name=unknown[0], ids=", ".join(self.hero_cards))
            )
        counts = [len(seat) for seat in setup.seats]
        if counts and (min(counts) < 1 or max(counts) - min(counts) > 1):
            problems.append(refuse("setup.uneven", "R-GAME-1"))
        if not 0 <= setup.first_seat < max(len(setup.seats), 1):
            problems.append(refuse("setup.first-player", seat=setup.first_seat + 1))
        problems += self._level_problems(setup, chosen)
        return problems

    def _level_problems(self, setup: Setup, chosen: list[str]) -> list[Refusal]:
        """The difficulty's own choices: the easiest level's extra ammo, the
        hardest level's one shared-life token (R-DIFF)."""
        problems = []
        for hero, ammo in setup.extra_ammo:
            if hero not in chosen or ammo not in ("light", "heavy", "special"):
                problems.append(refuse("setup.extra-ammo", "R-DIFF", name=hero, kind=ammo))
        if setup.extra_ammo and setup.difficulty is not Difficulty.CAN_I_PLAY_DADDY:
            problems.append(refuse("setup.extra-ammo-level", "R-DIFF"))
        for hero in dict.fromkeys(chosen):
            if sum(1 for h, _ in setup.extra_ammo if h == hero) > 2:
                problems.append(refuse("setup.extra-ammo-count", "R-DIFF", name=hero))
        if setup.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
            if setup.shared_life_hero not in chosen:
                problems.append(refuse("setup.shared-life-hero", "R-DIFF"))
        elif setup.shared_life_hero is not None:
            problems.append(refuse("setup.shared-life-level", "R-DIFF"))
        return problems

    def _new_hero(
        self, hero_id: str, seat: int, setup: Setup, deck_cards: dict[str, list[str]]
    ) -> Hero:
        card = self.hero_cards[hero_id]
        ammo = {"light": 0, "heavy": 0, "special": 0}
        ammo[card.ammo.value] += 1  # R-SETUP-4: its ammo token
        if setup.difficulty is Difficulty.CAN_I_PLAY_DADDY:  # R-DIFF: +2 tokens of choice
            chosen = [kind for hero, kind in setup.extra_ammo if hero == hero_id]
            chosen += [card.ammo.value] * (2 - len(chosen))
            for kind in chosen:
                ammo[kind] += 1
        shared = {
            Difficulty.CAN_I_PLAY_DADDY: 1,
            Difficulty.DONT_HURT_ME: 2,
            Difficulty.BRING_EM_ON: 1,
            Difficulty.I_AM_DEATH_INCARNATE: 1 if setup.shared_life_hero == hero_id else 0,
        }[setup.difficulty]
        weapons = []
        for weapon_id in card.starting_weapons:
            weapons.append(Weapon(weapon_id))
            if weapon_id in deck_cards["weapons"]:
                deck_cards["weapons"].remove(weapon_id)
        hero = Hero(
            id=hero_id,
            seat=seat,
            hp=card.hp,
            armor=card.armor,
            max_hp=card.hp,
            max_armor=card.armor,
            base_ap=card.ap,
            precision=card.precision,
            weapons=weapons,
            ammo=ammo,
            shared_life=shared,
        )
        for item_id in card.starting_equipment:
            if item_id in deck_cards["equipment"]:
                deck_cards["equipment"].remove(item_id)
            item = self.item_cards[item_id]
            if item.item_type in card.item_slots and not any(
                self.item_cards[e].item_type is item.item_type for e in hero.equipped
            ):
                hero.equipped.append(item_id)
            else:
                hero.carried.append(item_id)
        return hero

    # --- playing -------------------------------------------------------------

    def apply(
        self,
        state: GameState,
        command: Command,
        faces: Sequence[Face | str] | None = None,
        cards: Sequence[str] | None = None,
    ) -> tuple[GameState, list[Event]]:
        """Play one command. `faces` are dice faces to use instead of the
        generator (manual dice, or a log's recorded rolls); `cards` likewise
        for card draws. Raises IllegalCommand, leaving `state` as it was."""
        if state.outcome is not None:
            raise IllegalCommand(refuse("game.over", outcome=state.outcome.value))
        given_faces = None
        if faces is not None:
            known = {face.value for face in Face}
            wrong = [str(face) for face in faces if str(face) not in known]
            if wrong:
                raise IllegalCommand(refuse("dice.no-such-face", "R-DICE-1", face=wrong[0]))
            given_faces = [Face(face) for face in faces]
        turn = Turn(self, state.clone(), given_faces, list(cards) if cards is not None else None)
        if state.pending is not None:
            flow.answer(turn, command)
        else:
            actions.perform(turn, command)
        if turn.given_faces:
            raise IllegalCommand(refuse("dice.too-many", "R-DICE-4", count=len(turn.given_faces)))
        flow.settle(turn)
        return turn.state, turn.events

    def legal_actions(self, state: GameState, aimed: bool = True) -> list[Command]:
        """Every command the rules allow now (what the UI offers and bots pick
        from); with `aimed` False, less the commands aimed at one target of
        many that `legal.legal_actions` names."""
        return legal.legal_actions(self, state, aimed)

    @cached_property
    def grid(self) -> Grid:
        """Precomputed steps for the nazis' program, built on first use."""
        return Grid(self.board)

    def hero_card(self, hero_id: str) -> HeroCard:
        return self.hero_cards[hero_id]

    def card_name(self, card_id: str) -> str:
        """The printed name of any card (what players read in the log; the
        id stays in the log file and the state). An unknown id is returned
        as it is."""
        event = self.event_cards.get(card_id)
        if event is not None:
            return event.title
        for cards in (
            self.item_cards,
            self.weapon_cards,
            self.chest_cards,
            self.enemy_cards,
            self.hero_cards,
        ):
            card = cards.get(card_id)
            if card is not None:
                return card.name
        return card_id
