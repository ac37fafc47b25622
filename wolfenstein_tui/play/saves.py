"""Game logs on disk: reading them with located errors, finding the mission
they name, and appending lines so that a killed terminal loses at most the
decision being made (each line is written to the log as it is made, and synced
to the disk: at once, or right after on a thread of its own, log_sync.py)."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.shared_file import (
    create_exclusive,
    make_folder,
    read_regular,
    replace_whole,
)
from wolfenstein_tui.content.files.places import (
    DATA_DIR,
    builtin_mission_files,
    builtin_missions_dir,
    training_mission_file,
)
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.files.safe_file import FileRefused, JsonRefused, loads_json, read_text
from wolfenstein_tui.content.loading.cache import load_mission
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.engine.log.gamelog import LogError, start_logged
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.log.logcheck import line_problem
from wolfenstein_tui.play.gamelock import Lock, lock_open_file
from wolfenstein_tui.play.save_folder import SaveError
from wolfenstein_tui.play.save_folder import check_save_dir as check_save_dir  # re-exported
from wolfenstein_tui.play.save_folder import reason as reason  # re-exported
from wolfenstein_tui.words.log_problems import problem_words, say_problem
from wolfenstein_tui.words.names import Names

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

MAX_LOG_BYTES = 4 * 1024 * 1024
"""The largest game log read or written: a hundred times the longest game
played in simulations (about 40 KB and 500 lines for four players on the
last mission), whose replay takes seconds, not minutes (about 0.25 to 0.5
ms and 2.4 KB a pair of decisions, one taken and taken back:
benchmarks/bench_replay.py). A game whose log reaches it takes no more
decisions, and says so (session.py)."""


def decks_hash(directory: Path = DATA_DIR) -> str:
    """The decks' rules as a log records them: their translations left out
    (content/loading/cache.py: `rules_digest`), so a translated card replays
    old games; the built-in decks' through the content cache."""
    from wolfenstein_tui.content.loading.cache import builtin_rules_digest, rules_digest

    return builtin_rules_digest() if directory == DATA_DIR else rules_digest(directory)


def read_log(path: Path) -> tuple[Header, list[tuple[int, Any]]]:
    """The header and the numbered lines after it, each line's shape checked
    (logcheck.py); raise SaveError located at the line (and column) at fault."""
    try:
        text = read_text(path, MAX_LOG_BYTES, "game log")
    except FileRefused as refused:
        raise SaveError(f"{path}: {refused.message}") from None
    lines: list[tuple[int, Any]] = []
    raw_lines = text.split("\n")
    unterminated = len(raw_lines) if raw_lines[-1] else None
    for number, raw in enumerate(raw_lines, start=1):
        if not raw.strip():
            continue
        try:
            data = loads_json(raw)
        except JsonRefused as error:
            if number == unterminated and number > 1:
                break  # the last line, cut short by a crash: only that decision is lost
            column = f":{error.column}" if error.column is not None else ""
            raise SaveError(f"{path}:{number}{column}: {error.message}") from None
        if lines:  # the header is checked below, as a header
            problem = line_problem(data)
            if problem is not None:
                raise SaveError(f"{path}:{number}: {say_problem(problem)}")
        lines.append((number, data))
    if not lines:
        raise SaveError(
            _("{path}:1: the file is empty; a game log starts with its header line").format(
                path=path
            )
        )
    try:
        header = Header.from_json(lines[0][1])
    except LogError as error:
        raise SaveError(f"{path}:{lines[0][0]}: {problem_words(error)}") from None
    return header, lines[1:]


def mission_for(
    header: Header,
    log_path: Path,
    decks: Decks,
    strict: bool = True,
    named: Path | None = None,
) -> LoadedMission:
    """The mission a log was played on: `named` when the player named the
    mission file (on the command line), else the file the log names
    (relative to the log's folder, and never outside it: see
    `home_mission`), else the built-in mission with its id. With `strict`,
    the mission must not have changed since (its hash is in the header)."""
    if named is not None:
        candidates = [named]
    elif header.mission_file:
        candidates = [home_mission(header, log_path)]
    else:
        candidates = builtin_candidates(header.mission)
    loaded = None
    for candidate in candidates:
        try:
            mission = load_mission(candidate, decks)
        except ContentError as error:
            raise SaveError(
                _("{log_path}:1: the mission {candidate} has problems:").format(
                    log_path=log_path, candidate=candidate
                )
                + "\n"
                + "\n".join(str(p) for p in error.problems)
            ) from None
        if mission.mission.id == header.mission:
            loaded = mission
            break
    if loaded is None:
        raise SaveError(
            _("{log_path}:1: no mission with id {mission} was found").format(
                log_path=log_path, mission=repr(header.mission)
            )
        )
    if strict and header.mission_hash and header.mission_hash != loaded.content_hash:
        raise SaveError(
            _(
                "{log_path}:1: the mission file {source} has changed since this game was recorded, so the game cannot be replayed exactly"
            ).format(log_path=log_path, source=loaded.source)
        )
    return loaded


def check_setup(rules: Rules, header: Header, log_path: Path) -> None:
    """The header's set-up passes the engine's own checks (seats, heroes,
    first player, the hardest level's shared-life hero...); raise SaveError
    at the header's line otherwise, before any screen tries to show it."""
    try:
        start_logged(rules, header)
    except LogError as error:
        names = Names(rules)
        raise SaveError(f"{log_path}:{error.line}: {problem_words(error, names)}") from None


def builtin_candidates(mission_id: str) -> list[Path]:
    """The built-in mission files, the one named after the id first."""
    builtin = [*builtin_mission_files(), training_mission_file()]
    return sorted(builtin, key=lambda p: p.stem != mission_id)


def inside(path: Path, folder: Path) -> bool:
    """Whether `path`, symlinks followed, is `folder` or within it."""
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError, ValueError):
        return False  # a symlink loop, a NUL byte: not a path this game can use


def home_mission(header: Header, log_path: Path) -> Path:
    """The mission file a log names, which must stay in the log's folder: a
    relative path without '..' that resolves inside it (a symlink out of
    it does not count). Older versions wrote absolute paths: one inside the
    log's folder still counts, and one elsewhere that names a built-in
    mission is read from the built-in missions (the file it names is not
    opened). Any other is refused: the player can name the mission."""
    written = str(header.mission_file)
    shown = written if len(written) <= 80 else written[:77] + "..."
    folder = log_path.parent
    path = Path(written) if "\x00" not in written else None
    if path is not None and path.is_absolute() and inside(path, folder):
        return path
    relative = path is not None and not path.is_absolute() and ".." not in path.parts
    if path is not None and relative and inside(folder / path, folder):
        return folder / path
    if path is not None and path.is_absolute():
        builtin = next(
            (p for p in builtin_candidates(header.mission) if p.stem == header.mission), None
        )
        if builtin is not None:
            return builtin
    raise SaveError(
        _(
            "{log_path}:1: mission_file {shown} is outside the log's folder, so it is not read; name the mission file yourself: wolfenstein replay --mission FILE {log_path} (to watch it), wolfenstein play FILE --continue {log_path} (to play on)"
        ).format(log_path=log_path, shown=repr(shown))
    )


def store_mission(loaded: LoadedMission, folder: Path) -> str:
    """Keep a copy of a mission file that is not built-in in the save
    folder (`missions/ID-HASH.yaml`) and return its path relative to the
    folder, for the log's `mission_file`: a log only ever names a mission
    beside it, and the game still loads if the original is moved or edited.
    OSError when it cannot be written."""
    safe_id = "".join(c if c.isalnum() or c in "-_" else "_" for c in loaded.mission.id)[:60]
    relative = Path("missions") / f"{safe_id}-{loaded.content_hash[:12]}.yaml"
    target = folder / relative
    if not _is_regular(target):
        data = Path(loaded.source).read_bytes()
        make_folder(target.parent)
        replace_whole(target, data, sync=True)
    return relative.as_posix()


def _is_regular(path: Path) -> bool:
    """Whether `path` is a regular file itself (a link in its place is not)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def is_builtin(loaded: LoadedMission) -> bool:
    return inside(Path(loaded.source), builtin_missions_dir())


# --- appending under the game's lock ------------------------------------------------


def encode(lines: list[dict[str, Any]]) -> bytes:
    return "".join(
        json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n" for line in lines
    ).encode("utf-8")


def append_whole(fd: int, data: bytes, good_size: int, sync: bool = True) -> int:
    """Append `data` to the log open on `fd` (O_APPEND), all of it or none:
    the file is first cut back to `good_size` (the end of the last line
    known to be whole), and a write that fails half-way (a full disk, a
    file-size limit) is cut back again, so the log never holds a line that
    loading cannot skip. Returns the new good size; raises the OSError.
    `sync=False` leaves the sync to the caller (a game's session has it
    done in the background: log_sync.py)."""
    try:
        if os.fstat(fd).st_size != good_size:
            os.ftruncate(fd, good_size)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        if sync:
            os.fsync(fd)
    except OSError:
        # If even this fails, the tail stays cut short: an unterminated
        # last line, which loading skips, and the next append cuts it first.
        with contextlib.suppress(OSError):
            os.ftruncate(fd, good_size)
        raise
    return good_size + len(data)


def whole_size(fd: int, path: Path) -> int:
    """The size of the log up to its last whole line, making it end with
    one: a last line cut short by a crash (loading skips it) is removed, a
    complete last line missing only its line end (loading uses it) gets one.
    Without this, the next line would be glued onto the cut one."""
    data = read_regular(path, MAX_LOG_BYTES + 1)
    if not data or data.endswith(b"\n"):
        return len(data)
    cut = data.rfind(b"\n") + 1
    try:
        json.loads(data[cut:])
    except (ValueError, RecursionError):
        os.ftruncate(fd, cut)
        return cut
    return append_whole(fd, b"\n", len(data))


def create_whole(folder: Path, names: list[str], lines: list[dict[str, Any]]) -> Lock:
    """Write a new log whole under a temporary name (which no game list
    shows), sync it, then link it to the first of `names` not taken: a
    crash or a full disk leaves no empty or half-written log behind.
    Returns the game's lock, taken before the log gets its name, with the
    log open for appending. OSError when the folder cannot take it."""

    folder.mkdir(parents=True, exist_ok=True)
    fd, temporary = create_exclusive(folder, f".{names[0]}.", ".part", flags=os.O_APPEND)
    try:
        lock = lock_open_file(temporary, fd)
        assert lock is not None, "a file just created cannot be locked by anyone else"
        append_whole(fd, encode(lines), 0)
        for name in names:
            final = folder / name
            try:
                os.link(temporary, final)
            except FileExistsError:
                continue
            except OSError as error:
                if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV, errno.EMLINK):
                    raise
                if final.exists():  # a file system without hard links
                    continue
                os.replace(temporary, final)
            break
        else:
            raise FileExistsError(errno.EEXIST, "every name for the new game is taken", str(folder))
    except BaseException:
        temporary.unlink(missing_ok=True)
        os.close(fd)
        raise
    temporary.unlink(missing_ok=True)
    _sync_folder(folder)
    lock.moved_to(final)
    return lock


def _sync_folder(folder: Path) -> None:
    """Make a new name in the folder survive a power cut."""
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return  # no directory descriptors here: the name is written when the system syncs
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the log's data itself is synced
    finally:
        os.close(fd)


class LogWriter:
    """Appends lines to a log file, each one on disk before the next decision."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._file: TextIO = path.open("a", encoding="utf-8")

    def write(self, lines: list[dict[str, Any]]) -> None:
        for line in lines:
            self._file.write(json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        self._file.close()

    def __enter__(self) -> LogWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
