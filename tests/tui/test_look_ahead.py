"""What x would show is worked out once the frame after an action is drawn:
what the active hero's square sees (R-LOS-1), the map drawn with it, cut
for the map's window and drawn for the terminal, and the square's card. x,
which opens the map cursor on that square, finds it ready instead of doing
it in its own frame, and shows exactly what it would have shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_app import session_for, step
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.foresight import WORK_AHEAD_AFTER
from wolfenstein_tui.tui.screens import map_cursor
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.widgets.detail_panel import PanelLines
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
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        square = screen.session.state.heroes["klaus"].square
        assert square == parse_square("C12")
        before = squares_said._seen.cache_info()
        await step(pilot, "x")
        after = squares_said._seen.cache_info()
        assert screen.looking == square
        assert after.misses == before.misses  # traced before x, not by x
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


async def x_after_a_move(app, looked_ahead: bool) -> tuple[object, int]:
    """The map's lines and the detail panel after Klaus's first move then
    x, as the terminal gets them (their text and styles), and how many of
    the map's and the detail's lines x's frame drew: with the look ahead,
    or without it."""
    drawn: list[int] = []
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        if not looked_ahead:
            screen.look_ahead = lambda: None
        await step(pilot, "enter")  # Klaus activates, on A12
        await step(pilot, "enter")  # the first action: Move to C12
        await pilot.pause(WORK_AHEAD_AFTER * 3)
        board = screen.board_view
        for lines in (board, screen.query_one(PanelLines)):  # the map's, the detail's
            draw = lines._drawn_line

            def counted(*args, draw=draw):
                drawn.append(args[1])
                return draw(*args)

            lines._drawn_line = counted
        await step(pilot, "x")
        assert screen.looking == parse_square("C12")
        shown = [
            [
                [(segment.text, segment.style) for segment in widget.render_line(y)]
                for y in range(widget.size.height)
            ]
            for widget in (board, screen.query_one(PanelLines))
        ]
        return shown, len(drawn)


@pytest.mark.asyncio
async def test_x_shows_what_it_showed_without_the_look_ahead_and_draws_no_line(
    tmp_path: Path,
) -> None:
    ahead = make_app(session=session_for(M01, tmp_path / "ahead"))
    not_ahead = make_app(session=session_for(M01, tmp_path / "not-ahead"))
    screen, drawn = await x_after_a_move(ahead, looked_ahead=True)
    expected, drawn_by_x = await x_after_a_move(not_ahead, looked_ahead=False)
    assert screen == expected
    assert drawn_by_x > 0  # the cursor's map differs from the move's
    assert drawn == 0  # every line of them was drawn ahead


@pytest.mark.asyncio
async def test_the_cursor_s_view_is_worked_out_again_for_new_keys(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The card names the keys of the square's other actions: the same
    state offered again (after an undo) may number its actions anew."""
    made: list[object] = []
    card = map_cursor.cursor_card

    def counted(*args, **kwargs):
        made.append(args)
        return card(*args, **kwargs)

    monkeypatch.setattr(map_cursor, "cursor_card", counted)
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await step(pilot, "enter")  # Klaus activates, on A12
        square = parse_square("A12")
        screen.cursor_view(square)
        made.clear()
        screen.cursor_view(square)
        assert made == []  # kept for the state, its actions and their keys
        screen.action_list.keys = dict(screen.action_list.keys)  # numbered anew
        screen.cursor_view(square)
        assert len(made) == 1
