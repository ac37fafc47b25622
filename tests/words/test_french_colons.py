"""French sets a space before a colon ("Donner l'alerte : …"): every
"name: text" a card or a square shows is a catalog text, so each language
writes its own colon (the enemy's and the weapon's abilities, a token's
label on the square under the cursor); so is a share ("tuer 44 %"),
through `i18n.percent`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from wolfenstein_tui.base import i18n
from wolfenstein_tui.base.i18n import percent
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.tui.presenters.look import square_card, weapon_card_text
from wolfenstein_tui.words.board.squares_said import enemy_card_lines

M01 = Path(__file__).resolve().parents[2] / "missions" / "m01-radio-silence.yaml"


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language("en")


def _game():
    decks = builtin_decks()
    rules = Rules(load_mission(M01, decks), decks)
    state, _ = rules.new_game(Setup(seats=(("klaus", "blazkowicz", "anya", "max"),)))
    return rules, state


def test_an_enemys_ability_takes_the_french_colon(french: None) -> None:
    """R-AI-1's first activation: the Soldier's Sound the Alert, as its card says it."""
    rules, state = _game()
    assert "• Donner l'alerte : La première fois que ce soldat s'active" in "\n".join(
        enemy_card_lines(rules, state, "soldier-1")
    )


def test_a_weapons_ability_takes_the_french_colon(french: None) -> None:
    rules, _state = _game()
    card = weapon_card_text(rules, "assault-rifle").plain
    name = rules.weapon_cards["assault-rifle"].abilities[0].words("fr").name
    assert f"• {name} : " in card


def test_a_tokens_label_takes_the_french_colon(french: None) -> None:
    """R-MOVE-9: the secret passage under B9, told by its letter."""
    rules, state = _game()
    assert "\nA : un passage secret" in square_card(rules, state, parse_square("B9")).plain


@pytest.mark.parametrize(("code", "written"), [("en", "44%"), ("fr", "44 %"), ("it", "44%")])
def test_a_share_is_written_as_the_language_writes_it(code: str, written: str) -> None:
    """R-ATK-2's odds: the chance to kill, "tuer 44 %" in French."""
    i18n.set_language(code)
    try:
        assert percent(0.44) == written
    finally:
        i18n.set_language("en")
