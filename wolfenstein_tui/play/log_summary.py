"""What a saved game is, told without replaying it: for the Load game and
Replay pickers. Only the header is parsed in full; the rest of the file is
scanned from its end for the last decision line that carries the round
(and, once the game is over, the outcome): the session writes both on every
decision line (information only: replaying ignores them). A log too damaged
to read says so instead of breaking the list.

A label is said in the language spoken; the mission's title in its file's
own translation (read from the file's `translations:` block, without
loading the mission)."""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wolfenstein_tui.base.i18n import _, current_language, ngettext
from wolfenstein_tui.base.shared_file import open_regular
from wolfenstein_tui.base.system_errors import reason as said_reason
from wolfenstein_tui.content.files.text import escaped
from wolfenstein_tui.content.loading.library import builtin_mission_files, training_mission_file
from wolfenstein_tui.engine.log.gamelog import LogError
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.words.level_names import outcome_name
from wolfenstein_tui.words.log_problems import located

HEADER_BYTES = 64 * 1024
"""More than any header needs: a longer first line is not a game log's."""
SCAN_BYTES = 256 * 1024
"""How much of the end of a log is scanned for its last round."""


@dataclass(frozen=True)
class LogSummary:
    path: Path
    mission: str
    """The mission's title (its id when the mission is not a built-in one)."""
    players: str
    round: int | None
    """The round of the last decision (None: a log written before rounds
    were noted, or one with no decision yet)."""
    round_limit: int | None
    outcome: str | None
    """The outcome's value (Outcome), or None while the game is in progress."""
    date: str
    problem: str | None = None
    """Why the log cannot be used (damaged), or None."""
    mission_id: str | None = None
    """The mission's id, to say a built-in mission's title in the language
    spoken."""
    parent: str | None = None
    """For a fork (forks.py): its parent log's file name."""
    fork_line: int | None = None
    """For a fork: the parent's line it plays on from."""

    def title(self) -> str:
        """The mission's title in the language spoken (a built-in mission's
        own translation), else as `mission` holds it."""
        titles = _builtin_titles().get(self.mission_id or "", {})
        return titles.get(current_language()) or self.mission

    def label(self) -> str:
        """One line for a picker: mission, round, players, result, date."""
        if self.problem is not None:
            return escaped(
                _("{file} · damaged: {problem} · {date}").format(
                    file=self.path.name, problem=self.problem, date=self.date
                )
            )
        if self.round is None:
            where = _("round ?") if self.outcome is None else ""
        elif self.round_limit:
            where = _("round {round}/{limit}").format(round=self.round, limit=self.round_limit)
        else:
            where = _("round {round}").format(round=self.round)
        result = outcome_name(self.outcome) if self.outcome else _("in progress")
        parts = [self.title(), where, self.players, result, self.date]
        return escaped(" · ".join(part for part in parts if part))  # what a log holds


@cache
def _builtin_titles() -> dict[str, dict[str, str]]:
    """Each built-in mission's id -> its title in each language its file
    translates it into, from the file's `translations:` block (the
    one-line `title:` under each language)."""
    found: dict[str, dict[str, str]] = {}
    for path in [*builtin_mission_files(), training_mission_file()]:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        mission = re.search(r"^id:\s*(.+?)\s*$", text, re.MULTILINE)
        block = re.search(r"^translations:\s*$(.*)", text, re.MULTILINE | re.DOTALL)
        if mission is None or block is None:
            continue
        titles: dict[str, str] = {}
        for lang, title in re.findall(
            r"^  (\w\w):\s*\n(?:    .*\n)*?    title:\s*(.+?)\s*$", block.group(1), re.MULTILINE
        ):
            titles[lang] = title.strip().strip('"').strip("'")
        found[mission.group(1)] = titles
    return found


@cache
def _builtin_limits() -> dict[str, tuple[str, int | None]]:
    """Each built-in mission's id -> (title, round limit), read from the
    top of its file without loading the whole mission."""
    found: dict[str, tuple[str, int | None]] = {}
    for path in [*builtin_mission_files(), training_mission_file()]:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        fields = dict(re.findall(r"^(id|title|round_limit):\s*(.+?)\s*$", text, re.MULTILINE))
        if "id" in fields:
            limit = fields.get("round_limit", "")
            found[fields["id"]] = (
                str(fields.get("title", fields["id"])),
                int(limit) if limit.isdigit() else None,
            )
    return found


def _players(header: Header) -> str:
    if len(header.seats) == 1:
        return _("solo")
    if header.player_names:
        return ", ".join(header.player_names)
    count = len(header.seats)
    return ngettext("{count} player", "{count} players", count).format(count=count)


def summarize(path: Path) -> LogSummary:
    """The summary of one log; never raises for a bad file."""
    try:
        stamp = time.strftime("%d %b %Y %H:%M", time.localtime(path.stat().st_mtime))
    except OSError:
        stamp = "?"

    def damaged(problem: str) -> LogSummary:
        return LogSummary(path, path.stem, "", None, None, None, stamp, problem)

    try:
        with os.fdopen(open_regular(path), "rb") as file:  # a planted FIFO or link: refused
            first = file.readline(HEADER_BYTES)
            file.seek(0, 2)
            size = file.tell()
            file.seek(max(len(first), size - SCAN_BYTES))
            tail = file.read()
    except OSError as error:
        return damaged(_("cannot be read ({reason})").format(reason=said_reason(error)))
    try:
        header = Header.from_json(json.loads(first.decode("utf-8")))
    except UnicodeDecodeError:
        return damaged(_("not a text file"))
    except json.JSONDecodeError:
        return damaged(_("line 1 is not valid JSON"))
    except RecursionError:  # lists in lists, thousands deep: no header is
        return damaged(_("line 1 is nested too deeply to be a game log's header"))
    except LogError as error:
        return damaged(located(error))
    title, limit = _builtin_limits().get(header.mission, (header.mission, None))
    round_, outcome = None, None
    for raw in reversed(tail.split(b"\n")):
        if b'"round"' not in raw:
            continue
        try:
            line = json.loads(raw.decode("utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
            continue  # a line cut short by a crash, the middle of one, or no line of ours
        if isinstance(line, dict) and isinstance(line.get("round"), int):
            round_ = line["round"]
            outcome = line.get("outcome") if isinstance(line.get("outcome"), str) else None
            break
    whole = size - len(first) <= SCAN_BYTES
    if round_ is None and whole and b'"do"' not in tail and b'"undo"' not in tail:
        round_ = 1  # no decision yet: the game stands at its first round
    parent = header.parent
    return LogSummary(
        path,
        title,
        _players(header),
        round_,
        limit,
        outcome,
        stamp,
        mission_id=header.mission,
        parent=None if parent is None else parent.file,
        fork_line=None if parent is None else parent.line,
    )


PICKER_LOGS = 30
"""The saved games the Load game and Replay lists show: the latest ones
(each is summarized from its file as the list opens)."""


def count_logs(folder: Path) -> int:
    """How many logs a save folder holds (the lists say when they show
    only the latest)."""
    return sum(1 for _path in folder.glob("*.jsonl")) if folder.is_dir() else 0


def saved_logs(folder: Path, limit: int = PICKER_LOGS) -> list[Path]:
    """The logs in a save folder, the latest first."""
    if not folder.is_dir():
        return []

    def modified(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(folder.glob("*.jsonl"), key=modified, reverse=True)[:limit]
