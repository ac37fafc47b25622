"""Keys never go astray: a key typed while the game screen changes mode goes
where the new mode sends it. The keys are posted in one burst, as a
terminal delivers what a quick player types, before the app has handled the
first; then each key is checked to have done its new mode's work."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events

from tests.tui.test_app import session_for, step
from tests.tui.test_key_bar import footer_of
from wolfenstein_tui.engine.state.commands import EndActivation, Move
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.dialogs import MessageDialog

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"


def burst(app, *keys: str) -> None:
    """Post the keys at once: none is handled before the last is queued."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))


@pytest.mark.asyncio
async def test_x_then_three_moves_in_one_burst_move_the_map_cursor(tmp_path: Path) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await step(pilot, "enter")  # Klaus activates, on A12
        start = screen.session.state.heroes["klaus"].square
        burst(app, "x", "k", "k", "k")
        await pilot.pause()
        await pilot.pause()
        assert screen.map_has_keys
        assert screen.looking == (start[0], start[1] - 3)
        assert screen.session.state.heroes["klaus"].square == start  # nothing played


@pytest.mark.asyncio
async def test_escape_then_down_and_enter_play_the_second_action(tmp_path: Path) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await step(pilot, "enter")
        await step(pilot, "x")
        second = screen.commands[1]
        assert isinstance(second, Move)
        burst(app, "escape", "down", "enter")
        await pilot.pause()
        await pilot.pause()
        assert not screen.map_has_keys
        assert screen.session.state.heroes["klaus"].square == second.to


@pytest.mark.asyncio
async def test_keys_after_activate_go_to_the_new_list(tmp_path: Path) -> None:
    """Enter (Activate) and a quick Enter: the second plays the first line of
    the activation's list, a cheap move, not a line of the list before."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        burst(app, "enter", "enter")
        await pilot.pause()
        await pilot.pause()
        state = screen.session.state
        assert state.active_hero == "klaus"
        assert state.heroes["klaus"].square != (0, 11)  # moved from its spawn, A12


@pytest.mark.asyncio
async def test_the_map_cursor_ends_with_the_activation(tmp_path: Path) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await step(pilot, "enter")
        await step(pilot, "x")
        assert screen.looking is not None
        end = next(c for c in screen.commands if isinstance(c, EndActivation))
        screen.select(screen.commands.index(end))
        await pilot.pause()
        if isinstance(app.screen, MessageDialog):
            await step(pilot, "enter")  # yes, lose the AP
        await pilot.pause()
        assert screen.session.state.active_hero is None
        assert screen.looking is None and screen.action_list.has_focus


@pytest.mark.asyncio
async def test_one_meaning_per_key_in_every_mode_of_the_key_bar(tmp_path: Path) -> None:
    """The keys the bar lists in the actions' mode and the map cursor's
    each do one thing: the log is g in every mode, and l, one of the
    cursor's hjkl, never opens it."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        meanings: dict[str, set[str]] = {}

        def note() -> None:
            for key in footer_of(app).shown():
                meanings.setdefault(key.key, set()).add(key.action)

        note()
        await step(pilot, "enter")
        note()
        await step(pilot, "x")
        assert screen.looking is not None
        note()
        assert {key for key, actions in meanings.items() if len(actions) > 1} == set()
        assert meanings["g"] == {"focus_log"} and "l" not in meanings
        await step(pilot, "l")  # right, on the map: no log
        assert screen.looking == (1, 11) and app.screen is screen
        await step(pilot, "escape", "g")
        assert app.screen is not screen  # the log


@pytest.mark.asyncio
async def test_the_map_cursor_takes_the_keys_without_moving_the_focus(tmp_path: Path) -> None:
    """x and Escape change the mode, not the focus: a move of the focus
    repaints the whole screen in Textual, and the player waits for that
    frame. The map's heavy frame and the action list's grey highlight say
    which part reads the keys."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await step(pilot, "enter")
        actions = screen.action_list
        assert screen.focused is actions and not screen.map_has_keys
        await step(pilot, "x")
        assert screen.focused is actions and screen.map_has_keys
        assert screen.board_view.has_class("-has-keys") and actions.keys_lent
        assert screen.board_view.styles.border_top[0] == "heavy"
        await step(pilot, "escape")
        assert screen.focused is actions and not screen.map_has_keys
        assert not screen.board_view.has_class("-has-keys")
        assert not actions.keys_lent
        assert screen.board_view.styles.border_top[0] == "round"


def _backgrounds(strip) -> set:  # type: ignore[no-untyped-def]
    return {style.bgcolor for _text, style, _control in strip if style is not None}


@pytest.mark.asyncio
async def test_the_lent_list_greys_its_highlighted_line_and_keeps_its_styles(
    tmp_path: Path,
) -> None:
    """While the map cursor has the keys, the action list's highlighted
    line is drawn in the colours of a list without the focus, and only
    that line: drawn, not restyled (the list's classes stay as they are,
    so Textual does not apply the stylesheet to it again)."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await step(pilot, "enter")
        actions = screen.action_list
        classes = set(actions.classes)
        cursor = actions.get_component_rich_style("option-list--option-highlighted").bgcolor
        grey = actions.get_component_rich_style("action-list--keys-lent").bgcolor
        assert cursor != grey
        before = [actions.render_line(y) for y in range(3)]
        assert cursor in _backgrounds(before[0]) and grey not in _backgrounds(before[0])
        await step(pilot, "x")
        lent = [actions.render_line(y) for y in range(3)]
        assert _backgrounds(lent[0]) == {grey}
        assert [line.text for line in lent] == [line.text for line in before]
        assert lent[1:] == before[1:]
        assert set(actions.classes) == classes
        await step(pilot, "escape")
        assert [actions.render_line(y) for y in range(3)] == before


@pytest.mark.asyncio
async def test_tab_from_the_actions_lists_the_map_cursor_s_keys_at_once(tmp_path: Path) -> None:
    """Tab opens the map cursor on a target as x does: the key bar lists the
    cursor's keys in the same frame, not the actions' ones."""
    from tests.tui.test_play_screen import WORKED, game
    from wolfenstein_tui.engine.state.commands import StartActivation

    session = game(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))  # in reach of a target (R-ATK-1)
    app = make_app(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        await step(pilot, "x")
        cursor_keys = [key.action for key in footer_of(app).shown()]
        await step(pilot, "escape")
        assert [key.action for key in footer_of(app).shown()] != cursor_keys
        await step(pilot, "tab")
        assert screen.map_has_keys
        assert [key.action for key in footer_of(app).shown()] == cursor_keys


def _drawn(actions) -> list[list[tuple[str, object]]]:  # type: ignore[no-untyped-def]
    """The list's lines in view as the screen has them now (Textual's kept
    drawing of each line, drawn again only where something asked for it)."""
    lines = actions.render_lines(actions.region.reset_offset)
    return [[(seg.text, seg.style) for seg in line] for line in lines]


def _drawn_afresh(actions) -> list[list[tuple[str, object]]]:  # type: ignore[no-untyped-def]
    actions.refresh()
    return _drawn(actions)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_lending_the_keys_redraws_every_line_of_the_highlighted_action(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """x draws only the highlighted action's lines again, in the lent
    colours, and Escape draws them back: whichever action is highlighted
    (the list scrolled to reach it, or the action wrapped on two lines),
    the screen then shows what a whole new drawing of the list would."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        await step(pilot, "enter")  # Klaus activates: his actions listed
        actions = screen.action_list
        grey = actions.get_component_rich_style("action-list--keys-lent").bgcolor
        wrapped = scrolled = 0
        for index in range(len(actions.commands)):
            actions.highlighted = index
            await pilot.pause()
            await step(pilot, "x")
            assert actions.keys_lent
            lent = _drawn(actions)
            assert lent == _drawn_afresh(actions)
            shown = [
                y
                for y, line in enumerate(lent)
                if any(s is not None and s.bgcolor == grey for _t, s in line)
            ]
            assert shown  # the highlighted action is in view, grey
            wrapped += len(shown) > 1
            scrolled += actions.scroll_offset.y > 0
            await step(pilot, "escape")
            assert not actions.keys_lent
            assert _drawn(actions) == _drawn_afresh(actions)
        if size == (80, 24):  # both cases met: the list scrolls, an action wraps
            assert scrolled and wrapped
