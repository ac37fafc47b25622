"""Rounds, activations, action points and fatigue: RULES.md §4 (R-ROUND),
§5 (R-AP) and the AI controller token (R-AI-2)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from tests.engine.games import (
    ARENA,
    SOLO,
    activate,
    new_game,
    put_enemy,
    put_hero,
    rules_for,
)
from tests.refusal_words import said
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    EndActivation,
    IllegalCommand,
    Move,
    SharedLife,
    StartActivation,
    TakeFatigue,
    UsePassage,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import GameState, Phase

BLANKS = ["blank", "blank", "blank"]  # Klaus: precision 2 + pistol 1 die


def refused(rules, state: GameState, command, faces=None) -> str:
    """IllegalCommand with a reason, and `state` left exactly as it was."""
    before = state.clone()
    with pytest.raises(IllegalCommand) as info:
        rules.apply(state, command, faces)
    assert info.value.refusal.code
    assert state == before
    return said(rules, info.value, state)


def finish_round(rules, state: GameState, first_player: int = 0):
    """End every activation still to come this round with EndActivation only,
    and answer the first-player question if there is one."""
    start = state.round
    events = []
    while state.outcome is None:
        if state.pending is not None:
            state, new = rules.apply(state, Choose(first_player))
            events += new
            break
        if state.round != start:
            break
        if state.active_hero is None:
            command = rules.legal_actions(state)[0]
            assert isinstance(command, StartActivation)
        else:
            command = EndActivation(state.active_hero)
        state, new = rules.apply(state, command)
        events += new
    return state, events


@pytest.fixture(scope="module")
def long_rules(tmp_path_factory) -> Rules:
    """The arena with a 12-round limit, for games that run past round 10."""
    text = ARENA.read_text().replace("round_limit: 3", "round_limit: 12")
    assert "round_limit: 12" in text
    path = tmp_path_factory.mktemp("missions") / "long-arena.yaml"
    path.write_text(text)
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


TWO = (("klaus", "blazkowicz"), ("anya", "max"))
FOUR = (("klaus",), ("blazkowicz",), ("anya",), ("max",))
THREE = (("klaus", "blazkowicz"), ("anya",), ("max",))


# --- R-ROUND-1/2: hero phase seat by seat, then nazi phase, then maintenance --------------------


def test_r_round_2_seats_clockwise_from_first_player_heroes_in_any_order():
    """R-ROUND-2: the first player's heroes go first, in the order that player
    picks, then the next player clockwise."""
    rules = rules_for()
    state = new_game(rules, seats=TWO, first_seat=1)
    order = []
    for hero in ("max", "anya", "blazkowicz", "klaus"):
        legal = rules.legal_actions(state)
        assert StartActivation(hero) in legal
        state, _ = rules.apply(state, StartActivation(hero))
        order.append(state.active_seat)
        state, _ = rules.apply(state, EndActivation(hero))
    assert order == [1, 1, 0, 0]


def test_r_round_2_four_players_go_clockwise_wrapping_round():
    """R-ROUND-2: with 4 players and player 3 first: 3, 4, 1, 2."""
    rules = rules_for()
    state = new_game(rules, seats=FOUR, first_seat=2)
    seen = []
    for _ in range(4):
        (start,) = rules.legal_actions(state)
        assert isinstance(start, StartActivation)
        seen.append(state.heroes[start.hero].seat)
        state, _ = rules.apply(state, start)
        state, _ = rules.apply(state, EndActivation(start.hero))
    assert seen == [2, 3, 0, 1]


def test_r_round_2_other_players_heroes_wait_their_turn():
    """R-ROUND-2: a hero of a player whose turn it is not cannot start."""
    rules = rules_for()
    state = new_game(rules, seats=TWO)
    refused(rules, state, StartActivation("anya"))
    state, _ = rules.apply(state, StartActivation("klaus"))
    state, _ = rules.apply(state, EndActivation("klaus"))
    refused(rules, state, StartActivation("max"))  # B.J. (same player) is still to go
    assert rules.legal_actions(state) == [StartActivation("blazkowicz")]


def test_r_round_2_each_hero_finishes_before_the_next_starts():
    """R-ROUND-2: one hero at a time; another hero can neither start nor act."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus")
    refused(rules, state, StartActivation("blazkowicz"))
    refused(rules, state, StartActivation("klaus"))
    refused(rules, state, EndActivation("blazkowicz"))
    refused(rules, state, Move("blazkowicz", parse_square("C1")))


def test_r_round_2_a_hero_activates_once_per_round():
    """R-ROUND-2: a hero that has finished its activation waits for next round."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus")
    state, _ = rules.apply(state, EndActivation("klaus"))
    reason = refused(rules, state, StartActivation("klaus"))
    assert "already" in reason
    assert StartActivation("klaus") not in rules.legal_actions(state)


def test_r_round_1_nazi_phase_then_maintenance_after_the_last_hero():
    """R-ROUND-1: hero phase, nazi phase (skipped only by the explicit game
    setting, and the events say so), then maintenance: round + 1."""
    rules = rules_for()
    state = new_game(rules)
    for hero in SOLO[0][:3]:
        state, _ = rules.apply(state, StartActivation(hero))
        state, events = rules.apply(state, EndActivation(hero))
        assert state.phase is Phase.HEROES and state.round == 1
        assert not [e for e in events if e.kind is EventKind.PHASE]
    state, _ = rules.apply(state, StartActivation("max"))
    state, events = rules.apply(state, EndActivation("max"))
    kinds = [e.kind for e in events]
    phase = [e for e in events if e.kind is EventKind.PHASE]
    assert phase[0].data.get("phase") == "nazis"
    assert any(e.data.get("skipped") for e in phase)
    assert kinds.index(EventKind.ACTIVATION_ENDED) < kinds.index(EventKind.PHASE)
    assert kinds.index(EventKind.PHASE) < kinds.index(EventKind.ROUND)
    assert state.round == 2
    assert state.phase is Phase.HEROES
    assert state.activated == []
    assert any(e.kind is EventKind.ROUND and e.data["round"] == 2 for e in events)
    # Solo: no first-player question; round 2 starts at once.
    assert state.pending is None
    assert set(rules.legal_actions(state)) == {StartActivation(h) for h in SOLO[0]}


def test_r_round_1_the_nazi_phase_runs_between_hero_phase_and_maintenance():
    """R-ROUND-1: without the skip setting the nazi phase runs (here with no
    nazi on the arena, nobody wakes) and then maintenance starts round 2."""
    rules = rules_for()
    state = new_game(rules, skip_nazi_phase=False)
    for hero in SOLO[0][:3]:
        state, _ = rules.apply(state, StartActivation(hero))
        state, _ = rules.apply(state, EndActivation(hero))
    state, _ = rules.apply(state, StartActivation("max"))
    state, events = rules.apply(state, EndActivation("max"))
    phases = [e.data for e in events if e.kind.value == "phase"]
    assert phases == [{"phase": "nazis"}]
    assert state.round == 2 and state.nazi_phase is None


def test_r_round_4_several_players_choose_the_next_first_player():
    """R-ROUND-4: at maintenance the players pick the first player of the next
    round (a pending FIRST_PLAYER decision); nothing else happens before."""
    rules = rules_for()
    state = new_game(rules, seats=FOUR)
    for _ in range(4):
        (start,) = rules.legal_actions(state)
        state, _ = rules.apply(state, start)
        state, _ = rules.apply(state, EndActivation(start.hero))
    assert state.round == 2
    assert state.pending is not None
    assert state.pending.kind is DecisionKind.FIRST_PLAYER
    # One option per player, then R-SETUP-8 [D]'s roll offered as an option.
    assert len(state.pending.options) == 5
    assert state.pending.options[4] == "roll"  # worded by words/, not held in English
    assert rules.legal_actions(state) == [Choose(i) for i in range(5)]
    refused(rules, state, StartActivation("klaus"))
    refused(rules, state, Choose(5))
    rolled_state = state
    state, _ = rules.apply(state, Choose(2))
    assert state.pending is None
    assert (state.first_seat, state.active_seat) == (2, 2)
    assert rules.legal_actions(state) == [StartActivation("anya")]
    # R-SETUP-8: rolling two dice each, most hearts + shields wins; ties roll again.
    faces = ["blank", "blank", "heart", "shield", "heart", "blank", "heart", "shield"]
    faces += ["heart", "blank", "blank", "blank"]  # players 2 and 4 tied: they roll again
    state, events = rules.apply(rolled_state, Choose(4), faces)
    assert state.first_seat == 1
    assert sum(1 for e in events if e.kind.value == "dice_rolled") == 6


def test_r_round_5_rounds_beyond_ten_are_plain_numbers(long_rules):
    """R-ROUND-5: the digital round marker does not wrap: after 10 comes 11."""
    state = new_game(long_rules)
    state.round = 10
    state, events = finish_round(long_rules, state)
    assert state.round == 11
    assert any(e.kind is EventKind.ROUND and e.data["round"] == 11 for e in events)
    state, _ = finish_round(long_rules, state)
    assert state.round == 12
    assert state.outcome is None


# --- R-ROUND-3: activation steps ------------------------------------------------------------------


def test_r_round_3_fatigue_from_last_turn_halves_ap_and_is_removed_after():
    """R-ROUND-3 steps 1, 2, 4 with R-AP-4 [D]: a hero that took the fatigue
    action starts its next activation with half its base AP (Anya: 7 → 3), keeps
    the token during it, and loses the token at the end of that activation."""
    rules = rules_for()
    state = new_game(rules)
    state, _ = rules.apply(state, StartActivation("klaus"))
    state, _ = rules.apply(state, EndActivation("klaus"))
    state, _ = rules.apply(state, StartActivation("anya"))
    assert state.heroes["anya"].ap == 7
    state, _ = rules.apply(state, TakeFatigue("anya"))
    assert state.heroes["anya"].fatigue
    state, _ = rules.apply(state, EndActivation("anya"))
    assert state.heroes["anya"].fatigue  # kept until the end of her *next* activation
    state, _ = finish_round(rules, state)
    assert state.round == 2 and state.heroes["anya"].fatigue
    state, events = rules.apply(state, StartActivation("anya"))
    assert state.heroes["anya"].ap == 3
    assert any(e.kind is EventKind.ACTIVATION_STARTED and e.data["fatigued"] for e in events)
    assert state.heroes["anya"].fatigue
    state, _ = rules.apply(state, EndActivation("anya"))
    assert not state.heroes["anya"].fatigue
    state, _ = finish_round(rules, state)
    state, _ = rules.apply(state, StartActivation("anya"))
    assert state.heroes["anya"].ap == 7


def test_r_round_3_noise_when_a_hero_ends_sharing_a_zone():
    """R-ROUND-3 step 5: a hero ending its activation in a zone with another
    figure puts a noise token there."""
    rules = rules_for()
    state = put_hero(new_game(rules), "blazkowicz", "E5")
    state = activate(rules, state, "klaus", "B2")
    state.noise.clear()  # situation: no noise yet in the big room
    state, events = rules.apply(state, EndActivation("klaus"))
    assert state.noise == {"a"}
    assert any(e.kind is EventKind.NOISE for e in events)


def test_r_round_3_no_noise_when_the_hero_is_alone_in_its_zone():
    """R-ROUND-3 step 5: no other figure in the zone, no noise."""
    rules = rules_for()
    state = put_hero(new_game(rules), "blazkowicz", "H2")  # small room
    state = activate(rules, state, "klaus", "B2")
    state, _ = rules.apply(state, EndActivation("klaus"))
    assert state.noise == set()


# --- R-ROUND-4 [D]: noise cleared and re-placed at maintenance ----------------------------------


def test_r_round_4_noise_cleared_then_replaced_where_heroes_share_a_zone():
    """R-ROUND-4 [D]: maintenance clears every noise token, then puts one back in
    each zone where a hero shares the zone with another figure (not in a zone
    with nazis only)."""
    rules = rules_for()
    state = new_game(rules)
    state = put_hero(state, "klaus", "A1")
    state = put_hero(state, "blazkowicz", "C1")  # shares the big room with Klaus
    state = put_hero(state, "anya", "H2")  # shares the small room with soldier-1
    state = put_hero(state, "max", "E6")
    state = put_enemy(rules, state, "soldier-1", "soldier", "J2")
    state = put_enemy(rules, state, "soldier-2", "soldier", "I6")  # alone in the corridor
    state.activated = ["klaus", "blazkowicz", "anya"]
    state.noise = {"c"}  # stale noise from an earlier fight
    state, _ = rules.apply(state, StartActivation("max"))
    assert state.noise == {"a", "c"}  # Max shares the big room: noise at once (R-NOISE-2)
    state, events = rules.apply(state, EndActivation("max"))
    assert state.round == 2
    assert state.noise == {"a", "b"}
    noise_events = [e for e in events if e.kind is EventKind.NOISE]
    assert {e.data["zone"] for e in noise_events} == {"a", "b"}


def test_r_round_4_no_noise_left_when_nobody_shares_a_zone():
    """R-ROUND-4 [D]: with every hero alone in its zone, maintenance leaves no
    noise at all, even where noise was made during the round."""
    rules = rules_for()
    state = new_game(rules)
    state = put_hero(state, "klaus", "A1")
    state = put_hero(state, "blazkowicz", "H1")
    state.heroes["anya"].dead = True
    state.heroes["max"].dead = True
    state.activated = ["klaus"]
    state.noise = {"a", "b", "c"}
    state, _ = rules.apply(state, StartActivation("blazkowicz"))
    state, _ = rules.apply(state, EndActivation("blazkowicz"))
    assert state.round == 2
    assert state.noise == set()


# --- R-AP-1: spend AP in any order, repeat actions, unspent AP are lost --------------------------


def test_r_ap_1_actions_repeat_and_unspent_ap_are_lost():
    """R-AP-1: a move may be repeated while AP remain; ending the activation
    early loses the AP left, which do not carry over to the next round."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus")
    for square, ap in (("B1", 5), ("C1", 4), ("C2", 3)):
        state, _ = rules.apply(state, Move("klaus", parse_square(square)))
        assert state.heroes["klaus"].ap == ap
    state, _ = rules.apply(state, EndActivation("klaus"))
    assert state.heroes["klaus"].ap == 0
    state, _ = finish_round(rules, state)
    state, _ = rules.apply(state, StartActivation("klaus"))
    assert state.heroes["klaus"].ap == 6


def test_r_ap_1_may_end_at_any_time_even_with_all_ap():
    """R-AP-1: a hero may end its activation at once."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus")
    assert EndActivation("klaus") in rules.legal_actions(state)
    state, _ = rules.apply(state, EndActivation("klaus"))
    assert "klaus" in state.activated


def test_r_ap_1_an_action_needs_the_ap():
    """R-AP-1: AP are spent; a move costing more than the AP left is refused."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "max", "A1")  # 5 AP
    reason = refused(rules, state, Move("max", parse_square("F6")))
    assert "AP" in reason


# --- R-AP-2: one attack, two with the fatigue action -------------------------------------------


def _duel(rules):
    """Klaus on F5, a soldier across the barricade on G5 (in range and sight)."""
    state = put_enemy(rules, new_game(rules), "soldier-1", "soldier", "G5")
    return activate(rules, state, "klaus", "F5")


def test_r_ap_2_one_attack_per_activation():
    """R-AP-2: attack is the one action that cannot be repeated (AP or not)."""
    rules = rules_for()
    state = _duel(rules)
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.heroes["klaus"].ap == 4
    reason = refused(rules, state, Attack("klaus", "soldier-1"), BLANKS)
    assert "fatigue" in reason
    assert not any(isinstance(c, Attack) for c in rules.legal_actions(state))


def test_r_ap_2_two_attacks_with_the_fatigue_action():
    """R-AP-2: the fatigue action allows a second attack, not a third."""
    rules = rules_for()
    state = _duel(rules)
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    state, _ = rules.apply(state, TakeFatigue("klaus"))
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.heroes["klaus"].ap == 6 + 3 - 4
    refused(rules, state, Attack("klaus", "soldier-1"), BLANKS)


def test_r_ap_2_fatigue_before_attacking_also_gives_two():
    """R-AP-2: the fatigue action may come first."""
    rules = rules_for()
    state = _duel(rules)
    state, _ = rules.apply(state, TakeFatigue("klaus"))
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.heroes["klaus"].attacks_made == 2


def test_r_ap_2_attack_allowance_resets_each_activation():
    """R-AP-2: 'once per activation': next round the hero may attack again."""
    rules = rules_for()
    state = _duel(rules)
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    state, _ = rules.apply(state, EndActivation("klaus"))
    state, _ = finish_round(rules, state)
    state, _ = rules.apply(state, StartActivation("klaus"))
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.heroes["klaus"].attacks_made == 1


# --- R-AP-3 [D] / R-AP-4 [D]: the fatigue action and half AP, rounded down -----------------------


@pytest.mark.parametrize(
    ("hero", "base", "gain"),
    [("klaus", 6, 3), ("anya", 7, 3), ("max", 5, 2), ("bombate", 5, 2)],
)
def test_r_ap_3_fatigue_action_gives_half_base_ap_rounded_down(hero, base, gain):
    """R-AP-3 [D]: 0 AP, gain floor(base AP / 2), take a fatigue token."""
    rules = rules_for()
    seats = (("klaus", "anya", "max", "bombate"),)
    state = activate(rules, new_game(rules, seats=seats), hero, "B2")
    assert state.heroes[hero].ap == base
    state, events = rules.apply(state, TakeFatigue(hero))
    assert state.heroes[hero].ap == base + gain
    assert state.heroes[hero].fatigue
    assert any(e.kind is EventKind.FATIGUE for e in events)


def test_r_ap_3_fatigue_action_costs_no_ap():
    """R-AP-3: the fatigue action costs 0 AP, so a hero with no AP left may take it."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus", "B2")
    for square in ("B3", "B4", "B5", "B6", "A5", "A4"):
        state, _ = rules.apply(state, Move("klaus", parse_square(square)))
    assert state.heroes["klaus"].ap == 0
    state, _ = rules.apply(state, TakeFatigue("klaus"))
    assert state.heroes["klaus"].ap == 3


def test_r_ap_3_fatigue_action_once_per_activation():
    """R-AP-3: once per activation (the hero now holds a token anyway)."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus")
    state, _ = rules.apply(state, TakeFatigue("klaus"))
    reason = refused(rules, state, TakeFatigue("klaus"))
    assert "fatigue" in reason
    assert TakeFatigue("klaus") not in rules.legal_actions(state)


def test_r_ap_3_no_fatigue_action_with_a_token_from_last_turn():
    """R-AP-3: not allowed when the hero starts with a fatigue token."""
    rules = rules_for()
    state = new_game(rules)
    state.heroes["anya"].fatigue = True  # situation: fatigued last round
    state = activate(rules, state, "anya", "B2")
    assert state.heroes["anya"].ap == 3
    refused(rules, state, TakeFatigue("anya"))
    assert TakeFatigue("anya") not in rules.legal_actions(state)


@pytest.mark.parametrize(
    ("hero", "half"), [("klaus", 3), ("anya", 3), ("max", 2), ("bombate", 2), ("set", 3)]
)
def test_r_ap_4_fatigued_hero_starts_with_half_ap_rounded_down(hero, half):
    """R-AP-4 [D]: half the base AP, rounded down (7 → 3, 5 → 2)."""
    rules = rules_for()
    seats = (
        (("klaus", "anya", "max", "bombate"),)
        if hero != "set"
        else (("set", "anya", "max", "klaus"),)
    )
    state = new_game(rules, seats=seats)
    state.heroes[hero].fatigue = True
    state = activate(rules, state, hero, "B2")
    assert state.heroes[hero].ap == half


# --- R-AP-5: fatigue as a cost vs as an effect ------------------------------------------------------


def test_r_ap_5_fatigue_as_a_cost_refused_when_fatigued():
    """R-AP-5: the fatigue action is a cost; a fatigued hero cannot pay it."""
    rules = rules_for()
    state = new_game(rules)
    state.heroes["klaus"].fatigue = True
    state = activate(rules, state, "klaus", "B2")
    reason = refused(rules, state, TakeFatigue("klaus"))
    assert "R-AP-5" in reason or "fatigue" in reason


def test_r_ap_5_secret_passage_fatigue_still_applies_to_a_fatigued_hero():
    """R-AP-5 with R-MOVE-9: fatigue as an effect does not stop a fatigued hero
    from travelling; the hero still holds exactly one token."""
    rules = rules_for()
    state = new_game(rules)
    state.heroes["anya"].fatigue = True
    state = activate(rules, state, "anya", "A6")
    state, events = rules.apply(state, UsePassage("anya"))
    anya = state.heroes["anya"]
    assert anya.square == parse_square("J1")
    assert anya.ap == 2
    assert anya.fatigue
    assert any(e.kind is EventKind.FATIGUE and e.data["what"] == "already" for e in events)


def test_r_ap_5_secret_passage_gives_a_token_to_a_rested_hero():
    """R-AP-5 with R-MOVE-9: the passage's fatigue (effect) gives a token; that
    token then forbids the fatigue action (a cost) this activation."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "anya", "A6")
    state, _ = rules.apply(state, UsePassage("anya"))
    assert state.heroes["anya"].fatigue
    refused(rules, state, TakeFatigue("anya"))
    state, _ = rules.apply(state, Move("anya", parse_square("I1")))  # off the token (R-MOVE-9)
    state, _ = rules.apply(state, EndActivation("anya"))
    assert state.heroes["anya"].fatigue  # it weighs on her next activation (R-AP-4)
    state, _ = finish_round(rules, state)
    state, _ = rules.apply(state, StartActivation("anya"))
    assert state.heroes["anya"].ap == 3


def _bleeding(rules, state, hero, square):
    state = put_hero(state, hero, square)
    state.heroes[hero].hp = 0
    state.heroes[hero].bleeding = True
    return state


def test_r_ap_5_shared_life_fatigue_still_applies_to_a_fatigued_hero():
    """R-AP-5 with R-DEATH-3: a fatigued hero may still share life (fatigue is
    its effect, not its cost); it keeps a single token."""
    rules = rules_for()
    state = _bleeding(rules, new_game(rules), "blazkowicz", "B3")
    state.heroes["klaus"].fatigue = True
    state = activate(rules, state, "klaus", "B2")
    state, _ = rules.apply(state, SharedLife("klaus", "blazkowicz"))
    assert not state.heroes["blazkowicz"].bleeding
    assert state.heroes["blazkowicz"].hp == 5
    assert state.heroes["klaus"].fatigue
    assert state.heroes["klaus"].shared_life == 0


def test_r_ap_5_shared_life_gives_a_token_to_a_rested_hero():
    """R-AP-5 with R-DEATH-3: sharing life gives a fatigue token (effect)."""
    rules = rules_for()
    state = _bleeding(rules, new_game(rules), "blazkowicz", "B3")
    state = activate(rules, state, "klaus", "B2")
    state, _ = rules.apply(state, SharedLife("klaus", "blazkowicz"))
    assert state.heroes["klaus"].fatigue
    refused(rules, state, TakeFatigue("klaus"))


# --- R-AI-2: the AI controller token ---------------------------------------------------------------


def _controllers(rules, state, rounds):
    seen = [state.ai_controller]
    for _ in range(rounds):
        state, _ = finish_round(rules, state)
        seen.append(state.ai_controller)
    return seen


def test_r_ai_2_controller_passes_clockwise_each_round_two_players(long_rules):
    """R-AI-2: equal heroes per player: the first player holds it first, then it
    passes clockwise at the end of each nazi phase."""
    state = new_game(long_rules, seats=TWO)
    assert _controllers(long_rules, state, 4) == [0, 1, 0, 1, 0]


def test_r_ai_2_controller_passes_clockwise_four_players(long_rules):
    """R-AI-2: with four players and player 3 first: 3, 4, 1, 2, 3."""
    state = new_game(long_rules, seats=FOUR, first_seat=2)
    assert _controllers(long_rules, state, 4) == [2, 3, 0, 1, 2]


@pytest.mark.parametrize("first", [0, 1, 2])
def test_r_ai_2_three_players_the_two_hero_player_never_holds_it(long_rules, first):
    """R-AI-2: with 3 players (2, 1, 1 heroes) the player with 2 heroes never
    takes the AI controller token, not even at the start."""
    state = new_game(long_rules, seats=THREE, first_seat=first)
    seen = _controllers(long_rules, state, 4)
    assert 0 not in seen
    # It alternates between the two one-hero players.
    assert all(a != b for a, b in pairwise(seen))


def test_r_ai_2_two_hero_player_in_the_middle_is_skipped(long_rules):
    """R-AI-2: the token skips the two-hero player when passing clockwise."""
    seats = (("anya",), ("klaus", "blazkowicz"), ("max",))
    state = new_game(long_rules, seats=seats)
    assert _controllers(long_rules, state, 3) == [0, 2, 0, 2]


def test_r_ai_2_after_a_player_loses_a_hero_two_hero_players_never_hold_it(long_rules):
    """R-AI-2: after a player loses a hero, players with 2 heroes never take it."""
    state = new_game(long_rules, seats=TWO)
    state = _bleeding(long_rules, state, "blazkowicz", "C1")  # dies at its activation
    seen = [state.ai_controller]
    for _ in range(4):
        state, _ = finish_round(long_rules, state)
        assert state.heroes["blazkowicz"].dead
        seen.append(state.ai_controller)
    assert seen == [0, 0, 0, 0, 0]


def test_r_ai_2_player_without_heroes_holds_it_for_good(long_rules):
    """R-AI-2 / R-DEATH-4: a player with no heroes left becomes the permanent AI
    controller."""
    state = new_game(long_rules, seats=FOUR)
    state = _bleeding(long_rules, state, "anya", "C1")  # player 3's only hero
    state, _ = finish_round(long_rules, state)
    assert state.heroes["anya"].dead
    assert state.ai_controller == 2
    for _ in range(3):
        state, _ = finish_round(long_rules, state, first_player=1)
        assert state.ai_controller == 2
