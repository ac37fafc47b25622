"""Every key bar of every screen fits 80 columns whole, in every language.

At 80×24 the footer (tui/widgets/footer.py) shows every key a screen's
mode lists, none left out, none cut, in English, French, Italian, Spanish
and Polish: the game screen in each of its modes (the actions, the map
cursor, the game over, with the focus elsewhere), a joined game, the
training, a test game of the editor, the nazi phase and its recap, the full
log, the replay viewer and the mission editor. Each bar is measured as the
footer draws it (`keys_width`: the compact style, the command palette's
key at the right edge), from each screen's own bindings and key lists,
so a longer translation or one more key fails here before a player sees a
key go missing.

The drawing itself (the bar never wider than the screen: the palette's
key and its trailing space included) is checked on a running app in
tests/tui/test_key_bar.py, and here for the case once drawn one column too
wide: a joined game in Italian.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.app import App
from textual.binding import Binding

from tests.tui.screen_text import screen_lines
from tests.tui.test_key_bar import footer_of
from wolfenstein_tui.base.i18n import _, set_language
from wolfenstein_tui.tui.editor.editor_keys import footer_keys as editor_keys
from wolfenstein_tui.tui.editor.playtest import PlaytestScreen, back_to_the_editor
from wolfenstein_tui.tui.editor.screen import EditorScreen
from wolfenstein_tui.tui.keys.game_keys import game_keys
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.joined import JoinedGameScreen
from wolfenstein_tui.tui.screens.log_view import LOG_KEYS, LogScreen
from wolfenstein_tui.tui.screens.nazi_phase import PLAYING_KEYS, RECAP_KEYS, NaziPhaseScreen
from wolfenstein_tui.tui.screens.replay import REPLAY_KEYS, ReplayScreen
from wolfenstein_tui.tui.screens.training import TrainingGameScreen
from wolfenstein_tui.tui.widgets.footer import PALETTE, BarKey, Key, fit, keys_width

LANGUAGES = ("en", "fr", "it", "es", "pl")
WIDTH = 80


def bindings_of(screen: type) -> dict[str, Binding]:
    """The binding of each action, as the screen has it (a subclass's first)."""
    found: dict[str, Binding] = {}
    for cls in screen.__mro__:
        for binding in cls.__dict__.get("BINDINGS", ()):
            if isinstance(binding, Binding):
                found.setdefault(binding.action, binding)
    return found


def game_modes(screen: type[GameScreen]) -> Iterator[tuple[str, tuple[Key, ...]]]:
    """Every mode of a game screen (tui/keys/game_keys.py), with its keys."""
    more = screen.MORE_KEYS
    for over in (False, True):
        for map_has_keys, actions_have_keys, mode in (
            (False, True, "actions"),
            (False, False, "focus elsewhere"),
            (True, False, "map cursor"),
        ):
            keys = game_keys(over, map_has_keys, actions_have_keys, more)
            yield f"{mode}{', game over' if over else ''}", keys


def bars() -> Iterator[tuple[str, type, tuple[Key, ...], bool]]:
    """Each screen's bars: (a name, the screen, its keys, with the command
    palette's key)."""
    for screen in (GameScreen, JoinedGameScreen, TrainingGameScreen):
        for mode, keys in game_modes(screen):
            yield f"{screen.__name__}: {mode}", screen, keys, True
    for mode, keys in game_modes(PlaytestScreen):
        yield f"PlaytestScreen: {mode}", PlaytestScreen, back_to_the_editor(keys), True
    yield "nazi phase", NaziPhaseScreen, PLAYING_KEYS, True
    yield "nazi phase: recap", NaziPhaseScreen, RECAP_KEYS, True
    yield "full log", LogScreen, LOG_KEYS, True
    yield "replay", ReplayScreen, REPLAY_KEYS, False  # the viewer has no command palette
    yield "editor", EditorScreen, editor_keys(), True


BARS = list(bars())


def bar_keys(screen: type, keys: tuple[Key, ...], palette: bool) -> list[BarKey]:
    """The keys as the footer draws them, in the language spoken."""
    app = App()
    bound = bindings_of(screen)
    drawn = []
    for key in keys:
        binding = bound[key.action]  # a listed key the screen does not bind fails here
        description = _(key.description or binding.description)
        drawn.append(BarKey(binding.key, app.get_key_display(binding), description, key.action))
    if palette:
        drawn.append(BarKey("ctrl+p", "^p", _(PALETTE), "command_palette", palette=True))
    return drawn


@pytest.fixture(params=LANGUAGES)
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize(("name", "screen", "keys", "palette"), BARS, ids=[b[0] for b in BARS])
def test_every_key_of_every_bar_fits_80_columns(
    spoken: str, name: str, screen: type, keys: tuple[Key, ...], palette: bool
) -> None:
    drawn = bar_keys(screen, keys, palette)
    fitted = fit(drawn, WIDTH)
    width = keys_width(drawn, compact=fitted.compact)
    words = " ".join(f"{key.key_display} {key.description}" for key in drawn)
    assert fitted.shown == len(drawn), f"{spoken}, {name}: {width} columns: {words}"
    assert width <= WIDTH


def test_a_bar_is_measured_with_the_palette_s_trailing_space() -> None:
    """The palette's key is drawn `▏^p palette ` at the right edge: keys
    that fill the 80 columns to its last space fit, one column more does not
    (once measured one column short, and drawn one column too wide)."""
    palette = BarKey("ctrl+p", "^p", "palette", "command_palette", palette=True)
    filler = WIDTH - cell_len("▏^p palette ") - cell_len(" k  ")
    fits = [BarKey("k", "k", "x" * filler, "a"), palette]
    assert keys_width(fits) == WIDTH and not fit(fits, WIDTH).compact
    wider = [BarKey("k", "k", "x" * (filler + 1), "a"), palette]
    assert fit(wider, WIDTH).compact


@pytest.mark.asyncio
@pytest.mark.parametrize("code", LANGUAGES)
async def test_a_joined_game_s_bar_is_drawn_within_the_screen(tmp_path: Path, code: str) -> None:
    """R-GAME-1 (docs/joined-play.md): a joined game adds s (the seats);
    in Italian its bar once took 81 columns, the palette's key pushed past
    the edge. Every key is drawn whole, the palette's key ends inside."""
    from tests.joined.helpers import hosted
    from wolfenstein_tui.play.joined import JoinedSession
    from wolfenstein_tui.tui.app import make_app

    set_language(code)
    ann = hosted(tmp_path)
    bob = JoinedSession.join(ann.path, [1])
    try:
        app = make_app(session=bob, save_dir=tmp_path)
        async with app.run_test(size=(WIDTH, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, JoinedGameScreen)
            footer = footer_of(app)
            assert footer.fitted is not None and footer.fitted.shown == len(footer.keys)
            assert footer.spans[-1].key.palette and footer.spans[-1].end <= WIDTH
            last = screen_lines(app)[-1]
            for key in footer.keys:
                assert f"{key.key_display} {key.description}" in last, last
            assert last.endswith(f"{footer.spans[-1].key.description} "), last
    finally:
        set_language("en")
        bob.close()
        ann.close()
