"""What a listed action would do, before it is played: drawn on the map (a
move's path, an attack's targets with its own apart) and told in words
(the path and its AP, or the action's whole detail from the action list)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_text import Overlay
from wolfenstein_tui.tui.presenters.command_screen import attacked, on_screen
from wolfenstein_tui.tui.presenters.square_action import attack_targets
from wolfenstein_tui.words.actions.menu import Listed

if TYPE_CHECKING:
    from wolfenstein_tui.tui.widgets.action_list import ActionList


def preview(
    rules: Rules, state: GameState, actions: ActionList, index: int
) -> tuple[Overlay, Text | None]:
    """The map's marks and the words for the listed action `index`."""
    routed = route_preview(rules, state, actions, index)
    if routed is not None:
        return routed
    return overlay_for(rules, state, actions, index), actions.detail(rules, state, index)


def route_preview(
    rules: Rules, state: GameState, actions: Listed, index: int
) -> tuple[Overlay, Text] | None:
    """A listed move's (or passage's) path on the map and in words, its
    route found once for both; None for any other action, or a refused one."""
    command = actions.commands[index]
    route = on_screen(command).route
    if route is None or index in actions.refusals:
        return None
    path, words = route(rules, state, command)
    return Overlay(path=path), words


def overlay_for(rules: Rules, state: GameState, actions: Listed, index: int) -> Overlay:
    """The map's marks for a listed action: a move's path, or the targets
    of an attack with the chosen one apart (nothing for a refused one)."""
    command = actions.commands[index]
    if index in actions.refusals:
        return Overlay()
    route = on_screen(command).route
    if route is not None:
        return Overlay(path=route(rules, state, command)[0])
    target = attacked(command)
    if target is not None and target in state.enemies:
        targets = attack_targets(state, actions.commands, set(actions.refusals))
        return Overlay(
            targets=frozenset(sq for t in targets for sq in footprint_of(state, t)),
            chosen_target=frozenset(footprint_of(state, target)),
        )
    return Overlay()


def footprint_of(state: GameState, enemy_id: str) -> list[Square]:
    enemy = state.enemies[enemy_id]
    return list(footprint(enemy.square, enemy.large))
