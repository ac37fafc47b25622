"""Fuzzing what surrounds the files: a shared save folder where a co-user
planted FIFOs, links, folders or garbage, or deleted files, beside a game
being joined, played and listed; paths with long or odd names on the
command line; and caches crafted from the classes they may hold. Whatever
is found: no hang (an alarm), no traceback, nothing written through a
link, and every sentence on one line without a control character."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzzing import CONTROL, PLANTED_KINDS, mutate_object, plant
from tests.joined.helpers import hosted
from tests.joined.test_planted_files import within
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.system_errors import MAX_NAME_BYTES, long_name
from wolfenstein_tui.content.files.places import DATA_DIR
from wolfenstein_tui.content.loading import cache, library
from wolfenstein_tui.content.loading.shape import shape_problem
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.state.commands import StartActivation
from wolfenstein_tui.play import gamelock
from wolfenstein_tui.play.crash import CRASH_STATUS
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.seats import seat_file
from wolfenstein_tui.play.session import Session

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

SIDE_FILES = ["log", "holder", "seat 1", "seat 2", "seat 3", "stray log", "mission copy"]
SECRET = b"a file of the player's own\n"


def side_file(log: Path, which: str) -> Path:
    if which == "log":
        return log
    if which == "holder":
        return gamelock.sidecar(log)
    if which.startswith("seat"):
        return seat_file(log, int(which[-1]) - 1)
    if which == "stray log":
        return log.with_name("planted.jsonl")
    return next((log.parent / "missions").iterdir())


def said_about(message: str, log: Path) -> None:
    """A refusal starts by naming the file at fault (the log, or the mission
    it names, whose problems follow one a line), with no control character."""
    assert message.startswith(str(log.parent)), message
    one_line_words(message)


def one_line_words(text: str) -> None:
    for line in text.splitlines():
        assert not CONTROL.search(line), line


@SETTINGS
@given(
    plants=st.lists(
        st.tuples(st.sampled_from(SIDE_FILES), st.sampled_from(PLANTED_KINDS)),
        min_size=1,
        max_size=4,
    )
)
def test_a_shared_folder_with_planted_files_never_hangs_nor_crashes(
    tmp_path_factory: pytest.TempPathFactory,
    capsys: pytest.CaptureFixture[str],
    plants: list[tuple[str, str]],
) -> None:
    root = tmp_path_factory.mktemp("shared")
    victim = root / "victim.txt"
    victim.write_bytes(SECRET)
    saves = root / "saves"
    ann = hosted(saves, seats=[2])
    ann.close()
    log = ann.path
    places = {which: side_file(log, which) for which in SIDE_FILES}
    for which, kind in plants:
        plant(places[which], kind, victim)
    with within():
        assert main(["games", "--save-dir", str(saves)]) == 0
        try:
            bob = JoinedSession.join(log, [0])
        except SaveError as refused:
            said_about(str(refused), log)
        else:
            try:
                bob.play(StartActivation("klaus"))
            finally:
                bob.close()
        try:
            Session.resume(log).close()
        except SaveError as refused:
            said_about(str(refused), log)
        assert main(["join", str(log), "--seat", "2", "--save-dir", str(saves)]) in (0, 1)
    said = capsys.readouterr()
    one_line_words(said.out + said.err)
    assert victim.read_bytes() == SECRET


@pytest.fixture(autouse=True)
def no_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """`join` and `continue` stop where the app would start."""
    from wolfenstein_tui.app.cli import app_launch

    monkeypatch.setattr(app_launch, "run_app", lambda session, save_dir: session.close() or 0)


NAME_PARTS = st.one_of(
    st.text(
        alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00/"),
        min_size=1,
        max_size=20,
    ),
    st.integers(200, 400).map(lambda n: "n" * n),
    st.integers(60, 140).map(lambda n: "é" * n),
    st.just("\x1b]0;owned\x07"),
)
COMMANDS = [
    ["games", "--save-dir"],
    ["continue", "--save-dir"],
    ["campaign", "--save-dir"],
    ["validate"],
    ["watch"],
    ["replay"],
    ["missions", "--folder"],
]


@SETTINGS
@given(parts=st.lists(NAME_PARTS, min_size=1, max_size=3), command=st.sampled_from(COMMANDS))
def test_long_and_odd_names_are_refused_or_used_never_a_crash(
    tmp_path_factory: pytest.TempPathFactory,
    capsys: pytest.CaptureFixture[str],
    parts: list[str],
    command: list[str],
) -> None:
    base = tmp_path_factory.mktemp("names")
    path = str(base.joinpath(*parts))
    too_long = any(len(part.encode("utf-8", "surrogateescape")) > MAX_NAME_BYTES for part in parts)
    assert (long_name(path) is not None) == too_long
    try:
        status = main([*command, path])
    except SystemExit as refused:
        status = refused.code  # type: ignore[assignment]
    said = capsys.readouterr()
    assert status != CRASH_STATUS, said.err
    if too_long:
        assert status == 2 and "bytes long" in said.err
    one_line_words(said.out + said.err)


@SETTINGS
@given(seed=st.integers(0, 10**9), edits=st.integers(1, 3))
def test_crafted_deck_caches_are_used_only_when_their_shape_holds(
    tmp_path_factory: pytest.TempPathFactory,
    built_decks: Decks,
    decks_entry: bytes,
    monkeypatch: pytest.MonkeyPatch,
    seed: int,
    edits: int,
) -> None:
    """A crafted entry is used only when its shape holds; when dropped, the
    decks are loaded again (once) and written whole. The loading from the
    files, the same every time, is content/test_cache.py's: here it hands
    over a copy of the decks it loaded once."""
    loads: list[Path] = []

    def load_again(directory: Path) -> Decks:
        loads.append(directory)
        return copy.deepcopy(built_decks)

    monkeypatch.setattr(library, "load_decks_from", load_again)
    folder = tmp_path_factory.mktemp("cache")
    file = folder / "decks.cache"
    file.write_bytes(decks_entry)
    good = cache.load_decks(DATA_DIR, folder)
    assert good.key is not None
    crafted = mutate_object(copy.deepcopy(built_decks), random.Random(seed), edits)
    try:
        payload = cache.pickle.dumps(crafted, protocol=cache.pickle.HIGHEST_PROTOCOL)
    except (TypeError, AttributeError, cache.pickle.PicklingError):
        return  # not even a pickle: nothing a file could hold
    file.write_bytes(framed_entry(good.key, payload))
    found = cache.read_entry(file, good.key, Decks)
    assert found is None or shape_problem(found) is None
    again = cache.load_decks(DATA_DIR, folder)
    assert shape_problem(again.decks) is None
    assert loads == ([DATA_DIR] if found is None else [])
    if found is None:
        assert again.decks == good.decks  # dropped and rebuilt
        assert cache.read_entry(file, good.key, Decks) == good.decks


def framed_entry(key: str, payload: bytes) -> bytes:
    import hashlib

    digest = hashlib.sha256(payload).hexdigest().encode()
    return cache.MAGIC + key.encode() + b"\n" + digest + b"\n" + payload
