"""What keeps the app quick changes its speed only, never what a player
sees: the map drawn line by line looks as Textual draws it, the map's runs
of styles look as a span per square did, unchanged panels keep their text,
and `wolfenstein` alone paints its title before loading the game's content."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from rich.style import Style
from rich.text import Text
from textual.content import Content
from textual.strip import Strip
from textual.visual import Visual
from textual.widgets import Static

from tests.engine.games import ROOT
from tests.tui.test_app import session_for
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.map.board_text import render_board
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.widgets.map_view import BoardView

STARTER = ROOT / "missions" / "m01-radio-silence.yaml"


def _whole_drawing(board: BoardView) -> list[Strip]:
    """The map's lines put together, drawn by Textual at once (as a Static
    of that text draws it)."""
    content = Content.from_rich_text(board.text, console=board.app.console)
    width, height = board.size
    return Visual.to_strips(board, content, width, height, board.visual_style)


def _map_lines_match_textual(screen: GameScreen) -> int:
    board = screen.query_one("#map", BoardView)
    whole = _whole_drawing(board)
    width = board.size.width
    # The map shows the part of the drawing that fits (below it, blank lines).
    drawn = min(board.size.height, len(board.lines))
    convert = board._converter(board.app.ansi_theme, board.app.console)
    for y in range(drawn):
        # Every line of the map is drawn the quick way (line_view.py).
        quick = board._quick_strip(board.lines[y], y, width, board.visual_style, convert)
        assert quick is not None, f"line {y}"
        assert _segments(quick) == _segments(whole[y]), f"line {y}"
        line = board.render_line(y)
        assert _segments(line) == _segments(whole[y]), f"line {y}"
        assert board.render_line(y) is line  # drawn once, then kept
    assert board.render_line(drawn).text.strip() == ""
    return drawn


def _segments(strip: Strip) -> list[tuple[str, Style | None, object, object]]:
    """Each segment's text, rich style (compared with ==) and offsets."""
    return [
        (text, style, None if style is None else style.meta.get("offset"), control)
        for text, style, control in strip
    ]


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_map_drawn_line_by_line_is_what_textual_draws(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        # 80×24: the compact map, ten rows of squares or more under the letters.
        assert _map_lines_match_textual(app.screen) > 10
        await pilot.press("enter")  # Klaus arrives: the map shows him and his moves
        await pilot.press("home", "down", "down", "enter")  # and he moves
        await pilot.pause()
        assert app.screen.session.state.heroes["klaus"].square is not None
        _map_lines_match_textual(app.screen)


@pytest.mark.asyncio
@pytest.mark.parametrize("variant", ["default", "light", "no_color", "ansi"])
@pytest.mark.parametrize("zoom", ["+", "-"])
@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_map_s_lines_are_textual_s_drawing_segment_for_segment(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    zoom: str,
    variant: str,
) -> None:
    """Every line of the real map, in both zooms, under the default and a
    light theme, with NO_COLOR and with the terminal's own ANSI colours, is
    drawn alone into the very segments Textual draws of the whole map: the
    same text, rich styles and offsets."""
    if variant == "no_color":
        monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if variant == "light":
            app.theme = "textual-light"
        elif variant == "ansi":
            app.ansi_color = True
        await pilot.press("enter", zoom)
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        assert board.compact is (zoom == "-")
        if variant == "no_color":
            assert app.no_color
        assert len(board.lines) >= 8
        assert _map_lines_match_textual(app.screen) >= 8


def _styles(text: Text) -> list[str]:
    """The style of each character (a span's style is added to those before it)."""
    styles = [""] * len(text.plain)
    for span in text.spans:
        for index in range(span.start, span.end):
            styles[index] = f"{styles[index]} {span.style}".strip()
    return styles


@pytest.mark.asyncio
async def test_the_map_has_few_style_runs_and_reverses_only_marks_and_the_active_hero(
    tmp_path: Path,
) -> None:
    session = session_for(STARTER, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Klaus arrives and is active
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        rules, state = session.rules, session.state
        marked = {c.to: "2" for c in screen.commands if getattr(c, "kind", "") == "move"}
        assert marked
        text = render_board(rules, state, marked)
        # One span per square and edge was ~750 spans; runs of one style are ~200.
        assert len(text.spans) < 300
        lines = text.plain.split("\n")
        styles = _styles(text)
        starts = [0]
        for line in lines:
            starts.append(starts[-1] + len(line) + 1)
        reversed_at = {i for i, style in enumerate(styles) if "reverse" in style}
        expected = set()
        klaus = state.heroes["klaus"].square
        for column, row in [*marked, klaus]:
            start = starts[2 + 2 * row] + 3 + 4 * column + 1
            expected |= set(range(start, start + 3))
        assert reversed_at == expected


@pytest.mark.asyncio
async def test_panels_that_did_not_change_are_not_given_their_text_again(
    tmp_path: Path,
) -> None:
    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        panels = ("#status", "#hero-card", "#hero-lines")
        before = {name: screen.query_one(name, Static).content for name in panels}
        map_lines = screen.query_one("#map", BoardView).lines
        screen.refresh_view()
        for name in panels:
            assert screen.query_one(name, Static).content is before[name], name
        assert screen.query_one("#map", BoardView).lines is map_lines


def test_the_title_screen_needs_neither_the_content_models_nor_the_engine(tmp_path: Path) -> None:
    """`wolfenstein` alone imports the command line and the app, and nothing
    of pydantic, YAML, the decks or the rules engine, before its first frame."""
    code = (
        "import sys; import wolfenstein_tui.app.cli as cli, wolfenstein_tui.tui.app as app; "
        # the command line's own path to the title screen, the app not run
        "app.make_app = lambda **_: type('A', (), {'run': lambda s: None, 'return_code': 0})(); "
        "assert cli.main([]) == 0; "
        "print(' '.join(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pydantic', 'yaml') or m.startswith(('wolfenstein_tui.engine.rules.referee', "
        "'wolfenstein_tui.content.loading.library', 'wolfenstein_tui.play.session')))))"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT, env=env
    )
    assert result.stdout.split() == []


def test_the_game_screen_opens_without_what_it_opens_later(tmp_path: Path) -> None:
    """`wolfenstein play` builds its game screen without the help, the nazi
    phase's playback, the campaigns (none in the save folder), the joined
    games, the simulator, the game's summary, the dialogs (a question, a
    failed save), the title screen, the replay viewer's command, the rules
    reference (read for a refusal) and Textual's RichLog (with rich's
    pretty-printer, which it imports): each is imported when it is first
    used, RichLog by the replay viewer only (the message log draws its own
    lines)."""
    code = (
        "import sys; from wolfenstein_tui.app.cli import parser, play; from pathlib import Path; "
        "from wolfenstein_tui.tui.app import screen_for; "
        f"folder = Path({str(tmp_path / 'saves')!r}); "
        "args = parser.build_parser().parse_args(['play', 'm01-radio-silence', '--seed', '1', "
        "'--save-dir', str(folder)]); "
        "session = play.start_game(args); "
        "screen = screen_for(session, folder); session.close(); "
        "print(type(screen).__name__, ' '.join(sorted(m for m in sys.modules if m in ("
        "'wolfenstein_tui.tui.screens.help', 'wolfenstein_tui.tui.screens.nazi_phase', "
        "'wolfenstein_tui.play.campaign', 'wolfenstein_tui.play.joined', "
        "'wolfenstein_tui.engine.players.simulate', 'wolfenstein_tui.tui.presenters.summary', "
        "'wolfenstein_tui.tui.screens.save_failed', 'textual.widgets._rich_log', "
        "'rich.pretty', 'wolfenstein_tui.content.records.rulebook', "
        "'wolfenstein_tui.tui.screens.dialogs', 'wolfenstein_tui.tui.screens.title', "
        "'wolfenstein_tui.app.cli.replay'))))"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT, env=env
    )
    assert result.stdout.split() == ["GameScreen"]
