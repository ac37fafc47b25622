"""Settings for the whole test suite."""

from __future__ import annotations

import gc
import itertools
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import textual._wait
from hypothesis import settings

if TYPE_CHECKING:
    from wolfenstein_tui.content.records.cards import Decks

if os.environ.pop("PYTHONDONTWRITEBYTECODE", None):
    sys.dont_write_bytecode = False
"""The test run keeps the compiled modules (in the __pycache__ folders git
ignores) even where the environment asks Python not to: else each of the
test runner's workers, and each program a test starts, compiles the whole
package and its tests again, a few seconds each time."""

settings.register_profile("suite", deadline=None)
settings.register_profile("thorough", deadline=None, max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))
"""The property tests' settings. The suite's: a hundred examples a property
(a test that asks for fewer, slow ones, keeps its own number) and no
deadline, as speed is measured in benchmarks/, never in a test. Before a
change to the rules' geometry or the readers of files, a longer search:
HYPOTHESIS_PROFILE=thorough python -m pytest tests/engine tests/content."""

textual._wait.SLEEP_GRANULARITY = 1 / 400
textual._wait.SLEEP_IDLE = textual._wait.SLEEP_GRANULARITY / 20
"""How long the test pilot sleeps between two looks at the process when it
waits for the app to go idle: after every key (twice), and at every pause
(Pilot and App.run_test). The wait ends with one look that finds the
process idle, a whole sleep: at Textual's 1/50 s that sleep was longer
than the work of most keys. Here it is 1/400 s with the same share (a
twentieth) of work for idle. A test that needs what the app does over
several frames (a new size laid out, then a height held) waits for it by
name (tests/tui/settle.py, `wait_for_refresh`), never on the length of
this sleep. The names read here are checked in tui/test_pilot_timing.py."""

_cache_home: str | None = None
"""The cache folder this process made (and removes at the end)."""
_SHARED = "WOLFENSTEIN_TEST_CACHE_HOME"


def pytest_configure(config: pytest.Config) -> None:
    """The content cache (content/loading/cache.py) goes to a folder of this test
    run, for the tests and the commands they launch, never to the user's
    own cache folder. The test runner's worker processes inherit the folder
    the first process made: the built-in decks and missions are loaded in
    full once in the run, not once in each worker."""
    global _cache_home
    shared = os.environ.get(_SHARED)
    if shared is None or not os.path.isdir(shared):
        _cache_home = shared = tempfile.mkdtemp(prefix="wolfenstein-test-cache-")
        os.environ[_SHARED] = shared
    os.environ["XDG_CACHE_HOME"] = shared


_homes_made = itertools.count()


@pytest.fixture(scope="session")
def _homes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of the tests' own settings, state and data folders. Each
    test's are made in it by a counter: pytest's `mktemp` looks through
    every folder made so far in the run for the next free number, which
    made three folders a test cost more the longer the run went on."""
    return tmp_path_factory.mktemp("homes")


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch, _homes: Path) -> object:
    """Every test starts in English with no language setting: neither the
    machine's locale nor the user's own settings file (language.py) decide
    what a test reads, and a test that chose a language leaves none behind."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    home = _homes / str(next(_homes_made))
    # nor the player's own settings, state and missions (play/missions/user_folder.py)
    for variable, name in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_DATA_HOME", "data"),
    ):
        folder = home / name
        folder.mkdir(parents=True)
        monkeypatch.setenv(variable, str(folder))
    yield
    from wolfenstein_tui.base.i18n import set_language
    from wolfenstein_tui.base.language import pin_language

    set_language("en")
    pin_language(None)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """One worker more than the processors this run may use (`-n auto`, the
    suite's default). The app tests spend nearly a third of their time
    waiting: for the app to go idle after each key, for a frame, for a
    program they started. A worker per processor left that time unused;
    the extra worker fills it. On two processors, the whole suite took
    284-292 s with two workers (four runs) and 240-291 s with three (five
    runs, 269 s the median); four workers were no faster than three.
    PYTEST_XDIST_AUTO_NUM_WORKERS, pytest-xdist's own setting, still wins."""
    if "PYTEST_XDIST_AUTO_NUM_WORKERS" in os.environ:
        return None
    return len(os.sched_getaffinity(0)) + 1 if hasattr(os, "sched_getaffinity") else None


COLLECTOR_THRESHOLDS = (200_000, 50, 100)


def pytest_collection_finish(session: pytest.Session) -> None:
    """The garbage collector looks through far fewer objects: what was
    imported and collected so far (the package, Textual, the tests) is set
    aside for good (`gc.freeze`), and a collection starts after 200,000 new
    objects instead of 700. The tests' apps and games make objects by the
    million, and Python's collector, walking them again and again, took
    about a quarter of the suite's time; memory grows by a few megabytes
    between collections. Objects are still collected: a test that counts
    on it (weak references, `__del__`) calls gc.collect() itself."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """What the tests leave alive (their games' and apps' caches) is set
    aside too, after one collection that still finds any garbage (an
    exception in a `__del__` is reported as before). Pytest collects five
    times more at the end, to report such exceptions; over those millions
    of objects that took a worker more than five seconds, and pytest-xdist
    interrupts a worker still busy five seconds after it is told to stop."""
    gc.collect()
    gc.freeze()


def pytest_unconfigure(config: pytest.Config) -> None:
    if _cache_home is not None:
        shutil.rmtree(_cache_home, ignore_errors=True)
        del os.environ[_SHARED]


@pytest.fixture(scope="session")
def built_decks() -> Decks:
    """The built-in decks loaded in full from their files once, for the
    tests of the content cache (a test that changes them changes a copy)."""
    from wolfenstein_tui.content.files.places import DATA_DIR
    from wolfenstein_tui.content.loading.library import load_decks_from

    return load_decks_from(DATA_DIR)


@pytest.fixture(scope="session")
def decks_entry(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The built-in decks' cache file as a first launch writes it, made once."""
    from wolfenstein_tui.content.files.places import DATA_DIR
    from wolfenstein_tui.content.loading import cache

    folder = tmp_path_factory.mktemp("decks-entry")
    cache.load_decks(DATA_DIR, folder)
    return (folder / "decks.cache").read_bytes()
