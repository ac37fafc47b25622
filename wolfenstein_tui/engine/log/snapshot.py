"""The game state as JSON: what `wolfenstein replay --json` prints, what the
log's digests are computed from. docs/game-log.md describes every field."""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.state.state import Enemy, GameState, Hero

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

STATE_FORMAT = 1


def _sq(square: tuple[int, int] | None) -> str | None:
    return None if square is None else square_name(square)


def state_to_json(rules: Rules, state: GameState) -> dict[str, Any]:
    return {
        "state_format": STATE_FORMAT,
        "mission": state.mission_id,
        "round": state.round,
        "round_limit": rules.mission.round_limit,
        "phase": state.phase.value,
        "difficulty": state.difficulty.value,
        "seats": [list(seat) for seat in state.seats],
        "first_seat": state.first_seat,
        "active_seat": state.active_seat,
        "active_hero": state.active_hero,
        "activated": list(state.activated),
        "ai_controller": state.ai_controller,
        "bot_ap": state.bot_ap,
        "danger": state.danger,
        "alarm_threshold": rules.mission.alarm.threshold,
        "alarms": state.alarms,
        "outcome": None if state.outcome is None else state.outcome.value,
        "pending": _pending_json(state),
        "heroes": [_hero_json(hero) | _hero_extras(hero) for hero in state.heroes.values()],
        "enemies": [
            _enemy_json(enemy) for enemy in sorted(state.enemies.values(), key=lambda e: e.id)
        ],
        "closed_doors": sorted(state.closed_doors),
        "barricades": sorted(state.barricades),
        "event_tokens": sorted(square_name(s) for s in state.events_left),
        "chest_tokens": sorted(square_name(s) for s in state.chests_left),
        "objective_tokens": {k: square_name(v) for k, v in sorted(state.objectives_left.items())},
        "collected": sorted(state.collected),
        "events_completed": state.events_completed,
        "killed": list(state.killed),
        "noise": sorted(state.noise),
        "decks": {
            name: {"draw": len(deck.draw), "discard": len(deck.discard)}
            for name, deck in sorted(state.decks.items())
        },
    }


def _pending_json(state: GameState) -> dict[str, Any] | None:
    """The question waiting for an answer: its kind, facts and options by
    id; under a rules version before FACT_QUESTIONS the English question
    and labels that version kept instead, so its logs keep their digests."""
    pending = state.pending
    if pending is None:
        return None
    if pending.old_words is None:
        return {
            "kind": pending.kind.value,
            "facts": pending.facts,
            "options": list(pending.options),
            "seat": pending.seat,
        }
    prompt, labels = pending.old_words
    return {"kind": pending.kind.value, "prompt": prompt, "options": labels, "seat": pending.seat}


def _hero_json(hero: Hero) -> dict[str, Any]:
    return {
        "id": hero.id,
        "seat": hero.seat,
        "square": _sq(hero.square),
        "hp": hero.hp,
        "max_hp": hero.max_hp,
        "armor": hero.armor,
        "max_armor": hero.max_armor,
        "ap": hero.ap,
        "base_ap": hero.base_ap,
        "precision": hero.precision,
        "fatigue": hero.fatigue,
        "bleeding": hero.bleeding,
        "dead": hero.dead,
        "glory": hero.glory,
        "ammo": dict(sorted(hero.ammo.items())),
        "weapons": [
            {"card": w.card, "reload_token": w.reload, "attachment": w.attachment}
            for w in hero.weapons
        ],
        "active_weapon": hero.active_weapon,
        "equipped": list(hero.equipped),
        "carried": list(hero.carried),
        "shared_life": hero.shared_life,
        "stunned": hero.stunned,
        "sabotaged": hero.sabotaged,
        "hidden": hero.hidden,
        "escorts": list(hero.escorts),
        "attacks_made": hero.attacks_made,
        "fatigue_action": hero.fatigue_action,
        "special_used": hero.special_used,
        "glory_used": hero.glory_used,
        "reloaded": list(hero.reloaded),
        "extra_dice": hero.extra_dice,
        "pierce_next": hero.pierce_next,
    }


def _hero_extras(hero: Hero) -> dict[str, Any]:
    """Fields added after the first logs were written, shown only when set
    so those logs keep their digests."""
    extras: dict[str, Any] = {}
    if hero.armor_debt:
        extras["armor_debt"] = hero.armor_debt
    if hero.items_used:
        extras["items_used"] = list(hero.items_used)
    return extras


def _enemy_json(enemy: Enemy) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": enemy.id,
        "type": enemy.type,
        "squares": [square_name(s) for s in footprint(enemy.square, enemy.large)],
        "hp": enemy.hp,
        "armor": enemy.armor,
        "stunned": enemy.stunned,
        "sabotaged": enemy.sabotaged,
        "attacked": enemy.attacked,
        "has_activated": enemy.has_activated,
        "bot_of": enemy.bot_of,
    }
    if enemy.summoned_by is not None:  # only then, so older logs keep their digests
        data["summoned_by"] = enemy.summoned_by
    return data


def full_state_json(rules: Rules, state: GameState) -> dict[str, Any]:
    """Everything, down to deck order and the generator: what a digest covers."""
    data = state_to_json(rules, state)
    data["decks_order"] = {
        name: {"draw": list(deck.draw), "discard": list(deck.discard)}
        for name, deck in sorted(state.decks.items())
    }
    data["rng"] = state.rng
    data["enemy_numbers"] = dict(sorted(state.enemy_numbers.items()))
    data["zones_entered"] = sorted(state.zones_entered)
    data["rules_fired"] = sorted(state.rules_fired)
    data["officer_seen"] = state.officer_seen
    data["killed_types"] = dict(sorted(state.killed_types.items()))
    data["pending_context"] = None if state.pending is None else state.pending.context
    data["house_rules"] = vars(state.house_rules)
    data["seeded_dice"] = state.seeded_dice
    data["bot_attacked"] = state.bot_attacked
    data["ai_ties_ask"] = state.ai_ties_ask
    phase = state.nazi_phase
    data["nazi_phase"] = (
        None
        if phase is None
        else {
            "woken": list(phase.woken),
            "order": list(phase.order),
            "waiting": list(phase.waiting),
            "done": list(phase.done),
            "current": phase.current,
            "ap": phase.ap,
            "attacked": phase.attacked,
            "focus": phase.focus,
            "acted": phase.acted,
            "retrying": phase.retrying,
            "answers": dict(phase.answers),
        }
    )
    data["skip_nazi_phase"] = state.skip_nazi_phase
    return data


def digest(rules: Rules, state: GameState) -> str:
    """A short fingerprint of the whole state, for the game log."""
    text = json.dumps(full_state_json(rules, state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
