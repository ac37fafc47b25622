"""The shape of each kind of game log line, as pydantic models: logcheck.py
holds each line to them when a log is read. Kept apart so that a new game,
which writes its log but reads none, does not import pydantic (making these
models and pydantic's own classes costs more than the rest of the engine's
imports)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from wolfenstein_tui.engine.log.limits import MAX_LIST, MAX_PATH, MAX_TEXT
from wolfenstein_tui.engine.state.state import Difficulty

Text = Annotated[str, StringConstraints(max_length=MAX_TEXT)]
Name = Annotated[str, StringConstraints(min_length=1, max_length=MAX_TEXT)]
Digest = Annotated[str, StringConstraints(max_length=64)]
Count = Annotated[int, Field(ge=0, le=2**63 - 1)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True)


class HouseRulesField(_Strict):
    """R-VAR-1..4, each true or false."""

    any_hero_order: bool = False
    noise_any_figures: bool = False
    lose_when_impossible: bool = False
    ai_tie_chain: bool = False


class ParentField(_Strict):
    """Where a forked game branched off (docs/game-log.md, "Forks"): the
    parent log's file name, the line after which the branch begins, and the
    digest of the state there."""

    file: Annotated[str, StringConstraints(min_length=1, max_length=MAX_TEXT)]
    line: Annotated[int, Field(ge=1, le=2**63 - 1)]
    digest: Digest


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
    parent: ParentField | None = None
    """A fork: the game it branched off and where (forks.py)."""
    practice: bool = False
    """A practice game: undo may go back past dice and cards."""
    hints: bool = True
    """Whether advice may be asked for in this game (false: hints off)."""


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
    rewind: bool = False
    """A practice game's rewind past dice or cards: the branch taken back
    stays in the log before it, as a fork of the game within its own log."""


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


class HintLine(_Strict):
    """Advice asked for ("what would you do?"): an event of the table, not a
    decision. Replaying skips it; the digest is the state's when it was
    asked (nothing changed), the round where."""

    hint: Literal["advice"]
    digest: Digest | None = None
    round: Count | None = None


LINE_MODELS: dict[str, type[_Strict]] = {
    "do": DoLine,
    "undo": UndoLine,
    "dice": DiceLine,
    "card": CardLine,
    "shuffle": ShuffleLine,
    "setup": SetupLine,
    "hint": HintLine,
}
"""A line's kind is the one of these keys it holds."""
