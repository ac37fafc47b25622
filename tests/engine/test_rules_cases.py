"""Rules cases: short game logs written by hand, with a `setup` line that
sets the situation (docs/game-log.md, "Writing a rules case by hand").

Every case in tests/engine/cases/ is replayed and its final state checked
here; the rulebook's worked examples (the heroes' phase and the nazi phase,
pages 14 and 17) are among them. The setup line's values are checked with
located messages, and the command line tells a case as text.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.engine.games import ROOT
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.engine.log.gamelog import Decision, LogError, replay
from wolfenstein_tui.engine.log.snapshot import state_to_json
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.rules_version import RULES_VERSION
from wolfenstein_tui.play.saves import mission_for, read_log
from wolfenstein_tui.words.log_problems import problem_words

CASES = Path(__file__).parent / "cases"
Check = Callable[[dict], None]


def heroes(state: dict) -> dict[str, dict]:
    return {hero["id"]: hero for hero in state["heroes"]}


def enemies(state: dict) -> dict[str, dict]:
    return {enemy["id"]: enemy for enemy in state["enemies"]}


def heroes_phase_worked_example(state: dict) -> None:
    """Rulebook p. 14: Klaus (2 AP left after 4 squares) shoots the soldier 2
    squares away with 3 dice (precision 2 + the pistol's 1): reload, blank,
    shield; War Veteran rerolls the reload into a heart. The shield takes 1 of
    the soldier's 3 armor, the heart its only HP: it dies. Klaus takes 1
    glory, an equipment card and a light ammo token; a noise token goes in
    the hall and danger rises to 1 (R-ATK-4, R-DICE-3, R-ATK-8)."""
    klaus = heroes(state)["klaus"]
    assert "soldier-1" not in enemies(state) and state["killed"] == ["soldier-1"]
    assert (klaus["ap"], klaus["glory"], klaus["ammo"]["light"]) == (0, 1, 2)
    assert len(klaus["carried"]) == 3  # its kit, its random card, the loot card
    assert state["noise"] == ["h"] and state["danger"] == 1


def nazi_phase_worked_example(state: dict) -> None:
    """Rulebook p. 17: the other soldier, 4 squares from Klaus, fires first
    (2 AP) with 1 die (3, less one a square between, at least 1); the reload
    result is a blank (R-AI-9), so it misses; then it walks 3 AP to the
    square next to Klaus (R-AI-6)."""
    klaus = heroes(state)["klaus"]
    soldier = enemies(state)["soldier-2"]
    assert (klaus["hp"], klaus["armor"]) == (5, 2)
    assert soldier["squares"] == ["F1"]  # next to Klaus on E2
    assert state["round"] == 2 and state["phase"] == "heroes"


def spawn_two_at_one_token(state: dict) -> None:
    """R-SPAWN-1 [D]: the alarm brings an officer (initiative 4) and a
    soldier (3) to the token J3; the squares used are J3 and the nearest free
    adjacent one, I2; the officer takes I2, nearer Klaus on H3."""
    placed = {e["type"]: e["squares"] for e in state["enemies"] if e["id"] != "soldier-1"}
    assert placed == {"officer": ["I2"], "soldier": ["J3"]}
    assert state["alarms"] == 1 and state["danger"] == 0


def silent_execution_reload_is_blank(state: dict) -> None:
    """R-ATK-10: the knife's reload is a blank, so Klaus's War Veteran is not
    offered; the heart kills the soldier silently: no noise, no danger."""
    assert state["pending"] is None
    assert state["killed"] == ["soldier-1"] and state["outcome"] == "won"
    assert state["noise"] == [] and state["danger"] == 0


def officer_ignores_noise(state: dict) -> None:
    """R-AI-3: the officer next to the noisy room sees no hero and was not
    attacked: officers ignore noise, so it stays where it was."""
    assert enemies(state)["officer-1"]["squares"] == ["H2"]
    assert state["closed_doors"] == ["E2-F2"]


def escort_completes_on_arrival(state: dict) -> None:
    """R-SEARCH-1 [D]: Klaus leads the prisoners out (the escort option);
    the event completes when he reaches the hero spawn A2, and with it the
    mission's one objective, "complete 1 event": the heroes win then, with
    the card's loot (2 glory for Klaus, 1 for each other hero)."""
    klaus = heroes(state)["klaus"]
    assert state["outcome"] == "won" and state["events_completed"] == 1
    assert klaus["square"] == "B2"
    assert klaus["escorts"] == [] and klaus["glory"] == 2


def escort_lost_under_r_var_3(state: dict) -> None:
    """R-SEARCH-1 [D], R-VAR-3: Klaus keeps the only event's card, bleeds in
    the nazi phase and dies at his next activation (R-DEATH-2): the card is
    lost with him, no event can be completed any more, and under R-VAR-3 the
    heroes lose at once."""
    assert heroes(state)["klaus"]["dead"]
    assert state["events_completed"] == 0 and state["event_tokens"] == []
    assert state["outcome"] == "lost_mission"


def escort_lost_the_game_goes_on(state: dict) -> None:
    """R-SEARCH-1 [D] without R-VAR-3: the same loss of the card leaves an
    objective no one can meet, but the game goes on (to the round limit)."""
    assert heroes(state)["klaus"]["dead"]
    assert state["events_completed"] == 0 and state["outcome"] is None


EXPECTED: dict[str, Check] = {
    "escort-completes-on-arrival": escort_completes_on_arrival,
    "escort-lost-under-r-var-3": escort_lost_under_r_var_3,
    "escort-lost-the-game-goes-on": escort_lost_the_game_goes_on,
    "heroes-phase-worked-example": heroes_phase_worked_example,
    "nazi-phase-worked-example": nazi_phase_worked_example,
    "spawn-two-at-one-token": spawn_two_at_one_token,
    "silent-execution-reload-is-blank": silent_execution_reload_is_blank,
    "officer-ignores-noise": officer_ignores_noise,
}


def load(path: Path) -> tuple[Rules, object, list]:
    header, lines = read_log(path)
    decks = builtin_decks()
    return Rules(mission_for(header, path, decks), decks), header, lines


def test_every_case_in_the_folder_has_its_expected_state() -> None:
    assert sorted(p.stem for p in CASES.glob("*.jsonl")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rules_case_replays_to_its_expected_state(name: str) -> None:
    """Each case: at most 15 lines, a rules case by its header, verified line
    by line, and the state it reaches is the rulebook's."""
    path = CASES / f"{name}.jsonl"
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 15
    rules, header, lines = load(path)
    assert header.rules_case
    result = replay(rules, header, lines, check=True)
    assert result.problems == []
    EXPECTED[name](state_to_json(rules, result.record.state))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rules_case_reads_back_as_text(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`replay --text` tells each case: the header says rules case, every
    decision line is named, and no line is wider than 80 columns."""
    path = CASES / f"{name}.jsonl"
    assert main(["replay", "--text", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Rules case: ")
    decisions = [n for n, line in enumerate(path.read_text().splitlines(), 1) if '"do"' in line]
    for number in decisions:
        assert f"line {number}: " in out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_r_search_1_choosing_the_escort_completes_nothing_yet() -> None:
    """R-SEARCH-1 [D]: on the line the escort is chosen, the event is not yet
    completed and the mission is not won; it is on the arrival line."""
    rules, header, lines = load(CASES / "escort-completes-on-arrival.jsonl")
    seen: dict[int, tuple[int, object]] = {}

    def heard(decision: Decision) -> None:
        seen[decision.line] = (decision.after.events_completed, decision.after.outcome)

    replay(rules, header, lines, check=True, on_decision=heard)
    assert seen[5] == (0, None)  # the choice: Klaus keeps the card
    assert seen[6][0] == 1 and seen[6][1] is not None  # the arrival wins


def test_a_hand_written_case_without_a_rules_version_gets_the_current_rules() -> None:
    """docs/game-log.md, "Rules versions": a log with no rules version and no
    digest to decide by (a rules case written by hand) is read under the
    current rules, not under the oldest."""
    rules, header, lines = load(CASES / "escort-completes-on-arrival.jsonl")
    assert header.rules_version is None
    record = replay(rules, header, lines, check=True).record
    assert record.header.rules == RULES_VERSION == record.state.rules_version
    assert "rules_version" not in record.lines[0]


def test_nazi_phase_case_tells_the_soldiers_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    """R-AI-6, R-AI-9: the narration has the dice, the explanation with the
    dice formula, and the round headers."""
    assert main(["replay", "--text", str(CASES / "nazi-phase-worked-example.jsonl")]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "dice: reload (Soldier 2's attack)" in out
    assert "1 die (3 on the card, less 3 for 3 squares between, at least 1)" in out
    assert "── Round 1: nazi phase" in out and "── Round 2 " in out


def test_officer_case_says_officers_ignore_noise(capsys: pytest.CaptureFixture[str]) -> None:
    """R-AI-3 in the narration."""
    assert main(["replay", "--text", str(CASES / "officer-ignores-noise.jsonl")]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "Officer 1 stays put" in out and "officers ignore noise" in out


# --- the setup line's values, checked with their place ----------------------------------

HEADER = {
    "format": "wolfenstein-game-log",
    "version": 1,
    "mission": "two-rooms",
    "mission_file": "two-rooms.yaml",
    "seats": [["klaus", "blazkowicz", "anya", "max"]],
    "dice": "manual",
    "rules_case": True,
}


def write_case(tmp_path: Path, *lines: dict, header: dict | None = None) -> Path:
    path = tmp_path / "case.jsonl"
    shutil.copy(CASES / "two-rooms.yaml", tmp_path)  # a log's mission file stays beside it
    rows = [header or HEADER, *lines]
    path.write_text("\n".join(json.dumps(row) for row in rows) + "\n", encoding="utf-8")
    return path


def replay_error(path: Path) -> LogError:
    rules, header, lines = load(path)
    with pytest.raises(LogError) as error:
        replay(rules, header, lines)
    return error.value


@pytest.mark.parametrize(
    ("setup", "where", "words"),
    [
        (
            {"heroes": {"klaus": {"square": "Z9"}}},
            "heroes.klaus.square",
            "not a square of this map",
        ),
        (
            {"heroes": {"klaus": {"square": "H1"}}},
            "heroes.klaus.square",
            "soldier-1 already stands",
        ),
        ({"heroes": {"klaus": {"hp": 9}}}, "heroes.klaus.hp", "from 1 to 5"),
        ({"heroes": {"klaus": {"armor": -1}}}, "heroes.klaus.armor", "from 0 to 2"),
        ({"heroes": {"klaus": {"ammo": {"laser": 1}}}}, "heroes.klaus.ammo.laser", "unknown key"),
        (
            {"heroes": {"klaus": {"weapons": ["spoon"]}}},
            "heroes.klaus.weapons[0].card",
            "not a weapon",
        ),
        (
            {"heroes": {"klaus": {"carried": ["spoon"]}}},
            "heroes.klaus.carried[0]",
            "not an equipment",
        ),
        ({"heroes": {"klaus": {"fatigue": "yes"}}}, "heroes.klaus.fatigue", "true or false"),
        ({"heroes": {"klaus": {"ap": 3}}}, "heroes.klaus.ap", '"active"'),
        ({"heroes": {"bob": {}}}, "heroes.bob", "not a hero of this game"),
        ({"enemies": {"soldier-9": {"square": "I1"}}}, "enemies.soldier-9.type", "needs its type"),
        ({"enemies": {"soldier-1": {"hp": 2}}}, "enemies.soldier-1.hp", "from 1 to 1"),
        ({"enemies": {"ghost-1": None}}, "enemies.ghost-1", "no figure"),
        (
            {"enemies": {"soldier-\u00b2": {"type": "soldier", "square": "I1"}}},
            "enemies.soldier-\u00b2",
            "cannot name a figure",
        ),
        (
            {"enemies": {"soldier-" + "9" * 70: {"type": "soldier", "square": "I1"}}},
            "enemies.soldier-" + "9" * 70,
            "cannot name a figure",
        ),
        ({"noise": ["z"]}, "noise[0]", "no zone 'z'"),
        ({"danger": 2}, "danger", "from 0 to 1"),
        ({"round": 5}, "round", "from 1 to 4"),
        ({"doors_opened": ["A1-A2"]}, "doors_opened[0]", "no door"),
        ({"tokens_removed": ["A1"]}, "tokens_removed[0]", "no event, chest or objective token"),
        ({"starting_cards": {"klaus": "spoon"}}, "starting_cards.klaus", "not an equipment card"),
        ({"activated": ["klaus", "blazkowicz", "anya", "max"]}, "activated", "still to activate"),
        ({"weather": "rain"}, "weather", "unknown key"),
    ],
)
def test_setup_values_are_checked_with_their_place(
    tmp_path: Path, setup: dict, where: str, words: str
) -> None:
    """A wrong value is named by its place in the setup line, on line 2."""
    error = replay_error(write_case(tmp_path, {"setup": setup}))
    assert error.line == 2
    said = problem_words(error)
    assert error.code.startswith("setup.")
    assert said.startswith(f"setup.{where}: "), said
    assert words in said


def test_setup_line_needs_the_rules_case_header(tmp_path: Path) -> None:
    """A log with a setup line says so in its header: never mistaken for a
    played game."""
    plain = {k: v for k, v in HEADER.items() if k != "rules_case"}
    error = replay_error(write_case(tmp_path, {"setup": {}}, header=plain))
    assert error.line == 2 and '"rules_case": true' in problem_words(error)


def test_setup_line_only_right_after_the_header(tmp_path: Path) -> None:
    path = write_case(
        tmp_path,
        {"do": {"command": "start_activation", "hero": "klaus"}},
        {"setup": {"danger": 1}},
    )
    error = replay_error(path)
    assert error.line == 3 and "right after the header" in problem_words(error)


def test_setup_sets_the_situation(tmp_path: Path) -> None:
    """Every kind of value lands in the state: heroes' squares, HP, armor,
    AP, fatigue, ammo, weapons with reload tokens, cards; nazis added,
    removed, wounded; noise, danger, alarms, round, doors, tokens, the
    starting card imposed."""
    setup = {
        "round": 3,
        "danger": 1,
        "alarms": 1,
        "noise": ["b"],
        "doors_opened": ["E2-F2"],
        "starting_cards": {"anya": "medkit"},
        "heroes": {
            "klaus": {
                "square": "D2",
                "hp": 2,
                "armor": 0,
                "ap": 3,
                "fatigue": True,
                "ammo": {"heavy": 2},
                "weapons": [{"card": "pistol-1960", "reload": True}],
                "carried": ["hatchet"],
                "glory": 2,
            },
            "max": {"square": "A1"},
        },
        "enemies": {
            "soldier-1": None,
            "officer-1": {"type": "officer", "square": "I2", "hp": 1, "attacked": True},
        },
        "activated": ["blazkowicz", "anya", "max"],
        "active": "klaus",
    }
    rules, header, lines = load(write_case(tmp_path, {"setup": setup}))
    state = state_to_json(rules, replay(rules, header, lines).record.state)
    klaus = heroes(state)["klaus"]
    assert (klaus["square"], klaus["hp"], klaus["armor"], klaus["ap"]) == ("D2", 2, 0, 3)
    assert klaus["fatigue"] and klaus["ammo"]["heavy"] == 2 and klaus["glory"] == 2
    assert klaus["weapons"][0]["reload_token"] and klaus["carried"] == ["hatchet"]
    assert "medkit" in heroes(state)["anya"]["carried"]
    assert heroes(state)["max"]["square"] == "A1"
    assert list(enemies(state)) == ["officer-1"]
    assert enemies(state)["officer-1"]["hp"] == 1 and enemies(state)["officer-1"]["attacked"]
    assert (state["round"], state["danger"], state["alarms"]) == (3, 1, 1)
    assert state["noise"] == ["b"] and state["closed_doors"] == []
    assert state["active_hero"] == "klaus"


def test_a_card_line_after_the_wrong_decision_names_both_lines(tmp_path: Path) -> None:
    """A card line imposes the card drawn by the decision right before it;
    after a decision that draws nothing it is an error naming both lines."""
    path = write_case(
        tmp_path,
        {
            "setup": {
                "heroes": {"klaus": {"square": "G2"}},
                "activated": ["blazkowicz", "anya", "max"],
                "active": "klaus",
            }
        },
        {"do": {"command": "move", "hero": "klaus", "to": "G3"}},
        {"card": "medkit", "deck": "equipment"},
    )
    error = replay_error(path)
    assert error.line == 4
    assert error.code == "log.card-not-drawn"
    assert "line 3" in problem_words(error) and "medkit" in problem_words(error)


def test_verify_accepts_a_hand_written_log_without_setup_outcomes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The shuffles and draws the game makes by itself at setup are not
    missing lines in a hand-written log (docs/examples/worked-example.jsonl)."""
    example = ROOT / "docs" / "examples" / "worked-example.jsonl"
    assert main(["replay", "--verify", str(example)]) == 0
    assert "verified" in capsys.readouterr().out


def test_until_stops_and_shows_the_state(capsys: pytest.CaptureFixture[str]) -> None:
    """--until LINE: the story stops after that line's decision and shows
    the state there."""
    path = CASES / "heroes-phase-worked-example.jsonl"
    assert main(["replay", "--text", "--until", "3", str(path)]) == 0
    out = capsys.readouterr().out
    assert "line 3: " in out and "line 5: " not in out
    assert "── State after line 3" in out and "Question for Player 1: War Veteran" in out


def test_refused_command_prints_the_state_before_and_the_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R-MOVE-8: a refused command ends the text with the state before it
    and the refusal, naming the enemy in the way."""
    path = write_case(
        tmp_path,
        {
            "setup": {
                "doors_opened": ["E2-F2"],
                "heroes": {"klaus": {"square": "D2"}},
                "enemies": {"soldier-1": {"square": "F2"}},
                "activated": ["blazkowicz", "anya", "max"],
                "active": "klaus",
            }
        },
        {"do": {"command": "move", "hero": "klaus", "to": "H2"}},
    )
    assert main(["replay", "--text", str(path)]) == 1
    captured = capsys.readouterr()
    assert "── State before line 3" in captured.out
    assert "Soldier 1 on F2" in " ".join(captured.out.split())
    assert f"{path}:3: the rules refuse this command" in captured.err


def test_json_events_gives_every_event_as_a_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    path = CASES / "nazi-phase-worked-example.jsonl"
    assert main(["replay", "--json", "--events", str(path)]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows and all({"line", "event", "text"} <= set(row) for row in rows)
    assert any(row["event"] == "nazi_turn" and row["line"] == 3 for row in rows)


def test_headless_replay_shows_the_state(capsys: pytest.CaptureFixture[str]) -> None:
    """`replay --headless` prints the summary and the state reached."""
    path = CASES / "spawn-two-at-one-token.jsonl"
    assert main(["replay", "--headless", str(path)]) == 0
    out = capsys.readouterr().out
    assert len(out.splitlines()) > 5 and "Officer 1 on I2" in out
