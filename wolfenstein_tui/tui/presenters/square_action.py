"""What the map cursor's Enter (or a click) does on a square: the one action
a player most likely means there, taken from the listed actions; and every
other listed action that belongs to the square (a gift to the hero there, an
ability aimed at the figure there), which the cursor names with their
numbers; and, where no listed action belongs to the square, why the rules
refuse the hero a move or a search there. No Textual here."""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.refusals import acting_hero, refusal_reasons
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Give,
    Move,
    OpenDoor,
    RemoveBarricade,
    Search,
    SharedLife,
    SilentExecution,
    StartActivation,
    UseAbility,
    UsePassage,
)
from wolfenstein_tui.engine.state.refusals import Refusal
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.board.squares_said import figure_at


def _touches(rules: Rules, piece: str, square: Square) -> bool:
    return any(square in edge for edge in rules.board.pieces[piece].edges)


def passage_ends(rules: Rules, state: GameState, command: UsePassage) -> tuple[Square, Square]:
    """The token the hero stands on and the one it leads to (R-MOVE-9)."""
    start = state.heroes[command.hero].square
    assert start is not None
    return start, rules.board.passage_pair[start]


def _wanted(rules: Rules, state: GameState, square: Square, command: object) -> int:
    """How well `command` matches what a player means by Enter on `square`:
    0 not at all (or not by Enter: a gift or an ability, which have many
    variants and spend cards or glory), higher a better match."""
    figure = figure_at(state, square)
    token = rules.board.tokens.get(square)
    if isinstance(command, Attack) and command.target == figure:
        return 6 if command.mode is None else 5
    if isinstance(command, SilentExecution) and command.target == figure:
        return 4
    if isinstance(command, StartActivation):
        # On a hero spawn, a hero not yet on the map arrives when activated.
        arriving = token is not None and token[0] is TokenKind.HERO_SPAWN
        hero = state.heroes.get(command.hero)
        waiting = hero is None or hero.square is None
        return 6 if command.hero == figure or (arriving and waiting) else 0
    if isinstance(command, Move) and command.to == square:
        return 6
    if isinstance(command, UsePassage) and square in passage_ends(rules, state, command):
        return 6
    if isinstance(command, Search) and command.square == square:
        return 6
    if isinstance(command, SharedLife) and command.target == figure:
        return 6
    if isinstance(command, OpenDoor) and _touches(rules, command.door, square):
        return 3
    if isinstance(command, RemoveBarricade) and _touches(rules, command.barricade, square):
        return 3
    return 0


def square_action(
    rules: Rules, state: GameState, commands: list, refused: set[int], square: Square
) -> int | None:
    """The index in `commands` of what to do on `square`: attack the enemy
    standing there (the active weapon's plain attack first), activate the
    hero there (on a hero spawn: the first hero not yet on the map), move
    there, take the secret passage (from either of its ends, R-MOVE-9),
    search the token (an event, a chest or an objective token), give a
    shared-life token to the bleeding hero there, open the door or clear
    the barricade beside it. An action the rules refuse now is chosen only
    when nothing else is, so its reason can be shown."""
    best: tuple[int, int] | None = None
    for index, command in enumerate(commands):
        score = _wanted(rules, state, square, command)
        if score == 0:
            continue
        score += 0 if index in refused else 10
        if best is None or score > best[0]:
            best = (score, index)
    return best[1] if best is not None else None


def other_square_actions(
    state: GameState, commands: list, square: Square, chosen: int | None
) -> list[int]:
    """The indices of the listed actions aimed at the figure on `square`
    that Enter does not play: a gift to the hero there, an ability on the
    figure there, the other attacks and modes. The cursor names them with
    their numbers, which work while the map has the keys."""
    figure = figure_at(state, square)
    if figure is None:
        return []
    aimed = (Attack, SilentExecution, UseAbility, SharedLife)
    return [
        index
        for index, command in enumerate(commands)
        if index != chosen
        and (
            (isinstance(command, Give) and command.to == figure)
            or (isinstance(command, aimed) and command.target == figure)
        )
    ]


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


def refused_here(rules: Rules, state: GameState, square: Square) -> list[Refusal]:
    """Why the active hero can do nothing on `square` (which no listed action
    belongs to): every reason the rules refuse a search of the token there
    (an event, a chest or an objective still on the map), else a move
    there; empty outside a hero's activation, off the map or on the hero's
    own square. A player who presses Enter on a square out of reach learns
    why (the AP, the closed door, the enemy in the way)."""
    hero = acting_hero(state)
    if hero is None or not rules.board.on_map(square) or square == hero.square:
        return []
    token = rules.board.tokens.get(square)
    token_left = (
        square in state.events_left
        or square in state.chests_left
        or square in state.objectives_left.values()
    )
    if token is not None and token_left:
        return refusal_reasons(rules, state, Search(hero.id, square))
    return refusal_reasons(rules, state, Move(hero.id, square))
