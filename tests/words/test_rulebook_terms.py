"""Each translation speaks the rulebook's own words (docs/glossary.md,
/work/shared/seeds' rulebooks): the Italian rulebook's Marine Spaziale,
the French rulebook's « saigne » and cards a hero has but does not wear,
Spanish that says watching a game again rather than playing it again, and
no Polish label with two colons in a row."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from wolfenstein_tui.app.catalogs import po_path
from wolfenstein_tui.content.loading.cache import builtin_decks

ROOT = Path(__file__).resolve().parents[2]


def catalog(lang: str) -> dict[str, str]:
    with po_path(lang).open("rb") as file:
        found = read_po(file)
    return {m.id: m.string for m in found if isinstance(m.id, str) and m.id}


def test_italian_says_marine_spaziale_as_the_rulebook_does() -> None:
    decks = builtin_decks()
    marine = next(card for card in decks.enemies if card.id == "space-marine")
    assert marine.words("it").name == "Marine Spaziale"
    texts = [
        *(path.read_text(encoding="utf-8") for path in (ROOT / "missions").glob("*.yaml")),
        *(
            path.read_text(encoding="utf-8")
            for path in (ROOT / "wolfenstein_tui/data").glob("*.yaml")
        ),
    ]
    italian = [m.group(0) for text in texts for m in re.finditer(r"it: \{[^}]*\}", text)]
    assert italian and not any("Space Marine" in words for words in italian)


def test_french_says_saigne_and_carried_is_not_worn() -> None:
    french = catalog("fr")
    assert not any("en sang" in text for text in french.values())
    assert "saigne" in french["No fatigue, bleeding or stun"]
    assert not french["Carried: {items}"].startswith("Porté")
    assert french["Carried: {items}"] != french["Worn: {items}"]


def test_spanish_replay_is_watching_again_not_playing_again() -> None:
    spanish = catalog("es")
    assert not spanish["Replay a game log"].startswith("Repetir")
    assert not spanish["Replay this game"].startswith("Repetir")


TWO_COLONS = re.compile(r": [^:.;—]*\{[a-z]+\}: ")
"""A colon, a name, a colon: "Użyj: Ładunek TNT: ..." """


def test_polish_has_no_two_colons_in_a_row_the_english_has_not() -> None:
    doubled = [
        said
        for message, said in catalog("pl").items()
        if TWO_COLONS.search(said)
        and not TWO_COLONS.search(message)
        and not message.startswith("{path}:")  # a file's place, then the problem
    ]
    assert doubled == []
