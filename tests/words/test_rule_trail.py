"""The rule on request: an explanation's trail (the rules it follows, the
values compared, this game's choices as "In this game: ...") is one key
away in the app and follows each sentence in `replay --text --rules`;
plain `replay --text` has none of it."""

from __future__ import annotations

import re
from pathlib import Path

from tests.tui.test_names_shown import played_until
from tests.tui.test_play_screen import M01, game
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.words.trail import Told, cite, decided, explain, traced

RULE_ID = re.compile(r"\bR-[A-Z]+-\d+\b")


def test_a_trail_is_gathered_only_when_asked() -> None:
    """Outside `traced` the words cite nothing; inside, each rule once, in
    order, and a decided rule brings its choice in words."""
    cite("R-AI-4")  # nobody is gathering: nothing happens

    def words() -> str:
        cite("R-AI-6", "R-AI-6")
        explain("From a hero: Soldier 1 3 AP.")
        decided("R-AI-4")
        return "It acts first."

    told = traced(words)
    assert told == Told(
        "It acts first.",
        ("R-AI-6", "R-AI-4"),
        ("From a hero: Soldier 1 3 AP.", told.notes[1]),
    )
    assert told.notes[1].startswith("In this game: figures of one initiative")
    assert told.trail()[-1] == "Rules: R-AI-6, R-AI-4"


def test_replay_text_rules_gives_each_explanation_its_trail(tmp_path: Path, capsys) -> None:
    """R-AI-4, R-AI-7: `replay --text` tells the game in plain sentences;
    with `--rules` each is followed by its "why:" lines: the rules, the
    values compared, this game's choices."""
    session = played_until(game(M01, tmp_path), lambda s: s.round >= 4, seed=4)
    session.close()
    assert main(["replay", "--text", str(session.path)]) == 0
    plain = capsys.readouterr().out
    assert main(["replay", "--text", "--rules", str(session.path)]) == 0
    trailed = capsys.readouterr().out
    assert "why:" not in plain
    assert not RULE_ID.search(plain.split("── Round 1")[1])
    why = [line.strip() for line in trailed.splitlines() if line.strip().startswith("why:")]
    assert why and any(RULE_ID.search(line) for line in why)
    assert any("In this game:" in line for line in why)
    told = [line for line in trailed.splitlines() if not line.strip().startswith("why:")]
    assert len(told) > len(plain.splitlines()) * 0.8
