"""The whole board, always accounted for: at every size, in the game screen,
the replay viewer and the nazi phase, every figure and spawn of mission 1
is either drawn on the map or named at the edge it lies beyond (the line
above the column letters, the line under the map, the strip beside its
row), and the map says where it is cut. m shows the whole board and
returns."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len

from tests.engine.games import ROOT
from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import to_the_nazi_phase
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.map.board_compact import render_compact, shorten, spills_of
from wolfenstein_tui.tui.map.board_text import figures_on
from wolfenstein_tui.tui.map.map_edges import (
    CUT_LEFT,
    CUT_RIGHT,
    DOWN,
    LEFT,
    RIGHT,
    UP,
    beyond,
    edge_lines,
)
from wolfenstein_tui.tui.map.map_window import COMPACT, Window, cut_lines, split_lines
from wolfenstein_tui.tui.replay_app import make_replay_app
from wolfenstein_tui.tui.screens.board.whole_map import WholeMapScreen
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.words.actions.labels import ENEMY_MARKS

M01 = ROOT / "missions" / "m01-radio-silence.yaml"
SIZES = [(80, 24), (120, 40), (200, 60)]


def unaccounted(view: BoardView) -> list[str]:
    """The figures of the map's own list that are neither drawn in its
    window nor named at the right edge; and any line the widget cuts."""
    lines = view.text.plain.split("\n")
    problems = []
    if len(lines) > view.size.height:
        problems.append(f"{len(lines)} lines in a map {view.size.height} high")
    problems += [
        f"line {y} is cut: {line!r}"
        for y, line in enumerate(lines)
        if cell_len(line) > view.size.width
    ]
    window, edges = view.window, view.edges
    g = window.geometry
    top = " ".join(lines[: edges.margins.top]).split()
    bottom = " ".join(lines[len(lines) - edges.margins.bottom :] if edges.margins.bottom else [])
    x0, y0 = window.origin
    for squares, mark, _style in view.figures():
        shown = [square for square in squares if window.contains(square)]
        if shown:
            offset = window.offset_of(shown[0])
            assert offset is not None
            x, y = offset
            if mark[0] not in lines[y][max(0, x - 1) : x + 1]:
                problems.append(f"{mark} at {shown[0]} is not drawn: {lines[y]!r}")
            continue
        rows = [row for _column, row in squares]
        if max(rows) < y0:
            where, named = "above", top
        elif min(rows) >= y0 + window.rows:
            where, named = "below", bottom.split()
        else:
            row = max(y0, min(rows))
            line = lines[window.top + g.header + g.lead + (row - y0) * g.square_height]
            start = g.label + window.left + window.columns * g.square_width + 1
            left, right = line[g.label : g.label + window.left], line[start:]
            beyond_left = max(column for column, _row in squares) < x0
            side = left if beyond_left else right
            where, named = (
                f"beside row {row + 1}",
                side.replace(LEFT, " ").replace(RIGHT, " ").split(),
            )
            # Named there only: not half drawn at the map's cut edge, and
            # the arrow a space away from the map.
            edge = g.label + window.left if beyond_left else start - 1
            half = mark[-1] if beyond_left else mark[0]
            if line[edge] == half and (
                beyond_left or min(c for c, _r in squares) == x0 + window.columns
            ):
                problems.append(f"{mark} beside row {row + 1} is half drawn: {line!r}")
            arrow = side.find(LEFT if beyond_left else RIGHT)
            if beyond_left and side[arrow + 1 : arrow + 2] != " ":
                problems.append(f"◀ touches the map beside row {row + 1}: {line!r}")
            if not beyond_left and (arrow < 1 or side[arrow - 1] != " "):
                problems.append(f"▶ touches the map beside row {row + 1}: {line!r}")
        if mark not in named:
            problems.append(f"{mark} at {squares[0]} is not named {where}: {named}")
    return problems


def check_accounted(view: BoardView, rules, state) -> None:
    """Every enemy and nazi spawn is in the map's list, and every figure of
    the list is drawn or named at its edge."""
    marks = {mark for _squares, mark, _style in view.figures()}
    for enemy in state.enemies.values():
        expected = ENEMY_MARKS.get(enemy.type, enemy.type[0]) + enemy.id.rsplit("-", 1)[-1]
        assert any(mark.startswith(expected) for mark in marks), (expected, marks)
    for kind, label in rules.board.tokens.values():
        if kind is TokenKind.NAZI_SPAWN:
            assert f"n{label}" in marks
    assert unaccounted(view) == []


def game_view(app) -> BoardView:
    return app.screen.query_one("#map", BoardView)


def test_a_figure_beyond_a_cut_is_never_half_drawn_at_the_map_s_edge(tmp_path: Path) -> None:
    """The compact map draws a figure's two letters over an open edge of its
    square (`·s1`): the edge it shares with the square before (or after).
    Cut there, the window used to show the first letter of a figure out of
    view against the strip that names it (`·m▶ m1`), or the last letter of
    one beyond the left cut. Over every window of mission 1's compact map,
    the cut edges show edges; the figures beyond are only named."""
    session = session_for(M01, tmp_path)
    rules, state = session.rules, session.state
    drawing = render_compact(rules, state)
    lines = split_lines(drawing)
    width, height = rules.board.width, rules.board.height
    at: dict[Square, str] = {}
    for squares, mark, _style in figures_on(rules, state):
        for square in squares:
            at[square] = shorten(mark, 2)
    before = after = 0
    for columns in range(4, width):
        for x0 in range(width - columns + 1):
            window = Window(COMPACT, (x0, 0), columns, height)
            old = cut_lines(lines, window)
            new = cut_lines(lines, window, spills=spills_of(drawing))
            for row in range(height):
                line, was = new[1 + row].plain, old[1 + row].plain
                for outside, edge, letter in (
                    ((x0 - 1, row), 3, -1),
                    ((x0 + columns, row), len(line) - 1, 0),
                ):
                    mark = at.get(outside)
                    if mark is None or not 0 <= outside[0] < width or edge < 3:
                        continue
                    inside = (x0 if letter < 0 else x0 + columns - 1, row)
                    if mark.strip()[letter] in at.get(inside, ""):
                        continue  # the letter may be the one in view's own
                    before += was[edge] == mark.strip()[letter]
                    after += line[edge] == mark.strip()[letter]
    assert before > 0  # the scan meets the case it is about
    assert after == 0


def test_beyond_sorts_figures_by_the_edge_they_lie_beyond() -> None:
    window = Window(COMPACT, (2, 2), 3, 3)
    figures = (
        (((0, 0),), "P1", ""),
        (((3, 6),), "nB", ""),
        (((0, 3),), "s2", ""),
        (((7, 4), (8, 4)), "m1", ""),
        (((3, 3),), "Kl", ""),
    )
    out = beyond(window, figures)
    assert [mark for _s, mark, _st in out.above] == ["P1"]
    assert [mark for _s, mark, _st in out.below] == ["nB"]
    assert [mark for _s, mark, _st in out.left[3]] == ["s2"]
    assert [mark for _s, mark, _st in out.right[4]] == ["m1"]


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_game_screen_accounts_for_every_figure(tmp_path: Path, size) -> None:
    session = session_for(M01, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        view = game_view(app)
        check_accounted(view, session.rules, session.state)
        if size == (80, 24):
            # Mission 1 is 20×13: the map is cut, and says so.
            plain = view.text.plain
            assert UP in plain and (CUT_RIGHT in plain or RIGHT in plain)
        await pilot.press("1")  # Klaus arrives
        await pilot.pause()
        check_accounted(view, session.rules, session.state)
        # The cursor to the far corner: the window follows, the rest is named.
        await pilot.press("x", *["right"] * 20, *["up"] * 13)
        await pilot.pause()
        check_accounted(view, session.rules, session.state)
        if size == (80, 24):
            plain = view.text.plain
            assert DOWN in plain and (CUT_LEFT in plain or LEFT in plain)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_replay_viewer_uses_the_game_map_and_accounts_for_every_figure(
    tmp_path: Path, size
) -> None:
    session = session_for(M01, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(EndActivation("klaus"))
    app = make_replay_app(session.path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        view = screen.query_one("#map", BoardView)
        for key in ("", "end", "home"):
            if key:
                await pilot.press(key)
                await pilot.pause()
            check_accounted(view, screen.rules, screen.current.state)
            lines = view.text.plain.split("\n")
            header = lines[view.window.top]
            # The column letters and row numbers stay, whatever is in view.
            assert header.split()[0] == "ABCDEFGHIJKLMNOPQRST"[view.window.origin[0]]
        if size == (80, 24):
            window = view.window
            assert window.columns >= 14 and window.rows + window.top >= 8


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_nazi_phase_accounts_for_every_figure(tmp_path: Path, size) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    app.nazi_phase_speed = "step"  # type: ignore[attr-defined]
    async with app.run_test(size=size) as pilot:
        screen = await to_the_nazi_phase(pilot)
        view = screen.query_one("#phase-map", BoardView)
        for _ in range(6):
            await pilot.pause()
            check_accounted(view, screen.rules, screen.playback.board)
            if screen.recap is not None:
                break
            await pilot.press("right")


@pytest.mark.asyncio
async def test_m_shows_the_whole_board_and_comes_back(tmp_path: Path) -> None:
    session = session_for(M01, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # The map is cut at 80×24: its line naming what lies above says the key.
        assert "(m: whole map)" in game_view(app).text.plain
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, WholeMapScreen)
        view = app.screen.query_one(BoardView)
        board = session.rules.board
        assert (view.window.columns, view.window.rows) == (board.width, board.height)
        assert view.edges.margins.top == view.edges.margins.bottom == 0
        assert unaccounted(view) == []
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_nazi_phase_is_laid_out_before_its_first_frame(
    tmp_path: Path, size, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The layout the phase's first frame shows (map beside the text, or
    the text under it, and the map's width) is the one it keeps: set when
    the screen is mounted, before anything is painted, not a moment later."""
    from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

    first: list[tuple[bool, object]] = []
    mounted = NaziPhaseScreen.on_mount

    def on_mount(screen: NaziPhaseScreen) -> None:
        mounted(screen)
        first.append((screen.has_class("-beside"), screen.board_view.styles.width))

    monkeypatch.setattr(NaziPhaseScreen, "on_mount", on_mount)
    app = make_app(session=session_for(M01, tmp_path))
    app.nazi_phase_speed = "step"  # type: ignore[attr-defined]
    async with app.run_test(size=size) as pilot:
        screen = await to_the_nazi_phase(pilot)
        await pilot.pause()
        await pilot.pause()
        assert first == [(screen.has_class("-beside"), screen.board_view.styles.width)]
        if size != (80, 24):
            assert screen.has_class("-beside")


@pytest.mark.asyncio
async def test_the_whole_board_at_one_character_a_square_when_two_do_not_fit(
    tmp_path: Path,
) -> None:
    """Mission 8 (24×14) on 50×20: the compact drawing needs 52 columns, so
    the whole board is drawn one character a square, every figure and spawn
    at its square."""
    session = session_for(ROOT / "missions" / "m08-bevls-laboratory.yaml", tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(50, 20)) as pilot:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WholeMapScreen) and screen.has_class("-tiny")
        tiny = screen.query_one("#whole-tiny")
        lines = str(tiny.render()).split("\n")
        board = session.rules.board
        assert len(lines) == board.height + 1 and tiny.size.height >= len(lines)
        assert all(len(line) <= tiny.size.width for line in lines)
        for squares, mark, _style in screen.figures():
            column, row = squares[0]
            assert lines[row + 1][3 + column] == mark[0], (mark, lines[row + 1])
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


def test_an_edge_names_its_rows_by_number_when_the_words_would_cost_a_line() -> None:
    """The line under the map keeps every figure beyond it on one line when
    the rows' numbers alone leave the room ("▼ 12–13: hA hB …"): a second
    line would take a row of the map."""
    figures = tuple((((0, 12),), mark, "") for mark in ("hA", "hB", "hC", "hD", "m2", "m1"))
    wide = edge_lines(DOWN, (11, 12), figures, 40, hint=False)
    assert [line.plain for line in wide] == ["▼ rows 12–13: hA hB hC hD m2 m1"]
    narrow = edge_lines(DOWN, (11, 12), figures, 28, hint=False)
    assert [line.plain for line in narrow] == ["▼ 12–13: hA hB hC hD m2 m1"]
    one = edge_lines(DOWN, (12, 12), figures, 26, hint=False)
    assert [line.plain for line in one] == ["▼ 13: hA hB hC hD m2 m1"]
    # Too many for one line even so: the words stay, the figures wrap.
    crowded = edge_lines(DOWN, (11, 12), figures * 3, 28, hint=False)
    assert crowded[0].plain.startswith("▼ rows 12–13:") and len(crowded) > 1
    assert sum(line.plain.count("hA") for line in crowded) == 3
