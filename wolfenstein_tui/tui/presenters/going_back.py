"""Going back to a chosen decision of the round (the game screen's b, or b
in the full log): the decisions still standing, which of them rolled dice
or drew cards, and whether the game may go back past them (only a practice
game goes back past dice and cards). No Textual here."""

from __future__ import annotations

from dataclasses import dataclass

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.log.gamelog import GameRecord
from wolfenstein_tui.engine.state.commands import BadCommand, command_from_json
from wolfenstein_tui.words.actions.command_words import describe
from wolfenstein_tui.words.names import names_for

RANDOM_MARK = "🎲"
"""Marks a decision after which dice were rolled or cards drawn."""


@dataclass(frozen=True)
class PastDecision:
    """A decision of this round the game can go back to (to before it)."""

    count: int
    """How many decisions going back there takes back (it and those after)."""
    label: str
    random_between: bool
    """Dice were rolled or cards drawn by it or a decision after it."""


def round_decisions(record: GameRecord) -> list[PastDecision]:
    """The decisions made in the current round, still standing, newest
    first (the current activation's come first)."""
    standing = record.standing()
    history = record.history
    if len(standing) != len(history):  # a record this program did not build whole
        return []
    rules, now = record.rules, record.state.round
    names = names_for(rules)
    found: list[PastDecision] = []
    random_between = False
    for index in range(len(standing) - 1, -1, -1):
        before = history[index]
        if before.round != now:
            break
        decision = standing[index]
        random_between = random_between or decision.random
        try:
            said = names(describe(rules, before, command_from_json(decision.command)))
        except (BadCommand, KeyError, IndexError, AttributeError):
            said = str(decision.command.get("command", "?")).replace("_", " ")
        label = f"{said} {RANDOM_MARK}" if decision.random else said
        found.append(PastDecision(len(standing) - index, label, random_between))
    return found


def cannot_go_back(decision: PastDecision, practice: bool) -> str | None:
    """Why the game cannot go back to before `decision`: the same reason as
    undo's, when dice were rolled or cards drawn since (outside practice)."""
    if decision.random_between and not practice:
        return _("Dice were rolled or a card was drawn: that cannot be undone.")
    return None
