"""One hero command carried out: whose activation it is, whether the hero
can act, then the action's own module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wolfenstein_tui.engine.rules import bots, combat
from wolfenstein_tui.engine.rules.actions.abilities import use_ability
from wolfenstein_tui.engine.rules.actions.activation import end, start, take_fatigue
from wolfenstein_tui.engine.rules.actions.basics import actor_problems
from wolfenstein_tui.engine.rules.actions.doors import open_door, remove_barricade
from wolfenstein_tui.engine.rules.actions.equipment import (
    equip,
    give,
    switch_weapon,
    unequip,
    use_item,
)
from wolfenstein_tui.engine.rules.actions.moving import move, use_passage
from wolfenstein_tui.engine.rules.actions.searching import search
from wolfenstein_tui.engine.rules.actions.shared_life import shared_life
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Equip,
    Give,
    IllegalCommand,
    Move,
    OpenDoor,
    Reload,
    RemoveBarricade,
    Search,
    SharedLife,
    SilentExecution,
    StartActivation,
    SwitchWeapon,
    TakeFatigue,
    Unequip,
    UseAbility,
    UseItem,
    UsePassage,
)
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.state import Hero, Phase


def perform(turn: Turn, command: Command) -> None:
    state = turn.state
    if state.phase is not Phase.HEROES:
        raise IllegalCommand(refuse("action.not-heroes-phase", "R-ROUND-1"))
    if isinstance(command, StartActivation):
        start(turn, command)
        return
    hero_id = getattr(command, "hero", None)
    if state.active_hero is None:
        raise IllegalCommand(refuse("action.no-active-hero", "R-ROUND-2"))
    if state.active_hero in state.enemies:
        bot = state.enemies[state.active_hero]
        if hero_id != bot.id:
            raise IllegalCommand(refuse("action.bot-active", "R-ROUND-2", enemy=bot.id))
        bots.perform(turn, bot, command)
        return
    if hero_id != state.active_hero:
        raise IllegalCommand(refuse("action.other-hero", "R-ROUND-2", hero=state.active_hero))
    hero = state.heroes[state.active_hero]
    if not isinstance(command, EndActivation):
        problems = actor_problems(turn, hero)
        if problems:
            raise IllegalCommand(problems[0])
    action = HERO_ACTIONS.get(type(command))
    if action is None:
        raise IllegalCommand(refuse("action.unknown", kind=command.kind))
    action(turn, hero, command)


HeroAction = Callable[[Turn, Hero, Any], None]
"""One hero command carried out on the active hero, once checked that it
is that hero's turn and (but for ending it) that the hero can act."""

HERO_ACTIONS: dict[type[Command], HeroAction] = {
    EndActivation: lambda turn, hero, command: end(turn, hero),
    Move: lambda turn, hero, command: move(turn, hero, command.to),
    UsePassage: lambda turn, hero, command: use_passage(turn, hero),
    OpenDoor: lambda turn, hero, command: open_door(turn, hero, command.door),
    RemoveBarricade: lambda turn, hero, command: remove_barricade(turn, hero, command.barricade),
    Search: lambda turn, hero, command: search(turn, hero, command.square),
    Attack: lambda turn, hero, command: combat.attack(turn, hero, command.target, command.mode),
    Reload: lambda turn, hero, command: combat.reload(turn, hero, command.weapon),
    SilentExecution: lambda turn, hero, command: combat.silent_execution(
        turn, hero, command.target, command.item
    ),
    SwitchWeapon: lambda turn, hero, command: switch_weapon(turn, hero, command.weapon),
    TakeFatigue: lambda turn, hero, command: take_fatigue(turn, hero),
    SharedLife: lambda turn, hero, command: shared_life(turn, hero, command.target),
    UseItem: use_item,
    Equip: lambda turn, hero, command: equip(turn, hero, command.item, command.weapon),
    Unequip: lambda turn, hero, command: unequip(turn, hero, command.item),
    Give: give,
    UseAbility: lambda turn, hero, command: use_ability(
        turn, hero, command.ability, command.target
    ),
}
"""Each hero command's own module, by the command's type (StartActivation
is handled before a hero is active; Choose by the game's flow)."""
