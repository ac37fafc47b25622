"""The training mission: a real mission, validated like the others, kept
out of the campaign, offered on the title screen, with tips that follow
what the player does (pilot), at 80×24 and 160×50."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import (
    TRAINING_ID,
    builtin_mission_files,
    training_mission_file,
)
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.play.campaign import builtin_campaign
from wolfenstein_tui.play.session import latest_save
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.training import TrainingCoach
from wolfenstein_tui.tui.screens import training as training_screen
from wolfenstein_tui.tui.screens.dialogs import MessageDialog
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen
from wolfenstein_tui.tui.screens.training import TrainingGameScreen

SIZES = [(80, 24), (160, 50)]


def test_the_training_mission_validates(capsys) -> None:
    assert main(["validate", str(training_mission_file())]) == 0
    assert "ok" in capsys.readouterr().out
    loaded = load_mission(training_mission_file(), builtin_decks())
    assert loaded.mission.id == TRAINING_ID


def test_the_training_mission_is_not_part_of_the_campaign(capsys) -> None:
    """R-GAME-3: the campaign is m01..m10, in file-name order; training is
    neither in that list nor in `wolfenstein missions`'s numbering."""
    assert training_mission_file() not in builtin_mission_files()
    assert TRAINING_ID not in builtin_campaign()
    assert len(builtin_mission_files()) == 10
    assert main(["missions"]) == 0
    listed = capsys.readouterr().out
    assert "Not part of the campaign: `training`" in listed
    assert "Boot Camp" not in listed.split("Not part of the campaign")[0]


def test_the_training_mission_is_played_to_a_win(capsys) -> None:
    """A real mission: the smart hero player plays it to its end, and wins."""
    path = str(training_mission_file())
    assert main(["simulate", "--mission", path, "--games", "4", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "4 games of Boot Camp" in out and "win rate      100.0%" in out


def test_the_coach_follows_events_not_time() -> None:
    coach = TrainingCoach()
    state = load_state()
    coach.hear([], state)
    assert coach.current().key == "activate"
    coach.hear([], state)  # nothing done: the same tip
    assert coach.current().key == "activate"
    coach.hear(
        [Event(EventKind.MOVED, {"hero": "klaus", "path": ["C4"], "cost": 1})], state
    )  # done ahead of its turn
    coach.hear([Event(EventKind.ACTIVATION_STARTED, {"hero": "klaus", "ap": 6})], state)
    assert coach.current().key == "door"
    coach.hear([Event(EventKind.NOISE, {"zone": "a", "reason": "gunfire"})], state)
    assert coach.current().key == "noise"  # what just happened, until the next decision
    coach.hear([], state)
    assert coach.current().key == "door"
    coach.skip()
    assert coach.current().key == "attack"
    coach.off = True
    assert coach.tip() is None


def load_state():
    from wolfenstein_tui.engine.rules.referee import Rules, Setup

    decks = builtin_decks()
    rules = Rules(load_mission(training_mission_file(), decks), decks)
    state, _ = rules.new_game(Setup(seats=(("klaus", "blazkowicz", "anya", "max"),)))
    return state


async def step(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES)
async def test_the_title_offers_training_and_its_tips_follow_the_player(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(training_screen, "new_seed", lambda: 3)
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "9")  # Training
        screen = app.screen
        assert isinstance(screen, TrainingGameScreen)
        assert latest_save(tmp_path) is not None

        def tip() -> str:
            return str(screen.query_one("#training-tip").content)

        async def play(kind: str, check=lambda c: True) -> None:
            index = next(
                i
                for i, c in enumerate(screen.commands)
                if c.kind == kind and check(c) and i not in screen.refusals
            )
            await step(pilot, *["down"] * index, "enter")

        assert "Activating a hero" in tip()
        await pilot.pause(0.3)
        assert "Activating a hero" in tip()  # no timer moves it on
        await play("start_activation")
        assert "Moving" in tip()
        await play("move", lambda c: c.to == (3, 1))  # next to the farmhouse door
        assert "Opening a door" in tip()
        await play("open_door")
        assert "Attacking, with the odds" in tip()
        await play("attack")
        while app.screen is not screen:  # a question about the dice, if any
            await step(pilot, "enter")
        # With this seed the guard falls: danger rises (R-DANGER-1), and the
        # tip tells about it until the next decision.
        assert screen.session.state.danger > 0
        assert "Danger: Danger went up" in tip()
        await step(pilot, "t")  # skipped
        assert "Danger:" not in tip() and "Training" in tip()
        await step(pilot, "T")
        assert screen.query_one("#training-tip").has_class("hidden")


@pytest.mark.asyncio
async def test_the_nazi_phase_tip_comes_after_the_first_nazi_phase(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(training_screen, "new_seed", lambda: 3)
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await step(pilot, "9")
        screen = app.screen
        for _ in range(4):  # each hero activates and ends at once
            await step(pilot, "enter")
            await step(pilot, "end", "enter")
            if isinstance(app.screen, MessageDialog):
                await step(pilot, "enter")  # yes, lose the AP
        for _ in range(20):
            if isinstance(app.screen, NaziPhaseScreen):
                await step(pilot, "s")
            if app.screen is screen:
                break
            await step(pilot, "enter")
        assert app.screen is screen
        assert "The nazi phase" in str(screen.query_one("#training-tip").content)
