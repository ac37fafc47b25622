"""Contrast you can measure: on the map as the terminal gets it (the map
widget's cells after the app's own filters: ANSI colours made truecolour
for the theme, and NO_COLOR's greys), every character of a figure (each
hero, each enemy class, the friendly bot), a door or a token keeps a
contrast ratio of at least 4.5:1 against its own background (WCAG 2's
relative luminance), in every built-in theme and with NO_COLOR, on the
compact map and the full one."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.theme import BUILTIN_THEMES

from tests.engine.games import ROOT
from tests.tui.test_app import session_for
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import figures_on, render_board
from wolfenstein_tui.tui.map.in_view import hero_spawns
from wolfenstein_tui.tui.widgets.map_view import BoardView

M01 = ROOT / "missions" / "m01-radio-silence.yaml"
MINIMUM = 4.5
MARK_CHARACTERS = "?$◎≈'#=≠-†◂×*"
"""Besides letters and digits: the tokens', the doors' and the marks' signs."""


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def a_table(rules: Rules, state: GameState) -> GameState:
    """Mission 1 with every hero on a spawn (the first one acting), a
    soldier turned into a friendly bot, and the first door open: every
    class of figure, both kinds of door and every token on one board."""
    table = state.clone()
    for hero, square in zip(table.heroes.values(), hero_spawns(rules.board), strict=False):
        hero.square = square
    table.active_hero = next(iter(table.heroes))
    soldier = next(e for e in table.enemies.values() if e.type == "soldier")
    soldier.bot_of = table.active_hero
    table.closed_doors = set(sorted(table.closed_doors)[1:])
    return table


class MapApp(App[None]):
    CSS = "BoardView { width: 1fr; height: 1fr; }"

    def __init__(self, rules: Rules, state: GameState) -> None:
        super().__init__()
        self.rules, self.state = rules, state

    def compose(self) -> ComposeResult:
        board = self.rules.board

        def paint(compact: bool) -> object:
            render = render_compact if compact else render_board
            return render(self.rules, self.state)

        yield BoardView(
            (board.width, board.height), paint, lambda: figures_on(self.rules, self.state)
        )

    def on_mount(self) -> None:
        self.query_one(BoardView).follow([], None)


def rgb(color) -> tuple[int, int, int] | None:
    if color is None or color.triplet is None:
        return None
    return tuple(color.triplet)  # type: ignore[return-value]


def measured(app: MapApp) -> list[tuple[float, str, int, int]]:
    """Each mark character of the map's squares, as the terminal gets it:
    (its contrast, the character, x, y); a character whose colours cannot
    be known (the terminal's default) counts 0."""
    view = app.query_one(BoardView)
    window = view.window
    g = window.geometry
    first_line = window.top + g.header
    first_x = g.label + window.left
    last_x = first_x + window.columns * g.square_width
    background = app.screen.styles.background
    found = []
    for y in range(first_line, first_line + g.lead + window.rows * g.square_height):
        # A bot's + on a row of squares (on the full map's rows of edges, a
        # + is a corner of walls).
        squares_line = (y - first_line - g.lead) % g.square_height == 0
        segments = list(view.render_line(y))
        for line_filter in app._filters:  # the filters the app applies to its output
            if line_filter.enabled:
                segments = line_filter.apply(segments, background)
        x = 0
        for text, style, _control in Segment.filter_control(segments):
            for character in text:
                wanted = (
                    character.isalnum()
                    or character in MARK_CHARACTERS
                    or (character == "+" and squares_line)
                )
                if wanted and first_x <= x <= last_x:
                    fg = rgb(style.color if style else None)
                    bg = rgb(style.bgcolor if style else None)
                    if style is not None and style.reverse:
                        fg, bg = bg, fg
                    ratio = contrast(fg, bg) if fg and bg else 0.0
                    found.append((ratio, character, x, y))
                x += 1
    return found


async def check_every_theme(app: MapApp, pilot, themes) -> dict[str, float]:
    lowest: dict[str, float] = {}
    for theme in themes:
        app.theme = theme
        await pilot.pause()
        cells = measured(app)
        characters = {character for _ratio, character, _x, _y in cells}
        # Every class is there to be measured: heroes, each enemy class, the
        # bot, doors open and closed, tokens and spawns.
        for expected in ("K", "B", "A", "M", "P", "s", "d", "o", "m", "+", "D=", "'-", "?", "$"):
            # (a door is D or ' across a row, = or - under a square)
            assert set(expected) & characters, (theme, expected, sorted(characters))
        worst = min(cells)
        lowest[theme] = worst[0]
        assert worst[0] >= MINIMUM, f"{theme}: {worst[1]!r} at {worst[2:]} is {worst[0]:.2f}:1"
    return lowest


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(56, 20), (100, 34)], ids=["compact", "full"])
async def test_marks_keep_their_contrast_in_every_theme(tmp_path: Path, size) -> None:
    session = session_for(M01, tmp_path)
    app = MapApp(session.rules, a_table(session.rules, session.state))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.query_one(BoardView).compact is (size == (56, 20))
        await check_every_theme(app, pilot, list(BUILTIN_THEMES))


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(56, 20), (100, 34)], ids=["compact", "full"])
async def test_marks_keep_their_contrast_without_colour(
    tmp_path: Path, size, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    session = session_for(M01, tmp_path)
    app = MapApp(session.rules, a_table(session.rules, session.state))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.no_color
        await check_every_theme(app, pilot, ["textual-dark", "textual-light"])


def test_the_table_has_every_token(tmp_path: Path) -> None:
    session = session_for(M01, tmp_path)
    kinds = {kind for kind, _label in session.rules.board.tokens.values()}
    assert {TokenKind.EVENT, TokenKind.CHEST, TokenKind.NAZI_SPAWN, TokenKind.HERO_SPAWN} <= kinds
