"""A candidate command weighed by look-aheads: their mean worth, how many
were won, and the steps of the first one (the plan shown to a player)."""

from __future__ import annotations

from dataclasses import dataclass, field

from wolfenstein_tui.engine.players.search.rollout import Played
from wolfenstein_tui.engine.state.commands import Command


@dataclass
class Estimate:
    command: Command
    looks: list[Played] = field(default_factory=list)

    @property
    def value(self) -> float:
        return sum(p.value for p in self.looks) / len(self.looks) if self.looks else 0.0

    @property
    def chance(self) -> float:
        """The share of look-aheads won (of those that reached the end)."""
        return sum(1 for p in self.looks if p.won) / len(self.looks) if self.looks else 0.0

    @property
    def steps(self) -> tuple[Command, ...]:
        return self.looks[0].steps if self.looks else (self.command,)

    @property
    def sure(self) -> int:
        return self.looks[0].sure if self.looks else 1
