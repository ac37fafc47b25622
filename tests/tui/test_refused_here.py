"""Enter (or a click) with the map cursor on a square where no listed
action belongs says why the rules refuse the hero a move or a search there
(tui/square_action.refused_here), in the language spoken, rather than only
"Nothing to do". Arena (tests/engine/missions/arena.yaml): the door F2-G2
closes the small room 'b'; event token C3; Klaus Kreutz has 6 AP."""

from __future__ import annotations

from tests.engine.games import activate, clear_board, new_game, rules_for
from tests.refusal_words import said_all
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.presenters.square_action import refused_here

RULES = rules_for()


def klaus_on(square: str) -> GameState:
    return activate(RULES, clear_board(new_game(RULES)), "klaus", square)


def test_r_move_4_a_square_behind_a_closed_door_says_the_door() -> None:
    state = klaus_on("E2")
    refusals = refused_here(RULES, state, parse_square("H2"))
    assert [(r.code, r.rule) for r in refusals] == [("move.closed-door", "R-MOVE-4")]
    assert said_all(RULES, refusals, state) == [
        "Klaus Kreutz cannot end a move on H2: the way there is through the closed door "
        "F2-G2; open it first (moving never opens doors)."
    ]


def test_r_move_1_a_square_out_of_the_hero_s_ap_says_the_cost() -> None:
    state = klaus_on("A1")
    state.heroes["klaus"].ap = 2
    refusals = refused_here(RULES, state, parse_square("F6"))
    assert said_all(RULES, refusals, state) == [
        "Klaus Kreutz has 2 AP left; moving to F6 costs 6 AP."
    ]


def test_r_search_1_a_token_out_of_reach_says_the_search_and_in_french() -> None:
    state = klaus_on("A1")
    refusals = refused_here(RULES, state, parse_square("C3"))
    assert [(r.code, r.rule) for r in refusals] == [("search.not-beside", "R-SEARCH-1")]
    set_language("fr")
    assert said_all(RULES, refusals, state) == [
        "Klaus Kreutz doit se tenir à côté du jeton en C3 pour le rechercher."
    ]


def test_nothing_is_refused_where_the_hero_may_act_or_stands() -> None:
    state = klaus_on("B2")
    assert refused_here(RULES, state, parse_square("C2")) == []  # a legal move
    assert refused_here(RULES, state, parse_square("C3")) == []  # a legal search
    assert refused_here(RULES, state, parse_square("B2")) == []  # its own square
    assert refused_here(RULES, clear_board(new_game(RULES)), parse_square("C2")) == []
