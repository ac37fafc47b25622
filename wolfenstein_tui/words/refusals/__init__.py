"""A refusal of the rules (`engine/state/refusals.py`) in the players' words.

The engine says what it refuses as a code and facts; here each code has its
sentence, marked for translation (`N_`) and translated when said, with the
facts named as a player names them: a hero's id becomes "B.J.", a card's id
the card's printed name in the language spoken, a nazi's id "Soldier 2".
The sentences live in one module per part of the rules (`actions`,
`combat`, `game`), each a `SENTENCES` table of code to sentence; a sentence
names no rule: the rule a refusal follows is its trail (`words/trail.py`,
`rules_cited`), shown where a player asks why.
"""

from __future__ import annotations

from collections.abc import Callable

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.text import escaped
from wolfenstein_tui.engine.state.refusals import TEXT, Fact, Refusal
from wolfenstein_tui.words.flow import purpose
from wolfenstein_tui.words.names import Names, outcome_name
from wolfenstein_tui.words.nazis import listed
from wolfenstein_tui.words.refusals.actions import SENTENCES as ACTION_SENTENCES
from wolfenstein_tui.words.refusals.combat import SENTENCES as COMBAT_SENTENCES
from wolfenstein_tui.words.refusals.game import SENTENCES as GAME_SENTENCES
from wolfenstein_tui.words.terms import ITEM_TYPES, ammo_tokens, term
from wolfenstein_tui.words.trail import cite

SENTENCES: dict[str, str] = {**ACTION_SENTENCES, **COMBAT_SENTENCES, **GAME_SENTENCES}
"""Every refusal's sentence (English, marked for translation), by code."""


PlayerName = Callable[[int], str]
"""What to call the player in a seat (seat 0 first)."""


def say(refusal: Refusal, names: Names, player_name: PlayerName | None = None) -> str:
    """The refusal as a sentence in the language spoken now; `player_name`
    names the players of a ``player`` fact (else "Player 2")."""
    if refusal.code == TEXT:
        return escaped(names.text(str(refusal.fact(TEXT))))
    sentence = SENTENCES.get(refusal.code)
    if sentence is None:
        # A code without words is a defect of this table (a test holds every
        # code the rules raise to having one); the player still learns what
        # was refused rather than meeting a crash.
        return str(refusal)
    # A fact may come from a file (a hero's id in a crafted log): escaped.
    facts = {
        key: escaped(fact_words(key, value, names, player_name)) for key, value in refusal.facts
    }
    if refusal.rule:
        cite(refusal.rule)
    return _(sentence).format(rule=refusal.rule or "", **facts)


def say_all(refusals: list[Refusal], names: Names) -> list[str]:
    return [say(refusal, names) for refusal in refusals]


def rules_cited(refusals: list[Refusal]) -> list[str]:
    """The rules the refusals follow, each once, in order: their trail."""
    return list(dict.fromkeys(refusal.rule for refusal in refusals if refusal.rule))


LISTS = {
    "heroes": "hero",
    "enemies": "enemy",
    "figures": "figure",
    "cards": "card",
    "items": "item",
    "zones": "zone",
    "squares": "square",
    "doors": "door",
}
"""A fact that lists things: its key is the plural of its things' kind, its
value their ids joined by commas (``enemies="soldier-1,dog-2"``)."""

PLACED = "figures_on"
"""A list fact of figures each on its square, ``"soldier-2@D4,dog-1@E5"``:
"Soldier 2 on D4 and Dog 1 on E5"."""


def fact_words(key: str, value: Fact, names: Names, player_name: PlayerName | None = None) -> str:
    """A fact as a player names it, by its key's kind (see
    `engine/state/refusals.py`): ``hero2`` is a hero as ``hero`` is; a list
    (`LISTS`, `PLACED`) is said "A, B and C" in the language spoken; a
    ``slot`` is an item slot of a hero card ("armor", `terms.ITEM_TYPES`); an
    ``ability`` an ability's English name (abilities have no id), said as
    the hero card's translation names it; a ``player`` a seat (0 first),
    said by its player's name."""
    kind = key.rstrip("0123456789")
    if kind == "player" and isinstance(value, int):
        if player_name is not None:
            return player_name(value)
        return _("Player {number}").format(number=value + 1)
    if isinstance(value, int):
        return str(value)
    if kind in LISTS:
        return listed([fact_words(LISTS[kind], item, names) for item in value.split(",")])
    if kind == PLACED:
        return listed([_placed(item, names) for item in value.split(",")])
    if kind == "slot":
        return term(ITEM_TYPES, value)
    if kind == "ability":
        return names.source(value)
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
    return _more_fact_words(kind, value, names)


def _more_fact_words(kind: str, value: str, names: Names) -> str:
    """The kinds of facts the refusals of combat and of the game's flow
    name: ``purpose`` what dice are rolled for (engine/state/purposes.py),
    ``mode`` a weapon's special mode ("pistol-1960#0": the card and the mode's
    number), ``figure_weapon`` the weapon on a figure's card (the figure's
    id), ``outcome`` a game's
    outcome, ``deck`` a deck's name; anything else is shown as it is."""
    if kind == "purpose":
        return purpose(names, value)
    if kind == "mode":
        card, _sep, number = value.rpartition("#")
        return names.said(names.rules.weapon_cards[card].modes[int(number)])
    if kind == "figure_weapon":
        enemy_type = names.enemy_type(value)
        if enemy_type is None:
            return value
        return names.said(names.rules.enemy_cards[enemy_type].weapon)
    if kind == "outcome":
        return outcome_name(value)
    if kind == "deck":
        return names.deck(value)
    return value


def _placed(item: str, names: Names) -> str:
    figure, _at, square = item.partition("@")
    return _("{figure} on {square}").format(figure=names.figure(figure), square=square)
