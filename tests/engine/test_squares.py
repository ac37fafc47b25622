"""Square names as players say them: column letters then a row number, A1 at
the top left; columns run A..Z, AA, AB, ... like a spreadsheet."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wolfenstein_tui.content.records.squares import (
    column_index,
    column_letters,
    parse_square,
    square_name,
)


def test_a1_is_the_top_left_square() -> None:
    assert parse_square("A1") == (0, 0)
    assert square_name((0, 0)) == "A1"


def test_column_then_row() -> None:
    assert parse_square("B3") == (1, 2)
    assert parse_square("C2") == (2, 1)
    assert square_name((1, 2)) == "B3"
    assert parse_square("B12") == (1, 11)


@pytest.mark.parametrize(
    ("column", "letters"),
    [
        (0, "A"),
        (1, "B"),
        (25, "Z"),
        (26, "AA"),
        (27, "AB"),
        (51, "AZ"),
        (52, "BA"),
        (701, "ZZ"),
        (702, "AAA"),
    ],
)
def test_spreadsheet_columns(column: int, letters: str) -> None:
    assert column_letters(column) == letters
    assert column_index(letters) == column
    assert parse_square(f"{letters}1") == (column, 0)
    assert square_name((column, 0)) == f"{letters}1"


def test_lowercase_and_surrounding_spaces_are_accepted() -> None:
    assert parse_square("b7") == (1, 6)
    assert parse_square(" AA10 ") == (26, 9)


@pytest.mark.parametrize("bad", ["1A", "A0", "", "a-1", "A", "7", "A-1", "A1B", "A 1", "Ä1"])
def test_bad_names_raise_value_error(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_square(bad)


def test_non_string_raises_value_error() -> None:
    with pytest.raises(ValueError):
        parse_square(None)  # type: ignore[arg-type]


def test_negative_column_has_no_letters() -> None:
    with pytest.raises(ValueError):
        column_letters(-1)


@settings(deadline=None)
@given(st.integers(min_value=0, max_value=20_000), st.integers(min_value=0, max_value=999))
def test_names_round_trip(column: int, row: int) -> None:
    name = square_name((column, row))
    assert parse_square(name) == (column, row)
    assert parse_square(name.lower()) == (column, row)


@settings(deadline=None)
@given(st.integers(min_value=0, max_value=20_000))
def test_column_letters_are_ordered_like_a_spreadsheet(column: int) -> None:
    # Longer names come later; names of one length sort alphabetically.
    here, after = column_letters(column), column_letters(column + 1)
    assert (len(here), here) < (len(after), after)
