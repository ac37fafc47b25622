"""Hot-seat: the players are called by the names given at setup
everywhere a player reads (R-GAME-1): the log, `replay --text`, the
replay viewer; never "Player 1" when a name exists. The first-player
choice (R-ROUND) is where the log named seats: its answer and its roll."""

from __future__ import annotations

from pathlib import Path

from tests.engine.games import ROOT
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.players.simulate import RandomPlayer
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.presenters.log_entries import LogBook, game_entries

M01 = ROOT / "missions" / "m01-radio-silence.yaml"


def named_game(save_dir: Path) -> Session:
    """Ann and Bob, two heroes each, a random game past a roll for the
    first player."""
    loaded = load_mission(M01, builtin_decks())
    seats = (("klaus", "blazkowicz"), ("anya", "max"))
    header = new_header(loaded, seats, seed=3, player_names=("Ann", "Bob"))
    session, _ = Session.start(loaded, header, save_dir)
    player = RandomPlayer(1)
    for _ in range(120):
        state = session.state
        session.play(player.choose(state, session.rules.legal_actions(state)))
    return session


def test_r_round_1_the_log_and_replay_text_name_the_players(tmp_path: Path, capsys) -> None:
    session = named_game(tmp_path)
    book = LogBook(session.rules, players=("Ann", "Bob"))
    log = "\n".join(entry.text for entry in game_entries(session.rules, session.backlog, book))
    assert "Ann rolls for first player" in log
    assert "→ Ann" in log or "→ Bob" in log
    assert "Player " not in log
    session.close()
    assert main(["replay", "--text", str(session.path)]) == 0
    out = capsys.readouterr().out
    assert "Ann rolls for first player" in out
    assert "Player " not in out
