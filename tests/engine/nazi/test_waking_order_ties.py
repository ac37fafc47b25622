"""The nazi phase: who wakes (R-AI-3, with R-BOT-1, R-NOISE and R-DIFF), in
which order the woken figures act (R-AI-4, R-VAR-4), figures that cannot act
(R-AI-5), alarms during the phase (R-SPAWN-2), and the ties that belong to
the AI controller (R-AI-2), answered in the game and replayed from its log.

Most situations are set on "the halls", a map of three zones in a row so
that noise two zones away exists:

    columns A-E: West Room (a) | F-J: Hall (x) | K-O: East Room (b)

five rows, the rooms joined to the hall by the doors E3-F3 and J3-K3
(closed at the start); a and b are not adjacent. Each test sets figures,
noise and doors on a state, then lets the last hero end its activation:
the nazi phase runs inside that `apply` (R-ROUND-1).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.engine.games import SOLO, activate, clear_board, new_game, put_enemy, put_hero
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.geometry.paths import LARGE_NAZI, movement_costs
from wolfenstein_tui.engine.log.gamelog import GameRecord, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.nazis import distances, figures
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    Move,
    StartActivation,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import Difficulty, GameState, HouseRules
from wolfenstein_tui.words import Names, Told, describe, tell
from wolfenstein_tui.words import nazis as nazi_words

HALLS = """\
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|a a a a a|x x x x x|b b b b b|
+         +         +         +
|a a a a a|x x x x x|b b b b b|
+         +         +         +
|a a a a aDx x x x xDb b b b b|
+         +         +         +
|a a a a a|x x x x x|b b b b b|
+         +         +         +
|a a a a a|x x x x x|b b b b b|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
"""
HALLS_ZONES = {"a": "West Room", "x": "Hall", "b": "East Room"}

# One room split by a short partition (E|F on rows 1-2): a hero at G1 is in
# the room (heard) but out of sight of its west part.
PARTITION = """\
+-+-+-+-+-+-+-+
|p p p p p|p p|
+         +   +
|p p p p p|p p|
+         +   +
|p p p p p p p|
+-+-+-+-+-+-+-+
"""

# Enemy cards made for R-VAR-4: a soldier's twin with one more attack die,
# and one whose attack costs one more AP (same initiative, same range).
GRENADIER = {"id": "grenadier", "name": "Grenadier", "weapon": {"dice": 4}}
GUNNER = {"id": "gunner", "name": "Gunner", "weapon": {"ap_cost": 3}}


def mission_rules(
    folder: Path,
    drawing: str = HALLS,
    zones: dict[str, str] = HALLS_ZONES,
    spawns: str = "hero_spawns: {A: A1}\nnazi_spawns: {A: O5}\n",
    enemies: str = "",
    extra_cards: tuple[dict, ...] = (),
) -> Rules:
    """A mission written as YAML and loaded like any mission file. Its alarm
    (threshold 3) brings a Drone at the nazi spawn."""
    decks = builtin_decks()
    if extra_cards:
        soldier = decks.enemy("soldier")
        made = [
            soldier.model_copy(
                update={
                    "id": card["id"],
                    "name": card["name"],
                    "abilities": [],
                    "weapon": soldier.weapon.model_copy(update=card["weapon"]),
                }
            )
            for card in extra_cards
        ]
        decks = decks.model_copy(update={"enemies": [*decks.enemies, *made]})
    lines = [
        "id: nazi-test",
        "title: Nazi Test",
        "summary: A map for nazi phase situations.",
        "briefing: Used by the test suite only.",
        "round_limit: 9",
        "alarm:",
        "  threshold: 3",
        "  effects:",
        "    - effect: spawn",
        "      at: nazi_spawns",
        "      enemies:",
        "        - type: drone",
        "zones:",
        *(f"  {key}: {{name: {name}, kind: room}}" for key, name in zones.items()),
        "map: |",
        *(f"  {line}" for line in drawing.strip().splitlines()),
    ]
    text = "\n".join(lines) + "\n" + spawns + enemies
    text += "objectives:\n  - objective: kill\n    enemy_type: drone\n    count: 99\n"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "nazi-test.yaml"
    path.write_text(text)
    return Rules(load_mission(path, decks), decks)


@pytest.fixture(scope="module")
def halls(tmp_path_factory) -> Rules:
    return mission_rules(tmp_path_factory.mktemp("halls"))


# --- helpers ---------------------------------------------------------------------------


def game(rules: Rules, **setup: object) -> GameState:
    """A game with the nazi phase on, the board emptied of figures."""
    return clear_board(new_game(rules, skip_nazi_phase=False, **setup))


def enemy(rules: Rules, state: GameState, enemy_id: str, square: str) -> GameState:
    """Place a nazi; its type is its id without the number (`soldier-2`)."""
    enemy_type, number = enemy_id.rsplit("-", 1)
    state = put_enemy(rules, state, enemy_id, enemy_type, square)
    # Figures spawned later must not reuse the number (as for mission figures).
    state.enemy_numbers[enemy_type] = max(state.enemy_numbers.get(enemy_type, 0), int(number))
    return state


def nazi_phase(
    rules: Rules,
    state: GameState,
    last: str,
    square: str,
    faces: list[str] | None = None,
) -> tuple[GameState, list[Event]]:
    """Every other hero has been activated; `last` appears on `square` and ends
    its activation, which runs the nazi phase (R-ROUND-1). With `faces`, the
    nazi dice are those faces, then blanks; without, the seeded generator's."""
    state = before_end(rules, state, last, square)
    if faces is None:
        return rules.apply(state, EndActivation(last))
    return padded(rules, state, EndActivation(last), faces)


def before_end(rules: Rules, state: GameState, last: str, square: str) -> GameState:
    state = state.clone()
    state.activated = [hero for hero in state.heroes if hero != last]
    return activate(rules, state, last, square)


def padded(
    rules: Rules, state: GameState, command, first: list[str]
) -> tuple[GameState, list[Event]]:
    """Apply with the first dice imposed and blanks for every later die
    (however many the phase rolls)."""
    for extra in range(0, 40):
        try:
            return rules.apply(state, command, first + ["blank"] * extra)
        except DiceNeeded:  # R-DICE-4: the phase rolls more dice than given
            continue
    raise AssertionError("more than 40 dice")


def settle(
    rules: Rules, state: GameState, events: list[Event]
) -> tuple[GameState, list[Event], list[str]]:
    """Answer every later AI tie of the phase with its default; returns the
    state after the phase, all its events, and the questions asked."""
    events = list(events)
    asked: list[str] = []
    while state.pending is not None and state.nazi_phase is not None:
        asked.append(str(state.pending.facts["question"]))
        state, more = padded(rules, state, Choose(0), [])
        events += more
    assert state.nazi_phase is None and state.round == 2
    return state, events, asked


def order_questions(asked: list[str]) -> list[str]:
    return [question for question in asked if question == "order"]


def checks(events: list[Event]) -> dict[str, Event]:
    """The activation check line of each nazi (R-AI-3)."""
    return {e.data["enemy"]: e for e in events if e.kind is EventKind.NAZI}


def woke(events: list[Event]) -> set[str]:
    return {enemy_id for enemy_id, e in checks(events).items() if e.data["woke"]}


def turns(events: list[Event]) -> list[str]:
    """The figures whose turn was explained, in order (repeats included)."""
    return [e.data["enemy"] for e in events if e.kind is EventKind.NAZI_TURN]


def first_turns(events: list[Event]) -> list[str]:
    seen: list[str] = []
    for enemy_id in turns(events):
        if enemy_id not in seen:
            seen.append(enemy_id)
    return seen


def answer_then_defaults(
    rules: Rules, state: GameState, option: int
) -> tuple[GameState, list[Event]]:
    """Answer the pending tie, then take the default for any later tie."""
    state, events = rules.apply(state, Choose(option))
    while state.pending is not None and state.pending.kind is DecisionKind.AI_TIE:
        state, more = rules.apply(state, Choose(0))
        events = events + more
    return state, events


def reason(rules: Rules, check: Event) -> str:
    """Why a figure woke, in the words players read (R-AI-3)."""
    return nazi_words.wake_reason(Names(rules, ids=True), check.data["reason"])


def explanation(rules: Rules, events: list[Event], enemy_id: str, index: int = 0) -> str:
    """A figure's turn, in the words players read (a nazi named with its id)."""
    said = [e for e in events if e.kind is EventKind.NAZI_TURN and e.data["enemy"] == enemy_id]
    assert said, f"{enemy_id} had no turn"
    return describe(said[index], Names(rules, ids=True))


def attacks(events: list[Event]) -> list[tuple[str, str]]:
    return [(e.data["enemy"], e.data["target"]) for e in events if e.kind is EventKind.NAZI_ATTACK]


def moves(events: list[Event], enemy_id: str) -> list[list[str]]:
    return [
        e.data["path"]
        for e in events
        if e.kind is EventKind.NAZI_MOVE and e.data["enemy"] == enemy_id
    ]


def doors_opened(events: list[Event]) -> list[str]:
    return [e.data["door"] for e in events if e.kind is EventKind.DOOR_OPENED]


def ai_tie(state: GameState):
    pending = state.pending
    assert pending is not None, "the phase should wait for the AI controller"
    assert pending.kind is DecisionKind.AI_TIE
    assert pending.seat == state.ai_controller  # R-AI-2: the controller settles it
    assert state.nazi_phase is not None and state.round == 1
    assert pending.facts["question"] in {"order", "target", "noise", "stop", "shoot"}
    return pending


def answers_only(rules: Rules, state: GameState) -> None:
    """While a tie waits, the only commands are its answers."""
    options = len(state.pending.options)
    assert rules.legal_actions(state) == [Choose(i) for i in range(options)]
    with pytest.raises(IllegalCommand):
        rules.apply(state, Choose(options))
    with pytest.raises(IllegalCommand):
        rules.apply(state, StartActivation("klaus"))


# --- R-AI-3: who wakes -------------------------------------------------------------------


def test_r_ai_3_a_hero_in_line_of_sight_wakes_a_nazi(halls: Rules) -> None:
    """R-AI-3: with no noise anywhere, a soldier wakes because it sees Max
    through the open door; with the door closed it stays put."""
    state = enemy(halls, game(halls), "soldier-1", "C3")
    state.closed_doors.discard("E3-F3")
    assert state.noise == set()
    _, events = nazi_phase(halls, state, "max", "H3")
    check = checks(events)["soldier-1"]
    assert check.data["woke"] and reason(halls, check) == "Max Hass is in its line of sight"
    assert explanation(halls, events, "soldier-1").startswith(
        "Soldier soldier-1 wakes (initiative 3: the highest go first): Max Hass is in its line of sight."
    )
    assert attacks(events) == [("soldier-1", "max")]

    closed = enemy(halls, game(halls), "soldier-1", "C3")
    after, events = nazi_phase(halls, closed, "max", "H3")
    assert woke(events) == set() and turns(events) == []
    assert after.enemies["soldier-1"].square == parse_square("C3")
    assert checks(events)["soldier-1"].data["woke"] is False


def test_r_bot_1_a_bot_in_line_of_sight_wakes_a_nazi_as_a_hero_would(halls: Rules) -> None:
    """R-BOT-1 / R-AI-3: nazis treat a bot as a hero. The only figure the
    soldier can see is Klaus's bot in the hall: it wakes, and attacks it."""
    state = enemy(halls, game(halls), "soldier-1", "C3")
    state = enemy(halls, state, "drone-7", "H3")
    state.enemies["drone-7"].bot_of = "klaus"
    state.closed_doors.discard("E3-F3")
    _, events = nazi_phase(halls, state, "max", "M1")  # Max: behind the closed door J3-K3
    assert reason(halls, checks(events)["soldier-1"]) == (
        "the bot Drone drone-7 is in its line of sight"
    )
    assert explanation(halls, events, "soldier-1").startswith(
        "Soldier soldier-1 wakes (initiative 3: the highest go first): the bot Drone drone-7 is in its line of sight."
    )
    assert attacks(events) == [("soldier-1", "drone-7")]
    assert "drone-7" not in woke(events)  # a bot never runs the nazi program


def test_r_ai_3_noise_two_zones_away_wakes_nobody(halls: Rules) -> None:
    """R-AI-3: noise in the East Room is two zones from the West Room (the
    hall lies between): the soldier neither sees a hero nor hears it."""
    state = enemy(halls, game(halls), "soldier-1", "C3")
    state.noise = {"b"}
    after, events = nazi_phase(halls, state, "max", "M3")
    assert woke(events) == set() and turns(events) == []
    assert after.enemies["soldier-1"].square == parse_square("C3")
    assert after.danger == 0  # Sound the Alert needs an activation: none happened


def test_r_ai_3_noise_in_its_own_zone_wakes_it(halls: Rules) -> None:
    """R-AI-3: noise in its own zone wakes the soldier (its first activation
    raises danger: Sound the Alert), though nobody is there to go for
    (R-AI-8: it is already in the noisy zone)."""
    state = enemy(halls, game(halls), "soldier-1", "C3")
    state.noise = {"a"}
    after, events = nazi_phase(halls, state, "max", "M3")
    assert reason(halls, checks(events)["soldier-1"]) == "noise in its own zone"
    assert explanation(halls, events, "soldier-1").startswith(
        "Soldier soldier-1 wakes (initiative 3: the highest go first): noise in its own zone."
    )
    assert after.danger == 1
    assert moves(events, "soldier-1") == []


def test_r_ai_3_noise_in_an_adjacent_zone_wakes_it(halls: Rules) -> None:
    """R-AI-3 / R-AI-8 / R-AI-11: noise in the hall, next to the West Room,
    wakes the soldier; it heads for the hall, opening the door on its way."""
    state = enemy(halls, game(halls), "soldier-1", "C3")
    state.noise = {"x"}
    after, events = nazi_phase(halls, state, "max", "M3")
    assert reason(halls, checks(events)["soldier-1"]) == "noise in adjacent Hall"
    assert explanation(halls, events, "soldier-1").startswith(
        "Soldier soldier-1 wakes (initiative 3: the highest go first): noise in adjacent Hall."
    )
    assert doors_opened(events) == ["E3-F3"]
    assert halls.board.zone_of(after.enemies["soldier-1"].square) == "x"


def test_r_ai_3_noise_made_during_the_phase_wakes_nobody(halls: Rules) -> None:
    """R-AI-3: the drone (initiative 5) shoots Max in the hall from the East Room,
    which puts noise in the hall (R-NOISE-1); the soldier in the West Room,
    next to the hall, checked at the start of the phase and stays put."""
    state = enemy(halls, game(halls), "drone-1", "K3")
    state = enemy(halls, state, "soldier-1", "A1")
    state.closed_doors.discard("J3-K3")
    after, events = nazi_phase(halls, state, "max", "H3", faces=[])
    assert woke(events) == {"drone-1"}
    noise = [e for e in events if e.kind is EventKind.NOISE and e.data["zone"] == "x"]
    attack = next(i for i, e in enumerate(events) if e.kind is EventKind.NAZI_ATTACK)
    assert noise and events.index(noise[0]) > attack  # the hall became noisy mid-phase
    assert turns(events) == ["drone-1"]
    assert after.enemies["soldier-1"].square == parse_square("A1")


def test_r_ai_3_the_check_is_made_once_even_when_a_view_opens_mid_phase(halls: Rules) -> None:
    """R-AI-3: at the start of the phase the soldier on B3 stands between the
    officer on A3 and Max on D3 (figures block sight, R-LOS-3), and officers
    ignore the noise of the room. The soldier shoots Max and steps aside to
    C2: now the officer sees Max, but it was not activated and does nothing
    this phase."""
    state = enemy(halls, game(halls), "officer-1", "A3")
    state = enemy(halls, state, "soldier-1", "B3")
    after, events = nazi_phase(halls, state, "max", "D3", faces=[])
    assert woke(events) == {"soldier-1"}
    assert after.enemies["soldier-1"].square == parse_square("C2")
    view = Turn(halls, after.clone())
    assert figures.sees(view, after.enemies["officer-1"], parse_square("D3"))  # the view opened
    assert "officer-1" not in turns(events)
    assert after.enemies["officer-1"].square == parse_square("A3")


def test_r_ai_3_officers_ignore_noise(halls: Rules) -> None:
    """R-AI-3: noise in its own zone and the next one wakes the soldier but
    not the officer beside it, who sees no hero and was not attacked."""
    state = enemy(halls, game(halls), "officer-1", "C3")
    state = enemy(halls, state, "soldier-1", "C1")
    state.noise = {"a", "x"}
    after, events = nazi_phase(halls, state, "max", "M3")
    assert woke(events) == {"soldier-1"}
    assert not checks(events)["officer-1"].data["woke"]
    assert "officer-1" not in turns(events)
    assert after.enemies["officer-1"].square == parse_square("C3")


def test_r_ai_3_an_officer_wakes_when_it_sees_a_hero(halls: Rules) -> None:
    """R-AI-3: officers do wake on sight."""
    state = enemy(halls, game(halls), "officer-1", "C3")
    state.closed_doors.discard("E3-F3")
    _, events = nazi_phase(halls, state, "max", "H3")
    assert reason(halls, checks(events)["officer-1"]) == "Max Hass is in its line of sight"
    assert explanation(halls, events, "officer-1").startswith(
        "Officer officer-1 wakes (initiative 4: the highest go first): Max Hass is in its line of sight."
    )


def test_r_ai_3_an_officer_attacked_since_the_last_nazi_phase_wakes(halls: Rules) -> None:
    """R-AI-3 [D]: Klaus shoots the officer (all blanks), then walks out of
    its sight behind the hall's wall; the noise of the shot does not wake an
    officer, the attack does. The mark is cleared at the end of the phase."""
    state = enemy(halls, game(halls), "officer-1", "C1")
    state.closed_doors.discard("E3-F3")
    state.activated = ["blazkowicz", "anya", "max"]
    state = activate(halls, state, "klaus", "E2")
    state, _ = halls.apply(state, Attack("klaus", "officer-1"), ["blank"] * 3)
    assert state.enemies["officer-1"].attacked
    state, _ = halls.apply(state, Move("klaus", parse_square("G2")))
    assert not figures.sees(Turn(halls, state), state.enemies["officer-1"], parse_square("G2"))
    after, events = halls.apply(state, EndActivation("klaus"))
    assert reason(halls, checks(events)["officer-1"]) == "it was attacked"
    assert explanation(halls, events, "officer-1").startswith(
        "Officer officer-1 wakes (initiative 4: the highest go first): it was attacked."
    )
    assert "officer-1" in after.enemies and not after.enemies["officer-1"].attacked


def test_r_ai_3_a_hidden_hero_does_not_wake_a_nazi_by_sight(halls: Rules) -> None:
    """R-AI-3 with a hiding suit (R-EQ: "hide from nazis"): the soldier that
    woke on sight of Max in the first test ignores a hidden Max."""
    state = enemy(halls, game(halls), "soldier-1", "C3")
    state.closed_doors.discard("E3-F3")
    state.heroes["max"].hidden = True
    after, events = nazi_phase(halls, state, "max", "H3")
    assert woke(events) == set() and turns(events) == []
    assert after.enemies["soldier-1"].square == parse_square("C3")


@pytest.mark.parametrize(
    ("difficulty", "wakes"),
    [(Difficulty.BRING_EM_ON, False), (Difficulty.I_AM_DEATH_INCARNATE, True)],
)
def test_r_diff_at_the_hardest_level_heroes_count_as_noise(
    halls: Rules, difficulty: Difficulty, wakes: bool
) -> None:
    """R-DIFF / R-AI-3: no noise token anywhere, Max alone in the hall behind
    closed doors. At "I am Death incarnate" his figure counts as noise in the
    hall, next to the soldier's room; the officer still ignores noise."""
    setup = {"shared_life_hero": "max"} if difficulty is Difficulty.I_AM_DEATH_INCARNATE else {}
    state = game(halls, difficulty=difficulty, **setup)
    state = enemy(halls, state, "soldier-1", "C3")
    state = enemy(halls, state, "officer-1", "C1")
    _, events = nazi_phase(halls, state, "max", "H1")
    assert woke(events) == ({"soldier-1"} if wakes else set())
    if wakes:
        assert reason(halls, checks(events)["soldier-1"]) == "noise in adjacent Hall"


def test_r_diff_at_the_hardest_level_a_hero_two_zones_away_is_not_heard(halls: Rules) -> None:
    """R-DIFF / R-AI-3: a hero counts as a noise token, no more: Max in the
    East Room is two zones from the soldier."""
    state = game(halls, difficulty=Difficulty.I_AM_DEATH_INCARNATE, shared_life_hero="max")
    state = enemy(halls, state, "soldier-1", "C3")
    _, events = nazi_phase(halls, state, "max", "M3")
    assert woke(events) == set()


# --- R-AI-4 and R-VAR-4: the order -------------------------------------------------------


def test_r_ai_4_higher_initiative_acts_first(halls: Rules) -> None:
    """R-AI-4: Panzerhund (6), Drone (5), Officer (4), Space Marine (3) and
    Supersoldier (2) all see Klaus in the East Room; they act by initiative,
    whatever the order of their ids or of their distances, and every
    explanation names the figure, its initiative and why it woke."""
    state = put_hero(game(halls), "klaus", "L3")
    for enemy_id, square in [
        ("supersoldier-1", "K1"),
        ("officer-1", "O3"),
        ("space-marine-1", "L5"),
        ("drone-1", "M5"),
        ("panzerhund-1", "N1"),
    ]:
        state = enemy(halls, state, enemy_id, square)
    _, events = nazi_phase(halls, state, "max", "A5", faces=[])
    order = ["panzerhund-1", "drone-1", "officer-1", "space-marine-1", "supersoldier-1"]
    assert first_turns(events) == order
    for enemy_id in order:
        card = halls.enemy_cards[enemy_id.rsplit("-", 1)[0]]
        assert explanation(halls, events, enemy_id).startswith(
            f"{card.name} {enemy_id} wakes (initiative {card.initiative}: the highest go "
            "first): Klaus Kreutz is in its line of sight."
        )


def test_r_ai_4_same_type_and_initiative_the_one_nearer_a_hero_goes_first(halls: Rules) -> None:
    """R-AI-4: soldier-2 is 1 AP from Max, soldier-1 2 AP: soldier-2 acts
    first, and that is no tie (nothing is asked, even in "ask" mode)."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "soldier-1", "A1")
    state = enemy(halls, state, "soldier-2", "B5")
    after, events = nazi_phase(halls, state, "max", "D4", faces=[])
    after, events, asked = settle(halls, after, events)
    assert order_questions(asked) == []
    assert first_turns(events) == ["soldier-2", "soldier-1"]


def test_r_ai_4_nearer_means_the_shortest_legal_path_not_across_a_wall(halls: Rules) -> None:
    """R-AI-4 with R-AI-7 [D] ("nearest" = fewest AP of a legal path):
    soldier-1 stands next to Max but on the other side of the hall's wall (a
    long way round through the door); soldier-2 is 1 AP from him in the hall.
    Soldier-2 goes first."""
    state = enemy(halls, game(halls), "soldier-1", "E1")
    state = enemy(halls, state, "soldier-2", "H1")
    state.noise = {"x"}
    _, events = nazi_phase(halls, state, "max", "F1", faces=[])
    assert woke(events) == {"soldier-1", "soldier-2"}
    assert first_turns(events) == ["soldier-2", "soldier-1"]


def test_r_ai_4_equally_near_figures_are_the_ai_controllers_choice(halls: Rules) -> None:
    """R-AI-4 / R-AI-2: two soldiers each 2 AP from Max. Two players, and the
    AI controller token is with player 2: the phase waits for player 2 with
    the documented default first (the lowest figure number). Player 2's
    answer decides who goes first; "auto" takes the default."""
    seats = (("klaus", "blazkowicz"), ("anya", "max"))
    state = enemy(halls, game(halls, seats=seats, ai_ties_ask=True), "soldier-1", "A1")
    state = enemy(halls, state, "soldier-2", "A5")
    state.ai_controller = 1
    paused, events = nazi_phase(halls, state, "max", "D3")
    pending = ai_tie(paused)
    assert pending.seat == 1
    assert pending.options == ["soldier-1", "soldier-2"]
    assert turns(events) == []  # nobody has acted yet
    answers_only(halls, paused)

    _, events, _ = settle(halls, *padded(halls, paused, Choose(1), []))
    assert first_turns(events) == ["soldier-2", "soldier-1"]
    _, events, _ = settle(halls, *padded(halls, paused, Choose(0), []))
    assert first_turns(events) == ["soldier-1", "soldier-2"]
    auto = state.clone()
    auto.ai_ties_ask = False
    _, auto_events = nazi_phase(halls, auto, "max", "D3", faces=[])
    assert first_turns(auto_events) == ["soldier-1", "soldier-2"]


def test_r_ai_4_a_farther_figure_of_a_type_is_never_offered_before_a_nearer_one(
    halls: Rules,
) -> None:
    """R-AI-4: soldier-1 (1 AP from Max) and soldier-2 (3 AP) are the same
    type and initiative: soldier-1 goes before soldier-2, by rule. A Space
    Marine (also initiative 3, another type) makes a real tie for the AI
    controller, but only between the Space Marine and soldier-1: letting
    soldier-2 act before soldier-1 is not the controller's to choose."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "soldier-1", "C1")
    state = enemy(halls, state, "soldier-2", "A1")
    state = enemy(halls, state, "space-marine-1", "C5")
    paused, _ = nazi_phase(halls, state, "max", "E3")
    pending = ai_tie(paused)
    offered = set(pending.options)
    assert "soldier-1" in offered and "space-marine-1" in offered
    assert "soldier-2" not in offered


def test_r_var_4_off_figures_of_different_types_tie_on_initiative(halls: Rules) -> None:
    """R-AI-4: a Soldier and a Space Marine (both initiative 3) are not of the
    same type, so the rule gives no order: the AI controller decides."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "soldier-1", "B3")
    state = enemy(halls, state, "space-marine-1", "A1")
    paused, _ = nazi_phase(halls, state, "max", "D3")
    pending = ai_tie(paused)
    # R-AI-4 [D]: the default follows the R-VAR-4 chain, nearer first.
    assert pending.options[0] == "soldier-1"


def test_r_var_4_house_rule_orders_by_distance_first(halls: Rules) -> None:
    """R-VAR-4: with the house rule the same situation is no tie: the soldier
    (nearer Max) goes before the Space Marine, whose longer range comes later
    in the chain; nothing is asked."""
    setup = {"ai_ties_ask": True, "house_rules": HouseRules(ai_tie_chain=True)}
    state = enemy(halls, game(halls, **setup), "soldier-1", "B3")
    state = enemy(halls, state, "space-marine-1", "A1")
    _, events, asked = settle(halls, *nazi_phase(halls, state, "max", "D3", faces=[]))
    assert order_questions(asked) == []
    assert first_turns(events) == ["soldier-1", "space-marine-1"]
    said = order_told(halls, events, "soldier-1")
    assert (
        "It acts first among initiative 3: it is nearer a hero than Space Marine space-marine-1."
        in said.text
    )
    assert "R-VAR-4" in said.rules


def order_told(rules: Rules, events: list[Event], enemy_id: str) -> Told:
    """R-VAR-4: the first turn of `enemy_id`, with its trail: the sentence
    names what put it first, never "the nearest of its type" (the house
    rule compares figures of every type), and the trail gives the house
    rule's order in words."""
    turn = next(e for e in events if e.kind is EventKind.NAZI_TURN and e.data["enemy"] == enemy_id)
    said = tell(turn, Names(rules, ids=True))
    assert "nearest of its type" not in said.text
    assert any(note.startswith("In this game: figures of one initiative go") for note in said.notes)
    return said


def test_r_var_4_then_the_longer_weapon_range(halls: Rules) -> None:
    """R-VAR-4: equally near, the Space Marine (range 5) goes before the
    Soldier (range 4) although its number is no lower; nothing is asked."""
    setup = {"ai_ties_ask": True, "house_rules": HouseRules(ai_tie_chain=True)}
    state = enemy(halls, game(halls, **setup), "soldier-1", "A1")
    state = enemy(halls, state, "space-marine-2", "A5")
    _, events, asked = settle(halls, *nazi_phase(halls, state, "max", "D3", faces=[]))
    assert order_questions(asked) == []
    assert first_turns(events) == ["space-marine-2", "soldier-1"]
    said = order_told(halls, events, "space-marine-2")
    assert (
        "It acts first among initiative 3: as near as Soldier soldier-1, its weapon reaches "
        "further." in said.text
    )


@pytest.mark.parametrize(("card", "why"), [(GRENADIER, "more dice"), (GUNNER, "dearer attack")])
def test_r_var_4_then_more_attack_dice_then_the_dearer_attack(
    tmp_path: Path, card: dict, why: str
) -> None:
    """R-VAR-4 ("all descending except distance"): equally near and with the
    same range, a figure with more attack dice goes first; with the same dice
    too, the one whose attack costs more AP."""
    rules = mission_rules(tmp_path, extra_cards=(card,))
    setup = {"ai_ties_ask": True, "house_rules": HouseRules(ai_tie_chain=True)}
    state = enemy(rules, game(rules, **setup), "soldier-1", "A1")
    state = enemy(rules, state, f"{card['id']}-2", "A5")
    _, events, asked = settle(rules, *nazi_phase(rules, state, "max", "D3", faces=[]))
    assert order_questions(asked) == [], why
    assert first_turns(events) == [f"{card['id']}-2", "soldier-1"], why
    said = order_told(rules, events, f"{card['id']}-2")
    worded = {"more dice": "it rolls more attack dice", "dearer attack": "its attack costs more AP"}
    assert f"as near as Soldier soldier-1, {worded[why]}." in said.text


def test_r_var_4_a_tie_through_the_whole_chain_is_still_the_controllers(halls: Rules) -> None:
    """R-VAR-4 / R-AI-4: two soldiers equally near: the chain cannot part
    them, so the AI controller decides (default: the lowest number)."""
    setup = {"ai_ties_ask": True, "house_rules": HouseRules(ai_tie_chain=True)}
    state = enemy(halls, game(halls, **setup), "soldier-1", "A1")
    state = enemy(halls, state, "soldier-2", "A5")
    paused, _ = nazi_phase(halls, state, "max", "D3")
    assert ai_tie(paused).options[0] == "soldier-1"


# --- R-AI-5: figures that cannot act ------------------------------------------------------


def test_r_ai_5_a_boxed_in_figure_is_tried_again_and_passes_if_still_stuck(
    halls: Rules,
) -> None:
    """R-AI-5 / R-AI-10: Max stands in the corner A5 with three Space Marines
    on every square next to him; the drone (initiative 5), on C5 right behind
    them, goes first but can get no nearer and has no line of sight through
    them: it waits, the marines act, it is tried again, and passes. The
    explanations say so."""
    state = enemy(halls, game(halls), "drone-1", "C5")
    for number, square in enumerate(["A4", "B4", "B5"], start=1):
        state = enemy(halls, state, f"space-marine-{number}", square)
    after, events = nazi_phase(halls, state, "max", "A5", faces=[])
    order = turns(events)
    assert order[0] == "drone-1" and order[-1] == "drone-1"
    assert {"space-marine-1", "space-marine-2", "space-marine-3"} <= set(order[1:-1])
    first, last = (
        explanation(halls, events, "drone-1", 0),
        explanation(halls, events, "drone-1", -1),
    )
    assert first.startswith(
        "Drone drone-1 wakes (initiative 5: the highest go first): noise in its own zone."
    )
    assert "cannot act yet and waits for the others" in first
    assert last == "Drone drone-1 still cannot act, and passes."
    passed = [
        e
        for e in events
        if e.kind is EventKind.NAZI_TURN
        and e.data["steps"] == [{"what": "passes", "rule": "R-AI-5"}]
    ]
    assert [(e.data["enemy"], e.rule) for e in passed] == [("drone-1", "R-AI-5")]
    said = tell(passed[0], Names(halls, ids=True))
    assert said.text == "Drone drone-1 still cannot act, and passes."
    assert said.rules == ("R-AI-5",)
    assert moves(events, "drone-1") == [] and after.enemies["drone-1"].square == parse_square("C5")
    assert after.nazi_phase is None and after.round == 2


def test_r_ai_5_a_blocked_figure_is_checked_again_after_the_next_figure(
    tmp_path: Path,
) -> None:
    """R-AI-5 (rulebook: "activate the next figure(s) in initiative order,
    then check the blocked figure again; repeat this cycle until it can
    act"): in one room split by a partition, Max is boxed in the corner A1
    by three Space Marines; Klaus is behind the partition, heard but unseen.
    The drone, on C1 right behind the marines, can get no nearer Max and
    waits. The first marine knocks Max down:
    the drone, checked again, can now act (it goes for Klaus), and does so
    before the other marines."""
    rules = mission_rules(
        tmp_path,
        drawing=PARTITION,
        zones={"p": "Split Room"},
        spawns="hero_spawns: {A: G3}\nnazi_spawns: {A: A3}\n",
    )
    state = enemy(rules, game(rules), "drone-1", "C1")
    for number, square in enumerate(["B1", "A2", "B2"], start=1):
        state = enemy(rules, state, f"space-marine-{number}", square)
    state = put_hero(state, "klaus", "G1")
    state.heroes["max"].hp, state.heroes["max"].armor = 1, 0
    state.noise = {"p"}
    before = before_end(rules, state, "max", "A1")
    after, events = padded(rules, before, EndActivation("max"), ["heart", "blank", "blank"])
    assert after.heroes["max"].bleeding
    order = turns(events)
    assert order[:2] == ["drone-1", "space-marine-1"]
    assert "cannot act yet" in explanation(rules, events, "drone-1", 0)
    assert moves(events, "drone-1"), "once Max is down the drone can act"
    assert order[2] == "drone-1"  # checked again right after the next figure


# --- R-SPAWN-2: an alarm during the phase -----------------------------------------------


def test_r_spawn_2_an_alarm_during_the_phase_brings_figures_that_act_in_it(
    halls: Rules,
) -> None:
    """R-SPAWN-2 / R-DANGER-3: danger is 2 of 3. The soldier's first
    activation raises it to 3: the alarm brings a Drone at the nazi spawn
    O5, and it acts in this same phase, by initiative: before the Space
    Marine (3) and the Supersoldier (2) still waiting."""
    state = put_hero(game(halls), "klaus", "L3")
    state = enemy(halls, state, "soldier-1", "M3")
    state = enemy(halls, state, "space-marine-1", "O1")
    state = enemy(halls, state, "supersoldier-1", "O2")
    state.danger = 2
    _, events = nazi_phase(halls, state, "max", "A5", faces=[])
    spawned = [e.data["enemy"] for e in events if e.kind is EventKind.SPAWNED]
    assert len(spawned) == 1 and spawned[0].startswith("drone-")
    drone = spawned[0]
    assert drone not in woke(events)  # it was not there for the check
    assert first_turns(events) == ["soldier-1", drone, "space-marine-1", "supersoldier-1"]
    assert explanation(halls, events, drone).startswith(
        f"Drone {drone} wakes (initiative 5: the highest go first): the alarm"
    )
    assert (drone, "klaus") in attacks(events)


# --- R-AI-2: every tie is the AI controller's --------------------------------------------


def test_r_ai_2_which_hero_to_attack_when_two_are_equally_near_and_tough(halls: Rules) -> None:
    """R-AI-7 / R-AI-2: Klaus and B.J. are both next to the soldier, with
    the same HP + armor (7): the AI controller picks the target (default:
    the hero first in seat order); "auto" takes the default."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "soldier-1", "C3")
    state = put_hero(state, "blazkowicz", "C2")
    paused, _ = nazi_phase(halls, state, "klaus", "C4")
    pending = ai_tie(paused)
    assert pending.options == ["klaus", "blazkowicz"]
    answers_only(halls, paused)
    _, events = padded(halls, paused, Choose(1), [])
    assert attacks(events) == [("soldier-1", "blazkowicz")]
    _, events = padded(halls, paused, Choose(0), [])
    assert attacks(events) == [("soldier-1", "klaus")]
    auto = state.clone()
    auto.ai_ties_ask = False
    _, events = nazi_phase(halls, auto, "klaus", "C4", faces=[])
    assert attacks(events) == [("soldier-1", "klaus")]


def test_r_ai_2_which_noise_to_follow_when_two_zones_have_as_many_heroes(halls: Rules) -> None:
    """R-AI-8 / R-AI-2: the soldier in the middle of the hall hears noise in
    both rooms, each with one hero, each as far: the AI controller picks
    (default: its own zone, then the nearer, then the zone key: the West
    Room). The answer decides which door it opens."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "soldier-1", "H3")
    state = put_hero(state, "klaus", "B3")
    state.noise = {"a", "b"}
    paused, _ = nazi_phase(halls, state, "max", "N3")
    pending = ai_tie(paused)
    assert pending.options == ["a", "b"]  # the West Room, the East Room
    _, events = answer_then_defaults(halls, paused, 1)
    assert doors_opened(events) == ["J3-K3"]
    _, events = answer_then_defaults(halls, paused, 0)
    assert doors_opened(events) == ["E3-F3"]
    auto = state.clone()
    auto.ai_ties_ask = False
    _, events = nazi_phase(halls, auto, "max", "N3")
    assert doors_opened(events) == ["E3-F3"]


def test_r_ai_2_which_square_to_stop_on_when_several_are_as_good(halls: Rules) -> None:
    """R-AI-6 / R-AI-2: after shooting Max from 2 squares away the soldier
    closes in; C1, C2 and C3 are all 1 AP away and next to Max: the AI
    controller picks (default: reading order, C1)."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "soldier-1", "B2")
    paused, _ = nazi_phase(halls, state, "max", "D2", faces=[])
    pending = ai_tie(paused)
    assert pending.options == ["C1", "C2", "C3"]
    chosen, events = halls.apply(paused, Choose(2))
    assert moves(events, "soldier-1") == [["C3"]]
    assert chosen.enemies["soldier-1"].square == parse_square("C3")
    _, events = halls.apply(paused, Choose(0))
    assert moves(events, "soldier-1") == [["C1"]]
    auto = state.clone()
    auto.ai_ties_ask = False
    _, events = nazi_phase(halls, auto, "max", "D2", faces=[])
    assert moves(events, "soldier-1") == [["C1"]]


def test_r_ai_2_where_to_stop_to_shoot_when_several_squares_are_as_good(halls: Rules) -> None:
    """R-AI-6 / R-AI-2: the soldier on C3 is 5 squares from Max (range 4):
    it walks until step 1 becomes possible. After 1 AP several squares let it
    shoot (D2, D3, D4 all see Max at range 4): where it stops is a tie for
    the AI controller; the question offers those squares, and the answer is
    where the soldier stops to shoot."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "soldier-1", "C3")
    state.closed_doors.discard("E3-F3")
    state = put_hero(state, "max", "H3")
    good = []
    for square in ("B2", "B3", "B4", "C2", "C4", "D2", "D3", "D4"):
        probe = state.clone()
        probe.enemies["soldier-1"].square = parse_square(square)
        turn = Turn(halls, probe)
        if figures.reach(probe.enemies["soldier-1"], parse_square("H3")) <= 4 and figures.sees(
            turn, probe.enemies["soldier-1"], parse_square("H3")
        ):
            good.append(square)
    assert len(good) >= 2
    paused, _ = nazi_phase(halls, state, "max", "H3")
    pending = ai_tie(paused)
    assert sorted(pending.options) == sorted(good)
    for option, square in enumerate(pending.options):  # the answer is where it stops
        _, events = padded(halls, paused, Choose(option), [])
        assert moves(events, "soldier-1")[0][-1] == square


def test_r_ai_2_a_large_figure_choosing_between_two_equal_squares_asks_too(
    halls: Rules,
) -> None:
    """R-AI-2 / R-LARGE-1: the Panzerhund (2x2 on A2-B3) needs 1 AP to come
    next to Max on D3 and bite: one square east (B2-C3), or diagonally up
    (B1-C2) or down (B3-C4): a tie for the AI controller like any other."""
    state = enemy(halls, game(halls, ai_ties_ask=True), "panzerhund-1", "A2")
    probe = put_hero(state, "max", "D3")
    hound = probe.enemies["panzerhund-1"]
    costs = movement_costs(
        halls.board, hound.square, LARGE_NAZI, distances.nazi_traffic(Turn(halls, probe), hound)
    )
    assert costs[parse_square("B2")] == costs[parse_square("B3")] == 1
    paused, events = nazi_phase(halls, state, "max", "D3", faces=[])
    assert moves(events, "panzerhund-1") == []  # it waits for the answer
    pending = ai_tie(paused)
    assert pending.facts == {"question": "shoot", "figure": "panzerhund-1"}  # to bite from
    assert pending.options == ["B2", "B1", "B3"]  # the path's square first, then reading order
    assert all(costs[parse_square(option)] == 1 for option in pending.options)


def test_r_ai_2_an_answered_tie_replays_identically_from_the_game_log(tmp_path: Path) -> None:
    """R-AI-2 / R-DICE-4: a whole round from the start of a mission, with
    "AI ties: ask". The heroes arrive around the spawn A1; the soldiers on D1
    and A4 are each 1 AP from them: the phase stops, the AI controller picks
    soldier-2 (a Choose line in the log), any later ties take the default.
    Replaying the log gives the same game, and picking the default instead
    gives another one."""
    rules = mission_rules(
        tmp_path,
        enemies=(
            "enemies:\n"
            "  - {id: soldier-1, type: soldier, square: D1}\n"
            "  - {id: soldier-2, type: soldier, square: A4}\n"
        ),
    )

    def play_round(answer: int) -> tuple[GameRecord, list[Event]]:
        header = Header(
            mission=rules.mission.id,
            mission_hash=rules.loaded.content_hash,
            decks_hash="",
            seats=SOLO,
            seed=11,
            ai_ties="ask",
            mission_file=str(Path(rules.loaded.source).resolve()),
        )
        record, _ = GameRecord.start(rules, header)
        events: list[Event] = []
        for hero in SOLO[0]:
            record.play(StartActivation(hero))
            events, _ = record.play(EndActivation(hero))
        pending = ai_tie(record.state)
        assert pending.options[0] == "soldier-1"
        more, _ = record.play(Choose(answer))
        events += more
        while record.state.pending is not None and record.state.round == 1:
            more, _ = record.play(Choose(0))
            events += more
        assert record.state.round == 2
        return record, events

    record, events = play_round(1)
    assert first_turns(events)[0] == "soldier-2"
    assert {"command": "choose", "option": 1} in [line.get("do") for line in record.lines]
    lines = [json.loads(json.dumps(line)) for line in record.lines]  # as read from a file
    again = replay(rules, Header.from_json(lines[0]), list(enumerate(lines[1:], start=2)))
    assert again.problems == []
    assert again.record.state == record.state

    _, other_events = play_round(0)
    assert first_turns(other_events)[0] == "soldier-1"
