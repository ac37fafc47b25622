"""Where the hero goes: each square scored by the distance to the goal, the
threat there and the attacks it offers; secret passages and doors on
the way.
"""

from __future__ import annotations

from collections.abc import Callable

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.grid import INFINITY
from wolfenstein_tui.engine.geometry.paths import movement_costs, reach_to
from wolfenstein_tui.engine.players.smart.reading import FAR
from wolfenstein_tui.engine.players.smart.routes import PASSAGE_COST
from wolfenstein_tui.engine.players.smart.upkeep import Upkeep
from wolfenstein_tui.engine.rules.actions import HERO_WALKER
from wolfenstein_tui.engine.rules.traffic import traffic_for
from wolfenstein_tui.engine.state.commands import (
    Command,
    Move,
    OpenDoor,
    RemoveBarricade,
)

GOAL_WEIGHT = 1.0
THREAT_WEIGHT = 0.5


class Moves(Upkeep):
    """Moves, passages and doors, weighed."""

    def _score_square(
        self, square: Square, ap_left: int, threat: float | None = None, attack: float | None = None
    ) -> float:
        """How good ending here is; a `threat` no larger than the square's,
        or an `attack` no smaller than its best attack, gives an upper bound
        of its score (the threat only lowers it, the attack raises it, and
        float rounding keeps the order)."""
        care, here, reload = self._terms()
        distance = self.distance(square)
        if threat is None:
            threat = self._threat(square)
        score = -GOAL_WEIGHT * distance - care * threat
        if here is not None:  # backing away costs double: no dithering
            score -= GOAL_WEIGHT * max(0, distance - here)
        score += self._attack_from(square, ap_left) if attack is None else attack
        if reload and ap_left >= 2:
            score += 1.5
        return score

    def _terms(self) -> tuple[float, int | None, bool]:
        """The hero's side of a square's score, the same for every square: the
        weight of the threat, its own distance to the goal, whether its
        weapon needs reloading."""
        if self._square_terms is None:
            hero = self.hero
            toughness = hero.hp + hero.armor
            care = THREAT_WEIGHT * (1.0 + 2.0 / max(toughness, 1))
            here = self.distance(hero.square) if hero.square is not None else None
            self._square_terms = (care, here, self._needs_reload())
        return self._square_terms

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
        # of sight from every nazi) and the attacks a square offers are the
        # dear parts of a score; the threat only lowers it. So squares are
        # bounded first with the least threat and the best attack any of them
        # could offer, then, best bound first, with their own attacks, and
        # scored in full, until no bound can reach the best score.
        candidates: list[tuple[Move, int]] = []
        moved = 0
        for command in moves:
            assert isinstance(command, Move)
            cost = costs.get(command.to)
            if cost is not None:
                candidates.append((command, cost))
                moved = max(moved, chebyshev(hero.square, command.to))
        cap = self._attack_cap(moved)
        bounded = self._bounds(candidates, cap)
        bounded.sort(key=lambda item: (-item[0], item[1]))
        best: Command | None = None
        best_score = float("-inf")
        best_index = len(moves)
        for bound, index, command, cost, least in bounded:
            if bound < best_score:
                break
            to, ap_left = command.to, hero.ap - cost
            if cap and self._score_square(to, ap_left, least) - 0.01 * cost < best_score:
                continue
            attack = self._attack_from(to, ap_left)
            threat = self._threat_unless(to, self._beaten(to, ap_left, attack, cost, best_score))
            if threat is None:
                continue
            score = self._score_square(to, ap_left, threat, attack) - 0.01 * cost
            if score > best_score or (score == best_score and index < best_index):
                best, best_score, best_index = command, score, index
        return best, best_score - stay

    def _bounds(
        self, candidates: list[tuple[Move, int]], cap: float
    ) -> list[tuple[float, int, Move, int, float]]:
        """Each candidate move's upper bound (`_score_square` with the least
        threat, `_threat(least=True)`, and the attack `cap`, less 0.01 a
        step of AP), with its place, cost and least threat. The same sums
        in the same order as those two, written out: a move has some
        twenty squares to bound, and the bounds are most of its cost."""
        care, here, reload = self._terms()
        awake = [
            (enemy.square, large, reach_limit, 0.6 * value)
            for enemy, large, reach_limit, _, value, _, _ in self._awake_threats()
        ]
        field = self.field
        width = self.board.width
        ap = self.hero.ap
        bounded: list[tuple[float, int, Move, int, float]] = []
        for index, (command, cost) in enumerate(candidates):
            to = command.to
            least = 0.0
            for anchor, large, reach_limit, part in awake:
                if reach_to(to, anchor, large) <= reach_limit:
                    least += part
            if field is None:
                distance = 0
            else:
                value = field[to[1] * width + to[0]]
                distance = FAR if value >= INFINITY else min(value, FAR)
            score = -GOAL_WEIGHT * distance - care * least
            if here is not None:
                score -= GOAL_WEIGHT * max(0, distance - here)
            score += cap
            if reload and ap - cost >= 2:
                score += 1.5
            bounded.append((score - 0.01 * cost, index, command, cost, least))
        return bounded

    def _beaten(
        self, square: Square, ap_left: int, attack: float, cost: int, best: float
    ) -> Callable[[float], bool]:
        """Whether a part of the threat on `square` already keeps the move
        there below the `best` score (the rest only lowers it)."""

        def beaten(threat: float) -> bool:
            return self._score_square(square, ap_left, threat, attack) - 0.01 * cost < best

        return beaten

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
