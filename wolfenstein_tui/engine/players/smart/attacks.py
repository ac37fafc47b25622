"""What an attack is worth to the heroes: the odds of a kill against the
threat removed, the objectives it serves, the noise and danger it makes;
the best attack now and from a square; an ability that boosts it.
"""

from __future__ import annotations

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.cards import EnemyRank, WeaponCard
from wolfenstein_tui.content.records.mission import (
    CompleteEventsObjective,
    EnemyReachesLoss,
)
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.players.smart.threats import Threats
from wolfenstein_tui.engine.players.smart.values import (
    alarm_cost,
    attack_chances,
)
from wolfenstein_tui.engine.rules import combat, danger
from wolfenstein_tui.engine.rules.objectives import reaching_loses
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    SilentExecution,
    UseAbility,
)
from wolfenstein_tui.engine.state.state import Difficulty, Enemy

OBJECTIVE_BONUS = 15.0


class Attacks(Threats):
    """The heroes' attacks, weighed."""

    def _attack_value(
        self, enemy: Enemy, dice: int, pierce: bool, quiet: bool, silent: bool
    ) -> float:
        state = self.state
        odds = attack_chances(self.faces, dice, enemy.hp, enemy.armor, pierce)
        worth = self._threat_value(enemy) * (1.0 if enemy.id in self.awake else 0.4) + 1.0
        if enemy.id in self.targets:
            worth += OBJECTIVE_BONUS
        if self._blocks_event(enemy):
            worth += 3.0
        if self._may_reach_loss_zone(enemy):
            worth += 8.0
        if self.blocked_way:
            worth += 5.0
        value = odds.kill * worth + (1 - odds.kill) * 0.3 * worth * odds.expected_hp / enemy.hp
        if not quiet:
            value -= self._noise_cost(enemy, odds.kill)
        if not silent and enemy.id not in self.targets:
            value -= odds.kill * alarm_cost(self.rules, state, 1)
        return value

    def _may_reach_loss_zone(self, enemy: Enemy) -> bool:
        """A figure the mission loses to if it reaches a zone."""
        return any(
            isinstance(c, EnemyReachesLoss) and reaching_loses(c, enemy)
            for c in self.rules.mission.loss_conditions
        )

    def _blocks_event(self, enemy: Enemy) -> bool:
        if not any(
            isinstance(o, CompleteEventsObjective) and self.state.events_completed < o.count
            for o in self.rules.mission.objectives
        ):
            return False
        zones = danger.enemy_zones(self.turn, enemy)
        return any(self.board.zone_of(s) in zones for s in self.state.events_left)

    def _noise_cost(self, target: Enemy, kill: float) -> float:
        """Sleeping nazis an attack's noise would wake (R-NOISE-1, R-AI-3)."""
        hero = self.hero
        assert hero.square is not None
        noisy = {self.board.zone_of(hero.square)} | danger.enemy_zones(self.turn, target)
        heard = set(noisy)
        for zone in noisy:
            if zone is not None:
                heard |= self.board.zone_adjacency[zone]
        cost = 0.0
        for enemy, leader, zones, value in self._sleepers():
            if leader and enemy.id != target.id:
                continue
            if zones & heard:
                share = (1 - kill) if enemy.id == target.id else 1.0
                cost += 0.5 * share * value
        return cost

    def _sleepers(self) -> list[tuple[Enemy, bool, set[str], float]]:
        """The nazis not waking as things stand, in their order, each with
        whether it is an officer or a boss (noise never wakes those,
        R-AI-3), its zones and its threat: the same for every attack
        weighed in one decision."""
        if self._sleeping is None:
            leaders = (EnemyRank.OFFICER, EnemyRank.BOSS)
            self._sleeping = [
                (
                    enemy,
                    self.rules.enemy_cards[enemy.type].rank in leaders,
                    danger.enemy_zones(self.turn, enemy),
                    self._threat_value(enemy),
                )
                for enemy in self.hostile
                if enemy.id not in self.awake
            ]
        return self._sleeping

    def _weapon_quiet(self) -> tuple[bool, bool]:
        """(silent, quiet) for the active weapon, as combat.attack works them out."""
        hero = self.hero
        card = self.rules.weapon_cards[hero.weapons[hero.active_weapon].card]
        in_play = combat.weapon_effects(self.turn, hero, hero.active_weapon)
        silent = card.silent or any(isinstance(e, fx.Silence) for e in in_play)
        easy = self.state.difficulty in combat.EASY_LEVELS
        return silent, silent or easy

    def _pierce(self, enemy: Enemy, mode: int | None) -> bool:
        hero = self.hero
        in_play = combat.weapon_effects(self.turn, hero, hero.active_weapon)
        if mode is not None:
            card = self.rules.weapon_cards[hero.weapons[hero.active_weapon].card]
            in_play += list(card.modes[mode].effects)
        pierce = any(isinstance(e, fx.PierceArmor) for e in in_play) or hero.pierce_next
        return pierce and not combat.has_great_armor(self.turn, enemy)

    def _best_attack(self, kinds: dict[type, list[Command]]) -> tuple[Command | None, float]:
        best: Command | None = None
        best_value = float("-inf")
        if kinds.get(Attack):
            silent, quiet = self._weapon_quiet()
            for command in kinds[Attack]:
                assert isinstance(command, Attack)
                enemy = self.state.enemies[command.target]
                dice = combat.attack_dice(self.turn, self.hero, command.mode)
                value = self._attack_value(
                    enemy, dice, self._pierce(enemy, command.mode), quiet, silent
                )
                if command.mode is not None:
                    value -= 0.6  # the ammo tokens a special mode discards
                if value > best_value:
                    best, best_value = command, value
        for command in kinds.get(SilentExecution, []):
            assert isinstance(command, SilentExecution)
            enemy = self.state.enemies[command.target]
            dice = self.rules.item_cards[command.item].execution_dice or 0
            value = self._attack_value(enemy, dice, False, True, True) - 0.3
            if value > best_value:
                best, best_value = command, value
        return best, best_value

    def _attack_from(self, square: Square, ap_left: int) -> float:
        """The best attack the hero could make from `square` with `ap_left`
        (remembered for the decision: a move's bound and score both ask)."""
        key = (square, ap_left)
        found = self._attacks_from.get(key)
        if found is None:
            found = self._attacks_from[key] = self._best_attack_from(square, ap_left)
        return found

    def _best_attack_from(self, square: Square, ap_left: int) -> float:
        card = self._attack_card(ap_left)
        if card is None:
            return 0.0
        best = 0.0
        for enemy in self.hostile:
            if combat.distance_to(square, enemy) > card.range:
                continue
            value = self._plain_attack_value(enemy)
            # Sight is the dear part: asked only of a target that would do better.
            if value > best and self._sees_from(square, enemy):
                best = value
        return best

    def _attack_card(self, ap_left: int) -> WeaponCard | None:
        """The active weapon's card when the hero could attack with it with
        `ap_left` AP whatever the target, else None."""
        hero = self.hero
        if not hero.weapons or hero.sabotaged or hero.attacks_made >= combat.max_attacks(hero):
            return None
        weapon = hero.weapons[hero.active_weapon]
        card = self.rules.weapon_cards[weapon.card]
        if weapon.reload or ap_left < card.ap_cost:
            return None
        if (
            card.ammo is not None
            and self.state.difficulty not in combat.EASY_LEVELS
            and hero.ammo[card.ammo.value] < 1
        ):
            return None
        return card

    def _attack_cap(self, moved: int) -> float:
        """No less than `_attack_from` on any square at most `moved` squares
        from the hero's (in range count) with at most the hero's AP: the
        best plain attack on a nazi in range of one of them, sight not
        traced (a square's range to a figure is at least the hero's less
        the squares between them)."""
        hero = self.hero
        card = self._attack_card(hero.ap)
        if card is None or hero.square is None:
            return 0.0
        cap = 0.0
        for enemy in self.hostile:
            if combat.distance_to(hero.square, enemy) - moved <= card.range:
                cap = max(cap, self._plain_attack_value(enemy))
        return cap

    def _plain_attack_value(self, enemy: Enemy) -> float:
        """`_attack_value` of a plain attack with the active weapon on
        `enemy`, from wherever it is made (the square does not enter it):
        worked out once a decision."""
        found = self._plain_values.get(enemy.id)
        if found is None:
            silent, quiet = self._weapon_quiet()
            dice = combat.attack_dice(self.turn, self.hero, None)
            found = self._plain_values[enemy.id] = self._attack_value(
                enemy, dice, self._pierce(enemy, None), quiet, silent
            )
        return found

    def _boost(self, abilities: list[Command], attack: Command) -> Command | None:
        """Glory spent on the coming attack (extra dice, piercing) when the
        target is worth it; at the hardest level each spend costs a fatigue
        token (R-DIFF), kept for objective targets."""
        hero = self.hero
        if not isinstance(attack, Attack) or hero.extra_dice or hero.pierce_next:
            return None
        enemy = self.state.enemies[attack.target]
        hardest = self.state.difficulty is Difficulty.I_AM_DEATH_INCARNATE
        if hardest and enemy.id not in self.targets:
            return None
        card = self.rules.hero_card(hero.id)
        for command in abilities:
            assert isinstance(command, UseAbility)
            if command.target is not None:
                continue
            effects = card.abilities[command.ability].effects
            if any(isinstance(e, (fx.ExtraDice, fx.PierceArmor)) for e in effects):
                return command
        return None
