"""What the line mode tells besides the narration: the nazi phase in short,
the objectives, the rules reference. A sentence a line."""

from __future__ import annotations

from collections.abc import Sequence

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.records.rulebook import search_rules
from wolfenstein_tui.engine.rules import objectives
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.names import Names

RECAP_HIDDEN = frozenset(
    {
        EventKind.NAZI,
        EventKind.NAZI_TURN,
        EventKind.NAZI_MOVE,
        EventKind.NAZI_ATTACK,
        EventKind.DICE_ROLLED,
        EventKind.SHUFFLED,
    }
)
"""What the nazi phase's recap leaves out: each figure's check, reasons,
steps, attacks and dice. What the heroes suffer, who arrives, the danger
and the alarms are told all the same."""

RULES_SHOWN = 5
"""The rules a search tells at most (the rest are counted)."""


def phase_recap(events: Sequence[Event], names: Names) -> str:
    """The figures' part of a nazi phase in one sentence: who woke, who
    moved, who attacked whom."""
    woke = [
        names.figure(str(e.data["enemy"]))
        for e in events
        if e.kind is EventKind.NAZI and e.data.get("woke")
    ]
    moved = list(
        dict.fromkeys(
            names.figure(str(e.data["enemy"])) for e in events if e.kind is EventKind.NAZI_MOVE
        )
    )
    attacks = [
        _("{enemy} at {target}").format(
            enemy=names.figure(str(e.data["enemy"])), target=names.figure(str(e.data["target"]))
        )
        for e in events
        if e.kind is EventKind.NAZI_ATTACK
    ]
    nobody = _("nobody")
    return _("Nazi phase in short: woke: {woke}; moved: {moved}; attacks: {attacks}.").format(
        woke=", ".join(woke) or nobody,
        moved=", ".join(moved) or nobody,
        attacks=", ".join(attacks) or _("none"),
    )


def objectives_lines(rules: Rules, state: GameState) -> list[str]:
    """The round against the mission's limit, then each objective, done or to do."""
    turn = Turn(rules, state)
    lines = [
        _("Round {round} of {limit}.").format(round=state.round, limit=rules.mission.round_limit)
    ]
    for objective in rules.mission.objectives:
        label = shown(objective).text or objective.objective.replace("_", " ")
        done = objectives.objective_met(turn, objective)
        lines.append(
            (_("Done: {objective}") if done else _("To do: {objective}")).format(objective=label)
        )
    return lines


def rules_lines(query: str) -> list[str]:
    """The rules reference's entries holding the query (a rule id or words),
    in the language spoken, the exact id first."""
    if not query.strip():
        return [_("Type rules and a rule id or a word, for example rules R-ATK-2.")]
    found = search_rules(query)
    if not found:
        return [_("No rule holds {query}.").format(query=query)]
    lines = [f"{entry.id}: {entry.text}" for entry in found[:RULES_SHOWN]]
    more = len(found) - RULES_SHOWN
    if more > 0:
        lines.append(
            ngettext(
                "And {count} more rule; add a word to narrow the search.",
                "And {count} more rules; add a word to narrow the search.",
                more,
            ).format(count=more)
        )
    return lines
