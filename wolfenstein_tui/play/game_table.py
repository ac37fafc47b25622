"""The games of a save folder that can be joined or watched, with their
seats: for `wolfenstein games`, `join`, `watch` and the title screen's
"Join or watch a game". A game is named by its log's path or, short, by
its log's name without `.jsonl` (or any part of it that names one game)."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.shared_file import open_regular
from wolfenstein_tui.base.system_errors import NotRegularFile, kind_of, reason
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.log.gamelog import LogError
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.play.gamelock import Holder, holder
from wolfenstein_tui.play.log_summary import HEADER_BYTES, LogSummary, saved_logs, summarize
from wolfenstein_tui.play.save_folder import SaveError
from wolfenstein_tui.play.seats import SeatView, seat_holders
from wolfenstein_tui.words.card_words import shown


@dataclass(frozen=True)
class TableGame:
    """A game in progress, and who sits at it."""

    summary: LogSummary
    seats: tuple[SeatView, ...]
    alone: Holder | None
    """The program playing it alone (holding its log's lock), if one does."""

    @property
    def path(self) -> Path:
        return self.summary.path

    @property
    def name(self) -> str:
        return self.path.stem

    def free_seats(self) -> list[int]:
        return [s.seat for s in self.seats if s.holder is None]

    def lines(self) -> list[str]:
        """The game as `wolfenstein games` prints it."""
        summary = self.summary
        if summary.round is None:
            where = _("round ?")
        elif summary.round_limit:
            where = _("round {round}/{limit}").format(
                round=summary.round, limit=summary.round_limit
            )
        else:
            where = _("round {round}").format(round=summary.round)
        head = f"{self.name}  {summary.title()}, {where}"
        if self.alone is not None:
            return [
                _("{head}  played alone by {who} (watch it)").format(
                    head=head, who=self.alone.describe()
                )
            ]
        return [head] + [f"    {seat.label()}" for seat in self.seats]


def table(folder: Path, decks: Decks, unusable: list[LogSummary] | None = None) -> list[TableGame]:
    """The games in progress in `folder`, the latest first; the logs that
    cannot be read (damaged, a planted FIFO or link) go to `unusable`."""
    games = []
    for path in saved_logs(folder, limit=100):
        summary = summarize(path)
        if summary.problem is not None and unusable is not None:
            unusable.append(summary)
        if summary.problem is not None or summary.outcome is not None:
            continue
        header = read_header(path)
        if header is None:
            continue
        games.append(table_game(path, summary, header, decks))
    return games


def table_game(path: Path, summary: LogSummary, header: Header, decks: Decks) -> TableGame:
    names = {hero.id: shown(hero).name for hero in decks.heroes}
    holders = seat_holders(path, len(header.seats))
    seats = tuple(
        SeatView(
            seat,
            header.player_names[seat]
            if seat < len(header.player_names)
            else _("Player {number}").format(number=seat + 1),
            _(" and ").join(names.get(h, h) for h in heroes),
            holders[seat],
        )
        for seat, heroes in enumerate(header.seats)
    )
    seated = any(s.holder is not None for s in seats)
    return TableGame(summary, seats, None if seated else holder(path))


def read_header(path: Path) -> Header | None:
    try:
        with os.fdopen(open_regular(path), "rb") as file:
            first = file.readline(HEADER_BYTES)
        return Header.from_json(json.loads(first.decode("utf-8")))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError, LogError):
        return None  # (RecursionError: lists in lists, thousands deep, in a planted file)


def find_game(name: str, folder: Path) -> Path:
    """The log a player names: a path to it, or its short name (the log's
    name without .jsonl, or a part of it that names one game of `folder`).
    Raises SaveError saying what was looked for and where."""
    given = Path(name)
    if given.suffix == ".jsonl" or given.exists():
        try:
            mode = os.lstat(given).st_mode
        except OSError:
            raise SaveError(_("{name}: no such game log").format(name=name)) from None
        if not stat.S_ISREG(mode):
            raise SaveError(f"{name}: " + reason(NotRegularFile(given, kind_of(mode))))
        return given
    logs = saved_logs(folder, limit=1000)
    exact = [p for p in logs if p.stem == name]
    if exact:
        return exact[0]
    matching = [p for p in logs if name in p.stem]
    if len(matching) == 1:
        return matching[0]
    if not matching:
        raise SaveError(
            _(
                "{name}: no game of that name in {folder}; list them with: wolfenstein games --save-dir {folder}"
            ).format(name=name, folder=folder)
        )
    shown = ", ".join(p.stem for p in matching[:5])
    raise SaveError(
        _("{name}: names {count} games in {folder} ({shown}...); say more").format(
            name=name, count=len(matching), folder=folder, shown=shown
        )
    )
