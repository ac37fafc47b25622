"""The nazis' explanations (docs/nazi-phase.md) checked against their own
numbers: a move's AP is its squares plus difficult terrain plus the doors
opened on the way (R-AI-1, R-AI-11), dice follow the weapon's formula
(R-AI-6), every tie-break is named with the values compared (R-AI-4,
R-AI-7) or said to be the AI controller's (R-AI-2), officers stay put
because they ignore noise (R-AI-3), and damage names only what was lost."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.engine.games import rules_for
from tests.engine.nazi.test_program import nazi_phase, of, open_room, situation, story
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.log.gamelog import replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import play_random_game
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words import Names, Told, describe, tell
from wolfenstein_tui.words import nazis as nazi_words

MOVE = re.compile(r"Moves ([A-Z]+\d+(?:→[A-Z]+\d+)+) \((\d+) AP(?:: ([^)]*))?\)")


def move_sentences(text: str) -> list[tuple[int, int, int, list[str]]]:
    """Each "Moves ..." sentence as (squares walked, AP said, terrain AP,
    doors named)."""
    found = []
    for path, ap, parts in MOVE.findall(text):
        terrain = 0
        doors: list[str] = []
        for part in (parts or "").split(" + "):
            if "difficult terrain" in part:
                terrain = int(part.split()[0])
            elif "door" in part:
                doors = re.findall(r"[A-Z]+\d+-[A-Z]+\d+", part)
                assert int(part.split()[0]) == len(doors)
        found.append((path.count("→"), int(ap), terrain, doors))
    return found


def test_r_ai_11_a_door_opened_on_the_way_is_counted_once() -> None:
    """R-AI-11, R-AI-1: the soldier behind the closed door F2-G2 walks H2→G2→F2
    and opens the door on its way: 3 AP in all, 2 squares and 1 for the door,
    said once (the door's sentence carries no AP of its own)."""
    rules = rules_for()
    state = situation(rules, {"klaus": "C2"}, "klaus", [("soldier-1", "soldier", "H2")])
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", ["blank"])
    text = story(rules, events, "soldier-1")
    assert "Opens the door F2-G2 on its way." in text
    assert "Moves H2→G2→F2 (3 AP: 2 squares + 1 for the door F2-G2)" in text
    ((_, cost),) = [(e.data["path"], e.data["cost"]) for e in of(events, EventKind.NAZI_MOVE)]
    for squares, ap, terrain, doors in move_sentences(text):
        assert ap == squares + terrain + len(doors) == cost
        assert doors == ["F2-G2"]


def test_r_ai_1_move_ap_adds_up_with_difficult_terrain(tmp_path: Path) -> None:
    """R-AI-1, R-MOVE-2: a move across difficult terrain says its AP as
    squares plus the terrain's extra, and the parts add up to the event's
    cost."""
    rules = open_room(
        tmp_path, "terrain", extra="difficult_terrain: [G1, G2, G3, G4, G5, G6, G7, G8]"
    )
    state = situation(
        rules, {"klaus": "A4"}, "klaus", [("soldier-1", "soldier", "H4")], seeded=True
    )
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", None)
    moved = [e for e in of(events, EventKind.NAZI_MOVE, enemy="soldier-1")]
    sentences = move_sentences(story(rules, events, "soldier-1"))
    assert len(sentences) == len(moved) >= 1
    for (squares, ap, terrain, doors), event in zip(sentences, moved, strict=True):
        assert squares == len(event.data["path"])
        assert ap == squares + terrain + len(doors) == event.data["cost"]
    assert any(terrain for _, _, terrain, _ in sentences)


def test_r_ai_3_an_officer_beside_noise_stays_put_because_officers_ignore_noise() -> None:
    """R-AI-3: an officer in the small room, beside the noisy big room, sees
    no hero (the door is closed) and was not attacked: it stays put, and the
    reason given is that officers ignore noise, not that it heard none."""
    rules = rules_for()
    state = situation(rules, {"klaus": "A5"}, "klaus", [("officer-1", "officer", "H2")])
    state.noise = {"a"}
    state, events = nazi_phase(rules, state, "klaus", [])
    (rest,) = of(events, EventKind.NAZI, enemy="officer-1")
    assert rest.data["woke"] is False
    assert rest.data["reason"] == {"why": "officer", "hears": True}
    said = tell(rest, Names(rules, ids=True))
    assert "officers ignore noise" in said.text
    assert "hears noise" in said.text
    assert "neither sees a hero nor hears noise" not in said.text
    assert "R-AI-3" in said.rules
    assert any(note.startswith("In this game: officers and bosses") for note in said.notes)


def told(rules: Rules, events: list[Event], enemy: str) -> Told:
    """One figure's turn with its rule trail."""
    (turn,) = of(events, EventKind.NAZI_TURN, enemy=enemy)
    return tell(turn, Names(rules, ids=True))


def _why(rules: Rules, events: list[Event], enemy: str) -> tuple[str, Told]:
    """The sentence saying which hero the figure goes for, and the trail."""
    turn = told(rules, events, enemy)
    found = re.search(r"(?:It goes for|[^.]* are as near and as strong)[^.]*\.", turn.text)
    assert found is not None, turn.text
    return found.group(0).strip(), turn


def test_r_ai_7_the_tie_break_is_named_with_the_values_compared(tmp_path: Path) -> None:
    """R-AI-7: Max (D2) and Anya (F4) are both 1 AP from a square next to
    the soldier's target and 2 squares away: Anya goes first on HP + armor,
    and the explanation names the tie-break with both heroes' values."""
    rules = open_room(tmp_path)
    state = situation(rules, {"max": "D2", "anya": "F4"}, "max", [("soldier-1", "soldier", "D4")])
    heroes = state.heroes
    state, events = nazi_phase(rules, state, "max", ["blank", "blank"])
    why, turn = _why(rules, events, "soldier-1")
    assert why == "It goes for Anya Oliwa: as near as the others, and the weakest."
    (compared,) = [note for note in turn.notes if note.startswith("HP + armor:")]
    values = dict(re.findall(r"(Anya Oliwa|Max Hass) (\d+)", compared))
    assert int(values["Anya Oliwa"]) == heroes["anya"].hp + heroes["anya"].armor
    assert int(values["Max Hass"]) == heroes["max"].hp + heroes["max"].armor
    assert any(note.startswith("Squares away: ") for note in turn.notes)
    assert "R-AI-7" in turn.rules
    assert any(note.startswith("In this game: the nearest hero is") for note in turn.notes)


def test_r_ai_2_a_true_tie_says_the_ai_controller_settled_it(tmp_path: Path) -> None:
    """R-AI-7, R-AI-2: with Max brought down to Anya's HP + armor, the two
    heroes are tied on every count: the explanation says the tie was the AI
    controller's, settled by the default (the first in seat order)."""
    rules = open_room(tmp_path)
    state = situation(rules, {"max": "D2", "anya": "F4"}, "max", [("soldier-1", "soldier", "D4")])
    anya = state.heroes["anya"]
    state.heroes["max"].hp, state.heroes["max"].armor = anya.hp, anya.armor
    state, events = nazi_phase(rules, state, "max", ["blank", "blank"])
    why, turn = _why(rules, events, "soldier-1")
    assert why == (
        "Anya Oliwa and Max Hass are as near and as strong as each other: "
        "the game chose Anya Oliwa."
    )
    assert {"R-AI-7", "R-AI-2"} <= set(turn.rules)
    assert any("by default the first in seat order" in note for note in turn.notes)


def test_r_ai_4_the_order_among_equal_initiative_is_explained(tmp_path: Path) -> None:
    """R-AI-4: two soldiers, one 2 squares from Klaus and one farther: the
    nearer acts first, and its explanation says why, with both distances."""
    rules = open_room(tmp_path)
    state = situation(
        rules,
        {"klaus": "A1"},
        "klaus",
        [("soldier-1", "soldier", "G7"), ("soldier-2", "soldier", "C1")],
        seeded=True,
    )
    state, events = nazi_phase(rules, state, "klaus", None)
    first = told(rules, events, "soldier-2")
    assert (
        "It acts first among initiative 3: it is the nearest of its type to a hero." in first.text
    )
    (distances,) = [note for note in first.notes if note.startswith("From a hero:")]
    assert "Soldier soldier-1" in distances and "Soldier soldier-2" in distances
    assert "R-AI-4" in first.rules


def test_r_atk_4_damage_names_only_what_was_lost(tmp_path: Path) -> None:
    """R-ATK-4: a shot that takes nothing says so; one that takes only armor
    does not speak of 0 HP."""
    rules = open_room(tmp_path)
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "B1")])
    _, events = nazi_phase(rules, state, "klaus", ["blank", "blank", "reload"])
    (damaged,) = of(events, EventKind.DAMAGED, figure="klaus")
    assert (damaged.data["armor_lost"], damaged.data["hp_lost"]) == (0, 0)
    said = describe(damaged, Names(rules, ids=True))
    assert said == "Klaus Kreutz takes no damage (Soldier soldier-1)."
    state = situation(rules, {"klaus": "A1"}, "klaus", [("soldier-1", "soldier", "B1")])
    _, events = nazi_phase(rules, state, "klaus", ["shield", "blank", "blank"])
    (damaged,) = of(events, EventKind.DAMAGED, figure="klaus")
    assert (damaged.data["armor_lost"], damaged.data["hp_lost"]) == (1, 0)
    said = describe(damaged, Names(rules, ids=True))
    assert said == "Klaus Kreutz loses 1 armor (Soldier soldier-1)."


DICE = re.compile(
    r"(\d+) (?:die|dice) \((\d+) on the card, less (\d+) for (\d+) squares? between, "
    r"at least (\d+)\)"
)


@pytest.mark.parametrize("seed", range(4))
def test_every_explanation_of_whole_games_adds_up(seed: int) -> None:
    """Over whole games of the built-in night shift (doors, many nazis) played
    by the random player: every "Moves" sentence has the squares and AP of
    its move event, the parts adding up (squares + terrain + doors, R-AI-1,
    R-AI-11); every fall-off dice count follows its formula (R-AI-6); and
    every tie settled for the AI controller says so (R-AI-2)."""
    decks = builtin_decks()
    path = next(p for p in builtin_mission_files() if p.stem.startswith("m02"))
    rules = Rules(load_mission(path, decks), decks)
    header = Header(
        mission=rules.mission.id,
        mission_hash="",
        decks_hash="",
        seats=(("klaus", "blazkowicz"), ("anya", "max")),
        seed=seed,
    )
    record = play_random_game(rules, header, seed + 5)
    lines = [(n, data) for n, data in enumerate(record.lines[1:], start=2)]
    events: list[Event] = []
    replay(rules, header, lines, check=False, on_events=events.extend)
    told = 0
    moves: dict[str, list[Event]] = {}
    names = Names(rules, ids=True)
    for event in events:
        names.learn(event)
        if event.kind is EventKind.NAZI_MOVE:
            moves.setdefault(event.data["enemy"], []).append(event)
        if event.kind is not EventKind.NAZI_TURN:
            continue
        sentences = nazi_words.sentences(event, names)
        text = " ".join(sentences)
        own = moves.pop(event.data["enemy"], [])
        said = move_sentences(text)
        assert len(said) == len(own), text
        for (squares, ap, terrain, doors), move in zip(said, own, strict=True):
            assert squares == len(move.data["path"]), text
            assert ap == squares + terrain + len(doors) == move.data["cost"], text
            assert doors == move.data["doors"], text
        for dice, card, less, between, least in (map(int, d) for d in DICE.findall(text)):
            assert less == between and dice == max(least, card - less), text
        trail = tell(event, names)
        ties = ("as good to", "could each go first", "as near and as strong", "alike to")
        if any(tie in text for tie in ties):
            assert "R-AI-2" in trail.rules, text
        assert not any(word in text for word in ("R-", "[D]", "default", "path search")), text
        told += 1
    assert told > 0
