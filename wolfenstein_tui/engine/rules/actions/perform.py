"""One hero command carried out: whose activation it is, whether the hero
can act, then the action's own module.
"""

from __future__ import annotations

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
from wolfenstein_tui.engine.state.state import Phase


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
    if isinstance(command, EndActivation):
        end(turn, hero)
    elif isinstance(command, Move):
        move(turn, hero, command.to)
    elif isinstance(command, UsePassage):
        use_passage(turn, hero)
    elif isinstance(command, OpenDoor):
        open_door(turn, hero, command.door)
    elif isinstance(command, RemoveBarricade):
        remove_barricade(turn, hero, command.barricade)
    elif isinstance(command, Search):
        search(turn, hero, command.square)
    elif isinstance(command, Attack):
        combat.attack(turn, hero, command.target, command.mode)
    elif isinstance(command, Reload):
        combat.reload(turn, hero, command.weapon)
    elif isinstance(command, SilentExecution):
        combat.silent_execution(turn, hero, command.target, command.item)
    elif isinstance(command, SwitchWeapon):
        switch_weapon(turn, hero, command.weapon)
    elif isinstance(command, TakeFatigue):
        take_fatigue(turn, hero)
    elif isinstance(command, SharedLife):
        shared_life(turn, hero, command.target)
    elif isinstance(command, UseItem):
        use_item(turn, hero, command)
    elif isinstance(command, Equip):
        equip(turn, hero, command.item, command.weapon)
    elif isinstance(command, Unequip):
        unequip(turn, hero, command.item)
    elif isinstance(command, Give):
        give(turn, hero, command)
    elif isinstance(command, UseAbility):
        use_ability(turn, hero, command.ability, command.target)
    else:
        raise IllegalCommand(refuse("action.unknown", kind=command.kind))
