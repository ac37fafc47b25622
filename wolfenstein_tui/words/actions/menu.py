"""The actions of this moment as the app's action list and the line mode
both offer them: what the rules allow, in an order where nothing costly
waits under a stray Enter, then what they refuse now with every reason, so
that an action has the same number wherever it is offered. No Textual, no
rich here."""

from __future__ import annotations

import heapq

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import mutable_record
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Equip,
    Give,
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
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.labels import describe
from wolfenstein_tui.words.actions.unavailable import refusal_text, unavailable_actions
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import PlayerName, answers
from wolfenstein_tui.words.refusals import say_all


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


CHEAP_AND_REVERSIBLE: tuple[type, ...] = (
    Move,
    OpenDoor,
    RemoveBarricade,
    SwitchWeapon,
    Equip,
    Unequip,
)
"""The actions a slip of the finger may play without harm: they cost at
most the AP of a step or a door, roll no die and draw no card, so `u` takes
them back (undo works while no die was rolled and no card drawn)."""


def is_costly(command: Command) -> bool:
    """Costly or irreversible: what a double Enter must not play by
    accident. Every action not in `CHEAP_AND_REVERSIBLE` is one of these:
    - it rolls dice or draws a card, so undo cannot take it back: an attack,
      a silent execution (R-ATK), a search (R-SEARCH), a reload at the
      hardest level;
    - it spends what the activation cannot buy back: the fatigue action
      (half AP next activation, R-AP-3/4), the secret passage (a fatigue
      token, R-MOVE-9), glory (once a turn, R-GLORY-1), a shared-life
      token, a consumable card, ammo, a reload (the weapon cannot attack
      again this activation, R-ATK-5), an item given away;
    - it ends the activation (the AP left are lost, R-AP-1), or starts one
      or answers a question (those lists hold nothing else)."""
    return not isinstance(command, CHEAP_AND_REVERSIBLE)


_GROUPS: tuple[tuple[type, ...], ...] = (
    (OpenDoor, RemoveBarricade),
    (Attack, SilentExecution),
    (Search,),
    (Reload,),
    (UseItem, UseAbility, SharedLife),
    (SwitchWeapon, Equip, Unequip, Give),
    (Move, UsePassage),
    (TakeFatigue,),
)
_GROUP_OF: dict[type, int] = {kind: i for i, kinds in enumerate(_GROUPS) for kind in kinds}
_GROUP_OF[EndActivation] = len(_GROUPS)
SAFE_LINES = 2
"""How many lines at the top only ever hold cheap, reversible actions (when
there are that many): the first is where Enter lands after Activate, the
second where a stray ↓ and Enter land."""


def ordered(commands: list, state: GameState | None = None) -> list:
    """What to offer first: a player mostly moves, attacks, searches and
    opens doors. Doors and barricades first, then attacks, searches,
    reloads, items and abilities, gear, the moves (also on the map, where a
    click plays them), the fatigue action, and ending the activation last
    (End jumps to it, and it asks before losing AP). The first
    `SAFE_LINES` lines are cheap and reversible whenever enough such
    actions exist (`is_costly`): a door, else the moves nearest the active
    figure (given `state`), else a change of gear, so a quick double Enter
    after Activate plays nothing that cannot be undone."""

    if any(isinstance(c, StartActivation | Choose) for c in commands):
        return list(commands)
    # Stable: the engine's order within a group.
    rest = sorted(commands, key=lambda c: _GROUP_OF.get(type(c), len(_GROUPS) - 1))
    origin = None
    if state is not None and state.active_hero is not None:
        figure = state.heroes.get(state.active_hero) or state.enemies.get(state.active_hero)
        origin = figure.square if figure is not None else None

    def safety(command: Command) -> tuple[int, int]:
        if isinstance(command, OpenDoor | RemoveBarricade):
            return (0, 0)
        if isinstance(command, Move):
            return (1, chebyshev(origin, command.to) if origin is not None else 0)
        return (2, 0)

    head = heapq.nsmallest(SAFE_LINES, (c for c in rest if not is_costly(c)), key=safety)
    chosen = {id(c) for c in head}
    return head + [c for c in rest if id(c) not in chosen]


def refused_label(rules: Rules, state: GameState, command: Command, reasons: list[str]) -> str:
    """A refused action's line: ✗, the action, the rules that refuse it
    (their texts are in the panel beside the list), then what it would
    cost: "✗ Attack Soldier 3 — not now: R-ATK-2, R-LOS-1 (2 AP, 0 ammo)"."""
    from wolfenstein_tui.content.records.rulebook import RULE_ID  # as in with_rule_texts

    cited = list(dict.fromkeys(RULE_ID.findall(" ".join(reasons))))
    why = (
        " — " + _("not now: {rules}").format(rules=", ".join(cited))
        if cited
        else " — " + _("not now")
    )
    action, paren, costs = describe(rules, state, command, odds=False).partition(" (")
    return f"✗ {action}{why}{paren}{costs}"


@mutable_record
class Menu:
    """The actions offered at one moment, in the order shown and numbered
    from 1: `commands[i]` is played by option i + 1."""

    commands: list[Command]
    labels: list[str]
    refusals: dict[int, str]
    """Indices of listed actions the rules refuse now, with the reason."""
    square_choices: dict[int, list[UseItem]]
    """Listed actions played on a square of the player's choosing (a
    grenade): one line in the list, the square chosen apart."""

    def offered(self, index: int) -> bool:
        """Whether the action at `index` may be played now."""
        return 0 <= index < len(self.commands) and index not in self.refusals


def offer(rules: Rules, state: GameState, player_name: PlayerName | None = None) -> Menu:
    """The actions of this moment: the legal ones (`ordered`, `grouped`),
    labelled as a player reads them (an answer to a question in its own
    words, `player_name` naming the players where an answer is a player),
    then the refused ones marked ✗ with their reasons, just before ending
    the activation."""
    legal = rules.legal_actions(state)
    commands, square_choices = grouped(ordered(legal, state))
    labels = [describe(rules, state, c) for c in commands]
    if state.pending is not None and player_name is not None:
        said = answers(state.pending, Names(rules, state), player_name)
        for index, command in enumerate(commands):
            if isinstance(command, Choose) and 0 <= command.option < len(said):
                labels[index] = said[command.option]
    for index, choices in square_choices.items():
        card = rules.item_cards[choices[0].item]
        labels[index] = _("Use {item}: pick a square on the map ({ap} AP)").format(
            item=shown(card).name, ap=card.ap_cost
        )
    refusals: dict[int, str] = {}
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
            labels.insert(at + offset, refused_label(rules, state, command, reasons))
            refusals[at + offset] = refusal_text(reasons)
    return Menu(commands, labels, refusals, square_choices)
