"""How much harm the nazis can do to a hero standing on a square: who sees
it, who can reach it, who is awake.
"""

from __future__ import annotations

from wolfenstein_tui.content.squares import Square
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.players.smart.reading import Reading
from wolfenstein_tui.engine.players.smart.values import SUCCESS
from wolfenstein_tui.engine.state.state import Enemy


class Threats(Reading):
    """The nazis' threat, square by square."""

    def _threat_value(self, enemy: Enemy) -> float:
        weapon = self.rules.enemy_cards[enemy.type].weapon
        return weapon.dice * SUCCESS

    def _threat(self, square: Square, least: bool = False) -> float:
        """Expected hits the nazis may land on a hero ending on `square`.
        With `least`, no sight is traced: what it is at the least (an awake
        nazi in reach counts 0.6 of its threat whatever it sees, the others
        nothing), summed in the same order, so never above the threat."""
        total = 0.0
        for enemy in self.hostile:
            card = self.rules.enemy_cards[enemy.type]
            reach = min(chebyshev(s, square) for s in footprint(enemy.square, enemy.large))
            if reach > card.ap + card.weapon.range:
                continue
            if least:
                if enemy.id in self.awake:
                    total += 0.6 * self._threat_value(enemy)
                continue
            sees = self._sees(enemy, square, self.occupied_without_me)
            if sees and reach <= card.weapon.range:
                total += self._threat_value(enemy)
            elif sees or enemy.id in self.awake:
                total += 0.6 * self._threat_value(enemy)
        return total
