"""Property tests: whatever a file holds, validation returns located
problems and never raises."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wolfenstein_tui.content.files.problems import Problem
from wolfenstein_tui.content.loading.validation import validate_mission_file

REPO = Path(__file__).resolve().parents[2]
STARTER_TEXT = (REPO / "missions" / "m01-radio-silence.yaml").read_text(encoding="utf-8")

# Line breaks as PyYAML counts them (its marks give the lines of problems).
LINE_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")
YAMLISH = st.sampled_from(
    [*" \n\t:-[]{}|>#!&*,'\"?%@`~0123456789azAZ+.\\", "\x00", "\x07", "é", "\u2028", "\ufeff"]
)

SETTINGS = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def fuzz_file(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("fuzz") / "mission.yaml"


def _check(path: Path, decks, line_count: int) -> list[Problem]:
    problems = validate_mission_file(path, decks)
    assert isinstance(problems, list)
    assert problems == sorted(problems)
    for problem in problems:
        assert isinstance(problem, Problem)
        assert problem.path == str(path)
        assert 1 <= problem.line <= line_count + 1, problem
        assert problem.column >= 1, problem
        assert problem.message
    return problems


def _lines_of_text(text: str) -> int:
    return len(LINE_BREAK.split(text))


def _lines_of_bytes(raw: bytes) -> int:
    try:
        return _lines_of_text(raw.removeprefix(b"\xef\xbb\xbf").decode("utf-8"))
    except UnicodeDecodeError:
        return raw.count(b"\n") + 1


@SETTINGS
@given(text=st.text(max_size=400))
def test_random_text_never_raises(fuzz_file, decks, text):
    fuzz_file.write_text(text, encoding="utf-8", newline="")
    _check(fuzz_file, decks, _lines_of_text(text))


@SETTINGS
@given(text=st.text(YAMLISH, max_size=300))
def test_random_yaml_like_text_never_raises(fuzz_file, decks, text):
    fuzz_file.write_text(text, encoding="utf-8", newline="")
    _check(fuzz_file, decks, _lines_of_text(text))


@SETTINGS
@given(raw=st.binary(max_size=400))
def test_random_bytes_never_raise(fuzz_file, decks, raw):
    fuzz_file.write_bytes(raw)
    _check(fuzz_file, decks, _lines_of_bytes(raw))


@SETTINGS
@given(
    edits=st.lists(
        st.tuples(
            st.integers(0, len(STARTER_TEXT) - 1),
            st.integers(0, 12),
            st.text(YAMLISH, max_size=6),
        ),
        min_size=1,
        max_size=4,
    )
)
def test_mutated_starter_mission_never_raises(fuzz_file, decks, edits):
    """Small random edits of a valid mission reach the schema, the map and
    the cross-reference checks, not just the YAML reader."""
    text = STARTER_TEXT
    for start, length, replacement in edits:
        start = min(start, len(text))
        text = text[:start] + replacement + text[start + length :]
    fuzz_file.write_text(text, encoding="utf-8", newline="")
    _check(fuzz_file, decks, _lines_of_text(text))


@SETTINGS
@given(
    rows=st.lists(
        st.text(st.sampled_from(list(" +-|#DBabxz\t1")), max_size=15), min_size=0, max_size=9
    )
)
def test_random_map_drawings_never_raise(lab_folder_tiny, decks, rows):
    """Any drawing under `map: |` gives problems or a valid map, never an error."""
    path, text = lab_folder_tiny
    block = "map: |\n" + "".join(f"  {row}\n" for row in rows) if any(rows) else "map: |\n  x\n"
    mission = re.sub(r"map: \|\n(?:  .*\n)+", lambda _: block, text)
    path.write_text(mission, encoding="utf-8", newline="")
    _check(path, decks, _lines_of_text(mission))


@pytest.fixture(scope="module")
def lab_folder_tiny(tmp_path_factory) -> tuple[Path, str]:
    text = (
        "id: tiny\ntitle: Tiny\nsummary: s\nbriefing: b\nround_limit: 5\n"
        "alarm: {threshold: 3, effects: [{effect: raise_danger}]}\n"
        "zones: {a: {name: A, kind: room}, b: {name: B, kind: room}}\n"
        "map: |\n  +-+-+\n  |a b|\n  +-+-+\n"
        "hero_spawns: {A: A1}\nnazi_spawns: {A: B1}\n"
        "objectives: [{objective: reach, zone: b}]\n"
    )
    return tmp_path_factory.mktemp("fuzz-map") / "tiny.yaml", text
