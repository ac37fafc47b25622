"""The refusals of the heroes' actions (engine/rules/actions) are facts: a
code, the rule that forbids the action and the ids and numbers a sentence
needs, worded in words/refusals/actions.py. For a few refusals of each
module of the actions, the code, the rule, and the sentence a player reads;
then the same refusals said in French, with the rulebook's words (PA, case,
jeton) and the lists joined as French joins them.

Arena (tests/engine/missions/arena.yaml): big room 'a' A1-F6, small room 'b'
G1-J3 behind the door F2-G2, corridor 'c' G4-J6 behind the wide door H3-H4
and the barricade F5-G5; event token C3; passage A6 <-> J1. Klaus Kreutz
has 6 AP and the abilities War Veteran (∞) and Cover Fire (2 glory).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.games import activate, clear_board, new_game, put_enemy, put_hero, rules_for
from tests.refusal_words import said
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.state.commands import (
    Command,
    EndActivation,
    Equip,
    Give,
    IllegalCommand,
    Move,
    OpenDoor,
    RemoveBarricade,
    Search,
    SharedLife,
    StartActivation,
    TakeFatigue,
    UseAbility,
    UseItem,
    UsePassage,
)
from wolfenstein_tui.engine.state.refusals import Refusal
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import SENTENCES, fact_words, say

RULES = rules_for()
WAR_VETERAN, COVER_FIRE = 0, 1


def klaus_on(square: str, state: GameState | None = None, *items: str) -> GameState:
    """Klaus active on `square`, carrying `items`; no enemies."""
    state = state if state is not None else clear_board(new_game(RULES))
    state = state.clone()
    state.heroes["klaus"].carried = list(items)
    return activate(RULES, state, "klaus", square)


def with_soldiers(*squares: str) -> GameState:
    state = clear_board(new_game(RULES))
    for number, square in enumerate(squares, start=1):
        state = put_enemy(RULES, state, f"soldier-{number}", "soldier", square)
    return state


def refusal_of(state: GameState, command: Command) -> Refusal:
    """The refusal `Rules.apply` raises; the state given is left as it was."""
    before = state.clone()
    with pytest.raises(IllegalCommand) as error:
        RULES.apply(state, command)
    assert state == before
    return error.value.refusal


@dataclass(frozen=True)
class Case:
    situation: Callable[[], GameState]
    command: Command
    code: str
    rule: str | None
    english: str


def _stunned() -> GameState:
    state = klaus_on("B2")
    state.heroes["klaus"].stunned = True
    return state


def _bleeding() -> GameState:
    state = klaus_on("B2")
    state.heroes["klaus"].bleeding = True
    return state


def _fatigued() -> GameState:
    state = klaus_on("B2")
    state.heroes["klaus"].fatigue = True
    return state


def _with_ap(ap: int, state: GameState) -> GameState:
    state.heroes["klaus"].ap = ap
    return state


def _door_open(state: GameState) -> GameState:
    state.closed_doors.discard("F2-G2")
    return state


def _no_light_ammo() -> GameState:
    state = klaus_on("C5", put_hero(clear_board(new_game(RULES)), "anya", "C4"))
    state.heroes["klaus"].ammo["light"] = 0
    return state


CASES = {
    # basics.py: a hero who cannot act (R-DEATH-2, R-ATK-12)
    "stunned": Case(
        _stunned,
        Move("klaus", parse_square("C2")),
        "action.stunned",
        "R-ATK-12",
        "Klaus Kreutz is stunned and takes no actions this turn.",
    ),
    "bleeding": Case(
        _bleeding,
        Move("klaus", parse_square("C2")),
        "action.bleeding",
        "R-DEATH-2",
        "Klaus Kreutz is bleeding and cannot act; another hero may share life.",
    ),
    # perform.py: whose activation it is (R-ROUND-2)
    "other hero": Case(
        lambda: klaus_on("B2"),
        Move("anya", parse_square("C2")),
        "action.other-hero",
        "R-ROUND-2",
        "It is Klaus Kreutz's activation; only Klaus Kreutz can act now.",
    ),
    "no hero active": Case(
        lambda: clear_board(new_game(RULES)),
        Move("klaus", parse_square("C2")),
        "action.no-active-hero",
        "R-ROUND-2",
        "No hero is active: first choose which hero activates.",
    ),
    # activation.py: starting, ending, the fatigue action
    "still active": Case(
        lambda: klaus_on("B2"),
        StartActivation("anya"),
        "activate.busy",
        None,
        "Klaus Kreutz is still active; end that activation first.",
    ),
    "fatigue twice": Case(
        _fatigued,
        TakeFatigue("klaus"),
        "activate.fatigued",
        "R-AP-5",
        "Klaus Kreutz already has a fatigue token and cannot take the fatigue action.",
    ),
    "ending on a passage": Case(
        lambda: klaus_on("A6"),
        EndActivation("klaus"),
        "activate.end-on-passage",
        "R-MOVE-9",
        "Klaus Kreutz cannot end the activation on a secret passage token; travel through it "
        "or step off.",
    ),
    # moving.py: AP, what stands or closes the way, the passage
    "move AP": Case(
        lambda: _with_ap(1, klaus_on("B2")),
        Move("klaus", parse_square("D2")),
        "move.ap",
        "R-MOVE-1",
        "Klaus Kreutz has 1 AP left; moving to D2 costs 2 AP.",
    ),
    "event token": Case(
        lambda: klaus_on("B2"),
        Move("klaus", parse_square("C3")),
        "move.event-token",
        "R-MOVE-6",
        "Klaus Kreutz cannot end a move on C3: no figure may enter a square with an event token.",
    ),
    "enemy in the way": Case(
        lambda: klaus_on("E2", _door_open(with_soldiers("G2"))),
        Move("klaus", parse_square("H2")),
        "move.blocked",
        "R-MOVE-8",
        "Klaus Kreutz cannot end a move on H2: every way there passes through Soldier 1 on "
        "G2, and no figure enters an enemy's square.",
    ),
    "a closed door": Case(
        lambda: klaus_on("E2"),
        Move("klaus", parse_square("H2")),
        "move.closed-door",
        "R-MOVE-4",
        "Klaus Kreutz cannot end a move on H2: the way there is through the closed door "
        "F2-G2; open it first (moving never opens doors).",
    ),
    "two closed doors": Case(
        lambda: klaus_on("E2"),
        Move("klaus", parse_square("H4")),
        "move.closed-doors",
        "R-MOVE-4",
        "Klaus Kreutz cannot end a move on H4: the way there is through the closed doors "
        "F2-G2 and H3-H4; open them first (moving never opens doors).",
    ),
    "passage occupied": Case(
        lambda: klaus_on("A6", put_hero(clear_board(new_game(RULES)), "anya", "J1")),
        UsePassage("klaus"),
        "move.passage-occupied",
        "R-MOVE-8",
        "The other end of the passage, J1, is occupied.",
    ),
    # doors.py
    "door out of reach": Case(
        lambda: klaus_on("B2"),
        OpenDoor("klaus", "F2-G2"),
        "door.not-beside",
        "R-MOVE-4",
        "Klaus Kreutz must stand on a square touching the door F2-G2 to open it.",
    ),
    "barricade without pierce-metal": Case(
        lambda: klaus_on("F5"),
        RemoveBarricade("klaus", "F5-G5"),
        "barricade.no-weapon",
        "R-MOVE-5",
        "Only a hero with a pierce-metal weapon can remove a barricade; Klaus Kreutz has none.",
    ),
    # searching.py
    "enemies in the event's zone": Case(
        lambda: klaus_on("C2", with_soldiers("F6", "A5")),
        Search("klaus", parse_square("C3")),
        "search.enemy-in-zone",
        "R-SEARCH-1",
        "An event cannot be searched while an enemy is in its zone (Soldier 1 and Soldier 2).",
    ),
    "search AP": Case(
        lambda: _with_ap(0, klaus_on("C2")),
        Search("klaus", parse_square("C3")),
        "search.ap",
        "R-SEARCH-1",
        "Klaus Kreutz has 0 AP left; searching costs 1 AP.",
    ),
    "nothing to search": Case(
        lambda: klaus_on("C2"),
        Search("klaus", parse_square("D2")),
        "search.nothing",
        None,
        "There is nothing to search on D2.",
    ),
    # equipment.py
    "item AP": Case(
        lambda: _with_ap(1, klaus_on("C5", None, "medkit")),
        UseItem("klaus", "medkit"),
        "item.ap",
        "R-EQ-5",
        "Klaus Kreutz has 1 AP left; using the Medkit costs 2 AP.",
    ),
    "no such slot": Case(
        lambda: klaus_on("C5", None, "adrenal-implant"),
        Equip("klaus", "adrenal-implant"),
        "item.no-slot",
        "R-EQ-2",
        "Klaus Kreutz's card has no boost slot.",
    ),
    "no ammo to give": Case(
        _no_light_ammo,
        Give("klaus", "anya", ammo="light"),
        "give.no-ammo",
        "R-EQ-3",
        "Klaus Kreutz has no light ammo to give.",
    ),
    # shared_life.py
    "sharing life with oneself": Case(
        lambda: klaus_on("C5"),
        SharedLife("klaus", "klaus"),
        "life.self",
        "R-DEATH-3",
        "Shared life restores another hero, never oneself.",
    ),
    "sharing life with a hero not bleeding": Case(
        lambda: klaus_on("C5", put_hero(clear_board(new_game(RULES)), "anya", "C4")),
        SharedLife("klaus", "anya"),
        "life.not-bleeding",
        "R-DEATH-3",
        "Anya Oliwa is not bleeding.",
    ),
    # abilities.py
    "glory short": Case(
        lambda: klaus_on("C5"),
        UseAbility("klaus", COVER_FIRE),
        "ability.glory-short",
        "R-GLORY-1",
        "Cover Fire costs 2 glory; Klaus Kreutz has 0.",
    ),
    "always on": Case(
        lambda: klaus_on("C5"),
        UseAbility("klaus", WAR_VETERAN),
        "ability.always-on",
        "R-GLORY-1",
        "War Veteran is always on (∞); it is not spent.",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_refused_action_names_its_code_rule_and_sentence(name: str) -> None:
    case = CASES[name]
    state = case.situation()
    refusal = refusal_of(state, case.command)
    assert (refusal.code, refusal.rule) == (case.code, case.rule)
    assert said(RULES, refusal, state) == case.english


FRENCH = {
    "move AP": "Il reste 1 PA à Klaus Kreutz ; aller en D2 coûte 2 PA.",
    "enemy in the way": (
        "Klaus Kreutz ne peut pas finir un déplacement en H2 : tout chemin passe par "
        "Soldat 1 en G2, et aucune figurine n'entre sur la case d'un ennemi."
    ),
    "two closed doors": (
        "Klaus Kreutz ne peut pas finir un déplacement en H4 : le chemin passe par les "
        "portes fermées F2-G2 et H3-H4 ; ouvrez-les d'abord (se déplacer n'ouvre jamais "
        "les portes)."
    ),
    "enemies in the event's zone": (
        "Un événement ne peut pas être recherché tant qu'un ennemi est dans sa zone "
        "(Soldat 1 et Soldat 2)."
    ),
    "search AP": "Il reste 0 PA à Klaus Kreutz ; rechercher coûte 1 PA.",
    "item AP": "Il reste 1 PA à Klaus Kreutz ; utiliser la carte Trousse de soins coûte 2 PA.",
    "no such slot": "La carte de Klaus Kreutz n'a pas d'emplacement « boost ».",
    "no ammo to give": "Klaus Kreutz n'a pas de munitions légères à donner.",
    "glory short": ("Tir de couverture coûte 2 PG ; Klaus Kreutz en a 0."),
}


@pytest.mark.parametrize("name", sorted(FRENCH))
def test_a_refused_action_is_said_in_french(name: str) -> None:
    """The same refusal, said to a French player: the sentence, the card's
    and the nazi's names, the list ("Soldat 1 et Soldat 2") in French."""
    case = CASES[name]
    state = case.situation()
    refusal = refusal_of(state, case.command)
    set_language("fr")
    assert said(RULES, refusal, state) == FRENCH[name]


def test_a_list_fact_is_said_as_a_list_in_the_language_spoken() -> None:
    """A list fact (its key the plural of a kind: ``enemies``, ``doors``; or
    ``figures_on``, figures each on its square) holds ids joined by commas;
    the words name each and join them "A, B and C"."""
    names = Names(RULES)
    assert fact_words("doors", "F2-G2", names) == "F2-G2"
    assert fact_words("doors", "F2-G2,H3-H4,A1-A2", names) == "F2-G2, H3-H4 and A1-A2"
    assert fact_words("enemies", "soldier-1,soldier-2", names) == "Soldier 1 and Soldier 2"
    placed = "soldier-1@G2,klaus@H3"
    assert fact_words("figures_on", placed, names) == "Soldier 1 on G2 and Klaus Kreutz on H3"
    set_language("fr")
    assert fact_words("figures_on", placed, names) == "Soldat 1 en G2 et Klaus Kreutz en H3"


ARENA_SQUARES = [f"{column}{row}" for column in "ABCDEFGHIJ" for row in range(1, 7)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    start=st.sampled_from(ARENA_SQUARES),
    target=st.sampled_from(ARENA_SQUARES),
    ap=st.integers(min_value=0, max_value=6),
    kind=st.sampled_from(["move", "search", "door", "passage"]),
    language=st.sampled_from(["en", "fr", "it", "pl", "es"]),
)
def test_every_refused_action_is_said_whole_in_every_language(
    start: str, target: str, ap: int, kind: str, language: str
) -> None:
    """Whatever the situation, a refused move, search, door or passage is a
    refusal with a sentence whose every placeholder its facts fill, in each
    of the five languages; the state is left as it was."""
    state = with_soldiers("G2", "D4", "H5")
    try:
        state = klaus_on(start, state)
    except IllegalCommand:
        return  # Klaus cannot stand there (a token, a soldier)
    state.heroes["klaus"].ap = ap
    commands: dict[str, Command] = {
        "move": Move("klaus", parse_square(target)),
        "search": Search("klaus", parse_square(target)),
        "door": OpenDoor("klaus", "F2-G2"),
        "passage": UsePassage("klaus"),
    }
    before = state.clone()
    try:
        RULES.apply(state, commands[kind])
    except IllegalCommand as error:
        assert state == before
        set_language(language)
        words = said(RULES, error, state)
        assert words and "{" not in words and "}" not in words
        assert error.refusal.code in SENTENCES


def test_r_round_2_whose_turn_it_is_names_the_players() -> None:
    """R-ROUND-2: a hero of another seat cannot start; the refusal names
    the seats, which the app says by the players' names, in every language
    ("joueur 2" was English "player 2" wrapped in French)."""
    rules = rules_for()
    state = new_game(rules, seats=(("klaus", "blazkowicz"), ("anya", "max")))
    other = next(
        h
        for h in ("anya", "max", "klaus", "blazkowicz")
        if state.heroes[h].seat != state.active_seat
    )
    with pytest.raises(IllegalCommand) as error:
        rules.apply(state, StartActivation(other))
    refusal = error.value.refusal
    assert refusal.code == "activate.not-your-turn" and refusal.rule == "R-ROUND-2"
    assert (
        refusal.fact("player") == state.active_seat
        and refusal.fact("player2") == 1 - state.active_seat
    )
    names = Names(rules, state)
    ann_bob = ["Ann", "Bob"].__getitem__
    first, second = ann_bob(state.active_seat), ann_bob(1 - state.active_seat)
    hero = names.hero(other)
    assert say(refusal, names, ann_bob) == f"It is {first}'s turn; {hero} belongs to {second}."
    assert say(refusal, names) == (
        f"It is Player {state.active_seat + 1}'s turn; {hero} belongs to Player {2 - state.active_seat}."
    )
    set_language("fr")
    turn = f"d'{first}" if first == "Ann" else f"de {first}"  # "d'Ann": French elides
    assert say(refusal, Names(rules, state), ann_bob) == (
        f"C'est au tour {turn} ; {names.hero(other)} appartient à {second}."
    )
