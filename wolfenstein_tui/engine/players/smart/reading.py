"""What the active hero reads from the state before deciding: the figures
to kill and the squares to reach, the distance to them (a field that
counts doors), which nazis will wake and whom they see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from wolfenstein_tui.content.records.cards import EnemyRank
from wolfenstein_tui.content.records.mission import (
    CollectTokensObjective,
    CompleteEventsObjective,
    KillObjective,
    ReachObjective,
)
from wolfenstein_tui.content.records.squares import Square, parse_square
from wolfenstein_tui.engine.geometry.grid import INFINITY
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.players.smart.values import can_share
from wolfenstein_tui.engine.rules import danger, objectives
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Command
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero

if TYPE_CHECKING:
    from wolfenstein_tui.engine.geometry.board import Board
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.engine.state.state import GameState

FAR = 60
"""The distance counted for a square with no way to the goal."""

ThreatRow = tuple[Enemy, bool, int, int, float, bool, tuple[Square, ...]]
"""What the threat on a square needs of one nazi (see `Threats._threats`)."""


class Planner(Protocol):
    """What the hero's decisions ask of the player that makes them: the
    rules, the board, and its remembered distance fields and sight."""

    rules: Rules
    board: Board

    def field(
        self,
        state: GameState,
        goals: frozenset[Square],
        through_nazis: bool = False,
        pierce: bool = False,
    ) -> list[int]: ...

    def sees(
        self,
        viewer: tuple[Square, ...],
        target: tuple[Square, ...],
        closed: int,
        occupied: int,
    ) -> bool: ...


class Reading:
    """The state as the hero sees it at the moment of deciding."""

    def __init__(self, player: Planner, turn: Turn, hero: Hero, options: list[Command]) -> None:
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
        self._heard: set[str] | None = None
        """The zones where a nazi hears noise: noisy ones and those next to
        them (worked out once)."""
        self._threat_rows: list[ThreatRow] | None = None
        self._awake_rows: list[ThreatRow] | None = None
        self._sleeping: list[tuple[Enemy, bool, set[str], float]] | None = None
        """The nazis not waking, as `_noise_cost` weighs them (worked out once)."""
        self._square_terms: tuple[float, int | None, bool] | None = None
        """What `_score_square` needs of the hero (worked out once)."""
        state = self.state
        self.hostile = [e for e in state.enemies.values() if e.bot_of is None]
        occupied = list(danger.figure_squares(turn))
        self.closed = self.board.closed_mask(frozenset(state.closed_doors), frozenset())
        self.occupied = self.board.mask(occupied)
        mine = self.board.mask([hero.square]) if hero.square else 0
        self.occupied_without_me = self.occupied & ~mine
        self.awake = self._awake()
        self.unmet = [
            o for o in self.rules.mission.objectives if not objectives.objective_met(turn, o)
        ]
        """The mission's objectives not met yet, in their order."""
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

    def _kill_targets(self) -> set[str]:
        state = self.state
        found: set[str] = set()
        for objective in self.unmet:
            if not isinstance(objective, KillObjective):
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
        for objective in self.unmet:
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

    def _awake(self) -> set[str]:
        """The nazis that activate next nazi phase as things stand (R-AI-3):
        a hero in its sight, or (an officer or boss) it was attacked, or (the
        others) noise in or next to its zone. The sight lines, the dear part,
        are traced only when the rest does not settle it. One loop over the
        nazis, the heroes' squares found once: this runs at every decision,
        for every nazi (a mission of many spawns has a score of them)."""
        cards = self.rules.enemy_cards
        sees = self.player.sees
        closed, occupied = self.closed, self.occupied
        seen = [
            (hero.square,)
            for hero in self.state.heroes.values()
            if hero.on_board and hero.square is not None
        ]
        leaders = (EnemyRank.OFFICER, EnemyRank.BOSS)
        zone_of = self.board.zone_of
        heard = self._heard_zones()
        awake: set[str] = set()
        for enemy in self.hostile:
            squares = (enemy.square,) if not enemy.large else footprint(enemy.square, True)
            if cards[enemy.type].rank in leaders:
                if enemy.attacked:
                    awake.add(enemy.id)
                    continue
            elif self._hears(squares) if enemy.large else zone_of(enemy.square) in heard:
                awake.add(enemy.id)
                continue
            for hero_square in seen:
                if sees(squares, hero_square, closed, occupied):
                    awake.add(enemy.id)
                    break
        return awake

    def _hears(self, squares: tuple[Square, ...]) -> bool:
        """Noise in the zone of a figure on `squares` or a zone next to it
        (R-AI-3): one of its zones is noisy or next to a noisy one (zones
        are next to each other both ways)."""
        heard = self._heard_zones()
        zone_of = self.board.zone_of
        return any(zone_of(square) in heard for square in squares)

    def _heard_zones(self) -> set[str]:
        """The zones where a nazi hears noise (`_hears`), worked out once."""
        if self._heard is None:
            state = self.state
            noisy = set(state.noise)
            if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
                noisy |= {
                    z
                    for h in state.heroes.values()
                    if h.on_board and h.square and (z := self.board.zone_of(h.square))
                }
            self._heard = set(noisy)
            for zone in noisy:
                self._heard |= self.board.zone_adjacency.get(zone, frozenset())
        return self._heard

    def _sees_from(self, square: Square, enemy: Enemy) -> bool:
        return self.player.sees(
            (square,), footprint(enemy.square, enemy.large), self.closed, self.occupied_without_me
        )
