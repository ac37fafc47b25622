"""The smart player's options: `play_fast` asks it for the legal commands it
reads (`SmartPlayer.options`), all of them but those aimed at one target of
many, and its choice among them is its choice among all the legal commands;
so a simulated game is the game played on the whole list (R-GAME: the same
rules, the same decisions)."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.fixed_seeds import rules_of
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.state.commands import Command, Give, Unequip, UseAbility, UseItem
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.play.balance import GameSpec, header_for


def _aimed(command: Command) -> bool:
    """What `legal_actions(state, aimed=False)` leaves out."""
    return (
        isinstance(command, Give | Unequip)
        or (isinstance(command, UseItem) and command.square is not None)
        or (isinstance(command, UseAbility) and command.target is not None)
    )


@pytest.mark.parametrize("stem", ["m02", "m06", "m08"])
def test_the_smart_player_chooses_alike_from_its_options_and_from_every_legal_command(
    stem: str,
) -> None:
    path = next(p for p in builtin_mission_files() if p.stem.startswith(stem))
    rules = rules_of(path)
    left_out: Counter[str] = Counter()
    for seed in range(3):
        spec = GameSpec(str(path.resolve()), Difficulty.BRING_EM_ON, seed)
        player = SmartPlayer(rules)
        state, _ = rules.new_game(header_for(rules.loaded, rules.decks, spec).setup())
        while state.outcome is None:
            every = rules.legal_actions(state)
            read = player.options(state)
            wanted = [c for c in every if not _aimed(c)]
            assert read in (wanted, every)
            left_out.update(type(c).__name__ for c in every if c not in read)
            command = player.choose(state, every)
            assert player.choose(state, read) == command
            state, _ = rules.apply(state, command)
    # The games do offer aimed commands, so the comparison is not idle.
    assert left_out["Give"] and left_out["UseItem"] + left_out["UseAbility"]
