"""The garbage collector is paused while the program starts and always
switched back on (collector.py): by the app's first frame, right after the
options for a command without the app, and on every way out of the command
line (errors, an app that fails to start, a wrong option)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.collections_seen import collections_seen
from wolfenstein_tui.app import cli
from wolfenstein_tui.app.cli import app_launch, content_checks
from wolfenstein_tui.base import collector
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.play.save_folder import SaveError
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.title import TitleScreen

MISSION = Path(__file__).resolve().parent.parent / "missions" / "m01-radio-silence.yaml"


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    """Each test starts with the collector on and nothing frozen (the
    suite's own freezing, tests/conftest.py, undone for it), and leaves the
    collector on and the suite's objects frozen again."""
    assert gc.isenabled()
    gc.unfreeze()
    threshold = gc.get_threshold()
    yield
    gc.set_threshold(*threshold)
    gc.unfreeze()
    gc.enable()
    gc.freeze()


def test_a_command_without_the_app_collects_while_it_runs(monkeypatch) -> None:
    seen: list[bool] = []
    monkeypatch.setattr(
        content_checks, "run_missions", lambda folder: seen.append(gc.isenabled()) or 0
    )
    assert cli.main(["missions"]) == 0
    assert seen == [True]
    assert gc.isenabled()


def saved_game(save_dir: Path) -> None:
    """A game of the first mission, saved in `save_dir`."""
    decks = builtin_decks()
    loaded = load_mission(MISSION, decks)
    header = new_header(loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=1)
    session, _events = Session.start(loaded, header, save_dir)
    session.close()


@pytest.mark.parametrize("words", [[], ["continue"], ["play", "m01-radio-silence"]])
def test_paused_until_the_app_and_back_on_when_it_fails(monkeypatch, tmp_path, words) -> None:
    """The title screen, Continue and a new game start with the collector
    paused; an app that fails to start (here, a save folder refused) leaves
    it on again."""
    saved_game(tmp_path)
    seen: list[bool] = []

    def failing_app(session: object, save_dir: Path | None) -> int:
        seen.append(gc.isenabled())
        if session is not None:
            session.close()  # type: ignore[attr-defined]
        raise SaveError("cannot save here")

    monkeypatch.setattr(app_launch, "run_app", failing_app)
    assert cli.main([*words, "--save-dir", str(tmp_path)]) == 1
    assert seen == [False]
    assert gc.isenabled()


def test_a_wrong_option_leaves_the_collector_on(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["play"])  # no mission
    assert "MISSION" in capsys.readouterr().err
    assert gc.isenabled()


def test_a_collector_kept_off_by_the_caller_stays_off(monkeypatch) -> None:
    monkeypatch.setattr(content_checks, "run_missions", lambda folder: 0)
    gc.disable()
    cli.main(["missions"])
    assert not gc.isenabled()
    collector.first_frame_painted()
    assert not gc.isenabled() and gc.get_freeze_count() == 0


@pytest.mark.asyncio
async def test_the_title_screen_painted_turns_it_back_on(tmp_path) -> None:
    with collector.paused():
        app = make_app(save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.wait_for_refresh()  # the first frame painted
            assert isinstance(app.screen, TitleScreen)
            assert gc.isenabled()
            assert gc.get_freeze_count() > 0  # what started the app is frozen


@pytest.mark.asyncio
async def test_the_game_screen_painted_turns_it_back_on(tmp_path) -> None:
    decks = builtin_decks()
    loaded = load_mission(MISSION, decks)
    header = new_header(loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=1)
    with collector.paused():
        session, _events = Session.start(loaded, header, tmp_path)
        app = make_app(session=session, save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.wait_for_refresh()  # the first frame painted, as the title's test waits
            assert isinstance(app.screen, GameScreen)
            assert gc.isenabled() and gc.get_freeze_count() > 0


@pytest.mark.asyncio
async def test_the_young_generation_is_collected_less_often_once_the_app_runs(
    tmp_path,
) -> None:
    """A key's frame, which makes a few thousand objects, meets no
    collection of Python's own: Activate's at 160×50 is one."""
    from tests.tui.test_app import session_for, step
    from wolfenstein_tui.tui.keys.foresight import WORK_AHEAD_AFTER

    _young, *older = gc.get_threshold()
    with collector.paused():
        app = make_app(session=session_for(MISSION, tmp_path))
        async with app.run_test(size=(160, 50)) as pilot:
            await pilot.pause()
            await app.wait_for_refresh()
            assert gc.get_threshold() == (collector.YOUNG_THRESHOLD, *older)
            await pilot.pause(WORK_AHEAD_AFTER * 4)  # the young garbage collected ahead
            app.screen.work_ahead_soon = lambda: None  # type: ignore[method-assign]
            with collections_seen() as collected:
                await step(pilot, "enter")
            assert app.screen.session.state.active_hero == "klaus"
            assert collected == []


def test_an_app_run_by_a_test_freezes_nothing() -> None:
    """Outside the command line's pause, the first frame changes nothing."""
    threshold = gc.get_threshold()
    collector.first_frame_painted()
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert gc.get_threshold() == threshold
