"""The game log: one JSON object per line, append-only, at once the save
file, the replay and a test fixture (docs/game-log.md).

Line 1 is the header (format, version, mission and its hash, difficulty,
house rules, seats, seed, dice mode). Then each player decision is a line
followed by one line per random outcome it caused (dice, cards drawn,
shuffles), every line carrying a digest of the state after that decision.
An undo is a line of its own: nothing is ever rewritten.

This module only turns games into lines and lines back into games; reading
and writing files is the caller's business (the engine touches no files).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field, replace
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.base.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.content.files.text import excerpt
from wolfenstein_tui.engine.log.foreseen import Foreseen, worked_out
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.log.linecheck import (
    HINT_KEY,
    LogError,
    check_cards_used,
    check_digest,
    compare_lines,
    faces_of,
    group_lines,
    imposed_only,
)
from wolfenstein_tui.engine.log.rules_case import SetupError, apply_setup
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.state.commands import (
    BadCommand,
    Command,
    DiceNeeded,
    IllegalCommand,
    command_from_json,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.purposes import note
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.rules_version import (
    OLDEST_RULES,
    RULES_CASES_FROM,
    RULES_VERSION,
    UNRECORDED,
)
from wolfenstein_tui.engine.state.state import GameState

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

SETUP_KEY = "setup"
"""A rules case's situation, set by hand (engine/log/rules_case.py); only right
after the header, and only in a log whose header says `"rules_case": true`."""


def outcome_lines(events: Iterable[Event]) -> list[dict[str, Any]]:
    lines: list[dict[str, Any]] = []
    for event in events:
        if event.kind is EventKind.DICE_ROLLED:
            lines.append({"dice": event.data["faces"], "for": note(event.data["purpose"])})
        elif event.kind is EventKind.CARD_DRAWN:
            lines.append({"card": event.data["card"], "deck": event.data["deck"]})
        elif event.kind is EventKind.SHUFFLED:
            lines.append({"shuffle": event.data["deck"], "order": event.data["order"]})
    return lines


@frozen_record
class StandingDecision:
    """A decision of the game not undone (GameRecord.standing)."""

    index: int
    """Its place in the record's lines."""
    command: dict[str, Any]
    """The command as logged."""
    random: bool
    """Dice were rolled, or cards drawn or shuffled, after it."""


@mutable_record
class GameRecord:
    """A game being played (or replayed) together with its log lines."""

    rules: Rules
    header: Header
    state: GameState
    lines: list[dict[str, Any]]
    history: list[GameState] = field(default_factory=list)
    writing: bool = True
    """Whether `play` and `undo` make the lines a log gets (with their
    digests, a snapshot of the whole state hashed: most of a decision's
    cost when replayed). A walk re-applying lines already written turns it
    off while it walks: the lines it keeps are the log's own."""
    foreseen: Foreseen | None = None
    """The decision last worked out ahead (`foresee`), kept for `play`."""

    @classmethod
    def start(
        cls, rules: Rules, header: Header, setup: dict[str, Any] | None = None
    ) -> tuple[GameRecord, list[Event]]:
        """A new game; with `setup`, the rules case's situation (raises
        SetupError for a value that cannot be used)."""
        state, events = rules.new_game(header.setup())
        first = [header.to_json()]
        if setup is not None:
            state, more = apply_setup(rules, state, setup)
            events = events + more
        mark = digest(rules, state)
        if setup is not None:
            first.append({SETUP_KEY: setup, "digest": mark})
        lines = first + [{**line, "digest": mark} for line in outcome_lines(events)]
        return cls(rules, header, state, lines), events

    def play(
        self, command: Command, faces: list[str] | None = None, cards: list[str] | None = None
    ) -> tuple[list[Event], list[dict[str, Any]]]:
        """Apply a command; return its events and the new log lines. `faces`
        and `cards` impose dice and draws (manual dice, rules cases)."""
        ahead, self.foreseen = self.foreseen, None
        mark: str | None = None
        if (
            ahead is not None
            and faces is None
            and cards is None
            and ahead.plays(self.state, command)
        ):
            state, events, mark = ahead.after, ahead.events, ahead.mark
        else:
            state, events = self.rules.apply(self.state, command, faces, cards)
        self.history.append(self.state)
        self.state = state
        if not self.writing:
            return events, []
        if mark is None:
            mark = digest(self.rules, state)
        new = [{"do": command.to_json(), "digest": mark}]
        new += [{**line, "digest": mark} for line in outcome_lines(events)]
        self.lines += new
        return events, new

    def foresee(self, command: Command) -> Foreseen | None:
        """Work `command` out from the state now without playing it: the
        next `play` of the same command from the same state finds it done
        (foreseen.py says why it is the same). None when the rules refuse
        it, or want dice typed in; only the last one is kept."""
        ahead = self.foreseen
        if ahead is None or not ahead.plays(self.state, command):
            ahead = self.foreseen = worked_out(self.rules, self.state, command, self.writing)
        return ahead

    def undo(self, count: int = 1) -> list[dict[str, Any]]:
        """Go back `count` decisions; the log gains one undo line (marked a
        rewind when it takes back dice or cards, in a practice game)."""
        if not self.history or count > len(self.history):
            raise IllegalCommand(refuse("undo.nothing"))
        if self.state.outcome is not None:
            raise IllegalCommand(refuse("undo.game-over"))
        # Only a decision being made looks through the lines (a walk makes none).
        rewind = self.writing and any(decision.random for decision in self.standing()[-count:])
        for _ in range(count):
            self.state = self.history.pop()
        if not self.writing:
            return []
        new: list[dict[str, Any]] = [{"undo": count, "digest": digest(self.rules, self.state)}]
        if rewind and self.header.practice:
            new[0]["rewind"] = True
        self.lines += new
        return new

    def hint(self) -> list[dict[str, Any]]:
        """Advice asked for now: a hint line, an event of the table and not
        a decision (the game does not change; replaying passes over it),
        with the digest of the state it was asked in and the round."""
        line: dict[str, Any] = {HINT_KEY: "advice", "digest": digest(self.rules, self.state)}
        line["round"] = self.state.round
        self.lines.append(line)
        return [line]

    def standing(self) -> list[StandingDecision]:
        """The decisions not undone, oldest first, one for each state of
        `history` (the state before it): where each is in `lines`, and
        whether dice were rolled, or cards drawn or shuffled, after it."""
        found: list[StandingDecision] = []
        after_decision = False  # the lines since the last decision are its outcomes
        for index, line in enumerate(self.lines):
            if "do" in line:
                found.append(StandingDecision(index, line["do"], False))
                after_decision = True
            elif "undo" in line:
                del found[len(found) - int(line["undo"]) :]
                after_decision = False
            elif after_decision and any(key in line for key in ("dice", "card", "shuffle")):
                found[-1] = replace(found[-1], random=True)
        return found


@frozen_record
class Decision:
    """One decision line of a log re-applied (or the set-up, first): what
    `replay`'s `on_decision` hears, so that a viewer or a narration needs
    no copy of the walk through the lines."""

    line: int
    """Its line number (for the set-up: the setup line's, or 1, the header's)."""
    data: dict[str, Any]
    """The line as logged (the header's JSON for the set-up)."""
    command: Command | None
    """The decision or answer; None for the set-up and for an undo."""
    undone: int
    """For an undo line, how many decisions it takes back; else 0."""
    before: GameState | None
    """The state before the line; None for the set-up: the game (re)starts."""
    after: GameState
    events: list[Event]
    """What the decision caused (the set-up's own events for the set-up)."""


DecisionHeard = Callable[[Decision], None]


@mutable_record
class Replay:
    """A game replayed from its log, with the problems found on the way."""

    record: GameRecord
    problems: list[LogError]
    """Digest or outcome mismatches found (replay carries on past them)."""


def replay(
    rules: Rules,
    header: Header,
    lines: list[tuple[int, Any]],
    check: bool = True,
    on_events: Callable[[list[Event]], None] | None = None,
    on_decision: DecisionHeard | None = None,
    on_undo: Callable[[], None] | None = None,
) -> Replay:
    """Re-apply a log's lines (after the header) through the engine.

    Dice faces come from the log when the game used manual dice (the faces
    players typed, or faces written by hand to set up a rules case); with
    seeded dice the engine's generator rolls them again and each log line is
    checked against it, so an edited face is caught. Raises LogError for a
    line that cannot be used at all. `on_events` hears the events of the
    setup and of every command (a game's statistics are drawn from them),
    `on_undo` of every decision undone (the message log tells the whole
    game); `on_decision` hears each decision line with the state before and
    after (the setup first), for a narration or a viewer."""
    header = settle_rules_version(rules, header, lines)
    walk = LogWalk(rules, header, check, on_events, on_decision, on_undo)
    walk.walk(lines)
    assert walk.record is not None
    return Replay(walk.record, walk.problems)


class LogWalk:
    """A log's lines re-applied through the engine as they come: `walk`
    takes every line so far and re-plays only those it has not yet seen, so
    a game being written by another program is followed without starting
    over (the replay viewer's follow mode); `replay` is one walk over a
    whole log. The callbacks are `replay`'s.

    Given a `record` already under way (a game played from several
    screens, whose own decisions this program plays itself), the walk
    carries that record on: its lines are only the ones written since, it
    sets nothing up, and the record's `lines` stay its owner's to keep."""

    def __init__(
        self,
        rules: Rules,
        header: Header,
        check: bool = True,
        on_events: Callable[[list[Event]], None] | None = None,
        on_decision: DecisionHeard | None = None,
        on_undo: Callable[[], None] | None = None,
        record: GameRecord | None = None,
    ) -> None:
        self.rules, self.header, self.check = rules, header, check
        self.on_events, self.on_decision, self.on_undo = on_events, on_decision, on_undo
        self.record: GameRecord | None = record
        self.carrying_on = record is not None
        """The walk carries on a record it did not set up (see above)."""
        self.problems: list[LogError] = []
        """Digest or outcome mismatches found (with `check`; the walk goes on)."""
        self.walked = 0
        """How many of the lines after the header are re-applied."""
        self.stopped: LogError | None = None
        """The line that could not be used: a walk does not go past it."""
        self.setup_outcomes: list[dict[str, Any]] = []

    def walk(self, lines: list[tuple[int, Any]]) -> None:
        """Re-apply the lines after those already walked (`lines`: every
        line after the header so far). The first walk sets the game up (with
        a rules case's setup line, when the lines start with one; a first
        walk with no lines sets up the game the header alone describes, and
        the next one starts again if a setup line comes). Raises LogError
        for a line that cannot be used, then again at every later walk."""
        if self.stopped is not None:
            raise self.stopped
        try:
            self._walk(lines)
        except LogError as error:
            self.stopped = error
            raise

    def _walk(self, lines: list[tuple[int, Any]]) -> None:
        new = lines[self.walked :]
        first = self.walked == 0 and not self.carrying_on
        setup = None
        if first:
            setup, new = split_setup(self.header, new)
            if self.record is None or setup is not None:
                self._start(setup)
        record = self.record
        assert record is not None
        groups = group_lines(new)
        # Outcome lines before any decision: the set-up's (left out, they are
        # the seed's: a hand-written log); in a later walk, late outcomes of
        # a decision walked before, which the engine has produced already.
        leading = groups.pop(0)[1] if groups and groups[0][0] is None else []
        if first and self.check:
            if leading:
                self.problems += compare_lines(leading, self.setup_outcomes, after=1)
            self.problems += check_digest(
                self.rules, record.state, ([setup] if setup else []) + leading
            )
            self._check_fork_point(
                record, [1, *(n for n, _ in ([setup] if setup else []) + leading)]
            )
        record.writing = False  # the lines are the log's: none are made
        try:
            for head, decision_outcomes in groups:
                assert head is not None
                self._decision(record, head, decision_outcomes)
                if self.check:
                    self._check_fork_point(record, [head[0], *(n for n, _ in decision_outcomes)])
        finally:
            record.writing = True
        self.walked = len(lines)
        if not self.carrying_on:
            record.lines = [self.header.to_json()] + [data for _, data in lines]

    def _check_fork_point(self, record: GameRecord, numbers: list[int]) -> None:
        """A fork's copy of its parent ends at `parent.line`: the state after
        the line group that holds it is the one the parent had there."""
        parent = self.header.parent
        if parent is None or not min(numbers) <= parent.line <= max(numbers):
            return
        replayed = digest(self.rules, record.state)
        if replayed != parent.digest:
            self.problems.append(
                LogError(
                    parent.line,
                    refuse(
                        "log.fork-digest",
                        file=parent.file,
                        line=parent.line,
                        logged=excerpt(parent.digest),
                        replayed=replayed,
                    ),
                )
            )

    def _start(self, setup: tuple[int, dict[str, Any]] | None) -> None:
        self.record, events = start_logged(self.rules, self.header, setup)
        self.setup_outcomes = outcome_lines(events)
        if self.on_events is not None:
            self.on_events(events)
        if self.on_decision is not None:
            line, data = setup if setup is not None else (1, self.header.to_json())
            self.on_decision(Decision(line, data, None, 0, None, self.record.state, events))

    def _decision(
        self,
        record: GameRecord,
        head: tuple[int, dict[str, Any]],
        outcomes: list[tuple[int, dict[str, Any]]],
    ) -> None:
        """One decision (or undo) line and the outcome lines after it."""
        number, data = head
        refuse_after_the_end(record, number)
        before = record.state
        if "undo" in data:
            count = undo_logged(record, number, data["undo"])
            if self.on_undo is not None:
                for _ in range(count):
                    self.on_undo()
            if self.on_decision is not None:
                self.on_decision(Decision(number, data, None, count, before, record.state, []))
            if self.check:
                self.problems += check_digest(self.rules, record.state, [head])
            return
        try:
            command = command_from_json(data["do"])
        except BadCommand as error:
            raise LogError(number, error.problem) from None
        faces = cards = None
        manual = self.header.dice == "manual"
        if manual:  # what the players rolled and drew is what happened
            faces = [f for n, line in outcomes if "dice" in line for f in faces_of(n, line)]
            cards = [str(line["card"]) for _, line in outcomes if "card" in line]
        try:
            events, _ = record.play(command, faces, cards)
        except DiceNeeded as error:
            raise LogError(
                number, refuse("log.dice-missing", count=error.count), error.refusal
            ) from None
        except IllegalCommand as error:
            raise LogError(number, refuse("log.refused"), error.refusal) from None
        if manual:
            check_cards_used(number, outcomes, events)
        if self.on_events is not None:
            self.on_events(events)
        if self.on_decision is not None:
            self.on_decision(Decision(number, data, command, 0, before, record.state, events))
        if self.check:
            produced = outcome_lines(events)
            if manual:
                produced = imposed_only(outcomes, produced)
            self.problems += compare_lines(outcomes, produced, after=number)
            self.problems += check_digest(self.rules, record.state, [head, *outcomes])


def settle_rules_version(rules: Rules, header: Header, lines: list[tuple[int, Any]]) -> Header:
    """The header, with the rules version its game was played under found
    when the log does not record one (logs written before versions were).

    A log with no digest at all (written by hand: a rules case, a teaching
    example) has nothing to decide by and is read under the current rules.
    A rules case with digests was written for version 2, the first that had
    rules cases. Any other log was played under version 1, or under version
    2 for the short while its fix was in before versions were recorded: the
    first of them under which every line replays and matches its digest is
    the one. A log that replays under neither is given version 1, whose
    replay then names the line that fails. A log that records its version
    keeps it."""
    if header.rules_version is not None or header.found_rules is not None:
        return header
    if not any(isinstance(data, dict) and "digest" in data for _, data in lines):
        # Nothing to decide by: a log written by hand, read under today's rules.
        return replace(header, found_rules=RULES_VERSION)
    if header.rules_case:
        return replace(header, found_rules=RULES_CASES_FROM)
    for version in UNRECORDED:
        trial = replace(header, found_rules=version)
        try:
            result = replay(rules, trial, lines, check=True)
        except LogError:
            continue
        if not result.problems:
            return trial
    return replace(header, found_rules=OLDEST_RULES)


def start_logged(
    rules: Rules, header: Header, setup: tuple[int, dict[str, Any]] | None = None
) -> tuple[GameRecord, list[Event]]:
    """Set up the game a header describes, through the engine's own set-up
    checks (seats, heroes, first player, the hardest level's shared-life
    hero...), then a rules case's setup line; a header they refuse is a
    LogError at line 1, a setup value at the setup line."""
    try:
        return GameRecord.start(rules, header, None if setup is None else setup[1][SETUP_KEY])
    except IllegalCommand as error:
        raise LogError(1, refuse("log.header-refused"), error.refusal) from None
    except SetupError as error:
        assert setup is not None
        problem = error.problem
        facts = (("place", error.where), *problem.facts)
        raise LogError(setup[0], Refusal(problem.code, problem.rule, facts)) from None


def refuse_after_the_end(record: GameRecord, number: int) -> None:
    """Nothing follows the decision that ended the game (its outcomes aside)."""
    outcome = record.state.outcome
    if outcome is not None:
        raise LogError(number, refuse("log.after-the-end", outcome=outcome.value))


def undo_logged(record: GameRecord, number: int, count: int) -> int:
    """Take back `count` decisions (an undo line's number, checked to be a
    whole number from 1 by logcheck.py); no more than stand. Returns count."""
    standing = len(record.history)
    if count > standing:
        raise LogError(number, refuse("log.undo-too-many", count=count, standing=standing))
    for _ in range(count):
        try:
            record.undo()
        except IllegalCommand as error:
            raise LogError(number, refuse("log.undo-refused"), error.refusal) from None
    return count


def lines_until(lines: list[tuple[int, Any]], line: int) -> list[tuple[int, Any]]:
    """The lines up to `line`, with the outcome lines of its decision (a
    decision and its dice, cards and shuffles are never parted): where
    `replay --text --until` stops and a fork begins."""
    kept = []
    for number, data in lines:
        starts = isinstance(data, dict) and ("do" in data or "undo" in data)
        if number > line and starts:
            break
        kept.append((number, data))
    return kept


def split_setup(
    header: Header, lines: list[tuple[int, Any]]
) -> tuple[tuple[int, dict[str, Any]] | None, list[tuple[int, Any]]]:
    """The rules case's setup line (its number and values), if the log has
    one, and the other lines. It is allowed right after the header only,
    and only when the header says the log is a rules case."""
    found = [
        (index, number)
        for index, (number, data) in enumerate(lines)
        if isinstance(data, dict) and SETUP_KEY in data
    ]
    if not found:
        return None, lines
    index, number = found[0]
    if index != 0:
        raise LogError(number, refuse("log.setup-not-second"))
    if len(found) > 1:
        raise LogError(found[1][1], refuse("log.setup-twice", first=number))
    if not header.rules_case:
        raise LogError(number, refuse("log.setup-not-a-case"))
    data = lines[0][1]
    extra = set(data) - {SETUP_KEY, "digest"}
    if extra:
        raise LogError(number, refuse("log.setup-extra", key=repr(sorted(extra)[0])))
    return (number, data), lines[1:]
