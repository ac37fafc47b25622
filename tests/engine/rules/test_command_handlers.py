"""Every hero command has its handler in the table of hero actions
(engine/rules/actions/perform.py): a new command type without one fails
here rather than at play, as "unknown action"."""

from __future__ import annotations

from wolfenstein_tui.engine.rules.actions.perform import HERO_ACTIONS
from wolfenstein_tui.engine.state.commands import COMMAND_TYPES, Choose, StartActivation

BEFORE_A_HERO_ACTS = {StartActivation, Choose}
"""Commands the table does not carry: a hero's activation begins before a
hero is active (R-ROUND-2), and an answer goes to the game's flow."""


def test_every_hero_command_type_has_an_action() -> None:
    hero_commands = set(COMMAND_TYPES.values()) - BEFORE_A_HERO_ACTS
    assert set(HERO_ACTIONS) == hero_commands
