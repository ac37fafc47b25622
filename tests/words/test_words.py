"""The presenter: every event kind has its words, and each sentence carries
the event's facts: the numbers a sentence shows are numbers of its data, and
the numbers the data holds for the player are in the sentence."""

from __future__ import annotations

import re
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.engine.test_random_games import random_setup
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.players.simulate import RandomPlayer, make_player
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words import PRESENTERS, Names, describe, load_areas
from wolfenstein_tui.words.effects import EFFECTS
from wolfenstein_tui.words.flow import GAME_OVER

ROOT = Path(__file__).resolve().parents[2]
MISSIONS = sorted((ROOT / "missions").glob("*.yaml"))
NUMBER = re.compile(r"(?<![\w-])\d+(?![\w-])")

UNSHOWN = {"option", "weapon", "mode", "ability", "special_rule", "condition", "order"}
"""Numbers in the data that are indexes for the presenter (which weapon,
which mode, which ability, which rule), not figures a player reads."""

CONTENT_WORDS = {(EventKind.EFFECT, "mission_rule"), (EventKind.EFFECT, "enemy_ability")}
"""Sentences that quote a card's or a mission's own text, whose numbers are
the text's, not the event's."""


@cache
def rules_for(path: Path) -> Rules:
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


@cache
def whole_game(path: Path, seed: int) -> tuple[Event, ...]:
    """Every event of a seeded game to its end (random heroes on odd seeds,
    the smart player on even ones)."""
    rules = rules_for(path)
    state, events = rules.new_game(random_setup(seed))
    player = RandomPlayer(seed) if seed % 2 else make_player("smart", rules, seed)
    told = list(events)
    for _ in range(3000):
        if state.outcome is not None:
            break
        state, events = rules.apply(state, player.choose(state, rules.legal_actions(state)))
        told += events
    assert state.outcome is not None, "the game did not end"
    return tuple(told)


GAMES = [(MISSIONS[0], 1), (MISSIONS[2], 2), (MISSIONS[5], 3), (MISSIONS[7], 5), (MISSIONS[9], 7)]


def test_every_event_kind_has_its_words() -> None:
    load_areas()
    assert set(PRESENTERS) == set(EventKind)


def test_the_areas_are_imported_for_the_first_sentence() -> None:
    """A game's start imports the saves and the names, not the sentences:
    `describe` imports them when first asked (a fresh interpreter, as the
    game starts)."""
    script = (
        "import sys\n"
        "from wolfenstein_tui.words import describe, AREAS\n"
        "from wolfenstein_tui.engine.state.events import Event, EventKind\n"
        "from wolfenstein_tui.words import Names\n"
        "assert not any(f'wolfenstein_tui.words.{a}' in sys.modules for a in AREAS)\n"
        "import wolfenstein_tui.words as words\n"
        "assert words.flow.__name__ == 'wolfenstein_tui.words.flow'\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


FIGURE_ID = re.compile(r"\b[a-z]+(?:-[a-z]+)*-\d+\b")
"""A nazi figure's id ("space-marine-1") inside a text."""


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [s for item in value for s in strings(item)]
    if isinstance(value, dict):  # facts grouped (a roll's purpose)
        return strings(list(value.values()))
    return []


def numbers(value: Any) -> set[int]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, list | tuple):
        return {n for item in value for n in numbers(item)}
    if isinstance(value, dict):  # facts grouped (a roll's purpose); a seat is read from 1
        return numbers([v + 1 if k == "player" else v for k, v in value.items()])
    return set()


def named(names: Names, event: Event) -> list[str]:
    """Every form the data's words take in a sentence: ids as names, card
    ids as card names, zones by name, the state's texts with names; longest
    first so that "Soldier 12" goes before "Soldier 1"."""
    forms: set[str] = set()
    for text in strings(list(event.data.values())):
        forms |= {
            text,
            names.figure(text),
            names.card(text),
            names.zone(text),
            names.enemy_card(text),
            names.text(text),
        }
        number = text.rsplit("-", 1)[-1]
        forms |= {  # a figure named by the card it stood for (a stand-in's)
            f"{card.name} {number}"
            for kind, card in names.rules.enemy_cards.items()
            if text == f"{kind}-{number}"
        }
        forms |= {  # a figure named inside a text (an AI tie's options, R-AI-2)
            names.enemy(found) for found in FIGURE_ID.findall(text) if names.enemy_type(found)
        }
    if event.kind is EventKind.SETUP:
        forms.add(names.rules.mission.title)
    if event.data.get("decision") == "first_player":  # seats by id, players named from 1
        forms |= {f"Player {int(o) + 1}" for o in event.data["options"] if str(o).isdigit()}
    return sorted(forms, key=len, reverse=True)


def shown_numbers(names: Names, event: Event, sentence: str) -> set[int]:
    """The numbers the sentence states itself, once the names it took from
    the data are taken out."""
    for form in named(names, event):
        sentence = sentence.replace(form, " ")
    return {int(n) for n in NUMBER.findall(sentence)}


def facts(event: Event) -> set[int]:
    """The numbers of the data a player reads."""
    return {
        n
        for key, value in event.data.items()
        if key not in UNSHOWN
        for n in numbers(value)
        if not (key.endswith("_lost") and n == 0)  # "takes no damage", "loses 1 armor"
    }


@pytest.mark.parametrize(
    ("mission", "seed"), GAMES, ids=lambda v: v.stem if isinstance(v, Path) else str(v)
)
def test_each_sentence_carries_its_facts(mission: Path, seed: int) -> None:
    """Over whole games: every event has a sentence; the numbers a sentence
    shows are the data's, and every number of the data a player reads is
    shown (hero damage from the nazis tells what was lost, not what is left)."""
    rules = rules_for(mission)
    names = Names(rules)
    for event in whole_game(mission, seed):
        sentence = describe(event, names)
        assert sentence.strip(), event
        if (event.kind, event.data.get("what")) in CONTENT_WORDS:
            continue
        if event.kind in (EventKind.SEARCHED, EventKind.NAZI_TURN, EventKind.GAME_OVER):
            continue  # a card's own story, the program's notes, a mission's loss text
        shown = shown_numbers(names, event, sentence)
        data = numbers(list(event.data.values()))
        assert shown <= data, (sentence, event)
        wanted = facts(event)
        if event.kind is EventKind.DAMAGED and event.data["figure"] in rules.hero_cards:
            wanted = {event.data["hp_lost"], event.data["armor_lost"]} - {0}
        if event.kind is EventKind.NAZI_MOVE:
            wanted = set()  # the cost and doors are told in the figure's turn
        if event.kind is EventKind.NAZI_ATTACK:
            wanted.discard(event.data["dice"])  # as many faces as dice are shown
        if event.kind is EventKind.DECISION:
            wanted = set()  # the option's number is the player's key, not a fact
        assert wanted <= shown | set(), (sentence, event)


def test_the_words_cover_every_sort_of_effect_in_games() -> None:
    """The games above meet most sorts of effect; each has its words."""
    met = {
        str(event.data.get("what"))
        for mission, seed in GAMES
        for event in whole_game(mission, seed)
        if event.kind is EventKind.EFFECT
    }
    assert met <= set(EFFECTS)
    assert len(met) >= 5


def crafted(kind: EventKind, rule: str | None = None, **data: Any) -> Event:
    return Event(kind, data, rule)


def test_game_over_sentences_say_why_with_their_numbers() -> None:
    """R-END: each way a game ends has its sentence, with its figures."""
    rules = rules_for(MISSIONS[0])
    names = Names(rules)
    cases = {
        "all_dead": ({}, "Every hero is dead."),
        "won": ({}, "Every objective is met: the heroes win."),
        "round_limit": ({"round": 10}, "Round 10 is over and the objectives are not met."),
        "events_impossible": (
            {"left": 1, "count": 3},
            "Only 1 event token is left: 3 events can no longer be completed.",
        ),
        "kill_impossible": ({"enemy": "officer-1"}, "Officer 1 can no longer be killed."),
        "hero_lost": ({"hero": "klaus"}, "Klaus Kreutz is dead, and no hero was to be lost."),
    }
    for why, (data, sentence) in cases.items():
        event = crafted(EventKind.GAME_OVER, outcome="lost", why=why, **data)
        assert describe(event, names) == sentence
    assert set(cases) | {"alarms", "enemy_reached"} == set(GAME_OVER)
    alarms = crafted(EventKind.GAME_OVER, outcome="lost_mission", why="alarms", alarms=2)
    assert describe(alarms, names) == "The alarm went off 2 times."


def test_names_say_card_and_number_or_keep_the_id() -> None:
    """The log shows "Soldier 2"; `replay --text` keeps the id beside the
    card's name, to be found in the game log."""
    rules = rules_for(MISSIONS[0])
    event = crafted(EventKind.KILLED, "R-ATK-8", enemy="soldier-2", type="soldier", square="C3")
    assert describe(event, Names(rules)) == "Soldier 2 is killed."
    assert describe(event, Names(rules, ids=True)) == "Soldier soldier-2 is killed."


def test_a_stand_in_is_named_by_its_own_card() -> None:
    """R-DIFF: at the hardest level a figure that stands in for another keeps
    its id; once the set-up has said so, the log names it by its own card."""
    rules = rules_for(MISSIONS[0])
    names = Names(rules)
    kinds = sorted(rules.enemy_cards)
    other = next(k for k in kinds if k != "soldier")
    stand_in = crafted(
        EventKind.SETUP,
        "R-DIFF",
        what="stand_in",
        enemy="soldier-1",
        type=other,
        replaced="soldier",
        square="D4",
    )
    said = describe(stand_in, names)
    assert said.endswith("instead of Soldier 1.")
    killed = crafted(EventKind.KILLED, enemy="soldier-1", type=other, square="D4")
    assert describe(killed, names) == f"{rules.enemy_cards[other].name} 1 is killed."
