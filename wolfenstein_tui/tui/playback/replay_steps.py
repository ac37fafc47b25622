"""A game log replayed for the viewer (screens/replay.py) and the follower
(screens/follow.py): the state after every decision (or undo) kept, so the
viewer can go back and forth freely, and a log file read and checked
before it is shown.

The log is re-played through the rules engine by the game log's own walk
(`wolfenstein_tui.engine.log.gamelog.LogWalk`, as `replay` does)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from wolfenstein_tui import words
from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.log.gamelog import Decision, LogError, LogWalk, settle_rules_version
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Choose, Command
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.play.saves import SaveError, check_setup, decks_hash, mission_for, read_log
from wolfenstein_tui.words.actions.command_words import describe
from wolfenstein_tui.words.log_problems import problem_words
from wolfenstein_tui.words.questions import question

HIDDEN = {EventKind.SHUFFLED, EventKind.CARD_DRAWN, EventKind.NAZI_MOVE, EventKind.NAZI_ATTACK}
"""Events the turn log leaves out, as the game screen does: shuffles and
draws are told by the events they cause, and each nazi's moves and attacks
are told again, with the reasons, in its turn's explanation."""


# --- the steps ------------------------------------------------------------------


@frozen_record
class Step:
    """The game after one line group of the log: step 0 is the set-up game,
    then one step per decision or undo."""

    state: GameState
    events: tuple[Event, ...] = ()
    command: Command | None = None
    line: int | None = None
    """The log line of the decision (or undo); None for the set-up."""
    undone: int | None = None
    """For an undo: the (first) step it takes back."""
    rewind: bool = False
    """A practice game's rewind past dice or cards: the steps taken back
    stay in the log, a branch of the game."""

    def texts(self, names: words.Names) -> list[str]:
        """The turn log of this step, as the game screen tells it."""
        told = []
        for event in self.events:
            if event.kind is EventKind.DICE_ROLLED:
                told.append(f"  🎲 {words.describe(event, names)}")
            elif event.kind not in HIDDEN:
                told.append(words.describe(event, names))
            else:
                names.learn(event)
        return told


def nazi_phase_of(steps: list[Step], index: int) -> tuple[GameState, list[Event]] | None:
    """The nazi phase step `index`'s decision set off: the game before the
    decision and what it caused, to play back as the game does (None when
    it set off none)."""
    if not index or not any(e.kind is EventKind.NAZI_TURN for e in steps[index].events):
        return None
    return steps[index - 1].state, list(steps[index].events)


def told_decision(rules: Rules, steps: list[Step], index: int, names: Callable[[str], str]) -> str:
    """The decision that led to step `index`, in words; `names` turns the
    ids a line may hold into names."""
    step = steps[index]
    if index == 0:
        return _("the game is set up")
    if step.undone is not None and step.rewind:
        return _(
            "practice rewind (back to before step {step}; the branch taken back stays in the log)"
        ).format(step=step.undone)
    if step.undone is not None:
        return _("undo (takes back step {step})").format(step=step.undone)
    assert step.command is not None
    before = steps[index - 1].state
    try:
        said = names(describe(rules, before, step.command))
    except (KeyError, IndexError, AttributeError):
        return step.command.kind.replace("_", " ")
    if isinstance(step.command, Choose) and before.pending is not None:
        # An answer alone ("light ammo") does not say what was asked.
        asked = question(before.pending, words.Names(rules, before))
        return _("{question} — {answer}").format(question=asked, answer=said)
    return said


@mutable_record
class ReplaySteps:
    steps: list[Step]
    problem: LogError | None = None
    """Why the replay stopped before the end of the log, if it did."""


def replay_steps(rules: Rules, header: Header, lines: list[tuple[int, Any]]) -> ReplaySteps:
    """Re-play a log (its numbered lines after the header) keeping every
    state. A line the engine refuses ends the replay there: the steps before
    it are kept and `problem` says why."""
    steps = StepReplay(rules, header)
    steps.extend(lines)
    return ReplaySteps(steps.steps, steps.problem)


class StepReplay:
    """A replay kept going: `extend` takes the log's lines as it grows (a
    game followed while another program plays it) and re-plays only the
    new ones, through the game log's own walk (`gamelog.LogWalk`), keeping
    the state after each decision line it hears. A rules case's setup line,
    first of the lines, sets the situation before any decision."""

    def __init__(self, rules: Rules, header: Header) -> None:
        self.steps: list[Step] = []
        self.problem: LogError | None = None
        self.standing: list[int] = []  # the steps of the decisions not undone
        self.walk = LogWalk(rules, header, check=False, on_decision=self.heard)
        # The game the header sets up is step 0 before any line is read
        # (load_replay checked the header's set-up).
        self.walk.walk([])

    def heard(self, decision: Decision) -> None:
        """One step more: the set-up (again, when a setup line comes), a
        decision, or an undo and the step it takes back."""
        if decision.before is None:
            self.steps = [Step(decision.after, tuple(decision.events))]
            self.standing = []
        elif decision.undone:
            undone = [self.standing.pop() for _ in range(decision.undone)]
            rewind = bool(decision.data.get("rewind"))
            self.steps.append(
                Step(decision.after, line=decision.line, undone=undone[-1], rewind=rewind)
            )
        else:
            self.standing.append(len(self.steps))
            self.steps.append(
                Step(decision.after, tuple(decision.events), decision.command, decision.line)
            )

    def extend(self, lines: list[tuple[int, Any]]) -> None:
        """Re-play the lines after those already taken (`lines` is every
        line so far); stop for good at a line the engine refuses."""
        if self.problem is not None:
            return
        try:
            self.walk.walk(lines)
        except LogError as error:
            self.problem = error


# --- loading a log file ------------------------------------------------------------


@frozen_record
class ReplaySource:
    """A log file read and its mission found, ready to be replayed."""

    path: Path
    rules: Rules
    header: Header
    lines: list[tuple[int, Any]]
    warnings: tuple[str, ...] = ()


def load_replay(
    path: Path, decks: Decks | None = None, mission: Path | None = None
) -> ReplaySource:
    """Read a log and find its mission (`mission`: a file the player named
    instead); raise SaveError with a located, plain message when it cannot
    be replayed."""
    try:
        decks = decks or builtin_decks()
        header, lines = read_log(path)
        loaded = mission_for(header, path, decks, named=mission)
        rules = Rules(loaded, decks)
    except ContentError as error:
        raise SaveError("\n".join(str(p) for p in error.problems)) from None
    check_setup(rules, header, path)
    try:
        header = settle_rules_version(rules, header, lines)
    except LogError as error:
        said = problem_words(error, words.Names(rules))
        raise SaveError(f"{path}:{error.line}: {said}") from None
    warnings = []
    if header.decks_hash and header.decks_hash != decks_hash():
        warnings.append(
            f"{path}:1: "
            + _("the card decks have changed since this game was recorded; the replay may differ")
        )
    return ReplaySource(path, rules, header, lines, tuple(warnings))


def split_names(text: str) -> tuple[str, ...]:
    """Players' names typed on one line, separated by commas (a fork's)."""
    return tuple(name.strip() for name in text.split(",") if name.strip())


def step_number(text: str, last: int) -> int | None:
    """The step a player typed, when it is a whole number from 0 to `last`."""
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 9:
        return None
    number = int(text)
    return number if number <= last else None
