"""Hints off, chosen when a game is set up (`play`/`host --no-hints`, the
New game wizard): recorded in the log's header, told by a replay; and
advice asked for in a game with hints is a hint line in its log, the game
and its digests as they were (docs/game-log.md)."""

from __future__ import annotations

import json
from pathlib import Path

from wolfenstein_tui.app.cli.parser import build_parser
from wolfenstein_tui.app.cli.play import start_game
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.play.narrate import narrate
from wolfenstein_tui.play.saves import read_log
from wolfenstein_tui.play.session import Session, new_header

M01 = "m01-radio-silence"


def _started(tmp_path: Path, *options: str) -> Session:
    args = build_parser().parse_args(
        ["play", M01, "--seed", "3", "--save-dir", str(tmp_path), *options]
    )
    session = start_game(args)
    assert isinstance(session, Session)
    return session


def test_play_and_host_can_turn_hints_off(tmp_path: Path) -> None:
    off = _started(tmp_path / "off", "--no-hints")
    on = _started(tmp_path / "on")
    try:
        assert read_log(off.path)[0].hints is False
        assert read_log(on.path)[0].hints is True
        assert digest(off.rules, off.state) == digest(on.rules, on.state)
    finally:
        off.close()
        on.close()
    host = build_parser().parse_args(["host", M01, "--no-hints"])
    assert host.no_hints is True


def test_a_replay_says_hints_were_off(tmp_path: Path) -> None:
    session = _started(tmp_path, "--no-hints")
    session.close()
    header, lines = read_log(session.path)
    text = " ".join(" ".join(narrate(session.rules, header, lines).text).split())
    assert "Hints off: no advice in this game." in text
    header_on, lines_on = read_log(_started(tmp_path / "on").path)
    assert "Hints off" not in "\n".join(narrate(session.rules, header_on, lines_on).text)


def test_advice_asked_is_a_hint_line_and_the_game_resumes_the_same(tmp_path: Path) -> None:
    loaded = load_mission(builtin_mission_files()[0], builtin_decks())
    header = new_header(loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=5)
    session, _ = Session.start(loaded, header, tmp_path)
    session.play(StartActivation("anya"))
    before = digest(session.rules, session.state)
    session.note_hint()
    session.undo()  # the hint is no decision: undo takes back the activation
    assert session.state.active_hero is None
    session.play(StartActivation("anya"))
    assert digest(session.rules, session.state) == before
    session.close()
    lines = [json.loads(line) for line in session.path.read_text(encoding="utf-8").splitlines()]
    hints = [line for line in lines if "hint" in line]
    assert hints == [{"hint": "advice", "digest": before, "round": 1}]
    resumed = Session.resume(session.path)
    try:
        assert digest(resumed.rules, resumed.state) == before
        assert len(resumed.record.standing()) == 1
    finally:
        resumed.close()
