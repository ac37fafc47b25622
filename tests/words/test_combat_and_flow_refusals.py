"""The refusals of combat (R-ATK, R-AP-2, R-BOT-1), of the game's flow and
set-up (R-GAME-1, R-END, R-DICE-4), of undo and of a game played from
several screens: the engine says each as a code, a rule and facts, and the
player reads the sentence of words/refusals/combat.py and game.py, in the
language spoken."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.engine.games import new_game, put_enemy, rules_for
from tests.engine.rules.test_attacks import situation
from tests.engine.rules.test_death_and_bots import bot_turn
from tests.engine.test_game_log import header
from tests.refusal_words import said, said_all
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.log.gamelog import GameRecord
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.referee import Rules, Setup, SetupRefused
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    DiceNeeded,
    IllegalCommand,
    Move,
    Reload,
    SilentExecution,
    TakeFatigue,
)
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import GameState, Outcome
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say

RULES = rules_for()
BLANKS = ["blank", "blank", "blank"]  # Klaus: precision 2 + the pistol's 1 die


def refusal_of(state: GameState, command: Command, faces: list[str] | None = None) -> Refusal:
    with pytest.raises(IllegalCommand) as error:
        RULES.apply(state, command, faces)
    return error.value.refusal


def said_in(state: GameState, refusal: Refusal) -> str:
    return said(RULES, refusal, state)


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


# --- combat: attacks, reloads, silent executions ---------------------------------------


def reloading_klaus() -> GameState:
    """Klaus, a soldier in reach, his pistol with a reload token."""
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    state.heroes["klaus"].weapons[0].reload = True
    return state


def test_r_atk_5_an_attack_with_a_reload_token_is_refused_in_words() -> None:
    state = reloading_klaus()
    refusal = refusal_of(state, Attack("klaus", "soldier-1"), BLANKS)
    assert (refusal.code, refusal.rule) == ("attack.reload-token", "R-ATK-5")
    assert refusal.as_dict() == {"weapon": "pistol-1960"}
    assert said_in(state, refusal) == (
        "The Pistol 1960 has a reload token: reload it first (2 AP)."
    )


def test_r_ap_2_a_second_attack_without_the_fatigue_action_is_refused_in_words() -> None:
    state = situation(enemies={"officer-1": ("officer", "A3")})
    state, _ = RULES.apply(state, Attack("klaus", "officer-1"), BLANKS)
    refusal = refusal_of(state, Attack("klaus", "officer-1"), BLANKS)
    assert (refusal.code, refusal.rule) == ("attack.once", "R-AP-2")
    assert said_in(state, refusal) == (
        "Klaus Kreutz has already attacked this activation; the fatigue action allows a "
        "second attack."
    )


def test_r_atk_2_an_enemy_out_of_reach_is_named_with_its_distance() -> None:
    state = situation(enemies={"soldier-4": ("soldier", "A5")})
    refusal = refusal_of(state, Attack("klaus", "soldier-4"), BLANKS)
    assert (refusal.code, refusal.rule) == ("attack.out-of-range", "R-ATK-2")
    assert refusal.fact("distance") == 4
    assert said_in(state, refusal) == ("Soldier 4 is 4 squares away; the Pistol 1960 reaches 2.")


def test_r_atk_5_the_reasons_of_a_refused_reload() -> None:
    """No reload token and too few AP: both reasons, each with its rule."""
    state = situation()
    state.heroes["klaus"].ap = 1
    turn = Turn(RULES, state)
    refusals = combat.reload_problems(turn, state.heroes["klaus"], 0)
    assert [(r.code, r.rule) for r in refusals] == [
        ("reload.no-token", "R-ATK-5"),
        ("reload.too-dear", "R-ATK-5"),
    ]
    assert said_all(RULES, refusals, state) == [
        "The Pistol 1960 has no reload token.",
        "Klaus Kreutz has 1 AP left; reloading costs 2 AP.",
    ]
    assert refusal_of(state, Reload("klaus", 0)) == refusals[0]


def test_r_atk_10_a_silent_execution_needs_the_card_and_an_adjacent_enemy() -> None:
    state = situation(enemies={"soldier-1": ("soldier", "A3")})
    klaus = state.heroes["klaus"]
    for cards in (klaus.carried, klaus.equipped):  # his starting knife, for now
        if "combat-knife" in cards:
            cards.remove("combat-knife")
    refusal = refusal_of(state, SilentExecution("klaus", "soldier-1", "combat-knife"))
    assert (refusal.code, refusal.rule) == ("execution.not-held", None)
    assert said_in(state, refusal) == "Klaus Kreutz does not hold Combat Knife."
    state.heroes["klaus"].carried.append("combat-knife")
    refusal = refusal_of(state, SilentExecution("klaus", "soldier-1", "combat-knife"))
    assert (refusal.code, refusal.rule) == ("execution.not-adjacent", "R-ATK-10")
    assert said_in(state, refusal) == ("A silent execution needs Soldier 1 on an adjacent square.")


# --- bots -----------------------------------------------------------------------------


def test_r_bot_1_a_bot_refuses_what_a_bot_cannot_do() -> None:
    state = bot_turn({"officer-7": ("officer", "E3")})
    refusal = refusal_of(state, TakeFatigue("drone-1"))
    assert (refusal.code, refusal.rule) == ("bot.not-allowed", "R-BOT-1")
    assert said_in(state, refusal) == (
        "A bot can only move, attack, open doors, search chests and end its activation."
    )
    state, _ = RULES.apply(state, Attack("drone-1", "officer-7"), ["blank", "blank"])
    refusal = refusal_of(state, Attack("drone-1", "officer-7"), ["blank", "blank"])
    assert said_in(state, refusal) == "A bot attacks once per activation."
    state.bot_ap = 1
    refusal = refusal_of(state, Move("drone-1", parse_square("A5")))
    assert refusal.code == "bot.move-too-dear"
    assert said_in(state, refusal).startswith("The bot Drone 1 has 1 AP left; moving to A5 costs")


# --- the game's flow, the dice, set-up, undo -------------------------------------------


def test_a_pending_question_is_answered_first_with_an_option_that_exists() -> None:
    state = situation()
    state.pending = Pending(DecisionKind.AI_TIE, ["C1", "C2"], seat=0, facts={"question": "stop"})
    refusal = refusal_of(state, Move("klaus", parse_square("B1")))
    assert said_in(state, refusal) == "First answer the question asked."
    refusal = refusal_of(state, Choose(5))
    assert refusal == refuse("game.no-option", option=5, last=1)
    assert said_in(state, refusal) == "Option 5 does not exist; choose 0 to 1."


def test_r_end_nothing_is_played_once_the_game_is_over() -> None:
    state = situation()
    state.outcome = Outcome.LOST_DEATHS
    refusal = refusal_of(state, Move("klaus", parse_square("B1")))
    assert said_in(state, refusal) == "The game is over: lost (every hero dead)."


def test_r_dice_4_the_players_are_told_which_dice_to_roll() -> None:
    state = situation(enemies={"soldier-1": ("soldier", "A3")}, seeded_dice=False)
    with pytest.raises(DiceNeeded) as needed:
        RULES.apply(state, Attack("klaus", "soldier-1"))
    assert (needed.value.refusal.code, needed.value.refusal.rule) == ("dice.roll", "R-DICE-4")
    assert said(RULES, needed.value) == "Klaus Kreutz's attack: roll 3 dice and enter the faces"
    with pytest.raises(DiceNeeded) as needed:
        RULES.apply(state, Attack("klaus", "soldier-1"), ["heart"])
    assert needed.value.count == 2
    assert said(RULES, needed.value) == (
        "Klaus Kreutz's attack: roll 3 dice and enter the faces (2 missing)"
    )


def test_r_game_1_a_refused_setup_names_every_reason() -> None:
    with pytest.raises(SetupRefused) as refused:
        RULES.new_game(Setup(seats=(("klaus", "klaus", "anya"),), first_seat=3))
    assert [r.code for r in refused.value.refusals] == [
        "setup.four-heroes",
        "setup.hero-twice",
        "setup.first-player",
    ]
    assert said_all(RULES, refused.value.refusals) == [
        "Four heroes take part; 3 were chosen.",
        "Each hero can be chosen once.",
        "The first player must be one of the players.",
    ]


def test_undo_with_nothing_to_undo_is_refused_in_words() -> None:
    record, _ = GameRecord.start(RULES, header(RULES))
    with pytest.raises(IllegalCommand) as refused:
        record.undo()
    assert said(RULES, refused.value) == "There is nothing to undo."


# --- in another language ---------------------------------------------------------------


@pytest.mark.usefixtures("french")
def test_a_refused_attack_and_reload_read_in_french() -> None:
    state = reloading_klaus()
    refusal = refusal_of(state, Attack("klaus", "soldier-1"), BLANKS)
    words = said_in(state, refusal)
    assert words.startswith("L'arme ") and words.endswith(
        " porte un jeton recharge : rechargez-la d'abord (2 PA)."
    )
    state.heroes["klaus"].weapons[0].reload = False
    state.heroes["klaus"].ap = 1
    refusal = refusal_of(state, Reload("klaus", 0))
    assert said_in(state, refusal).endswith("n'a pas de jeton recharge.")


@pytest.mark.usefixtures("french")
def test_whom_a_joined_game_waits_for_reads_in_french() -> None:
    names = Names(RULES)
    waiting = refuse("join.waiting", player="Ann", heroes="klaus,blazkowicz")
    assert say(waiting, names) == "En attente d'Ann (Klaus Kreutz et B.J. Blazkowicz)."


def test_a_second_game_keeps_its_own_figures_apart() -> None:
    """A refusal names a figure of the state it was met in (a nazi brought in
    during the game included)."""
    rules: Rules = RULES
    state = put_enemy(rules, new_game(rules), "soldier-9", "soldier", "E5")
    assert said(
        rules, refuse("attack.no-sight", "R-LOS-1", hero="max", enemy="soldier-9"), state
    ) == ("Max Hass has no line of sight to Soldier 9.")
