"""`Rules.legal_actions` against `Rules.apply`: every listed command is accepted,
known-illegal ones are not listed, and moves are listed exactly when accepted.
Plus a "perft" pin of the action count at the start of a solo arena game.

Dice are seeded (no faces given), so attacks roll from the game's generator.
"""

from __future__ import annotations

import random

import pytest

from tests.engine.games import SOLO, STARTER, activate, new_game, put_enemy, put_hero, rules_for
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Give,
    IllegalCommand,
    Move,
    OpenDoor,
    Reload,
    Search,
    SharedLife,
    SilentExecution,
    StartActivation,
    TakeFatigue,
    UsePassage,
)
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import GameState

RULES = rules_for()
ALL_SQUARES = [(c, r) for r in range(6) for c in range(10)]


def accepted(state: GameState, command: Command) -> bool:
    before = state.clone()
    try:
        RULES.apply(state, command)
    except IllegalCommand as error:
        assert error.reason.strip()
        return False
    finally:
        assert state == before  # apply never edits the state it is given
    return True


def assert_all_accepted(state: GameState) -> list[Command]:
    legal = RULES.legal_actions(state)
    assert legal, "a game in progress always offers something"
    assert len(set(legal)) == len(legal), "no command is listed twice"
    for command in legal:
        assert accepted(state, command), command
    return legal


def assert_moves_exact(state: GameState) -> None:
    """A move is listed if and only if apply accepts it (every square of the map)."""
    hero = state.active_hero
    assert hero is not None
    legal = set(RULES.legal_actions(state))
    for square in ALL_SQUARES:
        move = Move(hero, square)
        assert (move in legal) == accepted(state, move), square


# --- the states -------------------------------------------------------------------------------------


def start_of_game() -> GameState:
    return new_game(RULES, seed=0)


def klaus_first() -> GameState:
    state, _ = RULES.apply(start_of_game(), StartActivation("klaus"))
    return state


def next_to_door() -> GameState:
    """Klaus on F2, touching the closed door F2|G2; B.J. next to him on E2."""
    state = put_hero(start_of_game(), "blazkowicz", "E2")
    return activate(RULES, state, "klaus", "F2")


def enemy_in_range() -> GameState:
    """Klaus on F5, a soldier across the barricade on G5; another soldier out of
    sight behind the closed door in the small room."""
    state = put_enemy(RULES, start_of_game(), "soldier-1", "soldier", "G5")
    state = put_enemy(RULES, state, "soldier-2", "soldier", "J2")
    return activate(RULES, state, "klaus", "F5")


def event_pending() -> GameState:
    state = activate(RULES, start_of_game(), "klaus", "B2")
    state, _ = RULES.apply(state, Search("klaus", parse_square("C3")))
    assert state.pending is not None
    return state


def reroll_pending() -> GameState:
    """Klaus rolls a reload: War Veteran offers a reroll (R-DICE-3)."""
    state = enemy_in_range()
    state, _ = RULES.apply(state, Attack("klaus", "soldier-1"), ["reload", "blank", "blank"])
    assert state.pending is not None and state.pending.kind is DecisionKind.REROLL
    return state


def first_player_pending() -> GameState:
    state = new_game(RULES, seats=(("klaus", "blazkowicz"), ("anya", "max")))
    for hero in ("klaus", "blazkowicz", "anya", "max"):
        state, _ = RULES.apply(state, StartActivation(hero))
        state, _ = RULES.apply(state, EndActivation(hero))
    assert state.pending is not None and state.pending.kind is DecisionKind.FIRST_PLAYER
    return state


def on_passage_with_jammed_gun() -> GameState:
    state = activate(RULES, start_of_game(), "anya", "A5")
    state, _ = RULES.apply(state, Move("anya", parse_square("A6")))
    state.heroes["anya"].weapons[0].reload = True
    return state


def bleeding_friend() -> GameState:
    state = put_hero(start_of_game(), "blazkowicz", "C2")
    state.heroes["blazkowicz"].hp = 0
    state.heroes["blazkowicz"].bleeding = True
    return activate(RULES, state, "klaus", "B2")


STATES = {
    "start_of_game": start_of_game,
    "klaus_first": klaus_first,
    "next_to_door": next_to_door,
    "enemy_in_range": enemy_in_range,
    "event_pending": event_pending,
    "reroll_pending": reroll_pending,
    "first_player_pending": first_player_pending,
    "on_passage_with_jammed_gun": on_passage_with_jammed_gun,
    "bleeding_friend": bleeding_friend,
}


@pytest.mark.parametrize("name", list(STATES))
def test_every_legal_action_is_accepted(name):
    """legal_actions ⊆ accepted commands, in every kind of situation."""
    assert_all_accepted(STATES[name]())


@pytest.mark.parametrize(
    "name", ["klaus_first", "next_to_door", "enemy_in_range", "bleeding_friend"]
)
def test_moves_are_listed_exactly_when_accepted(name):
    """R-MOVE-1..8 through legal_actions: listed moves == accepted moves."""
    assert_moves_exact(STATES[name]())


# --- what is and is not offered --------------------------------------------------------------------------


def test_start_of_game_offers_only_starting_a_hero():
    """R-ROUND-2: before anyone acts, the only choice is which hero goes first."""
    state = start_of_game()
    assert RULES.legal_actions(state) == [StartActivation(h) for h in SOLO[0]]
    for command in (EndActivation("klaus"), Move("klaus", (1, 0)), Choose(0), TakeFatigue("klaus")):
        assert not accepted(state, command)


def test_known_illegal_commands_are_not_offered_mid_activation():
    """R-MOVE-6/8, R-SEARCH-1, R-MOVE-4, R-ROUND-2: nothing illegal is listed."""
    state = klaus_first()
    legal = set(RULES.legal_actions(state))
    illegal = [
        Move("klaus", parse_square("A1")),  # own square
        Move("klaus", parse_square("C3")),  # event token (R-MOVE-6)
        Move("klaus", parse_square("G1")),  # behind a closed door
        Search("klaus", parse_square("C3")),  # not adjacent
        OpenDoor("klaus", "F2-G2"),  # not touching the door
        UsePassage("klaus"),  # not on a passage token
        Reload("klaus", 0),  # no reload token
        StartActivation("blazkowicz"),  # Klaus is active
        EndActivation("blazkowicz"),
        Choose(0),  # nothing pending
    ]
    for command in illegal:
        assert command not in legal, command
        assert not accepted(state, command), command


def test_door_offered_then_the_room_behind_it():
    """R-MOVE-4: the touching door can be opened (1 AP); once open, the room
    behind it is offered."""
    state = next_to_door()
    legal = RULES.legal_actions(state)
    assert OpenDoor("klaus", "F2-G2") in legal
    assert OpenDoor("klaus", "H3-H4") not in legal
    assert Move("klaus", parse_square("G2")) not in legal
    assert Give("klaus", "blazkowicz", ammo="light") in legal  # R-EQ-3: adjacent hero
    state, _ = RULES.apply(state, OpenDoor("klaus", "F2-G2"))
    legal = RULES.legal_actions(state)
    assert OpenDoor("klaus", "F2-G2") not in legal
    assert Move("klaus", parse_square("G2")) in legal
    assert_all_accepted(state)
    assert_moves_exact(state)


def test_attacks_offered_only_on_enemies_in_range_and_sight():
    """R-ATK-1/2, R-LOS, R-ATK-10: the soldier across the barricade can be attacked
    (normally, with the special mode, or silently); the one behind the door not."""
    legal = RULES.legal_actions(enemy_in_range())
    assert Attack("klaus", "soldier-1") in legal
    assert Attack("klaus", "soldier-1", 0) in legal
    assert SilentExecution("klaus", "soldier-1", "combat-knife") in legal
    assert not any(getattr(c, "target", None) == "soldier-2" for c in legal)
    assert Move("klaus", parse_square("G5")) not in legal


def test_pending_decision_offers_only_its_answers():
    """A pending decision blocks everything else: only Choose(0..n-1)."""
    for make in (event_pending, reroll_pending, first_player_pending):
        state = make()
        assert state.pending is not None
        options = len(state.pending.options)
        assert RULES.legal_actions(state) == [Choose(i) for i in range(options)]
        assert not accepted(state, Choose(options))
        assert not accepted(state, EndActivation("klaus"))


def test_passage_and_reload_offered_on_the_token():
    """R-MOVE-9, R-ATK-5: on a passage token the passage is offered and the
    activation cannot end there; a jammed weapon can be reloaded."""
    legal = RULES.legal_actions(on_passage_with_jammed_gun())
    assert UsePassage("anya") in legal
    assert Reload("anya", 0) in legal
    assert EndActivation("anya") not in legal
    assert not any(isinstance(c, Attack) for c in legal)


def test_shared_life_offered_next_to_a_bleeding_hero():
    """R-DEATH-3: a hero next to a bleeding hero may share life; the bleeding
    hero is not a place to stand on."""
    legal = RULES.legal_actions(bleeding_friend())
    assert SharedLife("klaus", "blazkowicz") in legal
    assert SharedLife("klaus", "klaus") not in legal
    assert Move("klaus", parse_square("C2")) not in legal


def test_no_actions_once_the_game_is_over():
    """R-END: no legal actions after the end."""
    state = activate(RULES, start_of_game(), "klaus", "I4")
    state, _ = RULES.apply(state, Search("klaus", parse_square("J4")))
    assert state.outcome is not None
    assert RULES.legal_actions(state) == []


# --- perft pin -------------------------------------------------------------------------------------------------


def test_perft_start_of_solo_arena_game_seed_0():
    """The exact number of legal actions at the start of a solo arena game
    (seed 0), and after StartActivation("klaus").

    Start: 4 = StartActivation for each of the 4 heroes (R-ROUND-2, solo).

    Klaus on A1 (hero spawn) with 6 AP, alone in the big room a (A1-F6, 36 squares):
    - 34 moves: every square of room a except A1 (his own) and C3 (the event
      token, R-MOVE-6); D5 (difficult, 2 AP) and A6 (passage token) are within
      6 AP; the door F2|G2 and the barricade F5|G5 are closed, so nothing beyond;
    - 1 TakeFatigue (R-AP-3);
    - no UseItem: the equipment card drawn with seed 0 is a lead pipe, and
      it and the combat knife are used only through a silent execution (no enemy);
    - 1 EndActivation.
    No door, search, attack, reload, give or switch: nothing is in reach.
    """
    state = start_of_game()
    assert len(RULES.legal_actions(state)) == 4
    state = klaus_first()
    assert state.heroes["klaus"].carried == ["combat-knife", "lead-pipe"]
    legal = RULES.legal_actions(state)
    moves = [c for c in legal if isinstance(c, Move)]
    assert len(moves) == 34
    assert {c.to for c in moves} == {
        (c, r) for c in range(6) for r in range(6) if (c, r) not in {(0, 0), (2, 2)}
    }
    assert [c for c in legal if not isinstance(c, Move)] == [
        TakeFatigue("klaus"),
        EndActivation("klaus"),
    ]
    assert len(legal) == 36


# --- random walks -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_random_walk_every_chosen_legal_action_is_accepted(seed):
    """Play random legal actions (seeded dice) from the start of a game: every one
    is accepted, and a game not over always offers something. Every few steps,
    every listed action is tried."""
    chooser = random.Random(seed)
    seats = [SOLO, (("klaus", "anya"), ("max", "blazkowicz"))][seed % 2]
    state = new_game(RULES, seats=seats, seed=seed)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "E4")
    state = put_enemy(RULES, state, "officer-1", "officer", "H2")
    for step in range(120):
        if state.outcome is not None:
            assert RULES.legal_actions(state) == []
            break
        legal = RULES.legal_actions(state)
        assert legal
        if step % 15 == 0:
            assert_all_accepted(state)
        command = chooser.choice(legal)
        state, _ = RULES.apply(state, command)


@pytest.mark.parametrize("seed", range(2))
def test_random_walk_attacks_are_listed_exactly_when_accepted(seed):
    """R-ATK-1..6 through legal_actions, which decides range and sight once
    for all of a weapon's modes: all through a random game of the first
    mission, an attack on any nazi, plain or in any mode, is listed if and
    only if apply accepts it."""
    rules = rules_for(STARTER)
    chooser = random.Random(seed)
    state = new_game(rules, seed=seed, skip_nazi_phase=False)
    checked = 0
    for step in range(200):
        if state.outcome is not None:
            break
        legal = rules.legal_actions(state)
        hero = state.active_hero
        if hero is not None and state.pending is None and step % 2 == 0:
            listed = set(legal)
            for enemy in state.enemies:
                for mode in (None, 0, 1, 2):
                    attack = Attack(hero, enemy, mode)
                    try:
                        rules.apply(state, attack)
                    except IllegalCommand:
                        assert attack not in listed, attack
                    else:
                        assert attack in listed, attack
                        checked += 1
        state, _ = rules.apply(state, chooser.choice(legal))
    assert checked, "the walk met attacks to check"
