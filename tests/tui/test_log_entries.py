"""The message log's entries: names instead of ids over whole random games,
categories for the filters, search, dice faces that read without colour,
and the whole game rebuilt from a log (Continue, Load)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from tests.engine.test_random_games import random_setup
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import RandomPlayer, make_player
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.play.saves import decks_hash
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.presenters.log_entries import (
    FACES,
    Category,
    LogBook,
    game_entries,
)
from wolfenstein_tui.words import names as text_names

ROOT = Path(__file__).resolve().parents[2]
MISSIONS = sorted((ROOT / "missions").glob("*.yaml"))
WORDS = {"set", "max"}
"""Hero ids that are also English words ("a set of keys", "max 3")."""


@cache
def rules_for(path: Path) -> Rules:
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


def whole_game(rules: Rules, seed: int) -> list[list[Event]]:
    """A seeded game to its end (random or careful heroes), decision by
    decision, the set-up first."""
    state, events = rules.new_game(random_setup(seed))
    player = RandomPlayer(seed) if seed % 2 else make_player("smart", rules, seed)
    backlog = [events]
    for _ in range(3000):
        if state.outcome is not None:
            break
        state, events = rules.apply(state, player.choose(state, rules.legal_actions(state)))
        backlog.append(events)
    assert state.outcome is not None, "the game did not end"
    return backlog


def id_pattern(rules: Rules) -> re.Pattern[str]:
    """Any card id with a hyphen, any nazi figure id (type-N), any hero id
    that is not an English word, as a whole word."""
    decks = rules.decks
    ids = {
        card.id
        for group in (decks.weapons, decks.equipment, decks.chests, decks.events, decks.enemies)
        for card in group
        if "-" in card.id
    }
    ids |= {card.id for card in decks.heroes} - WORDS
    kinds = "|".join(re.escape(card.id) for card in decks.enemies)
    words = "|".join(sorted(map(re.escape, ids), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:(?:{kinds})-\d+|{words})(?![\w-])")


@pytest.mark.parametrize(
    ("mission", "seed"),
    [(MISSIONS[0], 0), (MISSIONS[0], 1), (MISSIONS[3], 2), (MISSIONS[7], 5), (MISSIONS[9], 3)],
    ids=lambda value: value.stem if isinstance(value, Path) else str(value),
)
def test_no_card_or_figure_id_in_any_log_text_of_a_whole_game(mission: Path, seed: int) -> None:
    """Every entry of a whole seeded game names cards and figures by name;
    every card taken or given is named by its card name."""
    rules = rules_for(mission)
    backlog = whole_game(rules, seed)
    entries = game_entries(rules, backlog)
    assert len(entries) > 50
    ids = id_pattern(rules)
    for entry in entries:
        assert not ids.search(entry.text), entry.text
    book = LogBook(rules)
    for events in backlog:
        for event in events:
            entry = book.entry(event)
            if event.kind is EventKind.LOOT and "card" in event.data:
                assert entry is not None
                assert rules.card_name(event.data["card"]) in entry.text


def test_figure_names_say_the_card_and_number() -> None:
    """The texts the state carries (the nazis' notes, the questions) name
    figures as the log does: card and number."""
    rules = rules_for(MISSIONS[0])
    names = text_names.IdRenamer(rules)
    assert names("Soldier soldier-2 attacks Anya Oliwa.") == "Soldier 2 attacks Anya Oliwa."
    assert names("The bot Drone drone-1 moves to C3.") == "The bot Drone 1 moves to C3."
    assert names("space-marine-12 is stunned.") == "Space Marine 12 is stunned."
    assert names("a soldier-like noise, fire-trooper") == "a soldier-like noise, fire-trooper"
    assert names("officer-1.") == "Officer 1."


def test_card_names_say_the_printed_name() -> None:
    """Cards by their printed names: an id with a hyphen is the card's; a
    one-word id is a word, and a path is left as it is."""
    rules = rules_for(MISSIONS[0])
    names = text_names.IdRenamer(rules)
    helmet = rules.card_name("steel-helmet")
    assert names("Anya Oliwa takes steel-helmet.") == f"Anya Oliwa takes {helmet}."
    assert names("equip item surgeon-kit") == f"equip item {rules.card_name('surgeon-kit')}"
    assert names("saved in /tmp/steel-helmet.jsonl") == "saved in /tmp/steel-helmet.jsonl"
    assert names("steel-helmets") == "steel-helmets"


def test_categories_filters_and_search_narrow_the_entries() -> None:
    rules = rules_for(MISSIONS[0])
    entries = game_entries(rules, whole_game(rules, 0))
    every = frozenset(Category)
    counts = {c: sum(e.matches(frozenset({c}), "") for e in entries) for c in Category}
    assert all(counts.values()), counts
    assert sum(counts.values()) == len(entries)  # one category each
    nazis = [e for e in entries if e.matches(frozenset({Category.NAZIS}), "")]
    assert any(e.kind is EventKind.NAZI_TURN for e in nazis)
    assert all(e.category is Category.NAZIS for e in nazis)
    dice = [e for e in entries if e.matches(frozenset({Category.DICE}), "")]
    assert all(e.faces for e in dice)
    searched = [e for e in entries if e.matches(every, "round BEGINS")]
    assert searched and all("round" in e.text.lower() for e in searched)
    assert len(searched) < len(entries)
    hearts = [e for e in entries if e.matches(every, "heart")]
    assert any(e.category is Category.DICE for e in hearts)


def test_dice_faces_read_without_colour() -> None:
    """Each face has its own symbol and its word; the chip has a style."""
    symbols = [symbol for symbol, _ in FACES.values()]
    assert len(set(symbols)) == len(symbols)
    rules = rules_for(MISSIONS[0])
    book = LogBook(rules)
    entry = book.entry(
        Event(
            EventKind.DICE_ROLLED,
            {"faces": ["heart", "reload"], "purpose": {"for": "attack", "enemy": "soldier-1"}},
        )
    )
    assert entry is not None
    shown = entry.rich()
    assert shown.plain == "  🎲 Soldier 1's attack: ♥heart ↻reload"
    assert any(span.style for span in shown.spans)


def test_the_whole_game_is_rebuilt_from_the_log_on_continue(tmp_path: Path) -> None:
    """Session.resume keeps every decision's events from the log, undo
    included, so the log after Continue starts with the set-up."""
    rules = rules_for(MISSIONS[0])
    loaded = rules.loaded
    header = Header(
        mission=loaded.mission.id,
        mission_hash=loaded.content_hash,
        decks_hash=decks_hash(),
        seats=(("klaus", "blazkowicz", "anya", "max"),),
        seed=4,
        mission_file=str(MISSIONS[0]),
    )
    session, _ = Session.start(loaded, header, save_dir=tmp_path)
    player = make_player("smart", rules, 4)
    for _ in range(40):
        session.play(player.choose(session.state, rules.legal_actions(session.state)))
    session.undo()
    played = game_entries(rules, session.backlog)
    session.close()  # as when the app is quit: Continue takes the game's lock
    again = Session.resume(session.path)
    assert again.backlog[-1] is None  # the undo
    rebuilt = game_entries(again.rules, again.backlog)
    assert [e.text for e in rebuilt] == [e.text for e in played]
    assert rebuilt[0].kind is EventKind.SETUP


def test_a_special_rules_dice_line_names_the_rule_in_the_players_language() -> None:
    """R-DICE-4 and a mission's special rule (m01's Searchlight, a die
    rolled at round 2): the dice line says why in French, the rule by its
    French name, where the event keeps the rule's source as the rules name it."""
    rules = rules_for(MISSIONS[0])
    purpose = {"for": "check", "source": "rule Searchlight", "faces": ["heart", "shield"]}
    event = Event(EventKind.DICE_ROLLED, {"faces": ["shield"], "purpose": purpose})
    set_language("fr")
    try:
        entry = LogBook(rules).entry(event)
    finally:
        set_language("en")
    assert entry is not None
    assert entry.text == "règle Projecteur : lancer un dé (cœur, bouclier pour réussir) :"
    assert event.data["purpose"] == purpose
