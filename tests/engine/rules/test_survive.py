"""The "survive N rounds" objective (R-END-1, R-END-2, R-END-3 [D]).

The heroes meet it when round N has ended and at least one hero is still
alive (a bleeding hero is still in the game). Like every objective it
combines by "all objectives met": with others it is one condition among
several; alone it wins at the end of round N. N may equal the round limit:
the end of the last round then wins instead of losing by rounds.

Situations are played on the test arena (tests/engine/missions/arena.yaml,
round limit 3, objective token A on J4).
"""

from __future__ import annotations

from tests.engine.games import activate, new_game, put_hero
from tests.engine.rules.test_game_end import J4, end_round, game_over_events, variant
from wolfenstein_tui.engine.rules import objectives
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Search, StartActivation
from wolfenstein_tui.engine.state.state import Outcome, Phase

ONLY_TOKEN = "  - objective: collect_tokens\n    tokens: [A]\n"


def survive_only(rounds: int) -> tuple[str, str]:
    return ONLY_TOKEN, f"  - objective: survive\n    rounds: {rounds}\n"


def survive_and_token(rounds: int) -> tuple[str, str]:
    return ONLY_TOKEN, ONLY_TOKEN + f"  - objective: survive\n    rounds: {rounds}\n"


def test_r_end_2_survive_wins_at_the_end_of_round_n(tmp_path):
    """R-END-2: alone, "survive 2 rounds" is met when round 2 ends: the heroes
    win then, before round 3 begins (not after round 1)."""
    rules = variant(tmp_path, survive_only(2))
    state = new_game(rules)
    state, events = end_round(rules, state)
    assert (state.round, state.outcome) == (2, None)
    assert not game_over_events(events)
    state, events = end_round(rules, state)
    assert state.outcome is Outcome.WON
    assert state.phase is Phase.OVER
    assert state.round == 2
    assert [e.data["outcome"] for e in game_over_events(events)] == ["won"]


def test_r_end_1_survive_the_last_round_is_a_win_not_a_loss(tmp_path):
    """R-END-1 / R-END-3 [D]: with N equal to the round limit, the end of the
    last round is checked for the win before the loss by rounds."""
    rules = variant(tmp_path, survive_only(3))
    state = new_game(rules)
    for _ in range(3):
        state, events = end_round(rules, state)
    assert state.outcome is Outcome.WON
    assert state.round == 3
    assert [e.data["outcome"] for e in game_over_events(events)] == ["won"]


def test_r_end_2_survive_and_another_objective_need_both(tmp_path):
    """R-END-2: survive 1 round and take token A. The round passes without a
    win; taking the token in round 2 wins at once."""
    rules = variant(tmp_path, survive_and_token(1))
    state = new_game(rules)
    state, _ = end_round(rules, state)
    assert (state.round, state.outcome) == (2, None)
    turn = Turn(rules, state)
    survive, token = rules.mission.objectives[1], rules.mission.objectives[0]
    assert objectives.objective_met(turn, survive)
    assert not objectives.objective_met(turn, token)
    state = activate(rules, state, "klaus", "I4")
    state, _ = rules.apply(state, Search("klaus", J4))
    assert state.outcome is Outcome.WON


def test_r_end_2_the_other_objective_first_then_the_rounds(tmp_path):
    """R-END-2: token A taken in round 1 does not win "survive 2 rounds and
    take A" until round 2 is over."""
    rules = variant(tmp_path, survive_and_token(2))
    state = activate(rules, new_game(rules), "klaus", "I4")
    state, _ = rules.apply(state, Search("klaus", J4))
    assert state.outcome is None
    state, _ = end_round(rules, state)
    assert (state.round, state.outcome) == (2, None)
    state, _ = end_round(rules, state)
    assert state.outcome is Outcome.WON
    assert state.round == 2


def test_r_end_2_survive_is_not_met_before_the_round_ends(tmp_path):
    """R-END-2: during round N (and its nazi phase) the objective is still
    open; it counts the round only once that round is over."""
    rules = variant(tmp_path, survive_only(1))
    state = new_game(rules)
    turn = Turn(rules, state)
    survive = rules.mission.objectives[0]
    assert objectives.rounds_survived(turn) == 0
    assert not objectives.objective_met(turn, survive)
    assert objectives.objective_met(turn, survive, round_over=True)


def test_r_end_2_a_bleeding_hero_is_still_in_the_game(tmp_path):
    """R-END-2 [D] / R-DEATH-2: three dead heroes and one bleeding at the end
    of the round: the heroes are still in the game, and survive."""
    rules = variant(tmp_path, survive_only(1))
    state = new_game(rules)
    for hero in ("blazkowicz", "anya", "max"):
        state.heroes[hero].dead = True
    state = put_hero(state, "klaus", "B2")
    state.heroes["klaus"].hp = 0
    state.heroes["klaus"].bleeding = True
    turn = Turn(rules, state)
    assert objectives.objective_met(turn, rules.mission.objectives[0], round_over=True)


def test_r_end_1_dead_heroes_do_not_survive(tmp_path):
    """R-END-1: every hero dead before the round ends is a loss by deaths,
    never a win by surviving, even with N equal to the round limit."""
    rules = variant(tmp_path, survive_only(1))
    state = new_game(rules)
    for hero in state.heroes.values():
        hero.dead = True
    turn = Turn(rules, state)
    assert not objectives.objective_met(turn, rules.mission.objectives[0], round_over=True)
    state = new_game(rules)
    for index, hero in enumerate(state.heroes.values()):
        state = put_hero(state, hero.id, f"{'ABCD'[index]}6")
        state.heroes[hero.id].hp = 0
        state.heroes[hero.id].bleeding = True
    for hero_id in list(state.heroes):
        state, _ = rules.apply(state, StartActivation(hero_id))
        if state.outcome is not None:
            break
    assert state.outcome is Outcome.LOST_DEATHS


def test_r_end_2_a_won_game_shows_survive_as_met(tmp_path):
    """R-END-2: once the heroes have won at the end of round N, the objective
    reads as met (the round marker still shows round N)."""
    rules = variant(tmp_path, survive_only(1))
    state, _ = end_round(rules, new_game(rules))
    assert state.outcome is Outcome.WON
    assert objectives.objective_met(Turn(rules, state), rules.mission.objectives[0])
