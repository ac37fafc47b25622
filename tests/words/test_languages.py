"""Issue 15: the presenter and the narration speak the player's language, and
the game log speaks none.

- every sentence the presenter makes comes from the catalogs: with a catalog
  that marks each message, whatever is left outside the marks is names
  (cards, figures, zones, squares), numbers and punctuation, never English
  the code forgot to wrap;
- in French, Italian, Polish and Spanish the sentences of whole games hold
  no English words;
- a game recorded in one language writes the same log as in English and
  replays identically in another (same digests, same outcome), told in that
  other language.
"""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path

import pytest

from tests.engine.test_random_games import random_setup
from tests.words.test_words import GAMES, rules_for, whole_game
from wolfenstein_tui.base import i18n
from wolfenstein_tui.engine.log.gamelog import GameRecord, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.simulate import make_player
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.play.narrate import narrate
from wolfenstein_tui.words import Names, describe

TRANSLATED = ("fr", "it", "pl", "es")
OPEN, CLOSE = "⟦", "⟧"

NOT_THE_PRESENTERS = {EventKind.DECISION}
"""A decision's sentence quotes the question and the answer the state holds
(the pending questions' own words, worded apart from the presenter)."""


class Marked(gettext.NullTranslations):
    """A catalog that returns every message between marks, so that a test
    sees which words came through `_()` and which did not."""

    def gettext(self, message: str) -> str:
        return OPEN + message + CLOSE

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return OPEN + (singular if n == 1 else plural) + CLOSE


def outside_marks(text: str) -> str:
    """The text that no pair of marks encloses (marks nest: a message's
    placeholder may hold another message)."""
    depth, kept = 0, []
    for char in text:
        if char == OPEN:
            depth += 1
        elif char == CLOSE:
            depth -= 1
        elif depth == 0:
            kept.append(char)
    assert depth == 0, text
    return "".join(kept)


def content_words(rules: Rules) -> list[str]:
    """Every text the sentences may take from the cards and the mission (in
    the language spoken; English here), longest first."""
    found: set[str] = {rules.mission.title}
    decks = (
        rules.hero_cards,
        rules.enemy_cards,
        rules.weapon_cards,
        rules.item_cards,
        rules.chest_cards,
    )
    for deck in decks:
        for card in deck.values():
            found |= {card.name, getattr(card, "text", "") or ""}
            for part in (*getattr(card, "abilities", ()), *getattr(card, "modes", ())):
                found |= {part.name, getattr(part, "text", "") or ""}
            weapon = getattr(card, "weapon", None)
            if weapon is not None:
                found.add(weapon.name)
    for event in rules.event_cards.values():
        found |= {event.title, event.story}
    for zone in rules.mission.zones.values():
        found.add(zone.name)
    for rule in rules.mission.special_rules:
        found |= {rule.name, rule.text}
    for condition in rules.mission.loss_conditions:
        found.add(getattr(condition, "text", "") or "")
    found.discard("")
    return sorted(found, key=len, reverse=True)


def leftover(sentence: str, words: list[str]) -> str:
    """The sentence without content texts, ids, squares, numbers, rule ids
    and punctuation: what is left would be English the code wrote itself."""
    for word in words:
        sentence = sentence.replace(word, " ")
    sentence = re.sub(r"R-[A-Z]+-\d+", " ", sentence)
    sentence = re.sub(
        r"\b[A-Z]{1,2}\d{1,2}(-[A-Z]{1,2}\d{1,2})?\b", " ", sentence
    )  # squares, doors
    sentence = re.sub(r"\b[a-z]+(-[a-z0-9]+)*-\d+\b", " ", sentence)  # figure ids
    return re.sub(r"[\W\d_]+", " ", sentence).strip()


@pytest.mark.parametrize(
    ("mission", "seed"), GAMES, ids=lambda v: v.stem if isinstance(v, Path) else str(v)
)
def test_every_sentence_is_wrapped_for_translation(mission: Path, seed: int) -> None:
    """Issue 15: over whole games, every word of every event's sentence (but
    the cards', figures' and places' own names and texts) comes from a
    message of the catalogs."""
    rules = rules_for(mission)
    words = content_words(rules)
    i18n._translation = Marked()
    try:
        names = Names(rules)
        seen: set[EventKind] = set()
        for event in whole_game(mission, seed):
            sentence = describe(event, names)
            if event.kind in NOT_THE_PRESENTERS:
                continue
            seen.add(event.kind)
            assert leftover(outside_marks(sentence), words) == "", (sentence, event)
        assert len(seen) > 10
    finally:
        i18n.set_language("en")


ENGLISH_WORDS = re.compile(
    r"\b(the|and|with|attacks|moves|takes|gains|loses|wakes|stays|opens|its|from|"
    r"activates|noise|dice|heroes|nearest|killed|door)\b",
    re.IGNORECASE,
)
"""Words of the English sentences that no translation uses."""


def sample_events() -> list[tuple[Path, Event]]:
    """The first events of each kind (and of each sort of effect, setup,
    search, fatigue and game end) over the sample games."""
    found: dict[tuple[str, str], tuple[Path, Event]] = {}
    for mission, seed in GAMES:
        for event in whole_game(mission, seed):
            key = (event.kind.value, str(event.data.get("what") or event.data.get("why") or ""))
            found.setdefault(key, (mission, event))
    return list(found.values())


@pytest.mark.parametrize("lang", TRANSLATED)
def test_sentences_hold_no_english_in_each_language(lang: str) -> None:
    """Issue 15: a sample of every event kind met in whole games, told in
    each language: no English word of the presenter's own is left."""
    events = sample_events()
    assert len({event.kind for _mission, event in events}) > 15
    i18n.set_language(lang)
    for mission, event in events:
        if event.kind in NOT_THE_PRESENTERS:
            continue
        rules = rules_for(mission)
        names = Names(rules)
        names.learn_all(e for _m, e in events if _m == mission)
        sentence = describe(event, names)
        rest = leftover(sentence, [*content_words(rules), names.said(rules.mission, "title")])
        assert not ENGLISH_WORDS.search(rest), (lang, sentence, event)


def record_game(rules: Rules, lang: str, seed: int = 2) -> GameRecord:
    """A whole game of the smart player recorded while `lang` is spoken."""
    i18n.set_language(lang)
    setup = random_setup(seed)
    header = Header(
        mission=rules.mission.id,
        mission_hash=rules.loaded.content_hash,
        decks_hash="",
        seats=setup.seats,
        seed=seed,
        difficulty=setup.difficulty,
        house_rules=setup.house_rules,
        skip_nazi_phase=setup.skip_nazi_phase,
        first_player=setup.first_seat,
        shared_life_hero=setup.shared_life_hero,
        ai_ties="ask" if setup.ai_ties_ask else "auto",
    )
    record, _events = GameRecord.start(rules, header)
    player = make_player("smart", rules, seed)
    for _ in range(3000):
        if record.state.outcome is not None:
            break
        record.play(player.choose(record.state, rules.legal_actions(record.state)))
    assert record.state.outcome is not None
    return record


def test_a_game_recorded_in_french_replays_identically_in_polish() -> None:
    """Issue 15: game logs are language-neutral. The same game recorded in
    French writes the very lines it writes in English; replayed in Polish it
    reaches the same digests and outcome, and its narration is Polish."""
    rules = rules_for(GAMES[1][0])
    english = record_game(rules, "en")
    french = record_game(rules, "fr")
    assert json.dumps(french.lines) == json.dumps(english.lines)
    lines = list(enumerate(json.loads(json.dumps(french.lines[1:])), start=2))

    i18n.set_language("fr")
    told_in_french = "\n".join(narrate(rules, french.header, lines).text)
    i18n.set_language("pl")
    again = replay(rules, french.header, lines, check=True)
    assert again.problems == []
    assert again.record.state.outcome == french.state.outcome
    assert digest(rules, again.record.state) == digest(rules, french.state)
    told_in_polish = "\n".join(narrate(rules, french.header, lines).text)
    assert "Runda 1" in told_in_polish and "Manche 1" in told_in_french
    assert told_in_polish != told_in_french
