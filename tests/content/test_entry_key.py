"""The user's key for signing content cache entries (content/loading/entry_key.py):
made once, private, and never taken from a file someone else could have
planted or read."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from wolfenstein_tui.content.loading import entry_key
from wolfenstein_tui.content.loading.entry_key import KEY_LENGTH, load_or_make, read_key

ROOT = Path(__file__).resolve().parents[2]


def test_a_missing_key_is_made_private_and_kept(tmp_path: Path) -> None:
    file = tmp_path / "wolfenstein" / "entries.key"
    key = load_or_make(file)
    assert key is not None and len(key) == KEY_LENGTH
    info = os.lstat(file)
    assert stat.S_ISREG(info.st_mode)
    assert stat.S_IMODE(info.st_mode) & 0o077 == 0
    assert load_or_make(file) == key
    assert sorted(path.name for path in file.parent.iterdir()) == ["entries.key"]


def test_two_keys_made_at_once_are_one(tmp_path: Path) -> None:
    """Copies of the game starting together all end with the same key, and
    leave no half-made file."""
    file = tmp_path / "entries.key"
    maker = textwrap.dedent(
        f"""
        import time
        from pathlib import Path
        from wolfenstein_tui.content.loading.entry_key import load_or_make
        while time.time() < {time.time() + 1.0}:
            pass
        key = load_or_make(Path({str(file)!r}))
        print(key.hex() if key else "none")
        """
    )
    makers = [
        subprocess.Popen([sys.executable, "-c", maker], cwd=ROOT, stdout=subprocess.PIPE)
        for _ in range(6)
    ]
    keys = {process.communicate(timeout=60)[0].decode().strip() for process in makers}
    assert keys == {file.read_bytes().hex()}
    assert [path.name for path in tmp_path.iterdir()] == ["entries.key"]


PLANTED_FILES = {
    "a key others can read": (KEY_LENGTH, 0o644),
    "a key others can write": (KEY_LENGTH, 0o622),
    "too short": (KEY_LENGTH - 1, 0o600),
    "too long": (KEY_LENGTH + 1, 0o600),
}
"""Regular files that are not a private key: their length and mode."""
KINDS = [*PLANTED_FILES, "a link to a key elsewhere", "a FIFO", "a folder"]


def planted(kind: str, file: Path, elsewhere: Path) -> None:
    """Something other than the user's own private key at `file`."""
    if kind in PLANTED_FILES:
        length, mode = PLANTED_FILES[kind]
        file.write_bytes(b"k" * length)
        file.chmod(mode)
    elif kind == "a link to a key elsewhere":
        elsewhere.write_bytes(b"k" * KEY_LENGTH)
        elsewhere.chmod(0o600)
        file.symlink_to(elsewhere)
    elif kind == "a FIFO":
        os.mkfifo(file)
    else:
        file.mkdir()


@pytest.mark.parametrize("kind", KINDS)
def test_a_key_file_that_is_not_the_users_private_key_is_not_used(
    kind: str, tmp_path: Path
) -> None:
    """Never used, never replaced (it may be someone else's), never waited
    for: the game then signs nothing and checks every entry it reads."""
    file = tmp_path / "entries.key"
    elsewhere = tmp_path / "elsewhere.key"
    planted(kind, file, elsewhere)
    before = os.lstat(file)
    started = time.monotonic()
    assert load_or_make(file) is None
    assert time.monotonic() - started < 5  # a FIFO is not waited for
    after = os.lstat(file)
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)
    if elsewhere.exists():
        assert elsewhere.read_bytes() == b"k" * KEY_LENGTH


def test_a_key_owned_by_another_user_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A private key file that another account made (as the user sees it:
    owned by another id) is theirs, not the user's."""
    file = tmp_path / "entries.key"
    key = load_or_make(file)
    assert key is not None and read_key(file) == key
    monkeypatch.setattr(os, "getuid", lambda: os.lstat(file).st_uid + 1)
    assert read_key(file) is None
    assert load_or_make(file) is None


def test_a_folder_that_cannot_be_written_gives_no_key(tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    assert load_or_make(blocked / "entries.key") is None


def test_the_key_lives_in_the_users_cache_folder() -> None:
    """Beside the installations' cache folders (content/loading/cache.py), in
    the cache folder the tests point the game to."""
    assert entry_key.key_file().parent.parent == Path(os.environ["XDG_CACHE_HOME"])
