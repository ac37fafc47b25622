"""Forks: a game played on from any moment of another, as a game of its own.

A fork's log begins with its parent's: the header (naming the parent's
file, the line it branches after and the digest of the state there) and a
copy of the parent's lines up to that point, so the fork replays and
verifies alone, wherever it is moved; its own decisions follow. The parent
is never written to. The replay viewer's "Play on from here" and
`wolfenstein fork LOG --at LINE` make one (docs/game-log.md, "Forks").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from wolfenstein_tui import words
from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.log.gamelog import LogError, lines_until, replay
from wolfenstein_tui.engine.log.header import Header, Parent
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.play.gamelock import Lock
from wolfenstein_tui.play.saves import (
    SaveError,
    create_whole,
    is_builtin,
    mission_for,
    read_log,
    reason,
    store_mission,
)
from wolfenstein_tui.words.log_problems import problem_words


@dataclass(frozen=True)
class ForkPoint:
    """A moment of a game to play on from: the lines up to it (as the
    parent has them) and the header the fork starts with."""

    header: Header
    lines: list[dict[str, Any]]
    """The lines the fork copies after its header: the parent's lines 2 to `line`."""
    line: int
    """The parent's last line the fork copies."""


def fork_point(
    path: Path, rules: Rules, header: Header, lines: list[tuple[int, Any]], line: int
) -> ForkPoint:
    """The fork of the game in `path` after its line `line`: its lines
    replayed and checked, the game not over there. SaveError (located at
    the parent's line) when it cannot be played on from there."""
    last = lines[-1][0] if lines else 1
    if not 1 <= line <= last:
        raise SaveError(
            _("{path}: line {line} is not in this log (its lines are 1 to {last})").format(
                path=path, line=line, last=last
            )
        )
    prefix = lines_until(lines, line)
    try:
        result = replay(rules, header, prefix, check=True)
    except LogError as error:
        words_said = problem_words(error, words.Names(rules))
        raise SaveError(f"{path}:{error.line}: {words_said}") from None
    if result.problems:
        first = result.problems[0]
        raise SaveError(f"{path}:{first.line}: {problem_words(first, words.Names(rules))}")
    record = result.record
    state = record.state
    end = prefix[-1][0] if prefix else 1
    if state.outcome is not None:
        raise SaveError(
            _(
                "{path}:{line}: the game is over there; a fork plays on from a game in progress"
            ).format(path=path, line=end)
        )
    # The rules the parent was played under, written down (a parent too old
    # to record them had them found by its digests).
    settled = record.header
    parent = Parent(path.name, end, digest(rules, state))
    forked = replace(settled, rules_version=settled.rules, found_rules=None, parent=parent)
    copied = [data for _, data in prefix]
    heads = [i for i, data in enumerate(copied) if "do" in data or "undo" in data]
    if heads and "round" not in copied[heads[-1]]:
        # The round it stands at, noted for the game lists (information only:
        # a log written before rounds were noted has none).
        copied[heads[-1]] = {**copied[heads[-1]], "round": state.round}
    return ForkPoint(forked, copied, end)


def write_fork(
    point: ForkPoint, rules: Rules, folder: Path, player_names: tuple[str, ...] = ()
) -> Lock:
    """Write the fork's log in `folder` (a new file, never over another) and
    return its lock, the log open for appending: the game is the caller's to
    play on, or to release. A mission that is not built-in is copied beside
    it, as a new game's is. SaveError when the folder cannot take it."""
    header = point.header
    if player_names:
        header = replace(header, player_names=player_names)
    first = header.to_json()
    try:
        if header.mission_file is not None:
            if is_builtin(rules.loaded):
                first.pop("mission_file")
            else:
                first["mission_file"] = store_mission(rules.loaded, folder)
        stem = point.header.parent.file if point.header.parent else "game"
        stem = Path(stem).stem.split("-fork")[0][:80]
        names = [f"{stem}-fork.jsonl"] + [f"{stem}-fork{n}.jsonl" for n in range(2, 1000)]
        return create_whole(folder, names, [first, *point.lines])
    except OSError as error:
        raise SaveError(
            _("cannot write the fork in {folder}: {reason}").format(
                folder=folder, reason=reason(error)
            )
        ) from None


def fork_log(
    path: Path,
    line: int,
    folder: Path | None = None,
    decks: Decks | None = None,
    mission: Path | None = None,
    player_names: tuple[str, ...] = (),
) -> Path:
    """`wolfenstein fork LOG --at LINE [--save-dir DIR] [--names A,B]`: the
    new log's path (in `folder`, else beside the parent), played on by the
    same players or by `player_names`. SaveError with a located reason when
    the game cannot be played on from there."""
    decks = decks or builtin_decks()
    header, lines = read_log(path)
    try:
        rules = Rules(mission_for(header, path, decks, named=mission), decks)
    except ContentError as error:
        raise SaveError("\n".join(str(p) for p in error.problems)) from None
    point = fork_point(path, rules, header, lines, line)
    if player_names and len(player_names) != len(header.seats):
        raise SaveError(
            _("{path}: the game has {seats} seats; give one name a seat").format(
                path=path, seats=len(header.seats)
            )
        )
    lock = write_fork(point, rules, folder or path.parent, player_names)
    lock.release()
    return lock.path
