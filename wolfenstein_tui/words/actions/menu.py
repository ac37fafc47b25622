"""The actions of this moment as the app's action list and the line mode
both offer them: what the rules allow, in an order where nothing costly
waits under a stray Enter, then what they refuse now with every reason,
each with the key that plays it (a number that stays with its action, or a
letter), so that an action has the same key wherever it is offered. No
Textual, no rich here."""

from __future__ import annotations

import heapq
from dataclasses import replace
from typing import Protocol

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import mutable_record
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Choose,
    Command,
    EndActivation,
    Move,
    StartActivation,
    UseItem,
)
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.command_words import MenuPlace, describe, words_for
from wolfenstein_tui.words.actions.labels import move_cost
from wolfenstein_tui.words.actions.unavailable import refusal_text, unavailable_actions
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import PlayerName, answers
from wolfenstein_tui.words.refusals import rules_cited, say_all


def grouped(commands: list) -> tuple[list, dict[int, list[UseItem]]]:
    """Keep one line for the uses of an area item on its many squares; the
    square is then chosen on the map."""
    kept: list = []
    choices: dict[int, list[UseItem]] = {}
    first: dict[tuple[str, str], int] = {}
    for command in commands:
        if isinstance(command, UseItem) and command.square is not None:
            key = (command.hero, command.item)
            if key in first:
                choices[first[key]].append(command)
                continue
            first[key] = len(kept)
            choices[len(kept)] = [command]
        kept.append(command)
    return kept, choices


def is_costly(command: Command) -> bool:
    """Costly or irreversible: what a double Enter must not play by
    accident. Every action not marked cheap is one of these:
    - it rolls dice or draws a card, so undo cannot take it back: an attack,
      a silent execution (R-ATK), a search (R-SEARCH), a reload at the
      hardest level;
    - it spends what the activation cannot buy back: the fatigue action
      (half AP next activation, R-AP-3/4), the secret passage (a fatigue
      token, R-MOVE-9), glory (once a turn, R-GLORY-1), a shared-life
      token, a consumable card, ammo, a reload (the weapon cannot attack
      again this activation, R-ATK-5), an item given away;
    - it ends the activation (the AP left are lost, R-AP-1), or starts one
      or answers a question (those lists hold nothing else).
    The cheap ones are marked `cheap` in `command_words.COMMAND_WORDS`: a
    move, a door or a barricade, a change of weapon or of equipment."""
    return not words_for(command).cheap


SAFE_LINES = 2
"""How many lines at the top only ever hold cheap, reversible actions (when
there are that many): the first is where Enter lands after Activate, the
second where a stray ↓ and Enter land."""
CHEAP_MOVE = 1
"""A move of at most this many AP (a step: at most eight of them) is listed
before the attacks; a dearer one after them, cheapest first, with the
secret passage: the attacks stay a few lines from the top, and a long walk
is chosen on the map as often (its digits are the costs)."""


def ordered(commands: list, state: GameState | None = None, rules: Rules | None = None) -> list:
    """What to offer first: a player mostly steps, attacks, searches and
    opens doors. Doors and barricades first, then the cheap moves (at most
    `CHEAP_MOVE` AP, cheapest first: given `rules` and `state`), attacks,
    searches, reloads, items and abilities, gear, the dearer moves (cheapest
    first) and the secret passage, the fatigue action, and ending the
    activation last (End jumps to it, and it asks before losing AP). The
    first `SAFE_LINES` lines are cheap and reversible whenever enough such
    actions exist (`is_costly`): a door, else the cheapest moves, else a
    change of gear, so a quick double Enter after Activate plays nothing
    that cannot be undone."""

    if any(words_for(c).place is MenuPlace.AS_LISTED for c in commands):
        return list(commands)
    origin = None
    if state is not None and state.active_hero is not None:
        figure = state.heroes.get(state.active_hero) or state.enemies.get(state.active_hero)
        origin = figure.square if figure is not None else None

    def cost(command: Command) -> int:
        if not isinstance(command, Move):
            return 0
        if rules is not None and state is not None:
            return move_cost(rules, state, command)
        return chebyshev(origin, command.to) if origin is not None else 0

    def place(command: Command) -> tuple[int, int]:
        group = words_for(command).place
        if group is MenuPlace.MOVES:
            ap = cost(command)
            return (group if ap <= CHEAP_MOVE else MenuPlace.DEAR_MOVES, ap)
        return (group, 0)

    # Stable: the engine's order within a group and cost.
    rest = sorted(commands, key=place)

    def safety(command: Command) -> tuple[int, int]:
        group = words_for(command).place
        if group is MenuPlace.DOORS:
            return (0, 0)
        if group is MenuPlace.MOVES:
            return (1, cost(command))
        return (2, 0)

    head = heapq.nsmallest(SAFE_LINES, (c for c in rest if not is_costly(c)), key=safety)
    chosen = {id(c) for c in head}
    return head + [c for c in rest if id(c) not in chosen]


def keep_numbers(
    commands: list, refused: set[int], before: dict, state: GameState
) -> tuple[dict[int, str], dict]:
    """The key shown on each line: 1-9, or a letter (`CommandWords.letter`). A number
    stays with its action as long as the action is listed: while a hero is
    being chosen, a hero's number is its place in the seats (Klaus stays 1
    when he has played); during an activation, each action keeps the number
    it got when first listed (`before`, the numbers given so far in this
    activation), a new one taking the lowest number free. Moves (they are
    on the map, with their costs) and refused actions get none. Returns the
    keys by index and the numbers to keep for the next list."""
    keys: dict[int, str] = {}
    if any(isinstance(c, StartActivation) for c in commands):
        roster = [hero for seat in state.seats for hero in seat]
        for index, command in enumerate(commands):
            if isinstance(command, StartActivation) and command.hero in roster:
                number = roster.index(command.hero) + 1
                if number <= 9:
                    keys[index] = str(number)
        return keys, {}
    if any(isinstance(c, Choose) for c in commands):
        return {i: str(i + 1) for i in range(min(9, len(commands)))}, {}
    kept = dict(before)
    numbered = [
        (index, command)
        for index, command in enumerate(commands)
        if index not in refused and not isinstance(command, Move)
    ]
    used: set[int] = set()
    fresh = []
    for index, command in numbered:
        letter = words_for(command).letter
        if letter is not None:
            keys[index] = letter
        elif kept.get(command) is not None and kept[command] not in used:
            keys[index] = str(kept[command])
            used.add(kept[command])
        else:
            fresh.append((index, command))
    for index, command in fresh:
        free = next((n for n in range(1, 10) if n not in used), None)
        if free is None:
            break
        kept[command] = free
        used.add(free)
        keys[index] = str(free)
    return keys, kept


def action_label(
    rules: Rules, state: GameState, command: Command, player_name: PlayerName | None = None
) -> str:
    """An action as a player reads it wherever the game names one: a line of
    the action list, a step of the advice ("what would you do?", o, and
    `wolfenstein advise`), so that both say the same words. `describe`'s
    line with the attack's odds; an answer to a question in its own words,
    `player_name` naming the players where an answer is a player."""
    if isinstance(command, Choose) and state.pending is not None and player_name is not None:
        said = answers(state.pending, Names(rules, state), player_name)
        if 0 <= command.option < len(said):
            return said[command.option]
    return describe(rules, state, command)


def refused_label(rules: Rules, state: GameState, command: Command) -> str:
    """A refused action's line: ✗, the action, "not now", then what it
    would cost: "✗ Attack Soldier 3 — not now (2 AP, 0 ammo)"; why, and
    the rules that refuse it, are in the panel beside the list."""
    action, paren, costs = describe(rules, state, command, odds=False).partition(" (")
    not_now = _("not now")
    return f"✗ {action} — {not_now}{paren}{costs}"


class Numbering:
    """The numbers given to the actions of one activation, so that each
    keeps its number from one list to the next (`keep_numbers`); a new
    activation starts afresh."""

    def __init__(self) -> None:
        self.activation: tuple[int, str | None] | None = None
        self.numbers: dict = {}

    def keys(self, commands: list[Command], refused: set[int], state: GameState) -> dict[int, str]:
        activation = (state.round, state.active_hero)
        if activation != self.activation:
            self.activation, self.numbers = activation, {}
        keys, self.numbers = keep_numbers(commands, refused, self.numbers, state)
        return keys

    def copy(self) -> Numbering:
        """The numbers given so far, to number a list ahead of showing it
        with the numbers of this activation left as they are."""
        copied = Numbering()
        copied.activation, copied.numbers = self.activation, dict(self.numbers)
        return copied


class Listed(Protocol):
    """Actions as listed, in the order shown (a Menu, or the list of
    actions on screen)."""

    @property
    def commands(self) -> list[Command]: ...
    @property
    def refusals(self) -> dict[int, str]: ...


@mutable_record
class Menu:
    """The actions offered at one moment, in the order shown: `commands[i]`
    is played by the key `keys[i]` (a number or a letter; a move or a
    refused action has none)."""

    commands: list[Command]
    labels: list[str]
    refusals: dict[int, str]
    """Indices of listed actions the rules refuse now, with the reason."""
    refusal_rules: dict[int, list[str]]
    """The same indices, with the rule ids that refuse each (its trail)."""
    square_choices: dict[int, list[UseItem]]
    """Listed actions played on a square of the player's choosing (a
    grenade): one line in the list, the square chosen apart."""
    keys: dict[int, str]


def offer(
    rules: Rules,
    state: GameState,
    player_name: PlayerName | None = None,
    numbering: Numbering | None = None,
) -> Menu:
    """The actions of this moment (`listed`), each with its key, kept by
    `numbering` from one list to the next."""
    menu = listed(rules, state, player_name)
    return numbered(menu, state, numbering or Numbering())


def numbered(menu: Menu, state: GameState, numbering: Numbering) -> Menu:
    """The menu with each action's key, kept by `numbering` from one list
    to the next (a new menu: `menu` is left as it is)."""
    keys = numbering.keys(menu.commands, set(menu.refusals), state)
    return replace(menu, keys=keys)


def listed(rules: Rules, state: GameState, player_name: PlayerName | None = None) -> Menu:
    """The actions of this moment, with no keys yet: the legal ones
    (`ordered`, `grouped`), labelled as a player reads them (an answer to a
    question in its own words, `player_name` naming the players where an
    answer is a player), then the refused ones marked ✗ with their reasons,
    just before ending the activation."""
    legal = rules.legal_actions(state)
    commands, square_choices = grouped(ordered(legal, state, rules))
    labels = [action_label(rules, state, c, player_name) for c in commands]
    for index, choices in square_choices.items():
        card = rules.item_cards[choices[0].item]
        labels[index] = _("Use {item}: pick a square on the map ({ap} AP)").format(
            item=shown(card).name, ap=card.ap_cost
        )
    refusals: dict[int, str] = {}
    refusal_rules: dict[int, list[str]] = {}
    refused = unavailable_actions(rules, state, legal)
    names = Names(rules, state)
    if refused:
        at = next(
            (i for i, c in enumerate(commands) if isinstance(c, EndActivation)),
            len(commands),
        )
        for offset, (command, reasons_of) in enumerate(refused):
            reasons = say_all(reasons_of, names)
            commands.insert(at + offset, command)
            labels.insert(at + offset, refused_label(rules, state, command))
            refusals[at + offset] = refusal_text(reasons)
            refusal_rules[at + offset] = rules_cited(reasons_of)
    return Menu(commands, labels, refusals, refusal_rules, square_choices, {})
