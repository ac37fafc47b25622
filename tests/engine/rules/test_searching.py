"""Searching (RULES.md §8: R-SEARCH-1..3), objective tokens, and the decks
(R-EQ-6).

Arena: event token C3 in the big room 'a' (A1-F6), chest H1 in the small room
'b' (G1-J3), objective token A on J4 in the corridor 'c' (G4-J6, walled off
from J3). `cards=[...]` picks which card a draw takes out of the deck.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import (
    ARENA,
    activate,
    clear_board,
    new_game,
    play,
    put_enemy,
    put_hero,
    rules_for,
)
from tests.refusal_words import said_and_rule as said
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square, square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Choose,
    Command,
    IllegalCommand,
    Move,
    OpenDoor,
    Search,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import Enemy, GameState, Outcome

RULES = rules_for()
C3 = parse_square("C3")
H1 = parse_square("H1")
J4 = parse_square("J4")


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def board() -> GameState:
    return clear_board(new_game(RULES))


def klaus_on(square: str, state: GameState | None = None, rules: Rules = RULES) -> GameState:
    return activate(rules, state if state is not None else board(), "klaus", square)


def with_team(state: GameState) -> GameState:
    """The three other heroes on the board, away from the tokens."""
    state = put_hero(state, "blazkowicz", "E1")
    state = put_hero(state, "anya", "E6")
    return put_hero(state, "max", "A4")


def refused(state: GameState, command: Command, **kwargs: object) -> str:
    before = state.clone()
    with pytest.raises(IllegalCommand) as error:
        RULES.apply(state, command, **kwargs)  # type: ignore[arg-type]
    assert state == before
    assert error.value.reason
    return said(RULES, error.value, state)


def search_event(
    state: GameState, card: str, square: tuple[int, int] = C3, rules: Rules = RULES
) -> GameState:
    after, _ = rules.apply(state, Search("klaus", square), cards=[card])
    return after


def glory(state: GameState) -> dict[str, int]:
    return {hero.id: hero.glory for hero in state.heroes.values()}


# --- R-SEARCH-1: event tokens -------------------------------------------------------------


def test_r_search_1_searching_an_event_costs_one_ap_and_asks_for_an_option() -> None:
    state = klaus_on("B2")
    after, events = RULES.apply(state, Search("klaus", C3), cards=["radio-room"])
    assert after.heroes["klaus"].ap == 5
    assert C3 not in after.events_left  # the token is removed
    assert "radio-room" not in after.decks["events"].draw  # the card is drawn
    pending = after.pending
    assert pending is not None
    assert pending.kind is DecisionKind.EVENT_OPTION
    assert len(pending.options) == 2
    assert pending.seat == after.heroes["klaus"].seat
    assert any(e.kind is EventKind.SEARCHED for e in events)
    assert Choose(0) in RULES.legal_actions(after)
    assert Choose(1) in RULES.legal_actions(after)


@pytest.mark.parametrize("square", ["B2", "C2", "D2", "B3", "D3", "B4", "C4", "D4"])
def test_r_search_1_an_event_is_searched_from_any_adjacent_square(square: str) -> None:
    state = klaus_on(square)
    assert Search("klaus", C3) in RULES.legal_actions(state)
    after = search_event(state, "radio-room")
    assert after.pending is not None


@pytest.mark.parametrize("square", ["A3", "C1", "E5", "C5"])
def test_r_search_1_an_event_is_not_searched_from_afar(square: str) -> None:
    state = klaus_on(square)
    refused(state, Search("klaus", C3))
    assert Search("klaus", C3) not in RULES.legal_actions(state)


def test_r_search_1_searching_needs_one_ap() -> None:
    state = klaus_on("B2")
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, Search("klaus", C3))


def test_r_search_1_no_event_search_while_an_enemy_is_in_the_tokens_zone() -> None:
    state = put_enemy(RULES, board(), "soldier-1", "soldier", "F6")
    state = klaus_on("B2", state)
    assert "R-SEARCH-1" in refused(state, Search("klaus", C3))
    assert Search("klaus", C3) not in RULES.legal_actions(state)


def test_r_search_1_an_enemy_in_another_zone_does_not_prevent_the_search() -> None:
    state = put_enemy(RULES, board(), "soldier-1", "soldier", "H2")
    state = put_enemy(RULES, state, "soldier-2", "soldier", "H5")
    state = klaus_on("B2", state)
    assert search_event(state, "radio-room").pending is not None


def test_r_search_1_a_bot_in_the_zone_is_no_enemy() -> None:
    state = board()
    state.enemies["drone-1"] = Enemy(
        id="drone-1", type="drone", square=sq("E5"), hp=1, armor=1, bot_of="anya"
    )
    state = klaus_on("B2", state)
    assert search_event(state, "radio-room").pending is not None


def test_r_search_1_an_option_is_required_before_anything_else() -> None:
    state = search_event(klaus_on("B2"), "radio-room")
    refused(state, Move("klaus", sq("B1")))
    refused(state, Choose(2))


def test_r_search_1_first_option_resolves_with_loot_and_discard() -> None:
    """The Radio Room, 'Send false orders': danger -2, and the loot (1 glory)."""
    state = klaus_on("B2")
    state.danger = 2
    state = search_event(state, "radio-room")
    after, _ = play(RULES, state, Choose(0))
    assert after.pending is None
    assert after.danger == 0
    assert after.heroes["klaus"].glory == 1
    assert after.decks["events"].discard == ["radio-room"]
    assert after.events_completed == 1


def test_r_search_1_an_option_without_loot_gives_none() -> None:
    """The Radio Room, 'Smash it' (grants_loot: false): danger +1, no glory."""
    state = search_event(klaus_on("B2"), "radio-room")
    after, _ = play(RULES, state, Choose(1))
    assert after.pending is None
    assert after.danger == 1
    assert glory(after) == {"klaus": 0, "blazkowicz": 0, "anya": 0, "max": 0}
    assert after.decks["events"].discard == ["radio-room"]
    assert after.events_completed == 1


def test_r_search_1_player_loot_to_the_searcher_team_loot_to_the_others() -> None:
    """Escaped Prisoners, 'Leave them behind': 2 glory to the searcher, 1 to
    every other hero."""
    state = klaus_on("B2", with_team(board()))
    state = search_event(state, "escaped-prisoners")
    after, _ = play(RULES, state, Choose(1))
    assert glory(after) == {"klaus": 2, "blazkowicz": 1, "anya": 1, "max": 1}
    assert after.danger == 1
    assert after.decks["events"].discard == ["escaped-prisoners"]
    assert after.events_completed == 1


def test_r_search_1_r_atk_8_team_loot_reaches_heroes_not_yet_on_the_board() -> None:
    """Round 1: Klaus activates first; the other three have not appeared yet
    but are heroes of the game, so each gets the team loot ("every other
    hero gets the team loot", R-ATK-8)."""
    state = klaus_on("B2")
    assert all(state.heroes[h].square is None for h in ("blazkowicz", "anya", "max"))
    state = search_event(state, "escaped-prisoners")
    after, _ = play(RULES, state, Choose(1))
    assert glory(after) == {"klaus": 2, "blazkowicz": 1, "anya": 1, "max": 1}


def test_r_search_1_an_option_asking_a_choice_finishes_after_the_answer() -> None:
    """Hidden Cache, 'Take it all': an equipment card, then 1 ammo of the
    hero's choice; the loot and the discard come after the answer."""
    state = klaus_on("B2")
    state = search_event(state, "hidden-cache")
    state, _ = RULES.apply(state, Choose(0), cards=["medkit"])
    assert "medkit" in state.heroes["klaus"].carried
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    assert state.heroes["klaus"].glory == 0
    special = state.heroes["klaus"].ammo["special"]
    after, _ = play(RULES, state, Choose(2))
    assert after.pending is None
    assert after.heroes["klaus"].ammo["special"] == special + 1
    assert after.heroes["klaus"].glory == 1
    assert after.decks["events"].discard == ["hidden-cache"]
    assert after.events_completed == 1


def test_r_search_1_r_bot_1_an_event_bot_joins_on_the_token_square() -> None:
    state = search_event(klaus_on("B2"), "captured-drone")
    after, _ = play(RULES, state, Choose(0))
    (bot,) = after.enemies.values()
    assert bot.type == "drone"
    assert bot.bot_of == "klaus"
    assert bot.square == C3
    assert after.heroes["klaus"].glory == 1


def test_r_search_1_a_searched_token_cannot_be_searched_again() -> None:
    state = search_event(klaus_on("B2"), "radio-room")
    state, _ = play(RULES, state, Choose(0))
    refused(state, Search("klaus", C3))
    assert Search("klaus", C3) not in RULES.legal_actions(state)


def test_r_search_1_there_is_nothing_to_search_on_a_plain_square() -> None:
    refused(klaus_on("B2"), Search("klaus", sq("B3")))
    refused(klaus_on("B2"), Search("klaus", sq("A1")))  # a spawn is not searched


# --- R-SEARCH-2: chests ---------------------------------------------------------------------


def test_r_search_2_a_chest_is_resolved_at_once() -> None:
    state = klaus_on("G1")
    assert Search("klaus", H1) in RULES.legal_actions(state)
    after, events = RULES.apply(state, Search("klaus", H1), cards=["war-trophies"])
    assert after.pending is None
    assert after.heroes["klaus"].ap == 5
    assert after.heroes["klaus"].glory == 2
    assert H1 not in after.chests_left
    assert after.decks["chests"].discard == ["war-trophies"]
    assert "war-trophies" in [e.data.get("card") for e in events]


def test_r_search_2_chest_damage_takes_armor_first_and_raises_danger() -> None:
    """Booby Trap: 2 damage (armor first, R-ATK-9) and danger +1."""
    state = klaus_on("G1")
    after, _ = RULES.apply(state, Search("klaus", H1), cards=["booby-trap"])
    klaus = after.heroes["klaus"]
    assert (klaus.hp, klaus.armor) == (5, 0)
    assert after.danger == 1
    assert after.decks["chests"].discard == ["booby-trap"]


def test_r_search_2_a_chest_asking_ammo_choices_asks_once_per_token() -> None:
    state = klaus_on("G1")
    state, _ = RULES.apply(state, Search("klaus", H1), cards=["supply-crate"])
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    state, _ = play(RULES, state, Choose(1))
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    after, _ = play(RULES, state, Choose(1))
    assert after.pending is None
    assert after.heroes["klaus"].ammo == {"light": 1, "heavy": 2, "special": 0}


def test_r_search_2_a_chest_can_give_a_weapon_and_equipment() -> None:
    state = klaus_on("G1")
    state.heroes["klaus"].hp = 2
    after, _ = RULES.apply(state, Search("klaus", H1), cards=["medical-cabinet", "stim-shot"])
    assert after.heroes["klaus"].hp == 4
    assert after.heroes["klaus"].carried[-1] == "stim-shot"
    after, _ = RULES.apply(state, Search("klaus", H1), cards=["weapons-locker", "laser-rifle"])
    assert [w.card for w in after.heroes["klaus"].weapons] == ["pistol-1960", "laser-rifle"]


def test_r_search_2_an_enemy_in_the_zone_does_not_prevent_a_chest_search() -> None:
    state = put_enemy(RULES, board(), "soldier-1", "soldier", "J3")
    state = klaus_on("G1", state)
    after, _ = RULES.apply(state, Search("klaus", H1), cards=["war-trophies"])
    assert after.heroes["klaus"].glory == 2


def test_r_search_2_a_chest_is_searched_only_from_beside_it() -> None:
    refused(klaus_on("J1"), Search("klaus", H1))
    refused(klaus_on("F1"), Search("klaus", H1))  # and through the wall F1|G1


def test_r_search_2_searching_a_chest_needs_one_ap() -> None:
    state = klaus_on("G1")
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, Search("klaus", H1))


# --- R-SEARCH-3: spawns from an event ---------------------------------------------------------


def test_r_search_3_event_spawns_go_on_the_token_square_and_adjacent_squares() -> None:
    """Escaped Prisoners, 'Lead them out': a soldier, a space marine and an
    officer appear on C3 and around it."""
    state = search_event(klaus_on("B2"), "escaped-prisoners")
    after, _ = play(RULES, state, Choose(0))
    types = sorted(enemy.type for enemy in after.enemies.values())
    assert types == ["officer", "soldier", "space-marine"]
    squares = [enemy.square for enemy in after.enemies.values()]
    assert len(set(squares)) == 3
    assert all(chebyshev(square, C3) <= 1 for square in squares)
    assert after.heroes["klaus"].square not in squares


def test_r_search_3_the_escort_keeps_the_card_and_defers_the_loot() -> None:
    state = with_team(klaus_on("B2"))
    state = search_event(state, "escaped-prisoners")
    after, _ = play(RULES, state, Choose(0))
    assert after.heroes["klaus"].escorts == ["escaped-prisoners@A1"]  # nearest hero spawn
    assert "escaped-prisoners" not in after.decks["events"].discard
    assert "escaped-prisoners" not in after.decks["events"].draw
    assert glory(after) == {"klaus": 0, "blazkowicz": 0, "anya": 0, "max": 0}


@pytest.fixture(scope="module")
def doorway_spawn_rules(tmp_path_factory: pytest.TempPathFactory) -> Rules:
    """The arena with its hero spawn on G2, the doorway square of the small
    room, which a hero crosses going from F2 to H2."""
    text = ARENA.read_text().replace("hero_spawns: {A: A1}", "hero_spawns: {A: G2}")
    path: Path = tmp_path_factory.mktemp("missions") / "arena-doorway-spawn.yaml"
    path.write_text(text)
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def test_r_search_3_reaching_the_hero_spawn_ends_the_escort_with_the_loot(
    doorway_spawn_rules: Rules,
) -> None:
    rules = doorway_spawn_rules
    state = clear_board(new_game(rules))
    state = put_hero(state, "anya", "A4")
    state = klaus_on("D2", state, rules)
    state = search_event(state, "escaped-prisoners", rules=rules)
    state, _ = rules.apply(state, Choose(0))
    assert state.heroes["klaus"].escorts == ["escaped-prisoners@G2"]
    # Klaus makes his way to the doorway (set up), opens the door and crosses G2.
    state = put_hero(state, "klaus", "F2")
    state.heroes["klaus"].ap = 6
    state, _ = rules.apply(state, OpenDoor("klaus", "F2-G2"))
    assert glory(state)["klaus"] == 0
    after, events = rules.apply(state, Move("klaus", sq("H2")))
    assert [e.data["path"] for e in events if e.kind is EventKind.MOVED] == [["G2", "H2"]]
    assert after.heroes["klaus"].escorts == []
    assert after.decks["events"].discard == ["escaped-prisoners"]
    assert glory(after)["klaus"] == 2
    assert glory(after)["anya"] == 1


# --- objective tokens (the project's rule: Search from an adjacent square) -------------------


def test_objective_token_is_collected_by_searching_from_an_adjacent_square() -> None:
    state = klaus_on("I5")
    assert Search("klaus", J4) in RULES.legal_actions(state)
    after, _ = play(RULES, state, Search("klaus", J4))
    assert after.heroes["klaus"].ap == 5
    assert "A" in after.collected
    assert "A" not in after.objectives_left
    assert after.pending is None
    # the arena's only objective is collecting token A: the heroes win (R-END-3)
    assert after.outcome is Outcome.WON


def test_objective_token_is_not_collected_through_a_wall() -> None:
    """J3 is next to J4 but a wall separates them (R-MOVE-3)."""
    refused(klaus_on("J3"), Search("klaus", J4))
    refused(klaus_on("I3"), Search("klaus", J4))


def test_objective_token_collection_needs_one_ap() -> None:
    state = klaus_on("J5")
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, Search("klaus", J4))


# --- R-EQ-6: decks -------------------------------------------------------------------------


def test_r_eq_6_an_empty_event_deck_reshuffles_its_discard_pile() -> None:
    state = klaus_on("B2")
    deck = state.decks["events"]
    deck.discard = list(deck.draw)
    deck.draw = []
    after, events = play(RULES, state, Search("klaus", C3))
    assert [e.data["deck"] for e in events if e.kind is EventKind.SHUFFLED] == ["events"]
    card = after.pending.context["card"] if after.pending else None
    assert card is not None
    assert after.decks["events"].discard == []
    assert sorted([*after.decks["events"].draw, card]) == sorted(deck.discard)


def test_r_eq_6_an_empty_chest_deck_reshuffles_its_discard_pile() -> None:
    state = klaus_on("G1")
    deck = state.decks["chests"]
    deck.draw = []
    deck.discard = ["war-trophies", "war-trophies"]
    after, events = play(RULES, state, Search("klaus", H1))
    assert any(e.kind is EventKind.SHUFFLED for e in events)
    assert after.heroes["klaus"].glory == 2
    assert after.decks["chests"].draw == ["war-trophies"]
    assert after.decks["chests"].discard == ["war-trophies"]  # the card just used


def test_r_eq_6_used_event_cards_go_to_their_own_discard_pile() -> None:
    state = search_event(klaus_on("B2"), "radio-room")
    after, _ = play(RULES, state, Choose(0))
    assert after.decks["events"].discard == ["radio-room"]
    assert "radio-room" not in after.decks["chests"].discard
    assert "radio-room" not in after.decks["equipment"].discard


def test_square_names_used_here_are_the_arenas_tokens() -> None:
    """Guard: the token squares these tests rely on."""
    tokens = RULES.board.tokens
    assert {square_name(s) for s in tokens} >= {"C3", "H1", "J4", "A1", "J6", "A6", "J1"}
