"""The hero's upkeep: the weapon in hand, items on itself, searching,
reloading, the fatigue action, a friend to rescue.
"""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.players.smart.attacks import Attacks
from wolfenstein_tui.engine.players.smart.values import can_share
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.state.commands import (
    Command,
    SwitchWeapon,
    UseItem,
)


class Upkeep(Attacks):
    """Gear, searches, reloads and fatigue, weighed."""

    def _weapon_score(self, index: int) -> float:
        hero = self.hero
        weapon = hero.weapons[index]
        card = self.rules.weapon_cards[weapon.card]
        usable = not weapon.reload and (
            card.ammo is None
            or self.state.difficulty in combat.EASY_LEVELS
            or hero.ammo[card.ammo.value] > 0
        )
        return (card.dice + 0.2 * min(card.range, 6) - 0.3 * card.ap_cost) + (10 if usable else 0)

    def _better_weapon(self, switches: list[Command]) -> Command | None:
        if not switches:
            return None
        current = self._weapon_score(self.hero.active_weapon)
        best = max(switches, key=lambda c: self._weapon_score(c.weapon))  # type: ignore[attr-defined]
        assert isinstance(best, SwitchWeapon)
        return best if self._weapon_score(best.weapon) > current + 0.01 else None

    def _self_care(self, uses: list[Command]) -> Command | None:
        """Items that mend the hero, used when it is hurt."""
        hero = self.hero
        for command in uses:
            assert isinstance(command, UseItem)
            card = self.rules.item_cards[command.item]
            kinds = {e.effect for e in card.effects}
            mends = kinds and kinds <= {"heal", "add_armor"}
            if mends and (
                ("heal" in kinds and hero.hp < hero.max_hp - 1)
                or ("add_armor" in kinds and hero.armor < hero.max_armor - 1)
            ):
                return command
        return None

    def _worth_searching(self, square: Square) -> bool:
        token = self.board.tokens.get(square)
        if token is None:
            return False
        if token[0] is TokenKind.EVENT:
            # Events can bring nazis: searched when the mission needs them.
            return square in self.goals
        return True

    def _reload(self, reloads: list[Command], urgent: bool) -> Command | None:
        hero = self.hero
        active = [c for c in reloads if c.weapon == hero.active_weapon]  # type: ignore[attr-defined]
        if not active:
            return None
        if not urgent:
            return active[0]
        assert hero.square is not None
        near = any(
            min(chebyshev(hero.square, s) for s in footprint(e.square, e.large)) <= 6
            for e in self.hostile
            if e.id in self.awake
        )
        return active[0] if near else None

    def _fatigue(self, fatigue: list[Command], before_moving: bool) -> Command | None:
        """The fatigue action for a second attack worth making, for the last
        round's dash, or to reach a bleeding friend in time (R-AP-3)."""
        if not fatigue:
            return None
        hero = self.hero
        state = self.state
        assert hero.square is not None
        extra = hero.base_ap // 2
        last_round = state.round >= self.rules.mission.round_limit
        if before_moving:
            if last_round and self.distance(hero.square) > 0:
                return fatigue[0]
            if hero.attacks_made >= 1 and self._attack_from(hero.square, hero.ap + extra) > 1.0:
                return fatigue[0]
            return None
        if self.distance(hero.square) > 0 and (last_round or self._rescuing()):
            return fatigue[0]
        return None

    def _rescuing(self) -> bool:
        return can_share(self.state, self.hero) and any(
            h.bleeding and h.id != self.hero.id for h in self.state.heroes.values()
        )
