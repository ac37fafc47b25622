"""A game being played: the rules, the game record and its log file.

The app and the command line both play through a `Session`, which writes
each decision's lines to the log as soon as they exist (see saves.py), so a
killed terminal loses at most the decision being made.

A session holds the game's lock (gamelock.py) from the moment it opens the
log until it is closed: one writer per game. When a write fails (a full
disk, a file-size limit, a folder made read-only), the decision stays in
memory, `unsaved` holds its lines and `save_problem` says why; the log on
disk keeps every earlier decision, whole, and the lines are written at the
next `retry_save` or decision, or into a copy elsewhere (`save_copy`).
"""

from __future__ import annotations

import os
import stat
import time
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import mutable_record
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.engine.log.gamelog import Foreseen, GameRecord, LogError, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Command, IllegalCommand
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.play.gamelock import Holder, Lock, acquire, holder
from wolfenstein_tui.play.log_sync import LogSync
from wolfenstein_tui.play.save_folder import default_save_dir
from wolfenstein_tui.play.saves import (
    MAX_LOG_BYTES,
    SaveError,
    append_whole,
    create_whole,
    decks_hash,
    encode,
    is_builtin,
    mission_for,
    read_log,
    reason,
    store_mission,
    whole_size,
)
from wolfenstein_tui.play.seats import seat_holders
from wolfenstein_tui.words.log_problems import problem_words
from wolfenstein_tui.words.names import Names


class GameInUse(SaveError):
    """Another program is playing this game: it alone may write the log."""

    def __init__(self, path: Path, who: Holder) -> None:
        super().__init__(
            _(
                "{path}: this game is being played by {who}; only one program at a time may "
                "play a game; watch it with: wolfenstein replay --follow {path}"
            ).format(path=path, who=who.describe())
        )
        self.path = path
        self.holder = who


class GameJoined(GameInUse):
    """Players sit at this game from their own screens (joined.py): it is
    played with them, not alone, until every seat is left."""

    def __init__(self, path: Path, seat: int, who: Holder) -> None:
        SaveError.__init__(
            self,
            _(
                "{path}: this game is being played from several screens (seat {seat}: {who}); "
                "join it at a free seat (wolfenstein games lists them) or watch it with: "
                "wolfenstein watch {path}"
            ).format(path=path, seat=seat + 1, who=who.describe()),
        )
        self.path = path
        self.holder = who


@mutable_record
class Session:
    """One game being played: its rules, its record and its log on disk, kept in
    step after every decision."""

    rules: Rules
    record: GameRecord
    path: Path
    history: list[list[Event]] = field(default_factory=list)
    lock: Lock | None = None
    """The game's lock, with the log open for appending; None once closed."""
    saved_size: int = 0
    """The log's size up to its last line known to be whole on disk."""
    unsaved: list[dict[str, Any]] = field(default_factory=list)
    """Lines of decisions made but not yet on disk (a write failed)."""
    save_problem: str | None = None
    """Why the last write failed, in plain words; None when all is saved."""
    backlog: list[list[Event] | None] = field(default_factory=list)
    """The whole game's events, decision by decision from the set-up (None
    for an undo), also from before a Continue: the message log is rebuilt
    from it."""
    syncing: LogSync = field(default_factory=LogSync)
    """Syncs each decision's lines to the disk right after they are written,
    so the player does not wait for the disk (log_sync.py)."""

    @property
    def state(self) -> GameState:
        return self.record.state

    @classmethod
    def start(
        cls,
        loaded: LoadedMission,
        header: Header,
        save_dir: Path | None = None,
        decks: Decks | None = None,
    ) -> tuple[Session, list[Event]]:
        decks = decks or builtin_decks()
        rules = Rules(loaded, decks)
        folder = save_dir or default_save_dir()
        if header.mission_file is not None and not is_builtin(loaded):
            try:
                header = replace(header, mission_file=store_mission(loaded, folder))
            except OSError as error:
                raise SaveError(
                    _("cannot start a game in {folder}: {reason}").format(
                        folder=folder, reason=reason(error)
                    )
                ) from None
        elif header.mission_file is not None:
            header = replace(header, mission_file=None)  # the built-in mission with its id
        record, events = GameRecord.start(rules, header)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        # a second game in the same second gets its own file
        names = [f"{stamp}-{loaded.mission.id}.jsonl"]
        names += [f"{stamp}-{loaded.mission.id}-{again}.jsonl" for again in range(2, 100)]
        try:
            lock = create_whole(folder, names, record.lines)
        except OSError as error:
            raise SaveError(
                _("cannot start a game in {folder}: {reason}").format(
                    folder=folder, reason=reason(error)
                )
            ) from None
        session = cls(rules, record, lock.path, lock=lock, backlog=[list(events)])
        session.saved_size = len(encode(record.lines))
        return session, events

    @classmethod
    def resume(cls, path: Path, decks: Decks | None = None, mission: Path | None = None) -> Session:
        """Load a log and carry on writing to it, holding its lock; raises
        GameInUse when another program plays it. `mission` is a mission
        file the player named, used whatever the log says (saves.mission_for)."""
        decks = decks or builtin_decks()
        try:
            lock = acquire(path)
        except FileNotFoundError:
            raise SaveError(_("{path}: no such file").format(path=path)) from None
        except OSError as error:
            raise SaveError(
                _("{path}: cannot write to this game's log: {reason}").format(
                    path=path, reason=reason(error)
                )
            ) from None
        if lock is None:
            raise GameInUse(path, holder(path) or Holder(None, None, None))
        seated = [(seat, who) for seat, who in enumerate(seat_holders(path, 4)) if who]
        if seated:
            lock.release()
            raise GameJoined(path, *seated[0])
        try:
            header, lines = read_log(path)
            loaded = mission_for(header, path, decks, named=mission)
            rules = Rules(loaded, decks)
            record, backlog = replay_saved(path, rules, header, lines)
            size = whole_size(lock.fd, path)
        except OSError as error:
            lock.release()
            raise SaveError(
                _("{path}: cannot write to this game's log: {reason}").format(
                    path=path, reason=reason(error)
                )
            ) from None
        except BaseException:
            lock.release()
            raise
        return cls(rules, record, path, lock=lock, saved_size=size, backlog=backlog)

    def player_name(self, seat: int) -> str:
        """What to call the player in a seat: the name given at setup, or
        "Player N" (in the language spoken) when none was given."""
        names = self.record.header.player_names
        return names[seat] if seat < len(names) else _("Player {number}").format(number=seat + 1)

    def play(self, command: Command, faces: list[str] | None = None) -> list[Event]:
        """Apply a decision and write its lines. A failed write does not
        undo the decision: see `save_problem`."""
        events, lines = self.record.play(command, faces)
        self.history.append(events)
        self.backlog.append(events)
        self._save(self.noted(lines))
        return events

    def foresee(self, command: Command) -> Foreseen | None:
        """Work out `command` without playing it or writing anything: the
        next `play` of it from the state now finds it done (GameRecord.foresee)."""
        return self.record.foresee(command)

    def undo(self, count: int = 1) -> None:
        """Take back the last `count` decisions (one undo line). A finished
        game's log is final: undo is refused once the game is over, and
        nothing is written."""
        if self.state.outcome is not None:
            raise IllegalCommand(refuse("undo.final"))
        lines = self.record.undo(count)
        self.backlog.append(None)
        self._save(self.noted(lines))

    def note_hint(self) -> None:
        """Advice asked for: a hint line in the log (an event, not a
        decision: the game, its digests and its undo are as they were)."""
        self._save(self.record.hint())

    def noted(self, lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The decision (or undo) line gains the round it leaves the game in
        and, once the game is over, its outcome: information only, so the
        Load game and Replay pickers can tell where a game stands without
        replaying it (log_summary.py)."""
        if lines:
            lines[0]["round"] = self.state.round
            if self.state.outcome is not None:
                lines[0]["outcome"] = self.state.outcome.value
        return lines

    @property
    def saved(self) -> bool:
        return not self.unsaved

    def _save(self, lines: list[dict[str, Any]]) -> None:
        """Append these lines after any still unsaved, all or none."""
        self.unsaved += lines
        self.retry_save()

    def retry_save(self) -> bool:
        """Write the lines still unsaved; True when everything is on disk."""
        if not self.unsaved:
            self.save_problem = None
            return True
        if self.lock is None or not self.lock.held:
            self.save_problem = "the game's log is closed"
            return False
        # After a background sync failed, this write syncs in place: a
        # failure is then said to the player like any other.
        in_place = self.syncing.take_error() is not None
        data = encode(self.unsaved)
        if self.saved_size + len(data) > MAX_LOG_BYTES:
            self.save_problem = _(
                "the game's log is full: a log holds at most {most} MB, a hundred times a "
                "long game, so that it always loads again; every decision before this one is kept"
            ).format(most=MAX_LOG_BYTES >> 20)
            return False
        try:
            self.saved_size = append_whole(self.lock.fd, data, self.saved_size, sync=in_place)
        except OSError as error:
            self.save_problem = reason(error)
            return False
        if not in_place:
            self.syncing.request(self.path)
        self.unsaved = []
        self.save_problem = None
        return True

    def save_copy(self, folder: Path) -> Path:
        """Write the whole game (every decision, the unsaved ones too) as a
        new log in `folder` and carry on writing there; the old log keeps
        what it had. Raises SaveError when the folder cannot take it."""
        name = self.path.name
        names = [name] + [f"{self.path.stem}-copy{n}{self.path.suffix}" for n in range(2, 100)]
        lines = list(self.record.lines)
        try:
            if lines[0].get("mission_file") is not None:  # the mission goes with the log
                lines[0] = {**lines[0], "mission_file": store_mission(self.rules.loaded, folder)}
            lock = create_whole(folder, names, lines)
        except OSError as error:
            raise SaveError(
                _("cannot save a copy in {folder}: {reason}").format(
                    folder=folder, reason=reason(error)
                )
            ) from None
        self.syncing.flush()
        if self.lock is not None:
            self.lock.release()
        self.lock, self.path = lock, lock.path
        self.record.lines = lines
        self.saved_size = len(encode(lines))
        self.unsaved = []
        self.save_problem = None
        return self.path

    def close(self) -> None:
        """Give up the game's lock (another program may then play it), the
        log wholly on the disk."""
        self.syncing.flush()
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def latest_save(folder: Path | None = None) -> Path | None:
    """The log last written in `folder`: regular files only (a link, a FIFO
    or a folder named like a log, planted in a shared folder, is passed over)."""
    folder = folder or default_save_dir()
    if not folder.is_dir():
        return None
    logs = []
    for path in folder.glob("*.jsonl"):
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            logs.append((info.st_mtime, path))
    return max(logs)[1] if logs else None


def new_header(
    loaded: LoadedMission, seats: tuple[tuple[str, ...], ...], **options: object
) -> Header:
    return Header(
        mission=loaded.mission.id,
        mission_hash=loaded.content_hash,
        decks_hash=decks_hash(),
        seats=seats,
        mission_file=str(Path(loaded.source).resolve()),
        **options,  # type: ignore[arg-type]
    )


def replay_saved(
    path: Path, rules: Rules, header: Header, lines: list[tuple[int, Any]]
) -> tuple[GameRecord, list[list[Event] | None]]:
    """A saved game's lines re-applied (unchecked: the program that wrote
    them checked them), with the events of the whole game for the message
    log (None for a decision undone); a line that cannot be used is a
    SaveError at that line of `path`."""
    backlog: list[list[Event] | None] = []
    try:
        result = replay(
            rules,
            header,
            lines,
            check=False,
            on_events=backlog.append,
            on_undo=lambda: backlog.append(None),
        )
    except LogError as error:
        words = problem_words(error, Names(rules))
        raise SaveError(f"{path}:{error.line}: {words}") from None
    return result.record, backlog
