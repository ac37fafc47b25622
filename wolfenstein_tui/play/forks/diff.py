"""What if: two branches of one game compared (`wolfenstein replay --diff
A B`): where they part, the decision each took there, and how each ends
(round, outcome, the heroes lost), in the players' language."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wolfenstein_tui import words
from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.engine.log.gamelog import LogError, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.play.narrate import describe_decision
from wolfenstein_tui.play.saves import SaveError, mission_for, read_log
from wolfenstein_tui.words.level_names import outcome_name
from wolfenstein_tui.words.log_problems import problem_words

SAME_GAME = (
    "mission",
    "mission_hash",
    "seats",
    "seed",
    "difficulty",
    "house_rules",
    "dice",
    "first_player",
    "skip_nazi_phase",
    "shared_life_hero",
    "extra_ammo",
    "ai_ties",
    "rules_case",
)
"""The header's fields two branches of one game share: the game's set-up."""

NOTES = ("round", "outcome")
"""What a decision line notes for the game lists only (never compared)."""


@dataclass(frozen=True)
class Branch:
    """One log replayed: its lines and the state after each line group."""

    path: Path
    header: Header
    lines: list[tuple[int, Any]]
    rules: Rules
    end: GameState
    before: dict[int, GameState]
    """The state before each decision line, by line number."""


def load_branch(path: Path) -> Branch:
    decks = builtin_decks()
    header, lines = read_log(path)
    try:
        rules = Rules(mission_for(header, path, decks), decks)
    except ContentError as error:
        raise SaveError("\n".join(str(p) for p in error.problems)) from None
    before: dict[int, GameState] = {}

    def heard(decision: Any) -> None:
        if decision.before is not None:
            before[decision.line] = decision.before

    try:
        result = replay(rules, header, lines, check=False, on_decision=heard)
    except LogError as error:
        raise SaveError(
            f"{path}:{error.line}: {problem_words(error, words.Names(rules))}"
        ) from None
    return Branch(path, result.record.header, lines, rules, result.record.state, before)


def _game(header: Header) -> dict[str, Any]:
    data = header.to_json()
    return {key: data.get(key) for key in SAME_GAME}


def _same(one: Any, other: Any) -> bool:
    """Two lines alike, the notes for the game lists left aside."""

    def bare(line: Any) -> str:
        if isinstance(line, dict):
            line = {key: value for key, value in line.items() if key not in NOTES}
        return json.dumps(line, sort_keys=True)

    return bare(one) == bare(other)


def parting(a: Branch, b: Branch) -> int | None:
    """The first line number where the two logs differ (None: they are the
    same game line for line). Lines are compared in order, the header
    aside: a fork's copy of its parent is its parent's lines."""
    for (number, one), (_number, other) in zip(a.lines, b.lines, strict=False):
        if not _same(one, other):
            return number
    if len(a.lines) == len(b.lines):
        return None
    longer = a.lines if len(a.lines) > len(b.lines) else b.lines
    return longer[min(len(a.lines), len(b.lines))][0]


def _decision_at(branch: Branch, line: int) -> str:
    """The decision a branch took at or first after `line`, in words."""
    for number, data in branch.lines:
        if number < line or not isinstance(data, dict):
            continue
        if "undo" in data:
            return _("line {line}: undo").format(line=number)
        if "do" in data and number in branch.before:
            said = describe_decision(branch.rules, branch.header, branch.before[number], data["do"])
            return _("line {line}: {decision}").format(line=number, decision=said)
    return _("the log ends there")


def _round_at(a: Branch, b: Branch, line: int) -> int:
    """The round the game was in when the branches parted."""
    for branch in (a, b):
        later = [number for number in branch.before if number >= line]
        if later:
            return branch.before[min(later)].round
    return a.end.round


def _ending(branch: Branch) -> str:
    state = branch.end
    outcome = outcome_name(state.outcome.value) if state.outcome else _("in progress")
    names = words.Names(branch.rules)
    lost = [names.hero(hero.id) for hero in state.heroes.values() if hero.dead]
    losses = ", ".join(lost) if lost else _("none")
    return _("round {round} of {limit}, {outcome}; heroes lost: {losses}").format(
        round=state.round, limit=branch.rules.mission.round_limit, outcome=outcome, losses=losses
    )


def diff_lines(a_path: Path, b_path: Path) -> list[str]:
    """`wolfenstein replay --diff A B`, as lines of text. SaveError when a
    log cannot be read or the two are not branches of one game."""
    a, b = load_branch(a_path), load_branch(b_path)
    game_a, game_b = _game(a.header), _game(b.header)
    differs = [key for key in SAME_GAME if game_a[key] != game_b[key]]
    if differs:
        raise SaveError(
            _(
                "{a} and {b} are not branches of one game: they are set up differently ({fields})"
            ).format(a=a_path, b=b_path, fields=", ".join(differs))
        )
    said = [f"A: {a_path}", f"B: {b_path}"]
    part = parting(a, b)
    if part is None:
        said.append(_("The two logs tell the same game, line for line."))
    else:
        said.append(
            _(
                "The two games are the same up to line {last}; they part at line {line}, "
                "in round {round}:"
            ).format(last=part - 1, line=part, round=_round_at(a, b, part))
        )
        said.append("  A, " + _decision_at(a, part))
        said.append("  B, " + _decision_at(b, part))
    said.append(_("How each ends:"))
    said.append("  A: " + _ending(a))
    said.append("  B: " + _ending(b))
    return said
