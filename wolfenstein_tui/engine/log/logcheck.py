"""The shape of every game log line, checked before the engine sees it.

A log may be edited by hand (rules cases) or damaged, so each line is held
to a strict model: whole numbers are whole numbers (`true`, `10.0` and `"10"`
are refused), text is text of a sensible length, and an unknown key is an
error with a "did you mean" (a misspelled "digzst" must not silently switch
that line's check off). What the rules say of a line (a command refused, an
undo of more decisions than stand, a line after the game ended) is checked
when the line is replayed (gamelog.py); this module knows only shapes.
"""

from __future__ import annotations

import difflib
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)

from wolfenstein_tui.content.messages import describe_error
from wolfenstein_tui.content.text import clean_text, excerpt
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.rules_version import RULES_VERSION
from wolfenstein_tui.engine.state.state import Difficulty

LOG_FORMAT = "wolfenstein-game-log"
LOG_VERSION = 1

MAX_TEXT = 200
"""Longest text of a log value: ids and names are far shorter; the bound
keeps a 50 MB value from reaching the engine and its messages."""
MAX_PATH = 4096
"""Longest `mission_file` (PATH_MAX on Linux)."""
MAX_LIST = 1000
"""Longest list in a line: a deck's shuffle has under a hundred cards."""

Text = Annotated[str, StringConstraints(max_length=MAX_TEXT)]
Name = Annotated[str, StringConstraints(min_length=1, max_length=MAX_TEXT)]
Digest = Annotated[str, StringConstraints(max_length=64)]
Count = Annotated[int, Field(ge=0, le=2**63 - 1)]


class ShapeError(ValueError):
    """A line of the wrong shape, as facts (`problem`: a code and its
    facts), worded outside the engine (words/log_problems.py)."""

    def __init__(self, problem: Refusal) -> None:
        super().__init__(str(problem))
        self.problem = problem


class _Strict(BaseModel):
    # defer_build: the validators are built when a log is first read, not
    # when a new game (which writes its log but reads none) imports this.
    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True, defer_build=True)


class HouseRulesField(_Strict):
    """R-VAR-1..4, each true or false."""

    any_hero_order: bool = False
    noise_any_figures: bool = False
    lose_when_impossible: bool = False
    ai_tie_chain: bool = False


class HeaderLine(_Strict):
    """Line 1 (docs/game-log.md); the engine's own set-up checks (seats,
    heroes, first player, the hardest level's shared-life hero, extra ammo)
    follow when the game is set up from it."""

    format: Literal["wolfenstein-game-log"]
    version: Annotated[int, Field(ge=1)]
    engine: Text = ""
    mission: Name
    mission_hash: Digest = ""
    decks_hash: Digest = ""
    difficulty: Literal[
        "can_i_play_daddy", "dont_hurt_me", "bring_em_on", "i_am_death_incarnate"
    ] = Difficulty.BRING_EM_ON.value
    house_rules: HouseRulesField | None = None
    seats: Annotated[list[Annotated[list[Name], Field(max_length=MAX_LIST)]], Field(min_length=1)]
    seed: Annotated[int, Field(ge=-(2**63), lt=2**64)] = 0
    """SplitMix64 keeps 64 bits of it (rng.py)."""
    dice: Literal["seeded", "manual"] = "seeded"
    first_player: Count = 0
    skip_nazi_phase: bool = False
    shared_life_hero: Name | None = None
    mission_file: (
        Annotated[str, StringConstraints(min_length=1, max_length=MAX_PATH), Field()] | None
    ) = None
    extra_ammo: Annotated[
        list[Annotated[list[Name], Field(min_length=2, max_length=2)]], Field(max_length=MAX_LIST)
    ] = []
    ai_ties: Literal["auto", "ask"] = "auto"
    player_names: Annotated[list[Name], Field(max_length=MAX_LIST)] = []
    rules_case: bool = False
    """The log sets its situation by hand in a setup line (engine/log/rules_case.py)."""
    rules_version: Annotated[int, Field(ge=1)] | None = None
    """The rules the game was played with (engine/state/rules_version.py);
    absent in logs recorded before versions were written down."""


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


class _Noted(_Strict):
    """What a decision or undo line may note for the game lists (the round
    it leaves the game in, the outcome once the game is over): information
    only, never read by the rules."""

    digest: Digest | None = None
    round: Count | None = None
    outcome: Text | None = None


class DoLine(_Noted):
    do: dict[Text, Any]
    """Its values are checked by `command_value_problem`."""


class UndoLine(_Noted):
    undo: Annotated[int, Field(ge=1, le=2**63 - 1)]
    """How many decisions to take back, from the last; at most those standing."""


class DiceLine(_Strict):
    dice: Annotated[list[Text], Field(max_length=MAX_LIST)]
    for_: Text = Field("", alias="for")
    digest: Digest | None = None


class CardLine(_Strict):
    card: Name
    deck: Text | None = None
    digest: Digest | None = None


class ShuffleLine(_Strict):
    shuffle: Name
    order: Annotated[list[Name], Field(max_length=MAX_LIST)]
    digest: Digest | None = None


class SetupLine(_Strict):
    """A rules case's situation; its values are checked, each at its place,
    by engine/log/rules_case.py."""

    setup: dict[Text, Any]
    digest: Digest | None = None


LINE_MODELS: dict[str, type[_Strict]] = {
    "do": DoLine,
    "undo": UndoLine,
    "dice": DiceLine,
    "card": CardLine,
    "shuffle": ShuffleLine,
    "setup": SetupLine,
}
"""A line's kind is the one of these keys it holds."""


def line_problem(data: Any) -> Refusal | None:
    """Why a line after the header cannot be used (a code and its facts), or
    None. A value of the wrong shape is described by the content's own
    messages (`detail`, in the language spoken)."""
    if not isinstance(data, dict):
        return refuse("log.not-object")
    kinds = [key for key in LINE_MODELS if key in data]
    if not kinds:
        guesses = [
            match
            for key in data
            if isinstance(key, str)
            for match in difflib.get_close_matches(key, LINE_MODELS, n=1, cutoff=0.6)
        ]
        if guesses:
            return refuse("log.no-kind-guess", guess=guesses[0])
        return refuse("log.no-kind")
    if len(kinds) > 1:
        return refuse("log.two-kinds", kind=kinds[0], kind2=kinds[1])
    model = LINE_MODELS[kinds[0]]
    try:
        model.model_validate(data)
    except ValidationError as error:
        return refuse("log.bad-line", detail=describe_error(error, [model]))
    if model is DoLine:
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
