"""Issue 15: what the game shows of a mission is in the language it speaks:
the objectives beside the map, the status bar's noisy zones, the square
under the cursor, the mission picker (title, summary, objectives, special
rules, briefing), a special rule firing in the log, a loss condition met;
English where the mission gives no translation."""

from __future__ import annotations

from pathlib import Path

from wolfenstein_tui.base import i18n
from wolfenstein_tui.content.files.places import training_mission_file
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.tui.presenters.dashboards import objectives_text, status_line
from wolfenstein_tui.tui.presenters.look import square_card
from wolfenstein_tui.tui.screens.mission_picker import mission_preview
from wolfenstein_tui.words import Names, describe

M01 = Path(__file__).resolve().parents[2] / "missions" / "m01-radio-silence.yaml"


def _game(path: Path = M01):
    decks = builtin_decks()
    loaded = load_mission(path, decks)
    rules = Rules(loaded, decks)
    state, _ = rules.new_game(Setup(seats=(("klaus", "blazkowicz", "anya", "max"),)))
    return loaded, decks, rules, state


def test_issue_15_the_objectives_and_zones_beside_the_map_speak_french() -> None:
    _loaded, _decks, rules, state = _game()
    state.noise = {"f", "z"}
    i18n.set_language("fr")
    assert "☐ Tuez l'officier du poste de commandement." in objectives_text(rules, state).plain
    status = status_line(rules, state).plain
    assert status.startswith("Silence radio")
    assert "Salle radio, Couloir inférieur" in status
    assert "Salle radio" in square_card(rules, state, parse_square("S10")).plain
    i18n.set_language("en")
    assert "Radio Room, Lower Hall" in status_line(rules, state).plain


def test_issue_15_the_mission_picker_speaks_italian() -> None:
    loaded, decks, _rules, _state = _game()
    i18n.set_language("it")
    card = mission_preview(loaded, decks)[0].plain
    words = loaded.mission.words("it")
    for text in (words.title, words.summary, words.briefing):
        assert text in card
    assert "☐ Uccidete il Comandante nel posto di comando." in card
    assert "• Frequenze disturbate: Il primo Eroe che entra nella sala radio" in card
    assert "Jammed Frequencies" not in card


def test_issue_15_a_special_rule_and_a_loss_condition_in_the_log_speak_spanish() -> None:
    _loaded, _decks, rules, state = _game()
    names = Names(rules, state)
    i18n.set_language("es")
    fired = describe(Event(EventKind.EFFECT, {"what": "mission_rule", "special_rule": 0}), names)
    assert fired.startswith("Frecuencias interferidas: El primer héroe que entra")
    over = Event(EventKind.GAME_OVER, {"why": "alarms", "alarms": 1, "condition": 0})
    assert describe(over, names) == (
        "Si salta la alarma, la radio llama a la división y los héroes pierden."
    )
    assert names.zone("f") == "Sala de radio"


def test_issue_15_the_training_mission_speaks_polish() -> None:
    _loaded, _decks, rules, state = _game(training_mission_file())
    i18n.set_language("pl")
    text = objectives_text(rules, state).plain
    assert "Zlikwidujcie obu strażników." in text
    assert "Przeszukanie: zapasy w składzie (żeton ?), z sąsiedniego pola." in text
