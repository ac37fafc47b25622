"""The smart hero player takes the heroes' own ways to an objective: secret
passages (R-MOVE-9, fatigue as an effect R-AP-5) and, with a pierce-metal
weapon, barricades (R-MOVE-5)."""

from __future__ import annotations

from pathlib import Path

from tests.engine.games import ARENA, HERE, activate, clear_board, new_game, rules_for
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.state.commands import Command, RemoveBarricade, UsePassage
from wolfenstein_tui.engine.state.state import GameState, Outcome, Weapon

CRAWLSPACE = HERE / "missions" / "crawlspace.yaml"
"""The objective token lies in a sealed room; passage A (A3 to E3) is the
only way in."""


def choice(state: GameState, path: Path = CRAWLSPACE) -> tuple[Command, list[Command]]:
    rules = rules_for(path)
    options = rules.legal_actions(state)
    return SmartPlayer(rules).choose(state, options), options


def test_r_move_9_the_only_way_to_the_objective_is_the_passage_and_it_is_taken() -> None:
    """A whole game from the spawn: the player walks to the token, travels
    through the passage and picks up the objective token, winning."""
    rules = rules_for(CRAWLSPACE)
    state = new_game(rules)
    player = SmartPlayer(rules)
    played: list[Command] = []
    for _ in range(200):
        if state.outcome is not None:
            break
        command = player.choose(state, rules.legal_actions(state))
        played.append(command)
        state, _ = rules.apply(state, command)
    assert state.outcome is Outcome.WON
    assert any(isinstance(c, UsePassage) for c in played)


def test_r_move_9_a_hero_on_the_token_travels_when_the_twin_is_nearer() -> None:
    rules = rules_for(CRAWLSPACE)
    state = activate(rules, clear_board(new_game(rules)), "klaus", "A3")
    chosen, options = choice(state)
    assert chosen == UsePassage("klaus")
    assert chosen in options
    after, _ = rules.apply(state, chosen)
    assert after.heroes["klaus"].square == parse_square("E3")


def test_r_ap_5_a_fatigued_hero_still_takes_the_passage() -> None:
    """The passage's fatigue is an effect: a hero who already holds a token
    may travel, and keeps a single token."""
    rules = rules_for(CRAWLSPACE)
    state = activate(rules, clear_board(new_game(rules)), "klaus", "A3")
    state = state.clone()
    state.heroes["klaus"].fatigue = True
    chosen, _ = choice(state)
    assert chosen == UsePassage("klaus")
    after, _ = rules.apply(state, chosen)
    assert after.heroes["klaus"].fatigue is True


def test_r_move_9_the_passage_is_not_taken_away_from_the_goal() -> None:
    """Past the passage (on E3, the objective a step away) the way back is
    no use: the player does not travel back."""
    rules = rules_for(CRAWLSPACE)
    state = activate(rules, clear_board(new_game(rules)), "klaus", "E3")
    chosen, _ = choice(state)
    assert chosen != UsePassage("klaus")


def test_r_move_5_a_hero_with_a_pierce_metal_weapon_removes_the_barricade_on_its_way() -> None:
    """The arena's objective (J4) lies in the corridor; from F5 the barricade
    F5-G5 is the short way, the doors through the small room the long one."""
    rules = rules_for(ARENA)
    state = clear_board(new_game(rules))
    state.heroes["klaus"].weapons.append(Weapon("laser-rifle"))
    state = activate(rules, state, "klaus", "F5")
    chosen, options = choice(state, ARENA)
    assert RemoveBarricade("klaus", "F5-G5") in options
    assert chosen == RemoveBarricade("klaus", "F5-G5")
