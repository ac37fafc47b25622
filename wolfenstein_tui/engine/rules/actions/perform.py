"""One hero command carried out: whose activation it is, whether the hero
can act, then the command's own handler (`command_rules.COMMAND_RULES`).
"""

from __future__ import annotations

from wolfenstein_tui.engine.rules.actions.activation import start
from wolfenstein_tui.engine.rules.actions.basics import actor_problems
from wolfenstein_tui.engine.rules.command_rules import bot_action, rules_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Command, IllegalCommand, StartActivation
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.state import Phase


def perform(turn: Turn, command: Command) -> None:
    state = turn.state
    if state.phase is not Phase.HEROES:
        raise IllegalCommand(refuse("action.not-heroes-phase", "R-ROUND-1"))
    if isinstance(command, StartActivation):  # the one command given while no hero is active
        start(turn, command)
        return
    hero_id = getattr(command, "hero", None)
    if state.active_hero is None:
        raise IllegalCommand(refuse("action.no-active-hero", "R-ROUND-2"))
    if state.active_hero in state.enemies:
        bot = state.enemies[state.active_hero]
        if hero_id != bot.id:
            raise IllegalCommand(refuse("action.bot-active", "R-ROUND-2", enemy=bot.id))
        bot_action(turn, bot, command)
        return
    if hero_id != state.active_hero:
        raise IllegalCommand(refuse("action.other-hero", "R-ROUND-2", hero=state.active_hero))
    hero = state.heroes[state.active_hero]
    handlers = rules_for(command)
    if handlers.asks_able_actor:
        problems = actor_problems(turn, hero)
        if problems:
            raise IllegalCommand(problems[0])
    handlers.act(turn, hero, command)
