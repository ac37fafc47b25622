"""The actions a player looks for and cannot take now, each with every rule
that forbids it: the nearest enemies out of reach or sight, a special mode
the hero cannot pay for, the fatigue action, a reload, an ability. Listed
beside the legal actions so a player learns why, instead of wondering where
the action went; all the reasons, so that fixing the first does not just
reveal the next. No Textual here."""

from __future__ import annotations

from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.refusals import acting_hero, refusal_reasons
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    Reload,
    Search,
    TakeFatigue,
    UseAbility,
)
from wolfenstein_tui.engine.state.refusals import Refusal
from wolfenstein_tui.engine.state.state import GameState

NEAREST_ENEMIES = 3


def unavailable_actions(
    rules: Rules, state: GameState, legal: list[Command]
) -> list[tuple[Command, list[Refusal]]]:
    """(command, reasons) for the active hero's usual actions that the rules
    refuse now, every reason the engine finds (`refusal_reasons`); empty
    outside a hero's activation."""
    hero = acting_hero(state)
    if hero is None:
        return []
    offered = {_key(c) for c in legal}
    found: list[tuple[Command, list[Refusal]]] = []
    attacks = [c for c in legal if isinstance(c, Attack)]
    attacked = {c.target for c in attacks}
    enemies = sorted(
        (e for e in state.enemies.values() if e.bot_of is None and e.id not in attacked),
        key=lambda e: (combat.distance_to(hero.square, e), e.id),  # type: ignore[arg-type]
    )
    candidates: list[Command] = [Attack(hero.id, e.id) for e in enemies[:NEAREST_ENEMIES]]
    candidates += _modes_out_of_reach(rules, state, attacks)
    candidates += _searches_in_reach(rules, state)
    candidates.append(TakeFatigue(hero.id))
    candidates += [Reload(hero.id, i) for i, w in enumerate(hero.weapons) if w.reload]
    card = rules.hero_card(hero.id)
    candidates += [
        UseAbility(hero.id, i)
        for i, ability in enumerate(card.abilities)
        if ability.trigger is Trigger.ON_USE
    ]
    for command in candidates:
        if not isinstance(command, Attack) and _key(command) in offered:
            continue
        reasons = refusal_reasons(rules, state, command)
        if reasons:
            found.append((command, reasons))
    return found


def refusal_text(reasons: list[str]) -> str:
    """The reasons as the panel and the notice show them: one a line."""
    if len(reasons) == 1:
        return reasons[0]
    return "\n".join(f"• {reason}" for reason in reasons)


def _modes_out_of_reach(rules: Rules, state: GameState, attacks: list[Attack]) -> list[Command]:
    """A special mode of the weapon in hand that is offered on no target
    while a plain attack is: on the first target a plain attack reaches (a
    player who spent the last ammo on Double Tap learns here why it is
    gone)."""
    plain = [c for c in attacks if c.mode is None]
    hero = state.heroes[state.active_hero or ""]
    if not plain or not hero.weapons:
        return []
    weapon = rules.weapon_cards[hero.weapons[hero.active_weapon].card]
    offered = {c.mode for c in attacks}
    return [
        Attack(hero.id, plain[0].target, mode)
        for mode in range(len(weapon.modes))
        if mode not in offered
    ]


def _searches_in_reach(rules: Rules, state: GameState) -> list[Command]:
    """A search of each token still beside the active hero (R-SEARCH-1,
    R-SEARCH-2): at 0 AP, or with a nazi in an event's zone, it is listed
    with its reasons rather than dropped."""
    hero = state.heroes[state.active_hero or ""]
    board = rules.board
    if hero.square is None:
        return []
    found: list[Command] = []
    for square in board.neighbours(hero.square):
        token = board.tokens.get(square)
        if token is None:
            continue
        kind, label = token
        if (
            (kind is TokenKind.CHEST and square in state.chests_left)
            or (kind is TokenKind.EVENT and square in state.events_left)
            or (kind is TokenKind.OBJECTIVE and label in state.objectives_left)
        ):
            found.append(Search(hero.id, square))
    return found


def _key(command: Command) -> tuple[object, ...]:
    """An action whatever its target: an ability offered on some target is
    not unavailable; a search is one of a token's square."""
    return (
        type(command),
        getattr(command, "ability", None),
        getattr(command, "weapon", None),
        getattr(command, "square", None),
    )
