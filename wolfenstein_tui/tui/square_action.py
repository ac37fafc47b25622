"""What the map cursor's Enter (or a click) does on a square: the one action
a player most likely means there, taken from the listed actions. No
Textual here."""

from __future__ import annotations

from wolfenstein_tui.content.squares import Square
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Move,
    OpenDoor,
    RemoveBarricade,
    Search,
    SilentExecution,
    StartActivation,
)
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.look import figure_at


def _touches(rules: Rules, piece: str, square: Square) -> bool:
    return any(square in edge for edge in rules.board.pieces[piece].edges)


def square_action(
    rules: Rules, state: GameState, commands: list, refused: set[int], square: Square
) -> int | None:
    """The index in `commands` of what to do on `square`: attack the enemy
    standing there (the active weapon's plain attack first), activate the
    hero there (on a hero spawn: the first hero not yet on the map), move there, search the token, open the door or clear the
    barricade beside it. An action the rules refuse now is chosen only when
    nothing else is, so its reason can be shown."""
    figure = figure_at(state, square)
    token = rules.board.tokens.get(square)
    # On a hero spawn, a hero not yet on the map arrives when activated.
    arriving = token is not None and token[0] is TokenKind.HERO_SPAWN
    on_board = {h.id for h in state.heroes.values() if h.square is not None}

    def wanted(command: object) -> int:
        """0: not for this square; higher: a better match."""
        if isinstance(command, Attack) and command.target == figure:
            return 6 if command.mode is None else 5
        if isinstance(command, SilentExecution) and command.target == figure:
            return 4
        if isinstance(command, StartActivation) and (
            command.hero == figure or (arriving and command.hero not in on_board)
        ):
            return 6
        if isinstance(command, Move) and command.to == square:
            return 6
        if isinstance(command, Search) and command.square == square:
            return 6
        if isinstance(command, OpenDoor) and _touches(rules, command.door, square):
            return 3
        if isinstance(command, RemoveBarricade) and _touches(rules, command.barricade, square):
            return 3
        return 0

    best: tuple[int, int] | None = None
    for index, command in enumerate(commands):
        score = wanted(command)
        if score == 0:
            continue
        score += 0 if index in refused else 10
        if best is None or score > best[0]:
            best = (score, index)
    return best[1] if best is not None else None


def attack_targets(state: GameState, commands: list, refused: set[int]) -> list[str]:
    """The enemies the listed attacks the rules allow now can hit, in order."""
    targets: list[str] = []
    for index, command in enumerate(commands):
        if (
            isinstance(command, Attack | SilentExecution)
            and index not in refused
            and command.target in state.enemies
            and command.target not in targets
        ):
            targets.append(command.target)
    return targets
