"""Game logs on disk: reading them with located errors, finding the mission
they name, and appending lines so that a killed terminal loses at most the
decision being made (each line is flushed and synced as it is written)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.content.library import DATA_DIR, DECK_MODELS, builtin_mission_files
from wolfenstein_tui.content.problems import ContentError
from wolfenstein_tui.content.safe_file import FileRefused, JsonRefused, loads_json, read_text
from wolfenstein_tui.content.text import printable
from wolfenstein_tui.content.validation import LoadedMission, load_mission
from wolfenstein_tui.engine.gamelog import Header, LogError, start_logged
from wolfenstein_tui.engine.logcheck import line_problem

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules import Rules

MAX_LOG_BYTES = 64 * 1024 * 1024


class SaveError(Exception):
    """A log file that cannot be used, with a located, plain message."""

    def __init__(self, message: str) -> None:
        super().__init__(printable(message))  # it may quote what a file holds


def decks_hash(directory: Path = DATA_DIR) -> str:
    digest = hashlib.sha256()
    for kind in DECK_MODELS:
        digest.update((directory / f"{kind}.yaml").read_bytes())
    return digest.hexdigest()


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
                raise SaveError(f"{path}:{number}: {problem}")
        lines.append((number, data))
    if not lines:
        raise SaveError(f"{path}: the file is empty; a game log starts with its header line")
    try:
        header = Header.from_json(lines[0][1])
    except LogError as error:
        raise SaveError(f"{path}:{lines[0][0]}: {error.message}") from None
    return header, lines[1:]


def mission_for(header: Header, log_path: Path, decks: Decks, strict: bool = True) -> LoadedMission:
    """The mission a log was played on: the file it names (relative to the
    log), or the built-in mission with its id. With `strict`, the mission
    must not have changed since (its hash is in the header)."""
    if header.mission_file:
        candidate = Path(header.mission_file)
        if not candidate.is_absolute():
            candidate = log_path.parent / candidate
        candidates = [candidate]
    else:
        candidates = sorted(builtin_mission_files(), key=lambda p: p.stem != header.mission)
    loaded = None
    for candidate in candidates:
        try:
            mission = load_mission(candidate, decks)
        except ContentError as error:
            raise SaveError(
                f"{log_path}:1: the mission {candidate} has problems:\n"
                + "\n".join(str(p) for p in error.problems)
            ) from None
        if mission.mission.id == header.mission:
            loaded = mission
            break
    if loaded is None:
        raise SaveError(f"{log_path}:1: no mission with id {header.mission!r} was found")
    if strict and header.mission_hash and header.mission_hash != loaded.content_hash:
        raise SaveError(
            f"{log_path}:1: the mission file {loaded.source} has changed since this game was "
            "recorded, so the game cannot be replayed exactly"
        )
    return loaded


def check_setup(rules: Rules, header: Header, log_path: Path) -> None:
    """The header's set-up passes the engine's own checks (seats, heroes,
    first player, the hardest level's shared-life hero...); raise SaveError
    at the header's line otherwise, before any screen tries to show it."""
    try:
        start_logged(rules, header)
    except LogError as error:
        raise SaveError(f"{log_path}:{error.line}: {error.message}") from None


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
