"""What a listed action would do, before it is played: drawn on the map (a
move's path, an attack's targets with its own apart) and told in words
(the path and its AP, or the action's whole detail from the action list)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Attack, Move, SilentExecution, UsePassage
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_text import Overlay
from wolfenstein_tui.tui.presenters.square_action import attack_targets, passage_ends
from wolfenstein_tui.words.actions.labels import move_path

if TYPE_CHECKING:
    from wolfenstein_tui.tui.widgets.action_list import ActionList


def preview(
    rules: Rules, state: GameState, actions: ActionList, index: int
) -> tuple[Overlay, Text | None]:
    """The map's marks and the words for the listed action `index`."""
    command = actions.commands[index]
    if isinstance(command, Move) and index not in actions.refusals:
        steps = move_path(rules, state, command) or []
        mover = state.heroes.get(command.hero) or state.enemies.get(command.hero)
        origin = [mover.square] if mover is not None and mover.square is not None else []
        route = " → ".join(square_name(sq) for sq in [*origin, *(st.square for st in steps)])
        detail = Text(
            _("Path: {route} ({ap} AP)").format(route=route, ap=steps[-1].cost if steps else 0)
        )
    elif isinstance(command, UsePassage):
        start, end = passage_ends(rules, state, command)
        detail = Text(
            _("Path: {start} → secret passage → {end} (1 AP and a fatigue token)").format(
                start=square_name(start), end=square_name(end)
            )
        )
    else:
        detail = actions.detail(rules, state, index)
    return overlay_for(rules, state, actions, index), detail


def overlay_for(rules: Rules, state: GameState, actions: ActionList, index: int) -> Overlay:
    """The map's marks for a listed action: a move's path, or the targets
    of an attack with the chosen one apart (nothing for a refused one)."""
    command = actions.commands[index]
    if index in actions.refusals:
        return Overlay()
    if isinstance(command, Move):
        steps = move_path(rules, state, command) or []
        return Overlay(path=frozenset(step.square for step in steps))
    if isinstance(command, UsePassage):
        return Overlay(path=frozenset(passage_ends(rules, state, command)[1:]))
    if isinstance(command, Attack | SilentExecution) and command.target in state.enemies:
        targets = attack_targets(state, actions.commands, set(actions.refusals))
        return Overlay(
            targets=frozenset(sq for t in targets for sq in footprint_of(state, t)),
            chosen_target=frozenset(footprint_of(state, command.target)),
        )
    return Overlay()


def footprint_of(state: GameState, enemy_id: str) -> list[Square]:
    enemy = state.enemies[enemy_id]
    return list(footprint(enemy.square, enemy.large))
