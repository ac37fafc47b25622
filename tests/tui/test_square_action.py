"""What Enter on the map cursor plays on a square, for every listed action
that belongs to a square, and the other actions the cursor names there.
Checked on the arena's real legal actions."""

from __future__ import annotations

from tests.engine.games import activate, clear_board, new_game, put_hero, rules_for
from wolfenstein_tui.engine.state.commands import (
    Give,
    OpenDoor,
    RemoveBarricade,
    Search,
    SharedLife,
    UsePassage,
)
from wolfenstein_tui.engine.state.state import Difficulty, Weapon
from wolfenstein_tui.tui.presenters.square_action import other_square_actions, square_action

RULES = rules_for()


def chosen(state, square: tuple[int, int]):
    commands = RULES.legal_actions(state)
    index = square_action(RULES, state, commands, set(), square)
    return None if index is None else commands[index]


def test_both_ends_of_a_passage_take_it() -> None:
    """R-MOVE-9: on A6, the passage token, Enter on A6 or on J1 takes it."""
    state = activate(RULES, clear_board(new_game()), "klaus", "A6")
    assert chosen(state, (0, 5)) == UsePassage("klaus")
    assert chosen(state, (9, 0)) == UsePassage("klaus")


def test_the_objective_token_is_picked_up() -> None:
    """R-MOVE-6, R-SEARCH-1: beside the objective token J4, Enter on it picks it up."""
    state = activate(RULES, clear_board(new_game()), "klaus", "I4")
    assert chosen(state, (9, 3)) == Search("klaus", (9, 3))


def test_the_barricade_is_cleared_from_the_square_beyond() -> None:
    """R-MOVE-5: with a weapon that pierces metal, beside the barricade
    F5-G5, Enter on the square beyond it clears it."""
    state = clear_board(new_game())
    state.heroes["klaus"].weapons.append(Weapon("panzerfaust"))
    state = activate(RULES, state, "klaus", "F5")
    command = chosen(state, (6, 4))
    assert isinstance(command, RemoveBarricade)
    assert command.barricade in state.barricades


def test_the_door_is_opened_from_the_square_beyond() -> None:
    """R-MOVE-4: beside the door F2-G2, Enter on G2 opens it."""
    state = activate(RULES, clear_board(new_game()), "klaus", "F2")
    assert isinstance(chosen(state, (6, 1)), OpenDoor)


def test_a_bleeding_hero_gets_a_shared_life_token() -> None:
    """R-DEATH-3: Enter on the bleeding hero beside the active one gives a
    shared-life token; the gifts to that hero are named, not played."""
    state = put_hero(clear_board(new_game(difficulty=Difficulty.CAN_I_PLAY_DADDY)), "max", "C1")
    state.heroes["max"].bleeding = True
    state = activate(RULES, state, "klaus", "B1")
    assert chosen(state, (2, 0)) == SharedLife("klaus", "max")
    commands = RULES.legal_actions(state)
    index = commands.index(SharedLife("klaus", "max"))
    others = [commands[i] for i in other_square_actions(state, commands, (2, 0), index)]
    gifts = [c for c in commands if isinstance(c, Give) and c.to == "max"]
    assert gifts and others == gifts


def test_nothing_is_played_on_an_empty_square_out_of_reach() -> None:
    state = activate(RULES, clear_board(new_game()), "klaus", "A1")
    assert chosen(state, (9, 5)) is None
