"""The line mode's `advice` (or `hint`): what the app's o key gives, said a
sentence a line: the top plans with their chance, why and steps; asking is
noted in the log, and a game set up without hints gives none."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.plain.helpers import STARTER, new_session, run_lines
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.engine.players.search.advice import advice_budget, advise
from wolfenstein_tui.plain.game import PlainGame
from wolfenstein_tui.play.saves import read_log
from wolfenstein_tui.words.actions.advice import plans_lines


@pytest.fixture(autouse=True)
def quick_advice(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fewer games played ahead than in play: the same words, sooner."""
    monkeypatch.setattr(PlainGame, "advice_simulations", 6)


def hint_lines(path: Path) -> list[dict]:
    _header, lines = read_log(path)
    return [line for _number, line in lines if "hint" in line]


def test_advice_says_the_plans_the_app_shows(tmp_path: Path) -> None:
    session = new_session(tmp_path, STARTER, seed=3)
    _game, said, status = run_lines(session, ["1", "advice"])
    assert status == 0
    assert (
        "Klaus Kreutz, 6 AP > advice\nThinking: a good player's plans take a few seconds (Ctrl+C cancels).\n"
        in said
    )
    assert "Round 1, Klaus Kreutz: the top plans (steps in brackets come after a roll" in said
    plans = advise(session.rules, session.state, advice_budget(6), seed=session.record.header.seed)
    for told in plans_lines(session.rules, session.state, plans, session.player_name):
        for line in told:
            assert f"\n{line.strip()}\n" in said
    assert "\n1. " in said and "% to win the mission (of " in said
    assert said.count("% to win the mission") == len(plans) >= 1
    assert "\nYou play, not the advice.\n" in said
    assert len(hint_lines(session.path)) == 1
    assert session.state.active_hero == "klaus"  # nothing played


def test_advice_in_a_game_without_hints_gives_none(tmp_path: Path) -> None:
    session = new_session(tmp_path, STARTER, seed=3, hints=False)
    _game, said, _status = run_lines(session, ["1", "hint"])
    assert "Hints are off for this game: the players chose so when they set it up" in said
    assert "% to win the mission" not in said and hint_lines(session.path) == []


def test_advice_is_asked_in_french(tmp_path: Path) -> None:
    set_language("fr")
    try:
        session = new_session(tmp_path, STARTER, seed=3)
        _game, said, _status = run_lines(session, ["1", "conseil", "aide"])
    finally:
        set_language("en")
    assert "Manche 1, Klaus Kreutz : " in said and "% de chances de gagner la mission" in said
    assert "\nconseil : que ferait un bon joueur ?" in said


def test_ctrl_c_cancels_the_advice_not_the_game(tmp_path: Path, monkeypatch) -> None:
    """The app's Escape while advice thinks is the line mode's Ctrl+C: the
    advice stops, the game goes on (here, the next command is read)."""

    def interrupted(*_args: object, **_kwargs: object) -> list:
        raise KeyboardInterrupt

    monkeypatch.setattr("wolfenstein_tui.plain.looking.advise", interrupted)
    session = new_session(tmp_path, STARTER, seed=3)
    _game, said, status = run_lines(session, ["1", "advice", "where"])
    assert status == 0
    assert "(Ctrl+C cancels)" in said and "\nAdvice cancelled.\n" in said
    assert "Klaus Kreutz, 6 AP > where\nKlaus Kreutz on A12" in said
