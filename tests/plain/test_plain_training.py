"""The training mission in the line mode: its tips are said, in the line
mode's words, and a player who types what each tip says plays the very
action it teaches, down to a win; nothing a tip says names a key of the
app the line mode does not have."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from tests.plain.helpers import SmartTyping, new_session
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.files.places import training_mission_file
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.state.commands import Move
from wolfenstein_tui.engine.state.state import Outcome
from wolfenstein_tui.plain.game import PlainGame
from wolfenstein_tui.plain.io import Out, ScriptLines
from wolfenstein_tui.words.training.lessons import LESSONS, TASKS

HAPPENINGS = {"noise", "danger", "alarm", "nazis", "bleeding"}


class TipFollower(SmartTyping):
    """A player who, whenever a task's tip is said, types what it says (the
    words the tip itself gives: `move` and a square it names, `where`, or
    the option it names); else the smart player decides."""

    def __init__(self) -> None:
        super().__init__()
        self.followed: list[str] = []

    def __call__(self) -> str | None:
        game = self.game
        assert game is not None and game.coach is not None
        tip = game.tip_said
        lesson = game.coach.current()
        if game.out.asked == "confirm" or lesson is None or lesson.shown_when is not None:
            return super().__call__()
        if lesson.key == "finish" or tip is None:
            return super().__call__()
        if lesson.key_only:  # the line of sight: "Type where"
            assert "Type where" in tip
            self.followed.append(lesson.key)
            return self.typing("where")
        wanted = game.coach.wanted()
        legal = game.rules.legal_actions(game.state)
        assert wanted and all(command in legal for command in wanted), lesson.key
        self.followed.append(lesson.key)
        if lesson.key in ("move", "bleeding"):  # "Move to D2 ...: type move and the square"
            named = re.search(r"Move to ([A-Z]+\d+)", tip)
            assert named is not None, tip
            square = named.group(1)
            assert square in [square_name(c.to) for c in wanted if isinstance(c, Move)]
            return self.typing(f"move {square}")
        return self.typing(self.line_for(game, wanted[0]))


def play_following_the_tips(tmp_path: Path, seed: int) -> tuple[PlainGame, TipFollower, str]:
    session = new_session(tmp_path, training_mission_file(), seed=seed)
    typing = TipFollower()
    out = Out(io.StringIO())
    game = PlainGame(session, ScriptLines(typing), out, echo=True)
    typing.game = game
    assert game.run() == 0
    return game, typing, out.stream.getvalue()  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", range(4))
def test_typing_what_each_tip_says_teaches_every_rule_and_wins(tmp_path: Path, seed: int) -> None:
    """Every task's tip is said and done by typing what it says (R-LOS-1 by
    `where`, R-MOVE-4 and R-DEATH-3 by `move` to a square it names); the
    happenings (noise R-NOISE-1, danger R-DANGER-1, the alarm R-DANGER-3,
    bleeding R-DEATH-2, the nazi phase R-AI-6) are said; the game is won."""
    game, typing, said = play_following_the_tips(tmp_path, seed)
    assert game.state.outcome is Outcome.WON and game.state.round <= 4
    titles = {lesson.key: lesson.title for lesson in LESSONS}
    told = {key for key, title in titles.items() if f" · {title}" in said}
    assert {lesson.key for lesson in TASKS} <= told
    assert HAPPENINGS.issubset(told)
    assert {lesson.key for lesson in TASKS} - {"finish"} <= set(typing.followed) | game.coach.done
    assert "\nTraining is over: you have met every rule of the game.\n" in said
    assert said.endswith("Mission 1 is next: wolfenstein play m01-radio-silence --plain\n")


def test_the_command_training_names_next_starts_mission_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The end of training names a command; it starts mission 1 (R-GAME-3:
    the campaign's first mission) without a screen."""
    from wolfenstein_tui.app import cli

    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli.main(["play", "m01-radio-silence", "--plain", "--save-dir", str(tmp_path)])
    assert status == 0 and "Game: Radio Silence (m01-radio-silence)" in out.getvalue()


def test_no_tip_names_a_key_of_the_app(tmp_path: Path) -> None:
    """The app's keys (x, Enter, u, t, ?, the arrows) are not the line
    mode's: every tip said names the line mode's commands instead."""
    _game, _typing, said = play_following_the_tips(tmp_path, 0)
    tips = [line for line in said.splitlines() if line.startswith("Training") and " · " in line]
    assert tips
    for tip in tips:
        assert "(t: skip" not in tip and "Press x" not in tip and "Enter" not in tip, tip
        assert "x, the arrows" not in tip and "? lists" not in tip and "→" not in tip, tip
        assert tip.endswith("(tip skip: skip it · tip off: no tips)"), tip


def test_tip_says_it_again_skips_it_or_ends_the_tips(tmp_path: Path) -> None:
    session = new_session(tmp_path, training_mission_file(), seed=1)
    out = Out(io.StringIO())
    typed = ["1", "tip", "tip skip", "tip off", "where", "tip"]
    game = PlainGame(session, ScriptLines(typed), out)
    game.run()
    said = out.stream.getvalue()  # type: ignore[attr-defined]
    assert said.count("Training 2/14 · Moving, Klaus Kreutz") == 2  # said, then again
    assert "Training 6/14 · Reloading, Klaus Kreutz" in said  # the next one, after a skip
    off = said.split("Tips off: tip brings them back.")[1].split("Tips on again.")[0]
    assert "Training " not in off
    assert "Training 6/14 · Reloading" in said.split("Tips on again.")[1]


def test_skipping_the_only_tip_of_the_moment_says_so(tmp_path: Path) -> None:
    session = new_session(tmp_path, training_mission_file(), seed=1)
    out = Out(io.StringIO())
    PlainGame(session, ScriptLines(["tip skip"]), out).run()
    said = out.stream.getvalue()  # type: ignore[attr-defined]
    assert "No tip for this moment." in said  # nothing else to learn before an activation


def test_a_mission_other_than_training_has_no_tips(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    out = Out(io.StringIO())
    PlainGame(session, ScriptLines(["tip"]), out).run()
    said = out.stream.getvalue()  # type: ignore[attr-defined]
    assert "Tips are given in the training mission only." in said and "Training " not in said


def test_the_tips_are_said_in_french(tmp_path: Path) -> None:
    set_language("fr")
    try:
        session = new_session(tmp_path, training_mission_file(), seed=1)
        out = Out(io.StringIO())
        PlainGame(session, ScriptLines(["1"]), out).run()
    finally:
        set_language("en")
    said = out.stream.getvalue()  # type: ignore[attr-defined]
    assert "Entraînement 2/14 · " in said and "(astuce passer : la passer" in said


@pytest.mark.parametrize("language", ["en", "fr", "it", "pl", "es"])
def test_no_two_commands_share_a_word(language: str) -> None:
    """A word two commands share would always mean the first: `tip`, `skip`
    and `advice` came with words of their own in each language. Only yes
    and on, no and off share words, as the languages do ("recap oui")."""
    from wolfenstein_tui.plain.command_words import COMMANDS, words_of

    set_language(language)
    try:
        meanings: dict[str, set[str]] = {}
        for command in COMMANDS:
            for word in words_of(command):
                meanings.setdefault(word, set()).add(command)
    finally:
        set_language("en")
    shared = {word: found for word, found in meanings.items() if len(found) > 1}
    assert all(found in ({"yes", "on"}, {"no", "off"}) for found in shared.values()), shared


def test_a_tip_is_its_own_kind_of_object_in_json(tmp_path: Path) -> None:
    """docs/plain-mode.md: `--json` writes a tip as {"type": "tip", ...}."""
    import json

    from tests.plain.helpers import run_lines

    session = new_session(tmp_path, training_mission_file(), seed=1)
    _game, said, _status = run_lines(session, ["1"], as_json=True)
    tips = [o for o in map(json.loads, said.splitlines()) if o["type"] == "tip"]
    assert [o["text"].split(" · ")[0] for o in tips] == ["Training 1/14", "Training 2/14"]
    assert "| `tip` |" in (Path(__file__).parents[2] / "docs" / "plain-mode.md").read_text()
