"""The rule trail behind a sentence: what a player reads first is one plain
sentence ("Soldier 2 goes for Anya: she is the nearest"); the rules it
follows, the values compared to settle a tie and the choices this game made
where the rulebook leaves one ("In this game: ...") are its trail, shown on
request (the "why?" key of the log and of the nazi phase, `wolfenstein
replay --text --rules`).

While a sentence is made, its words call `cite` (a rule id), `explain` (a
sentence of the trail) or `decided` (a rule whose choice this game made,
with that choice in words); `traced` makes the sentence and gathers them.
Outside `traced` these calls do nothing, so the words are the same whether
or not anyone asks for the trail.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record


@frozen_record
class Told:
    """A sentence and its trail."""

    text: str
    rules: tuple[str, ...] = ()
    """The rule ids it follows, in the order they were met."""
    notes: tuple[str, ...] = ()
    """Sentences of the trail: the values compared, the game's choices."""

    def trail(self) -> list[str]:
        """The trail as lines: its sentences, then the rules named."""
        lines = list(self.notes)
        if self.rules:
            lines.append(_("Rules: {rules}").format(rules=", ".join(self.rules)))
        return lines


class _Gathered:
    def __init__(self) -> None:
        self.rules: list[str] = []
        self.notes: list[str] = []


_GATHERED: ContextVar[_Gathered | None] = ContextVar("trail", default=None)


def cite(*rules: str) -> None:
    """The sentence being made follows these rules."""
    gathered = _GATHERED.get()
    if gathered is None:
        return
    for rule in rules:
        if rule and rule not in gathered.rules:
            gathered.rules.append(rule)


def explain(sentence: str) -> None:
    """A sentence of the trail (the values compared, a tie's settlement)."""
    gathered = _GATHERED.get()
    if gathered is not None and sentence not in gathered.notes:
        gathered.notes.append(sentence)


def decided(rule: str) -> None:
    """The sentence follows `rule`, where this game made a choice the
    rulebook leaves open: the choice, in words, goes to the trail."""
    cite(rule)
    sentence = decisions().get(rule)
    if sentence is not None:
        explain(_("In this game: {choice}").format(choice=sentence))


def traced(make: Callable[[], str]) -> Told:
    """Make a sentence and gather its trail."""
    gathered = _Gathered()
    token = _GATHERED.set(gathered)
    try:
        text = make()
    finally:
        _GATHERED.reset(token)
    return Told(text, tuple(gathered.rules), tuple(gathered.notes))


def decisions() -> dict[str, str]:
    """The choices this game made where the rulebook leaves one open (the
    [D] decisions of the rules reference), in a player's words, in the
    language spoken."""
    return {
        "R-AI-2": _(
            "when the nazis' program meets a tie, it proposes an answer and the AI "
            "controller may pick another one (or the game picks it, with ties set to automatic)."
        ),
        "R-AI-3": _(
            "officers and bosses count as attacked when a hero attacked them since the "
            "end of the previous nazi phase."
        ),
        "R-AI-4": _(
            "figures of one initiative that could each go first are put in order by the "
            "house rule on nazi ties: nearest a hero first, then the longer weapon range, "
            "the more attack dice, the dearer attack, the lower figure number."
        ),
        "R-AI-7": _(
            "the nearest hero is the one with the fewest AP of a legal path; then the fewest "
            "squares away; then the lowest HP + armor; then the AI controller chooses, by "
            "default the first in seat order."
        ),
        "R-AI-8": _(
            "a nazi following noise heads for the nearest hero of that zone, or for the "
            "zone's nearest square when no hero is there."
        ),
        "R-VAR-4": _(
            "figures of one initiative go in this order: nearest a hero first, then the "
            "longer weapon range, the more attack dice, the dearer attack, the lower figure "
            "number."
        ),
    }
