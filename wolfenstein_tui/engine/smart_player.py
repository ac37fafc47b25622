"""A competent hero player for simulations (`wolfenstein simulate --bot smart`).

Random legal decisions say little about a mission's balance: random heroes
wander, waste their attacks and rarely reach an objective. This player plays
the heroes' side the way a careful table would, so that win rates measured
with it mean something:

- it heads for the mission's objectives (figures to kill, events to search,
  tokens to collect, a zone to reach) along a distance field that counts the
  AP of opening doors on the way;
- it attacks when the odds are worth it (exact odds from the die's faces),
  weighing the noise and danger an attack makes against what it gains, and
  keeps quiet near sleeping nazis;
- it ends its moves out of the nazis' sight and reach where it can, reloads
  with AP it would otherwise lose, shares life with a bleeding friend
  (R-DEATH-3) and activates rescuers before the bleeding hero;
- it answers the rules' questions for the heroes: event options by what
  their effects do, rerolls of blanks and reloads, ammo of the type a hero
  fires; the nazis' ties stay at the documented default (option 0).

It decides only among `Rules.legal_actions(state)` and never looks at a
random outcome before it happens (no apply of a command that rolls dice or
draws cards), so it plays fair. Each decision is a greedy one-step choice
scored from the state; that keeps a whole game to a fraction of a second.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from wolfenstein_tui.content import effects as fx
from wolfenstein_tui.content.cards import EnemyRank
from wolfenstein_tui.content.effects import Face
from wolfenstein_tui.content.mission import (
    AlarmsLoss,
    CollectTokensObjective,
    CompleteEventsObjective,
    EnemyReachesLoss,
    KillObjective,
    ReachObjective,
)
from wolfenstein_tui.content.squares import Square, parse_square
from wolfenstein_tui.engine import combat, danger, objectives
from wolfenstein_tui.engine.actions import HERO_WALKER
from wolfenstein_tui.engine.board import BLOCKING_TOKENS, TokenKind, chebyshev
from wolfenstein_tui.engine.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Equip,
    Move,
    OpenDoor,
    Reload,
    Search,
    SharedLife,
    SilentExecution,
    StartActivation,
    SwitchWeapon,
    TakeFatigue,
    UseAbility,
    UseItem,
)
from wolfenstein_tui.engine.grid import INFINITY
from wolfenstein_tui.engine.odds import Odds, attack_odds
from wolfenstein_tui.engine.paths import footprint, movement_costs
from wolfenstein_tui.engine.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state import Difficulty, Enemy, GameState, Hero
from wolfenstein_tui.engine.traffic import traffic_for
from wolfenstein_tui.engine.turn import Turn

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules import Rules

FAR = 60
"""The distance counted for a square with no way to the goal."""
SUCCESS = 7 / 12
"""Chance of a heart or shield on the default die, for the nazis' expected hits."""
GOAL_WEIGHT = 1.0
THREAT_WEIGHT = 0.5
ATTACK_THRESHOLD = 0.25
OBJECTIVE_BONUS = 15.0
ALARM_COST = 4.0


@lru_cache(maxsize=4096)
def _odds(faces: tuple[Face, ...], dice: int, hp: int, armor: int, pierce: bool) -> Odds:
    return attack_odds(faces, dice, hp, armor, pierce)


class SmartPlayer:
    """Chooses the heroes' commands; one instance per game (it caches the
    distance fields of that game's board)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.board = rules.board
        self.grid = rules.grid
        self._fields: dict[tuple[object, ...], list[int]] = {}

    # --- entry point ------------------------------------------------------------

    def choose(self, state: GameState, options: list[Command]) -> Command:
        """One of `options` (the legal commands in `state`)."""
        if state.pending is not None:
            return Choose(self._answer(state, state.pending))
        turn = Turn(self.rules, state)
        if state.active_hero is None:
            return self._next_hero(turn, options)
        if state.active_hero in state.enemies:
            return self._bot(turn, state.enemies[state.active_hero], options)
        return _Activation(self, turn, state.heroes[state.active_hero], options).decide()

    # --- questions ------------------------------------------------------------------

    def _answer(self, state: GameState, pending: Pending) -> int:
        if pending.kind is DecisionKind.EVENT_OPTION:
            card = self.rules.event_cards[pending.context["card"]]
            scores = [
                _effects_value(self.rules, state, list(option.effects))
                + (
                    _effects_value(self.rules, state, list(card.player_loot) + list(card.team_loot))
                    if option.grants_loot
                    else 0.0
                )
                for option in card.options
            ]
            return max(range(len(scores)), key=lambda i: (scores[i], -i))
        if pending.kind is DecisionKind.REROLL:
            return _best_reroll(pending)
        if pending.kind is DecisionKind.AMMO_CHOICE:
            hero = state.heroes.get(str(pending.context.get("who", "")))
            return ("light", "heavy", "special").index(_ammo_wanted(self.rules, hero))
        return 0  # first player, the nazis' ties: the documented default

    # --- who goes next -------------------------------------------------------------------

    def _next_hero(self, turn: Turn, options: list[Command]) -> Command:
        """Rescuers before the bleeding (a bleeding hero dies when its own
        activation starts, R-DEATH-2); the bleeding last."""
        state = turn.state
        bleeding = [h for h in state.heroes.values() if h.bleeding and h.on_board]

        def rank(command: Command) -> tuple[int, int]:
            assert isinstance(command, StartActivation)
            hero = state.heroes[command.hero]
            if hero.bleeding:
                return (2, 0)
            if hero.on_board and bleeding and _can_share(state, hero):
                assert hero.square is not None
                near = min(chebyshev(hero.square, b.square) for b in bleeding if b.square)
                return (0, near)
            return (1, 0)

        return min(options, key=rank)

    # --- bots (R-BOT-1) ------------------------------------------------------------------

    def _bot(self, turn: Turn, bot: Enemy, options: list[Command]) -> Command:
        state = turn.state
        attacks = [c for c in options if isinstance(c, Attack)]
        if attacks:
            return min(
                attacks,
                key=lambda c: (
                    state.enemies[c.target].hp + state.enemies[c.target].armor,
                    c.target,
                ),
            )
        searches = [c for c in options if isinstance(c, Search)]
        if searches:
            return searches[0]
        hostile = [e for e in state.enemies.values() if e.bot_of is None]
        moves = [c for c in options if isinstance(c, Move)]
        if hostile and moves:

            def gap(square: Square) -> int:
                return min(chebyshev(square, e.square) for e in hostile)

            best = min(moves, key=lambda c: gap(c.to))
            if gap(best.to) < gap(bot.square) and gap(bot.square) > 1:
                return best
        return next(c for c in options if isinstance(c, EndActivation))

    # --- distance fields ----------------------------------------------------------------

    def field(
        self, state: GameState, goals: frozenset[Square], through_nazis: bool = False
    ) -> list[int]:
        """Least AP from every square to one of `goals` for a hero who opens
        doors on the way (1 AP each), never entering tokens nor, unless
        `through_nazis` (the way once they are shot down), nazis."""
        board = self.board
        blocked = self._token_block(state) - {board.index(s) for s in goals}
        if not through_nazis:
            blocked |= frozenset(
                board.index(s)
                for e in state.enemies.values()
                if e.bot_of is None
                for s in footprint(e.square, e.large)
                if s not in goals
            )
        key = (goals, frozenset(state.closed_doors), frozenset(state.barricades), blocked)
        found = self._fields.get(key)
        if found is None:
            closed = board.closed_mask(frozenset(state.closed_doors), frozenset())
            bars = board.closed_mask(frozenset(), frozenset(state.barricades))
            found = self.grid.costs_to([board.index(s) for s in goals], set(blocked), closed, bars)
            if len(self._fields) > 512:
                self._fields.clear()
            self._fields[key] = found
        return found

    def _token_block(self, state: GameState) -> frozenset[int]:
        board = self.board
        return frozenset(
            board.index(square)
            for square, (kind, label) in board.tokens.items()
            if kind in BLOCKING_TOKENS
            and (
                square in state.events_left
                or square in state.chests_left
                or (kind is TokenKind.OBJECTIVE and label in state.objectives_left)
            )
        )


class _Activation:
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
        self.field = player.field(state, self.goals) if self.goals else None
        # When nazis stand in the way to every goal, head for the goal through
        # them: the attacks on the way clear it (blocked_way raises their worth).
        self.blocked_way = False
        here = self.board.index(hero.square) if hero.square is not None else None
        if self.field is not None and here is not None and self.field[here] >= INFINITY:
            self.field = player.field(state, self.goals, through_nazis=True)
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
        move, gain = self._best_move(kinds.get(Move, []))
        door = self._door(kinds.get(OpenDoor, []))
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
        if _can_share(state, hero):
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
        noisy = set(state.noise)
        if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
            noisy |= {
                z
                for h in state.heroes.values()
                if h.on_board and h.square and (z := self.board.zone_of(h.square))
            }
        return bool(near & noisy)

    def _sees(self, enemy: Enemy, square: Square, occupied: int | None = None) -> bool:
        return self.rules.los.sees_masks(
            list(footprint(enemy.square, enemy.large)),
            square,
            self.closed,
            self.occupied if occupied is None else occupied,
        )

    def _threat_value(self, enemy: Enemy) -> float:
        weapon = self.rules.enemy_cards[enemy.type].weapon
        return weapon.dice * SUCCESS

    def _threat(self, square: Square) -> float:
        """Expected hits the nazis may land on a hero ending on `square`."""
        total = 0.0
        for enemy in self.hostile:
            card = self.rules.enemy_cards[enemy.type]
            reach = min(chebyshev(s, square) for s in footprint(enemy.square, enemy.large))
            if reach > card.ap + card.weapon.range:
                continue
            sees = self._sees(enemy, square, self.occupied_without_me)
            if sees and reach <= card.weapon.range:
                total += self._threat_value(enemy)
            elif sees or enemy.id in self.awake:
                total += 0.6 * self._threat_value(enemy)
        return total

    # --- attacks -------------------------------------------------------------------------------

    def _attack_value(
        self, enemy: Enemy, dice: int, pierce: bool, quiet: bool, silent: bool
    ) -> float:
        state = self.state
        odds = _odds(self.faces, dice, enemy.hp, enemy.armor, pierce)
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
            value -= odds.kill * _alarm_cost(self.rules, state, 1)
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
        """The best attack the hero could make from `square` with `ap_left`."""
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
        silent, quiet = self._weapon_quiet()
        dice = combat.attack_dice(self.turn, hero, None)
        best = 0.0
        for enemy in self.hostile:
            if combat.distance_to(square, enemy) > card.range:
                continue
            if not self._sees_from(square, enemy):
                continue
            value = self._attack_value(enemy, dice, self._pierce(enemy, None), quiet, silent)
            best = max(best, value)
        return best

    def _sees_from(self, square: Square, enemy: Enemy) -> bool:
        return self.rules.los.sees_masks(
            square,
            list(footprint(enemy.square, enemy.large)),
            self.closed,
            self.occupied_without_me,
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
        return _can_share(self.state, self.hero) and any(
            h.bleeding and h.id != self.hero.id for h in self.state.heroes.values()
        )

    # --- moving and doors ----------------------------------------------------------------------

    def _score_square(self, square: Square, ap_left: int) -> float:
        hero = self.hero
        toughness = hero.hp + hero.armor
        care = THREAT_WEIGHT * (1.0 + 2.0 / max(toughness, 1))
        distance = self.distance(square)
        score = -GOAL_WEIGHT * distance - care * self._threat(square)
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
        best: Command | None = None
        best_score = float("-inf")
        for command in moves:
            assert isinstance(command, Move)
            cost = costs.get(command.to)
            if cost is None:
                continue
            score = self._score_square(command.to, hero.ap - cost) - 0.01 * cost
            if score > best_score:
                best, best_score = command, score
        return best, best_score - stay

    def _door(self, doors: list[Command]) -> Command | None:
        """A door whose far side is nearer the goal than the hero is."""
        hero = self.hero
        if self.field is None or hero.square is None:
            return None
        here = self.distance(hero.square)
        for command in doors:
            assert isinstance(command, OpenDoor)
            for edge in self.board.pieces[command.door].edges:
                for square in edge:
                    if square != hero.square and self.distance(square) < here:
                        return command
        return None


# --- helpers -----------------------------------------------------------------------------------


def _alarm_cost(rules: Rules, state: GameState, danger_added: int) -> float:
    """What raising the danger by `danger_added` costs in alarms: nothing
    below the threshold; the alarm's reinforcements; the game itself where
    one more alarm is the mission's loss condition."""
    alarm = rules.mission.alarm
    if state.danger + danger_added < alarm.threshold or (alarm.once and state.alarms):
        return 0.0
    for condition in rules.mission.loss_conditions:
        if isinstance(condition, AlarmsLoss) and state.alarms + 1 >= condition.count:
            return 100.0
    return ALARM_COST


def _can_share(state: GameState, hero: Hero) -> bool:
    return hero.shared_life > 0 or state.difficulty is Difficulty.CAN_I_PLAY_DADDY


def _best_reroll(pending: Pending) -> int:
    """Reroll every blank and reload the source allows; never a heart or a
    shield (the second result stands, R-DICE-3)."""
    faces = pending.context.get("faces", [])
    choices = pending.context.get("choices", [[]])
    best, best_count = 0, 0
    for index, chosen in enumerate(choices):
        if any(faces[i] in (Face.HEART.value, Face.SHIELD.value) for i in chosen):
            continue
        if len(chosen) > best_count:
            best, best_count = index, len(chosen)
    return best


def _ammo_wanted(rules: Rules, hero: Hero | None) -> str:
    """The ammo type the hero's weapons fire that it holds least of."""
    if hero is None or not hero.weapons:
        return "light"
    types = [
        card.ammo.value
        for w in hero.weapons
        if (card := rules.weapon_cards[w.card]).ammo is not None
    ]
    if not types:
        return "light"
    return min(types, key=lambda t: (hero.ammo.get(t, 0), types.index(t)))


_EFFECT_VALUES = {
    "gain_glory": 0.5,
    "gain_ammo": 1.0,
    "draw_equipment": 1.5,
    "draw_weapon": 1.5,
    "heal": 1.0,
    "add_armor": 1.0,
    "boost": 1.5,
    "gain_ap": 0.5,
    "lower_danger": 1.0,
    "raise_danger": -1.5,
    "stun": 1.0,
    "sabotage": 0.5,
    "gain_bot": 4.0,
    "gain_shared_life": 2.0,
    "take_fatigue": -1.0,
    "remove_fatigue": 0.5,
    "escort": -1.0,
    "hide": 0.5,
}


def _effects_value(rules: Rules, state: GameState, effects: list[object]) -> float:
    """A rough worth of a list of effects to the heroes, for event options."""
    total = 0.0
    for effect in effects:
        kind = getattr(effect, "effect", "")
        if isinstance(effect, fx.Spawn):
            for group in effect.enemies:
                card = rules.enemy_cards[group.type]
                total -= group.count * (1.5 + card.weapon.dice * SUCCESS)
            continue
        if isinstance(effect, fx.Damage | fx.DamageArea):
            hits_heroes = getattr(effect, "hits_heroes", True)
            target = str(getattr(effect, "target", ""))
            if hits_heroes and "enem" not in target:
                total -= 2.0 * getattr(effect, "amount", 1)
            else:
                total += 1.0 * getattr(effect, "amount", 1)
            continue
        amount = getattr(effect, "amount", None)
        scale = amount if isinstance(amount, int) and amount > 0 else 1
        if kind == "raise_danger":
            total -= 1.5 * scale + _alarm_cost(rules, state, scale)
            continue
        total += _EFFECT_VALUES.get(str(kind), 0.0) * (scale if kind != "lower_danger" else 1)
    return total
