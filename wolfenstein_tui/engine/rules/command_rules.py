"""What the rules do with each type of command, in one table.

A new command is one line of `COMMAND_RULES`: how the active hero carries it
out, how a bot does (or that bots may not, R-BOT-1), the reasons of its own
a refusal lists, which lister offers it among the legal actions, whether it
asks first that its hero can act at all, and what the smart player must know
of its place in the legal list. `perform`, `refusal_reasons`,
`legal_actions` and the smart player look a command up here by its type
rather than each asking what it is; a test holds every command type of
`state/commands.py` to an entry.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from wolfenstein_tui.engine.rules import bots, combat, offers
from wolfenstein_tui.engine.rules.actions.abilities import ability_problems, use_ability
from wolfenstein_tui.engine.rules.actions.activation import end, take_fatigue
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
from wolfenstein_tui.engine.state import commands as c
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Enemy, Hero

HeroAction = Callable[[Turn, Hero, Any], None]
"""The command carried out by the active hero, once checked that it is that
hero's activation and (when `asks_able_actor`) that the hero can act."""
BotAction = Callable[[Turn, Enemy, Any], None]
"""The command carried out by the active bot (R-BOT-1)."""
Problems = Callable[[Turn, Hero, Any], Sequence[str | Refusal]]
"""The reasons of the command's own that its action would refuse it for,
from the very checks the action runs (`refusals.refusal_reasons`)."""
Lister = Callable[[Turn, Hero, bool], list[c.Command]]
"""The legal commands of one family for the active hero (`offers.py`);
the flag is `aimed` (see `legal.legal_actions`)."""


@dataclass(frozen=True, slots=True)
class CommandRules:
    """The rules' handlers for one type of command."""

    act: HeroAction
    offer: Lister
    bot_act: BotAction | None = None
    """None: a bot may not give this command (R-BOT-1), `bot_action` refuses it."""
    problems: Problems | None = None
    """None: nothing of its own beyond the first reason and the hero's."""
    asks_able_actor: bool = True
    """Whether the hero must be able to act (standing, not stunned, on the
    board: `actor_problems`) before it is carried out or offered: all but
    ending the activation, which even a stunned hero does."""
    may_follow_aimed: bool = False
    """Whether a command aimed at one target of many (left out of the list
    with `aimed` False) may come before one of this type in the whole legal
    list: the smart player then reads the whole list (`SmartPlayer.options`)."""


def _passing(action: Callable[..., Any], *fields: str) -> Callable[[Turn, Any, Any], Any]:
    """The handler that calls `action(turn, actor, command.<field>, ...)`:
    most actions take the command's fields rather than the command."""

    def handler(turn: Turn, actor: Any, command: Any) -> Any:
        return action(turn, actor, *[getattr(command, name) for name in fields])

    return handler


def not_a_hero_action(turn: Turn, hero: Hero, command: c.Command) -> None:
    """Starting an activation goes before any hero is active (`perform`),
    an answer to the question waiting (`flow.answer`): never a hero's."""
    raise c.IllegalCommand(refuse("action.unknown", kind=command.kind))


def bot_action(turn: Turn, bot: Enemy, command: c.Command) -> None:
    """The active bot gives `command` (R-BOT-1: it moves, attacks, opens
    doors and searches chests; nothing else)."""
    act = COMMAND_RULES[type(command)].bot_act
    if act is None:
        raise c.IllegalCommand(refuse("bot.not-allowed", "R-BOT-1", enemy=bot.id))
    act(turn, bot, command)


def own_problems(turn: Turn, hero: Hero, command: c.Command) -> Sequence[str | Refusal]:
    """The reasons that belong to the command itself (`CommandRules.problems`)."""
    problems = COMMAND_RULES[type(command)].problems
    return [] if problems is None else problems(turn, hero, command)


def _ability_problems(turn: Turn, hero: Hero, command: c.UseAbility) -> Sequence[Refusal]:
    card = turn.rules.hero_card(hero.id)
    if 0 <= command.ability < len(card.abilities):
        return ability_problems(turn, hero, command.ability)
    return []


COMMAND_RULES: dict[type[c.Command], CommandRules] = {
    c.StartActivation: CommandRules(not_a_hero_action, offers.nothing),
    c.Move: CommandRules(
        _passing(move, "to"),
        offers.moves,
        bot_act=_passing(bots.move, "to"),
    ),
    c.UsePassage: CommandRules(_passing(use_passage), offers.moves),
    c.TakeFatigue: CommandRules(_passing(take_fatigue), offers.moves),
    c.OpenDoor: CommandRules(
        _passing(open_door, "door"),
        offers.doors_and_searches,
        bot_act=_passing(bots.open_door, "door"),
    ),
    c.RemoveBarricade: CommandRules(
        _passing(remove_barricade, "barricade"), offers.doors_and_searches
    ),
    c.Search: CommandRules(
        _passing(search, "square"),
        offers.doors_and_searches,
        bot_act=_passing(bots.search, "square"),
    ),
    c.SharedLife: CommandRules(_passing(shared_life, "target"), offers.doors_and_searches),
    c.Attack: CommandRules(
        _passing(combat.attack, "target", "mode"),
        offers.attacks,
        bot_act=_passing(bots.attack, "target"),
        problems=_passing(combat.attack_problems, "target", "mode"),
    ),
    c.SilentExecution: CommandRules(
        _passing(combat.silent_execution, "target", "item"),
        offers.attacks,
        problems=_passing(combat.execution_problems, "target", "item"),
    ),
    c.Reload: CommandRules(
        _passing(combat.reload, "weapon"),
        offers.attacks,
        problems=_passing(combat.reload_problems, "weapon"),
    ),
    c.SwitchWeapon: CommandRules(_passing(switch_weapon, "weapon"), offers.gear),
    c.Equip: CommandRules(_passing(equip, "item", "weapon"), offers.gear),
    c.Unequip: CommandRules(_passing(unequip, "item"), offers.gear),
    c.UseItem: CommandRules(use_item, offers.gear, may_follow_aimed=True),
    c.Give: CommandRules(give, offers.gear),
    c.UseAbility: CommandRules(
        _passing(use_ability, "ability", "target"),
        offers.gear,
        problems=_ability_problems,
        may_follow_aimed=True,
    ),
    c.EndActivation: CommandRules(
        _passing(end),
        offers.ending,
        bot_act=_passing(bots.finish),
        asks_able_actor=False,
    ),
    c.Choose: CommandRules(not_a_hero_action, offers.nothing),
}
"""Every command type's handlers; the order is the legal list's order of
the families (`legal.legal_actions` calls each lister once, in this order)."""


def rules_for(command: c.Command) -> CommandRules:
    """The handlers of `command`'s type."""
    return COMMAND_RULES[type(command)]
