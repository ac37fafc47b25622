"""Textual's parsed CSS kept between launches (tui/css_cache.py): the rules
from the file are those a parse gives and draw the same screen, a second
launch parses none of them, other variables (another theme) are parsed
again, and a file that is broken, foreign, crafted or cannot be written, or
a Textual whose internals differ, costs only the cache: never a traceback.

Every test here uses a file of its own (`styles_file`); the rest of the
suite writes the app's into the test run's own cache folder (conftest.py),
never the user's."""

from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import inspect
import io
import os
import pickle
import pkgutil
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
import textual.widgets
from textual import containers
from textual.app import App
from textual.cache import LRUCache
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.layout import Layout
from textual.screen import Screen
from textual.widget import Widget

import wolfenstein_tui.tui
from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import M01
from wolfenstein_tui.tui import css_cache
from wolfenstein_tui.tui.app import GAME_CSS, WolfensteinApp, make_app
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.title import TitleScreen

ROOT = Path(__file__).resolve().parents[2]

Source = tuple[str, tuple[str, str], bool, int, str]


@pytest.fixture
def styles_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The app's file, for this test alone."""
    file = tmp_path / "cache" / "styles.cache"
    monkeypatch.setattr(css_cache, "default_file", lambda: file)
    return file


class Parses:
    """Counts the parses Textual makes (calls of `_parse_rules` whose key is
    not in the stylesheet's cache), by CSS location."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.missed: list[tuple[str, str]] = []
        missed = self.missed
        real = Stylesheet._parse_rules

        # The same arguments as Textual's, so css_cache.usable still says yes.
        def _parse_rules(
            self: Stylesheet,
            css: str,
            read_from: tuple[str, str],
            is_default_rules: bool = False,
            tie_breaker: int = 0,
            scope: str = "",
        ) -> list[RuleSet]:
            key = (css, read_from, is_default_rules, tie_breaker, scope)
            if key not in self._parse_cache:
                missed.append(read_from)
            return real(self, css, read_from, is_default_rules, tie_breaker, scope)

        monkeypatch.setattr(Stylesheet, "_parse_rules", _parse_rules)


def described(rules: list[RuleSet]) -> list[tuple[object, ...]]:
    """What rules say: their selectors, their styles' values and flags
    (`RuleSet.css` would do, but fails on some of Textual's own rules: those
    that set `link-background` to `initial`). A layout is named: each parse
    makes its own, and layouts are equal only to themselves."""
    return [
        (
            rule.selectors,
            {
                name: value.name if isinstance(value, Layout) else value
                for name, value in rule.styles.get_rules().items()
            },
            rule.is_default_rules,
            rule.tie_breaker,
        )
        for rule in rules
    ]


async def launch(
    app: WolfensteinApp, size: tuple[int, int] = (80, 24)
) -> tuple[list[tuple[object, ...]], str, type[Screen[object]]]:
    """Run `app` to its first frame and the moment after; its rules and its
    screen as an SVG (without what differs from one launch to the next: the
    SVG's own id, the time in the name of the game's log)."""
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause(0.1)
        screen = re.sub(r"terminal-\d+", "terminal", app.export_screenshot())
        shown = re.sub(r"\d{8}-\d{6}", "TIME", screen)
        return described(app.stylesheet.rules), shown, type(app.screen)


def game_app(tmp_path: Path) -> WolfensteinApp:
    """A new game of mission 1, alone in its save folder (so that its log's
    name, which the screen shows, is the same every time)."""
    saves = tmp_path / "saves"
    shutil.rmtree(saves, ignore_errors=True)
    return make_app(session=session_for(M01, saves))


@pytest.mark.asyncio
async def test_a_second_launch_parses_nothing_and_draws_the_same_screen(
    tmp_path: Path, styles_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first launch parses the game's CSS and keeps it; the second
    parses none of it, and its rules and its screen at 80×24 are those of
    the first."""
    parses = Parses(monkeypatch)
    first = game_app(tmp_path)
    assert first.parsed_styles is not None and first.parsed_styles.filled == {}
    rules, screen, kind = await launch(first)
    assert kind is GameScreen
    assert (str(GAME_CSS), "") in parses.missed
    assert any(name == "OptionList.DEFAULT_CSS" for _, name in parses.missed)
    assert styles_file.is_file()
    written = styles_file.read_bytes()

    parses.missed.clear()
    second = game_app(tmp_path)
    assert second.parsed_styles is not None and second.parsed_styles.filled
    rules_again, screen_again, _ = await launch(second)
    assert parses.missed == []
    assert rules_again == rules
    assert screen_again == screen
    assert styles_file.read_bytes() == written  # nothing new: not written again


@pytest.mark.asyncio
async def test_the_title_screen_and_the_game_share_the_file(
    tmp_path: Path, styles_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A launch keeps the entries of the launches before it: the title
    screen's and the game's CSS stay in the file whichever opened last."""
    parses = Parses(monkeypatch)
    await launch(game_app(tmp_path))
    *_, kind = await launch(make_app(save_dir=tmp_path / "saves"))
    assert kind is TitleScreen
    assert parses.missed  # the title screen's own CSS, parsed once
    parses.missed.clear()
    await launch(game_app(tmp_path))
    await launch(make_app(save_dir=tmp_path / "saves"))
    assert parses.missed == []


@pytest.mark.asyncio
async def test_another_theme_is_parsed_again_and_kept_beside(
    tmp_path: Path, styles_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rules parsed under one theme's variables are never handed to a
    stylesheet with others: a launch in another theme parses everything,
    draws what it would draw without the file, and keeps its rules beside
    the first theme's."""
    await launch(game_app(tmp_path))
    with_file = game_app(tmp_path)
    with_file.theme = "textual-light"
    parses = Parses(monkeypatch)
    first = await launch(with_file)
    assert (str(GAME_CSS), "") in parses.missed
    groups = css_cache.read_groups(styles_file, css_cache.file_key() or "")
    assert len(groups) == 2  # the light theme's, and the dark one's

    monkeypatch.setattr(css_cache, "default_file", lambda: tmp_path / "elsewhere.cache")
    without_file = game_app(tmp_path)
    without_file.theme = "textual-light"
    assert await launch(without_file) == first


def theme_variables(theme: str = "textual-dark") -> dict[str, str]:
    app: App[None] = App()
    app.theme = theme
    return app.get_css_variables()


def app_sources() -> Iterator[Source]:
    """Every DEFAULT_CSS of Textual's widgets and of the app's modules, and
    the game's stylesheet, as Textual reads them (some at two tie-breakers)."""
    classes: list[type] = [App, Screen, Widget]
    classes += [getattr(containers, name) for name in dir(containers)]
    classes += [getattr(textual.widgets, name) for name in vars(textual.widgets)["__all__"]]
    for module in pkgutil.walk_packages(wolfenstein_tui.tui.__path__, "wolfenstein_tui.tui."):
        imported = importlib.import_module(module.name)
        classes += [value for _, value in inspect.getmembers(imported, inspect.isclass)]
    seen: set[tuple[str, str]] = set()
    for cls in classes:
        css = cls.__dict__.get("DEFAULT_CSS") if isinstance(cls, type) else None
        if not isinstance(css, str) or not css.strip():
            continue
        read_from = (inspect.getfile(cls), f"{cls.__name__}.DEFAULT_CSS")
        if read_from not in seen:
            seen.add(read_from)
            for tie_breaker in (0, -2):
                yield css, read_from, True, tie_breaker, cls.__name__
    yield GAME_CSS.read_text(encoding="utf-8"), (str(GAME_CSS), ""), False, 0, ""


def parse_all(sources: list[Source], variables: dict[str, str]) -> Stylesheet:
    stylesheet = Stylesheet(variables=variables)
    stylesheet._parse_cache = LRUCache(len(sources) + 1)
    for css, read_from, is_default, tie_breaker, scope in sources:
        stylesheet._parse_rules(css, read_from, is_default, tie_breaker, scope)
    return stylesheet


def test_every_stylesheet_of_the_app_comes_back_from_the_file_as_parsed() -> None:
    """Each CSS source the app may parse (every Textual widget's, every one
    of ours), kept and read back, gives rules equal to a fresh parse, down
    to every attribute of every object in them."""
    sources = list(app_sources())
    assert len(sources) > 100
    stylesheet = parse_all(sources, theme_variables())
    entries = css_cache.parsed_entries(stylesheet._parse_cache)
    assert len(entries) == len(sources)
    pickled = css_cache.pickle_entries(entries)
    assert pickled is not None
    back = css_cache.unpickle_entries(pickled)
    assert back.keys() == entries.keys()
    fresh = parse_all(sources, theme_variables())
    for key, rules in back.items():
        assert described(rules) == described(entries[key])
        assert described(rules) == described(fresh._parse_cache.get(key) or [])
        assert all(css_cache.same(a, b) for a, b in zip(entries[key], rules, strict=True))


def test_variables_choose_their_own_group(tmp_path: Path) -> None:
    """A stylesheet gets only the entries parsed under its own variables;
    each set of variables keeps its group, the latest few kept."""
    file = tmp_path / "styles.cache"
    sources = [source for source in app_sources() if "OptionList" in source[1][1]][:1]
    sources.append(next(source for source in app_sources() if source[1] == (str(GAME_CSS), "")))
    themes = ["textual-dark", "textual-light", "nord", "gruvbox", "dracula"]
    for theme in themes:
        stylesheet = Stylesheet(variables=theme_variables(theme))
        kept = css_cache.restore(stylesheet, file)
        assert kept is not None and kept.filled == {}  # parsed under no other variables
        for css, read_from, is_default, tie_breaker, scope in sources:
            stylesheet._parse_rules(css, read_from, is_default, tie_breaker, scope)
        kept.keep(stylesheet)
    groups = css_cache.read_groups(file, css_cache.file_key() or "")
    assert len(groups) == css_cache.GROUPS_KEPT
    assert [variables for variables, _ in groups] == [
        theme_variables(theme) for theme in reversed(themes[-css_cache.GROUPS_KEPT :])
    ]
    light = Stylesheet(variables=theme_variables("textual-light"))
    kept = css_cache.restore(light, file)
    assert kept is not None and len(kept.filled) == len(sources)
    fresh = parse_all(sources, theme_variables("textual-light"))
    for key, rules in kept.filled.items():
        assert described(rules) == described(fresh._parse_cache.get(key) or [])
        assert light._parse_cache.get(key) is rules
    dark = css_cache.restore(Stylesheet(variables=theme_variables("textual-dark")), file)
    assert dark is not None and dark.filled == {}  # the oldest group, no longer kept


class Boom:
    """What a crafted file would ask the unpickler to run."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, ("echo crafted > crafted.txt",))


def framed(key: str, payload: bytes) -> bytes:
    digest = hashlib.sha256(payload).hexdigest().encode()
    return css_cache.MAGIC + key.encode() + b"\n" + digest + b"\n" + payload


DAMAGES = [
    "cut short",
    "one byte changed",
    "empty",
    "random bytes",
    "written by another Textual",
    "crafted groups that call a function",
    "crafted rules that call a function",
    "rules that are not rules",
    "a pickle of something else",
    "a folder in its place",
]


@pytest.mark.asyncio
@pytest.mark.parametrize("damage", DAMAGES)
async def test_a_bad_file_is_ignored_and_replaced(
    damage: str, tmp_path: Path, styles_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = await launch(game_app(tmp_path))
    whole = styles_file.read_bytes()
    key = css_cache.file_key()
    assert key is not None
    variables = theme_variables()
    if damage == "cut short":
        styles_file.write_bytes(whole[: len(whole) // 2])
    elif damage == "one byte changed":
        middle = len(whole) // 2
        styles_file.write_bytes(whole[:middle] + bytes([whole[middle] ^ 1]) + whole[middle + 1 :])
    elif damage == "empty":
        styles_file.write_bytes(b"")
    elif damage == "random bytes":
        styles_file.write_bytes(os.urandom(4000))
    elif damage == "written by another Textual":
        styles_file.write_bytes(framed("0" * 64, whole.split(b"\n", 3)[3]))
    elif damage == "crafted groups that call a function":
        styles_file.write_bytes(framed(key, pickle.dumps([Boom()])))
    elif damage == "crafted rules that call a function":
        styles_file.write_bytes(framed(key, pickle.dumps([(variables, pickle.dumps(Boom()))])))
    elif damage == "rules that are not rules":
        entries = [(("a {}", ("", "x"), False, 0, ""), ["not a rule"])]
        styles_file.write_bytes(framed(key, pickle.dumps([(variables, pickle.dumps(entries))])))
    elif damage == "a pickle of something else":
        styles_file.write_bytes(framed(key, pickle.dumps({"groups": 3})))
    else:
        styles_file.unlink()
        styles_file.mkdir()
    monkeypatch.chdir(tmp_path)
    parses = Parses(monkeypatch)
    again = game_app(tmp_path)
    assert again.parsed_styles is not None and again.parsed_styles.filled == {}
    assert await launch(again) == before
    assert parses.missed  # parsed, as without the file
    assert not (tmp_path / "crafted.txt").exists()
    if damage != "a folder in its place":
        groups = css_cache.read_groups(styles_file, key)  # replaced by a good one
        assert [group[0] for group in groups] == [variables]
        parses.missed.clear()
        await launch(game_app(tmp_path))
        assert parses.missed == []


@pytest.mark.asyncio
@pytest.mark.parametrize("how", ["a file in the folder's place", "a full disk"])
async def test_a_file_that_cannot_be_written_costs_only_the_cache(
    how: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing is said and nothing fails: the next launch parses again."""
    if how == "a file in the folder's place":  # permissions do not stop root, a file does
        blocked = tmp_path / "blocked"
        blocked.write_text("not a folder")
        file = blocked / "styles.cache"
    else:
        file = tmp_path / "cache" / "styles.cache"

        def full(source: str, target: str) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(os, "replace", full)
    monkeypatch.setattr(css_cache, "default_file", lambda: file)
    for _ in range(2):
        parses = Parses(monkeypatch)
        *_, kind = await launch(game_app(tmp_path))
        assert kind is GameScreen
        assert (str(GAME_CSS), "") in parses.missed
    assert not file.exists()
    if file.parent.is_dir():
        assert list(file.parent.iterdir()) == []  # no temporary file left


@pytest.mark.asyncio
@pytest.mark.parametrize("change", ["_parse_rules takes other arguments", "another parse cache"])
async def test_a_textual_whose_internals_differ_is_left_alone(
    change: str, tmp_path: Path, styles_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app starts and draws as without the file, and none is read or written."""
    before = await launch(game_app(tmp_path))
    assert styles_file.is_file()
    styles_file.unlink()
    if change == "_parse_rules takes other arguments":
        real = Stylesheet._parse_rules

        def _parse_rules(self: Stylesheet, *args: object, **options: object) -> object:
            return real(self, *args, **options)  # type: ignore[arg-type]

        monkeypatch.setattr(Stylesheet, "_parse_rules", _parse_rules)
    else:
        make = Stylesheet.__init__

        class OtherCache(dict[object, object]):
            maxsize = 64

        def __init__(self: Stylesheet, *args: object, **options: object) -> None:
            make(self, *args, **options)  # type: ignore[arg-type]
            self._parse_cache = OtherCache()  # type: ignore[assignment]

        monkeypatch.setattr(Stylesheet, "__init__", __init__)
    app = game_app(tmp_path)
    assert app.parsed_styles is None
    assert await launch(app) == before
    assert not styles_file.exists()


def test_no_file_without_textual_s_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Textual with no dist-info beside it (run from its source tree):
    its version is unknown, so no file could tell its rules apart."""
    assert css_cache.textual_version() == f"textual-{importlib.metadata.version('textual')}"
    monkeypatch.setattr(css_cache, "textual_version", lambda: None)
    assert css_cache.restore(Stylesheet(variables=theme_variables()), tmp_path / "f") is None


def test_the_tests_never_write_the_user_s_own_cache() -> None:
    """conftest.py points the cache folder at one of the test run's own."""
    file = css_cache.default_file()
    assert Path(os.environ["XDG_CACHE_HOME"]) in file.parents
    assert Path.home() / ".cache" not in file.parents


def test_two_copies_writing_at_once_leave_a_whole_file(tmp_path: Path) -> None:
    """Each writes its file aside and renames it into place: a reader
    meanwhile finds every group whole each time, and no temporary file is
    left."""
    file = tmp_path / "cache" / "styles.cache"
    key = css_cache.file_key()
    assert key is not None
    variables = theme_variables()
    sources = [source for source in app_sources() if "OptionList" in source[1][1]]
    entries = css_cache.parsed_entries(parse_all(sources, variables)._parse_cache)
    pickled = css_cache.pickle_entries(entries)
    assert pickled is not None
    payload = pickle.dumps([(variables, pickled)])
    css_cache.write_file(file, key, payload)
    writer = textwrap.dedent(
        f"""
        from pathlib import Path
        from wolfenstein_tui.tui import css_cache
        payload = Path({str(tmp_path / "payload")!r}).read_bytes()
        for _ in range(60):
            css_cache.write_file(Path({str(file)!r}), {key!r}, payload)
        """
    )
    (tmp_path / "payload").write_bytes(payload)
    writers = [
        subprocess.Popen([sys.executable, "-c", writer], cwd=ROOT, stderr=subprocess.PIPE)
        for _ in range(2)
    ]
    reads = 0
    while any(process.poll() is None for process in writers):
        assert css_cache.read_groups(file, key) == [(variables, pickled)]
        reads += 1
    for process in writers:
        assert process.wait() == 0, process.stderr.read() if process.stderr else ""
    assert reads > 0
    assert sorted(path.name for path in file.parent.iterdir()) == ["styles.cache"]


def crafted_entries(how: str) -> list[tuple[Source, list[RuleSet]]]:
    """The game's own stylesheet parsed, then one thing changed that a
    parse never gives (with only the classes the file may hold)."""
    source = next(source for source in app_sources() if source[1] == (str(GAME_CSS), ""))
    rules = parse_all([source], theme_variables())._parse_cache.get(source)
    assert rules
    if how == "styles = 5":
        vars(rules[0])["styles"] = 5
    elif how == "selectors = None":
        vars(rules[0])["selector_set"] = None
    elif how == "rules of another text":  # the title's CSS, given rules that hide it all
        hiding = "Screen { display: none; } TitleScreen { visibility: hidden; }"
        other = parse_all([(hiding, ("", "x"), False, 0, "")], theme_variables())
        rules = other._parse_cache.get((hiding, ("", "x"), False, 0, "")) or []
        assert rules
    elif how == "a tie-breaker that is text":
        vars(rules[0])["tie_breaker"] = "0"
    else:  # "styles whose use raises"
        vars(rules[0].styles)["important"] = 5  # Textual asks it what it contains
    return [(source, rules)]


@pytest.mark.parametrize(
    "how",
    [
        "styles = 5",
        "selectors = None",
        "rules of another text",
        "a tie-breaker that is text",
        "styles whose use raises",
    ],
)
def test_crafted_rules_of_allowed_classes_are_dropped(how: str, tmp_path: Path) -> None:
    """A file with the right key and digest, made only of the classes it may
    hold, whose rules no parse of their CSS gives: nothing is filled from it
    (the CSS is parsed as without the file, and the file written again)."""
    file = tmp_path / "styles.cache"
    key = css_cache.file_key()
    assert key is not None
    variables = theme_variables()
    buffer = io.BytesIO()
    css_cache._StylesPickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(crafted_entries(how))
    file.write_bytes(framed(key, pickle.dumps([(variables, buffer.getvalue())])))
    stylesheet = Stylesheet(variables=variables)
    kept = css_cache.restore(stylesheet, file)
    assert kept is not None and kept.filled == {}


def test_the_allowed_style_classes_are_those_parsed_rules_hold() -> None:
    """Every class the rules of every stylesheet of the app hold, under every
    theme, is allowed, and nothing else is."""
    found: set[tuple[str, str]] = set()

    class Recording(css_cache._StylesUnpickler):
        def find_class(self, module: str, name: str) -> object:
            found.add((module, name))
            return super().find_class(module, name)

    sources = list(app_sources())
    for theme in App().available_themes:
        entries = css_cache.parsed_entries(parse_all(sources, theme_variables(theme))._parse_cache)
        pickled = css_cache.pickle_entries(entries)
        assert pickled is not None, theme
        Recording(io.BytesIO(pickled)).load()
    assert found == css_cache.STYLE_CLASSES
