"""R-AI-2: the AI controller's tie questions in the players' words.

The nazis' program asks them as facts (the question and the figure by id,
the options by id); `words/ties.py` words them. These tests check the
French against the catalog, that the state holds no English, and that
wording a question changes nothing in the state."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from tests.tui.test_play_screen import M01, game
from tests.words.test_words import rules_for
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.simulate import RandomPlayer
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.words import Names
from wolfenstein_tui.words.questions import answers, question

TIES = {
    "order": (0, 20),
    "square": (0, 46),
    "noise": (0, 119),
    "noise-hero": (1, 83),
    "attack": (4, 121),
}
"""Where a random game of mission 1 (ties asked) meets each kind of tie:
the random player's seed and the decisions played before it."""


def tie(tmp_path: Path, kind: str) -> Session:
    seed, decisions = TIES[kind]
    session = game(M01, tmp_path, ai_ties="ask")
    player = RandomPlayer(seed)
    for _ in range(decisions):
        state = session.state
        session.play(player.choose(state, session.rules.legal_actions(state)))
    pending = session.state.pending
    assert pending is not None and pending.kind is DecisionKind.AI_TIE
    assert topic(pending) == kind
    return session


def topic(pending: Pending) -> str:
    """The kind of tie, the head of the answer's key ("noise", "square"...)."""
    return str(pending.context["key"]).split("|", 1)[0]


def worded(session: Session, lang: str) -> tuple[str, list[str]]:
    set_language(lang)
    try:
        names = Names(session.rules, session.state)
        pending = session.state.pending
        assert pending is not None
        return question(pending, names), answers(pending, names)
    finally:
        set_language("en")


def test_r_ai_2_a_noise_tie_in_french(tmp_path: Path) -> None:
    """R-AI-8's tie between noisy zones: the figure and the zones by their
    French names, the default first."""
    session = tie(tmp_path, "noise")
    asked, options = worded(session, "fr")
    assert asked == (
        "Contrôleur de l'IA : quel bruit Soldat 1 suit-il ? (par défaut : Poste de commandement)"
    )
    assert options == ["Poste de commandement", "Couloir inférieur"]


def test_r_ai_2_the_state_keeps_facts_not_english(tmp_path: Path) -> None:
    """The decision is facts: the question and the figure by id, the zones
    by id, the answer's key made of ids; the digest is the same before and
    after the question is worded in every language."""
    session = tie(tmp_path, "noise")
    state = session.state
    pending = state.pending
    assert pending is not None
    before = (digest(session.rules, state), copy.deepcopy(pending))
    for lang in ("fr", "it", "pl", "es", "en"):
        worded(session, lang)
    assert pending.facts == {"question": "noise", "figure": "soldier-1"}
    zones = session.rules.board.zones
    assert [zones[z].name for z in pending.options] == ["Command Post", "Lower Hall"]
    assert pending.old_words is None
    assert pending.context == {"key": f"noise|v2|noise:soldier-1|{'/'.join(pending.options)}#0"}
    assert (digest(session.rules, state), pending) == before
    assert session.record.lines[-1]["digest"] == before[0]


FRENCH = {
    "order": (
        "Contrôleur de l'IA : quel nazi agit maintenant ? "
        "(par défaut : Space Marine 2 (à 7 PA d'un héros))",
        ["Space Marine 2 (à 7 PA d'un héros)", "Soldat 3 (à 7 PA d'un héros)"],
    ),
    "square": (
        "Contrôleur de l'IA : où Soldat 3 s'arrête-t-il ? (par défaut : I12)",
        ["I12", "I13"],
    ),
    "noise-hero": (
        "Contrôleur de l'IA : quel héros Panzerhund 1 prend-il pour cible ? "
        "(par défaut : Klaus Kreutz)",
        ["Klaus Kreutz", "Anya Oliwa"],
    ),
    "attack": (
        "Contrôleur de l'IA : quel héros Soldat 1 prend-il pour cible ? "
        "(par défaut : B.J. Blazkowicz)",
        ["B.J. Blazkowicz", "Max Hass"],
    ),
}


@pytest.mark.parametrize("kind", sorted(FRENCH))
def test_r_ai_2_each_kind_of_tie_in_french(tmp_path: Path, kind: str) -> None:
    """R-AI-4's order, R-AI-2's square to stop on, R-AI-7's hero to go for:
    the French question and options."""
    session = tie(tmp_path, kind)
    assert worded(session, "fr") == FRENCH[kind]


ENGLISH = {
    "noise": (
        "AI controller: which noise does Soldier 1 follow? (default: Command Post)",
        ["Command Post", "Lower Hall"],
    ),
    "square": ("AI controller: where does Soldier 3 stop? (default: I12)", ["I12", "I13"]),
    "attack": (
        "AI controller: which hero does Soldier 1 go for? (default: B.J. Blazkowicz)",
        ["B.J. Blazkowicz", "Max Hass"],
    ),
}


@pytest.mark.parametrize("kind", sorted(ENGLISH))
def test_r_ai_2_english_names_the_figures(tmp_path: Path, kind: str) -> None:
    """In English the question names its figures."""
    session = tie(tmp_path, kind)
    assert worded(session, "en") == ENGLISH[kind]


def asked(facts: dict[str, object], options: list[str], key: str) -> Pending:
    return Pending(DecisionKind.AI_TIE, options, 0, {"key": key}, facts)


def test_r_ai_2_a_square_to_shoot_from_a_bot_and_no_path_in_french() -> None:
    """The forms the random games above do not meet: a square to shoot from
    (R-AI-2), a bot among the heroes to go for (R-BOT-1), a figure with no
    path to a hero (R-AI-4)."""
    rules = rules_for(M01)
    shoot = asked({"question": "shoot", "figure": "soldier-3"}, ["I12", "I13"], "square|v2|#0")
    bot = asked({"question": "target", "figure": "soldier-1"}, ["max", "soldier-4"], "chase|v1|#0")
    order = asked(
        {"question": "order", "ap": {"soldier-2": None, "soldier-3": 4}},
        ["soldier-2", "soldier-3"],
        "order|v0|#0",
    )
    set_language("fr")
    try:
        names = Names(rules)
        assert question(shoot, names) == (
            "Contrôleur de l'IA : d'où Soldat 3 tire-t-il ? (par défaut : I12)"
        )
        assert answers(bot, names) == ["Max Hass", "le bot Soldat 4"]
        assert answers(order, names) == [
            "Soldat 2 (aucun chemin vers un héros)",
            "Soldat 3 (à 4 PA d'un héros)",
        ]
    finally:
        set_language("en")


@pytest.mark.parametrize("kind", sorted(TIES))
def test_r_ai_2_the_hand_over_and_the_status_bar_say_what_the_tie_is(
    tmp_path: Path, kind: str
) -> None:
    """R-AI-2 hot-seat: who must act and what for is one sentence, the
    same in the status bar ("Ann: choose which hero Soldier 2 goes for")
    and in the hand-over ("Pass to Ann: choose ..."): both are made from
    `task`, which names the figure and what is chosen."""
    from wolfenstein_tui.tui.presenters.players import hand_over_words, whose_turn
    from wolfenstein_tui.words.questions import task

    session = tie(tmp_path, kind)
    names = Names(session.rules, session.state)
    pending = session.state.pending
    assert pending is not None
    what = task(pending, names)
    expected = {
        "order": "choose which nazi acts next",
        "square": "choose where ",
        "noise": "choose which noise ",
        "noise-hero": "choose which hero ",
        "attack": "choose which hero ",
    }
    assert what.startswith(expected[kind]), what
    assert "-" not in what.replace("Space Marine", "")  # names, never ids
    handed = hand_over_words(session.rules, session.state, 0, "Ann", what)
    assert handed.startswith("Pass to " + whose_turn("Ann", what) + ".")
    set_language("fr")
    try:
        french = task(pending, Names(session.rules, session.state))
    finally:
        set_language("en")
    assert french.startswith("choisi"), french
