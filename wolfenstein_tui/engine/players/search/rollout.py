"""One look-ahead: a determinised world played on by the smart player until
the game ends or the horizon is reached, and the heroes' steps on the way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.engine.players.search.value import state_value
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Command
from wolfenstein_tui.engine.state.state import GameState, Outcome

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

ROLLOUT_DECISIONS = 5_000
"""A look-ahead stops after this many decisions whatever happens (a game
that long is cut off and valued as it stands)."""


@frozen_record
class Played:
    """What one look-ahead gives: the worth of where it ended, whether the
    game was won, and the active hero's steps until its activation ended."""

    value: float
    won: bool
    ended: bool
    steps: tuple[Command, ...]
    sure: int
    """How many of `steps` are sure to be played as shown: those before the
    first step whose result is random (dice or a card), that one included."""


def play_out(
    rules: Rules,
    smart: SmartPlayer,
    world: GameState,
    first: Command,
    horizon: int | None,
) -> Played:
    """Play `first` in `world`, then the smart player for everybody, until
    the game ends or round `horizon` begins (None: to the end)."""
    hero = world.active_hero
    steps: list[Command] = []
    sure = 0
    recording = True
    command = first
    for _ in range(ROLLOUT_DECISIONS):
        if recording:
            steps.append(command)
        before = world
        world = rules.apply(world, command)[0]
        if recording:
            if not sure and _was_random(before, world):
                sure = len(steps)
            recording = hero is not None and world.active_hero == hero
        if world.outcome is not None or (horizon is not None and world.round >= horizon):
            break
        command = smart.choose(world, smart.options(world))
    value = state_value(Turn(rules, world))
    return Played(
        value,
        world.outcome is Outcome.WON,
        world.outcome is not None,
        tuple(steps),
        sure or len(steps),
    )


def _was_random(before: GameState, after: GameState) -> bool:
    """Whether the step from `before` to `after` rolled dice or drew a card."""
    if after.rng != before.rng:
        return True
    return sum(len(d.draw) for d in after.decks.values()) != sum(
        len(d.draw) for d in before.decks.values()
    )
