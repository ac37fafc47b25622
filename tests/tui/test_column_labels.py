"""Past Z the compact map's two-letter column names never run together
("ZAAABAC" read as nothing): every other column is named, a blank between
two names, and every name read off the line is a real column's, in order
and above its own column."""

from __future__ import annotations

import re

from wolfenstein_tui.content.records.squares import column_index, column_letters
from wolfenstein_tui.tui.map.board_text import column_label


def test_the_compact_header_past_z_reads_as_separate_names() -> None:
    header = "".join(column_label(column, 2) for column in range(40))
    assert "ZAA" not in header and "AAAB" not in header
    names = [(m.start(), m.group()) for m in re.finditer(r"[A-Z]+", header)]
    columns = [column_index(name) for _start, name in names]
    assert columns == sorted(columns) and len(set(columns)) == len(columns)
    assert [column_letters(c) for c in range(26)] == [n for _s, n in names[:26]]
    for start, name in names:  # each name ends at its column's right character
        assert (start + len(name) - 1) // 2 == column_index(name)
    assert len([c for c in columns if c >= 26]) == 7  # AB, AD, ... AN


def test_wide_columns_keep_every_name() -> None:
    header = "".join(column_label(column, 4) for column in range(30))
    assert re.findall(r"[A-Z]+", header) == [column_letters(c) for c in range(30)]
