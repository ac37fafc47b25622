"""Every file is read the one hardened way (content/files/safe_file.py): regular
files only, refused at once otherwise (a FIFO never hangs us), sizes and
nesting and numbers capped with our own words, whole numbers strictly
whole, and no control character from a file ever reaching the terminal."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.content.conftest import STARTER_PATH
from wolfenstein_tui.content.files.safe_file import FileRefused, read_bytes
from wolfenstein_tui.content.files.text import clean_text, excerpt, holds_control
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission, validate_mission_file

REPO = Path(__file__).resolve().parents[2]
STARTER = STARTER_PATH.read_text(encoding="utf-8")
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def run_cli(*words: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The command line in a child process: a hang fails the test after
    `timeout` seconds instead of stopping the suite."""
    return subprocess.run(
        [sys.executable, "-m", "wolfenstein_tui", *words],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=REPO,
        check=False,
        env={**os.environ, "NO_COLOR": "1"},
    )


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    return path


# --- class 6: hangs ---------------------------------------------------------------------


def test_a_fifo_is_refused_at_once_not_waited_on(fifo: Path) -> None:
    with pytest.raises(FileRefused, match=r"named pipe \(FIFO\), not a file"):
        read_bytes(fifo, 1000)


def test_validate_refuses_a_fifo_and_dev_zero_at_once(fifo: Path) -> None:
    result = run_cli("validate", str(fifo), "/dev/zero")
    assert result.returncode == 1
    said = result.stdout + result.stderr
    assert f"{fifo}:1:1: this is a named pipe (FIFO), not a file" in said
    assert "/dev/zero:1:1: this is a device, not a file" in said
    assert "Traceback" not in said


def test_missions_folder_with_a_fifo_in_it_does_not_hang(fifo: Path) -> None:
    (fifo.parent / "m01.yaml").write_text(STARTER, encoding="utf-8")
    result = run_cli("missions", "--folder", str(fifo.parent))
    assert "Radio Silence" in result.stdout
    assert "pipe.yaml: has problems" in result.stderr and "Traceback" not in result.stderr


def test_a_log_whose_mission_file_is_a_fifo_does_not_hang(fifo: Path) -> None:
    header = {
        "format": "wolfenstein-game-log",
        "version": 1,
        "mission": "m01-radio-silence",
        "mission_file": str(fifo),
        "seats": [["klaus", "anya", "max", "blazkowicz"]],
    }
    log = fifo.parent / "game.jsonl"
    log.write_text(json.dumps(header) + "\n", encoding="utf-8")
    for words in (["replay", "--verify"], ["replay", "--headless"]):
        result = run_cli(*words, str(log))
        assert result.returncode == 1 and "named pipe (FIFO)" in result.stderr, result.stderr
        assert result.stderr.startswith(f"{log}:1: ")


def test_a_campaign_entry_that_is_a_fifo_does_not_hang(fifo: Path, tmp_path: Path) -> None:
    from wolfenstein_tui.play.campaign import CampaignError, load_reference

    with pytest.raises(CampaignError, match="named pipe"):
        load_reference(str(fifo), builtin_decks(), "mission 1")


def test_a_game_log_that_is_a_fifo_or_a_device_is_refused(fifo: Path) -> None:
    for path in (fifo, Path("/dev/zero")):
        result = run_cli("replay", "--verify", str(path))
        assert result.returncode == 1 and "not a file" in result.stderr, result.stderr


# --- class 7: errors in the right place, our own words ----------------------------------


def test_a_bare_true_key_is_reported_at_its_own_line(tmp_path: Path) -> None:
    path = tmp_path / "m.yaml"
    text = STARTER + "true: 5\n"
    path.write_text(text, encoding="utf-8")
    (problem,) = validate_mission_file(path, builtin_decks())
    assert (problem.line, problem.column) == (text.count("\n"), 1)
    assert "the key True is read as true or false" in problem.message


def test_a_huge_integer_gets_our_message(tmp_path: Path) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(
        re.sub(r"(?m)^round_limit: .*$", "round_limit: " + "9" * 5000, STARTER), encoding="utf-8"
    )
    (problem,) = validate_mission_file(path, builtin_decks())
    assert problem.message == "a number with 5,000 digits; numbers here have at most 30"


def test_deep_nesting_is_refused_plainly(tmp_path: Path) -> None:
    path = tmp_path / "m.yaml"
    for depth in (40, 5000):
        path.write_text("a: " + "[" * depth + "]" * depth + "\n", encoding="utf-8")
        (problem,) = validate_mission_file(path, builtin_decks())
        assert "nested" in problem.message and problem.line == 1


def test_an_echoed_value_is_a_short_excerpt() -> None:
    shown = excerpt("x" * 50_000_000)
    assert len(shown) < 100 and "50,000,000 characters" in shown


# --- class 8: whole numbers are whole numbers ------------------------------------------


@pytest.mark.parametrize("value", ["true", "10.0", "'10'"])
def test_round_limit_must_be_a_whole_number(tmp_path: Path, value: str) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(
        re.sub(r"(?m)^round_limit: .*$", f"round_limit: {value}", STARTER), encoding="utf-8"
    )
    (problem,) = validate_mission_file(path, builtin_decks())
    assert "'round_limit' should be a whole number" in problem.message


# --- limits with reasons -----------------------------------------------------------------


def test_a_map_over_64_squares_across_is_refused_at_the_first_square_too_many(
    tmp_path: Path,
) -> None:
    drawing = ["+" + "-+" * 65, "|" + " ".join("a" * 65) + "|", "+" + "-+" * 65]
    block = "map: |\n" + "".join(f"  {line}\n" for line in drawing)
    text = re.sub(r"map: \|\n(?:  .*\n)+", lambda _: block, STARTER)
    path = tmp_path / "wide.yaml"
    path.write_text(text, encoding="utf-8")
    problems = validate_mission_file(path, builtin_decks())
    wide = [p for p in problems if "squares across" in p.message]
    assert wide and "at most 64" in wide[0].message
    map_line = text.splitlines().index("map: |") + 1
    assert wide[0].line in (map_line + 1, map_line + 2, map_line + 3)


def test_no_more_figures_of_a_type_than_the_box_holds(tmp_path: Path) -> None:
    decks = builtin_decks()
    dogs = next(card for card in decks.enemies if card.id == "panzerhund")
    assert dogs.figures == 3  # RULES.md §2: 3 Panzerhunds in the box
    loaded = load_mission(STARTER_PATH, decks)
    free = [
        square
        for square in loaded.layout.squares()
        if square[0] % 3 == 0 and square[1] % 3 == 0 and square[0] > 2
    ]
    from wolfenstein_tui.content.records.squares import square_name

    extra = "".join(
        f"  - {{id: soldier-{90 + n}, type: soldier, square: {square_name(square)}}}\n"
        for n, square in enumerate(free[:9])
    )
    text = STARTER.replace("\nenemies:\n", "\nenemies:\n" + extra, 1)
    path = tmp_path / "crowded.yaml"
    path.write_text(text, encoding="utf-8")
    messages = [p.message for p in validate_mission_file(path, decks)]
    assert any("more Soldier figures than the box holds: 8 at most" in m for m in messages), (
        messages
    )


# --- terminal safety ---------------------------------------------------------------------


def test_no_control_character_from_a_file_reaches_the_output(tmp_path: Path) -> None:
    """A title written with YAML escapes (ESC, BEL, CSI) is printed clean by
    `missions` and `replay`; the text keeps its letters."""
    text = re.sub(
        r"(?m)^title: .*$", r'title: "\\e]0;owned\\a\\e[31mRadio\\x9b2J \\u202eSilence"', STARTER
    )
    text = re.sub(r"(?m)^summary: .*$", r'summary: "Kill\\r\\e[2Kthe officer"', text)
    mission = tmp_path / "m01.yaml"
    mission.write_text(text, encoding="utf-8")
    listed = run_cli("missions", "--folder", str(tmp_path))
    assert listed.returncode == 0, listed.stderr
    assert "Radio" in listed.stdout and "Silence" in listed.stdout
    assert not CONTROL.search(listed.stdout.replace("\n", "")), repr(listed.stdout)
    assert "\u202e" not in listed.stdout
    loaded = load_mission(mission, builtin_decks())
    assert loaded.mission.title == "]0;owned[31mRadio2J Silence"


def test_clean_text_keeps_newlines_and_tabs_only_when_asked() -> None:
    assert clean_text("a\tb\nc\x1bd\x9be") == "a\tb\ncde"
    assert clean_text("a\tb\nc", keep_newlines=False) == "abc"


@given(st.text(st.sampled_from("ab \t\n\x1b\x07\x7f\x9b\xa0\u200e\u202e\u2028\u2066é✓")))
def test_a_text_holds_a_control_character_when_cleaning_changes_it(text: str) -> None:
    assert holds_control(text) is (clean_text(text) != text)


def test_a_spawn_brings_no_more_figures_than_the_box_holds(tmp_path: Path) -> None:
    text = STARTER.replace(
        "        - type: soldier\n          count: 2\n",
        "        - type: soldier\n          count: 9\n",
        1,
    )
    assert text != STARTER
    path = tmp_path / "spawn.yaml"
    path.write_text(text, encoding="utf-8")
    (problem,) = validate_mission_file(path, builtin_decks())
    assert problem.message == "9 Soldier figures at once; the box holds 8"
    assert problem.line == text.splitlines().index("          count: 9") + 1
