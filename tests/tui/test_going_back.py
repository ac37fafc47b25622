"""Going back to a chosen decision of the round (the game screen's b, or b
in the full log): taken back at once when no dice or cards lie between,
refused with undo's reason when some do, and in a practice game allowed,
the log marking the rewind and keeping the branch taken back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.engine.games import STARTER, rules_for, solo_header
from tests.engine.test_rules_cases import CASES
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.state.commands import EndActivation, Move, StartActivation
from wolfenstein_tui.play.saves import read_log
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.playback.replay_steps import load_replay, replay_steps
from wolfenstein_tui.tui.presenters.going_back import cannot_go_back, round_decisions

HEROES = ("klaus", "blazkowicz", "anya", "max")


def new_session(tmp_path: Path, practice: bool = False) -> Session:
    rules = rules_for(STARTER)
    session, _ = Session.start(rules.loaded, solo_header(rules, 7, practice=practice), tmp_path)
    return session


def moves(session: Session, count: int) -> None:
    for _ in range(count):
        legal = session.rules.legal_actions(session.state)
        session.play(next(c for c in legal if isinstance(c, Move)))


def test_the_rounds_decisions_are_listed_newest_first(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    session.play(StartActivation("klaus"))
    moves(session, 2)
    listed = round_decisions(session.record)
    assert [d.count for d in listed] == [1, 2, 3]
    assert listed[-1].label.startswith("Activate")
    assert not any(d.random_between for d in listed)
    session.close()


def test_going_back_to_a_decision_takes_back_it_and_those_after(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    session.play(StartActivation("klaus"))
    after_start = session.state
    moves(session, 2)
    (_second_move, first_move, _start) = round_decisions(session.record)
    assert cannot_go_back(first_move, practice=False) is None
    session.undo(first_move.count)
    assert session.state == after_start
    _, lines = read_log(session.path)
    assert lines[-1][1]["undo"] == 2 and "rewind" not in lines[-1][1]
    session.close()
    assert main(["replay", "--verify", str(session.path)]) == 0


def test_a_new_round_lists_only_its_own_decisions(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    for hero in HEROES:
        session.play(StartActivation(hero))
        session.play(EndActivation(hero))  # the last one plays the nazi phase
    session.play(StartActivation(session.rules.legal_actions(session.state)[0].hero))
    listed = round_decisions(session.record)
    assert [d.count for d in listed] == [1]  # round 2's first decision only
    session.close()


def random_game_record(tmp_path: Path, practice: bool) -> Session:
    """On the escort cases' mission, its soldier moved out of the event's
    room: Klaus arrives on A2, walks to F2 and searches the event token on
    G1, which draws a card."""
    from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
    from wolfenstein_tui.content.records.squares import parse_square
    from wolfenstein_tui.engine.state.commands import Search

    decks = builtin_decks()
    text = (CASES / "escort-run.yaml").read_text(encoding="utf-8")
    mission = tmp_path / "escort-run.yaml"
    mission.write_text(text.replace("square: J1}", "square: A3}"))  # out of the east room
    loaded = load_mission(mission, decks)
    header = Header(
        mission=loaded.mission.id,
        mission_hash=loaded.content_hash,
        decks_hash="",
        seats=(HEROES,),
        seed=7,
        practice=practice,
        mission_file=str(mission),
    )
    session, _ = Session.start(loaded, header, tmp_path, decks)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", parse_square("F2")))
    session.play(Search("klaus", parse_square("G1")))
    return session


@pytest.mark.parametrize("practice", [False, True])
def test_dice_or_cards_between_need_a_practice_game(tmp_path: Path, practice: bool) -> None:
    session = random_game_record(tmp_path, practice)
    listed = round_decisions(session.record)
    assert listed[0].random_between and "🎲" in listed[0].label
    problem = cannot_go_back(listed[-1], practice)
    if not practice:
        assert problem == "Dice were rolled or a card was drawn: that cannot be undone."
        session.close()
        return
    assert problem is None
    taken_back = len(session.record.standing())
    session.undo(listed[-1].count)
    session.close()
    _, lines = read_log(session.path)
    assert lines[-1][1]["rewind"] is True
    # the branch taken back stays in the log, and the replay shows it
    assert main(["replay", "--verify", str(session.path)]) == 0
    source = load_replay(session.path)
    steps = replay_steps(source.rules, source.header, source.lines).steps
    assert steps[-1].rewind and steps[-1].undone is not None
    assert len([s for s in steps if s.command is not None]) == taken_back


def test_a_practice_game_is_recorded_in_the_header(tmp_path: Path) -> None:
    session = new_session(tmp_path, practice=True)
    session.close()
    header, _ = read_log(session.path)
    assert header.practice and replace(header, practice=False).to_json().get("practice") is None
