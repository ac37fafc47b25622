"""R-GAME-2, R-GAME-3, R-SOLO-1 and the house rules R-VAR-1..3.

(R-VAR-4 orders the nazis, whose program is not part of this engine yet.)"""

from __future__ import annotations

import pytest

from tests.engine.games import ARENA, STARTER, activate, clear_board, new_game, put_enemy, rules_for
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.danger import refresh_noise
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    EndActivation,
    IllegalCommand,
    Search,
    StartActivation,
)
from wolfenstein_tui.engine.state.state import HouseRules, Outcome


def test_r_game_2_the_mission_sets_map_tokens_enemies_and_limits() -> None:
    rules = rules_for(STARTER)
    state = new_game(rules)
    mission = rules.mission
    assert set(state.enemies) == {enemy.id for enemy in mission.enemies}
    assert state.events_left == {parse_square(s) for s in mission.events}
    assert state.chests_left == {parse_square(s) for s in mission.chests}
    assert state.closed_doors == set(rules.board.doors) and state.barricades == set(
        rules.board.barricades
    )
    assert (state.round, state.danger) == (1, 0)
    assert rules.board.nazi_spawns == {k: parse_square(v) for k, v in mission.nazi_spawns.items()}


def test_r_game_3_every_mission_starts_afresh() -> None:
    """Heroes keep nothing between missions, and a hero killed in one mission
    is available in the next: a new game deals only starting cards."""
    first = rules_for(ARENA)
    state = new_game(first)
    state.heroes["klaus"].glory = 5
    state.heroes["klaus"].dead = True
    again = new_game(rules_for(STARTER))
    klaus = again.heroes["klaus"]
    assert not klaus.dead and klaus.glory == 0
    assert [w.card for w in klaus.weapons] == rules_for(STARTER).hero_card("klaus").starting_weapons


def test_r_solo_1_one_player_activates_all_four_heroes_in_any_order() -> None:
    rules = rules_for(ARENA)
    state = new_game(rules, seats=(("klaus", "blazkowicz", "anya", "max"),))
    order = ["max", "klaus", "anya", "blazkowicz"]
    for hero in order:
        assert StartActivation(hero) in rules.legal_actions(state)
        state, _ = rules.apply(state, StartActivation(hero))
        state, _ = rules.apply(state, EndActivation(hero))
    assert state.round == 2 and state.activated == []  # nazi phase skipped, maintenance done


def test_r_var_1_off_heroes_go_seat_by_seat() -> None:
    rules = rules_for(ARENA)
    state = new_game(rules, seats=(("klaus", "blazkowicz"), ("anya", "max")))
    with pytest.raises(IllegalCommand, match="R-ROUND-2"):
        rules.apply(state, StartActivation("anya"))


def test_r_var_1_on_any_hero_may_go_next() -> None:
    rules = rules_for(ARENA)
    state = new_game(
        rules,
        seats=(("klaus", "blazkowicz"), ("anya", "max")),
        house_rules=HouseRules(any_hero_order=True),
    )
    state, _ = rules.apply(state, StartActivation("anya"))
    state, _ = rules.apply(state, EndActivation("anya"))
    assert set(rules.legal_actions(state)) == {
        StartActivation(h) for h in ("klaus", "blazkowicz", "max")
    }


@pytest.mark.parametrize("variant", [False, True])
def test_r_var_2_noise_when_any_two_figures_share_a_zone(variant: bool) -> None:
    """R-VAR-2: with the variant, two nazis alone in a zone make noise too."""
    rules = rules_for(ARENA)
    state = clear_board(new_game(rules, house_rules=HouseRules(noise_any_figures=variant)))
    state = put_enemy(rules, state, "soldier-1", "soldier", "H2")
    state = put_enemy(rules, state, "soldier-2", "soldier", "I2")
    turn = Turn(rules, state.clone())
    refresh_noise(turn)
    assert ("b" in turn.state.noise) is variant


@pytest.mark.parametrize("variant", [False, True])
def test_r_var_3_losing_when_an_objective_can_no_longer_be_met(variant: bool, tmp_path) -> None:
    """R-VAR-3: with the variant, the heroes lose as soon as too few event
    tokens are left for a complete_events objective."""
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.content.loading.validation import load_mission
    from wolfenstein_tui.engine.rules.referee import Rules

    text = ARENA.read_text().replace(
        "objectives:\n  - objective: collect_tokens\n    tokens: [A]",
        "objectives:\n  - objective: complete_events\n    count: 1\n  - objective: collect_tokens\n    tokens: [A]",
    )
    path = tmp_path / "arena.yaml"
    path.write_text(text)
    rules = Rules(load_mission(path, builtin_decks()), builtin_decks())
    state = clear_board(new_game(rules, house_rules=HouseRules(lose_when_impossible=variant)))
    state = activate(rules, state, "klaus", "B3")
    state, _ = rules.apply(state, Search("klaus", parse_square("C3")), cards=["radio-room"])
    # The event is drawn; answering counts it, so nothing is impossible yet.
    assert state.outcome is None
    # Take the only event token away without completing it: now it is impossible.
    state = state.clone()
    state.pending = None
    state.events_completed = 0
    state, _ = rules.apply(state, EndActivation("klaus"))
    assert (state.outcome is Outcome.LOST_MISSION) is variant


def test_token_and_figure_counts_are_not_limits() -> None:
    """RULES.md §2 [D]: the box's counts (8 soldier figures, 8 noise tokens,
    ...) do not limit the digital game: a ninth soldier still arrives."""
    from wolfenstein_tui.content.records.effects import EnemyGroup
    from wolfenstein_tui.engine.rules.danger import spawn

    rules = rules_for(ARENA)
    state = clear_board(new_game(rules))
    turn = Turn(rules, state.clone())
    placed = spawn(turn, [EnemyGroup(type="soldier", count=9)], [parse_square("E3")], "test")
    assert len(placed) == 9 and len(turn.state.enemies) == 9
    assert placed[-1] == "soldier-9"
