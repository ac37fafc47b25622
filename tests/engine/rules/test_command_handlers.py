"""Every command type has its handlers in the rules' table
(engine/rules/command_rules.py): a new command type without them fails
here rather than at play. The command types are read from their module,
not from a list kept by hand; and along played games, the table's listers
offer only the types that name them, bots are offered only what they may
do, and the smart player's reading of the list holds."""

from __future__ import annotations

import inspect
from functools import cache

import pytest

from tests.engine.fixed_seeds import missions, rules_of
from tests.engine.rules.test_death_and_bots import RULES as BOT_RULES
from tests.engine.rules.test_death_and_bots import bot_turn
from wolfenstein_tui.engine.players.simulate import make_player
from wolfenstein_tui.engine.rules.command_rules import COMMAND_RULES, CommandRules, rules_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state import commands
from wolfenstein_tui.engine.state.commands import COMMAND_TYPES, Command, IllegalCommand
from wolfenstein_tui.engine.state.state import Difficulty, GameState
from wolfenstein_tui.play.balance import GameSpec, header_for


def command_types() -> set[type[Command]]:
    """Every class of commands.py that is a command."""
    return {
        value
        for value in vars(commands).values()
        if inspect.isclass(value) and issubclass(value, Command) and value is not Command
    }


def test_every_command_type_has_an_entry() -> None:
    assert command_types() == set(COMMAND_RULES)
    assert command_types() == set(COMMAND_TYPES.values())  # and a name in the log


@pytest.mark.parametrize("kind", sorted(command_types(), key=lambda k: k.kind), ids=str)
def test_every_entry_has_every_handler(kind: type[Command]) -> None:
    """`act` and `offer` are always functions; a bot's action and the
    reasons of its own are a function or None, the documented "a bot may
    not" and "none of its own"."""
    handlers = COMMAND_RULES[kind]
    assert isinstance(handlers, CommandRules)
    assert callable(handlers.act) and callable(handlers.offer)
    assert handlers.bot_act is None or callable(handlers.bot_act)
    assert handlers.problems is None or callable(handlers.problems)
    assert isinstance(handlers.asks_able_actor, bool)
    assert isinstance(handlers.may_follow_aimed, bool)


def test_a_family_of_commands_agrees_on_asking_an_able_hero() -> None:
    """`legal_actions` calls a lister or not by whether its hero can act: the
    types that share a lister ask it alike."""
    asks: dict[object, set[bool]] = {}
    for handlers in COMMAND_RULES.values():
        asks.setdefault(handlers.offer, set()).add(handlers.asks_able_actor)
    assert all(len(answers) == 1 for answers in asks.values())


@cache
def played_states() -> list[tuple[object, GameState]]:
    """The states of the smart player's games on three missions and levels
    (each cut short): heroes and bots acting, questions waiting."""
    found: list[tuple[object, GameState]] = []
    paths = missions()
    for path, difficulty in (
        (paths[0], Difficulty.BRING_EM_ON),
        (paths[2], Difficulty.I_AM_DEATH_INCARNATE),
        (paths[-1], Difficulty.DONT_HURT_ME),
    ):
        rules = rules_of(path)
        spec = GameSpec(str(path.resolve()), difficulty, 0)
        state, _ = rules.new_game(header_for(rules.loaded, rules.decks, spec).setup())
        player = make_player("smart", rules, 0)
        for _ in range(120):
            if state.outcome is not None:
                break
            found.append((rules, state))
            state, _ = rules.apply(state, player.choose(state, rules.legal_actions(state)))
    return found


def test_each_lister_offers_only_the_types_that_name_it() -> None:
    seen: set[type[Command]] = set()
    for rules, state in played_states():
        hero = state.heroes.get(state.active_hero or "")
        if state.pending is not None or hero is None:
            continue
        listed = []
        for lister in {handlers.offer: None for handlers in COMMAND_RULES.values()}:
            offered = lister(Turn(rules, state), hero, True)  # type: ignore[arg-type]
            assert all(rules_for(command).offer is lister for command in offered)
            listed += offered
        assert set(rules.legal_actions(state)) <= set(listed)  # type: ignore[attr-defined]
        seen |= {type(command) for command in listed}
    assert len(seen) >= 8, seen  # the games went far enough to offer most families


def test_bots_are_offered_only_what_a_bot_does() -> None:
    """R-BOT-1: a bot's legal commands all have a bot's action, and a
    command without one is refused to a bot."""
    state = bot_turn({"soldier-7": ("soldier", "E3")})
    offered = BOT_RULES.legal_actions(state)
    assert {type(command) for command in offered} >= {commands.EndActivation, commands.Move}
    for command in offered:
        assert rules_for(command).bot_act is not None, command
    with pytest.raises(IllegalCommand) as refused:
        BOT_RULES.apply(state, commands.Reload("drone-1", 0))
    assert refused.value.refusal.code == "bot.not-allowed"


def test_the_smart_player_knows_what_an_aimed_command_may_precede() -> None:
    """The smart player may take the first of its options for its place in
    the list when the hero cannot end its activation: every command of its
    options with an aimed command (one left out of them) before it in the
    whole list is of a type marked `may_follow_aimed`, and then the player
    reads the whole list. Ending the activation comes after everything, but
    with it in the options the player never needs the whole list."""
    followed: set[type[Command]] = set()
    for rules, state in played_states():
        whole = rules.legal_actions(state)  # type: ignore[attr-defined]
        options = set(rules.legal_actions(state, aimed=False))  # type: ignore[attr-defined]
        aimed_before = False
        for command in whole:
            if command not in options:
                aimed_before = True
            elif aimed_before and not isinstance(command, commands.EndActivation):
                assert rules_for(command).may_follow_aimed, command
                followed.add(type(command))
    assert followed  # the games had items to take off or give before an item's use
