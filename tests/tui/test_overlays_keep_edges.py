"""Overlays never erase the board: every overlay (a square in sight, a
move's path, the cursor, the reachable squares with their AP cost, a nazi's
walk) drawn over every kind of edge (wall, closed and open door, barricade,
zone border, difficult ground) leaves the edge's glyph where it was, and
shows the move cost, also on a square in sight. On every built-in map,
with its doors closed and then open, compact and full size."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text

from tests.engine.games import ROOT
from tests.tui.test_app import session_for
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import Overlay, _cells, render_board

MISSIONS = sorted((ROOT / "missions").glob("*.yaml"))
EDGE_GLYPHS = "│D'#┆=-≠~"
"""Compact glyphs of edges (and difficult ground) that an overlay must keep."""
WALL_BELOW = "▁"
COST = "3"


def empty_squares(rules: Rules, state: GameState) -> list[Square]:
    cells = _cells(rules, state)
    board = rules.board
    return [
        (column, row)
        for row in range(board.height)
        for column in range(board.width)
        if board.on_map((column, row)) and (column, row) not in cells
    ]


def overlays(squares: list[Square]) -> dict[str, Overlay]:
    every = frozenset(squares)
    return {
        "sight": Overlay(seen=every),
        "path": Overlay(path=every),
        "cursor": Overlay(cursor=squares[len(squares) // 2]),
        "reach": Overlay(),
        "walk": Overlay(trail=tuple((square, "→") for square in squares)),
    }


def underlined(line: Text, x: int) -> bool:
    return any(start <= x < end and "underline" in str(style) for start, end, style in line.spans)


def lines_of(text: Text) -> list[Text]:
    return text.split("\n", allow_blank=True)


def states(path: Path, tmp_path: Path) -> list[tuple[str, Rules, GameState]]:
    session = session_for(path, tmp_path)
    closed = session.state
    opened = closed.clone()
    opened.closed_doors = set()
    return [("doors closed", session.rules, closed), ("doors open", session.rules, opened)]


@pytest.mark.parametrize("mission", MISSIONS, ids=lambda p: p.stem)
def test_compact_overlays_keep_every_edge_and_show_the_cost(mission: Path, tmp_path: Path) -> None:
    for doors, rules, state in states(mission, tmp_path):
        squares = empty_squares(rules, state)
        marked = {square: COST for square in squares}
        bare = lines_of(render_compact(rules, state))
        for name, overlay in overlays(squares).items():
            for costs in ({}, marked):
                drawn = lines_of(render_compact(rules, state, costs, overlay))
                where = f"{mission.stem}, {doors}, {name}, costs {bool(costs)}"
                for row, (before, after) in enumerate(zip(bare, drawn, strict=True)):
                    for x, glyph in enumerate(before.plain):
                        shown = after.plain[x]
                        if glyph in EDGE_GLYPHS:
                            assert shown == glyph, f"{where}: line {row} col {x} lost {glyph!r}"
                        elif glyph == WALL_BELOW:
                            # A note over a wall below is underlined, as a
                            # figure over a wall is.
                            assert shown == glyph or underlined(after, x), (
                                f"{where}: line {row} col {x} lost the wall below"
                            )
                # Every reachable square shows its cost, in sight or not.
                if costs and name in ("sight", "reach"):
                    for column, row in squares:
                        line = drawn[row + 1].plain
                        x = 3 + 2 * column
                        assert COST in line[x : x + 3], (
                            f"{where}: no cost shown at {column},{row}: {line!r}"
                        )


@pytest.mark.parametrize("mission", MISSIONS[:3], ids=lambda p: p.stem)
def test_full_map_overlays_keep_every_edge_and_show_the_cost(mission: Path, tmp_path: Path) -> None:
    for doors, rules, state in states(mission, tmp_path):
        squares = empty_squares(rules, state)
        marked = {square: COST for square in squares}
        bare = lines_of(render_board(rules, state))
        for name, overlay in overlays(squares).items():
            drawn = lines_of(render_board(rules, state, marked, overlay))
            for index, (before, after) in enumerate(zip(bare, drawn, strict=True)):
                edge_line = index % 2 == 1 or index == 0
                for x, glyph in enumerate(before.plain):
                    if edge_line or x < 3 or (x - 3) % 4 == 0:
                        assert after.plain[x] == glyph, f"{mission.stem} {doors} {name} {index}:{x}"
            if name in ("sight", "reach"):
                for column, row in squares:
                    x = 3 + 4 * column + 1
                    assert COST in drawn[2 + 2 * row].plain[x : x + 3], (
                        f"{mission.stem} {doors} {name}: no cost at {column},{row}"
                    )


def test_difficult_ground_with_a_wall_under_it_shows_both(tmp_path: Path) -> None:
    """I6 on the starter map is difficult ground (1 AP more, R-MOVE) with a
    wall under it: the small map draws its ~ underlined, the underline
    telling the wall as under a figure, bare and under every overlay."""
    session = session_for(ROOT / "missions" / "m01-radio-silence.yaml", tmp_path)
    rules, state = session.rules, session.state
    square = (8, 5)  # I6
    assert square in rules.board.difficult
    x = 4 + 2 * square[0]  # the row's label, then each square's edge and mark
    for name, overlay in overlays([square]).items():
        for costs in ({}, {square: COST}):
            line = lines_of(render_compact(rules, state, costs, overlay))[square[1] + 1]
            if name == "cursor":  # the cursor's square shows the cursor
                continue
            assert line.plain[x] == "~", f"{name}, costs {bool(costs)}: {line.plain!r}"
            assert underlined(line, x), f"{name}, costs {bool(costs)}: the wall is lost"


def test_a_cost_beside_a_door_stays_apart_from_the_next_cost(tmp_path: Path) -> None:
    """R-MOVE-1's costs on the compact map: a square with a door under it
    shows its cost in an edge beside it; beside another square's cost
    ("2" then "3") the two would read as one number, 23, so the cost takes
    the square's other edge when that one is free and apart."""
    _doors, rules, state = states(ROOT / "missions" / "m01-radio-silence.yaml", tmp_path)[0]
    bare = lines_of(render_compact(rules, state))
    found = 0
    for column, row in empty_squares(rules, state):
        x = 3 + 2 * column + 1  # the square's own character
        line = bare[row + 1].plain
        if x + 2 >= len(line):
            continue
        beside = line[x - 2] + line[x + 2]
        if line[x] != "=" or line[x - 1] + line[x + 1] != "  " or not set(beside) <= set("·▁"):
            continue
        marked = {(column - 1, row): "2", (column, row): "3"}
        drawn = lines_of(render_compact(rules, state, marked, Overlay()))[row + 1].plain
        assert drawn[x - 2 : x + 2] == "2 =3", drawn
        found += 1
    assert found  # mission 1 has such doors
