"""Validation, third stage: what the values of a mission say about each other.

Squares must be on the map, tokens and figures must not overlap, ids must be
defined and used correctly, every zone must be reachable and every enemy type
must be in the decks. Each problem is located at the value that is wrong.
"""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("old", "new", "needle", "what"),
    [
        ("events: [K2, D8]", "events: [K2, Z8]", "Z8", "an event token"),
        # G1 is inside the frame but in the gap between two rooms
        ("events: [K2, D8]", "events: [K2, G1]", "G1", "an event token"),
        ("chests: [R2, S8]", "chests: [R2, S80]", "S80", "a chest token"),
        ("nazi_spawns: {A: T5,", "nazi_spawns: {A: U5,", "U5", "nazi spawn A"),
        ("{A: A12, B: A13,", "{A: A12, B: A31,", "A31", "hero spawn B"),
        (
            "chests: [R2, S8]\n",
            "chests: [R2, S8]\nobjective_tokens: {C: G2}\n",
            "G2",
            "objective token C",
        ),
        ("A: [P2, B9]", "A: [P2, F8]", "F8", "secret passage A"),
    ],
    ids=["event", "event-in-gap", "chest", "nazi-spawn", "hero-spawn", "objective", "passage"],
)
def test_token_off_the_map(lab, old, new, needle, what):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle)
    assert problem.message == f"{what} is on {needle}, which is not a square of the map"


@pytest.mark.parametrize(
    ("old", "new", "needle", "message"),
    [
        (
            "chests: [R2, S8]",
            "chests: [K2, S8]",
            "K2, S8",
            "a chest token is on K2, where there is already an event token",
        ),
        (
            "{A: T5, B: T13}",
            "{A: T5, B: A13}",
            "A13}",
            "nazi spawn B is on A13, where there is already hero spawn B",
        ),
        (
            "A: [P2, B9]",
            "A: [P2, D8]",
            "D8]",
            "secret passage A is on D8, where there is already an event token",
        ),
        (
            "chests: [R2, S8]\n",
            "chests: [R2, S8]\nobjective_tokens: {A: R2}\n",
            "R2}",
            "objective token A is on R2, where there is already a chest token",
        ),
        # R-MOVE-2: difficult terrain is not a token, but not under one either
        (
            "[H5, I6, L9]",
            "[H5, I6, K2]",
            "K2]",
            "difficult terrain is on K2, where there is an event token",
        ),
    ],
    ids=["chest-on-event", "spawns", "passage-on-event", "objective-on-chest", "terrain-on-event"],
)
def test_two_tokens_on_one_square(lab, old, new, needle, message):
    """R-MOVE-6, R-MOVE-7: one token per square; the one written last is
    reported, where it is written."""
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle, occurrence=text.count(needle))
    assert problem.message == message


@pytest.mark.parametrize(
    ("square", "token"),
    [
        ("K2", "an event token"),
        ("R2", "a chest token"),
        ("T5", "nazi spawn A"),
        ("P2", "secret passage A"),
    ],
)
def test_enemy_on_a_token(lab, square, token):
    """R-MOVE-6, R-MOVE-7: no figure may stand on a token's square."""
    text = lab.edit("type: soldier, square: N5}", f"type: soldier, square: {square}}}")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, f"{square}}}")
    assert problem.message == f"soldier-1 stands on {square}, where there is {token}"


def test_two_enemies_on_one_square(lab):
    """R-MOVE-8: one figure per square; the second one is reported."""
    text = lab.edit("type: soldier, square: N5}", "type: soldier, square: I3}")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "I3}", occurrence=2)
    assert problem.message == "soldier-2 stands on I3, where soldier-1 already stands"


def test_enemy_inside_a_large_figure(lab):
    """R-LARGE-1: a panzerhund on D1 covers D1, E1, D2 and E2."""
    text = lab.edit(
        "{id: drone-1, type: drone, square: P3}", "{id: drone-1, type: drone, square: E2}"
    )
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "E2}")
    assert problem.message == "drone-1 stands on E2, where panzerhund-1 already stands"


def test_duplicated_enemy_id(lab):
    text = lab.edit("{id: soldier-2,", "{id: soldier-1,")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "soldier-1,", occurrence=2)
    assert problem.message == "enemy id 'soldier-1' is used twice"


def test_unknown_enemy_type(lab, decks):
    assert "dron" not in {card.id for card in decks.enemies}
    text = lab.edit("type: drone,", "type: dron,")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "dron,")
    assert problem.message == "enemy type 'dron' is not in the enemy deck"


@pytest.mark.parametrize(
    ("square", "messages"),
    [
        # F1's footprint reaches G1 and G2, in the gap between two rooms
        (
            "F1",
            [
                "stands on G1, which is not a square of the map",
                "stands on G2, which is not a square of the map",
            ],
        ),
        # Q13's footprint reaches past the bottom edge of the map
        (
            "Q13",
            [
                "stands on Q14, which is not a square of the map",
                "stands on R14, which is not a square of the map",
            ],
        ),
    ],
    ids=["into-a-gap", "past-the-edge"],
)
def test_large_enemy_footprint_off_the_map(lab, square, messages):
    """R-LARGE-1: a large figure covers 2×2 squares from its top-left square."""
    text = lab.edit("panzerhund, square: D1}", f"panzerhund, square: {square}}}")
    problems = lab.problems(text)
    place = lab.where(text, f"{square}}}")
    assert [(p.line, p.column) for p in problems] == [place] * len(messages)
    for problem, message in zip(problems, messages, strict=True):
        assert problem.message == (
            f"panzerhund-1 {message} (a large figure covers 2×2 squares from its top-left square)"
        )


def test_large_enemy_straddling_a_wall(lab):
    """R-LARGE-1: A4-B5 would stand across the wall between the barracks and
    the upper hall."""
    text = lab.edit("panzerhund, square: D1}", "panzerhund, square: A4}")
    problems = lab.problems(text)
    place = lab.where(text, "A4}")
    assert [(p.line, p.column) for p in problems] == [place, place]
    assert [p.message for p in problems] == [
        "panzerhund-1 would straddle a wall between A4 and A5",
        "panzerhund-1 would straddle a wall between B4 and B5",
    ]


def test_large_enemy_straddling_a_door(lab):
    """R-LARGE-1 [D]: the footprint may not straddle a door edge; J4-K5 stands
    across the two-edge door between the mess hall and the upper hall
    (R-MOVE-4: one door of two edges)."""
    text = lab.edit("panzerhund, square: D1}", "panzerhund, square: J4}")
    problems = lab.problems(text)
    place = lab.where(text, "J4}")
    assert [(p.line, p.column) for p in problems] == [place, place]
    assert [p.message for p in problems] == [
        "panzerhund-1 would straddle a door between J4 and J5 (R-LARGE-1)",
        "panzerhund-1 would straddle a door between K4 and K5 (R-LARGE-1)",
    ]


def test_large_enemy_straddling_a_barricade(lab):
    """R-LARGE-1: Q4-R5 stands across the barricade below the armory (and a wall)."""
    text = lab.edit("panzerhund, square: D1}", "panzerhund, square: Q4}")
    messages = [p.message for p in lab.problems(text)]
    assert "panzerhund-1 would straddle a barricade between Q4 and Q5 (R-LARGE-1)" in messages


@pytest.mark.parametrize(
    "spawns", ["{A: A12, B: A13}", "{A: A12, B: A13, C: B12}"], ids=["two", "three"]
)
def test_hero_spawn_count_is_one_or_four(lab, spawns):
    """R-SETUP: one spawn token (all heroes appear there) or four (one each)."""
    text = lab.edit("hero_spawns: {A: A12, B: A13, C: B12, D: B13}", f"hero_spawns: {spawns}")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "hero_spawns:")
    count = spawns.count(":")
    assert problem.message == (
        f"a mission has one hero spawn (all heroes appear there) or four (one each), not {count}"
    )


def test_one_hero_spawn_is_allowed(lab):
    """R-SETUP: one spawn token: all heroes spawn there."""
    text = lab.edit("hero_spawns: {A: A12, B: A13, C: B12, D: B13}", "hero_spawns: {A: A12}")
    assert lab.problems(text) == []


# The wall line below the radio room's block: its last door leads into zone f.
RADIO_DOOR = "+-+-+-+D+-+-+-+-+-+-+D+-+\n  |z z"


def test_zone_walled_off_is_unreachable(lab):
    """R-MAP-2: zone f (the radio room) becomes unreachable when its only door
    is drawn as a wall, even with every door open: reported at its key."""
    text = lab.edit(RADIO_DOOR, RADIO_DOOR.replace("-+D+-+\n", "-+-+-+\n"))
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "f: {name: Radio Room")
    assert problem.message == (
        "zone 'f' (Radio Room) cannot be reached from any hero spawn, even with every door "
        "open and every barricade removed"
    )


def test_zone_behind_a_barricade_or_a_passage_is_reachable(lab):
    """Barricades are removed and passages used for the reachability check:
    the starter's armory is reached through a barricade (R-MOVE-5) or a
    secret passage (R-MOVE-9); with neither, it is cut off."""
    no_barricade = lab.edit("+-+-+-+-+B+-+-+-+", "+-+-+-+-+-+-+-+-+")
    no_passage = lab.edit("passages:\n  A: [P2, B9]\n", "")
    assert lab.problems(no_barricade) == []
    assert lab.problems(no_passage) == []
    text = lab.edit("passages:\n  A: [P2, B9]\n", "", no_barricade)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "c: {name: Armory")
    assert problem.message.startswith("zone 'c' (Armory) cannot be reached from any hero spawn")


def test_walled_off_zone_reached_through_a_secret_passage(lab):
    """R-MOVE-9: a secret passage counts as a way in."""
    text = lab.edit(RADIO_DOOR, RADIO_DOOR.replace("-+D+-+\n", "-+-+-+\n"))
    text = lab.edit("  A: [P2, B9]\n", "  A: [P2, B9]\n  B: [C12, S9]\n", text)
    assert lab.problems(text) == []


def test_kill_objective_names_an_unknown_figure(lab):
    text = lab.edit("figures: [officer-1]", "figures: [soldier-1, officer-9]")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "officer-9")
    assert problem.message == "no enemy with id 'officer-9' is placed in this mission"


def test_kill_objective_names_an_unknown_enemy_type(lab):
    text = lab.edit("    figures: [officer-1]\n", "    enemy_type: officers\n    count: 1\n")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "officers")
    assert problem.message == "enemy type 'officers' is not in the enemy deck"


def test_complete_events_count_above_the_event_tokens(lab):
    text = lab.edit("    count: 1\n    text: Search", "    count: 3\n    text: Search")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "3\n    text: Search")
    assert problem.message == "the objective asks for 3 events but the map has 2 event tokens"


def test_reach_objective_with_an_undeclared_zone(lab):
    text = lab.edit(
        "  - objective: complete_events",
        "  - objective: reach\n    zone: q\n  - objective: complete_events",
    )
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "q\n")
    assert problem.message == "zone 'q' is not declared under 'zones:'"


def test_reach_objective_with_a_square_off_the_map(lab):
    text = lab.edit(
        "  - objective: complete_events",
        "  - objective: reach\n    squares: [A12, G1]\n  - objective: complete_events",
    )
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "G1]")
    assert problem.message == "G1 is not a square of the map"


def test_collect_tokens_names_an_objective_token_not_placed(lab):
    text = lab.edit("chests: [R2, S8]\n", "chests: [R2, S8]\nobjective_tokens: {A: M2}\n")
    text = lab.edit(
        "  - objective: complete_events",
        "  - objective: collect_tokens\n    tokens: [A, B]\n  - objective: complete_events",
        text,
    )
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "B]")
    assert problem.message == "objective token B is not placed under 'objective_tokens:'"


def test_suggested_hero_that_does_not_exist(lab, decks):
    text = lab.edit("[klaus, blazkowicz, anya, max]", "[klaus, blazko, anya, max]")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "blazko")
    heroes = sorted(hero.id for hero in decks.heroes)
    assert problem.message == f"there is no hero 'blazko'; heroes are {heroes}"


def test_hero_suggested_twice(lab):
    text = lab.edit("[klaus, blazkowicz, anya, max]", "[klaus, blazkowicz, anya, klaus]")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "[klaus")
    assert problem.message == "a hero is suggested twice"


def test_special_rule_names_an_unknown_zone(lab):
    text = lab.edit("    zone: f\n", "    zone: q\n")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "q\n")
    assert problem.message == "zone 'q' is not declared under 'zones:'"


def test_special_rule_names_an_unknown_figure(lab):
    text = lab.edit(
        "    trigger: zone_first_entry\n    zone: f\n",
        "    trigger: figure_killed\n    figure: officer-9\n",
    )
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "officer-9")
    assert problem.message == "no enemy with id 'officer-9' is placed in this mission"


@pytest.mark.parametrize(
    ("old", "new", "needle"),
    [
        # the alarm's spawn effect
        (
            "        - type: soldier\n          count: 2",
            "        - type: soldierz\n          count: 2",
            "soldierz",
        ),
        # a second group of the same spawn: located at that group's type
        ("          count: 2\n", "          count: 2\n        - type: zombie\n", "zombie"),
        # a special rule's effect turning a nazi into a bot (R-BOT-1)
        (
            "      - effect: lower_danger\n",
            "      - effect: lower_danger\n      - {effect: gain_bot, type: robot}\n",
            "robot",
        ),
    ],
    ids=["alarm-spawn", "second-group", "gain-bot"],
)
def test_effect_names_an_enemy_type_not_in_the_decks(lab, old, new, needle):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle)
    assert problem.message == f"enemy type '{needle}' is not in the enemy deck"


def test_spawn_effect_on_squares_off_the_map(lab):
    text = lab.edit(
        "      - effect: lower_danger\n",
        "      - effect: lower_danger\n"
        "      - effect: spawn\n        at: squares\n        squares: [T7, G1, 7G]\n"
        "        enemies: [{type: soldier}]\n",
    )
    problems = lab.problems(text)
    assert [(p.line, p.column) for p in problems] == [lab.where(text, "G1"), lab.where(text, "7G")]
    assert problems[0].message == "G1 is not a square of the map"
    assert problems[1].message.startswith("'7G' is not a square name")


def test_alarms_loss_that_a_once_only_alarm_cannot_reach(lab):
    """R-DANGER-3 [D]: an alarm marked once fires once, so two alarms never happen."""
    text = lab.edit("  threshold: 3\n", "  threshold: 3\n  once: true\n", lab.tiny)
    text += "loss_conditions:\n  - loss: alarms\n    count: 2\n"
    problems = lab.problems(text)
    assert [(p.line, p.column) for p in problems] == [lab.where(text, "count: 2", offset=7)]
    assert "can never happen" in problems[0].message


def test_r_end_2_survive_rounds_within_the_round_limit(lab):
    """R-END-2 / R-ROUND-5: a "survive" objective cannot ask for more rounds
    than the mission lasts; the problem points at `rounds`."""
    objective = "  - objective: survive\n    rounds: 11\n"
    text = lab.edit("special_rules:\n", objective + "special_rules:\n")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "11\n")
    assert "cannot survive 11 rounds" in problem.message
    assert "round 10" in problem.message
    fits = lab.edit("special_rules:\n", objective.replace("11", "10") + "special_rules:\n")
    assert lab.problems(fits) == []
