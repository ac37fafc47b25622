"""Nothing cut in the game screen's modes (issue 10: "at 80×24 a player sees
what they need at every moment").

In every mode of the game screen (the actions, the map cursor and Tab on a
target, the square of an area item, a dialog over it, the full log, the
nazi phase stepped and its recap, the game-over summary and the screen
after it), at 80×24 and 100×30, in English, French and Polish (Italian and
Spanish at 80×24 too):

- the key bar lists the keys chosen for that mode (tui/keys/game_keys.py,
  the nazi phase's PLAYING_KEYS and RECAP_KEYS), every one of them drawn
  whole on the screen's last line: none left out, none cut;
- the map's title and the panels' titles are drawn whole, and the map's
  title is the first parts of its translated title, never a word cut.

On terminals narrower than 80 columns the footer leaves out the last keys
of the list, whole; the property tests check the fitting itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from textual.app import App, ComposeResult
from textual.binding import Binding

from tests.engine.games import ARENA
from tests.tui.screen_text import screen_lines
from tests.tui.settle import resized
from tests.tui.test_app import session_for, step
from tests.tui.test_game_over import finished_game
from tests.tui.test_nazi_phase import to_the_nazi_phase
from wolfenstein_tui.base.i18n import _, set_language
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.game_keys import CURSOR, OVER, OVER_CURSOR, PLAYING
from wolfenstein_tui.tui.screens.dialogs import MessageDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.log_view import LOG_KEYS, LogScreen
from wolfenstein_tui.tui.screens.map_cursor import CURSOR_TITLE, MAP_TITLE, PICKING_TITLE
from wolfenstein_tui.tui.screens.nazi_phase import PLAYING_KEYS as PHASE_KEYS
from wolfenstein_tui.tui.screens.nazi_phase import RECAP_KEYS, NaziPhaseScreen
from wolfenstein_tui.tui.widgets.footer import BarKey, Footer, fit, keys_width
from wolfenstein_tui.tui.widgets.map_view import TITLE_PARTS, fitted_title

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"
SHORT = ROOT / "tests" / "tui" / "missions" / "short.yaml"

CASES = [
    *[(code, size) for code in ("en", "fr", "pl") for size in ((80, 24), (100, 30))],
    ("it", (80, 24)),
    ("es", (80, 24)),
]


def case_id(case: tuple[str, tuple[int, int]]) -> str:
    code, (width, height) = case
    return f"{code}-{width}x{height}"


@pytest.fixture(params=CASES, ids=case_id)
def spoken(request: pytest.FixtureRequest) -> Iterator[tuple[str, tuple[int, int]]]:
    """A language and a terminal size; English again after the test."""
    set_language(request.param[0])
    yield request.param
    set_language("en")


pytestmark = pytest.mark.usefixtures("same_everywhere")


# --- what is drawn ------------------------------------------------------------------------


def footer_of(app) -> Footer:
    """The key bar in view: the screen's own, or under a dialog the one of
    the screen the dialog is over."""
    for screen in reversed(app.screen_stack):
        found = screen.query(Footer)
        if found:
            return found.first()
    raise AssertionError("no key bar")


def check_key_bar(app, actions: list[str], mode: str, at_least: int | None = None) -> None:
    """The bar lists exactly `actions`, in this order (or, given
    `at_least`, the first of them, at least that many: a mode whose last
    keys may be left out at a width), and the screen's last line shows
    each key and its description whole (the command palette's too)."""
    footer = footer_of(app)
    keys = footer.shown()
    palette = [key for key in keys if key.palette]
    listed = [key.action for key in keys if key not in palette]
    if at_least is not None:
        assert len(listed) >= at_least, mode
        actions = actions[: len(listed)]
    assert listed == actions, mode
    last = screen_lines(app)[-1]
    for key in keys:
        drawn = f"{key.key_display} {key.description}"
        assert drawn in last, f"{mode}: {drawn!r} cut in {last!r}"
    drawn_palette = [span for span in footer.spans if span.key.palette]
    assert palette and drawn_palette and drawn_palette[0].end <= footer.size.width, mode
    assert footer.fitted is not None and footer.fitted.shown == len(keys), mode


def actions_of(keys) -> list[str]:
    return [key.action for key in keys]


PLAYING_ACTIONS = [*actions_of(PLAYING), "advice"]
"""The actions' keys, then o (advice), last."""


def check_titles(app, map_title: str | None, mode: str) -> None:
    """The map's title is whole on its frame and made of the first parts of
    its translated title; every other frame title in view is whole too."""
    lines = screen_lines(app)
    screen = app.screen
    for widget in screen.query("*"):
        title = widget.border_title
        if not title or not widget.display or widget.region.width == 0:
            continue
        region = widget.region
        frame = lines[region.y][region.x : region.right]
        assert str(title) in frame and "…" not in frame, f"{mode}: {title!r} cut in {frame!r}"
    if map_title is not None:
        shown = str(screen.query_one("#map").border_title)
        parts = _(map_title).split(TITLE_PARTS)
        assert shown in [TITLE_PARTS.join(parts[:n]) for n in range(1, len(parts) + 1)], mode


# --- the modes ----------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_the_game_screens_modes_show_every_key_and_title_whole(
    tmp_path: Path, spoken: tuple[str, tuple[int, int]]
) -> None:
    """Issue 10: the actions (before and after a hero activates, R-ROUND),
    a dialog over them (ending an activation with AP left, R-AP), the map
    cursor and Tab on a target, the full log; then a game that is over
    (R-END): its summary, the screen after it and its map cursor."""
    _code, size = spoken
    app = make_app(session_for(M01, tmp_path / "game"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        check_key_bar(app, PLAYING_ACTIONS, "actions, a hero to choose")
        check_titles(app, MAP_TITLE, "actions, a hero to choose")
        await step(pilot, "1")
        check_key_bar(app, PLAYING_ACTIONS, "actions")
        check_titles(app, MAP_TITLE, "actions")
        await step(pilot, "e")
        assert isinstance(app.screen, MessageDialog)
        check_key_bar(app, PLAYING_ACTIONS, "a dialog over the actions")
        await step(pilot, "escape")
        await step(pilot, "x")
        check_key_bar(app, actions_of(CURSOR), "map cursor")
        check_titles(app, CURSOR_TITLE, "map cursor")
        await step(pilot, "down", "tab")
        check_key_bar(app, actions_of(CURSOR), "map cursor on a target")
        check_titles(app, CURSOR_TITLE, "map cursor on a target")
        await step(pilot, "escape")
        check_key_bar(app, PLAYING_ACTIONS, "back to the actions")
        check_titles(app, MAP_TITLE, "back to the actions")
        await step(pilot, "g")
        assert isinstance(app.screen, LogScreen)
        # w, the search and the way back (the filters are named on their own line)
        check_key_bar(app, actions_of(LOG_KEYS), "full log")
        check_titles(app, None, "full log")
        await step(pilot, "escape")

    app = make_app(session=finished_game(tmp_path / "over"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        check_key_bar(app, actions_of(OVER), "game-over summary")
        await step(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        check_key_bar(app, actions_of(OVER), "game over")
        check_titles(app, MAP_TITLE, "game over")
        await step(pilot, "x")
        check_key_bar(app, actions_of(OVER_CURSOR), "map cursor after the game")
        check_titles(app, CURSOR_TITLE, "map cursor after the game")


@pytest.mark.asyncio
async def test_the_nazi_phase_and_its_recap_show_every_key_whole(
    tmp_path: Path, spoken: tuple[str, tuple[int, int]]
) -> None:
    """Issue 10, the nazi phase (R-AI) stepped beat by beat and its recap,
    whose only key goes back to the game."""
    _code, size = spoken
    app = make_app(session_for(SHORT, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await to_the_nazi_phase(pilot)
        await step(pilot, "right", "right")
        # Enter, →, s, m and w (p and f are named on the status line)
        check_key_bar(app, actions_of(PHASE_KEYS), "nazi phase")
        assert f"p ‖  f {_('step')}" in screen_lines(app)[0]
        check_titles(app, None, "nazi phase")
        await step(pilot, "s")
        assert isinstance(app.screen, NaziPhaseScreen) and app.screen.recap is not None
        check_key_bar(app, actions_of(RECAP_KEYS), "recap")
        check_titles(app, None, "recap")
        assert _("Back to the game") in screen_lines(app)[-1]
        await step(pilot, "enter")
        assert isinstance(app.screen, GameScreen)


@pytest.mark.asyncio
async def test_the_square_of_an_area_item_shows_every_key_and_title_whole(
    tmp_path: Path, spoken: tuple[str, tuple[int, int]]
) -> None:
    """Issue 10, choosing where a grenade lands (R-EQ): the map's title says
    so, the bar has the cursor's keys."""
    _code, size = spoken
    session = session_for(ARENA, tmp_path, skip_nazi_phase=True)
    session.play(StartActivation("klaus"))
    session.record.state.heroes["klaus"].carried.append("stick-grenade")
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        grenade = next(iter(screen.square_choices))
        screen.query_one("#actions").highlighted = grenade
        await step(pilot, "enter")
        assert screen.picking
        check_key_bar(app, actions_of(CURSOR), "the square of an area item")
        check_titles(app, PICKING_TITLE, "the square of an area item")
        await step(pilot, "escape")
        assert not screen.picking
        check_titles(app, MAP_TITLE, "back from the square of an area item")


@pytest.mark.asyncio
@pytest.mark.parametrize("code", ["en", "fr", "pl"])
async def test_narrower_terminals_leave_out_the_last_keys_whole(tmp_path: Path, code: str) -> None:
    """Below 80 columns the map cursor's keys do not all fit even in the
    compact style: the first ones stay (Enter, Escape, Tab, ?), each drawn
    whole, and the rest are left out rather than cut. A resize fits them
    again."""
    set_language(code)
    try:
        app = make_app(session_for(M01, tmp_path))
        async with app.run_test(size=(80, 24)) as pilot:
            await step(pilot, "1", "x")
            for width in (48, 56, 64, 72, 80):
                await resized(pilot, width, 24)
                footer = footer_of(app)
                keys = [k for k in footer.shown() if not k.palette]
                assert len(keys) >= 4, width
                check_key_bar(app, actions_of(CURSOR)[: len(keys)], f"cursor at {width}")
                if width >= 80:
                    assert len(keys) == len(CURSOR)
    finally:
        set_language("en")


@pytest.mark.asyncio
@pytest.mark.parametrize("code", ["en", "fr", "pl"])
async def test_the_training_s_tip_names_its_keys_and_the_bar_is_the_game_s(
    tmp_path: Path, code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The training's t (skip the tip) and T (no tips) are named by the tip
    itself; the key bar is the game's, every key whole at 80×24 ("Skip tip"
    beside them would not fit in French or Polish)."""
    from wolfenstein_tui.tui.screens import training as training_screen
    from wolfenstein_tui.tui.screens.training import TrainingGameScreen

    monkeypatch.setattr(training_screen, "new_seed", lambda: 3)
    set_language(code)
    try:
        app = make_app(save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await step(pilot, "9")  # Training
            assert isinstance(app.screen, TrainingGameScreen)
            check_key_bar(app, PLAYING_ACTIONS, "training")
            check_titles(app, MAP_TITLE, "training")
            tip = str(app.screen.query_one("#training-tip").render())
            assert re.search(r"\(t ?: .* T ?: ", tip), tip
    finally:
        set_language("en")


@pytest.mark.asyncio
@pytest.mark.parametrize("code", ["en", "fr", "pl"])
async def test_a_joined_game_adds_its_seats_key_and_keeps_every_key(
    tmp_path: Path, code: str
) -> None:
    """A game played from several screens (R-GAME-1, docs/joined-play.md):
    s (the seats) after the actions' keys, all of them whole at 80×24."""
    from tests.joined.helpers import hosted
    from wolfenstein_tui.play.joined import JoinedSession
    from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

    set_language(code)
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    try:
        app = make_app(session=bob, save_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, JoinedGameScreen)
            check_key_bar(app, [*actions_of(PLAYING), "seats"], "joined game")
            check_titles(app, MAP_TITLE, "joined game")
    finally:
        set_language("en")
        bob.close()
        ann.close()


@pytest.mark.parametrize("code", ["fr", "it", "pl", "es"])
def test_the_map_titles_translations_keep_their_parts(code: str) -> None:
    """docs/translating.md: a map title's translation keeps its parts
    between " · " (the map shows those that fit, from the first)."""
    set_language(code)
    try:
        for title in (MAP_TITLE, CURSOR_TITLE, PICKING_TITLE):
            parts = _(title).split(TITLE_PARTS)
            assert _(title) != title and len(parts) == len(title.split(TITLE_PARTS)), parts
            assert all(part.strip() == part and part for part in parts), parts
    finally:
        set_language("en")


# --- the fitting itself -------------------------------------------------------------------

words = st.text(alphabet="abcdéłż/ +-:", min_size=1, max_size=20).filter(str.strip)


@given(parts=st.lists(words, min_size=1, max_size=6), width=st.integers(0, 120))
def test_a_title_keeps_whole_parts_from_the_first(parts: list[str], width: int) -> None:
    """The map's title: the first parts that fit (at least the first), so
    no part is cut unless the first alone is too long for the frame."""
    title = TITLE_PARTS.join(parts)
    shown = fitted_title(title, width)
    kept = shown.split(TITLE_PARTS)
    assert title.startswith(shown)
    assert shown in [TITLE_PARTS.join(parts[:n]) for n in range(1, len(parts) + 1)]
    if len(kept) > 1:
        assert len(shown) <= width - 2
    if shown != title:
        assert len(shown + TITLE_PARTS + parts[len(shown.split(TITLE_PARTS))]) > width - 2


def make_keys(descriptions: list[str]) -> list[BarKey]:
    keys = [BarKey(f"k{i}", "k", text, f"a{i}") for i, text in enumerate(descriptions)]
    return [*keys, BarKey("ctrl+p", "^p", "palette", "palette", palette=True)]


@given(
    descriptions=st.lists(st.text(alphabet="abcąę", min_size=1, max_size=18), max_size=9),
    width=st.integers(30, 160),
)
def test_the_keys_fit_roomy_then_compact_then_fewer(descriptions: list[str], width: int) -> None:
    """The footer's fitting: roomy when all fits; else compact, with the
    most keys from the first that fit beside the palette's (one at least)."""
    keys = make_keys(descriptions)
    fitted = fit(keys, width)
    regular, palette = keys[:-1], keys[-1:]
    if not fitted.compact:
        assert keys_width(keys) <= width and fitted.shown == len(keys)
        return
    assert keys_width(keys) > width
    kept = fitted.shown - 1
    assert kept >= min(1, len(regular))
    if kept > 1:
        assert keys_width([*regular[:kept], *palette], compact=True) <= width
    if kept < len(regular):
        assert keys_width([*regular[: kept + 1], *palette], compact=True) > width


# --- one widget: clicks, hover, dimmed keys -------------------------------------------------


def span_of(footer: Footer, action: str):
    return next(span for span in footer.spans if span.key.action == action)


@pytest.mark.asyncio
async def test_a_click_on_a_key_presses_it_and_nothing_is_mounted(tmp_path: Path) -> None:
    """Issue 10: the bar is one widget, its keys drawn, not mounted: a
    click on a key runs its binding, as Textual's footer does (x: the map
    cursor), and the mode change redraws the same widget with its keys."""
    app = make_app(session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "1")
        footer = footer_of(app)
        assert not footer.children
        look = span_of(footer, "look")
        await pilot.click(Footer, offset=(look.start + 1, 0))
        await pilot.pause()
        await pilot.pause()
        assert footer_of(app) is footer and not footer.children
        check_key_bar(app, actions_of(CURSOR), "map cursor, clicked")
        back = span_of(footer, "escape")
        await pilot.click(Footer, offset=(back.end - 2, 0))
        await pilot.pause()
        await pilot.pause()
        check_key_bar(app, PLAYING_ACTIONS, "back to the actions, clicked")


@pytest.mark.asyncio
async def test_the_key_under_the_mouse_is_highlighted(tmp_path: Path) -> None:
    """As on Textual's footer: the key the mouse is over takes the hover
    background; moving off the keys takes it away."""
    app = make_app(session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "1")
        footer = footer_of(app)
        undo = span_of(footer, "undo")
        plain = footer.render()
        await pilot.hover(Footer, offset=(undo.start + 1, 0))
        await pilot.pause()
        assert footer.hovered == undo.start
        lit = footer.render()
        cell = undo.start + 1
        assert lit.get_style_at_offset(app.console, cell) != plain.get_style_at_offset(
            app.console, cell
        )
        await pilot.hover("#actions")
        await pilot.pause()
        assert footer.hovered is None


class TwoKeys(App[None]):
    """Two keys, b disabled now (check_action says None: shown, dimmed)."""

    BINDINGS = [Binding("a", "press('a')", "Alpha"), Binding("b", "press('b')", "Beta")]

    def __init__(self) -> None:
        super().__init__()
        self.pressed: list[str] = []
        self.bells = 0

    def compose(self) -> ComposeResult:
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if parameters == ("b",) else True

    def action_press(self, name: str) -> None:
        self.pressed.append(name)

    def bell(self) -> None:
        self.bells += 1


@pytest.mark.asyncio
async def test_a_disabled_key_is_dimmed_and_a_click_on_it_rings() -> None:
    """As on Textual's footer: a key whose binding does not work now is
    drawn dimmed (and the key bold, the description not, so it reads
    without colours too); clicking it rings the bell instead of pressing."""
    app = TwoKeys()
    async with app.run_test(size=(60, 5)) as pilot:
        await pilot.pause()
        footer = app.query_one(Footer)
        alpha, beta = span_of(footer, "press('a')"), span_of(footer, "press('b')")
        drawn = footer.render()
        key_style = drawn.get_style_at_offset(app.console, alpha.start + 1)
        words_style = drawn.get_style_at_offset(app.console, alpha.end - 2)
        assert key_style.bold and not words_style.bold
        assert not key_style.dim
        assert drawn.get_style_at_offset(app.console, beta.start + 1).dim
        await pilot.click(Footer, offset=(alpha.start + 1, 0))
        await pilot.click(Footer, offset=(beta.start + 1, 0))
        await pilot.pause()
        assert app.pressed == ["a"] and app.bells == 1


@pytest.mark.asyncio
async def test_the_advice_key_is_in_the_bar_at_80x24(tmp_path: Path) -> None:
    """o ("what would you do?") is listed in the actions' bar, whole, at
    80×24 in English, after every other key."""
    app = make_app(session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = [k for k in footer_of(app).shown() if not k.palette]
        assert shown[-1].action == "advice"
        assert f"{shown[-1].key_display} {shown[-1].description}" == "o Advice"
        assert "o Advice" in screen_lines(app)[-1]
