"""Editing an existing mission changes only what the edit is about: the rest
of the file, comments, key order and formatting, stays byte for byte; undo
takes every edit back to the very text; saving is whole or not at all and
never writes through a link."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wolfenstein_tui.content.editing.draft import MissionDraft, SaveRefused
from wolfenstein_tui.content.editing.edits import (
    EDGE_MARKS,
    SIDES,
    DefineZone,
    Edit,
    EditRefused,
    MoveFigure,
    PlaceFigure,
    PlaceToken,
    RemoveFigure,
    RemoveToken,
    RemoveZone,
    Resize,
    SetEdge,
    SetField,
    SetTerrain,
    SetZone,
)
from wolfenstein_tui.content.editing.round_trip import dump_document
from wolfenstein_tui.content.files.places import builtin_mission_files, training_mission_file
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.squares import parse_square, square_name

MISSIONS = [*builtin_mission_files(), training_mission_file()]


def _wall_between_two_squares(draft: MissionDraft) -> tuple[str, str]:
    for row in range(draft.height - 1):
        for column in range(draft.width - 1):
            name = square_name((column, row))
            square = draft.square(name)
            for side, other in (("e", (column + 1, row)), ("s", (column, row + 1))):
                beyond = draft.square(square_name(other))
                if square.on_map and beyond.on_map and square.edges[side] == "wall":
                    return name, side
    raise AssertionError("no inner wall")


@pytest.mark.parametrize("path", MISSIONS, ids=lambda path: path.stem)
def test_one_door_changes_one_line_of_the_file(path: Path) -> None:
    original = path.read_text(encoding="utf-8")
    draft = MissionDraft.open(path, builtin_decks())
    assert draft.text() == original and not draft.dirty
    square, side = _wall_between_two_squares(draft)
    draft.apply(SetEdge(square, side, "door"))
    assert draft.text() == dump_document(draft._document)
    before, after = original.split("\n"), draft.text().split("\n")
    assert len(before) == len(after)
    changed = [index for index, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    assert len(changed) == 1
    line = changed[0]
    assert [i for i, (a, b) in enumerate(zip(before[line], after[line], strict=True)) if a != b]
    assert len(before[line]) == len(after[line])
    assert draft.square(square).edges[side] == "door" and draft.dirty
    assert draft.undo() and draft.text() == original


SMALL = [square_name((column, row)) for row in range(4) for column in range(5)]


def edits() -> st.SearchStrategy[Edit]:
    squares = st.sampled_from([*SMALL, "F9"])  # one square off the map: refused
    zones = st.sampled_from(["a", "b", "c"])
    return st.one_of(
        st.builds(SetZone, squares, st.one_of(st.none(), zones)),
        st.builds(SetEdge, squares, st.sampled_from(SIDES), st.sampled_from(EDGE_MARKS)),
        st.builds(DefineZone, zones, st.sampled_from(["Hall", "Vault"]), st.just("room")),
        st.builds(RemoveZone, zones),
        st.builds(SetTerrain, squares, st.booleans()),
        st.builds(
            PlaceToken,
            st.sampled_from(["hero_spawn", "nazi_spawn", "event", "chest", "objective", "passage"]),
            squares,
        ),
        st.builds(RemoveToken, st.sampled_from(["event", "passage", "hero_spawn"]), squares),
        st.builds(PlaceFigure, st.sampled_from(["soldier", "hans-grosse", "panzerhund"]), squares),
        st.builds(RemoveFigure, st.sampled_from(["soldier-1", "panzerhund-1"])),
        st.builds(MoveFigure, st.sampled_from(["soldier-1", "soldier-2"]), squares),
        st.builds(
            SetField,
            st.sampled_from(
                [("round_limit",), ("briefing",), ("alarm", "threshold"), ("summary",)]
            ),
            st.one_of(st.none(), st.integers(1, 12), st.just("A quiet night: or is it?")),
        ),
        st.builds(Resize, st.integers(3, 6), st.integers(2, 5)),
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(edits(), max_size=12))
def test_undoing_every_edit_gives_back_the_first_text(sequence: list[Edit]) -> None:
    draft = MissionDraft.new(5, 4, "m20-test", "Test", builtin_decks())
    first = draft.text()
    texts = [first]
    for edit in sequence:
        try:
            draft.apply(edit)
        except EditRefused as refused:
            assert refused.message
            assert draft.text() == texts[-1]  # a refused edit changes nothing
            continue
        if draft.text() != texts[-1]:
            texts.append(draft.text())
        assert draft.text() == dump_document(draft._document)  # the quick text is the written one
    for text in reversed(texts[:-1]):
        assert draft.undo()
        assert draft.text() == text
    assert not draft.undo() and draft.text() == first
    for text in texts[1:]:
        assert draft.redo()
        assert draft.text() == text
    assert not draft.redo()


def test_undo_and_redo_on_a_built_in_mission() -> None:
    path = MISSIONS[0]
    original = path.read_text(encoding="utf-8")
    draft = MissionDraft.open(path, builtin_decks())
    draft.apply(SetField(("round_limit",), 12))
    draft.apply(PlaceToken("event", "B2"))
    draft.apply(SetZone("A1", None))
    changed = draft.text()
    assert "round_limit: 12\n" in changed and "events: [K2, D8, B2]" in changed
    while draft.undo():
        pass
    assert draft.text() == original
    while draft.redo():
        pass
    assert draft.text() == changed


def test_save_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "mine.yaml"
    target.write_text("old\n", encoding="utf-8")
    draft = MissionDraft.new(4, 3, "m30-mine", "Mine", builtin_decks())
    assert draft.dirty
    draft.save(target)
    assert target.read_text(encoding="utf-8") == draft.text()
    assert not draft.dirty and draft.path == target
    assert sorted(os.listdir(tmp_path)) == ["mine.yaml"]  # no temporary file left behind
    draft.apply(SetField(("round_limit",), 7))
    assert draft.dirty
    draft.save()
    assert "round_limit: 7" in target.read_text(encoding="utf-8")


def test_save_refuses_to_write_through_a_link(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    link = tmp_path / "mission.yaml"
    link.symlink_to(victim)
    draft = MissionDraft.new(4, 3, "m30-mine", "Mine", builtin_decks())
    with pytest.raises(SaveRefused, match="symbolic link"):
        draft.save(link)
    assert victim.read_text(encoding="utf-8") == "precious\n"
    assert link.is_symlink() and draft.dirty


def test_save_into_a_missing_folder_says_why(tmp_path: Path) -> None:
    draft = MissionDraft.new(4, 3, "m30-mine", "Mine", builtin_decks())
    with pytest.raises(SaveRefused, match="cannot save"):
        draft.save(tmp_path / "no-such-folder" / "mission.yaml")
    assert draft.dirty


def test_resizing_keeps_the_top_left_and_takes_off_what_falls_outside() -> None:
    draft = MissionDraft.open(MISSIONS[0], builtin_decks())
    original = draft.text()
    draft.apply(Resize(10, 13))
    assert (draft.width, draft.height) == (10, 13)
    drawing = draft.value("map")
    assert isinstance(drawing, str)
    lines = drawing.rstrip("\n").split("\n")
    assert len(lines) == 27 and {len(line) for line in lines} == {21}
    assert lines[1] == "|a a a a a a| |b b b|"  # B1's room cut at the new edge, walled
    assert draft.square("A12").tokens and draft.square("D1").figure is not None
    text = draft.text()
    assert "\nchests:" not in text  # both chests stood beyond the edge
    assert "space-marine-1" not in text and "soldier-2" in text  # so did this figure
    assert "events: [D8]" in text
    squares = [problem.square for problem in draft.problems() if problem.square]
    assert squares and all(parse_square(name)[0] < 10 for name in squares)
    draft.undo()
    assert draft.text() == original


def drawing_edits(width: int, height: int) -> st.SearchStrategy[Edit]:
    squares = st.builds(
        lambda column, row: square_name((column, row)),
        st.integers(0, width - 1),
        st.integers(0, height - 1),
    )
    return st.one_of(
        st.builds(SetZone, squares, st.sampled_from([None, "a", "x", "z"])),
        st.builds(SetEdge, squares, st.sampled_from(SIDES), st.sampled_from(EDGE_MARKS)),
    )


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(MISSIONS), st.data())
def test_drawing_on_a_built_in_mission_writes_what_the_whole_file_would(
    path: Path, data: st.DataObject
) -> None:
    """The drawing is put into the known text without writing the whole
    file again: the same text, byte for byte, and undo goes back to the file."""
    original = path.read_text(encoding="utf-8")
    draft = MissionDraft.open(path, builtin_decks())
    sequence = data.draw(st.lists(drawing_edits(draft.width, draft.height), max_size=6))
    for edit in sequence:
        draft.apply(edit)
        assert draft.text() == dump_document(draft._document)
    while draft.undo():
        pass
    assert draft.text() == original


def test_a_file_changed_by_another_program_is_replaced_only_when_saved_again(
    tmp_path: Path,
) -> None:
    target = tmp_path / "mine.yaml"
    draft = MissionDraft.new(4, 3, "m30-mine", "Mine", builtin_decks())
    draft.save(target)
    draft.apply(SetField(("round_limit",), 8))
    target.write_text(target.read_text(encoding="utf-8") + "# a friend's note\n", encoding="utf-8")
    with pytest.raises(SaveRefused, match="changed by another program"):
        draft.save()
    assert "# a friend's note" in target.read_text(encoding="utf-8")
    draft.save()  # told once: the second save replaces it
    assert target.read_text(encoding="utf-8") == draft.text() and not draft.dirty
    draft.apply(SetField(("round_limit",), 9))
    draft.save()  # unchanged since: saved at once
    assert "round_limit: 9" in target.read_text(encoding="utf-8")
