"""Names, never ids: everywhere a player reads the game (the tie and choice
dialogs, the refused actions, the enemy's card, the log, the replay viewer,
the follower, the game-over summary and `replay --text`) a nazi is
"Soldier 2" and a card its printed name, never "soldier-2" or
"steel-helmet" (the ids the game log and the state keep)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import RichLog

from tests.tui.test_app import step
from tests.tui.test_play_screen import M01, game, screen_text
from tests.tui.test_whole_games import SHORT
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.players.simulate import RandomPlayer
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Choose
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.log_entries import game_entries
from wolfenstein_tui.tui.presenters.look import enemy_card_text
from wolfenstein_tui.tui.presenters.summary import game_over_text
from wolfenstein_tui.tui.replay_app import make_replay_app
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog
from wolfenstein_tui.tui.screens.follow import FollowScreen
from wolfenstein_tui.tui.screens.replay import ReplayScreen


def ids_in(rules: Rules, text: str) -> list[str]:
    """The ids a text shows: a nazi figure's ("soldier-2") or a card's with
    a hyphen ("steel-helmet"), as whole words (not in a file's path)."""
    cards = [
        card
        for deck in (rules.weapon_cards, rules.item_cards, rules.chest_cards, rules.event_cards)
        for card in deck
        if "-" in card
    ]
    kinds = "|".join(re.escape(k) for k in sorted(rules.enemy_cards, key=len, reverse=True))
    words = "|".join(re.escape(c) for c in sorted(cards, key=len, reverse=True))
    pattern = rf"(?<![\w/.-])(?:(?:{kinds})-\d+|{words})(?![\w-])"
    return re.findall(pattern, text)


def played_until(session: Session, wanted, seed: int = 0, limit: int = 3000) -> Session:
    """Random legal decisions until `wanted(state)` holds (or the game ends)."""
    player = RandomPlayer(seed)
    for _ in range(limit):
        if wanted(session.state) or session.state.outcome is not None:
            break
        session.play(player.choose(session.state, session.rules.legal_actions(session.state)))
    return session


def tie_asked(state) -> bool:
    return state.pending is not None and state.pending.kind is DecisionKind.AI_TIE


@pytest.mark.asyncio
async def test_the_ai_controllers_tie_question_names_the_figures(tmp_path: Path) -> None:
    """R-AI-2 with AI ties asked: the question and its options say "Space
    Marine 2", not the state's id "space-marine-2"; the answer
    plays as before."""
    session = played_until(game(M01, tmp_path, ai_ties="ask"), tie_asked)
    pending = session.state.pending
    assert tie_asked(session.state) and ids_in(
        session.rules, " ".join([str(pending.facts.get("figure", "")), *pending.options])
    )
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot)
        dialog = app.screen
        assert isinstance(dialog, ChoiceDialog)
        shown = "\n".join([dialog.prompt, *dialog.options])
        assert "AI controller" in shown and ids_in(session.rules, shown) == []
        assert ids_in(session.rules, screen_text(app)) == []
        decisions = len(session.record.lines)
        await step(pilot, "enter")
        await step(pilot)
        assert len(session.record.lines) > decisions
        assert session.record.lines[decisions]["do"] == Choose(0).to_json()


def test_the_enemys_card_names_it_by_card_and_number(tmp_path: Path) -> None:
    session = game(M01, tmp_path)
    text = enemy_card_text(session.rules, session.state, "soldier-2").plain
    assert text.startswith("Soldier 2\n") and "soldier-2" not in text


def test_the_whole_games_log_names_figures_and_cards(tmp_path: Path) -> None:
    """The message log (and its full-width view) of a whole game: nazis,
    their dice and the cards taken by name."""
    session = played_until(game(M01, tmp_path), lambda s: s.round >= 4, seed=2)
    backlog = [e for events in session.history for e in events]
    facts = " ".join(str(value) for e in backlog for value in e.data.values())
    assert ids_in(session.rules, facts)  # the engine's events speak of ids
    entries = game_entries(session.rules, session.history)
    assert entries and ids_in(session.rules, "\n".join(e.text for e in entries)) == []


def replay_log_texts(screen: ReplayScreen) -> str:
    log = screen.query_one("#log", RichLog)
    return "\n".join(strip.text for strip in log.lines)


@pytest.mark.asyncio
async def test_the_replay_viewer_names_figures_and_cards(tmp_path: Path) -> None:
    """Every step of a replayed game: its decision, its turn log (nazi
    turns, dice) and the screen, with names only."""
    session = played_until(game(M01, tmp_path, ai_ties="ask"), lambda s: s.round >= 4, seed=5)
    session.close()
    app = make_replay_app(session.path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        told = []
        for index in range(screen.last + 1):
            screen.go(index)
            await pilot.pause()
            told.append(replay_log_texts(screen))
            assert ids_in(session.rules, screen_text(app)) == [], index
        everything = "\n".join(told)
        assert "🎲" in everything and "AI controller" in everything
        assert ids_in(session.rules, everything) == []


@pytest.mark.asyncio
async def test_the_follower_names_figures_and_cards(tmp_path: Path) -> None:
    """`replay --follow`: the latest step, as it comes, with names only."""
    session = played_until(game(M01, tmp_path), lambda s: s.phase.value == "nazis" or s.round >= 2)
    session.close()
    app = make_replay_app(session.path, follow=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot)
        screen = app.screen
        assert isinstance(screen, FollowScreen)
        for index in range(screen.last + 1):
            screen.go(index)
            await pilot.pause()
            assert ids_in(session.rules, replay_log_texts(screen)) == [], index


def test_replay_text_names_figures_and_cards(tmp_path: Path, capsys) -> None:
    """`replay --text` of a game with searches, loot and nazi turns: the
    decisions (a gift, an item used), the events, the cards drawn (an event
    card too) and the state at the end, with names only."""
    session = played_until(game(M01, tmp_path), lambda s: s.round >= 5, seed=4)
    session.close()
    assert main(["replay", "--text", str(session.path)]) == 0
    out = capsys.readouterr().out
    assert "card: " in out and "Nazis and bots:" in out
    assert ids_in(session.rules, out) == []


@pytest.mark.asyncio
async def test_the_game_over_summary_names_the_heroes(tmp_path: Path) -> None:
    session = played_until(game(SHORT, tmp_path), lambda s: False, seed=1)
    assert session.state.outcome is not None
    assert ids_in(session.rules, game_over_text(session)) == []
    assert "klaus" not in game_over_text(session).split()
