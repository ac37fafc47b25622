"""Who settles a real tie (R-AI-2): the AI controller, asked or by default.

A tie pauses the phase with a pending decision when "AI ties: ask" is on;
the answer is kept so that the phase, run again from where it stood, meets
the same question and finds it answered. The questions' words are part of
the state (the answers are kept under them), so they are made here.
"""

from __future__ import annotations

from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending


class Paused(Exception):
    """The phase stops here for the AI controller's decision."""


def decide(turn: Turn, topic: str, prompt: str, options: list[str]) -> int:
    """A real tie for the AI controller: option 0 is the documented default.
    With "AI ties: auto" (or one option) the default is taken; with "ask" the
    phase pauses until a `Choose` answers it.

    After an answer the phase runs again from where it stood, so the ties
    met since the last move or attack come up again: an answer is kept for
    the same question while nothing has moved or attacked (the phase's
    `version`), and the same question met again in one run is a new one."""
    phase = turn.state.nazi_phase
    assert phase is not None
    if len(options) == 1:
        return 0
    base = f"{topic}|v{phase.version}|{prompt}|{'/'.join(options)}"
    seen = phase.consumed.get(base, 0)
    phase.consumed[base] = seen + 1
    key = f"{base}#{seen}"
    if key in phase.answers:
        return phase.answers[key]
    if not turn.state.ai_ties_ask:
        return 0
    turn.state.pending = Pending(
        kind=DecisionKind.AI_TIE,
        prompt=f"AI controller: {prompt} (default: {options[0]})",
        options=options,
        seat=turn.state.ai_controller,
        context={"key": key},
    )
    raise Paused


def note(turn: Turn, fact: dict[str, object]) -> None:
    """Add a step to the current figure's explanation, once (the same tie
    met again while the phase runs again after an answer is told once)."""
    phase = turn.state.nazi_phase
    if phase is not None and fact not in phase.notes:
        phase.notes.append(fact)
