"""One decision of the active hero, scored from the state: rescue, gear,
attack, search, reload, fatigue, door or move, else end the activation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfenstein_tui.content import effects as fx
from wolfenstein_tui.content.cards import EnemyRank
from wolfenstein_tui.content.mission import (
    CollectTokensObjective,
    CompleteEventsObjective,
    EnemyReachesLoss,
    KillObjective,
    ReachObjective,
)
from wolfenstein_tui.content.squares import Square, parse_square
from wolfenstein_tui.engine.geometry.board import TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.grid import INFINITY
from wolfenstein_tui.engine.geometry.paths import footprint, movement_costs, reach_to
from wolfenstein_tui.engine.players.smart.routes import PASSAGE_COST
from wolfenstein_tui.engine.players.smart.values import (
    SUCCESS,
    alarm_cost,
    attack_chances,
    can_share,
)
from wolfenstein_tui.engine.rules import combat, danger, objectives
from wolfenstein_tui.engine.rules.actions import HERO_WALKER
from wolfenstein_tui.engine.rules.traffic import traffic_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Equip,
    Move,
    OpenDoor,
    Reload,
    RemoveBarricade,
    Search,
    SharedLife,
    SilentExecution,
    SwitchWeapon,
    TakeFatigue,
    UseAbility,
    UseItem,
    UsePassage,
)
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero

if TYPE_CHECKING:
    from wolfenstein_tui.engine.players.smart.player import SmartPlayer

FAR = 60
"""The distance counted for a square with no way to the goal."""
GOAL_WEIGHT = 1.0
THREAT_WEIGHT = 0.5
ATTACK_THRESHOLD = 0.25
OBJECTIVE_BONUS = 15.0


class Activation:
    """One decision of the active hero: what the state offers, scored."""

    def __init__(self, player: SmartPlayer, turn: Turn, hero: Hero, options: list[Command]) -> None:
        self.player = player
        self.rules = player.rules
        self.board = player.board
        self.turn = turn
        self.state = turn.state
        self.hero = hero
        self.options = options
        self.faces = self.rules.faces
        self._attacks_from: dict[tuple[Square, int], float] = {}
        self._plain_values: dict[str, float] = {}
        self._noisy: set[str] | None = None
        """The zones that wake a nazi in them or next to them (worked out once)."""
        self._threat_rows: list[tuple[Enemy, bool, int, int, float, bool]] | None = None
        state = self.state
        self.hostile = [e for e in state.enemies.values() if e.bot_of is None]
        occupied = list(danger.figure_squares(turn))
        self.closed = self.board.closed_mask(frozenset(state.closed_doors), frozenset())
        self.occupied = self.board.mask(occupied)
        mine = self.board.mask([hero.square]) if hero.square else 0
        self.occupied_without_me = self.occupied & ~mine
        self.awake = {e.id for e in self.hostile if self._will_wake(e)}
        self.targets = self._kill_targets()
        self.goals = self._goals()
        self.pierce = any(self.rules.weapon_cards[w.card].pierce_metal for w in hero.weapons)
        self.field = player.field(state, self.goals, pierce=self.pierce) if self.goals else None
        # When nazis stand in the way to every goal, head for the goal through
        # them: the attacks on the way clear it (blocked_way raises their worth).
        self.blocked_way = False
        here = self.board.index(hero.square) if hero.square is not None else None
        if self.field is not None and here is not None and self.field[here] >= INFINITY:
            self.field = player.field(state, self.goals, through_nazis=True, pierce=self.pierce)
            self.blocked_way = True

    # --- the decision -------------------------------------------------------------------

    def decide(self) -> Command:
        hero = self.hero
        options = self.options
        kinds: dict[type, list[Command]] = {}
        for command in options:
            kinds.setdefault(type(command), []).append(command)
        end = EndActivation(hero.id)
        if not hero.can_act or hero.stunned:
            return end if end in options else options[0]
        if SharedLife in kinds:
            return kinds[SharedLife][0]
        if Equip in kinds:
            return kinds[Equip][0]
        switch = self._better_weapon(kinds.get(SwitchWeapon, []))
        if switch is not None:
            return switch
        care = self._self_care(kinds.get(UseItem, []))
        if care is not None:
            return care
        attack, value = self._best_attack(kinds)
        if attack is not None and value > ATTACK_THRESHOLD:
            boost = self._boost(kinds.get(UseAbility, []), attack)
            return boost or attack
        for command in kinds.get(Search, []):
            assert isinstance(command, Search)
            if self._worth_searching(command.square):
                return command
        reload = self._reload(kinds.get(Reload, []), urgent=True)
        if reload is not None:
            return reload
        fatigue = self._fatigue(kinds.get(TakeFatigue, []), before_moving=True)
        if fatigue is not None:
            return fatigue
        passage = self._passage(kinds.get(UsePassage, []))
        if passage is not None:
            return passage
        move, gain = self._best_move(kinds.get(Move, []))
        door = self._door(kinds.get(OpenDoor, []) + kinds.get(RemoveBarricade, []))
        if door is not None and gain <= 0.5:
            return door
        if move is not None and gain > 0.01:
            return move
        reload = self._reload(kinds.get(Reload, []), urgent=False)
        if reload is not None:
            return reload
        fatigue = self._fatigue(kinds.get(TakeFatigue, []), before_moving=False)
        if fatigue is not None:
            return fatigue
        if end in options:
            return end
        return move if move is not None else options[0]

    # --- what the heroes are after -------------------------------------------------------------

    def _kill_targets(self) -> set[str]:
        state = self.state
        found: set[str] = set()
        for objective in self.rules.mission.objectives:
            if not isinstance(objective, KillObjective):
                continue
            if objectives.objective_met(self.turn, objective):
                continue
            if objective.figures:
                found |= {f for f in objective.figures if f in state.enemies}
            else:
                found |= {e.id for e in self.hostile if e.type == objective.enemy_type}
        return found

    def _goals(self) -> frozenset[Square]:
        """Where this hero heads: a bleeding friend it can save, then the
        objectives still unmet, the reach objective last."""
        state = self.state
        hero = self.hero
        turn = self.turn
        board = self.board
        goals: set[Square] = set()
        if can_share(state, hero):
            for other in state.heroes.values():
                if other.bleeding and other.id != hero.id and other.square is not None:
                    goals |= {n for n in board.neighbours(other.square)}
            if goals:
                return frozenset(goals)
        for escort in hero.escorts:
            goals.add(parse_square(escort.split("@")[1]))
        reach: set[Square] = set()
        for objective in self.rules.mission.objectives:
            if objectives.objective_met(turn, objective):
                continue
            if isinstance(objective, KillObjective):
                for target in self.targets:
                    enemy = state.enemies[target]
                    goals |= set(footprint(enemy.square, enemy.large))
            elif isinstance(objective, CompleteEventsObjective):
                goals |= set(state.events_left)
            elif isinstance(objective, CollectTokensObjective):
                goals |= {
                    square
                    for label, square in state.objectives_left.items()
                    if label in objective.tokens
                }
            elif isinstance(objective, ReachObjective):
                if objective.zone is not None:
                    reach |= set(board.zones[objective.zone].squares)
                else:
                    reach |= {parse_square(name) for name in objective.squares}
        if not goals:
            goals = reach
        return frozenset(goals)

    def distance(self, square: Square) -> int:
        if self.field is None:
            return 0
        value = self.field[self.board.index(square)]
        return FAR if value >= INFINITY else min(value, FAR)

    # --- the nazis ---------------------------------------------------------------------------

    def _will_wake(self, enemy: Enemy) -> bool:
        """Whether the figure activates next nazi phase as things stand (R-AI-3)."""
        state = self.state
        for hero in state.heroes.values():
            if hero.on_board and hero.square is not None and self._sees(enemy, hero.square):
                return True
        card = self.rules.enemy_cards[enemy.type]
        if card.rank in (EnemyRank.OFFICER, EnemyRank.BOSS):
            return enemy.attacked
        zones = danger.enemy_zones(self.turn, enemy)
        near = set(zones)
        for zone in zones:
            near |= self.board.zone_adjacency[zone]
        if self._noisy is None:
            self._noisy = set(state.noise)
            if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
                self._noisy |= {
                    z
                    for h in state.heroes.values()
                    if h.on_board and h.square and (z := self.board.zone_of(h.square))
                }
        return bool(near & self._noisy)

    def _sees(self, enemy: Enemy, square: Square, occupied: int | None = None) -> bool:
        return self.player.sees(
            footprint(enemy.square, enemy.large),
            (square,),
            self.closed,
            self.occupied if occupied is None else occupied,
        )

    def _threat_value(self, enemy: Enemy) -> float:
        weapon = self.rules.enemy_cards[enemy.type].weapon
        return weapon.dice * SUCCESS

    def _threat(self, square: Square, least: bool = False) -> float:
        """Expected hits the nazis may land on a hero ending on `square`.
        With `least`, no sight is traced: what it is at the least (an awake
        nazi in reach counts 0.6 of its threat whatever it sees, the others
        nothing), summed in the same order, so never above the threat."""
        total = 0.0
        for enemy, large, reach_limit, weapon_range, value, awake in self._threats():
            reach = reach_to(square, enemy.square, large)
            if reach > reach_limit:
                continue
            if least:
                if awake:
                    total += 0.6 * value
                continue
            sees = self._sees(enemy, square, self.occupied_without_me)
            if sees and reach <= weapon_range:
                total += value
            elif sees or awake:
                total += 0.6 * value
        return total

    def _threats(self) -> list[tuple[Enemy, bool, int, int, float, bool]]:
        """What `_threat` needs of each nazi, worked out once a decision:
        (figure, large, farthest it can strike from, weapon range, threat,
        awake)."""
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
                    )
                )
            self._threat_rows = rows
        return self._threat_rows

    # --- attacks -------------------------------------------------------------------------------

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
            isinstance(c, EnemyReachesLoss) and (not c.figures or enemy.id in c.figures)
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
        for enemy in self.hostile:
            if enemy.id in self.awake:
                continue
            card = self.rules.enemy_cards[enemy.type]
            if card.rank in (EnemyRank.OFFICER, EnemyRank.BOSS) and enemy.id != target.id:
                continue
            if danger.enemy_zones(self.turn, enemy) & heard:
                share = (1 - kill) if enemy.id == target.id else 1.0
                cost += 0.5 * share * self._threat_value(enemy)
        return cost

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
        hero = self.hero
        if not hero.weapons or hero.sabotaged or hero.attacks_made >= combat.max_attacks(hero):
            return 0.0
        weapon = hero.weapons[hero.active_weapon]
        card = self.rules.weapon_cards[weapon.card]
        if weapon.reload or ap_left < card.ap_cost:
            return 0.0
        if (
            card.ammo is not None
            and self.state.difficulty not in combat.EASY_LEVELS
            and hero.ammo[card.ammo.value] < 1
        ):
            return 0.0
        best = 0.0
        for enemy in self.hostile:
            if combat.distance_to(square, enemy) > card.range:
                continue
            if not self._sees_from(square, enemy):
                continue
            best = max(best, self._plain_attack_value(enemy))
        return best

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

    def _sees_from(self, square: Square, enemy: Enemy) -> bool:
        return self.player.sees(
            (square,), footprint(enemy.square, enemy.large), self.closed, self.occupied_without_me
        )

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

    # --- gear and care -------------------------------------------------------------------------

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

    # --- moving and doors ----------------------------------------------------------------------

    def _score_square(self, square: Square, ap_left: int, threat: float | None = None) -> float:
        """How good ending here is; a `threat` no larger than the square's
        gives an upper bound of its score (the threat only lowers it, and
        float rounding keeps the order)."""
        hero = self.hero
        toughness = hero.hp + hero.armor
        care = THREAT_WEIGHT * (1.0 + 2.0 / max(toughness, 1))
        distance = self.distance(square)
        if threat is None:
            threat = self._threat(square)
        score = -GOAL_WEIGHT * distance - care * threat
        if hero.square is not None:  # backing away costs double: no dithering
            score -= GOAL_WEIGHT * max(0, distance - self.distance(hero.square))
        score += self._attack_from(square, ap_left)
        if self._needs_reload() and ap_left >= 2:
            score += 1.5
        return score

    def _needs_reload(self) -> bool:
        hero = self.hero
        return bool(hero.weapons) and hero.weapons[hero.active_weapon].reload

    def _best_move(self, moves: list[Command]) -> tuple[Command | None, float]:
        hero = self.hero
        if not moves or hero.square is None:
            return None, 0.0
        traffic = traffic_for(self.turn, hero.id)
        costs = movement_costs(self.board, hero.square, HERO_WALKER, traffic, hero.ap)
        stay = self._score_square(hero.square, hero.ap)
        # The best move is the first of the highest score. The threat (line
        # of sight from every nazi) is the dear part of a score and only
        # lowers it, so squares are scored with the least threat first and
        # then, best bound first, in full until no bound can reach the best.
        bounded: list[tuple[float, int, Move, int]] = []
        for index, command in enumerate(moves):
            assert isinstance(command, Move)
            cost = costs.get(command.to)
            if cost is None:
                continue
            least = self._threat(command.to, least=True)
            bound = self._score_square(command.to, hero.ap - cost, threat=least) - 0.01 * cost
            bounded.append((bound, index, command, cost))
        bounded.sort(key=lambda item: (-item[0], item[1]))
        best: Command | None = None
        best_score = float("-inf")
        best_index = len(moves)
        for bound, index, command, cost in bounded:
            if bound < best_score:
                break
            score = self._score_square(command.to, hero.ap - cost) - 0.01 * cost
            if score > best_score or (score == best_score and index < best_index):
                best, best_score, best_index = command, score, index
        return best, best_score - stay

    def _passage(self, passages: list[Command]) -> Command | None:
        """Through the secret passage when the hero's best way to its goal
        goes through it (R-MOVE-9): the twin is nearer by more than the 1 AP
        of the trip. A fatigued hero goes too: the passage's fatigue is an
        effect and adds no second token (R-AP-5)."""
        hero = self.hero
        if not passages or self.field is None or hero.square is None:
            return None
        twin = self.board.passage_pair[hero.square]
        if self.distance(twin) + PASSAGE_COST <= self.distance(hero.square):
            return passages[0]
        return None

    def _door(self, doors: list[Command]) -> Command | None:
        """A door (or, for a hero with a pierce-metal weapon, a barricade,
        R-MOVE-5) whose far side is nearer the goal than the hero is."""
        hero = self.hero
        if self.field is None or hero.square is None:
            return None
        here = self.distance(hero.square)
        for command in doors:
            assert isinstance(command, OpenDoor | RemoveBarricade)
            piece = command.door if isinstance(command, OpenDoor) else command.barricade
            for edge in self.board.pieces[piece].edges:
                for square in edge:
                    if square != hero.square and self.distance(square) < here:
                        return command
        return None
