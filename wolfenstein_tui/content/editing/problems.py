"""A draft's problems: the very checks of `wolfenstein validate`
(content/loading/validation.py), run on the text the draft would save, said
in the editor's words (designer_words.py), each put at the square it is about (a mark of the drawing, a token, a
figure, a zone's squares) or else at its field, for the editor to show
where the designer is drawing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from wolfenstein_tui.content.editing.designer_words import designer_message
from wolfenstein_tui.content.editing.drawing import MapDrawing
from wolfenstein_tui.content.files.problems import Problem
from wolfenstein_tui.content.files.yamlsource import LocatedYaml
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.content.records.translations import translation_warnings
from wolfenstein_tui.content.records.walk import FieldPath

Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class DraftProblem:
    """One problem of a draft in the player's words, where it is."""

    message: str
    """In the editor's words (designer_words.py)."""
    severity: Severity
    square: str | None
    field: FieldPath | None
    line: int | None
    column: int | None
    said: str = ""
    """The sentence of `wolfenstein validate` for the same problem, which
    names the file's own fields."""

    def __str__(self) -> str:
        where = self.square or ".".join(str(part) for part in self.field or ())
        return f"{where}: {self.message}" if where else self.message


def check_draft(
    text: str,
    source: str,
    decks: Decks,
    drawing: MapDrawing,
    value_at: Callable[[FieldPath], object],
) -> tuple[list[DraftProblem], LoadedMission | None]:
    """The problems of the text (errors, then the warnings `validate` gives a
    valid file: texts that would show in English) and the mission when it
    has no error."""
    from wolfenstein_tui.content.loading.validation import check_mission_text

    check = check_mission_text(text, source, decks)
    found = []
    for problem in check.problems:
        field = check.fields.get(problem)
        place = check.drawing_places.get(problem)
        if place is not None:
            square = _square_of_drawing_place(drawing, *place)
        elif field is not None:
            square = _square_of_field(field, drawing, value_at)
        else:
            square = None
        found.append(_draft_problem(problem, "error", square, field))
    if check.loaded is not None and check.located is not None:
        found += _warnings(check.located, source, check.loaded, drawing, value_at)
    return found, check.loaded


def _draft_problem(
    problem: Problem, severity: Severity, square: str | None, field: FieldPath | None
) -> DraftProblem:
    return DraftProblem(
        designer_message(problem.message),
        severity,
        square,
        field,
        problem.line,
        problem.column,
        problem.message,
    )


def _warnings(
    located: LocatedYaml,
    source: str,
    loaded: LoadedMission,
    drawing: MapDrawing,
    value_at: Callable[[FieldPath], object],
) -> list[DraftProblem]:
    asked: dict[tuple[int, int], FieldPath] = {}

    def place(field_path: FieldPath) -> tuple[int, int]:
        found = located.place(field_path)
        asked.setdefault((found.line, found.column), field_path)
        return found.line, found.column

    warnings = translation_warnings([((), loaded.mission)], place, source)
    result = []
    for warning in warnings:
        field = asked.get((warning.line, warning.column))
        square = _square_of_field(field, drawing, value_at) if field else None
        result.append(_draft_problem(warning, "warning", square, field))
    return result


def _square_of_drawing_place(drawing: MapDrawing, line: int, char: int) -> str | None:
    """The square a character of the drawing belongs to: its own for a
    square mark, the first one on the map beside an edge, the one below and
    right of a corner (kept within the drawing)."""
    if drawing.width == 0 or drawing.height == 0:
        return None
    column, row = (char - 1) // 2, (line - 1) // 2
    candidates: list[Square] = [(column, row)]
    if line % 2 == 1 and char % 2 == 0:  # a vertical edge
        candidates = [(char // 2 - 1, row), (char // 2, row)]
    elif line % 2 == 0 and char % 2 == 1:  # a horizontal edge
        candidates = [(column, line // 2 - 1), (column, line // 2)]
    elif line % 2 == 0:  # a corner
        candidates = [(char // 2, line // 2)]
    for square in candidates:
        if drawing.zone(square) is not None:
            return square_name(square)
    inside = [
        (min(max(c, 0), drawing.width - 1), min(max(r, 0), drawing.height - 1))
        for c, r in candidates
    ]
    return square_name(inside[0])


def _square_of_field(
    field: FieldPath, drawing: MapDrawing, value_at: Callable[[FieldPath], object]
) -> str | None:
    """The square a field is about: a square it names (a token, a figure's
    square, the first end of a passage), or a zone's first square."""
    if len(field) >= 2 and field[0] == "zones":
        key = str(field[1])
        for row in range(drawing.height):
            for column in range(drawing.width):
                if drawing.zone((column, row)) == key:
                    return square_name((column, row))
        return None
    if field and field[0] not in _SQUARE_FIELDS:
        return None
    for end in range(len(field), 1, -1):
        named = _named_square(value_at(field[:end]), drawing)
        if named is not None:
            return named
    return None


_SQUARE_FIELDS = frozenset(
    {
        "difficult_terrain",
        "hero_spawns",
        "nazi_spawns",
        "events",
        "chests",
        "objective_tokens",
        "passages",
        "enemies",
    }
)
"""The fields whose values stand on squares of the map."""


def _named_square(value: object, drawing: MapDrawing) -> str | None:
    if isinstance(value, dict):
        value = value.get("square")
    elif isinstance(value, list):
        value = next((item for item in value if isinstance(item, str)), None)
    if not isinstance(value, str):
        return None
    try:
        square = parse_square(value)
    except ValueError:
        return None
    return square_name(square) if drawing.inside(square) else None
