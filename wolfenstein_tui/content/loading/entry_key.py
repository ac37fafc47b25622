"""The user's own key for signing content cache entries (content/loading/cache.py).

Why: an entry read from the cache is checked for the shape its records say
(content/loading/shape.py) before the game uses it, since a file made only
of content classes can still hold anything where they hold a value. That
walk over every card of every deck took about 14 ms of each launch's first
frame (benchmarks/bench_content_cache.py). An entry the game wrote itself
holds content it had just loaded and checked in full, so it needs no
second check: the game signs what it writes (HMAC-SHA256) with a secret
only this user can read, and an entry whose signature holds skips the
walk. Any other entry (unsigned, signed with another key, crafted) is
walked as before.

The key is 32 random bytes (`secrets`) in a file of the user's cache
folder. It is trusted only when that file is a regular file (a link in its
place is not followed, a FIFO not waited for), owned by this user, readable
and writable by this user alone, and of the key's length: a key planted by
someone else, or one others can read, is not used, and nothing is signed
or trusted in that run (entries are walked, as without a key). A missing
key is made exclusively under a name of its own, then linked into place,
so two copies of the game starting at once end with one key, whole.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
from functools import cache
from pathlib import Path

from platformdirs import user_cache_dir

from wolfenstein_tui.base.shared_file import create_exclusive, open_regular, write_all
from wolfenstein_tui.base.system_errors import NotRegularFile

KEY_LENGTH = 32
"""The key's bytes: as long as the SHA-256 digest HMAC-SHA256 makes, the
least a key of it should be."""
KEY_NAME = "entries.key"


def key_file() -> Path:
    """Where the user's key is kept: the game's folder of the user's cache
    folder, beside the installations' cache folders."""
    return Path(user_cache_dir("wolfenstein", appauthor=False)) / KEY_NAME


@cache
def signing_key() -> bytes | None:
    """The user's key, made on first use; None when it cannot be had or
    trusted (read once a run)."""
    return load_or_make(key_file())


def load_or_make(file: Path) -> bytes | None:
    """The key in `file`, made there when missing; None when the file is
    not a key this user alone holds, or cannot be made."""
    found = read_key(file)
    if found is not None:
        return found
    # Made even when something is in the way (it may be a key another copy
    # of the game linked into place a moment ago): the link then fails, and
    # what is there is read again.
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        fd, made = create_exclusive(file.parent, f".{KEY_NAME}.", ".part", private=True)
    except OSError:
        return None
    try:
        try:
            write_all(fd, secrets.token_bytes(KEY_LENGTH))
        finally:
            os.close(fd)
        # A link, not a rename: it never replaces a key another copy of the
        # game made meanwhile (or a file planted there), whose key then wins.
        with contextlib.suppress(FileExistsError):
            os.link(made, file)
    except OSError:
        return None
    finally:
        with contextlib.suppress(OSError):
            made.unlink()
    return read_key(file)


def read_key(file: Path) -> bytes | None:
    """The key in `file` when it is one this user alone can read and
    write, else None."""
    try:
        fd = open_regular(file)
    except (OSError, NotRegularFile):
        return None
    try:
        info = os.fstat(fd)
        if not _private(info) or info.st_size != KEY_LENGTH:
            return None
        key = os.read(fd, KEY_LENGTH + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    return key if len(key) == KEY_LENGTH else None


def _private(info: os.stat_result) -> bool:
    """Owned by this user, with no permission for anyone else (a system
    without user ids has no private files: no key there)."""
    getuid = getattr(os, "getuid", None)
    if getuid is None:
        return False
    return info.st_uid == getuid() and not stat.S_IMODE(info.st_mode) & 0o077
