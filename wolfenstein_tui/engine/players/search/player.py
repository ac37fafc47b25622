"""The search player: at the start of each hero's activation, and again
after every step whose result was random, it weighs a few really different
first steps, each followed by the smart player's play, in determinised
worlds (dice and draw piles drawn again from its own generator), and plays
the best; between those points it follows the plan it found (the smart
player's steps, sure to come out as planned until dice roll)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from wolfenstein_tui.engine.players.search.budget import Budget
from wolfenstein_tui.engine.players.search.candidates import candidates
from wolfenstein_tui.engine.players.search.determinise import determinise
from wolfenstein_tui.engine.players.search.estimate import Estimate
from wolfenstein_tui.engine.players.search.rollout import play_out
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.commands import Command
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import GameState, Phase

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

SEED_SALT = 0x5EA5C4
PREFERRED_MARGIN = 0.06
"""How much better than the smart player's choice another command must
look, over one look-ahead each, to be played instead (over n look-aheads
each, this divided by the square root of n). One look-ahead is one throw of
the dice for the rest of the round: a plan that came out a wound or two
better on it is as likely lucky as good, and playing such plans, the search
played worse than the smart player it starts from. About a hero's whole
life, a good part of an objective, or the game itself: what dice alone
rarely make of a round (see `margin` for a long game)."""
MARGIN_ROUNDS = 8
"""With more rounds than this left to play, the margin grows in proportion
(`margin`)."""
WEIGHED_QUESTIONS = frozenset(
    {
        DecisionKind.EVENT_OPTION,
        DecisionKind.REROLL,
        DecisionKind.AMMO_CHOICE,
        DecisionKind.FIRST_PLAYER,
    }
)
"""The rules' questions the heroes answer and the search weighs (the nazis'
ties keep the documented default: they are the nazis' program's, not a plan)."""


class SearchPlayer:
    """Chooses the heroes' commands by look-ahead; one instance per game."""

    def __init__(self, rules: Rules, seed: int, budget: Budget | None = None) -> None:
        self.rules = rules
        self.smart = SmartPlayer(rules)
        self.budget = budget or Budget()
        self.rng = rng.seed_state(seed ^ SEED_SALT)
        self.plan: list[Command] = []
        self.last_seeds: list[int] = []
        """The determinisations of the last search's look-aheads."""

    def options(self, state: GameState) -> list[Command]:
        """The commands it reads: the smart player's (see SmartPlayer.options)."""
        return self.smart.options(state)

    def choose(self, state: GameState, options: list[Command]) -> Command:
        preferred = self.smart.choose(state, options)
        if not self._weighs(state):
            self.plan = []
            return preferred
        if state.pending is None and state.active_hero is not None and self.plan:
            step = self.plan.pop(0)
            if step in options:
                return step
            self.plan = []
        weighing = candidates(options, preferred, self.budget.most)
        if len(weighing) == 1:
            return preferred
        weighed = self.weigh(state, weighing)
        best = weighed[0]
        if best.command != preferred:
            kept = next(e for e in weighed if e.command == preferred)
            if best.value < kept.value + margin(self.rules, state) / math.sqrt(
                max(1, len(kept.looks))
            ):
                best = kept
        self.plan = list(best.steps[1 : best.sure]) if state.active_hero is not None else []
        return best.command

    def _weighs(self, state: GameState) -> bool:
        """Whether this decision is the heroes' to plan."""
        if state.phase is not Phase.HEROES:
            return False
        if state.pending is not None:
            return state.pending.kind in WEIGHED_QUESTIONS and len(state.pending.options) > 1
        return state.active_hero is None or state.active_hero in state.heroes

    def weigh(
        self, state: GameState, commands: list[Command], marked: bool = False
    ) -> list[Estimate]:
        """The commands weighed by look-aheads, best first (the first command
        wins ties: the smart player's choice, when it is given first)."""
        estimates = [Estimate(command) for command in commands]
        budget = self.budget
        stop = budget.stopper()
        rounds = max(1, budget.simulations // len(commands))
        horizon = None if budget.horizon is None else state.round + 1 + budget.horizon
        base, self.rng = rng.next_value(self.rng)
        self.last_seeds = []
        done = 0
        for look in range(rounds):
            if look and stop is not None and stop():
                break
            seed = base ^ (look * 0x9E3779B97F4A7C15 & rng.MASK64)
            self.last_seeds.append(seed)
            # one world for every candidate of this look (the rules never
            # change the state they are given): the same dice and draws for
            # each, and one copy of the state instead of one a candidate
            world = determinise(state, seed)
            for estimate in estimates:
                estimate.looks.append(
                    play_out(self.rules, self.smart, world, estimate.command, horizon, marked)
                )
                done += 1
                if budget.progress is not None:
                    budget.progress(done, rounds * len(estimates))
        order = sorted(range(len(estimates)), key=lambda i: (-estimates[i].value, i))
        return [estimates[i] for i in order]


def margin(rules: Rules, state: GameState) -> float:
    """How much better than the smart player's choice another command must
    look, over one look-ahead each, to be played instead: PREFERRED_MARGIN,
    times the rounds left (this one included) over MARGIN_ROUNDS when that
    is more than one.

    A look-ahead sees one round; the smart player's way towards the
    objectives pays in the rounds after it. The more rounds are left, the
    less of the game one round shows, and the more a plan that spares a
    wound now may cost later. On mission 9 (sixteen rounds) the search
    turned the heroes back from the war room, round after round, to spare a
    wound or two, and ran out of rounds: on seeds 1000-1199 at "I am Death
    incarnate" it lost 37 games of 200 on the round limit and won 32 (the
    smart player: 8 and 38). With the margin grown early in the game it lost
    5 on the round limit and won 54. Doubled throughout instead (0.12), it
    won 41 there, but it gave up most of what the search gains on the
    shorter missions (mission 1, "Bring 'em on!", the balance report's
    first 60 seeds: 62% of the games won, against 93% at 0.06)."""
    left = rules.mission.round_limit - state.round + 1
    return PREFERRED_MARGIN * max(1.0, left / MARGIN_ROUNDS)
