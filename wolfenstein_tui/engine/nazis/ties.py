"""Who settles a real tie (R-AI-2): the AI controller, asked or by default.

A tie pauses the phase with a pending decision when "AI ties: ask" is on;
the answer is kept so that the phase, run again from where it stood, meets
the same question and finds it answered. The question is facts (ids);
its words are made by `words/ties.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending, worded_before


class Paused(Exception):
    """The phase stops here for the AI controller's decision."""


def decide(
    turn: Turn,
    topic: str,
    options: list[str],
    facts: dict[str, Any],
    old_words: Callable[[], tuple[str, list[str]]],
) -> int:
    """A real tie for the AI controller: option 0 is the documented default.
    With "AI ties: auto" (or one option) the default is taken; with "ask" the
    phase pauses until a `Choose` answers it. `options` are ids (heroes,
    bots, nazis, zones, squares), `facts` what the question is about
    (``question``: target, noise, order, stop or shoot; ``figure``: the
    acting nazi's id); `old_words` the English question and labels of rules
    versions before FACT_QUESTIONS, whose keys and digests hold them.

    After an answer the phase runs again from where it stood, so the ties
    met since the last move or attack come up again: an answer is kept for
    the same question while nothing has moved or attacked (the phase's
    `version`), and the same question met again in one run is a new one."""
    phase = turn.state.nazi_phase
    assert phase is not None
    if len(options) == 1:
        return 0
    old = worded_before(turn.state.rules_version, old_words)
    if old is None:
        asked = ":".join(str(facts[k]) for k in ("question", "figure") if k in facts)
        base = f"{topic}|v{phase.version}|{asked}|{'/'.join(options)}"
    else:
        base = f"{topic}|v{phase.version}|{old[0]}|{'/'.join(old[1])}"
    seen = phase.consumed.get(base, 0)
    phase.consumed[base] = seen + 1
    key = f"{base}#{seen}"
    if key in phase.answers:
        return phase.answers[key]
    if not turn.state.ai_ties_ask:
        return 0
    turn.state.pending = Pending(
        kind=DecisionKind.AI_TIE,
        options=options,
        seat=turn.state.ai_controller,
        context={"key": key},
        facts=facts,
        old_words=None
        if old is None
        else (f"AI controller: {old[0]} (default: {old[1][0]})", old[1]),
    )
    raise Paused


def note(turn: Turn, fact: dict[str, object]) -> None:
    """Add a step to the current figure's explanation, once (the same tie
    met again while the phase runs again after an answer is told once)."""
    phase = turn.state.nazi_phase
    if phase is not None and fact not in phase.notes:
        phase.notes.append(fact)
