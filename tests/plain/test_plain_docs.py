"""docs/plain-mode.md is true: its session, played again with the same
commands, says exactly what the page shows (the save's path aside)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.engine.games import ROOT
from tests.plain.helpers import STARTER, new_session, run_lines

PAGE = ROOT / "docs" / "plain-mode.md"


def test_the_pages_session_is_what_the_game_says(tmp_path: Path) -> None:
    text = PAGE.read_text(encoding="utf-8")
    block = text.split("## A session", 1)[1].split("```\n", 2)[1]
    shown = block.rstrip("\n").splitlines()
    commands = [line.split(" > ", 1)[1] for line in shown if " > " in line]
    _game, said, status = run_lines(new_session(tmp_path, STARTER, seed=3), commands)
    assert status == 0
    lines = said.rstrip("\n").splitlines()
    assert lines[:-1] == shown[:-1]
    assert re.fullmatch(
        r"Game saved in .*; carry it on with: wolfenstein continue --plain", lines[-1]
    )
