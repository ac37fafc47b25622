"""Shared helpers for the mission-file validation tests.

Broken missions are built from the valid starter mission
(missions/m01-radio-silence.yaml) by small text substitutions, or from the
tiny two-room mission below. Expected lines and columns are found by
searching the text that was written, so a test states *where* the mistake is
(`lab.where(text, "round_limit: ten")`) and asserts that exact place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from wolfenstein_tui.content.files.problems import Problem
from wolfenstein_tui.content.files.yamlsource import MAX_FILE_BYTES
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import validate_mission_file
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.translations import without_translations

REPO = Path(__file__).resolve().parents[2]
MISSIONS_DIR = REPO / "missions"
STARTER_PATH = MISSIONS_DIR / "m01-radio-silence.yaml"

# Two rooms joined by a door (R-MOVE-4); valid as it stands.
TINY_DRAWING = "+-+-+-+-+\n|a a|b b|\n+   +   +\n|a aDb b|\n+-+-+-+-+"
TINY_MAP_BLOCK = "map: |\n" + "".join(f"  {line}\n" for line in TINY_DRAWING.split("\n"))
TINY_MISSION = (
    """\
id: tiny
title: Tiny
summary: Two rooms and a door.
briefing: Walk from the west room into the east room.
round_limit: 5
alarm:
  threshold: 3
  effects:
    - effect: raise_danger
zones:
  a: {name: West Room, kind: room}
  b: {name: East Room, kind: room}
"""
    + TINY_MAP_BLOCK
    + """\
hero_spawns: {A: A1}
nazi_spawns: {A: D2}
objectives:
  - objective: reach
    zone: b
"""
)
# The same drawing as a one-line double-quoted scalar instead of a block.
QUOTED_MAP = 'map: "' + TINY_DRAWING.replace("\n", "\\n") + '"\n'


def where(text: str, needle: str, *, occurrence: int = 1, offset: int = 0) -> tuple[int, int]:
    """1-based (line, column) of the `occurrence`-th `needle` in `text`, moved
    `offset` characters to the right (the needle must not span lines there)."""
    index = -1
    for _ in range(occurrence):
        index = text.find(needle, index + 1)
        assert index >= 0, f"{needle!r} (occurrence {occurrence}) is not in the text"
    index += offset
    before = text[:index]
    line = before.count("\n") + 1
    column = index - (before.rfind("\n") + 1) + 1
    return line, column


def edit(text: str, old: str, new: str) -> str:
    """Replace the one occurrence of `old` (a test must know what it changes)."""
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times, expected once"
    return text.replace(old, new)


@dataclass
class MissionLab:
    """Writes mission files into a temporary folder and validates them."""

    folder: Path
    decks: Decks
    starter: str

    where = staticmethod(where)
    tiny = TINY_MISSION
    tiny_map_block = TINY_MAP_BLOCK
    quoted_map = QUOTED_MAP

    def edit(self, old: str, new: str, text: str | None = None) -> str:
        return edit(self.starter if text is None else text, old, new)

    def write(self, content: str | bytes, name: str = "mission.yaml") -> Path:
        path = self.folder / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8", newline="\n")
        return path

    def problems(self, content: str | bytes, name: str = "mission.yaml") -> list[Problem]:
        return validate_mission_file(self.write(content, name), self.decks)

    def check(self, path: Path) -> list[Problem]:
        return validate_mission_file(path, self.decks)

    def only_problem(self, content: str | bytes) -> Problem:
        """The single problem of a file expected to have exactly one."""
        found = self.problems(content)
        assert len(found) == 1, "\n".join(str(p) for p in found) or "no problem found"
        return found[0]


@pytest.fixture(scope="session")
def decks() -> Decks:
    return builtin_decks()


@pytest.fixture(scope="session")
def starter() -> str:
    """Mission 1 in English alone: its translations (in the zones' one-line
    mappings too) are left out, so a test edits the English lines it knows
    and a file built from it has no translation unless the test adds one."""
    return without_translations(STARTER_PATH.read_bytes()).decode("utf-8")


@pytest.fixture
def lab(tmp_path: Path, decks: Decks, starter: str) -> MissionLab:
    return MissionLab(tmp_path, decks, starter)


def _big(lab: MissionLab) -> Path:
    return lab.write(lab.starter.encode() + b"#" * (10 * MAX_FILE_BYTES))


# One broken file of every kind the tests below cover, for the tests that
# must hold for all of them (the CLI never shows a traceback, ...).
BAD_INPUTS: dict[str, Callable[[MissionLab], Path]] = {
    "yaml-syntax": lambda lab: lab.write(lab.edit("round_limit: 10", "round_limit: 10: 3")),
    "python-tag": lambda lab: lab.write(
        lab.edit("title: Radio Silence", "title: !!python/object/apply:os.getcwd []")
    ),
    "empty": lambda lab: lab.write(""),
    "binary": lambda lab: lab.write(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
    "not-utf8": lambda lab: lab.write(
        lab.starter.encode().replace(b"Radio Silence", b"Radio \xe9 Silence")
    ),
    "control-character": lambda lab: lab.write(lab.edit("Radio Silence", "Radio\x07Silence")),
    "list": lambda lab: lab.write("- id: a\n- id: b\n"),
    "too-big": _big,
    "missing": lambda lab: lab.folder / "no-such-mission.yaml",
    "folder": lambda lab: lab.folder,
    "duplicate-key": lambda lab: lab.write(
        lab.edit("round_limit: 10", "round_limit: 10\nround_limit: 9")
    ),
    "deep-nesting": lambda lab: lab.write("[" * 5000),
    "schema": lambda lab: lab.write(lab.edit("round_limit: 10", "round_limit: ten")),
    "map": lambda lab: lab.write(
        lab.edit("D+-+-+-+-+-+-+-+\n  |d d d d d|", "D+-+-+-+-+-+-+-+\n  |d d q d d|")
    ),
    "not-literal-map": lambda lab: lab.write(edit(TINY_MISSION, TINY_MAP_BLOCK, QUOTED_MAP)),
    "more-than-one-document": lambda lab: lab.write(lab.starter + "---\nid: again\n"),
    "unknown-effect": lambda lab: lab.write(lab.edit("effect: lower_danger", "effect: nap")),
    "tab-in-map": lambda lab: lab.write(
        lab.edit("+-+-+-+-+-+-+\n  |a a a", "+-+-+-+-+-+-+\n  |a a\ta")
    ),
    "even-map-lines": lambda lab: lab.write(
        lab.edit("  +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+\ndiff", "diff")
    ),
    "door-on-outline": lambda lab: lab.write(lab.edit("B+-+-+-+\n  |x x x", "B+-+-+-+\n  Dx x x")),
    "hero-spawns": lambda lab: lab.write(
        lab.edit("{A: A12, B: A13, C: B12, D: B13}", "{A: A12, B: A13}")
    ),
    "large-enemy": lambda lab: lab.write(
        lab.edit("panzerhund, square: D1", "panzerhund, square: J4")
    ),
    "unreachable-zone": lambda lab: lab.write(lab.edit("+-+-+D+-+\n  |z", "+-+-+-+-+\n  |z")),
    "reference": lambda lab: lab.write(lab.edit("events: [K2, D8]", "events: [K2, Z8]")),
    "several": lambda lab: lab.write(
        lab.edit("[klaus, blazkowicz", "[klaus, nobody", lab.edit("type: drone,", "type: dron,"))
    ),
}


@pytest.fixture(params=sorted(BAD_INPUTS))
def bad_file(request: pytest.FixtureRequest, lab: MissionLab) -> Path:
    """Each kind of broken mission file in turn."""
    return BAD_INPUTS[request.param](lab)
