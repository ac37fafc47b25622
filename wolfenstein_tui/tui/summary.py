"""The game-over summary: the numbers of a finished game, drawn from the
events of the whole log (replayed), so a game resumed from a save counts
from its first round, and the summary's text, folded to fit a dialog at 80
columns. No Textual here."""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.engine.log.gamelog import replay
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.saves import read_log

if TYPE_CHECKING:
    from wolfenstein_tui.session import Session


@dataclass
class GameStats:
    kills: int = 0
    damage_dealt: int = 0
    """HP and armor the nazis lost."""
    damage_taken: int = 0
    """HP and armor the heroes lost."""
    danger_peak: int = 0
    alarms: int = 0
    dice_rolled: int = 0
    heroes_lost: list[str] = field(default_factory=list)

    def hear(self, events: list[Event], heroes: set[str]) -> None:
        for event in events:
            data = event.data
            if event.kind is EventKind.DAMAGED:
                lost = int(data.get("hp_lost", 0)) + int(data.get("armor_lost", 0))
                if data.get("figure") in heroes:
                    self.damage_taken += lost
                else:
                    self.damage_dealt += lost
            elif event.kind is EventKind.DANGER:
                self.danger_peak = max(self.danger_peak, int(data.get("danger", 0)))
            elif event.kind is EventKind.DICE_ROLLED:
                self.dice_rolled += len(data.get("faces", []))


def game_stats(rules: Rules, path: Path) -> GameStats:
    header, lines = read_log(path)
    stats = GameStats()
    heroes = {hero for seat in header.seats for hero in seat}
    result = replay(rules, header, lines, check=False, on_events=lambda e: stats.hear(e, heroes))
    state = result.record.state
    stats.kills = len(state.killed)
    stats.alarms = state.alarms
    stats.heroes_lost = [rules.hero_card(h.id).name for h in state.heroes.values() if h.dead]
    return stats


def game_over_text(session: Session, keys: bool = True) -> str:
    state = session.state
    rules = session.rules
    outcome = {
        "won": "VICTORY — every objective is met.",
        "lost_rounds": "DEFEAT — the round limit has passed.",
        "lost_deaths": "DEFEAT — every hero is dead.",
        "lost_mission": "DEFEAT — the mission is lost.",
    }[state.outcome.value if state.outcome else "lost_mission"]
    stats = game_stats(rules, session.path)
    lost = stats.heroes_lost
    lines = [
        outcome,
        "",
        f"Mission: {rules.mission.words().title}, round {state.round} of {rules.mission.round_limit}",
        f"Enemies killed: {stats.kills}   Damage dealt: {stats.damage_dealt}   "
        f"Damage taken: {stats.damage_taken}",
        f"Danger peak: {stats.danger_peak}/{rules.mission.alarm.threshold}   "
        f"Alarms: {stats.alarms}   Events: {state.events_completed}   Dice rolled: {stats.dice_rolled}",
        *fold(f"Heroes lost: {', '.join(lost) if lost else 'none'}"),
        *fold(
            "Glory: "
            + ", ".join(f"{rules.hero_card(h.id).name} {h.glory}" for h in state.heroes.values())
        ),
        "",
        "The game log (replay it with wolfenstein replay LOG):",
        *fold_path(session.path),
    ]
    if keys:
        lines += ["", "Then q or Escape: back to the title screen."]
    return "\n".join(lines)


SUMMARY_WIDTH = 64
"""The game-over summary's widest line: its dialog at 80 columns has room
for this much, so no line is cut or wrapped."""


def fold(text: str, width: int = SUMMARY_WIDTH) -> list[str]:
    """A line of the summary split at spaces, the rest indented."""
    return textwrap.wrap(text, width, subsequent_indent="  ", break_on_hyphens=False) or [""]


def fold_path(path: Path, width: int = SUMMARY_WIDTH) -> list[str]:
    """A file's path over as many lines as it needs, split after a / so it
    can be read (and copied piece by piece) at any terminal width."""
    text = str(path)
    home = str(Path.home())
    if home != "/" and text.startswith(home + "/"):
        text = "~" + text[len(home) :]
    lines: list[str] = []
    line = "  "
    for piece in re.findall(r"[^/]*/|[^/]+$", text):
        while len(piece) > width - 2:  # a name longer than the line
            if line.strip():
                lines.append(line)
            lines.append("  " + piece[: width - 2])
            piece, line = piece[width - 2 :], "  "
        if len(line) + len(piece) > width:
            lines.append(line)
            line = "  "
        line += piece
    if line.strip():
        lines.append(line)
    return lines
