"""A per-user cache of the checked built-in decks and missions.

Why: before the first frame of `wolfenstein play MISSION`, reading the
built-in decks and the mission from YAML and checking them (pydantic
validation, the map, the cross references) took about 0.3 s of the 0.85 s
the launch cost, and building the models' validators for that another
0.25 s (see `ContentModel`'s `defer_build`). Their content only changes
with the files and the code, so the checked objects are kept from one launch
to the next; a launch that finds them imports neither the YAML reader nor
the checks and validates nothing.

Where: one file per source in the platform's user cache folder
(`platformdirs.user_cache_dir("wolfenstein")`, e.g. ~/.cache/wolfenstein on
Linux), under a folder named after the installation, so two checkouts of the
game do not take turns rewriting one file: `decks.cache` for the built-in
decks, `decks-digest.cache` for their rules digest (the decks' hash a new
game's log records) and `mission-NAME.cache` for each built-in mission
(missions elsewhere, and missions checked against other decks, are loaded
in full every time).

What a file holds: a magic line, the key, a digest line, and the payload,
a pickle of the checked objects. The digest line is the payload signed with
the user's own key (HMAC-SHA256, content/loading/entry_key.py), or, when
that key cannot be had, the payload's SHA-256. The entry's key (its
second line) is a SHA-256 of everything those objects depend on: this
module's format number, the game's version, Python's and pydantic's
versions (pydantic's read from its version file, not imported), the source
code of the content package (the models and the checks), and the bytes of
the source files (the deck files; for a mission, the decks' key and the
mission file).
Reading the sources to hash them costs well under a millisecond. A file
whose key differs is stale: the content is loaded and checked in full and
the file rewritten.

Why pickle: it restores the checked records as they were, without
validating (the point: validation is what costs) and without importing
pydantic (content/records/base.py: the records are plain objects, pydantic checks
them when they are read from YAML). A data format would need either
validation again, or a second, unchecked loader for every record (cards
hold abilities that hold effects of some forty kinds), kept in step with
the records by hand.

Why a pickle here is safe enough: the file is the user's own, in their own
cache folder; whoever can write there can already edit their shell profile.
Even so it is read as untrusted input: a file that does not start with the
magic line, was written for another key, or whose payload does not match
its digest (cut short, damaged) is ignored; the unpickler builds only
classes the content holds (`ALLOWED_CLASSES`: the card and mission
models, their enums and the map's dataclasses) and refuses anything else,
so a crafted file cannot call a function; and the result must be of the
expected type. An entry not signed with the user's key must also be of the
shape its records say, their own checks passed (content/loading/shape.py: no
`None` for a list of heroes, no blank title, no escape sequence in a text),
for a file made only of allowed classes can still hold anything where they
hold a value; one signed with it was written by the user's own game, from
content it had just checked in full, and is not walked again (the walk was
about 14 ms of each launch: benchmarks/bench_content_cache.py). An entry
that says it is signed and is not signed with the user's key is not read
at all. In every such case the content is loaded in full and the file
rewritten, with nothing said to the player: a cache is never a reason to
fail.

Two copies of the game writing at once: each writes a temporary file in the
same folder and renames it over the cache file (atomic on every platform
Python runs on), so a reader sees a whole old file or a whole new one.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import importlib.util
import io
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from dataclasses import is_dataclass, replace
from enum import Enum
from functools import cache
from pathlib import Path
from typing import TypeVar

from platformdirs import user_cache_dir

from wolfenstein_tui import __version__
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.files.places import (
    DATA_DIR,
    PACKAGE_DIR,
    builtin_missions_dir,
    deck_files,
)
from wolfenstein_tui.content.loading.entry_key import signing_key
from wolfenstein_tui.content.loading.shape import shape_problem
from wolfenstein_tui.content.records.base import ContentModel
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.translations import without_translations

FORMAT = 2
"""Raised when what a cache file holds changes shape."""

DIGEST_LENGTH = 64
"""A SHA-256 digest's hexadecimal digits."""
HEX_DIGITS = frozenset("0123456789abcdef")

MAGIC = b"wolfenstein content cache\n"
SIGNED = b"signed "
"""How a signed entry's digest line starts (an unsigned one is the
payload's SHA-256 alone)."""
CONTENT_DIR = Path(__file__).resolve().parent.parent
ALLOWED_CLASSES: dict[str, frozenset[str]] = {
    f"wolfenstein_tui.content.records.{module}": frozenset(names.split())
    for module, names in {
        "cards": "ChestCard Decks DiceSpec EnemyCard EnemyRank EnemyWeapon EquipmentCard "
        "EventCard EventOption HeroCard ItemType SpecialMode WeaponCard WeaponKind",
        "effects": "Ability AddArmor AmmoChoice AmmoType Boost Damage DamageArea Destination "
        "DiceFalloff Difficulty DrawEquipment DrawWeapon EnemyGroup Escort ExtraDice Face "
        "GainAmmo GainAp GainBot GainGlory GainSharedLife GreatArmor Heal Hide Jam LowerDanger "
        "PierceArmor RaiseDanger RemoveFatigue Reroll RollCheck Sabotage Silence Spawn "
        "SpawnPlace Stun Summon TakeFatigue Target Trigger",
        "loaded": "LoadedMission",
        "mapdraw": "EdgeKind MapLayout Piece",
        "mission": "Alarm AlarmsLoss CollectTokensObjective CompleteEventsObjective "
        "EnemyReachesLoss KillObjective LoseNoHeroObjective Mission PlacedEnemy "
        "ReachObjective RuleTrigger SpecialRule SurviveObjective Zone ZoneKind",
        "translations": "LabelTextWords MissionWords NameTextWords NameWords TextWords "
        "TitleStoryWords",
    }.items()
}
"""The classes a cache file may build, by module: those the built-in decks
and missions hold (a test holds this list to them). An entry holding any
other is not read: the content is loaded in full, as without the cache."""

T = TypeVar("T")


def cache_dir() -> Path:
    """This installation's folder in the user's cache folder."""
    install = hashlib.sha256(str(PACKAGE_DIR).encode()).hexdigest()[:16]
    return Path(user_cache_dir("wolfenstein", appauthor=False)) / f"content-{install}"


@cache
def code_key() -> str:
    """What the cached objects' shape depends on besides their files: the
    versions and the content package's source (its models and checks)."""
    digest = hashlib.sha256()
    for part in (FORMAT, __version__, sys.version):
        digest.update(f"{part}\n".encode())
    digest.update(_pydantic_version())
    for source in sorted(CONTENT_DIR.rglob("*.py")):
        digest.update(source.name.encode() + b"\n")
        digest.update(source.read_bytes())
    return digest.hexdigest()


def _pydantic_version() -> bytes:
    """pydantic's version file, read rather than imported: the records were
    checked by that version, and a game from the cache never imports it."""
    spec = importlib.util.find_spec("pydantic")
    if spec is None or spec.origin is None:
        return b"no pydantic"
    try:
        return (Path(spec.origin).parent / "version.py").read_bytes()
    except OSError:
        return b"pydantic's version unknown"


def _key(*parts: bytes) -> str:
    digest = hashlib.sha256(code_key().encode())
    for part in parts:
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


@frozen_record
class KeyedDecks:
    """Decks and the key of their cache entry, which the entries of the
    missions checked against them build on (None: not cached, as a deck
    file could not be read)."""

    decks: Decks
    key: str | None


def load_decks(directory: Path, folder: Path) -> KeyedDecks:
    """The decks of `directory` (raising ContentError on a problem in them)
    through the cache entry in `folder`."""

    def load() -> Decks:
        from wolfenstein_tui.content.loading.library import load_decks_from

        return load_decks_from(directory)

    key = _decks_key(directory)
    if key is None:
        return KeyedDecks(load(), None)  # which says what is wrong with the file
    return KeyedDecks(cached(folder / "decks.cache", key, Decks, load), key)


def _decks_key(directory: Path) -> str | None:
    """The key of the cache entries made from the deck files of `directory`
    (None: a file could not be read)."""
    try:
        return _key(b"decks", *(path.read_bytes() for path in deck_files(directory)))
    except OSError:
        return None


def rules_digest(directory: Path) -> str:
    """The decks' rules as a game log records them (its header's
    `decks_hash`): the SHA-256 of the deck files' bytes with their
    translations left out (content/records/translations.py), so a
    translated card replays old games."""
    digest = hashlib.sha256()
    for path in deck_files(directory):
        digest.update(without_translations(path.read_bytes()))
    return digest.hexdigest()


def builtin_rules_digest() -> str:
    """`rules_digest` of the built-in decks, through a cache entry of its
    own keyed as the decks' (`decks-digest.cache`): working it out reads
    every deck file again and takes its translations out, at every new
    game. An entry that is not a digest is worked out again."""
    key = _builtin[0].key if _builtin else _decks_key(DATA_DIR)
    if key is None:
        return rules_digest(DATA_DIR)
    found = cached(cache_dir() / "decks-digest.cache", key, str, lambda: rules_digest(DATA_DIR))
    if len(found) != DIGEST_LENGTH or not set(found) <= HEX_DIGITS:
        return rules_digest(DATA_DIR)
    return found


def load_mission_with(path: Path, decks: KeyedDecks, folder: Path) -> LoadedMission:
    """The mission of `path` checked against `decks` (raising ContentError
    with every problem), through the cache entry in `folder`."""

    def load() -> LoadedMission:
        from wolfenstein_tui.content.loading.validation import load_mission as load_and_check

        return load_and_check(path, decks.decks)

    try:
        raw = path.read_bytes()
    except OSError:
        return load()  # which says what is wrong with the file
    if decks.key is None:
        return load()
    key = _key(b"mission", decks.key.encode(), raw)
    loaded = cached(folder / f"mission-{path.stem}.cache", key, LoadedMission, load)
    # The same bytes may have been cached from another path to the same file.
    neutral = hashlib.sha256(without_translations(raw)).hexdigest()
    return replace(loaded, source=str(path), content_hash=neutral)


_builtin: list[KeyedDecks] = []
"""The built-in decks once loaded in this process."""


def builtin_decks() -> Decks:
    """The built-in decks: from the cache when it holds them for the
    current files and code, else loaded in full (raising ContentError on a
    problem in them) and cached for the next launch."""
    if not _builtin:
        _builtin.append(load_decks(DATA_DIR, cache_dir()))
    return _builtin[0].decks


def load_mission(path: Path, decks: Decks) -> LoadedMission:
    """Load a mission for play as validation.load_mission does (raising
    ContentError with every problem): from the cache for a built-in mission
    checked against the built-in decks, else in full."""
    if _builtin and decks is _builtin[0].decks and path.parent.resolve() == builtin_dir():
        return load_mission_with(path, _builtin[0], cache_dir())
    from wolfenstein_tui.content.loading.validation import load_mission as load_and_check

    return load_and_check(path, decks)


@cache
def builtin_dir() -> Path:
    return builtin_missions_dir().resolve()


def cached(file: Path, key: str, kind: type[T], load: Callable[[], T]) -> T:
    """What `file` holds for `key` if it is whole and of `kind`, else
    `load()`, written to `file` for the next time. A sound entry that was
    not signed with the user's key (written when it could not be had) is
    written again, signed, so that later launches skip its shape check."""
    found = _read(file, key, kind)
    if found is not None:
        value, signed = found
        if not signed and signing_key() is not None:
            write_entry(file, key, value)
        return value
    value = load()
    write_entry(file, key, value)
    return value


def read_entry(file: Path, key: str, kind: type[T]) -> T | None:
    """The object in a cache file, or None when the file is missing,
    unreadable, stale, damaged, foreign or holds anything else."""
    found = _read(file, key, kind)
    return None if found is None else found[0]


def _read(file: Path, key: str, kind: type[T]) -> tuple[T, bool] | None:
    """`read_entry`'s object, and whether the entry was signed with the
    user's key (content/loading/entry_key.py): written by this user's game,
    after loading and checking its content in full, so its shape is not
    checked again."""
    try:
        data = file.read_bytes()
    except OSError:
        return None
    head = MAGIC + key.encode() + b"\n"
    if not data.startswith(head):
        return None
    digest, newline, payload = data[len(head) :].partition(b"\n")
    if not newline:
        return None
    signed = digest.startswith(SIGNED)
    if signed:
        secret = signing_key()
        if secret is None or not hmac.compare_digest(digest, _signature(secret, head, payload)):
            return None
    elif digest != hashlib.sha256(payload).hexdigest().encode():
        return None
    try:
        value = _ContentUnpickler(io.BytesIO(payload)).load()
    except (pickle.UnpicklingError, EOFError, AttributeError, TypeError, ValueError, ImportError):
        return None  # the digest matched, so written by another version of this reader
    if not isinstance(value, kind) or (not signed and shape_problem(value) is not None):
        return None  # dropped: loaded in full and written again
    return value, signed


def write_entry(file: Path, key: str, value: object) -> None:
    """Write a cache file whole or not at all. A folder that cannot be
    written (read-only, disk full) means no cache: the next launch loads the
    content in full again and tries to write it again."""
    write_whole(file, MAGIC, key, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def write_whole(file: Path, magic: bytes, key: str, payload: bytes) -> None:
    """Write a cache file (`framed`) whole or not at all: a temporary file
    renamed over it, so that two copies of the game writing at once leave
    one whole file. A folder that cannot be written costs only the cache."""
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=file.parent, prefix=f".{file.name}.")
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(framed(magic, key, payload))
        os.replace(temporary, file)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def framed(magic: bytes, key: str, payload: bytes) -> bytes:
    """A cache file's bytes: its magic line, its key, its digest line (the
    payload signed with the user's key, or its SHA-256 when the key cannot
    be had) and the payload."""
    head = magic + key.encode() + b"\n"
    secret = signing_key()
    if secret is None:
        digest = hashlib.sha256(payload).hexdigest().encode()
    else:
        digest = _signature(secret, head, payload)
    return head + digest + b"\n" + payload


def _signature(secret: bytes, head: bytes, payload: bytes) -> bytes:
    """An entry's digest line when signed: `SIGNED` and the HMAC-SHA256 of
    its magic line, key and payload under the user's key."""
    mac = hmac.new(secret, head, hashlib.sha256)
    mac.update(payload)
    return SIGNED + mac.hexdigest().encode()


class _ContentUnpickler(pickle.Unpickler):
    """Builds only the classes the content holds (`ALLOWED_CLASSES`): models,
    enums and dataclasses (pickle makes sets, tuples, lists and strings itself)."""

    def find_class(self, module: str, name: str) -> object:
        if name not in ALLOWED_CLASSES.get(module, ()):
            raise pickle.UnpicklingError(f"{module}.{name} is not content")
        found = getattr(sys.modules.get(module) or __import__(module, fromlist=[name]), name)
        if isinstance(found, type) and (
            issubclass(found, ContentModel | Enum) or is_dataclass(found)
        ):
            return found
        raise pickle.UnpicklingError(f"{module}.{name} is not a content class")
