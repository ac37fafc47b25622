"""A small deterministic random generator whose whole state is one integer.

The state lives inside the game state, so a game is reproducible from its
seed on any Python version (the standard library's generator is neither
guaranteed stable across versions nor a plain value). SplitMix64: fast, and
good enough for dice and shuffles.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def next_value(state: int) -> tuple[int, int]:
    """Return (a 64-bit value, the next state)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31), state


def below(state: int, bound: int) -> tuple[int, int]:
    """A uniform integer in [0, bound), by rejection (no modulo bias)."""
    if bound <= 0:
        raise ValueError("bound must be positive")
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        value, state = next_value(state)
        if value < limit:
            return value % bound, state


def shuffled(state: int, items: tuple[str, ...]) -> tuple[tuple[str, ...], int]:
    """Fisher-Yates shuffle; returns (new order, next state)."""
    order = list(items)
    for i in range(len(order) - 1, 0, -1):
        j, state = below(state, i + 1)
        order[i], order[j] = order[j], order[i]
    return tuple(order), state


def seed_state(seed: int) -> int:
    return seed & MASK64
