"""A save path in the narrow log panel breaks after a "/", never inside a
folder's or the file's name (at 80 columns it once read
"…radio-silence.js" / "onl")."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console
from rich.text import Text

from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import M01
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.widgets.message_log import MessageLog
from wolfenstein_tui.tui.widgets.path_breaks import paths_broken

PATH = "/home/ann/.local/share/wolfenstein/saves/20261128-012847-m01-radio-silence.jsonl"


def drawn(text: Text, width: int) -> list[str]:
    console = Console(width=width, color_system=None)
    with console.capture() as capture:
        console.print(paths_broken(text, width))
    return capture.get().splitlines()


@pytest.mark.parametrize("width", [40, 52, 64])
def test_a_long_path_breaks_after_a_slash(width: int) -> None:
    text = Text("Game saved as you play in ", style="dim") + Text(PATH, style="bold")
    lines = drawn(text, width)
    assert lines[0].rstrip() == "Game saved as you play in"
    path_lines = [line.rstrip() for line in lines[1:]]
    assert "".join(path_lines) == PATH
    assert all(line.endswith("/") for line in path_lines[:-1]), path_lines
    assert path_lines[-1] == PATH.rsplit("/", 1)[1]  # the file's name whole
    assert all(len(line) <= width for line in lines)


def test_a_name_longer_than_the_line_breaks_after_a_hyphen() -> None:
    lines = [line.rstrip() for line in drawn(Text("Saved in " + PATH), 30)]
    name = PATH.rsplit("/", 1)[1]
    assert lines[:3] == ["Saved in", "/home/ann/.local/share/", "wolfenstein/saves/"]
    assert lines[3:] == ["20261128-012847-m01-radio-", "silence.jsonl"]  # at its "-"
    assert "".join(lines[3:]) == name


def test_short_words_and_paths_that_fit_are_left_alone() -> None:
    text = Text("Saved in /tmp/a.jsonl and more words")
    assert paths_broken(text, 80) is text
    assert drawn(Text("no path here at all, just words"), 12)[0] == "no path here"


@pytest.mark.asyncio
async def test_the_log_panel_at_80x24_keeps_the_save_file_s_name_whole(tmp_path: Path) -> None:
    deep = tmp_path / ".local/share/wolfenstein/saves"
    session = session_for(M01, deep)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause(0.2)
        log = app.screen.query_one(MessageLog)
        log.settle()
        lines = [strip.text.rstrip() for strip in log.lines]
        path = str(session.path)
        first = next(i for i, line in enumerate(lines) if line.startswith(path[:10]))
        shown = [line.strip() for line in lines[first:]]
        ends = next(i for i in range(len(shown)) if "".join(shown[: i + 1]) == path)
        assert all(line[-1] in "/-_" for line in shown[:ends]), shown
        assert all(len(line) <= log.scrollable_content_region.width for line in lines)
