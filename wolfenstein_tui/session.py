"""A game being played: the rules, the game record and its log file.

The app and the command line both play through a `Session`, which writes
each decision's lines to the log as soon as they exist (see saves.py), so a
killed terminal loses at most the decision being made.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from platformdirs import user_data_dir

from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.content.library import builtin_decks
from wolfenstein_tui.content.validation import LoadedMission
from wolfenstein_tui.engine.commands import Command
from wolfenstein_tui.engine.events import Event
from wolfenstein_tui.engine.gamelog import GameRecord, Header, replay
from wolfenstein_tui.engine.rules import Rules
from wolfenstein_tui.engine.state import GameState
from wolfenstein_tui.saves import LogWriter, decks_hash, mission_for, read_log


def default_save_dir() -> Path:
    return Path(user_data_dir("wolfenstein", appauthor=False)) / "saves"


@dataclass
class Session:
    rules: Rules
    record: GameRecord
    path: Path
    history: list[list[Event]] = field(default_factory=list)
    backlog: list[list[Event] | None] = field(default_factory=list)
    """The whole game's events, decision by decision from the set-up (None
    for an undo), also from before a Continue: the message log is rebuilt
    from it."""

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
        record, events = GameRecord.start(rules, header)
        folder = save_dir or default_save_dir()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder / f"{stamp}-{loaded.mission.id}.jsonl"
        again = 1
        while path.exists():  # a second game in the same second gets its own file
            again += 1
            path = folder / f"{stamp}-{loaded.mission.id}-{again}.jsonl"
        with LogWriter(path) as writer:
            writer.write(record.lines)
        return cls(rules, record, path, backlog=[list(events)]), events

    @classmethod
    def resume(cls, path: Path, decks: Decks | None = None) -> Session:
        """Load a log and carry on writing to it."""
        decks = decks or builtin_decks()
        header, lines = read_log(path)
        loaded = mission_for(header, path, decks)
        rules = Rules(loaded, decks)
        backlog: list[list[Event] | None] = []
        result = replay(
            rules,
            header,
            lines,
            check=False,
            on_events=backlog.append,
            on_undo=lambda: backlog.append(None),
        )
        return cls(rules, result.record, path, backlog=backlog)

    def player_name(self, seat: int) -> str:
        """What to call the player in a seat: the name given at setup, or
        "Player N" when none was given."""
        names = self.record.header.player_names
        return names[seat] if seat < len(names) else f"Player {seat + 1}"

    def play(self, command: Command, faces: list[str] | None = None) -> list[Event]:
        events, lines = self.record.play(command, faces)
        with LogWriter(self.path) as writer:
            writer.write(lines)
        self.history.append(events)
        self.backlog.append(events)
        return events

    def undo(self) -> None:
        lines = self.record.undo()
        self.backlog.append(None)
        with LogWriter(self.path) as writer:
            writer.write(lines)


def latest_save(folder: Path | None = None) -> Path | None:
    folder = folder or default_save_dir()
    logs = (
        sorted(folder.glob("*.jsonl"), key=lambda p: p.stat().st_mtime) if folder.is_dir() else []
    )
    return logs[-1] if logs else None


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
