"""Validation of the ASCII map drawing (R-MAP-1, R-MAP-2, R-MOVE-4).

A problem in the drawing is located at the file line and column of the
offending character, wherever the `map: |` block sits and however it is
indented.
"""

from __future__ import annotations

import pytest

# The wall line above the cell block and its first row, in the starter.
CELLS = "   +-+-+-+-+D+-+-+-+-+-+-+-+\n  |d d d d d|"
DOOR_LINE = "  +-+-+D+-+-+-+-+-+-+D+D+-+-+-+-+-+B+-+-+-+"
BOTTOM_LINE = "  +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\n"


def test_tab_character(lab):
    text = lab.edit(CELLS, CELLS.replace("|d d d d d|", "|d d\td d|"))
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "\t")
    assert problem.message == "tab character in the map; use spaces"


def test_tab_character_with_deeper_indentation(lab):
    """The column is counted from the start of the file line, whatever the
    block's indentation."""
    text = lab.tiny.replace("\n  ", "\n      ").replace("|a aDb b|", "|a aD\tb|")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "\t")
    assert problem.column == 6 + 5 + 1


def test_undeclared_zone_key(lab):
    """R-MAP-2: every square belongs to a zone declared under `zones:`."""
    text = lab.edit(CELLS, CELLS.replace("|d d d d d|", "|d d q d d|"))
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "q")
    assert problem.message == "zone key 'q' is not declared under 'zones:'"


@pytest.mark.parametrize("char", ["D", "*", "+", "A"])
def test_bad_character_at_a_square_position(lab, char):
    text = lab.edit(CELLS, CELLS.replace("|d d d d d|", f"|d d {char} d d|"))
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, f"|d d {char}", offset=5)
    assert problem.message.startswith(f"{char!r} at a square position; squares hold a zone key")


@pytest.mark.parametrize("char", ["*", "d", "+", "X"])
def test_bad_character_at_an_edge_position(lab, char):
    text = lab.edit(CELLS, CELLS.replace("|d d d d d|", f"|d d d{char}d d|"))
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, f"|d d d{char}", offset=6)
    assert problem.message.startswith(f"{char!r} at an edge position; edges hold a space")


def test_bad_character_at_a_corner_position(lab):
    text = lab.edit(DOOR_LINE, DOOR_LINE.replace("+-+-+D", "+-*-+D", 1))
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "*")
    assert problem.message.startswith("'*' at a corner position (where edges meet")
    # the drawing's own 0-based coordinates must not leak into the message
    assert "even" not in problem.message


def test_shifted_row_puts_doors_on_corners(lab):
    """Dropping the first character of a wall line shifts every door onto a
    corner and every corner onto an edge; each is reported where it stands."""
    shifted = "  " + DOOR_LINE[3:]
    text = lab.edit(DOOR_LINE, shifted)
    line = lab.where(text, shifted)[0]
    problems = lab.problems(text)
    assert {p.line for p in problems} == {line}
    corners = [(p.line, p.column) for p in problems if "at a corner position" in p.message]
    expected = [(line, column + 1) for column, ch in enumerate(shifted) if ch in "DB"]
    assert corners == expected
    assert all(p.message.endswith("Is this row shifted?") for p in problems)
    assert any(p.message.startswith("'D' at a corner position") for p in problems)
    assert any(p.message.startswith("'+' at an edge position") for p in problems)


@pytest.mark.parametrize(
    ("old", "new", "needle", "kind"),
    [
        (
            BOTTOM_LINE,
            BOTTOM_LINE.replace("+-+-+-+-+-+", "+-+-+-+-+D+", 1),
            "D+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\n",
            "door",
        ),
        (
            "  |x x x x x x x x x x x x x x x x x x x x|\n  +     ",
            "  Bx x x x x x x x x x x x x x x x x x x x|\n  +     ",
            "Bx x",
            "barricade",
        ),
        # a gap between two rooms is no square either
        (
            "|a a a a a a| |b b b b b b| |c c c c c c|\n  +-+-+D",
            "|a a a a a aD |b b b b b b| |c c c c c c|\n  +-+-+D",
            "D |b",
            "door",
        ),
    ],
    ids=["bottom-outline", "left-outline", "beside-a-gap"],
)
def test_door_on_the_outline(lab, old, new, needle, kind):
    """R-MOVE-4, R-MAP-1: a door or barricade sits on the edge between two
    squares; the outline of the map is a wall with no square beyond it."""
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle)
    assert problem.message == (
        f"a {kind} must sit between two squares of the map; this one has no square on one side"
    )


def test_declared_zone_without_square(lab):
    """R-MAP-2: a declared zone must have squares; located at its key under
    `zones:`, and reported once (not also as unreachable)."""
    text = lab.edit(
        "  z: {name: Lower Hall, kind: corridor}\n",
        "  z: {name: Lower Hall, kind: corridor}\n  w: {name: Nowhere, kind: room}\n",
    )
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "w: {name: Nowhere")
    assert problem.message == "zone 'w' is declared but has no square on the map"


def test_even_number_of_lines(lab):
    """The last wall line is missing: reported on the drawing's last line."""
    text = lab.edit(
        "  |z z z z z z z z z z z z z z z z z z z z|\n" + BOTTOM_LINE,
        "  |z z z z z z z z z z z z z z z z z z z z|\n",
    )
    problem = lab.only_problem(text)
    last = lab.where(text, "  |z z z", occurrence=2)
    assert (problem.line, problem.column) == (last[0], last[1] + 2)
    assert problem.message.startswith("the map has 26 lines; it must alternate edge lines")


def test_map_too_small(lab):
    text = lab.edit(lab.tiny_map_block, "map: |\n  +-+-+\n  |a b|\n", lab.tiny)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "+-+-+")
    assert problem.message == "the map needs at least one row of squares inside a frame"


@pytest.mark.parametrize(
    "block",
    [
        "quoted",
        "map: '+-+-+-+-+\n\n  |a a|b b|\n\n  +   +   +\n\n  |a aDb b|\n\n  +-+-+-+-+'\n",
    ],
    ids=["double-quoted", "single-quoted"],
)
def test_map_not_written_as_a_literal_block(lab, block):
    block = lab.quoted_map if block == "quoted" else block
    text = lab.edit(lab.tiny_map_block, block, lab.tiny)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "map: ", offset=5)
    assert problem.message.startswith("draw the map as a literal block: write 'map: |'")


def test_folded_map_is_not_a_literal_block(lab):
    text = lab.edit("map: |", "map: >", lab.tiny)
    problems = lab.problems(text)
    place = lab.where(text, "map: ", offset=5)
    # One clear message, not a flood of complaints about the lost line breaks.
    assert [(p.line, p.column) for p in problems] == [place]
    assert problems[0].message.startswith("draw the map as a literal block")


def test_tiny_mission_is_valid(lab):
    """Sanity check of the helpers: the tiny mission is valid as written."""
    assert lab.problems(lab.tiny) == []


def test_zone_drawn_in_two_pieces(lab):
    """R-MAP-2: a zone is one tile, so its squares must touch each other."""
    text = lab.edit("|a aDb b|", "|a aDb a|", lab.tiny)
    problems = lab.problems(text)
    assert [(p.line, p.column) for p in problems] == [lab.where(text, "  a: {name", offset=2)]
    assert "zone 'a' is drawn in separate pieces (e.g. D2" in problems[0].message


def test_digit_zone_key_written_bare_is_accepted(lab):
    """`1:` loads as a number in YAML; a digit is a valid zone key all the same."""
    text = lab.edit("  b: {name: East Room", "  1: {name: East Room", lab.tiny)
    text = text.replace("|a a|b b|", "|a a|1 1|").replace("|a aDb b|", "|a aD1 1|")
    text = text.replace("    zone: b", '    zone: "1"')
    assert lab.problems(text) == []
