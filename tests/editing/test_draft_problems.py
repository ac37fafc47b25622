"""A draft's problems are `wolfenstein validate`'s, word for word and place
for place, each put at the square it is about or at its field."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.edits import (
    DefineZone,
    Edit,
    EditRefused,
    PlaceFigure,
    PlaceToken,
    RemoveFigure,
    RemoveToken,
    SetEdge,
    SetField,
    SetZone,
)
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import validate_mission_file

REPO = Path(__file__).resolve().parents[2]
MISSION_ONE = REPO / "missions" / "m01-radio-silence.yaml"

SOLDIERS = [
    {"id": f"extra-{number}", "type": "soldier", "square": square}
    for number, square in enumerate(["A5", "B5", "C5", "D5", "E5", "F5"], start=1)
]

CASES: list[tuple[str, list[Edit], str, str | None, tuple[str | int, ...] | None]] = [
    # (what, edits on mission 1, words of the message, its square, its field)
    ("undeclared zone key", [SetZone("A1", "q")], "is not declared", "A1", ("map",)),
    ("door beside no square", [SetEdge("F1", "e", "door")], "a door must sit", "F1", ("map",)),
    ("token off the map", [PlaceToken("event", "G1")], "not a square", "G1", ("events", 2)),
    ("token beyond the map", [SetField(("events", 2), "Z30")], "not a square", None, ("events", 2)),
    ("token on a spawn", [PlaceToken("chest", "A12")], "already hero spawn", "A12", ("chests", 2)),
    ("zone cut off", [SetEdge("C4", "s", "wall")], "cannot be reached", "A1", ("zones", "a")),
    ("zone in pieces", [SetZone("A1", "b")], "separate pieces", "A1", ("zones", "b")),
    ("missing field", [SetField(("briefing",), None)], "briefing", None, ("briefing",)),
    ("unknown figure", [RemoveFigure("officer-1")], "officer-1", None, ("objectives", 0)),
    ("three spawns", [RemoveToken("hero_spawn", "A12")], "not 3", None, ("hero_spawns",)),
    (
        "more figures than the box",
        [SetField(("enemies", 8 + index), entry) for index, entry in enumerate(SOLDIERS)],
        "than the box holds",
        "F5",
        ("enemies", 13, "type"),
    ),
    ("round limit", [SetField(("round_limit",), 0)], "round limit", None, ("round_limit",)),
]


@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
def test_each_problem_is_at_its_square_or_field(
    case: tuple[str, list[Edit], str, str | None, tuple[str | int, ...] | None], tmp_path: Path
) -> None:
    _what, edits, words, square, field = case
    decks = builtin_decks()
    draft = MissionDraft.open(MISSION_ONE, decks)
    for edit in edits:
        draft.apply(edit)
    problems = draft.problems()
    matching = [problem for problem in problems if words in problem.message]
    assert matching, [str(problem) for problem in problems]
    found = matching[0]
    assert found.severity == "error"
    assert found.square == square
    assert found.field is not None and found.field[: len(field or ())] == field
    for problem in problems:
        assert problem.square is not None or problem.field, problem
    # the same problems at the same lines and columns as `wolfenstein validate`,
    # its sentence kept beside the editor's words
    saved = tmp_path / "broken.yaml"
    saved.write_text(draft.text(), encoding="utf-8")
    said = validate_mission_file(saved, decks)
    assert sorted((p.line, p.column, p.message) for p in said) == sorted(
        (p.line, p.column, p.said) for p in problems
    )
    assert draft.mission() is None


def test_the_box_limit_refuses_one_figure_too_many() -> None:
    """RULES.md §2: the box holds 3 Panzerhunds (the enemy card's `figures`)."""
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    before = draft.text()
    draft.apply(PlaceFigure("panzerhund", "A12"))
    draft.apply(PlaceFigure("panzerhund", "A3"))
    with pytest.raises(EditRefused) as refused:
        draft.apply(PlaceFigure("panzerhund", "C3"))
    assert "holds 3" in refused.value.message and refused.value.square == "C3"
    assert draft.square("A3").figure is not None and draft.square("C3").figure is None
    draft.undo()
    draft.undo()
    assert draft.text() == before


def test_a_figure_gets_the_next_free_id() -> None:
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    draft.apply(PlaceFigure("soldier", "B2"))
    figure = draft.square("B2").figure
    assert figure is not None and figure.figure_id == "soldier-4"
    assert draft.square("D1").figure.enemy_type == "panzerhund"  # type: ignore[union-attr]


def test_a_small_valid_mission_has_only_warnings_and_plays() -> None:
    draft = MissionDraft.new(4, 2, "m40-two-rooms", "Two Rooms", builtin_decks())
    for edit in [
        DefineZone("a", "Hall", "room"),
        DefineZone("b", "Vault", "room"),
        *[SetZone(name, "a") for name in ("A1", "B1", "A2", "B2")],
        *[SetZone(name, "b") for name in ("C1", "D1", "C2", "D2")],
        SetEdge("B1", "e", "door"),
        PlaceToken("hero_spawn", "A1"),
        PlaceToken("nazi_spawn", "D2"),
        PlaceToken("event", "C1"),
        SetField(("summary",), "Search the vault."),
        SetField(("briefing",), "The vault holds the plans."),
        SetField(("objectives",), [{"objective": "complete_events", "count": 1}]),
    ]:
        draft.apply(edit)
    problems = draft.problems()
    assert all(problem.severity == "warning" for problem in problems), problems
    assert problems and "in English" in problems[0].message
    assert draft.mission() is not None


def test_opening_a_file_that_is_not_a_mission_says_where(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: x\nid: y\n", encoding="utf-8")
    with pytest.raises(ContentError) as error:
        MissionDraft.open(broken, builtin_decks())
    assert [(p.line, p.column) for p in error.value.problems if "twice" in p.message] == [(2, 1)]
    listed = tmp_path / "list.yaml"
    listed.write_text("- a\n- b\n", encoding="utf-8")
    with pytest.raises(ContentError, match="mapping of fields"):
        MissionDraft.open(listed, builtin_decks())


def test_an_unknown_enemy_type_is_refused_in_validate_s_words() -> None:
    draft = MissionDraft.open(MISSION_ONE, builtin_decks())
    with pytest.raises(EditRefused, match="did you mean 'soldier'") as refused:
        draft.apply(PlaceFigure("soldiers", "B2"))
    assert refused.value.square == "B2" and draft.square("B2").figure is None


BOX = {
    "soldier": 8,
    "space-marine": 8,
    "supersoldier": 4,
    "panzerhund": 3,
    "officer": 6,
    "drone": 8,
    "ubersoldat": 4,
    "fire-trooper": 2,
    "rocket-trooper": 2,
    "bevl": 1,
    "von-grim": 1,
    "mecha-hitler": 1,
    "hitler": 1,
    "hans-grosse": 1,
}
"""RULES.md §2, figures in the box; the bosses are one figure each (the
digest names them without a count: one person, one figure)."""


@pytest.mark.parametrize("enemy_type", sorted(BOX))
def test_the_box_limits_of_rules_section_2(enemy_type: str) -> None:
    draft = MissionDraft.new(9, 2, "m60-box", "Box", builtin_decks())
    draft.apply(SetField(("zones",), {"a": {"name": "Hall", "kind": "room"}}))
    row = "|" + " ".join("a" * 9) + "|"
    frame = "+" + "-+" * 9
    draft.apply(SetField(("map",), "\n".join([frame, row, "+" + " +" * 9, row, frame]) + "\n"))
    squares = [f"{column}{line}" for line in (1, 2) for column in "ABCDEFGHI"]
    for square in squares[: BOX[enemy_type]]:
        draft.apply(PlaceFigure(enemy_type, square))
    with pytest.raises(EditRefused, match=f"holds {BOX[enemy_type]}"):
        draft.apply(PlaceFigure(enemy_type, squares[BOX[enemy_type]]))
