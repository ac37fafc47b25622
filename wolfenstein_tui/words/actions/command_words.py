"""What the words say of each type of command, in one table.

A new command is one line of `COMMAND_WORDS`: the function that says its
line in the action list (`labels.say_move`, ...), the notes of the panel
beside the list and the rules they follow (`terms.py`), its place in the
menu's order, whether a slip of the finger may play it without harm, and
its letter key if it has one. `describe`, `notes`, `note_rules` and the
menu (`menu.py`) look a command up here by its type; a test holds every
command type of the engine's `state/commands.py` to an entry. No Textual
here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state import commands as c
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Hero
from wolfenstein_tui.words.actions import labels, terms

Saying = Callable[[Rules, GameState, Any, Hero | None, bool], str | None]
"""A command's line: (rules, state, command, its hero or None for a bot,
whether to give the odds); None to fall back on the command's kind."""
Notes = Callable[[Rules, GameState, Hero, Any], list[str]]
"""A command's notes for the panel beside the list, a sentence each."""


class MenuPlace(IntEnum):
    """Where a command stands in the menu (`menu.ordered`): a player mostly
    steps, attacks, searches and opens doors, and ends the activation last."""

    AS_LISTED = -1
    """Starting an activation, answering a question: a list of these is
    shown in the engine's order."""
    DOORS = 0
    MOVES = 1
    """The cheap moves; the dearer ones go with `DEAR_MOVES`."""
    ATTACKS = 2
    SEARCHES = 3
    RELOADS = 4
    ITEMS_AND_ABILITIES = 5
    GEAR = 6
    DEAR_MOVES = 7
    FATIGUE = 8
    END = 9


@dataclass(frozen=True, slots=True)
class CommandWords:
    """The words' handlers and the menu's facts for one type of command."""

    say: Saying
    place: MenuPlace
    notes: Notes | None = None
    """None: the line says it all."""
    note_rules: tuple[str, ...] = ()
    """The rules the notes follow: their trail, shown under them."""
    cheap: bool = False
    """Cheap and reversible: it costs at most the AP of a step or a door,
    rolls no die and draws no card, so `u` takes it back; a double Enter
    may play it (`menu.is_costly`)."""
    letter: str | None = None
    """Its key when it has a letter of its own (the screen's e and f), in
    place of a number."""


COMMAND_WORDS: dict[type[c.Command], CommandWords] = {
    c.StartActivation: CommandWords(labels.say_activate, MenuPlace.AS_LISTED),
    c.Move: CommandWords(labels.say_move, MenuPlace.MOVES, cheap=True),
    c.UsePassage: CommandWords(
        labels.say_passage,
        MenuPlace.DEAR_MOVES,
        terms.passage_notes,
        ("R-MOVE-9", "R-AP-4"),
    ),
    c.OpenDoor: CommandWords(labels.say_door, MenuPlace.DOORS, cheap=True),
    c.RemoveBarricade: CommandWords(labels.say_barricade, MenuPlace.DOORS, cheap=True),
    c.Search: CommandWords(
        labels.say_search, MenuPlace.SEARCHES, terms.search_notes, ("R-SEARCH-1", "R-SEARCH-2")
    ),
    c.Attack: CommandWords(
        labels.say_attack,
        MenuPlace.ATTACKS,
        terms.attack_notes,
        ("R-ATK-1", "R-ATK-5", "R-ATK-6", "R-AP-2"),
    ),
    c.Reload: CommandWords(labels.say_reload, MenuPlace.RELOADS, terms.reload_notes, ("R-ATK-5",)),
    c.SwitchWeapon: CommandWords(labels.say_switch, MenuPlace.GEAR, cheap=True),
    c.TakeFatigue: CommandWords(
        labels.say_fatigue,
        MenuPlace.FATIGUE,
        terms.fatigue_notes,
        ("R-AP-3", "R-AP-4", "R-AP-5"),
        letter="f",
    ),
    c.SharedLife: CommandWords(labels.say_shared_life, MenuPlace.ITEMS_AND_ABILITIES),
    c.EndActivation: CommandWords(
        labels.say_end, MenuPlace.END, terms.end_notes, ("R-AP-1",), letter="e"
    ),
    c.SilentExecution: CommandWords(
        labels.say_execution, MenuPlace.ATTACKS, terms.execution_notes, ("R-ATK-10",)
    ),
    c.UseItem: CommandWords(labels.say_use_item, MenuPlace.ITEMS_AND_ABILITIES),
    c.Equip: CommandWords(labels.say_equip, MenuPlace.GEAR, cheap=True),
    c.Unequip: CommandWords(labels.say_unequip, MenuPlace.GEAR, cheap=True),
    c.Give: CommandWords(labels.say_give, MenuPlace.GEAR),
    c.UseAbility: CommandWords(
        labels.say_ability, MenuPlace.ITEMS_AND_ABILITIES, terms.ability_notes, ("R-GLORY-1",)
    ),
    c.Choose: CommandWords(labels.say_choice, MenuPlace.AS_LISTED),
}
"""Every command type's words and menu facts."""


def words_for(command: c.Command) -> CommandWords:
    """The words' handlers of `command`'s type."""
    return COMMAND_WORDS[type(command)]


def describe(rules: Rules, state: GameState, command: c.Command, odds: bool = True) -> str:
    """A short line for a command, with its AP cost where it has one. An
    attack's line puts the target, the mode and the odds first (a narrow
    list cuts the end of a line): "Attack Soldier 1: kill 70%, Double Tap,
    4 dice (2 AP, 1 light ammo, +1 die)" (the weapon and the expected
    damage are in the panel beside the list); without `odds` (an attack
    refused now) only what it would cost. The cost is always last, in
    brackets: the map reads a move's AP from there."""
    hero = state.heroes.get(getattr(command, "hero", ""))
    said = words_for(command).say(rules, state, command, hero, odds)
    return said if said is not None else command.kind.replace("_", " ")


def notes(rules: Rules, state: GameState, command: c.Command) -> list[str]:
    """Everything the action costs and does, a sentence each, for the panel
    beside the list (the line itself is kept short); nothing for a bot's."""
    hero = state.heroes.get(getattr(command, "hero", ""))
    say = words_for(command).notes
    if hero is None or say is None:
        return []
    return say(rules, state, hero, command)


def note_rules(state: GameState, command: c.Command) -> list[str]:
    """The rules an action's notes follow, with the difficulty level's
    (R-DIFF) at the levels that change them."""
    found = list(words_for(command).note_rules)
    if found and state.difficulty is not Difficulty.BRING_EM_ON:
        found.append("R-DIFF")
    return found
