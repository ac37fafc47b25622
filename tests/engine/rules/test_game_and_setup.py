"""Game shape and setup: RULES.md §1 (R-GAME-1) and §3 (R-SETUP, R-SETUP-8).

Every test names the rule it checks. Setups go through `Rules.new_game`;
everything after that through `Rules.apply`.
"""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from tests.engine.games import SOLO, activate, new_game, put_enemy, put_hero, rules_for
from tests.refusal_words import said, said_all
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules.referee import Setup, SetupRefused
from wolfenstein_tui.engine.state.commands import (
    EndActivation,
    IllegalCommand,
    Move,
    StartActivation,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import GameState, Phase

ALL_HEROES = ("blazkowicz", "anya", "set", "bombate", "max", "klaus")
A1 = parse_square("A1")


def refused(rules, state: GameState, command) -> str:
    """The command raises IllegalCommand with a reason and leaves `state` as it was."""
    before = state.clone()
    with pytest.raises(IllegalCommand) as info:
        rules.apply(state, command)
    assert info.value.refusal.code
    assert state == before
    return said(rules, info.value, state)


def setup_refused(seats, **options) -> str:
    """Every reason the rules refuse this setup, as the player reads them."""
    rules = rules_for()
    with pytest.raises(SetupRefused) as info:
        rules.new_game(Setup(seats=seats, **options))
    assert info.value.refusal == info.value.refusals[0]
    return " ".join(said_all(rules, info.value.refusals))


# --- R-GAME-1: four heroes from six, shared evenly among 1-4 players -------------------------


def _seatings() -> list[tuple[int, ...]]:
    """Every way to write 4 heroes as seat sizes, 1 to 5 seats, empty seats included."""
    found = []
    for players in range(1, 6):
        found += [sizes for sizes in product(range(5), repeat=players) if sum(sizes) == 4]
    return found


def _seats(sizes: tuple[int, ...], heroes=("klaus", "blazkowicz", "anya", "max")):
    seats, start = [], 0
    for size in sizes:
        seats.append(tuple(heroes[start : start + size]))
        start += size
    return tuple(seats)


@pytest.mark.parametrize("sizes", _seatings(), ids=lambda s: "-".join(map(str, s)))
def test_r_game_1_heroes_shared_as_evenly_as_possible(sizes):
    """R-GAME-1: 1-4 players; the 4 heroes are shared as evenly as possible, so the
    accepted seatings are exactly 4, 2+2, 2+1+1 (any order) and 1+1+1+1."""
    even = 1 <= len(sizes) <= 4 and min(sizes) >= 1 and max(sizes) - min(sizes) <= 1
    seats = _seats(sizes)
    if even:
        state = new_game(seats=seats)
        assert state.seats == [list(seat) for seat in seats]
        for index, seat in enumerate(seats):
            for hero in seat:
                assert state.heroes[hero].seat == index
        assert Counter(len(seat) for seat in state.seats) == Counter(sizes)
    else:
        setup_refused(seats, skip_nazi_phase=True)


@pytest.mark.parametrize(
    "heroes",
    [
        ("klaus", "blazkowicz", "anya"),
        ("klaus",),
        ("klaus", "blazkowicz", "anya", "max", "set"),
        ALL_HEROES,
    ],
    ids=["three", "one", "five", "six"],
)
def test_r_game_1_exactly_four_heroes(heroes):
    """R-GAME-1: always exactly 4 heroes; 3 (or 1, 5, 6) are refused."""
    reason = setup_refused((heroes,))
    assert "Four heroes" in reason or "4" in reason


def test_r_game_1_no_duplicate_heroes():
    """R-GAME-1: 4 heroes chosen from 6, each at most once."""
    setup_refused((("klaus", "klaus", "anya", "max"),))
    setup_refused((("klaus", "anya"), ("klaus", "max")))


def test_r_game_1_unknown_hero_refused():
    """R-GAME-1: heroes are chosen among the six of the game."""
    reason = setup_refused((("klaus", "anya", "max", "hans-grosse"),))
    assert "hans-grosse" in reason


def test_r_game_1_any_four_of_the_six():
    """R-GAME-1: every choice of 4 heroes out of the 6 is a valid game."""
    from itertools import combinations

    for four in combinations(ALL_HEROES, 4):
        state = new_game(seats=(four,))
        assert sorted(state.heroes) == sorted(four)


def test_r_game_1_uneven_sharing_refused():
    """R-GAME-1: 3+1 is not as even as possible (2+2 is)."""
    reason = setup_refused((("klaus", "blazkowicz", "anya"), ("max",)))
    assert "evenly" in reason


def test_r_game_1_at_most_four_players():
    """R-GAME-1: 1-4 players; no players at all is refused too."""
    setup_refused(())


# --- R-SETUP 4-6: what each hero starts with -------------------------------------------------


@pytest.mark.parametrize(
    "four", [("klaus", "blazkowicz", "anya", "max"), ("set", "bombate", "max", "anya")]
)
def test_r_setup_4_and_6_each_hero_card_weapon_equipment_ammo_shared_life(four):
    """R-SETUP-4/6: each hero has its card's stats, its starting weapon and
    equipment, one ammo token of its own type and one shared-life token."""
    rules = rules_for()
    state = new_game(rules, seats=(four,))
    for hero_id in four:
        card = rules.hero_card(hero_id)
        hero = state.heroes[hero_id]
        assert (hero.hp, hero.max_hp) == (card.hp, card.hp)
        assert (hero.armor, hero.max_armor) == (card.armor, card.armor)
        assert hero.base_ap == card.ap
        assert hero.precision == card.precision
        assert [w.card for w in hero.weapons] == list(card.starting_weapons)
        assert not any(w.reload or w.attachment for w in hero.weapons)
        held = hero.equipped + hero.carried
        for item in card.starting_equipment:
            assert item in held
        own = card.ammo.value
        assert hero.ammo[own] == 1
        assert sum(hero.ammo.values()) == 1
        assert hero.shared_life == 1
        assert hero.glory == 0
        assert not hero.fatigue


def test_r_setup_6_each_hero_draws_one_random_equipment_card():
    """R-SETUP-6: the equipment deck is shuffled, then each hero draws 1 card
    (heroes in seat order take the top cards of the shuffled deck)."""
    rules = rules_for()
    state, events = rules.new_game(Setup(seats=SOLO, skip_nazi_phase=True))
    shuffled = [e for e in events if e.kind is EventKind.SHUFFLED and e.data["deck"] == "equipment"]
    assert len(shuffled) == 1
    order = shuffled[0].data["order"]
    drawn = [e.data["card"] for e in events if e.kind is EventKind.CARD_DRAWN]
    assert drawn == order[:4]
    for hero_id, card in zip(SOLO[0], drawn, strict=True):
        hero = state.heroes[hero_id]
        starting = list(rules.hero_card(hero_id).starting_equipment)
        assert sorted(hero.equipped + hero.carried) == sorted([*starting, card])
    assert state.decks["equipment"].draw == order[4:]


def test_r_setup_6_the_draw_is_random_but_reproducible():
    """R-SETUP-6 with R-DICE-4: the draw depends on the seed and only on it."""

    def draws(seed: int) -> list[list[str]]:
        state = new_game(seed=seed)
        return [state.heroes[h].carried for h in SOLO[0]]

    assert draws(7) == draws(7)
    assert len({str(draws(seed)) for seed in range(8)}) > 1


def test_r_setup_6_cards_taken_by_heroes_leave_the_decks():
    """R-SETUP-6: heroes *take* their starting cards and draw their card: the
    decks hold every other copy (no card is duplicated or lost)."""
    rules = rules_for()
    state = new_game(rules, seats=(("klaus", "blazkowicz", "bombate", "max"),))
    weapons = Counter(state.decks["weapons"].draw)
    equipment = Counter(state.decks["equipment"].draw)
    for hero in state.heroes.values():
        weapons.update(w.card for w in hero.weapons)
        equipment.update(hero.equipped + hero.carried)
    assert weapons == Counter({c.id: c.copies for c in rules.decks.weapons})
    assert equipment == Counter({c.id: c.copies for c in rules.decks.equipment})
    assert Counter(state.decks["chests"].draw) == Counter(
        {c.id: c.copies for c in rules.decks.chests}
    )
    assert sorted(state.decks["events"].draw) == sorted(c.id for c in rules.decks.events)
    for deck in state.decks.values():
        assert deck.discard == []


# --- R-SETUP-5 and 7: round 1, danger 0, heroes arrive one at a time ---------------------------


def test_r_setup_5_round_one_danger_zero_nobody_on_board():
    """R-SETUP-5/7: round marker 1, danger 0; heroes are not on the board at the
    start; the mission's tokens and enemies are laid out."""
    rules = rules_for()
    state, events = rules.new_game(Setup(seats=SOLO, skip_nazi_phase=True))
    assert state.round == 1
    assert state.danger == 0
    assert state.alarms == 0
    assert state.phase is Phase.HEROES
    assert state.outcome is None and state.pending is None
    assert state.noise == set()
    assert state.active_hero is None and state.activated == []
    assert all(h.square is None for h in state.heroes.values())
    assert state.closed_doors == {"F2-G2", "H3-H4"}
    assert state.barricades == {"F5-G5"}
    assert state.events_left == {parse_square("C3")}
    assert state.chests_left == {parse_square("H1")}
    assert state.objectives_left == {"A": parse_square("J4")}
    assert events[-1].kind is EventKind.SETUP


def test_r_setup_7_hero_appears_on_spawn_at_start_of_first_activation():
    """R-SETUP-7: a hero is placed on its spawn token when its first activation
    starts; the other heroes are still off the board."""
    rules = rules_for()
    state = new_game(rules)
    state, events = rules.apply(state, StartActivation("klaus"))
    assert state.heroes["klaus"].square == A1
    assert state.active_hero == "klaus"
    appeared = [e for e in events if e.kind is EventKind.SPAWNED_HERO]
    assert [(e.data["hero"], e.data["square"]) for e in appeared] == [("klaus", "A1")]
    for other in ("blazkowicz", "anya", "max"):
        assert state.heroes[other].square is None


def test_r_setup_7_next_hero_appears_only_after_the_first_finishes():
    """R-SETUP-7: each hero completes its whole activation before the next one
    appears; starting another hero meanwhile is refused."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus")
    reason = refused(rules, state, StartActivation("blazkowicz"))
    assert "klaus" in reason.lower()
    state, _ = rules.apply(state, Move("klaus", parse_square("C1")))
    state, _ = rules.apply(state, EndActivation("klaus"))
    assert state.heroes["blazkowicz"].square is None
    state, _ = rules.apply(state, StartActivation("blazkowicz"))
    # The single spawn token is free again: B.J. appears on it (R-SETUP-7).
    assert state.heroes["blazkowicz"].square == A1


def test_r_setup_7_one_spawn_token_occupied_means_nearest_free_square():
    """R-SETUP-7: with one spawn token all heroes spawn there; a hero arriving
    while another stands on it goes to the nearest free square."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus")
    state, _ = rules.apply(state, EndActivation("klaus"))  # Klaus stays on A1
    state, _ = rules.apply(state, StartActivation("blazkowicz"))
    square = state.heroes["blazkowicz"].square
    assert square is not None and chebyshev(square, A1) == 1
    assert square != state.heroes["klaus"].square
    state, _ = rules.apply(state, EndActivation("blazkowicz"))
    state, _ = rules.apply(state, StartActivation("anya"))
    anya = state.heroes["anya"].square
    assert anya is not None and chebyshev(anya, A1) == 1
    assert anya not in (state.heroes["klaus"].square, square)


def test_r_setup_7_arrival_skips_occupied_and_token_squares():
    """R-SETUP-7 with R-MOVE-6/8: when every square next to the spawn is taken,
    the hero goes to the next ring, never onto a figure or a token square."""
    rules = rules_for()
    state = new_game(rules)
    state = put_hero(state, "klaus", "A1")
    state.activated.append("klaus")
    for index, name in enumerate(("B1", "A2", "B2")):
        state = put_enemy(rules, state, f"soldier-{index + 1}", "soldier", name)
    state, _ = rules.apply(state, StartActivation("blazkowicz"))
    square = state.heroes["blazkowicz"].square
    assert square is not None and chebyshev(square, A1) == 2
    assert square != parse_square("C3")  # the event token (R-MOVE-6)
    taken = {e.square for e in state.enemies.values()} | {A1}
    assert square not in taken


def test_r_setup_7_arrival_never_behind_a_wall(tmp_path):
    """R-SETUP-7 with R-MAP-1/R-MOVE-3: the nearest free square to a spawn token
    is near by the board, not through a wall. With the spawn on F1 (big room,
    against the wall of the small room) every hero must appear in the big room:
    G1 and G2 are behind a wall."""
    from tests.engine.games import ARENA
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.content.loading.validation import load_mission
    from wolfenstein_tui.engine.rules.referee import Rules

    text = ARENA.read_text().replace("hero_spawns: {A: A1}", "hero_spawns: {A: F1}")
    path = tmp_path / "spawn-by-the-wall.yaml"
    path.write_text(text)
    decks = builtin_decks()
    rules = Rules(load_mission(path, decks), decks)
    state = new_game(rules)
    for hero in SOLO[0]:
        state, _ = rules.apply(state, StartActivation(hero))
        square = state.heroes[hero].square
        assert square is not None
        assert rules.board.zone_of(square) == "a", (hero, square)
        state, _ = rules.apply(state, EndActivation(hero))


def test_r_setup_7_arrival_happens_once():
    """R-SETUP-7: only the first activation places the hero; in round 2 the hero
    activates where it stood at the end of round 1."""
    rules = rules_for()
    state = new_game(rules)
    for hero in SOLO[0]:
        state, _ = rules.apply(state, StartActivation(hero))
        if hero == "klaus":
            state, _ = rules.apply(state, Move("klaus", parse_square("E4")))
        state, _ = rules.apply(state, EndActivation(hero))
    assert state.round == 2
    state, events = rules.apply(state, StartActivation("klaus"))
    assert state.heroes["klaus"].square == parse_square("E4")
    assert not [e for e in events if e.kind is EventKind.SPAWNED_HERO]


# --- R-SETUP-8 [D]: the players choose the first player ------------------------------------------


TWO_PLAYERS = (("klaus", "blazkowicz"), ("anya", "max"))


def test_r_setup_8_players_choose_the_first_player():
    """R-SETUP-8 [D]: the first player is chosen by the players (Setup.first_seat):
    only that player's heroes may start round 1."""
    rules = rules_for()
    state = new_game(rules, seats=TWO_PLAYERS, first_seat=1)
    assert state.first_seat == 1
    assert state.active_seat == 1
    assert set(rules.legal_actions(state)) == {StartActivation("anya"), StartActivation("max")}
    reason = refused(rules, state, StartActivation("klaus"))
    assert "player" in reason.lower()
    state, _ = rules.apply(state, StartActivation("max"))
    assert state.active_hero == "max"


def test_r_setup_8_default_first_player_is_the_first_seat():
    """R-SETUP-8 [D]: without a choice the first seat begins."""
    rules = rules_for()
    state = new_game(rules, seats=TWO_PLAYERS)
    assert state.first_seat == 0
    assert set(rules.legal_actions(state)) == {
        StartActivation("klaus"),
        StartActivation("blazkowicz"),
    }


@pytest.mark.parametrize("seat", [-1, 2, 5])
def test_r_setup_8_first_player_must_be_a_player(seat):
    """R-SETUP-8 [D]: the chosen first player must be one of the players."""
    setup_refused(TWO_PLAYERS, first_seat=seat)


def test_r_setup_8_first_player_also_starts_the_ai_controller():
    """R-SETUP-8 with R-AI-2: the AI controller token starts with the first player
    (equal heroes per player)."""
    state = new_game(seats=TWO_PLAYERS, first_seat=1)
    assert state.ai_controller == 1


def test_r_setup_new_game_is_not_over_and_deterministic():
    """R-SETUP with R-DICE-4 [D]: the same setup and seed give the same game."""
    a = new_game(seed=3)
    b = new_game(seed=3)
    assert a == b
    assert a.outcome is None
