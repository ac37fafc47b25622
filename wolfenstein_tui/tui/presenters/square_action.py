"""What the map cursor's Enter (or a click) does on a square: the one action
a player most likely means there, taken from the listed actions; and every
other listed action that belongs to the square (a gift to the hero there, an
ability aimed at the figure there), which the cursor names with their
numbers; and, where no listed action belongs to the square, why the rules
refuse the hero a move or a search there. No Textual here."""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.refusals import acting_hero, refusal_reasons
from wolfenstein_tui.engine.state.commands import Move, Search
from wolfenstein_tui.engine.state.refusals import Refusal
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.presenters.command_screen import attacked, on_screen
from wolfenstein_tui.words.board.squares_said import figure_at


def square_action(
    rules: Rules, state: GameState, commands: list, refused: set[int], square: Square
) -> int | None:
    """The index in `commands` of what to do on `square`: attack the enemy
    standing there (the active weapon's plain attack first), activate the
    hero there (on a hero spawn: the first hero not yet on the map), move
    there, take the secret passage (from either of its ends, R-MOVE-9),
    search the token (an event, a chest or an objective token), give a
    shared-life token to the bleeding hero there, open the door or clear
    the barricade beside it (`OnScreen.wanted` scores each command). An
    action the rules refuse now is chosen only when nothing else is, so its
    reason can be shown."""
    best: tuple[int, int] | None = None
    for index, command in enumerate(commands):
        score = on_screen(command).wanted(rules, state, square, command)
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
    return [
        index
        for index, command in enumerate(commands)
        if index != chosen and on_screen(command).aims_at(command) == figure
    ]


def attack_targets(state: GameState, commands: list, refused: set[int]) -> list[str]:
    """The enemies the listed attacks the rules allow now can hit, in order."""
    targets: list[str] = []
    for index, command in enumerate(commands):
        target = attacked(command)
        if (
            target is not None
            and index not in refused
            and target in state.enemies
            and target not in targets
        ):
            targets.append(target)
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
