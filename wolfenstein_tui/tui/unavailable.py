"""The actions a player looks for and cannot take now, each with the rule
that forbids it: the nearest enemies out of reach or sight, the fatigue
action, a reload, an ability. Listed beside the legal actions so a player
learns why, instead of wondering where the action went. No Textual here."""

from __future__ import annotations

from wolfenstein_tui.content.effects import Trigger
from wolfenstein_tui.engine import combat
from wolfenstein_tui.engine.commands import (
    Attack,
    Command,
    DiceNeeded,
    IllegalCommand,
    Reload,
    TakeFatigue,
    UseAbility,
)
from wolfenstein_tui.engine.rules import Rules
from wolfenstein_tui.engine.state import GameState, Phase
from wolfenstein_tui.engine.turn import Turn

NEAREST_ENEMIES = 3


def unavailable_actions(
    rules: Rules, state: GameState, legal: list[Command]
) -> list[tuple[Command, str]]:
    """(command, reason) for the active hero's usual actions that the rules
    refuse now; empty outside a hero's activation."""
    hero = state.heroes.get(state.active_hero or "")
    if (
        hero is None
        or hero.square is None
        or state.phase is not Phase.HEROES
        or state.pending is not None
    ):
        return []
    offered = {_key(c) for c in legal}
    turn = Turn(rules, state)
    found: list[tuple[Command, str]] = []
    attacked = {c.target for c in legal if isinstance(c, Attack)}
    enemies = sorted(
        (e for e in state.enemies.values() if e.bot_of is None and e.id not in attacked),
        key=lambda e: (combat.distance_to(hero.square, e), e.id),  # type: ignore[arg-type]
    )
    for enemy in enemies[:NEAREST_ENEMIES]:
        problem = combat.attack_problem(turn, hero, enemy.id, None)
        if problem:
            found.append((Attack(hero.id, enemy.id), problem))
    candidates: list[Command] = [TakeFatigue(hero.id)]
    candidates += [Reload(hero.id, i) for i, w in enumerate(hero.weapons) if w.reload]
    card = rules.hero_card(hero.id)
    candidates += [
        UseAbility(hero.id, i)
        for i, ability in enumerate(card.abilities)
        if ability.trigger is Trigger.ON_USE
    ]
    for command in candidates:
        if _key(command) in offered:
            continue
        reason = _refusal(rules, state, command)
        if reason:
            found.append((command, reason))
    return found


def _key(command: Command) -> tuple[object, ...]:
    """An action whatever its target: an ability offered on some target is
    not unavailable."""
    return (type(command), getattr(command, "ability", None), getattr(command, "weapon", None))


def _refusal(rules: Rules, state: GameState, command: Command) -> str | None:
    try:
        rules.apply(state, command)
    except DiceNeeded:
        return None  # legal: it only waits for the players' dice
    except IllegalCommand as error:
        return error.reason
    return None
