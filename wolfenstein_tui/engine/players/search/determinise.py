"""A world the heroes cannot tell from the real one: what they do not know
(the order of the decks' draw piles, the dice still to roll) drawn again
from the search player's own generator.

The search player never reads the real order of a deck nor the game's dice
generator: every look-ahead starts from a determinisation, so its choices
use only what a player at the table may know.
"""

from __future__ import annotations

from wolfenstein_tui.engine.state import rng
from wolfenstein_tui.engine.state.state import GameState


def determinise(state: GameState, seed: int) -> GameState:
    """A copy of `state` with every draw pile shuffled and the dice reseeded
    from `seed` (dice rolled by the game itself, even when the table rolls
    real ones: a look-ahead has nobody to type the faces in)."""
    world = state.clone()
    generator = rng.seed_state(seed)
    for name in sorted(world.decks):
        deck = world.decks[name]
        if len(deck.draw) > 1:
            # shuffled from a sorted pile: the real order must not show through
            order, generator = rng.shuffled(generator, tuple(sorted(deck.draw)))
            deck.draw = list(order)
    value, generator = rng.next_value(generator)
    world.rng = value
    world.seeded_dice = True
    return world
