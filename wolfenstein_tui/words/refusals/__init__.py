"""A refusal of the rules (`engine/state/refusals.py`) in the players' words.

The engine says what it refuses as a code and facts; here each code has its
sentence, marked for translation (`N_`) and translated when said, with the
facts named as a player names them: a hero's id becomes "B.J.", a card's id
the card's printed name in the language spoken, a nazi's id "Soldier 2".
The sentences live in one module per part of the rules (`actions`,
`combat`, `game`), each a `SENTENCES` table of code to sentence; a sentence
cites the rule as ``{rule}`` where it names it.
"""

from __future__ import annotations

from wolfenstein_tui.engine.state.refusals import TEXT, Fact, Refusal
from wolfenstein_tui.i18n import _
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals.actions import SENTENCES as ACTION_SENTENCES
from wolfenstein_tui.words.refusals.combat import SENTENCES as COMBAT_SENTENCES
from wolfenstein_tui.words.refusals.game import SENTENCES as GAME_SENTENCES
from wolfenstein_tui.words.terms import ammo_tokens

SENTENCES: dict[str, str] = {**ACTION_SENTENCES, **COMBAT_SENTENCES, **GAME_SENTENCES}
"""Every refusal's sentence (English, marked for translation), by code."""


def say(refusal: Refusal, names: Names) -> str:
    """The refusal as a sentence in the language spoken now."""
    if refusal.code == TEXT:
        return names.text(str(refusal.fact(TEXT)))
    sentence = SENTENCES.get(refusal.code)
    if sentence is None:
        # A code without words is a defect of this table (a test holds every
        # code the rules raise to having one); the player still learns what
        # was refused rather than meeting a crash.
        return str(refusal)
    facts = {key: fact_words(key, value, names) for key, value in refusal.facts}
    return _(sentence).format(rule=refusal.rule or "", **facts)


def say_all(refusals: list[Refusal], names: Names) -> list[str]:
    return [say(refusal, names) for refusal in refusals]


def fact_words(key: str, value: Fact, names: Names) -> str:
    """A fact as a player names it, by its key's kind (see
    `engine/state/refusals.py`): ``hero2`` is a hero as ``hero`` is."""
    if isinstance(value, int):
        return str(value)
    kind = key.rstrip("0123456789")
    if kind == "hero":
        return names.hero(value)
    if kind in ("enemy", "figure"):
        return names.figure(value)
    if kind in ("card", "weapon", "item"):
        return names.card(value)
    if kind == "zone":
        return names.zone(value)
    if kind == "ammo":
        return ammo_tokens(value)
    return value
