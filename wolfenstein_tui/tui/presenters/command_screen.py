"""What the screen does with each type of listed command, in one table.

A new command is one line of `ON_SCREEN`: how well Enter on a map square
means it (`square_action`), the figure it is aimed at (the cursor names the
other actions aimed at the figure there), whether it attacks that figure
(the map marks every target), the squares it crosses and their words (the
map's preview of a move), the card behind it (the panel beside the
action list), and the training task it completes. The map cursor, the previews and the action list look a
command up here by its type; a test holds every command type of the
engine's `state/commands.py` to an entry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.text import Text

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state import commands as c
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.presenters.look import (
    enemy_card_text,
    item_card_text,
    square_card,
    weapon_card_text,
)
from wolfenstein_tui.words.actions.labels import move_path
from wolfenstein_tui.words.board.squares_said import figure_at
from wolfenstein_tui.words.card_words import shown

Wanted = Callable[[Rules, GameState, Square, Any], int]
"""How well the command matches what a player means by Enter on a square:
0 not at all (or not by Enter), higher a better match."""
Route = Callable[[Rules, GameState, Any], tuple[frozenset[Square], Text]]
"""The squares the command takes its figure over, drawn on the map, and
their words (the path and its AP)."""
Card = Callable[[Rules, GameState, Any], Text | None]
"""The card behind the command: the enemy it attacks, the item or weapon it
uses, the token it searches, the ability it spends."""


def never_by_enter(rules: Rules, state: GameState, square: Square, command: c.Command) -> int:
    """Not what Enter on a square plays: a gift, an item, an ability (they
    have many variants and spend cards or glory), gear, ending."""
    return 0


def no_figure(command: c.Command) -> str | None:
    """The command is aimed at no figure of the map."""
    return None


def _target(command: Any) -> str | None:
    return command.target


@dataclass(frozen=True, slots=True)
class OnScreen:
    """The screen's handlers for one type of command."""

    wanted: Wanted = never_by_enter
    aims_at: Callable[[Any], str | None] = no_figure
    attacks: bool = False
    """It attacks the figure it aims at: the map marks every listed target."""
    route: Route | None = None
    """None: it moves no figure along a way of its own."""
    card: Card | None = None
    """None: no card stands behind it."""


def passage_ends(rules: Rules, state: GameState, command: c.UsePassage) -> tuple[Square, Square]:
    """The token the hero stands on and the one it leads to (R-MOVE-9)."""
    start = state.heroes[command.hero].square
    assert start is not None
    return start, rules.board.passage_pair[start]


def _touches(rules: Rules, piece: str, square: Square) -> bool:
    return any(square in edge for edge in rules.board.pieces[piece].edges)


def _wanted_attack(rules: Rules, state: GameState, square: Square, command: c.Attack) -> int:
    if command.target != figure_at(state, square):
        return 0
    return 6 if command.mode is None else 5


def _wanted_activation(
    rules: Rules, state: GameState, square: Square, command: c.StartActivation
) -> int:
    """The hero there; on a hero spawn, a hero not yet on the map arrives
    when activated."""
    token = rules.board.tokens.get(square)
    arriving = token is not None and token[0] is TokenKind.HERO_SPAWN
    hero = state.heroes.get(command.hero)
    waiting = hero is None or hero.square is None
    return 6 if command.hero == figure_at(state, square) or (arriving and waiting) else 0


def _move_route(rules: Rules, state: GameState, command: c.Move) -> tuple[frozenset[Square], Text]:
    steps = move_path(rules, state, command) or []
    mover = state.heroes.get(command.hero) or state.enemies.get(command.hero)
    start = [mover.square] if mover is not None and mover.square is not None else []
    route = " → ".join(square_name(sq) for sq in [*start, *(st.square for st in steps)])
    words = _("Path: {route} ({ap} AP)").format(route=route, ap=steps[-1].cost if steps else 0)
    return frozenset(step.square for step in steps), Text(words)


def _passage_route(
    rules: Rules, state: GameState, command: c.UsePassage
) -> tuple[frozenset[Square], Text]:
    start, end = passage_ends(rules, state, command)
    words = _("Path: {start} → secret passage → {end} (1 AP and a fatigue token)").format(
        start=square_name(start), end=square_name(end)
    )
    return frozenset([end]), Text(words)


def _enemy_card(rules: Rules, state: GameState, command: Any) -> Text | None:
    if command.target not in state.enemies:
        return None
    return enemy_card_text(rules, state, command.target)


def _item_card(rules: Rules, state: GameState, command: Any) -> Text | None:
    return None if command.item is None else item_card_text(rules, command.item)


def _weapon_card(rules: Rules, state: GameState, command: Any) -> Text | None:
    hero = state.heroes.get(command.hero)
    if hero is None:
        return None
    return weapon_card_text(rules, hero.weapons[command.weapon].card)


def _ability_card(rules: Rules, state: GameState, command: c.UseAbility) -> Text:
    ability = rules.hero_card(command.hero).abilities[command.ability]
    cost = ngettext("{count} glory", "{count} glory", ability.glory_cost).format(
        count=ability.glory_cost
    )
    return Text(f"{shown(ability).name} ({cost})\n{shown(ability).text}\n")


ON_SCREEN: dict[type[c.Command], OnScreen] = {
    c.StartActivation: OnScreen(wanted=_wanted_activation),
    c.Move: OnScreen(
        wanted=lambda rules, state, square, command: 6 if command.to == square else 0,
        route=_move_route,
    ),
    c.UsePassage: OnScreen(
        wanted=lambda rules, state, square, command: (
            6 if square in passage_ends(rules, state, command) else 0
        ),
        route=_passage_route,
    ),
    c.OpenDoor: OnScreen(
        wanted=lambda rules, state, square, command: (
            3 if _touches(rules, command.door, square) else 0
        ),
    ),
    c.RemoveBarricade: OnScreen(
        wanted=lambda rules, state, square, command: (
            3 if _touches(rules, command.barricade, square) else 0
        ),
    ),
    c.Search: OnScreen(
        wanted=lambda rules, state, square, command: 6 if command.square == square else 0,
        card=lambda rules, state, command: square_card(rules, state, command.square),
    ),
    c.Attack: OnScreen(wanted=_wanted_attack, aims_at=_target, attacks=True, card=_enemy_card),
    c.SilentExecution: OnScreen(
        wanted=lambda rules, state, square, command: (
            4 if command.target == figure_at(state, square) else 0
        ),
        aims_at=_target,
        attacks=True,
        card=_enemy_card,
    ),
    c.Reload: OnScreen(card=_weapon_card),
    c.SwitchWeapon: OnScreen(card=_weapon_card),
    c.TakeFatigue: OnScreen(),
    c.SharedLife: OnScreen(
        wanted=lambda rules, state, square, command: (
            6 if command.target == figure_at(state, square) else 0
        ),
        aims_at=_target,
    ),
    c.EndActivation: OnScreen(),
    c.UseItem: OnScreen(card=_item_card),
    c.Equip: OnScreen(card=_item_card),
    c.Unequip: OnScreen(card=_item_card),
    c.Give: OnScreen(aims_at=lambda command: command.to, card=_item_card),
    c.UseAbility: OnScreen(aims_at=_target, card=_ability_card),
    c.Choose: OnScreen(),
}
"""Every command type's handlers on the screen."""


def on_screen(command: c.Command) -> OnScreen:
    """The screen's handlers of `command`'s type."""
    return ON_SCREEN[type(command)]


def command_card(rules: Rules, state: GameState, command: c.Command) -> Text | None:
    """The card behind a highlighted action (`OnScreen.card`), or None."""
    card = on_screen(command).card
    return None if card is None else card(rules, state, command)


def attacked(command: c.Command) -> str | None:
    """The figure a listed attack or silent execution aims at; None for
    any other command."""
    handlers = on_screen(command)
    return handlers.aims_at(command) if handlers.attacks else None
