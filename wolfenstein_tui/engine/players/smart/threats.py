"""How much harm the nazis can do to a hero standing on a square: who sees
it, who can reach it, who is awake.
"""

from __future__ import annotations

from collections.abc import Callable

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.paths import footprint, reach_to
from wolfenstein_tui.engine.players.smart.reading import Reading, ThreatRow
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
        if least:
            total = 0.0
            # Only the awake count: the same sum, in the same order.
            for enemy, large, reach_limit, _, value, _, _ in self._awake_threats():
                if reach_to(square, enemy.square, large) <= reach_limit:
                    total += 0.6 * value
            return total
        found = self._threat_unless(square, None)
        assert found is not None
        return found

    def _threat_unless(
        self, square: Square, beaten: Callable[[float], bool] | None
    ) -> float | None:
        """`_threat(square)`, or None as soon as a part of it already makes
        `beaten` true (the sum so far, in the same order, is never above
        the whole: a square found beaten traces no more sight lines)."""
        total = 0.0
        for enemy, large, reach_limit, weapon_range, value, awake, squares in self._threats():
            reach = reach_to(square, enemy.square, large)
            if reach > reach_limit:
                continue
            if awake and reach > weapon_range:
                # no sight traced: it would not change the sum (an awake
                # nazi out of range counts 0.6 either way)
                total += 0.6 * value
            else:
                sees = self.player.sees(squares, (square,), self.closed, self.occupied_without_me)
                if sees and reach <= weapon_range:
                    total += value
                elif sees or awake:
                    total += 0.6 * value
                else:
                    continue
            if beaten is not None and beaten(total):
                return None
        return total

    def _awake_threats(self) -> list[ThreatRow]:
        """The rows of `_threats` of the nazis awake (the least threat's)."""
        if self._awake_rows is None:
            self._awake_rows = [row for row in self._threats() if row[5]]
        return self._awake_rows

    def _threats(self) -> list[ThreatRow]:
        """What `_threat` needs of each nazi, worked out once a decision:
        (figure, large, farthest it can strike from, weapon range, threat,
        awake, its squares)."""
        if self._threat_rows is None:
            rows = []
            for enemy in self.hostile:
                card = self.rules.enemy_cards[enemy.type]
                rows.append(
                    (
                        enemy,
                        enemy.large,
                        card.ap + card.weapon.range,
                        card.weapon.range,
                        self._threat_value(enemy),
                        enemy.id in self.awake,
                        footprint(enemy.square, enemy.large),
                    )
                )
            self._threat_rows = rows
        return self._threat_rows
