"""Pictures of the app (SVG), compared with the accepted ones in
`__snapshots__/`: the title, the game screen at 80×24, 120×40 (the map cursor)
and 160×50, the compact map in NO_COLOR at 80×24, an event
dialog, the replay viewer and the monochrome mode (NO_COLOR).

After a deliberate change of the screens: `pytest tests/tui/test_snapshots.py
--snapshot-update`, then look at the new SVGs before committing them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import ROOT
from tests.tui.test_whole_games import SHORT
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.state.commands import Search, StartActivation
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.replay_app import make_replay_app

M01 = ROOT / "missions" / "m01-radio-silence.yaml"
WORKED_LOG = ROOT / "docs" / "examples" / "worked-example.jsonl"


pytestmark = pytest.mark.usefixtures("same_everywhere")


def session(mission: Path, **options: object) -> Session:
    loaded = load_mission(mission, builtin_decks())
    header = new_header(loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=11, **options)
    started, _ = Session.start(loaded, header, Path("saves"))
    target = Path("game.jsonl")
    started.path.rename(target)
    started.path = target
    return started


def test_title_screen(snap_compare) -> None:
    assert snap_compare(make_app(save_dir=Path("saves")), terminal_size=(80, 24))


def test_game_screen_80x24(snap_compare) -> None:
    assert snap_compare(make_app(session(M01)), press=["1"], terminal_size=(80, 24))


def test_game_screen_160x50(snap_compare) -> None:
    assert snap_compare(make_app(session(M01)), press=["1", "down"], terminal_size=(160, 50))


def test_game_screen_200x60(snap_compare) -> None:
    """The whole map full size, the log and the actions taking the rest."""
    assert snap_compare(make_app(session(M01)), press=["1"], terminal_size=(200, 60))


def test_event_dialog(snap_compare) -> None:
    game = session(SHORT, skip_nazi_phase=True)
    game.play(StartActivation("klaus"))
    game.play(Search("klaus", (1, 0)))
    assert game.state.pending is not None
    assert snap_compare(make_app(game), terminal_size=(100, 30))


def test_replay_viewer(snap_compare) -> None:
    assert snap_compare(
        make_replay_app(WORKED_LOG), press=["right", "right"], terminal_size=(100, 34)
    )


def test_monochrome_mode(snap_compare, monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR: symbols alone carry the meaning."""
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(make_app(session(M01)), press=["1", "x"], terminal_size=(100, 30))


def test_game_screen_120x40_map_cursor(snap_compare) -> None:
    """The map cursor on D12: the path drawn, what Enter would do, the card."""
    assert snap_compare(
        make_app(session(M01)), press=["1", "x", "right", "right", "right"], terminal_size=(120, 40)
    )


def test_compact_map_monochrome_80x24(snap_compare, monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR at 80×24: the compact map's walls, doors and figures read
    without colour; the reachable squares are reversed with their cost."""
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(make_app(session(M01)), press=["1"], terminal_size=(80, 24))
