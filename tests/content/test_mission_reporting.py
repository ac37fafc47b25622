"""Validation reports every problem at once, sorted by place, and the
built-in content validates cleanly."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.content.files.problems import ContentError, Problem
from wolfenstein_tui.content.loading.library import (
    DATA_DIR,
    deck_kind,
    parse_deck_file,
    read_yaml_file,
)
from wolfenstein_tui.content.loading.validation import load_mission, validate_mission_file

REPO = Path(__file__).resolve().parents[2]
BUILTIN_FILES = sorted((REPO / "missions").glob("*.yaml")) + sorted(DATA_DIR.glob("*.yaml"))


def _several_schema_and_map_problems(lab) -> tuple[str, list[tuple[int, int, str]]]:
    """Mistakes of the schema, the drawing and duplicate keys, written in an
    order that is not the order of the file."""
    text = lab.starter
    text = lab.edit("[klaus, blazkowicz", "[klaus, B.J.", text)  # line 88
    text = lab.edit(
        "D+-+-+-+-+-+-+-+\n  |d d d d d|", "D+-+-+-+-+-+-+-+\n  |d d q d d|", text
    )  # map
    text = lab.edit("round_limit: 10", "round_limit: 100", text)  # line 11
    text = lab.edit("  threshold: 5\n", "  threshold: 5\n  onc: true\n", text)  # line 14
    text = lab.edit("title: Radio Silence", "title: Radio Silence\ntitle: Again", text)
    expected = [
        (*lab.where(text, "title: Again"), "key 'title' appears twice"),
        (*lab.where(text, "round_limit:"), "'round_limit' is 100; it must be at most 99"),
        (*lab.where(text, "onc: true"), "unknown field 'onc'; did you mean 'once'?"),
        (*lab.where(text, "q d d"), "zone key 'q' is not declared"),
        (*lab.where(text, "B.J."), "'B.J.' is not a valid id"),
    ]
    return text, expected


def test_every_schema_and_map_problem_is_reported_sorted(lab):
    text, expected = _several_schema_and_map_problems(lab)
    problems = lab.problems(text)
    assert [(p.line, p.column) for p in problems] == [(line, col) for line, col, _ in expected]
    for problem, (_, _, message) in zip(problems, expected, strict=True):
        assert message in problem.message


def test_every_cross_reference_problem_is_reported_sorted(lab):
    text = lab.starter
    text = lab.edit("[klaus, blazkowicz", "[klaus, nobody", text)
    text = lab.edit("figures: [officer-1]", "figures: [officer-9]", text)
    text = lab.edit("type: drone,", "type: dron,", text)
    text = lab.edit("{id: soldier-2,", "{id: soldier-1,", text)
    text = lab.edit("events: [K2, D8]", "events: [K2, Z8]", text)
    text = lab.edit("    zone: f\n", "    zone: q\n", text)
    expected = [
        (lab.where(text, "Z8"), "an event token is on Z8"),
        (lab.where(text, "soldier-1,", occurrence=2), "enemy id 'soldier-1' is used twice"),
        (lab.where(text, "dron,"), "enemy type 'dron' is not in the enemy deck"),
        (lab.where(text, "officer-9"), "no enemy with id 'officer-9'"),
        (lab.where(text, "q\n"), "zone 'q' is not declared"),
        (lab.where(text, "nobody"), "there is no hero 'nobody'"),
    ]
    problems = lab.problems(text)
    assert [(p.line, p.column) for p in problems] == [place for place, _ in expected]
    for problem, (_, message) in zip(problems, expected, strict=True):
        assert message in problem.message


def test_problems_on_one_line_are_sorted_by_column(lab):
    text = lab.edit("events: [K2, D8]", "events: [Z9, Z8]")
    problems = lab.problems(text)
    assert [(p.line, p.column) for p in problems] == [lab.where(text, "Z9"), lab.where(text, "Z8")]


def test_problems_are_sorted_and_unique(lab):
    text, _ = _several_schema_and_map_problems(lab)
    problems = lab.problems(text)
    assert problems == sorted(problems)
    assert len(set(problems)) == len(problems)
    assert all(isinstance(p, Problem) for p in problems)


def test_load_mission_raises_with_the_same_problems(lab):
    text, _ = _several_schema_and_map_problems(lab)
    path = lab.write(text)
    with pytest.raises(ContentError) as raised:
        load_mission(path, lab.decks)
    assert raised.value.problems == lab.check(path)
    assert str(raised.value) == "\n".join(str(p) for p in lab.check(path))


def test_valid_mission_loads(lab):
    path = lab.write(lab.starter)
    loaded = load_mission(path, lab.decks)
    assert loaded.mission.id == "m01-radio-silence"
    assert (loaded.layout.width, loaded.layout.height) == (20, 13)
    assert len(loaded.content_hash) == 64


@pytest.mark.parametrize("path", BUILTIN_FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_builtin_files_validate_cleanly(path, decks):
    """Every file in missions/ and wolfenstein_tui/data/ is valid."""
    if deck_kind(read_yaml_file(path).data) is not None:
        assert path.parent == DATA_DIR
        assert parse_deck_file(path)[2] == []
    else:
        assert validate_mission_file(path, decks) == []
        load_mission(path, decks)


def test_builtin_files_were_found():
    names = {path.name for path in BUILTIN_FILES}
    assert "m01-radio-silence.yaml" in names
    assert {"enemies.yaml", "heroes.yaml", "events.yaml"} <= names


def test_every_bad_input_gives_located_problems(bad_file, lab):
    """validate_mission_file never raises: each broken file gives problems,
    each located in the file."""
    problems = lab.check(bad_file)
    assert problems
    assert problems == sorted(problems)
    for problem in problems:
        assert problem.path == str(bad_file)
        assert problem.line >= 1
        assert problem.column >= 1
