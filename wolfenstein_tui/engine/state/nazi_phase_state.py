"""Where the nazi phase stands, kept in the game state so the phase can stop
for the AI controller's decision on a tie and carry on once answered."""

from __future__ import annotations

from dataclasses import field

from wolfenstein_tui.base.quick_dataclass import mutable_record


@mutable_record
class NaziPhase:
    """The nazi phase under way: who woke, who is still to act and in what order
    (R-AI-3, R-AI-4)."""

    woken: list[str]
    """Figures that passed the activation check at the start (R-AI-3), plus
    figures brought in by an alarm during the phase (R-SPAWN-2)."""
    order: list[str] = field(default_factory=list)
    """Figures still to activate, in order (R-AI-4); decided one at a time."""
    waiting: list[str] = field(default_factory=list)
    """Figures that could not act yet, to be tried again (R-AI-5)."""
    done: list[str] = field(default_factory=list)
    current: str | None = None
    ap: int = 0
    attacked: bool = False
    focus: str | None = None
    """The hero the current figure attacked, which it then closes in on."""
    acted: bool = False
    """Whether the current figure has done anything in this activation."""
    reasons: dict[str, dict[str, object]] = field(default_factory=dict)
    """Why each figure woke (the facts of R-AI-3 or R-SPAWN-2), for its
    explanation."""
    noise_zones: dict[str, str] = field(default_factory=dict)
    """The noisy zone that woke each figure, which it heads for (R-AI-8)."""
    goal: str | None = None
    """What the current figure is heading for: a hero's id or "zone:KEY"."""
    retrying: bool = False
    """True while the current figure is one set aside, tried again (R-AI-5)."""
    recheck: list[str] = field(default_factory=list)
    """Figures set aside, to be tried again now that another one has acted."""
    progress: bool = True
    """Whether a figure tried again managed to act since the last full round
    of retries (when only blocked figures are left)."""
    notes: list[dict[str, object]] = field(default_factory=list)
    """The explanation of the current activation, step by step: the facts
    of each (its `what`, who, the numbers compared, the rule), which
    the `words` package puts into sentences."""
    answers: dict[str, int] = field(default_factory=dict)
    """The AI controller's answers to ties, by decision key."""
    version: int = 0
    """Counts moves and attacks in the phase, so answers about who stands
    where can be kept until something changes."""
    order_note: dict[str, object] | None = None
    """Why the figure about to act was chosen over others of its initiative
    (R-AI-4), for the start of its explanation (not part of the game)."""
    consumed: dict[str, int] = field(default_factory=dict)
    """How often each question has come up in the current run of the phase
    (not part of the game: it restarts with each run)."""
