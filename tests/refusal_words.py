"""What a player reads when the rules refuse a command, in English: tests
check the engine's refusals (codes and facts) through the same words the
app shows (`words.refusals.say`)."""

from __future__ import annotations

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.refusals import Refusal
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say


def said(rules: Rules, refused: IllegalCommand | Refusal, state: GameState | None = None) -> str:
    """The refusal as the player reads it (the tests run in English)."""
    refusal = refused.refusal if isinstance(refused, IllegalCommand) else refused
    return say(refusal, Names(rules, state))


def said_all(rules: Rules, refusals: list[Refusal], state: GameState | None = None) -> list[str]:
    return [said(rules, refusal, state) for refusal in refusals]


def said_and_rule(
    rules: Rules, refused: IllegalCommand | Refusal, state: GameState | None = None
) -> str:
    """The sentence, then the rule it follows (its trail, shown on request):
    "... cannot end a move on G2: an enemy stands there. [R-MOVE-8]"."""
    refusal = refused.refusal if isinstance(refused, IllegalCommand) else refused
    sentence = said(rules, refusal, state)
    return f"{sentence} [{refusal.rule}]" if refusal.rule else sentence


def said_all_and_rules(
    rules: Rules, refusals: list[Refusal], state: GameState | None = None
) -> list[str]:
    return [said_and_rule(rules, refusal, state) for refusal in refusals]
