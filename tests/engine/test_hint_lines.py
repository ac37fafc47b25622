"""Advice asked for is an event of the table, not a decision: a hint line in
the log (docs/game-log.md) that replaying passes over, so a game's state,
digests and undo are the same with or without it; and a game set up with
hints off says so in its header, while a log without the field reads as
hints on, as before."""

from __future__ import annotations

import pytest

from tests.engine.fixed_seeds import rules_of
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.engine.log.gamelog import GameRecord, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.log.linecheck import LogError
from wolfenstein_tui.engine.log.logcheck import line_problem
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.state.state import Difficulty

SEATS = (("klaus", "blazkowicz", "anya", "max"),)


def _header(**options: object) -> Header:
    return Header(
        mission="m01-radio-silence", mission_hash="", decks_hash="", seats=SEATS, seed=7,
        **options,  # type: ignore[arg-type]
    )  # fmt: skip


def _played(hints_every: int) -> GameRecord:
    """Forty decisions of the smart player on mission 1; with `hints_every`,
    advice asked before every that many decisions (and one undo on the way)."""
    rules = rules_of(builtin_mission_files()[0])
    record, _ = GameRecord.start(rules, _header(difficulty=Difficulty.BRING_EM_ON))
    player = SmartPlayer(rules)
    for number in range(40):
        if record.state.outcome is not None:
            break
        if hints_every and number % hints_every == 0:
            record.hint()
        record.play(player.choose(record.state, player.options(record.state)))
        if number == 3 and not record.standing()[-1].random:
            record.undo()
            record.play(player.choose(record.state, player.options(record.state)))
    return record


def test_hint_lines_leave_the_game_and_its_digests_as_they_were() -> None:
    plain, hinted = _played(0), _played(3)
    hints = [line for line in hinted.lines if "hint" in line]
    assert hints and all(set(line) == {"hint", "digest", "round"} for line in hints)
    assert [line for line in hinted.lines if "hint" not in line] == plain.lines
    rules = plain.rules
    numbered = list(enumerate(hinted.lines[1:], start=2))
    again = replay(rules, Header.from_json(hinted.lines[0]), numbered, check=True)
    assert not again.problems
    assert digest(rules, again.record.state) == digest(rules, plain.state)
    assert len(again.record.standing()) == len(plain.standing())


def test_a_hint_line_has_the_digest_of_the_state_it_was_asked_in() -> None:
    record = _played(0)
    before = digest(record.rules, record.state)
    (line,) = record.hint()
    assert line == {"hint": "advice", "digest": before, "round": record.state.round}
    assert digest(record.rules, record.state) == before


@pytest.mark.parametrize(
    "line",
    [{"hint": "play"}, {"hint": "advice", "do": {}}, {"hint": "advice", "plans": 3}],
    ids=["unknown-kind-of-hint", "two-kinds", "unknown-key"],
)
def test_a_bad_hint_line_is_refused(line: dict[str, object]) -> None:
    assert line_problem(line) is not None


def test_a_bad_hint_line_stops_the_replay_at_its_number() -> None:
    record = _played(0)
    numbered = list(enumerate(record.lines[1:], start=2))
    numbered.insert(3, (99, {"hint": 1}))
    with pytest.raises(LogError) as stop:
        replay(record.rules, record.header, numbered)
    assert stop.value.line == 99


def test_hints_off_is_written_in_the_header_and_read_back() -> None:
    off = _header(hints=False)
    assert off.to_json()["hints"] is False
    assert Header.from_json(off.to_json()).hints is False
    on = _header()
    assert "hints" not in on.to_json()  # a game with hints writes its header as before
    assert Header.from_json(on.to_json()).hints is True
    with pytest.raises(LogError):
        Header.from_json({**on.to_json(), "hints": "no"})


def test_hints_off_changes_nothing_of_the_game() -> None:
    rules = rules_of(builtin_mission_files()[0])
    games = [GameRecord.start(rules, _header(hints=hints))[0] for hints in (True, False)]
    assert digest(rules, games[0].state) == digest(rules, games[1].state)
