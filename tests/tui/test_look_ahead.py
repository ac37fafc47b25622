"""What the active hero's square sees is worked out once the frame after an
action is drawn, so that x, which opens the map cursor on that square and
shows what it sees (R-LOS-1), finds it ready instead of tracing its lines
of sight in its own frame."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_app import session_for, step
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.map_cursor import LOOK_AHEAD_AFTER
from wolfenstein_tui.words.board import squares_said

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"


@pytest.mark.asyncio
async def test_x_after_a_move_finds_what_the_hero_s_new_square_sees(tmp_path: Path) -> None:
    squares_said._seen.cache_clear()  # nothing looked from yet, in this process either
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await step(pilot, "enter")  # Klaus activates, on A12
        await step(pilot, "enter")  # the first action: Move to C12
        await pilot.pause(LOOK_AHEAD_AFTER * 3)
        square = screen.session.state.heroes["klaus"].square
        assert square == parse_square("C12")
        before = squares_said._seen.cache_info()
        await step(pilot, "x")
        after = squares_said._seen.cache_info()
        assert screen.looking == square
        assert after.misses == before.misses  # traced before x
        assert after.hits == before.hits + 1
        # The cursor shows it: the squares it sees are marked on the map.
        assert screen.overlay.seen == squares_said.seen_from(
            screen.session.rules, screen.session.state, square
        )


@pytest.mark.asyncio
async def test_nothing_is_worked_out_ahead_while_the_cursor_is_open(tmp_path: Path) -> None:
    """With the cursor open, the square it is on is the one being looked
    from: nothing else is traced behind the player's back."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await step(pilot, "enter")  # Klaus activates, on A12
        await step(pilot, "x")
        squares_said._seen.cache_clear()
        screen.look_ahead()
        assert squares_said._seen.cache_info().currsize == 0
