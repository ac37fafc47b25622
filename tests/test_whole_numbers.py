"""Whole numbers as a player types them: the digits 0 to 9 only, and no
more of them than a count or a seed needs (`base/whole_numbers.py`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.base.whole_numbers import MOST_DIGITS, whole_number


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("12", 12),
        (" 7 ", 7),
        ("007", 7),
        ("", None),
        ("-1", None),
        ("1.5", None),
        ("\u00b2", None),  # a digit `int` refuses
        ("\u0663", None),  # a digit `int` reads, not 0 to 9
        ("9" * (MOST_DIGITS + 1), None),
        ("x", None),
    ],
)
def test_a_whole_number_is_read_or_refused(typed: str, read: int | None) -> None:
    assert whole_number(typed) == read


@given(st.text())
def test_any_text_is_read_or_refused_never_raised(typed: str) -> None:
    """What `int` would refuse ("²", 5,000 digits) is refused here, never
    raised: a field or a command would stop the program."""
    read = whole_number(typed)
    assert read is None or ((read >= 0 and str(read) == typed.strip().lstrip("0")) or read == 0)


def test_a_problems_place_reads_a_numbered_key_from_ascii_digits_only() -> None:
    """A mission's problem is located by following pydantic's path through
    the file's data: a key written 1 is found by "1"; a part "²" is no key
    of the data, and stops nothing."""
    from wolfenstein_tui.content.records.messages import resolve_path

    assert resolve_path({1: {"name": "x"}}, ["1", "name"]) == (1, "name")
    assert resolve_path({"zones": {}}, ["zones", "\u00b2"]) == ("zones",)


@pytest.mark.parametrize("name", ["A" + "9" * 5000, "AAAAA1", "A10000"])
def test_a_square_name_too_long_for_any_map_is_no_square(name: str) -> None:
    """R-MAP: a map is at most 64 squares a side; `look A999…` (5,000
    digits) said Python's own words about reading long numbers."""
    from wolfenstein_tui.content.records.squares import parse_square

    with pytest.raises(ValueError, match="is not a square name"):
        parse_square(name)
    assert parse_square("BL64") == (63, 63)
