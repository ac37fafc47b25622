"""Game logs on disk: reading them with located errors, finding the mission
they name, and appending lines so that a killed terminal loses at most the
decision being made (each line is flushed and synced as it is written)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, TextIO

from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.content.library import (
    DATA_DIR,
    DECK_MODELS,
    builtin_mission_files,
    training_mission_file,
)
from wolfenstein_tui.content.problems import ContentError
from wolfenstein_tui.content.validation import LoadedMission, load_mission
from wolfenstein_tui.engine.gamelog import Header, LogError

MAX_LOG_BYTES = 64 * 1024 * 1024


class SaveError(Exception):
    """A log file that cannot be used, with a located, plain message."""


def decks_hash(directory: Path = DATA_DIR) -> str:
    digest = hashlib.sha256()
    for kind in DECK_MODELS:
        digest.update((directory / f"{kind}.yaml").read_bytes())
    return digest.hexdigest()


def read_log(path: Path) -> tuple[Header, list[tuple[int, Any]]]:
    """The header and the numbered lines after it."""
    try:
        if path.stat().st_size > MAX_LOG_BYTES:
            raise SaveError(
                f"{path}: the file is larger than {MAX_LOG_BYTES // 2**20} MB; is it a game log?"
            )
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: this is a folder, not a game log") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a text file; a game log is JSON lines in UTF-8") from None
    except OSError as error:
        raise SaveError(f"{path}: cannot read the file: {error.strerror}") from None
    lines: list[tuple[int, Any]] = []
    raw_lines = text.split("\n")
    unterminated = len(raw_lines) if raw_lines[-1] else None
    for number, raw in enumerate(raw_lines, start=1):
        if not raw.strip():
            continue
        try:
            lines.append((number, json.loads(raw)))
        except json.JSONDecodeError as error:
            if number == unterminated:
                break  # the last line, cut short by a crash: only that decision is lost
            raise SaveError(f"{path}:{number}:{error.colno}: not valid JSON: {error.msg}") from None
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
        builtin = [*builtin_mission_files(), training_mission_file()]
        candidates = sorted(builtin, key=lambda p: p.stem != header.mission)
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
