"""One look-ahead: a determinised world played on by the smart player until
the game ends or the horizon is reached, and the heroes' steps on the way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.players.search.value import objective_progress, state_value
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Command, StartActivation
from wolfenstein_tui.engine.state.state import GameState, Outcome

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

ROLLOUT_DECISIONS = 5_000
"""A look-ahead stops after this many decisions whatever happens (a game
that long is cut off and valued as it stands)."""


@dataclass(frozen=True)
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
    marks: Marks | None = None
    """What the plan did, when asked for (advice)."""


@dataclass(frozen=True)
class Marks:
    """What a plan did in one look-ahead, for telling a player why."""

    killed: tuple[str, ...]
    """Nazis killed during the activation."""
    progress: float
    """How much nearer the objectives are at the activation's end (0 to 1)."""
    alarm: bool
    """Whether the alarm went off before the next round began."""
    hurt: int
    """Life and armour the heroes lost before the next round began."""
    seen_by: tuple[str, ...]
    """The awake nazis that could see the active hero at the activation's end."""


def play_out(
    rules: Rules,
    smart: SmartPlayer,
    world: GameState,
    first: Command,
    horizon: int | None,
    marked: bool = False,
) -> Played:
    """Play `first` in `world`, then the smart player for everybody, until
    the game ends or round `horizon` begins (None: to the end); `marked`:
    with what the plan did (`Marks`)."""
    hero = first.hero if isinstance(first, StartActivation) else world.active_hero
    start = world
    ended: GameState | None = None
    round_end: GameState | None = None
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
            if not recording:
                ended = world
        if round_end is None and (world.round != start.round or world.outcome is not None):
            round_end = world
        if world.outcome is not None or (horizon is not None and world.round >= horizon):
            break
        command = smart.choose(world, smart.options(world))
    value = state_value(Turn(rules, world), start, smart)
    marks = None
    if marked:
        marks = _marks(rules, smart, start, ended or world, round_end or world, hero)
    return Played(
        value,
        world.outcome is Outcome.WON,
        world.outcome is not None,
        tuple(steps),
        sure or len(steps),
        marks,
    )


def _marks(
    rules: Rules,
    smart: SmartPlayer,
    start: GameState,
    ended: GameState,
    round_end: GameState,
    hero_id: str | None,
) -> Marks:
    def life(state: GameState) -> int:
        return sum(h.hp + h.armor for h in state.heroes.values() if not h.dead)

    goals = rules.mission.objectives

    def progress(state: GameState) -> float:
        turn = Turn(rules, state)
        return sum(objective_progress(turn, o) for o in goals) / max(1, len(goals))

    seen: tuple[str, ...] = ()
    hero = ended.heroes.get(hero_id or "")
    if hero is not None and hero.square is not None and not hero.dead:
        board = rules.board
        occupied = board.mask(list(danger.figure_squares(Turn(rules, ended))))
        closed = board.closed_mask(frozenset(ended.closed_doors), frozenset())
        seen = tuple(
            enemy.id
            for enemy in ended.enemies.values()
            if enemy.bot_of is None
            and smart.sees(footprint(enemy.square, enemy.large), (hero.square,), closed, occupied)
        )
    return Marks(
        killed=tuple(k for k in ended.killed if k not in start.killed),
        progress=max(0.0, progress(ended) - progress(start)),
        alarm=round_end.alarms > start.alarms,
        hurt=max(0, life(start) - life(round_end)),
        seen_by=seen,
    )


def _was_random(before: GameState, after: GameState) -> bool:
    """Whether the step from `before` to `after` rolled dice or drew a card."""
    if after.rng != before.rng:
        return True
    return sum(len(d.draw) for d in after.decks.values()) != sum(
        len(d.draw) for d in before.decks.values()
    )
