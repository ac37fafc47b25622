"""The `?` help's map legend is written for players and stays true: its
example is drawn by the game's own drawing code, and every mark its
sentences name is in that drawing (the overlays' marks in the drawing
code), in every language; no drawing-code words ("Each square is `EM`")."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.base import i18n
from wolfenstein_tui.tui.keys.game_help import game_help
from wolfenstein_tui.tui.map import map_legend

TUI = Path(map_legend.__file__).parent.parent


def test_every_mark_of_the_board_is_in_the_drawn_example() -> None:
    full, small = map_legend.example_boards()
    for marks, _words in map_legend.MARKS:
        for mark in marks.split():
            assert mark in full or mark in small, mark
    for mark, _words in map_legend.SMALL_MAP_MARKS:
        assert mark in small, mark
    assert "s1" in full and "K+" in full and "Kl*" in full


def test_every_overlay_mark_is_drawn_by_the_drawing_code() -> None:
    code = "".join(
        (TUI / name).read_text(encoding="utf-8")
        for name in ("map/board_text.py", "map/board_compact.py", "playback/nazi_playback.py")
    )
    for marks, _words in map_legend.OVERLAY_MARKS:
        for mark in marks.split():
            if not mark.isdigit():
                assert mark in code, mark


def test_every_nazi_letter_is_the_maps() -> None:
    from wolfenstein_tui.words.actions.labels import ENEMY_MARKS

    said = map_legend.nazi_letters()
    assert said[0] == "s Soldier" and said[-1] == "P Panzerhund (on 2×2 squares)"
    assert all(
        ENEMY_MARKS[kind] + " " in line
        for kind, line in zip(map_legend.NAZI_TYPES, said, strict=True)
    )


@pytest.mark.parametrize("lang", ["en", "fr", "it", "es", "pl"])
def test_the_help_shows_the_legend_in_players_words(lang: str) -> None:
    i18n.set_language(lang)
    try:
        text = game_help()
    finally:
        i18n.set_language("en")
    full, _small = map_legend.example_boards()
    assert full.splitlines()[1].strip() in text
    assert "`EM`" not in text and "docstring" not in text
    if lang != "en":
        i18n.set_language(lang)
        try:
            door = i18n._("an open door")
        finally:
            i18n.set_language("en")
        assert door != "an open door" and door in text
