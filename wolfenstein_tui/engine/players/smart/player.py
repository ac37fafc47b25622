"""The smart hero player: who activates next, bots, distance fields; the
active hero's decisions are in `activation.py`, answers in `answers.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import BLOCKING_TOKENS, TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.players.smart.activation import Activation
from wolfenstein_tui.engine.players.smart.answers import answer
from wolfenstein_tui.engine.players.smart.routes import hero_costs_to
from wolfenstein_tui.engine.players.smart.values import can_share
from wolfenstein_tui.engine.rules.command_rules import rules_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Move,
    Search,
    StartActivation,
)
from wolfenstein_tui.engine.state.state import Enemy, GameState

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules


FIELD_SQUARES = 2_000_000
"""The most squares of distance fields kept for one mission's games (about
2,000 fields of a 30×30 map, 50 of a 30×1400 one) before they are let go."""
_FIELDS: WeakKeyDictionary[Rules, dict[tuple[object, ...], list[int]]] = WeakKeyDictionary()
"""The distance fields worked out on each mission's rules, shared by the
games played on them: a field is a pure function of its key, and games of
one mission start alike (a balance run plays hundreds of them)."""


class SmartPlayer:
    """Chooses the heroes' commands; one instance per game (the distance
    fields of the game's board are shared with the other games on the same
    rules)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.board = rules.board
        self.grid = rules.grid
        fields = _FIELDS.get(rules)
        if fields is None:
            fields = _FIELDS[rules] = {}
        self._fields = fields
        self._blocking = [
            (self.board.index(square), square, kind, label)
            for square, (kind, label) in self.board.tokens.items()
            if kind in BLOCKING_TOKENS
        ]
        """The tokens that block a hero's way while they are on the board."""
        self._twins = {
            self.board.index(a): self.board.index(b) for a, b in self.board.passage_pair.items()
        }

    # --- entry point ------------------------------------------------------------

    def options(self, state: GameState) -> list[Command]:
        """The legal commands this player reads, in their order: all but those
        aimed at one target of many (gifts, unequipping, an area item's
        squares, an ability's chosen figure), which it never picks. Its
        choice among them is its choice among all the legal commands: the
        one command it may take for its place in the list is the first,
        when the hero cannot end its activation (on a secret passage), and
        only some types can have an aimed command before them in the whole
        list (`CommandRules.may_follow_aimed`: an item's or an ability's
        use); then it is given the whole list."""
        options = self.rules.legal_actions(state, aimed=False)
        if (
            state.pending is None
            and state.active_hero in state.heroes
            and not (options and isinstance(options[-1], EndActivation))
            and (not options or rules_for(options[0]).may_follow_aimed)
        ):
            return self.rules.legal_actions(state)
        return options

    def choose(self, state: GameState, options: list[Command]) -> Command:
        """One of `options` (the legal commands in `state`)."""
        if state.pending is not None:
            return Choose(answer(self.rules, state, state.pending))
        turn = Turn(self.rules, state)
        if state.active_hero is None:
            return self._next_hero(turn, options)
        if state.active_hero in state.enemies:
            return self._bot(turn, state.enemies[state.active_hero], options)
        return Activation(self, turn, state.heroes[state.active_hero], options).decide()

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
            if hero.on_board and bleeding and can_share(state, hero):
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

    # --- line of sight ------------------------------------------------------------------

    def sees(
        self,
        viewer: tuple[Square, ...],
        target: tuple[Square, ...],
        closed: int,
        occupied: int,
    ) -> bool:
        """`LineOfSight.sees_masks` (which remembers its answers)."""
        return self.rules.los.sees_masks(viewer, target, closed, occupied)

    # --- distance fields ----------------------------------------------------------------

    def field(
        self,
        state: GameState,
        goals: frozenset[Square],
        through_nazis: bool = False,
        pierce: bool = False,
    ) -> list[int]:
        """Least AP from every square to one of `goals` for a hero who opens
        doors on the way (1 AP each), travels through secret passages
        (R-MOVE-9) and, with a pierce-metal weapon (`pierce`), removes
        barricades (1 AP each, R-MOVE-5); never entering tokens nor, unless
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
        key = (goals, frozenset(state.closed_doors), frozenset(state.barricades), blocked, pierce)
        found = self._fields.get(key)
        if found is None:
            doors = frozenset(state.closed_doors)
            bars = frozenset(state.barricades)
            if pierce:  # a barricade is a door to this hero: 1 AP to remove
                doors, bars = doors | bars, frozenset()
            found = hero_costs_to(
                self.grid,
                [board.index(s) for s in goals],
                set(blocked),
                board.closed_mask(doors, frozenset()),
                board.closed_mask(frozenset(), bars),
                self._twins,
            )
            if len(self._fields) * len(found) > FIELD_SQUARES:
                self._fields.clear()
            self._fields[key] = found
        return found

    def _token_block(self, state: GameState) -> frozenset[int]:
        return frozenset(
            index
            for index, square, kind, label in self._blocking
            if square in state.events_left
            or square in state.chests_left
            or (kind is TokenKind.OBJECTIVE and label in state.objectives_left)
        )
