"""Helpers for rules tests: load a mission, start a game, set up a
situation by placing figures, and play commands with chosen dice.

Setting up a situation edits a state directly (figures placed where the test
needs them); everything after that goes through `Rules.apply`, so the rules
under test are the real ones.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state.commands import Command, StartActivation
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.state import Enemy, GameState

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
ARENA = HERE / "missions" / "arena.yaml"
STARTER = ROOT / "missions" / "m01-radio-silence.yaml"
SOLO = (("klaus", "blazkowicz", "anya", "max"),)


@cache
def rules_for(path: Path = ARENA) -> Rules:
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def solo_header(rules: Rules, seed: int, **options: object) -> Header:
    """A solo game's header (the four heroes in one seat) on these rules'
    mission, with the header's other `options`."""
    return Header(
        mission=rules.mission.id,
        mission_hash=rules.loaded.content_hash,
        decks_hash="",
        seats=(("klaus", "blazkowicz", "anya", "max"),),
        seed=seed,
        **options,  # type: ignore[arg-type]
    )


def new_game(
    rules: Rules | None = None, seats: tuple[tuple[str, ...], ...] = SOLO, **options: object
) -> GameState:
    rules = rules or rules_for()
    options.setdefault("skip_nazi_phase", True)
    state, _ = rules.new_game(Setup(seats=seats, **options))  # type: ignore[arg-type]
    return state


def clear_board(state: GameState) -> GameState:
    """No enemies; every hero off the board (they arrive when activated)."""
    state = state.clone()
    state.enemies.clear()
    return state


def put_hero(state: GameState, hero: str, square: str) -> GameState:
    state = state.clone()
    state.heroes[hero].square = parse_square(square)
    return state


def put_enemy(
    rules: Rules, state: GameState, enemy_id: str, enemy_type: str, square: str
) -> GameState:
    state = state.clone()
    card = rules.enemy_cards[enemy_type]
    state.enemies[enemy_id] = Enemy(
        id=enemy_id,
        type=enemy_type,
        square=parse_square(square),
        hp=card.hp,
        armor=card.armor,
        large=card.large,
    )
    if card.rank.value == "officer":
        state.officer_seen = True
    return state


def activate(rules: Rules, state: GameState, hero: str, square: str | None = None) -> GameState:
    """Make `hero` the active hero, placed on `square` (or its spawn)."""
    if square is not None:
        state = put_hero(state, hero, square)
    state = state.clone()
    state.active_seat = state.heroes[hero].seat
    state, _ = rules.apply(state, StartActivation(hero))
    return state


def play(
    rules: Rules, state: GameState, command: Command, faces: list[str] | None = None
) -> tuple[GameState, list[Event]]:
    return rules.apply(state, command, faces)
