"""The heroes' answers to the rules' questions: event options by what their
effects do, rerolls of blanks and reloads (R-DICE-3), ammo of the type a
hero fires; the first player and the nazis' ties keep the documented
default (option 0)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.engine.players.smart.values import effects_value
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.state import GameState, Hero

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules


def answer(rules: Rules, state: GameState, pending: Pending) -> int:
    """The heroes' answer to a question of the rules (the index of an option)."""
    if pending.kind is DecisionKind.EVENT_OPTION:
        card = rules.event_cards[pending.context["card"]]
        scores = [
            effects_value(rules, state, list(option.effects))
            + (
                effects_value(rules, state, list(card.player_loot) + list(card.team_loot))
                if option.grants_loot
                else 0.0
            )
            for option in card.options
        ]
        return max(range(len(scores)), key=lambda i: (scores[i], -i))
    if pending.kind is DecisionKind.REROLL:
        return best_reroll(pending)
    if pending.kind is DecisionKind.AMMO_CHOICE:
        hero = state.heroes.get(str(pending.context.get("who", "")))
        return ("light", "heavy", "special").index(ammo_wanted(rules, hero))
    return 0  # first player, the nazis' ties: the documented default


def best_reroll(pending: Pending) -> int:
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


def ammo_wanted(rules: Rules, hero: Hero | None) -> str:
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
