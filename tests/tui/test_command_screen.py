"""Every command type has its handlers on the screen in the table of
`tui/presenters/command_screen.py`: what Enter on a square means, the
figure it aims at, whether it attacks it, the way it takes and the card
behind it. The command types are read from the engine's module, not from a
list kept by hand; along played games, each legal command's handlers give
what the map and the panel draw."""

from __future__ import annotations

import pytest
from rich.text import Text

from tests.engine.rules.test_command_handlers import command_types, played_states
from wolfenstein_tui.engine.state.commands import Command, Move, Search
from wolfenstein_tui.tui.presenters.command_screen import (
    ON_SCREEN,
    OnScreen,
    attacked,
    command_card,
    no_figure,
    on_screen,
)


def test_every_command_type_has_its_handlers_on_screen() -> None:
    assert command_types() == set(ON_SCREEN)


@pytest.mark.parametrize("kind", sorted(command_types(), key=lambda k: k.kind), ids=str)
def test_every_entry_has_every_handler(kind: type[Command]) -> None:
    """Enter's score and the figure aimed at are always functions (the
    documented "never by Enter" and "no figure" for most); a way and a card
    are a function or None; an attack aims at a figure."""
    handlers = ON_SCREEN[kind]
    assert isinstance(handlers, OnScreen)
    assert callable(handlers.wanted) and callable(handlers.aims_at)
    assert handlers.route is None or callable(handlers.route)
    assert handlers.card is None or callable(handlers.card)
    assert not handlers.attacks or handlers.aims_at is not no_figure


def test_the_handlers_draw_every_legal_command() -> None:
    """Along the smart player's games: a command aimed at a figure names one
    on the board, an attack an enemy; a way crosses squares of the map and
    says its path; a card is a card; Enter on the square a move goes to or
    a search searches scores it."""
    drawn: set[type[Command]] = set()
    for rules, state in played_states():
        for command in rules.legal_actions(state):  # type: ignore[attr-defined]
            handlers = on_screen(command)
            figure = handlers.aims_at(command)
            assert figure is None or figure in state.heroes or figure in state.enemies
            target = attacked(command)
            assert target is None or target in state.enemies
            if handlers.route is not None:
                squares, words = handlers.route(rules, state, command)  # type: ignore[arg-type]
                assert squares and all(rules.board.on_map(sq) for sq in squares)  # type: ignore[attr-defined]
                assert "→" in words.plain
            card = command_card(rules, state, command)  # type: ignore[arg-type]
            assert card is None or (isinstance(card, Text) and card.plain.strip())
            if isinstance(command, Move | Search):  # an area item's square is picked apart
                square = command.to if isinstance(command, Move) else command.square
                assert handlers.wanted(rules, state, square, command) > 0  # type: ignore[arg-type]
            drawn.add(type(command))
    assert len(drawn) >= 10, drawn
