"""The balance of the mission being edited: simulated games with the smart
hero player at the four levels, added up level by level as they are played.
No Textual here: the editor runs it in a worker thread and shows each game's
result as it comes (balance_screen.py).

The games are those of `wolfenstein balance` (play/balance.py): the same
header for each game (the mission's suggested heroes, one player, the
shared-life token at the hardest level), game *i* of every level on seed
*i*, so the levels are compared on the same seeds, and a game can be
played again with `wolfenstein simulate` once the mission is saved."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace

from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.engine.players.simulate import Tally, play_fast, summarise_state
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.play.balance import GameSpec, header_for, player_for

LEVELS = tuple(Difficulty)
"""The four levels, easiest first (R-GAME-4)."""

Progress = Callable[[dict[Difficulty, Tally], int], None]
"""Told after each game: the tallies so far (a copy) and the games played."""


def balance_games(
    loaded: LoadedMission,
    decks: Decks,
    games_per_level: int,
    stop: threading.Event,
    progress: Progress,
    bot: str = "smart",
) -> dict[Difficulty, Tally]:
    """Play `games_per_level` games at each level, seed by seed across the
    levels (the chart fills evenly, and a run stopped early still compares
    the levels on the same seeds), until done or `stop` is set."""
    rules = Rules(loaded, decks)
    tallies = {level: Tally() for level in LEVELS}
    played = 0
    for seed in range(games_per_level):
        for level in LEVELS:
            if stop.is_set():
                return tallies
            spec = GameSpec(mission_file=loaded.source, difficulty=level, seed=seed, bot=bot)
            header = header_for(loaded, decks, spec)
            state, decisions = play_fast(rules, header, player_for(rules, spec))
            tallies[level].add(summarise_state(state, decisions))
            played += 1
            progress({lvl: copied(tally) for lvl, tally in tallies.items()}, played)
    return tallies


def copied(tally: Tally) -> Tally:
    """A tally that the games played next leave as it is (for the screen)."""
    return replace(tally, outcomes=dict(tally.outcomes))
