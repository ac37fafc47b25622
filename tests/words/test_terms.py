"""The ammo types' and die faces' words have one home, `words/terms.py`:
the presenter's questions and sentences and the app's panels say them
alike, in every language, and no other module writes them again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.words.test_words import rules_for
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.rules.effects import AMMO_TYPES
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.tui.presenters.log_entries import Category, LogEntry
from wolfenstein_tui.words import Names
from wolfenstein_tui.words.questions import answers, question
from wolfenstein_tui.words.terms import AMMO_TOKENS, FACES, ammo_tokens, counted_ammo, face

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "wolfenstein_tui"
M01 = ROOT / "missions" / "m01-radio-silence.yaml"


@pytest.mark.parametrize("lang", ["fr", "it", "pl", "es"])
def test_r_atk_8_the_ammo_question_says_the_ammo_as_the_cards_do(lang: str) -> None:
    """R-ATK-8 (an ammo token of the hero's choice) and R-DICE (a reroll):
    the question's options are the words the hero's card and the log use."""
    rules = rules_for(M01)
    names = Names(rules)
    ammo = Pending(DecisionKind.AMMO_CHOICE, ["light", "heavy", "special"], 0, {"who": "max"})
    reroll = Pending(
        DecisionKind.REROLL,
        ["keep", "0"],
        0,
        {"hero": "max", "sources": [{"name": "weapon"}], "faces": ["reload"], "choices": [[], [0]]},
    )
    set_language(lang)
    try:
        assert answers(ammo, names) == [ammo_tokens(kind) for kind in AMMO_TYPES]
        assert answers(ammo, names)[0] != "light ammo"
        assert face("reload") in question(reroll, names)
        assert face("reload") in answers(reroll, names)[1]
        assert names.ammo("heavy", 2) == counted_ammo("heavy", 2)
        entry = LogEntry(1, Category.DICE, "", EventKind.DICE_ROLLED, ("reload",))
        assert face("reload") in entry.rich().plain
    finally:
        set_language("en")


def test_no_other_module_writes_the_ammo_and_face_words() -> None:
    """Each English word of `AMMO_TOKENS` and `FACES` is marked for
    translation in words/terms.py only ("reload" aside: it is the verb too,
    a command's name in `replay --text`)."""
    words = [w for w in (*AMMO_TOKENS.values(), *FACES.values()) if w != "reload"]
    marked = re.compile(r"\b(?:N_|_)\(\s*\"(" + "|".join(re.escape(w) for w in words) + r")\"\s*\)")
    found = [
        f"{path.relative_to(ROOT)}: {match.group(0)}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "terms.py"
        for match in marked.finditer(path.read_text(encoding="utf-8"))
    ]
    assert found == []
    assert not (PACKAGE / "tui" / "terms.py").exists()
