"""What a mission's special rules listen for (a zone entered, an event
completed, a figure killed...), and the end of an event card.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.mission import RuleTrigger
from wolfenstein_tui.engine.rules.effects.loot import give_loot
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.rules_version import escort_completes_on_arrival


def event_done(turn: Turn, context: dict[str, Any]) -> None:
    """After an event option: loot unless the option refuses it or defers it
    to an escort, then the card goes to the discard pile (R-SEARCH-1). An
    escort's event completes on arrival (board.check_escorts), except in games
    played under rules from before that decision (rules_version.py)."""
    card = turn.rules.event_cards[context["card"]]
    option = card.options[context["option"]]
    hero = context.get("hero_id")
    state = turn.state
    escorting = any(isinstance(e, fx.Escort) for e in option.effects)
    if not escorting:
        state.decks["events"].discard.append(card.id)
    if not escorting or not escort_completes_on_arrival(state.rules_version):
        event_completed(turn)
    if option.grants_loot and not escorting and hero in state.heroes:
        give_loot(turn, hero, list(card.player_loot), list(card.team_loot), "event")


def event_completed(turn: Turn) -> None:
    """An event is completed: it counts for a "complete N events" objective
    and the mission's rules listening for it run (R-SEARCH-1)."""
    turn.state.events_completed += 1
    fire_trigger(turn, RuleTrigger.EVENT_COMPLETED.value)


def fire_trigger(
    turn: Turn, trigger: str, zone: str | None = None, figure: str | None = None
) -> None:
    """Run the mission's special rules listening for this trigger."""
    state = turn.state
    for index, rule in enumerate(turn.rules.mission.special_rules):
        if rule.trigger.value != trigger:
            continue
        if rule.zone is not None and rule.zone != zone:
            continue
        if rule.figure is not None and rule.figure != figure:
            continue
        if rule.round is not None and rule.round != state.round:
            continue
        if rule.once and index in state.rules_fired:
            continue
        state.rules_fired.add(index)
        turn.say(EventKind.EFFECT, what="mission_rule", special_rule=index)
        turn.run_effects(list(rule.effects), state.active_hero, f"rule {rule.name}")


def entered_zone(turn: Turn, zone: str) -> None:
    state = turn.state
    if zone not in state.zones_entered:
        state.zones_entered.add(zone)
        fire_trigger(turn, RuleTrigger.ZONE_FIRST_ENTRY.value, zone=zone)
    fire_trigger(turn, RuleTrigger.ZONE_EVERY_ENTRY.value, zone=zone)
