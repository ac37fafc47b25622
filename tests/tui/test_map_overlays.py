"""What the map shows while a player chooses: a move's path, attack targets
with the card of the one highlighted, line of sight in look mode, and the
card of whatever is under the mouse."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import ARENA
from tests.tui.test_app import WORKED, session_for, step
from wolfenstein_tui.engine.state.commands import Attack, Move, StartActivation
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.map.board_text import render_board
from wolfenstein_tui.tui.map.previews import overlay_for, preview
from wolfenstein_tui.tui.screens.game import BoardView, GameScreen
from wolfenstein_tui.words.actions.labels import figure_name
from wolfenstein_tui.words.board.squares_said import seen_from


def highlight(screen: GameScreen, kind: type) -> int:
    index = next(i for i, c in enumerate(screen.commands) if isinstance(c, kind))
    screen.query_one("#actions").highlighted = index
    return index


def detail_text(screen: GameScreen) -> str:
    return str(screen.query_one("#detail").content)


@pytest.mark.asyncio
async def test_highlighting_an_attack_marks_the_targets_and_shows_the_enemy_card(
    tmp_path: Path,
) -> None:
    """R-ATK-1/R-LOS: the targets offered are those in range and sight; the
    highlighted one is marked apart and its card shown with the odds. c
    shows the whole card of the enemy the highlighted attack aims at; with
    no attack highlighted, of the first enemy the hero can attack."""
    session = session_for(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        index = highlight(screen, Attack)
        await pilot.pause()
        attack = screen.commands[index]
        target = session.state.enemies[attack.target]
        assert target.square in screen.overlay.chosen_target
        assert screen.overlay.chosen_target <= screen.overlay.targets
        assert "HP" in detail_text(screen) and "armor" in detail_text(screen)
        label = str(screen.query_one("#actions").get_option_at_index(index).prompt)
        assert "dice" in label and "kill" in label
        board = render_board(session.rules, session.state, overlay=screen.overlay).plain
        assert "◂" in board
        await step(pilot, "c")
        name = figure_name(session.rules, session.state, attack.target)
        assert detail_text(screen).startswith(name)
        highlight(screen, Move)
        await step(pilot, "c")
        first = next(c for c in screen.commands if isinstance(c, Attack))
        assert detail_text(screen).startswith(
            figure_name(session.rules, session.state, first.target)
        )


@pytest.mark.asyncio
async def test_highlighting_a_move_draws_its_path(tmp_path: Path) -> None:
    """R-MOVE: the path shown is the one the engine takes, with its cost."""
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await step(pilot, "enter")  # Klaus arrives on A1
        screen = app.screen
        index = highlight(screen, Move)
        await pilot.pause()
        move = screen.commands[index]
        assert move.to in screen.overlay.path
        assert detail_text(screen).startswith("Path: A1 → ")


@pytest.mark.asyncio
async def test_look_mode_shows_line_of_sight_from_the_cursor(tmp_path: Path) -> None:
    """R-LOS: the squares marked seen are exactly those in line of sight; the
    cursor moves with the arrows and Escape gives the keys back."""
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await step(pilot, "enter")  # Klaus arrives on A1
        screen = app.screen
        await step(pilot, "x")
        assert screen.looking == (0, 0)
        await step(pilot, "right", "right", "down")
        assert screen.looking == (2, 1)
        expected = seen_from(session.rules, session.state, (2, 1))
        # The cursor also shows what Enter would do there: Klaus's path to C2.
        assert screen.overlay.cursor == (2, 1) and screen.overlay.seen == expected
        assert (2, 1) in screen.overlay.path and "Enter: Move to C2" in detail_text(screen)
        assert (9, 0) not in expected  # behind the wall of the small room
        assert "C2 · Big Room (room)" in detail_text(screen)
        assert f"Sees {len(expected)} squares" in detail_text(screen)
        board = render_board(session.rules, session.state, overlay=screen.overlay).plain
        assert "[·]" in board and "◦" in board
        await step(pilot, "escape")
        # The cursor and what it saw go; the highlighted action's marks (a
        # move's path) and its detail are shown again.
        assert screen.looking is None and screen.overlay.cursor is None
        assert screen.overlay.seen == frozenset()
        highlighted = screen.action_list.highlighted
        assert screen.overlay == overlay_for(
            session.rules, session.state, screen.action_list, highlighted
        )
        _, detail = preview(session.rules, session.state, screen.action_list, highlighted)
        assert detail is not None and detail.plain in detail_text(screen)
        assert screen.query_one("#actions").has_focus


@pytest.mark.asyncio
async def test_the_mouse_over_a_square_shows_its_card(tmp_path: Path) -> None:
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        view = screen.query_one("#map", BoardView)
        offset = view.offset_of((2, 2))
        assert offset is not None
        await pilot.hover("#map", offset=offset)  # C3: the event token
        await pilot.pause()
        assert "C3" in detail_text(screen) and "event token" in detail_text(screen)


@pytest.mark.asyncio
async def test_refused_actions_are_listed_with_the_rule_that_forbids_them(tmp_path: Path) -> None:
    """R-ATK-2 / R-LOS-1 / R-AP-2: an attack the rules refuse is listed with a
    ✗; highlighting it explains why, Enter plays nothing and says why."""
    session = session_for(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert screen.refusals, "Klaus on his spawn has enemies out of reach"
        index = min(screen.refusals)
        reason = screen.refusals[index]
        assert "R-" not in reason  # the rule follows, in the panel, with its text
        screen.query_one("#actions").highlighted = index
        await pilot.pause()
        detail = detail_text(screen)
        assert detail.startswith("Not now: " + reason)
        assert "R-ATK-2: " in detail or "R-LOS-1: " in detail
        before = session.state
        prompt = str(screen.query_one("#actions").get_option_at_index(index).prompt)
        assert "✗ " in prompt
        await step(pilot, "enter")
        assert session.state is before  # nothing played
        end = next(i for i, c in enumerate(screen.commands) if c.kind == "end_activation")
        assert end == len(screen.commands) - 1  # End still jumps to ending the activation


@pytest.mark.asyncio
async def test_a_number_key_plays_that_action(tmp_path: Path) -> None:
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await step(pilot, "2")  # "2 Activate B.J. Blazkowicz"
        assert session.state.active_hero == "blazkowicz"


@pytest.mark.asyncio
async def test_an_area_item_is_one_line_and_its_square_is_picked_on_the_map(
    tmp_path: Path,
) -> None:
    """R-EQ: a grenade used on a square in reach and sight; the list offers it
    once, the map marks the squares it can land on, Enter throws it."""
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    session.play(StartActivation("klaus"))
    session.record.state.heroes["klaus"].carried.append("stick-grenade")
    app = make_app(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        lines = [i for i, c in enumerate(screen.commands) if c.kind == "use_item"]
        grenade = [i for i in lines if i in screen.square_choices]
        assert len(grenade) == 1
        squares = {c.square for c in screen.square_choices[grenade[0]]}
        assert len(squares) > 1
        screen.query_one("#actions").highlighted = grenade[0]
        await step(pilot, "enter")
        assert screen.picking and screen.looking in squares
        assert screen.overlay.path == frozenset(squares)
        await step(pilot, "escape")
        assert not screen.picking and session.state.heroes["klaus"].carried.count("stick-grenade")
        screen.query_one("#actions").highlighted = grenade[0]
        await step(pilot, "enter")
        target = screen.looking
        await step(pilot, "enter")
        assert "stick-grenade" not in session.state.heroes["klaus"].carried
        assert any(
            '"use_item"' in line and "square" in line
            for line in session.path.read_text().splitlines()
        ), target
