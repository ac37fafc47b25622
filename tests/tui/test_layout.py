"""The play screen's layout at 80×24, 100×30, 120×40, 160×50 and 200×60:
what gives where (tui/map/layout.py), the hero's whole card and the log in view
at every size, the detail panel that says when it goes on, no big empty
columns or lines beside the map on wide terminals, and the compact map's
two-letter marks kept beside walls."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tui.test_play_screen import M01, game, region_text, screen_text, view
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.layout import controls_height, plan
from wolfenstein_tui.tui.map.map_window import COMPACT, FULL
from wolfenstein_tui.tui.widgets.detail_panel import MORE, DetailPanel
from wolfenstein_tui.words.actions.labels import HERO_MARKS

SIZES = [(80, 24), (100, 30), (120, 40), (160, 50), (200, 60)]
WIDE = SIZES[2:]
BOARD = (20, 13)  # mission 1


def size_id(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


# --- the plan --------------------------------------------------------------------


def test_at_80x24_the_map_keeps_16_by_10_squares() -> None:
    """The body of an 80×24 screen (less the status's 2 lines and the
    footer) leaves the compact map 16 columns by 10 rows at least."""
    sizes = plan((80, 21), BOARD)
    assert sizes.compact and sizes.main_width is None and sizes.map_height is None
    columns = (80 - sizes.side_width - COMPACT.label - 1) // COMPACT.square_width
    rows = 21 - 9 - 1 - COMPACT.header  # less the actions and the map's frame
    assert columns >= 16 and rows >= 10


@pytest.mark.parametrize("size", WIDE, ids=size_id)
def test_wide_terminals_give_the_map_what_it_needs_and_the_rest_to_the_log(size) -> None:
    """The whole map is drawn (full size when it fits), its column no wider
    than the drawing or the room the actions need, its height the
    drawing's: the side (hero, log) and the actions take the rest."""
    width, height = size[0], size[1] - 3
    sizes = plan((width, height), BOARD)
    geometry = COMPACT if sizes.compact else FULL
    assert sizes.main_width is not None and sizes.side_width is None
    assert sizes.main_width >= geometry.width(BOARD[0])
    assert sizes.map_height == geometry.height(BOARD[1]) + 1
    assert not sizes.compact or width < 160  # full size from 160 columns


@given(
    st.integers(min_value=60, max_value=260),
    st.integers(min_value=18, max_value=90),
    st.integers(min_value=4, max_value=40),
    st.integers(min_value=4, max_value=30),
)
@settings(max_examples=200, deadline=None)
def test_the_plan_never_asks_for_more_than_the_body(width, height, columns, rows) -> None:
    """Whatever the terminal and the board: the map's column and the side
    share the width, the map's height leaves the actions their lines, and
    a map drawn whole fits its column."""
    sizes = plan((width, height), (columns, rows))
    geometry = COMPACT if sizes.compact else FULL
    if sizes.main_width is not None:
        assert sizes.main_width <= width - 40
        assert geometry.width(columns) <= sizes.main_width
    else:
        assert sizes.side_width is not None and sizes.side_width < width
    if sizes.map_height is not None:
        assert sizes.map_height + controls_height(height) <= height
        assert geometry.height(rows) + 1 == sizes.map_height


# --- on screen ---------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=size_id)
async def test_card_lines_status_actions_and_log_are_all_in_view(tmp_path: Path, size) -> None:
    """B.J. acts: his whole card is inside its panel and on screen, one line
    for each other hero, the status, the action list and at least three
    lines of the log, whose newest entry is drawn."""
    session = game(M01, tmp_path)
    session.play(StartActivation("blazkowicz"))
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        card = screen.query_one("#hero-card")
        assert card.region.bottom <= size[1] - 1  # above the footer
        assert card.region.height == card.virtual_size.height  # nothing cut
        drawn = "".join(region_text(app, "#hero-card").split())
        assert "B.J.Blazkowicz" in drawn and "Abilities:" in drawn
        lines = region_text(app, "#hero-lines")
        for first in ("Klaus", "Anya", "Max"):
            assert sum(f" {first} HP " in line for line in lines.split("\n")) == 1
        log = screen.query_one("#log")
        assert log.region.height >= 4  # its frame and three lines
        assert "activates" in region_text(app, "#log").replace("\n", "")
        assert screen.query_one("#actions").region.height >= 4
        text = screen_text(app)
        assert "Round 1/" in text and "Kill the officer" in text
        window = view(app).window
        # Ten lines for the rows: when the map is cut above, the first one
        # names what lies there (tui/map/map_edges.py).
        assert window.columns >= 16 and window.rows + window.top >= 10


@pytest.mark.asyncio
async def test_a_status_that_wraps_leaves_the_map_its_ten_rows(tmp_path: Path) -> None:
    """A 3-seat game with named players and noise: the status takes three
    lines at 80×24; the actions give up a line or two, the map keeps 10
    rows and the log its lines."""
    loaded = load_mission(M01, builtin_decks())
    seats = (("klaus", "blazkowicz"), ("anya",), ("max",))
    header = new_header(
        loaded, seats, seed=1, player_names=("Annemarie", "Bartholomew", "Cordelia")
    )
    session, _ = Session.start(loaded, header, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.screen.query_one("#status").region.height >= 3
        window = view(app).window
        # Ten lines for the rows: when the map is cut above, the first one
        # names what lies there (tui/map/map_edges.py).
        assert window.columns >= 16 and window.rows + window.top >= 10
        assert app.screen.query_one("#log").region.height >= 4
        assert app.screen.query_one("#actions").region.height >= 4


@pytest.mark.asyncio
@pytest.mark.parametrize("size", WIDE, ids=size_id)
async def test_no_big_empty_columns_or_lines_beside_the_map(tmp_path: Path, size) -> None:
    """On wide terminals the map is drawn whole, its column is at most a
    few columns wider than the drawing (room for whole action lines), and
    its panel is as tall as the drawing."""
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        board_view = view(app)
        window = board_view.window
        assert (window.columns, window.rows) == BOARD
        drawn = board_view.text.plain.split("\n")
        region = board_view.content_region
        assert region.height == len(drawn)
        assert region.width - max(len(line) for line in drawn) <= 12
        side = app.screen.query_one("#side").region
        assert side.right == size[0] and side.x == board_view.region.right


@pytest.mark.asyncio
async def test_the_detail_says_when_it_goes_on_and_scrolls_with_keys(tmp_path: Path) -> None:
    """At 80×24 a long detail (a card's text) is cut by its panel: the
    panel's frame says there is more, shift+↓ scrolls down to the rest."""
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        actions = screen.action_list
        detail = screen.query_one("#detail", DetailPanel)
        long = next(
            i
            for i in range(len(actions.labels))
            if len(str(actions.detail(session.rules, session.state, i)).splitlines()) > 6
        )
        actions.highlighted = long
        await pilot.pause()
        await pilot.pause()
        assert detail.lines_below() > 0 and detail.border_title == MORE
        assert MORE in screen_text(app)
        while detail.lines_below():
            before = detail.first_shown
            await pilot.press("shift+down")
            await pilot.pause()
            assert detail.first_shown > before
        await pilot.pause()
        assert detail.border_title != MORE


# --- the compact map's marks -----------------------------------------------------------


def m01_rules() -> Rules:
    return Rules(load_mission(M01, builtin_decks()))


def test_a_hero_beside_a_wall_keeps_both_letters(tmp_path: Path) -> None:
    """Klaus arrives on A12, a wall on his left: the compact map still shows
    "Kl" (in the place of the open edge on his right)."""
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    text = render_compact(session.rules, session.state).plain.split("\n")
    assert text[12].startswith("12 │Kl")


def test_marks_side_by_side_beside_a_wall_all_keep_both_letters(tmp_path: Path) -> None:
    """Klaus stays on A12 (a wall on his left), B12 holds the spawn token hC
    and B.J. stands on C12: the three marks move right together, each over
    its right edge, so none is cut and every one stays over its square
    (it once drew "│KhCBJ", Klaus cut and the others a column left)."""
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    state = copy.deepcopy(session.state)
    state.heroes["blazkowicz"].square = (2, 11)
    row = render_compact(session.rules, state).plain.split("\n")[12]
    assert row.startswith("12 │KlhCBJ· ")
    state.heroes["klaus"].square = (3, 11)  # A12 empty again: its token hA
    state.heroes["anya"].square = (1, 11)
    state.heroes["blazkowicz"].square = (2, 11)
    row = render_compact(session.rules, state).plain.split("\n")[12]
    assert row.startswith("12 │hAAnBJKl")


@given(st.data())
@settings(max_examples=60, deadline=None)
def test_figures_marks_stay_readable_and_rows_keep_their_width(tmp_path_factory, data) -> None:
    """Heroes put anywhere on mission 1's map: every row is as wide as the
    geometry says (so squares stay where the labels are), and a hero whose
    left or right edge is open shows both letters of its mark."""
    session = game(M01, tmp_path_factory.mktemp("game"))
    rules = session.rules
    board = rules.board
    squares = [sq for sq in board.squares() if board.on_map(sq)]
    chosen = data.draw(st.lists(st.sampled_from(squares), min_size=4, max_size=4, unique=True))
    state = copy.deepcopy(session.state)
    for hero, square in zip(state.heroes.values(), chosen, strict=True):
        hero.square = square
    lines = render_compact(rules, state).plain.split("\n")
    width = COMPACT.width(board.width)
    assert all(len(line) == width for line in lines[1 : board.height + 1])
    for hero, (column, row) in zip(state.heroes.values(), chosen, strict=True):
        mark = HERO_MARKS[hero.id]
        line = lines[row + 1]
        x = 3 + 2 * column
        left_open = line[x] not in "│D'#"
        right_open = line[x + 2] not in "│D'#" if column + 1 < board.width else False
        if (left_open or right_open) and not _crowded(state, (column, row)):
            assert mark in line[x : x + 3], (mark, line, column)


def _crowded(state, square) -> bool:
    """A neighbour in the same row with a mark of its own may take the one
    free edge: both heroes then share it, one of them keeps one letter."""
    column, row = square
    return any(
        h.square in ((column - 1, row), (column + 1, row), (column + 2, row))
        for h in state.heroes.values()
    )
