"""The numbers of a finished game, for the game-over screen: drawn from the
events of the whole log (replayed), so a game resumed from a save counts
from its first round. No Textual here."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from wolfenstein_tui.engine.log.gamelog import replay
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.saves import read_log


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
