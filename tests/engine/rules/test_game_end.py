"""Game end: RULES.md §15 (R-END-1..3) and the "lose no hero" objective
(R-DEATH-4)."""

from __future__ import annotations

import pytest

from tests.engine.games import ARENA, SOLO, activate, new_game, put_enemy, put_hero, rules_for
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
    Search,
    StartActivation,
    TakeFatigue,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import GameState, Outcome, Phase

J4 = parse_square("J4")
KILL = ["heart", "blank", "blank"]  # Klaus: 3 dice, one heart kills a soldier (1 HP)


def refused(rules, state: GameState, command, faces=None) -> str:
    before = state.clone()
    with pytest.raises(IllegalCommand) as info:
        rules.apply(state, command, faces)
    assert info.value.refusal.code
    assert state == before
    return said(rules, info.value, state)


def variant(tmp_path, *changes: tuple[str, str], append: str = "") -> Rules:
    """The arena with text substitutions, loaded like any mission file."""
    text = ARENA.read_text()
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / "variant.yaml"
    path.write_text(text + append)
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def end_round(rules, state: GameState):
    """EndActivation only, for every hero still to go this round."""
    start = state.round
    events = []
    while state.outcome is None and state.round == start:
        if state.pending is not None:
            state, new = rules.apply(state, Choose(0))
        elif state.active_hero is None:
            state, new = rules.apply(state, rules.legal_actions(state)[0])
        else:
            state, new = rules.apply(state, EndActivation(state.active_hero))
        events += new
    if state.pending is not None and state.outcome is None:
        state, new = rules.apply(state, Choose(0))
        events += new
    return state, events


def game_over_events(events):
    return [e for e in events if e.kind is EventKind.GAME_OVER]


# --- R-END-1: losses -------------------------------------------------------------------------------


def test_r_end_1_loss_when_the_round_limit_passes():
    """R-END-1 / R-ROUND-5: the arena allows 3 rounds; heroes who only end their
    activations lose when round 3 is over, not before."""
    rules = rules_for()
    assert rules.mission.round_limit == 3
    state = new_game(rules)
    state, _ = end_round(rules, state)
    assert (state.round, state.outcome) == (2, None)
    state, _ = end_round(rules, state)
    assert (state.round, state.outcome) == (3, None)
    state, events = end_round(rules, state)
    assert state.outcome is Outcome.LOST_ROUNDS
    assert state.phase is Phase.OVER
    assert state.round == 3
    assert len(game_over_events(events)) == 1
    assert game_over_events(events)[0].data["outcome"] == "lost_rounds"


def test_r_end_1_round_limit_with_several_players():
    """R-END-1: the same with two players (no first-player question after the
    last round)."""
    rules = rules_for()
    state = new_game(rules, seats=(("klaus", "blazkowicz"), ("anya", "max")))
    for _ in range(3):
        state, _ = end_round(rules, state)
    assert state.outcome is Outcome.LOST_ROUNDS
    assert state.pending is None


def _all_bleeding(rules, seats):
    state = new_game(rules, seats=seats)
    for index, hero in enumerate(state.heroes.values()):
        state = put_hero(state, hero.id, f"{'ABCD'[index]}6")
        state.heroes[hero.id].hp = 0
        state.heroes[hero.id].bleeding = True
    return state


@pytest.mark.parametrize(
    "seats", [SOLO, (("klaus", "blazkowicz"), ("anya", "max"))], ids=["solo", "two-players"]
)
def test_r_end_1_loss_when_all_heroes_are_dead(seats):
    """R-END-1 / R-DEATH-2: every hero bleeds out at the start of its activation;
    when the last one dies the heroes lose because all heroes are dead (not
    later, by the round limit)."""
    rules = rules_for()
    state = _all_bleeding(rules, seats)
    order = [hero for seat in seats for hero in seat]
    for hero in order[:-1]:
        state, _ = rules.apply(state, StartActivation(hero))
        assert state.heroes[hero].dead
        assert state.outcome is None
    state, events = rules.apply(state, StartActivation(order[-1]))
    assert state.outcome is Outcome.LOST_DEATHS
    assert [e.data["outcome"] for e in game_over_events(events)] == ["lost_deaths"]


def test_r_end_1_mission_loss_condition(tmp_path):
    """R-END-1: a mission-specific loss (here: the alarm went off once) ends the
    game at once, in the middle of the hero phase."""
    rules = variant(
        tmp_path,
        ("threshold: 3", "threshold: 1"),
        append="loss_conditions:\n  - loss: alarms\n    count: 1\n",
    )
    state = put_enemy(rules, new_game(rules), "soldier-1", "soldier", "G5")
    state = activate(rules, state, "klaus", "F5")
    state, events = rules.apply(state, Attack("klaus", "soldier-1"), KILL)
    assert state.alarms == 1
    assert state.outcome is Outcome.LOST_MISSION
    assert state.pending is None
    assert [e.data["outcome"] for e in game_over_events(events)] == ["lost_mission"]


# --- R-END-2 / R-END-3: the win, checked after every action -----------------------------------


@pytest.mark.parametrize("square", ["I4", "I5", "J5"])
def test_r_end_2_win_by_collecting_the_objective_token(square):
    """R-END-2 / R-END-3 [D]: the arena's one objective is to collect token A on
    J4 (Search, 1 AP, from an adjacent square); the win comes right after that
    action, in the middle of the activation."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus", square)
    state, events = rules.apply(state, Search("klaus", J4))
    assert state.collected == {"A"}
    assert state.objectives_left == {}
    assert state.outcome is Outcome.WON
    assert state.phase is Phase.OVER
    assert state.round == 1
    assert [e.data["outcome"] for e in game_over_events(events)] == ["won"]


def test_r_end_2_players_without_heroes_win_too():
    """R-END-2: the win is the team's: a player whose only hero died wins with
    the others."""
    rules = rules_for()
    seats = (("klaus",), ("blazkowicz",), ("anya",), ("max",))
    state = put_hero(new_game(rules, seats=seats), "klaus", "B2")
    state.heroes["klaus"].hp = 0
    state.heroes["klaus"].bleeding = True
    state, _ = rules.apply(state, StartActivation("klaus"))
    assert state.heroes["klaus"].dead and state.outcome is None
    state = put_hero(state, "blazkowicz", "I4")
    state, _ = rules.apply(state, StartActivation("blazkowicz"))
    state, _ = rules.apply(state, Search("blazkowicz", J4))
    assert state.outcome is Outcome.WON


def test_r_end_2_token_must_be_adjacent():
    """R-END-2 with R-SEARCH: searching the objective from afar is refused."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus", "H5")
    refused(rules, state, Search("klaus", J4))


def test_r_end_3_win_in_the_last_round_beats_the_round_limit():
    """R-END-3 [D]: in the last round the heroes may still win; the loss by
    rounds is only decided at the end of that round's maintenance."""
    rules = rules_for()
    state = new_game(rules)
    state, _ = end_round(rules, state)
    state, _ = end_round(rules, state)
    assert state.round == 3
    state, _ = rules.apply(state, StartActivation("klaus"))
    state, _ = rules.apply(state, EndActivation("klaus"))
    state = put_hero(state, "blazkowicz", "I5")
    state, _ = rules.apply(state, StartActivation("blazkowicz"))
    state, _ = rules.apply(state, Search("blazkowicz", J4))
    assert state.outcome is Outcome.WON


def test_r_end_3_loss_by_rounds_only_at_the_end_of_the_last_maintenance():
    """R-END-3 [D]: during the whole last round the game goes on; the loss comes
    after the nazi phase and maintenance of that round."""
    rules = rules_for()
    state = new_game(rules)
    state, _ = end_round(rules, state)
    state, _ = end_round(rules, state)
    for hero in SOLO[0][:3]:
        state, _ = rules.apply(state, StartActivation(hero))
        state, _ = rules.apply(state, TakeFatigue(hero))
        state, _ = rules.apply(state, EndActivation(hero))
        assert state.outcome is None
    state, _ = rules.apply(state, StartActivation("max"))
    state, _ = rules.apply(state, Move("max", parse_square("E3")))
    assert state.outcome is None
    state, events = rules.apply(state, EndActivation("max"))
    kinds = [e.kind for e in events]
    assert state.outcome is Outcome.LOST_ROUNDS
    assert kinds[-1] is EventKind.GAME_OVER
    assert kinds.index(EventKind.PHASE) < kinds.index(EventKind.GAME_OVER)
    assert EventKind.ROUND not in kinds  # no round 4 began


def test_r_end_3_no_win_without_the_objective():
    """R-END-2: other actions (moves, searching a chest) do not win the game."""
    rules = rules_for()
    state = activate(rules, new_game(rules), "klaus", "I2")
    state, _ = rules.apply(state, Search("klaus", parse_square("H1")))
    while state.pending is not None:
        state, _ = rules.apply(state, Choose(0))
    assert state.outcome is None


# --- R-DEATH-4: the "lose no hero" objective --------------------------------------------------------


LOSE_NO_HERO = ("    tokens: [A]\n", "    tokens: [A]\n  - objective: lose_no_hero\n")


def test_r_death_4_lose_no_hero_loses_at_once(tmp_path):
    """R-DEATH-4: with "lose no hero" as an objective, the heroes lose as soon
    as a hero dies (here Klaus bleeds out at the start of his activation)."""
    rules = variant(tmp_path, LOSE_NO_HERO)
    state = new_game(rules)
    state = put_hero(state, "klaus", "B2")
    state.heroes["klaus"].hp = 0
    state.heroes["klaus"].bleeding = True
    state, events = rules.apply(state, StartActivation("klaus"))
    assert state.heroes["klaus"].dead
    assert state.outcome is Outcome.LOST_MISSION
    assert state.active_hero is None
    assert state.heroes["blazkowicz"].square is None  # nobody else activated
    assert [e.data["outcome"] for e in game_over_events(events)] == ["lost_mission"]


def test_r_death_4_lose_no_hero_met_while_everyone_lives(tmp_path):
    """R-DEATH-4 / R-END-2: with no hero lost, collecting token A wins."""
    rules = variant(tmp_path, LOSE_NO_HERO)
    state = activate(rules, new_game(rules), "klaus", "I4")
    state, _ = rules.apply(state, Search("klaus", J4))
    assert state.outcome is Outcome.WON


def test_r_death_4_without_the_objective_a_death_is_not_a_loss():
    """R-DEATH-4: in a mission without "lose no hero", one death goes on."""
    rules = rules_for()
    state = put_hero(new_game(rules), "klaus", "B2")
    state.heroes["klaus"].hp = 0
    state.heroes["klaus"].bleeding = True
    state, _ = rules.apply(state, StartActivation("klaus"))
    assert state.heroes["klaus"].dead
    assert state.outcome is None
    assert rules.legal_actions(state) == [
        StartActivation("blazkowicz"),
        StartActivation("anya"),
        StartActivation("max"),
    ]


# --- after the end --------------------------------------------------------------------------------------


def _finished_games():
    rules = rules_for()
    won = activate(rules, new_game(rules), "klaus", "I4")
    won, _ = rules.apply(won, Search("klaus", J4))
    lost = new_game(rules)
    for _ in range(3):
        lost, _ = end_round(rules, lost)
    multi = new_game(rules, seats=(("klaus", "blazkowicz"), ("anya", "max")))
    for _ in range(3):
        multi, _ = end_round(rules, multi)
    return rules, {"won": won, "lost_rounds": lost, "lost_rounds_multi": multi}


def test_r_end_after_the_game_is_over_every_command_is_refused():
    """R-END: once the game is over, nothing more can be played: every command
    is refused (state unchanged) and there are no legal actions."""
    rules, games = _finished_games()
    commands = [
        StartActivation("klaus"),
        StartActivation("anya"),
        EndActivation("klaus"),
        Move("klaus", parse_square("H4")),
        TakeFatigue("klaus"),
        Search("klaus", J4),
        Choose(0),
    ]
    for name, state in games.items():
        assert state.outcome is not None, name
        assert rules.legal_actions(state) == [], name
        for command in commands:
            reason = refused(rules, state, command)
            assert "over" in reason, (name, command)
