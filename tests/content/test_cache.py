"""The content cache (content/loading/cache.py): a launch gets the same decks and
missions from it as from a full load, a change in a source file is never
hidden by it, and a cache file that is damaged, cut short, foreign or
crafted is ignored and rewritten, never a crash."""

from __future__ import annotations

import copy
import hashlib
import io
import os
import pickle
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from wolfenstein_tui.content.files.places import (
    DATA_DIR,
    DECK_KINDS,
    builtin_mission_files,
    builtin_missions_dir,
    training_mission_file,
)
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading import cache, library, validation
from wolfenstein_tui.content.loading.library import DECK_MODELS
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.translations import without_translations

ROOT = Path(__file__).resolve().parents[2]


def fail_to_load(*args: object) -> None:
    raise AssertionError("loaded in full although the cache holds it")


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A copy of the built-in decks that a test may change."""
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    return folder


def entry_files(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


@pytest.fixture
def filled(tmp_path: Path, decks_entry: bytes) -> Path:
    """A cache folder holding the built-in decks' entry, as a first launch
    leaves it (copied: the loading and writing is tested on its own)."""
    folder = tmp_path / "cache"
    folder.mkdir()
    (folder / "decks.cache").write_bytes(decks_entry)
    return folder


def test_the_deck_kinds_are_those_of_the_deck_models() -> None:
    assert tuple(DECK_MODELS) == DECK_KINDS


def test_cached_decks_and_missions_equal_freshly_loaded_ones(
    tmp_path: Path, built_decks: Decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every deck and every built-in mission, read back from the cache,
    dumps to exactly what loading and checking the files gives."""
    fresh_decks = built_decks
    fresh = {path: validation.load_mission(path, fresh_decks) for path in builtin_mission_files()}
    assert len(fresh) == 10
    cache.load_decks(DATA_DIR, tmp_path)
    first = cache.load_decks(DATA_DIR, tmp_path)
    for path in fresh:
        cache.load_mission_with(path, first, tmp_path)
    assert len(entry_files(tmp_path)) == 11

    monkeypatch.setattr(library, "load_decks_from", fail_to_load)
    monkeypatch.setattr(validation, "load_mission", fail_to_load)
    keyed = cache.load_decks(DATA_DIR, tmp_path)
    assert keyed.decks.model_dump() == fresh_decks.model_dump()
    assert keyed.decks == fresh_decks
    for path, loaded in fresh.items():
        cached = cache.load_mission_with(path, keyed, tmp_path)
        assert cached.mission.model_dump() == loaded.mission.model_dump(), path.name
        assert cached.layout == loaded.layout, path.name
        assert (cached.source, cached.content_hash) == (loaded.source, loaded.content_hash)


def test_a_changed_deck_file_is_loaded_again(data: Path, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    before = cache.load_decks(data, folder)
    heroes = data / "heroes.yaml"
    text = heroes.read_text(encoding="utf-8")
    name = before.decks.heroes[0].name
    assert text.count(f"name: {name}\n") == 1
    heroes.write_text(text.replace(f"name: {name}\n", "name: Someone Else\n"), encoding="utf-8")
    after = cache.load_decks(data, folder)
    assert after.key != before.key
    assert after.decks.heroes[0].name == "Someone Else"
    assert cache.load_decks(data, folder).decks == after.decks  # and now cached in its place
    assert entry_files(folder) == ["decks.cache"]


def test_a_changed_mission_file_is_loaded_again(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    decks = cache.load_decks(DATA_DIR, folder)
    mission = tmp_path / "m01-radio-silence.yaml"
    shutil.copy(builtin_missions_dir() / mission.name, mission)
    before = cache.load_mission_with(mission, decks, folder)
    text = mission.read_text(encoding="utf-8")
    mission.write_text(text.replace(before.mission.title, "Radio Noise", 1), encoding="utf-8")
    after = cache.load_mission_with(mission, decks, folder)
    assert after.mission.title == "Radio Noise"
    # The hash a game log records leaves the translations out (translations.py).
    neutral = without_translations(mission.read_bytes())
    assert after.content_hash == hashlib.sha256(neutral).hexdigest()


def test_missions_follow_a_change_of_the_decks(data: Path, tmp_path: Path) -> None:
    """A mission is checked against the decks: a mission whose enemy type
    leaves the decks is refused, not taken from the cache."""
    folder = tmp_path / "cache"
    mission = builtin_missions_dir() / "m01-radio-silence.yaml"
    cache.load_mission_with(mission, cache.load_decks(data, folder), folder)
    enemies = data / "enemies.yaml"
    text = enemies.read_text(encoding="utf-8")
    assert "id: soldier\n" in text
    enemies.write_text(text.replace("id: soldier\n", "id: trooper\n"), encoding="utf-8")
    with pytest.raises(ContentError):
        cache.load_mission_with(mission, cache.load_decks(data, folder), folder)


def test_a_change_in_the_content_code_makes_the_cache_stale(
    filled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache, "code_key", lambda: "a newer version of the models")
    calls: list[Path] = []
    real = library.load_decks_from

    def counting(directory: Path) -> Decks:
        calls.append(directory)
        return real(directory)

    monkeypatch.setattr(library, "load_decks_from", counting)
    cache.load_decks(DATA_DIR, filled)
    cache.load_decks(DATA_DIR, filled)
    assert calls == [DATA_DIR]


def payload_of(value: object) -> bytes:
    return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)


def entry(key: str, payload: bytes) -> bytes:
    """An unsigned entry, as one crafted without the user's key would be
    (its shape is checked when read)."""
    digest = hashlib.sha256(payload).hexdigest().encode()
    return cache.MAGIC + key.encode() + b"\n" + digest + b"\n" + payload


def full_loads_counted(monkeypatch: pytest.MonkeyPatch, built_decks: Decks) -> list[Path]:
    """The folders the cache loads the decks from in full from now on,
    given the decks this run loaded in full once (the full load itself is
    compared with the cache in test_cached_decks_and_missions_equal_...)."""
    loads: list[Path] = []

    def load_decks_from(folder: Path) -> Decks:
        loads.append(folder)
        return copy.deepcopy(built_decks)

    monkeypatch.setattr(library, "load_decks_from", load_decks_from)
    return loads


def walks_counted(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The values whose shape the cache checks from now on (each entry read
    unsigned), checked as before."""
    walked: list[object] = []
    shape_problem = cache.shape_problem

    def counted(value: object) -> str | None:
        walked.append(value)
        return shape_problem(value)

    monkeypatch.setattr(cache, "shape_problem", counted)
    return walked


class Boom:
    """What a crafted cache file would ask the unpickler to run."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, ("echo crafted > crafted.txt",))


@pytest.mark.parametrize(
    "damage",
    [
        "cut short",
        "one byte changed",
        "empty",
        "another program's file",
        "written for another key",
        "a crafted pickle that calls a function",
        "a pickle of something else",
        "a folder in its place",
    ],
)
def test_a_bad_cache_file_is_ignored_and_rewritten(
    damage: str,
    tmp_path: Path,
    filled: Path,
    monkeypatch: pytest.MonkeyPatch,
    built_decks: Decks,
) -> None:
    folder = filled
    good = cache.load_decks(DATA_DIR, folder)
    loads = full_loads_counted(monkeypatch, built_decks)
    file = folder / "decks.cache"
    whole = file.read_bytes()
    assert good.key is not None
    if damage == "cut short":
        file.write_bytes(whole[: len(whole) // 2])
    elif damage == "one byte changed":
        middle = len(whole) // 2
        file.write_bytes(whole[:middle] + bytes([whole[middle] ^ 1]) + whole[middle + 1 :])
    elif damage == "empty":
        file.write_bytes(b"")
    elif damage == "another program's file":
        file.write_bytes(b"\x89PNG\r\n\x1a\n" + os.urandom(200))
    elif damage == "written for another key":
        file.write_bytes(entry("0" * 64, whole.split(b"\n", 3)[3]))
    elif damage == "a crafted pickle that calls a function":
        file.write_bytes(entry(good.key, payload_of(Boom())))
    elif damage == "a pickle of something else":
        file.write_bytes(entry(good.key, payload_of({"heroes": []})))
    else:
        file.unlink()
        file.mkdir()
    monkeypatch.chdir(tmp_path)
    again = cache.load_decks(DATA_DIR, folder)
    assert loads == [DATA_DIR]  # ignored: loaded in full
    assert again.decks == good.decks
    assert not (tmp_path / "crafted.txt").exists()
    if damage != "a folder in its place":
        assert file.read_bytes() == whole  # rewritten whole
        monkeypatch.setattr(library, "load_decks_from", fail_to_load)
        assert cache.load_decks(DATA_DIR, folder).decks == good.decks


def test_only_content_classes_are_built_from_a_cache_file(
    tmp_path: Path, built_decks: Decks
) -> None:
    key = "k" * 64
    file = tmp_path / "x.cache"
    file.write_bytes(entry(key, payload_of(Boom())))
    assert cache.read_entry(file, key, object) is None
    file.write_bytes(entry(key, payload_of(Path("somewhere"))))
    assert cache.read_entry(file, key, object) is None
    decks = built_decks
    file.write_bytes(entry(key, payload_of(decks)))
    assert cache.read_entry(file, key, LoadedMission) is None  # not what was asked for
    assert cache.read_entry(file, key, Decks) == decks


def test_a_cache_folder_that_cannot_be_written_means_no_cache(
    tmp_path: Path, built_decks: Decks
) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    decks = cache.load_decks(DATA_DIR, blocked / "cache")
    assert decks.decks == built_decks
    assert entry_files(tmp_path) == ["a file"]


def test_two_processes_writing_at_once_leave_a_whole_cache(filled: Path) -> None:
    """Each writes its file aside and renames it into place: a reader meanwhile
    finds the whole entry every time, and no temporary file is left."""
    folder = filled
    keyed = cache.load_decks(DATA_DIR, folder)
    assert keyed.key is not None
    file = folder / "decks.cache"
    writer = textwrap.dedent(
        f"""
        from pathlib import Path
        from wolfenstein_tui.content.loading import cache
        from wolfenstein_tui.content.records.cards import Decks
        decks = cache.read_entry(Path({str(file)!r}), {keyed.key!r}, Decks)
        assert decks is not None
        for _ in range(60):
            cache.write_entry(Path({str(file)!r}), {keyed.key!r}, decks)
        """
    )
    writers = [
        subprocess.Popen([sys.executable, "-c", writer], cwd=ROOT, stderr=subprocess.PIPE)
        for _ in range(2)
    ]
    reads = 0
    while any(process.poll() is None for process in writers):
        assert cache.read_entry(file, keyed.key, Decks) == keyed.decks
        reads += 1
    for process in writers:
        assert process.wait() == 0, process.stderr.read() if process.stderr else ""
    assert reads > 0
    assert cache.read_entry(file, keyed.key, Decks) == keyed.decks
    assert entry_files(folder) == ["decks.cache"]


def test_the_game_uses_the_cache_for_built_in_missions_only(
    tmp_path: Path, built_decks: Decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache, "cache_dir", lambda: tmp_path / "cache")
    monkeypatch.setattr(cache, "_builtin", [])
    decks = cache.builtin_decks()
    assert cache.builtin_decks() is decks
    starter = builtin_missions_dir() / "m01-radio-silence.yaml"
    cache.load_mission(starter, decks)
    elsewhere = tmp_path / "m01-radio-silence.yaml"
    shutil.copy(starter, elsewhere)
    cache.load_mission(elsewhere, decks)  # loaded in full: not a built-in mission
    cache.load_mission(starter, built_decks)  # not the built-in decks object
    assert entry_files(tmp_path / "cache") == ["decks.cache", "mission-m01-radio-silence.cache"]
    monkeypatch.setattr(validation, "load_mission", fail_to_load)
    assert cache.load_mission(starter, decks).source == str(starter)


def test_a_game_started_from_the_cache_reads_no_yaml_and_checks_nothing(tmp_path: Path) -> None:
    """`wolfenstein play` with the cache filled imports neither the YAML
    reader, the checks nor pydantic (content/records/base.py: its records are plain
    objects; engine/log/line_shapes.py: a new game reads no log)."""
    code = textwrap.dedent(
        f"""
        import sys
        from wolfenstein_tui.app import cli
        from wolfenstein_tui.app.cli import app_launch
        app_launch.run_app = lambda session, save_dir: 0
        argv = ["play", "m01-radio-silence", "--seed", "1", "--save-dir", {str(tmp_path)!r}]
        assert cli.main(argv) == 0
        if sys.argv[1] == "again":
            print(" ".join(sorted(m for m in sys.modules if m.split(".")[0] in (
                "yaml", "pydantic", "pydantic_core") or m in (
                "wolfenstein_tui.content.loading.validation", "wolfenstein_tui.content.loading.library",
                "wolfenstein_tui.content.records.twins", "wolfenstein_tui.engine.log.line_shapes"))))
        """
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    for run in ("first", "again"):
        result = subprocess.run(
            [sys.executable, "-c", code, run],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
    assert result.stdout.split() == []
    assert len(list(tmp_path.glob("*.jsonl"))) == 2


def crafted_decks(how: str, built: Decks) -> Decks:
    """The built-in decks (a copy of `built`), one value changed where no
    validation would let it through (the records are plain objects: their
    attributes can be set)."""
    decks = copy.deepcopy(built)
    hero = decks.heroes[0]
    if how == "heroes = None":
        vars(decks)["heroes"] = None
    elif how == "a blank hero name":
        vars(hero)["name"] = "   "
    elif how == "escape sequences in a hero name":
        vars(hero)["name"] = "Klaus\x1b]0;owned\x07\x1b[2J"
    elif how == "a number where text belongs":
        vars(hero)["name"] = 5
    elif how == "hit points out of bounds":
        vars(hero)["hp"] = -3
    elif how == "a field missing":
        del vars(hero)["name"]
    elif how == "a card where a hero belongs":
        vars(decks)["heroes"] = [decks.weapons[0]]
    else:  # "an unknown effect kind"
        card = next(card for card in decks.heroes if card.abilities)
        vars(card)["abilities"] = ["not an ability"]
    return decks


CRAFTED = [
    "heroes = None",
    "a blank hero name",
    "escape sequences in a hero name",
    "a number where text belongs",
    "hit points out of bounds",
    "a field missing",
    "a card where a hero belongs",
    "an unknown effect kind",
]


@pytest.mark.parametrize("how", CRAFTED)
def test_a_crafted_entry_of_allowed_classes_is_dropped_and_rebuilt(
    how: str, filled: Path, built_decks: Decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Made only of the classes a cache may hold, with the right key and
    digest, yet of a shape validation never gives: dropped, loaded in full
    and written again, never a crash."""
    folder = filled
    good = cache.load_decks(DATA_DIR, folder)
    assert good.key is not None
    file = folder / "decks.cache"
    whole = file.read_bytes()
    file.write_bytes(entry(good.key, payload_of(crafted_decks(how, built_decks))))
    assert cache.read_entry(file, good.key, Decks) is None
    loads = full_loads_counted(monkeypatch, built_decks)
    again = cache.load_decks(DATA_DIR, folder)
    assert loads == [DATA_DIR]
    assert again.decks == good.decks
    assert file.read_bytes() == whole  # rebuilt


def test_a_crafted_mission_with_a_blank_title_or_escapes_is_dropped(filled: Path) -> None:
    folder = filled
    decks = cache.load_decks(DATA_DIR, folder)
    path = builtin_mission_files()[0]
    good = cache.load_mission_with(path, decks, folder)
    (file,) = folder.glob("mission-*.cache")
    key = file.read_bytes().split(b"\n")[1].decode()
    for title in ("", "  ", "Radio\x1b[2J\x1b]0;owned\x07"):
        mission = cache.load_mission_with(path, decks, folder)
        vars(mission.mission)["title"] = title
        file.write_bytes(entry(key, payload_of(mission)))
        assert cache.read_entry(file, key, LoadedMission) is None
        again = cache.load_mission_with(path, decks, folder)
        assert again.mission.title == good.mission.title


def test_the_allowed_classes_are_those_the_content_holds(built_decks: Decks) -> None:
    """Each class a cache entry of the built-in content builds is allowed,
    and nothing else is: a new class in the content is added to the list."""
    found: set[tuple[str, str]] = set()

    class Recording(pickle.Unpickler):
        def find_class(self, module: str, name: str) -> object:
            found.add((module, name))
            return super().find_class(module, name)

    decks = built_decks
    held: list[object] = [decks]
    missions = [*builtin_mission_files(), training_mission_file()]  # the training is cached too
    held += [validation.load_mission(path, decks) for path in missions]
    for value in held:
        Recording(io.BytesIO(payload_of(value))).load()
    allowed = {(module, name) for module, names in cache.ALLOWED_CLASSES.items() for name in names}
    assert found == allowed


def test_the_decks_rules_digest_is_worked_out_once_then_read_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new game's log records the built-in decks' rules digest (the deck
    files without their translations): worked out at the first launch, read
    from its own cache entry after that, the same digest, under the key of
    the decks' own entry (which a changed deck file changes)."""
    monkeypatch.setattr(cache, "cache_dir", lambda: tmp_path / "cache")
    monkeypatch.setattr(cache, "_builtin", [])
    fresh = cache.rules_digest(DATA_DIR)
    assert cache.builtin_rules_digest() == fresh
    assert entry_files(tmp_path / "cache") == ["decks-digest.cache"]
    monkeypatch.setattr(cache, "rules_digest", fail_to_load)
    assert cache.builtin_rules_digest() == fresh
    cache.builtin_decks()  # the decks' own entry has the same key
    assert cache.builtin_rules_digest() == fresh
    (key,) = {cache._builtin[0].key, cache._decks_key(DATA_DIR)}
    assert key is not None
    file = tmp_path / "cache" / "decks-digest.cache"
    assert file.read_bytes() == cache.framed(cache.MAGIC, key, payload_of(fresh))


@pytest.mark.parametrize("crafted", ["", "not a digest", "A" * 64, "0" * 63, "z" * 64])
def test_a_cache_entry_that_holds_no_digest_gives_the_digest_worked_out(
    crafted: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache, "cache_dir", lambda: tmp_path / "cache")
    monkeypatch.setattr(cache, "_builtin", [])
    key = cache._decks_key(DATA_DIR)
    assert key is not None
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "decks-digest.cache").write_bytes(entry(key, payload_of(crafted)))
    assert cache.builtin_rules_digest() == cache.rules_digest(DATA_DIR)


def test_an_entry_the_game_signed_is_read_without_its_shape_check(
    filled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's own entries are signed with the user's key: reading one
    does not walk its records again (the walk cost ~13 ms of each launch)."""
    good = cache.load_decks(DATA_DIR, filled)
    assert good.key is not None
    file = filled / "decks.cache"
    assert file.read_bytes().split(b"\n")[2].startswith(cache.SIGNED)

    def no_walk(value: object) -> None:
        raise AssertionError("a signed entry's shape was checked")

    monkeypatch.setattr(cache, "shape_problem", no_walk)
    monkeypatch.setattr(library, "load_decks_from", fail_to_load)
    assert cache.read_entry(file, good.key, Decks) == good.decks
    assert cache.load_decks(DATA_DIR, filled).decks == good.decks


@pytest.mark.parametrize("signature", ["forged", "another user's key", "cut short"])
def test_a_crafted_entry_with_a_signature_not_the_users_is_dropped_and_rebuilt(
    signature: str, filled: Path, built_decks: Decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crafted entry that claims to be signed, and is not signed with the
    user's key, is not read at all: loaded in full and written again."""
    good = cache.load_decks(DATA_DIR, filled)
    assert good.key is not None
    file = filled / "decks.cache"
    whole = file.read_bytes()
    payload = payload_of(crafted_decks("heroes = None", built_decks))
    head = cache.MAGIC + good.key.encode() + b"\n"
    if signature == "forged":
        digest = cache.SIGNED + hashlib.sha256(payload).hexdigest().encode()
    elif signature == "another user's key":
        digest = cache._signature(b"k" * 32, head, payload)
    else:
        digest = cache._signature(cache.signing_key() or b"", head, payload)[:-1]
    file.write_bytes(head + digest + b"\n" + payload)
    assert cache.read_entry(file, good.key, Decks) is None
    loads = full_loads_counted(monkeypatch, built_decks)
    assert cache.load_decks(DATA_DIR, filled).decks == good.decks
    assert loads == [DATA_DIR]
    assert file.read_bytes() == whole  # rebuilt, signed


def test_a_sound_unsigned_entry_is_checked_once_then_signed(
    filled: Path, built_decks: Decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An entry written while the user's key could not be had is checked
    for its shape, used, and written again signed: the next launch skips
    the check."""
    good = cache.load_decks(DATA_DIR, filled)
    assert good.key is not None
    file = filled / "decks.cache"
    file.write_bytes(entry(good.key, payload_of(good.decks)))
    walked = walks_counted(monkeypatch)
    monkeypatch.setattr(library, "load_decks_from", fail_to_load)
    assert cache.load_decks(DATA_DIR, filled).decks == good.decks
    assert len(walked) == 1
    assert file.read_bytes().split(b"\n")[2].startswith(cache.SIGNED)
    assert cache.load_decks(DATA_DIR, filled).decks == good.decks
    assert len(walked) == 1


def test_without_the_users_key_entries_are_unsigned_and_checked(
    tmp_path: Path, built_decks: Decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No key (one planted by someone else, a folder that cannot be written):
    the cache still works, every entry read is checked, and a signed entry
    is not trusted."""
    folder = tmp_path / "cache"
    signed = cache.load_decks(DATA_DIR, folder)
    assert signed.key is not None
    file = folder / "decks.cache"
    monkeypatch.setattr(cache, "signing_key", lambda: None)
    assert cache.read_entry(file, signed.key, Decks) is None  # signed: cannot be told
    loads = full_loads_counted(monkeypatch, built_decks)
    assert cache.load_decks(DATA_DIR, folder).decks == signed.decks
    assert loads == [DATA_DIR]
    digest = file.read_bytes().split(b"\n")[2]
    assert not digest.startswith(cache.SIGNED)
    walked = walks_counted(monkeypatch)
    assert cache.load_decks(DATA_DIR, folder).decks == signed.decks
    assert loads == [DATA_DIR] and len(walked) == 1
