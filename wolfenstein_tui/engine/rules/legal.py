"""Every legal command in a state: what the UI offers and the bots choose
from. Each command listed here is accepted by `Rules.apply`; a property test
holds the two to that."""

from __future__ import annotations

from wolfenstein_tui.engine.rules import bots
from wolfenstein_tui.engine.rules.command_rules import COMMAND_RULES, Lister
from wolfenstein_tui.engine.rules.flow import heroes_waiting
from wolfenstein_tui.engine.rules.turn import Table, Turn
from wolfenstein_tui.engine.state.commands import Choose, Command, StartActivation
from wolfenstein_tui.engine.state.state import GameState, Phase


def legal_actions(rules: Table, state: GameState, aimed: bool = True) -> list[Command]:
    """Every legal command, in the order the UI lists them. With `aimed`
    False, less those a player picks one of among many targets it may not
    care for (see `offers.gear`): gifts, taking equipment off, an area item's
    squares and an ability's chosen figure; the rest in the same order."""
    if state.outcome is not None:
        return []
    if state.pending is not None:
        return [Choose(i) for i in range(len(state.pending.options))]
    if state.phase is not Phase.HEROES:
        return []
    turn = Turn(rules, state)  # read-only use: nothing here changes the state
    if state.active_hero is None:
        seat = None if state.house_rules.any_hero_order else state.active_seat
        return [StartActivation(hero.id) for hero in heroes_waiting(turn, seat)]
    if state.active_hero in state.enemies:
        return bots.legal(turn, state.enemies[state.active_hero])
    hero = state.heroes[state.active_hero]
    able = hero.can_act and not hero.stunned
    found: list[Command] = []
    for lister in LISTERS[able]:
        found += lister(turn, hero, aimed)
    return found


def _listers(able: bool) -> tuple[Lister, ...]:
    """Each lister once, in the table's order; a hero who cannot act gets
    only those of the commands that do not ask it (ending the activation)."""
    found: dict[Lister, None] = {}
    for handlers in COMMAND_RULES.values():
        if able or not handlers.asks_able_actor:
            found.setdefault(handlers.offer, None)
    return tuple(found)


LISTERS: dict[bool, tuple[Lister, ...]] = {able: _listers(able) for able in (True, False)}
"""The listers called for a hero who can act (True) and one who cannot."""
