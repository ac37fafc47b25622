"""A replayed game held against its log, line by line: a decision grouped
with the outcome lines that follow it, the dice faces and cards the log
imposes, the outcomes the replay produced compared with those recorded, and
each line's digest checked. `LogError` is the located problem they report
(and every other reader of a log: gamelog.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wolfenstein_tui.content.files.text import excerpt, printable
from wolfenstein_tui.engine.log.logcheck import line_problem
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import GameState

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules

OUTCOME_KEYS = ("dice", "card", "shuffle")
HINT_KEY = "hint"
"""A line of advice asked for: an event of the table, neither a decision nor
an outcome; replaying passes over it, so the game and its digests are the
same with or without it."""


class LogError(Exception):
    """A log line that cannot be used, as facts: `line` counts from 1,
    `problem` says what is wrong with it (a code such as ``"log.digest"``
    and its facts: numbers, ids, and text quoted from the file made
    printable), and `refused` is the rules' own refusal when the line is a
    command they refuse. The engine never words it: the players read it
    through `wolfenstein_tui.words.log_problems`; `str()` is for
    programmers (the code and the facts)."""

    def __init__(self, line: int, problem: Refusal, refused: Refusal | None = None) -> None:
        # A fact may quote what the log holds: made printable here, once.
        facts = tuple(
            (key, printable(value) if isinstance(value, str) else value)
            for key, value in problem.facts
        )
        self.line = line
        self.problem = Refusal(problem.code, problem.rule, facts)
        self.refused = refused
        detail = f" ({refused})" if refused is not None else ""
        super().__init__(f"line {line}: {self.problem}{detail}")

    @property
    def code(self) -> str:
        return self.problem.code


def imposed_only(
    logged: list[tuple[int, dict[str, Any]]], produced: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """With manual dice a card line imposes a draw; a draw with no card line
    is the deck's own top card, made by the game: not a missing line."""
    imposed = sum(1 for _, line in logged if "card" in line)
    kept = []
    for line in produced:
        if "card" in line:
            if imposed == 0:
                continue
            imposed -= 1
        kept.append(line)
    return kept


def check_cards_used(
    number: int, outcomes: list[tuple[int, dict[str, Any]]], events: list[Event]
) -> None:
    """With manual dice a card line imposes the card drawn by the decision
    it follows; one that decision did not draw is an error naming both."""
    given = [(n, line) for n, line in outcomes if "card" in line]
    drawn = sum(1 for event in events if event.kind is EventKind.CARD_DRAWN)
    if len(given) > drawn:
        card_line, line = given[drawn]
        raise LogError(
            card_line,
            refuse("log.card-not-drawn", card=excerpt(line["card"]), decision=number, drawn=drawn),
        )


def faces_of(number: int, line: dict[str, Any]) -> list[str]:
    faces = line["dice"]
    if not isinstance(faces, list) or not all(isinstance(f, str) for f in faces):
        raise LogError(number, refuse("log.dice-not-list"))
    return faces


def group_lines(
    lines: list[tuple[int, Any]],
) -> list[tuple[tuple[int, dict[str, Any]] | None, list[tuple[int, dict[str, Any]]]]]:
    """Split lines into (decision line, its outcome lines); the outcomes of
    the setup come first, with no decision."""
    groups: list[tuple[tuple[int, dict[str, Any]] | None, list[tuple[int, dict[str, Any]]]]] = []
    current: tuple[tuple[int, dict[str, Any]] | None, list[tuple[int, dict[str, Any]]]] = (None, [])
    for number, data in lines:
        problem = line_problem(data)
        if problem is not None:
            raise LogError(number, problem)
        if HINT_KEY in data:  # advice asked: an event of the table, no decision nor outcome
            continue
        if "do" in data or "undo" in data:
            if current[0] is not None or current[1]:
                groups.append(current)
            current = ((number, data), [])
        else:
            current[1].append((number, data))
    if current[0] is not None or current[1]:
        groups.append(current)
    return groups


def compare_lines(
    logged: list[tuple[int, dict[str, Any]]], produced: list[dict[str, Any]], after: int
) -> list[LogError]:
    """The first logged outcome that differs from what the engine produced;
    a missing one is reported at the last line there is (`after`: the
    decision, or the header, when none of its outcomes was written).
    Shuffles come from the seed: where the log has none, the ones the game
    made are not missing lines."""
    if not any("shuffle" in line for _, line in logged):
        produced = [line for line in produced if "shuffle" not in line]
    for index, expected in enumerate(produced):
        if index >= len(logged):
            return [
                LogError(
                    logged[-1][0] if logged else after,
                    refuse("log.outcome-missing", **outcome_facts(expected)),
                )
            ]
        number, line = logged[index]
        line = {k: v for k, v in line.items() if k != "digest"}
        if any(line.get(k) != v for k, v in expected.items() if k != "for"):
            return [
                LogError(
                    number,
                    refuse(
                        "log.outcome-changed",
                        **outcome_facts(line, "logged_"),
                        **outcome_facts(expected),
                    ),
                )
            ]
    if len(logged) > len(produced):
        return [LogError(logged[len(produced)][0], refuse("log.outcome-extra"))]
    return []


def outcome_facts(line: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """An outcome line as facts for a message: its `kind` ("dice", "card",
    "shuffle", or "line" for anything else), the faces or the card (`what`)
    and the deck, each cut short (`prefix` tells two lines apart)."""
    if "dice" in line:
        kind, what, deck = "dice", ", ".join(map(str, line["dice"])), ""
    elif "card" in line:
        kind, what, deck = "card", str(line["card"]), str(line.get("deck"))
    elif "shuffle" in line:
        kind, what, deck = "shuffle", "", str(line["shuffle"])
    else:
        kind, what, deck = "line", str(line), ""
    return {
        f"{prefix}kind": kind,
        f"{prefix}what": excerpt(what, 200),
        f"{prefix}deck": excerpt(deck, 60),
    }


def check_digest(
    rules: Rules, state: GameState, lines: list[tuple[int, dict[str, Any]]]
) -> list[LogError]:
    mark = digest(rules, state)
    for number, line in lines:
        logged = line.get("digest")
        if logged is not None and logged != mark:
            return [LogError(number, refuse("log.digest", logged=excerpt(logged), replayed=mark))]
    return []
