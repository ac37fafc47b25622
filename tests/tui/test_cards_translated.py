"""Issue 15: a card, a hero, an enemy or an ability reads in the language
the game speaks wherever it is named or described (the hero card, the hero
pick, the enemy's card, the action lines, the event's question, the log's
sentences, the help, `replay --text`), from the decks' own translations
(card_words.py); the state and the game log keep the ids and the English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_app import step
from tests.tui.test_play_screen import M01, game, screen_text
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.look import enemy_card_text, weapon_card_text
from wolfenstein_tui.tui.screens.help import card_lines
from wolfenstein_tui.tui.screens.wizard import hero_card_text
from wolfenstein_tui.words import Names
from wolfenstein_tui.words import describe as describe_event
from wolfenstein_tui.words.actions.command_words import describe
from wolfenstein_tui.words.actions.labels import figure_name
from wolfenstein_tui.words.card_words import card_name, shown
from wolfenstein_tui.words.names import names_for
from wolfenstein_tui.words.questions import answers, question

OLD_LOG = (
    Path(__file__).resolve().parents[1]
    / "engine"
    / "old_logs"
    / "m01-war-veteran-in-execution.jsonl"
)


@pytest.mark.asyncio
async def test_a_french_game_screen_shows_the_french_cards(tmp_path: Path) -> None:
    """At 80×24 in French, Klaus's card reads « Pistolet 1960 », « Couteau
    de combat » and « Vétéran de la guerre », never the English names."""
    session = game(M01, tmp_path)
    set_language("fr")
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot)
        text = screen_text(app)
    for french in ("Pistolet 1960", "Couteau de combat", "Vétéran de la guerre"):
        assert french in text
    for english in ("Pistol 1960", "Combat Knife", "War Veteran"):
        assert english not in text


def test_the_hero_pick_shows_each_hero_card_in_the_language() -> None:
    decks = builtin_decks()
    set_language("pl")
    card = hero_card_text(decks, "klaus").plain
    assert "Stary żołnierz, jeszcze starsze urazy." in card
    assert "Weteran wojenny" in card and "Pistolet 1960" in card and "Nóż bojowy" in card
    set_language("en")
    assert "War Veteran" in hero_card_text(decks, "klaus").plain


def test_the_enemy_and_weapon_cards_and_the_help_read_in_the_language(tmp_path: Path) -> None:
    session = game(M01, tmp_path)
    rules, state = session.rules, session.state
    soldier = next(e for e in state.enemies if e.startswith("soldier-"))
    set_language("it")
    enemy = enemy_card_text(rules, state, soldier).plain
    assert enemy.startswith(f"Soldaten {soldier.split('-')[1]}")
    assert "Dare l'allarme" in enemy and "Mitra:" in enemy
    assert "La spina dorsale del regime" in enemy
    weapon = weapon_card_text(rules, "trench-shotgun").plain
    assert weapon.startswith("Fucile da trincea") and "Pallettoni" in weapon
    assert figure_name(rules, state, soldier) == f"Soldaten {soldier.split('-')[1]}"
    assert figure_name(rules, state, "klaus") == "Klaus Kreutz"
    shown_lines = [line for _searched, line in card_lines(builtin_decks())]
    assert any(line.startswith("Assaltatore Lanciafiamme (Nemico") for line in shown_lines)
    assert any("Cannocchiale" in line for line in shown_lines)


def test_the_action_lines_name_the_cards_in_the_language(tmp_path: Path) -> None:
    from wolfenstein_tui.engine.state.commands import Equip, StartActivation, UseItem

    session = game(M01, tmp_path)
    rules = session.rules
    session.play(StartActivation("klaus"))
    set_language("es")
    lines = [describe(rules, session.state, c) for c in rules.legal_actions(session.state)]
    items = [c for c in rules.legal_actions(session.state) if isinstance(c, UseItem | Equip)]
    assert items, lines
    for command in items:
        assert shown(rules.item_cards[command.item]).name in describe(rules, session.state, command)
        assert rules.item_cards[command.item].name not in describe(rules, session.state, command)


def test_an_event_cards_question_is_asked_in_the_language(tmp_path: Path) -> None:
    """The state keeps the English question (it is in its digest); the
    player reads the card's own translation."""
    rules = game(M01, tmp_path).rules
    card = rules.event_cards["radio-room"]
    pending = Pending(
        kind=DecisionKind.EVENT_OPTION,
        options=[str(number) for number in range(len(card.options))],
        seat=0,
        context={"card": "radio-room", "hero_id": "anya", "source": "event"},
    )
    set_language("fr")
    names = Names(rules)
    prompt, options = question(pending, names), answers(pending, names)
    assert prompt == "La salle radio : que fait Anya Oliwa ?"
    assert options[0].startswith("Envoyer de faux ordres : Semez la confusion")


def test_the_logs_sentences_name_cards_enemies_and_abilities_in_the_language(
    tmp_path: Path,
) -> None:
    rules = game(M01, tmp_path).rules
    names = Names(rules)
    set_language("es")
    chest = Event(EventKind.SEARCHED, {"what": "chest", "hero": "klaus", "card": "armor-rack"})
    said = describe_event(chest, names)
    assert said.startswith("Klaus Kreutz abre el cofre: Armario de blindajes. Cascos y petos")
    assert names.enemy("officer-1") == "Oficial 1"
    assert names.card("medkit") == card_name(rules, "medkit") == "Botiquín de campaña"
    assert names.source("Sound the Alert") == "Dar la alarma"
    assert names.source("Radio Tower") == "Radio Tower"  # not a card's
    assert names_for(rules)("Soldier soldier-3 attacks") == "Soldado 3 attacks"


def test_replay_text_tells_the_cards_in_the_language_and_the_log_stays_english(
    capsys,
) -> None:
    """`wolfenstein --lang fr replay --text`: the same game, its cards in
    French; the log file itself holds only ids and English."""
    assert main(["--lang", "fr", "replay", "--text", str(OLD_LOG)]) == 0
    out = capsys.readouterr().out
    assert "équiper Armure lourde à plaques" in out
    assert "L'infirmerie : que fait Anya Oliwa ?" in out
    assert "Heavy Plate Armor" not in out
    log = OLD_LOG.read_text(encoding="utf-8")
    assert "Armure" not in log and "infirmerie" not in log


@pytest.mark.parametrize("language", ["en", "fr", "it", "es", "pl"])
def test_an_event_card_s_effects_are_said_to_come_from_an_event_card(
    tmp_path: Path, language: str
) -> None:
    """The rules name the cause of an event card's effects by a code
    ("event", R-SEARCH-1): the log says it in the player's words."""
    rules = game(M01, tmp_path).rules
    set_language(language)
    names = Names(rules)
    cause = names.source("event")
    assert cause != "event"
    lowered = Event(EventKind.DANGER, {"danger": 0, "lowered": True, "reason": "event"})
    raised = Event(EventKind.DANGER, {"danger": 2, "amount": 1, "reason": "event"})
    for event in (lowered, raised):
        said = describe_event(event, names)
        assert f"({cause})" in said and "(event)" not in said


@pytest.mark.parametrize("language", ["en", "fr", "it", "es", "pl"])
def test_a_reload_token_says_whose_weapon_took_it(tmp_path: Path, language: str) -> None:
    """R-ATK-5: at a round's start several weapons may jam at once (the
    training's damp rifles): each line names the hero whose weapon it is."""
    rules = game(M01, tmp_path).rules
    set_language(language)
    names = Names(rules)
    event = Event(EventKind.RELOAD_TOKEN, {"hero": "anya", "card": "pistol-1960"})
    said = describe_event(event, names)
    assert "Anya Oliwa" in said and names.card("pistol-1960") in said
