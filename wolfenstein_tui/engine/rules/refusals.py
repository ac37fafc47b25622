"""Every reason the rules refuse a command now, not only the first one.

`Rules.apply` stops at the first rule a command breaks, which is all a game
needs. A player needs more: told only "reloaded this activation", a player
reloads, takes the fatigue action and then learns there is no light ammo
either. `refusal_reasons` answers with the whole list. Its first reason is
always the one `Rules.apply` gives, and the list is empty exactly when
`Rules.apply` accepts the command (a property test holds it to that); the
other reasons come from the same checks the actions use
(`CommandRules.problems`: `combat.attack_problems`, ...), so the two cannot
drift apart. `legal_actions` does not use this: it needs a yes or no, fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfenstein_tui.engine.rules import actions
from wolfenstein_tui.engine.rules.command_rules import own_problems, rules_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Command, DiceNeeded, IllegalCommand
from wolfenstein_tui.engine.state.refusals import Refusal, as_refusal
from wolfenstein_tui.engine.state.state import GameState, Hero, Phase

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules


def refusal_reasons(rules: Rules, state: GameState, command: Command) -> list[Refusal]:
    """Why the rules refuse `command` in `state`: every reason, the one
    `Rules.apply` raises first; empty when the command is legal (a command
    that only waits for the players' dice is legal)."""
    first = _first_reason(rules, state, command)
    if first is None:
        return []
    hero = acting_hero(state)
    if hero is None or getattr(command, "hero", None) != hero.id:
        return [first]
    turn = Turn(rules, state)  # read-only: every check below only looks
    found: list[str | Refusal] = []
    if rules_for(command).asks_able_actor:
        found += actions.actor_problems(turn, hero)
    found += own_problems(turn, hero, command)
    others = dict.fromkeys(as_refusal(reason) for reason in found)
    return [first, *(reason for reason in others if reason != first)]


def acting_hero(state: GameState) -> Hero | None:
    """The hero whose activation is under way on the board, free to act (no
    question waiting): the only one whose actions have reasons of their own
    beyond the first."""
    hero = state.heroes.get(state.active_hero or "")
    if (
        hero is None
        or hero.square is None
        or state.phase is not Phase.HEROES
        or state.pending is not None
    ):
        return None
    return hero


def _first_reason(rules: Rules, state: GameState, command: Command) -> Refusal | None:
    try:
        rules.apply(state, command)
    except DiceNeeded:
        return None
    except IllegalCommand as error:
        return error.refusal
    return None
