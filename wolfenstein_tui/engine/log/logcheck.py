"""The shape of every game log line, checked before the engine sees it.

A log may be edited by hand (rules cases) or damaged, so each line is held
to a strict model: whole numbers are whole numbers (`true`, `10.0` and `"10"`
are refused), text is text of a sensible length, and an unknown key is an
error with a "did you mean" (a misspelled "digzst" must not silently switch
that line's check off). What the rules say of a line (a command refused, an
undo of more decisions than stand, a line after the game ended) is checked
when the line is replayed (gamelog.py); this module knows only shapes.
Each kind's model is in line_shapes.py, imported when a log is first read:
a new game writes its log but reads none.
"""

from __future__ import annotations

import difflib
from typing import Any

from wolfenstein_tui.content.files.text import clean_text, excerpt
from wolfenstein_tui.engine.log.limits import MAX_TEXT
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.rules_version import RULES_VERSION

LOG_FORMAT = "wolfenstein-game-log"
LOG_VERSION = 1


class ShapeError(ValueError):
    """A line of the wrong shape, as facts (`problem`: a code and its
    facts), worded outside the engine (words/log_problems.py)."""

    def __init__(self, problem: Refusal) -> None:
        super().__init__(str(problem))
        self.problem = problem


def command_value_problem(command: dict[str, Any]) -> Refusal | None:
    """A command's values are text, whole numbers or null (commands.py
    reads them); anything else, or text too long to be a name, is refused
    here without quoting it whole."""
    for key, value in command.items():
        if isinstance(value, str):
            if len(value) > MAX_TEXT:
                return refuse(
                    "log.command-text-long", key=excerpt(key), length=len(value), most=MAX_TEXT
                )
        elif (isinstance(value, int) and not isinstance(value, bool)) or value is None:
            continue
        else:
            return refuse("log.command-value-kind", key=excerpt(key), kind=json_kind(value))
    return None


def json_kind(value: Any) -> str:
    """The JSON kind of a value, named for a message's words: "object",
    "list", "number" (a fraction), "boolean", "text", "whole number"."""
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "list"
    if isinstance(value, float):
        return "number"
    return "text" if isinstance(value, str) else "whole number"


LINE_KINDS: tuple[str, ...] = ("do", "undo", "dice", "card", "shuffle", "setup", "hint")
"""A line's kind is the one of these keys it holds (each has its shape in
line_shapes.py)."""


def line_problem(data: Any) -> Refusal | None:
    """Why a line after the header cannot be used (a code and its facts), or
    None. A value of the wrong shape is described by the content's own
    messages (`detail`, in the language spoken)."""
    if not isinstance(data, dict):
        return refuse("log.not-object")
    kinds = [key for key in LINE_KINDS if key in data]
    if not kinds:
        guesses = [
            match
            for key in data
            if isinstance(key, str)
            for match in difflib.get_close_matches(key, LINE_KINDS, n=1, cutoff=0.6)
        ]
        if guesses:
            return refuse("log.no-kind-guess", guess=guesses[0])
        return refuse("log.no-kind")
    if len(kinds) > 1:
        return refuse("log.two-kinds", kind=kinds[0], kind2=kinds[1])
    from pydantic import ValidationError

    from wolfenstein_tui.content.records.messages import describe_error
    from wolfenstein_tui.engine.log.line_shapes import LINE_MODELS

    model = LINE_MODELS[kinds[0]]
    try:
        model.model_validate(data)
    except ValidationError as error:
        return refuse("log.bad-line", detail=describe_error(error, [model]))
    if kinds[0] == "do":
        return command_value_problem(data["do"])
    return None


def check_header(data: Any) -> dict[str, Any]:
    """The header's fields, checked; raise ShapeError with the problem.
    Player names come back without control characters."""
    if not isinstance(data, dict) or data.get("format") != LOG_FORMAT:
        raise ShapeError(refuse("log.not-a-log", format=LOG_FORMAT))
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > LOG_VERSION:
        raise ShapeError(refuse("log.newer-format", version=excerpt(version), most=LOG_VERSION))
    rules = data.get("rules_version")
    if isinstance(rules, int) and not isinstance(rules, bool) and rules > RULES_VERSION:
        raise ShapeError(refuse("log.newer-rules", version=excerpt(rules), most=RULES_VERSION))
    from pydantic import ValidationError

    from wolfenstein_tui.content.records.messages import describe_error
    from wolfenstein_tui.engine.log.line_shapes import HeaderLine

    try:
        header = HeaderLine.model_validate(data)
    except ValidationError as error:
        raise ShapeError(
            refuse("log.bad-header", detail=describe_error(error, [HeaderLine]))
        ) from None
    if header.mission_file is not None and "\x00" in header.mission_file:
        raise ShapeError(refuse("log.mission-file-nul"))
    fields = header.model_dump(by_alias=True)
    fields["player_names"] = [clean_text(name, keep_newlines=False) for name in header.player_names]
    return fields
