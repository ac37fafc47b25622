"""Checking a mission file as a whole and loading it for play.

The schema (mission.py) checks each value alone; this module checks what
values say about each other: squares on the map, tokens that do not overlap,
ids defined once and used correctly, every zone reachable, enemy types known
to the decks (enemy_checks.py). Every problem is reported, located at the
line and column where the offending value is written.
"""

from __future__ import annotations

import hashlib
from collections import deque
from pathlib import Path

import yaml
from pydantic import ValidationError

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.problems import ContentError, Problem
from wolfenstein_tui.content.files.yamlsource import (
    LocatedYaml,
    YamlProblem,
    load_yaml_text_quickly,
)
from wolfenstein_tui.content.loading.enemy_checks import check_enemies
from wolfenstein_tui.content.loading.library import (
    duplicate_key_problems,
    read_yaml_file,
)
from wolfenstein_tui.content.loading.mission_checks import (
    Report,
    check_effects,
    check_losses_and_rules,
    check_objectives,
)
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.mapdraw import (
    EdgeKind,
    MapLayout,
    MapProblem,
    edge_between,
    parse_map,
)
from wolfenstein_tui.content.records.messages import describe_type, problems_from_validation
from wolfenstein_tui.content.records.mission import (
    Mission,
)
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.content.records.translations import translation_warnings
from wolfenstein_tui.content.records.walk import FieldPath


def load_mission(path: Path, decks: Decks) -> LoadedMission:
    """Load a mission for play; raise ContentError listing every problem."""
    problems, loaded = _check(path, decks)
    if problems or loaded is None:
        raise ContentError(problems)
    return loaded


def validate_mission_file(path: Path, decks: Decks) -> list[Problem]:
    return _check(path, decks)[0]


def mission_translation_warnings(path: Path, loaded: LoadedMission) -> list[Problem]:
    """The texts of a valid mission file that show in English in some language."""
    located = read_yaml_file(path)

    def place(field_path: FieldPath) -> tuple[int, int]:
        found = located.place(field_path)
        return found.line, found.column

    return translation_warnings([((), loaded.mission)], place, str(path))


class MissionCheck:
    """What checking a mission's text finds: every problem (sorted, as
    `validate` prints them), the mission when there is none, and where each
    problem is: its field path, and for a problem of the drawing its line
    and character in the drawing (0-based)."""

    def __init__(self, problems: list[Problem], loaded: LoadedMission | None) -> None:
        self.problems = problems
        self.loaded = loaded
        self.fields: dict[Problem, FieldPath] = {}
        self.drawing_places: dict[Problem, tuple[int, int]] = {}
        self.located: LocatedYaml | None = None


def check_mission_text(text: str, source: str, decks: Decks) -> MissionCheck:
    """Check a mission held as text (a mission being edited) exactly as
    `wolfenstein validate` checks a file; `source` names it in the problems."""
    from wolfenstein_tui.content.records.translations import without_translations

    try:
        located = load_yaml_text_quickly(text)
    except YamlProblem as problem:
        place = problem.place
        return MissionCheck([Problem(source, place.line, place.column, problem.message)], None)
    located.content_hash = hashlib.sha256(without_translations(text.encode("utf-8"))).hexdigest()
    return _check_located(located, source, decks)


def _check(path: Path, decks: Decks) -> tuple[list[Problem], LoadedMission | None]:
    file = str(path)
    try:
        located = read_yaml_file(path)
    except ContentError as error:
        return error.problems, None
    check = _check_located(located, file, decks)
    return check.problems, check.loaded


def _check_located(located: LocatedYaml, file: str, decks: Decks) -> MissionCheck:
    data = located.data
    if not isinstance(data, dict):
        return MissionCheck(
            [
                Problem(
                    file,
                    1,
                    1,
                    _(
                        "a mission file holds a mapping of fields (title:, map:, ...), not {kind}"
                    ).format(kind=describe_type(data)),
                )
            ],
            None,
        )
    report = Report(file, located)
    for problem, (path, _place) in zip(
        duplicate_key_problems(located, file), located.duplicates, strict=True
    ):
        report.add(problem, path)
    drawing_places: dict[Problem, tuple[int, int]] = {}
    layout = _check_map(report, data, drawing_places)
    check = MissionCheck([], None)
    check.located = located
    check.fields = report.fields
    check.drawing_places = drawing_places
    try:
        mission = Mission.model_validate(data)
    except ValidationError as error:
        report.problems += problems_from_validation(
            error, located, file, [Mission], fields=report.fields
        )
        check.problems = sorted(report.problems)
        return check
    if layout is None:
        check.problems = sorted(report.problems)
        return check
    _check_references(report, mission, layout, decks)
    if report.problems:
        check.problems = sorted(report.problems)
        return check
    check.loaded = LoadedMission(mission, layout, file, located.content_hash)
    return check


def _check_map(
    report: Report, data: dict[object, object], drawing_places: dict[Problem, tuple[int, int]]
) -> MapLayout | None:
    text = data.get("map")
    zones = data.get("zones")
    if not isinstance(text, str):
        return None  # the schema check reports it
    node = report.located.nodes.get(("map",))
    if isinstance(node, yaml.ScalarNode) and node.style != "|":
        report.at(
            ("map",),
            _(
                "draw the map as a literal block: write 'map: |' and the drawing on the "
                "lines below it, indented"
            ),
        )
        return None  # any other complaint would come from the lost line breaks
    declared = {str(key) for key in zones} if isinstance(zones, dict) else set()
    layout, map_problems = parse_map(text, declared)
    locate = _map_locator(report.located)
    for problem in map_problems:
        if problem.zone is not None:
            report.at_key(("zones", _zone_path_key(zones, problem.zone)), problem.message)
        else:
            line, column = locate(problem)
            found = Problem(report.file, line, column, problem.message)
            report.add(found, ("map",))
            drawing_places.setdefault(found, (problem.line, problem.column))
    if layout is not None:
        _check_zones_in_one_piece(report, layout, zones)
    return layout


def _zone_path_key(zones: object, key: str) -> str | int:
    """Zone keys written as bare digits load as numbers; find the key as written."""
    if isinstance(zones, dict) and key not in zones and key.isdigit() and int(key) in zones:
        return int(key)
    return key


def _check_zones_in_one_piece(report: Report, layout: MapLayout, zones: object) -> None:
    """A zone is one room or corridor tile: its squares must touch each other."""
    by_zone: dict[str, list[Square]] = {}
    for square in layout.squares():
        key = layout.zone_of(square)
        assert key is not None
        by_zone.setdefault(key, []).append(square)
    for key, squares in sorted(by_zone.items()):
        seen = {squares[0]}
        queue = deque([squares[0]])
        members = set(squares)
        while queue:
            column, row = queue.popleft()
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nxt = (column + dc, row + dr)
                if nxt in members and nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        if len(seen) != len(members):
            apart = min(members - seen, key=lambda sq: (sq[1], sq[0]))
            report.at_key(
                ("zones", _zone_path_key(zones, key)),
                _(
                    "zone '{key}' is drawn in separate pieces (e.g. {square} does not touch the rest); one zone is one room or corridor, so give each piece its own key"
                ).format(key=key, square=square_name(apart)),
            )


def _map_locator(located: LocatedYaml):
    """Turn a line/column of the drawing into a line/column of the file."""
    node = located.nodes.get(("map",))
    if not isinstance(node, yaml.ScalarNode) or node.style != "|":
        place = located.value_place(("map",))
        return lambda problem: (place.line, place.column)
    first_line = node.start_mark.line + 1  # 0-based file line of the drawing's line 0
    buffer = node.start_mark.buffer or located.text
    file_lines = buffer.split("\n")
    indent = 0
    for raw in file_lines[first_line:]:
        if raw.strip():
            indent = len(raw) - len(raw.lstrip(" "))
            break

    def locate(problem: MapProblem) -> tuple[int, int]:
        return first_line + problem.line + 1, indent + problem.column + 1

    return locate


# --- cross-references -------------------------------------------------------


def _check_references(report: Report, mission: Mission, layout: MapLayout, decks: Decks) -> None:
    placement = _Placement(report, layout)
    _place_tokens(placement, mission)
    _check_terrain(placement, mission)
    if len(mission.hero_spawns) not in (1, 4):
        report.at_key(
            ("hero_spawns",),
            _(
                "a mission has one hero spawn (all heroes appear there) or four (one each), not {count}"
            ).format(count=len(mission.hero_spawns)),
        )

    check_enemies(report, mission, layout, decks, placement.occupied)
    _check_reachable(report, mission, layout)
    check_objectives(report, mission, layout, decks)
    check_losses_and_rules(report, mission)
    check_effects(report, mission, layout, decks)
    _check_suggested_heroes(report, mission, decks)


class _Placement:
    """The squares the mission's spawns and tokens take, each checked to be
    on the map and (for the blocking ones) not taken twice."""

    def __init__(self, report: Report, layout: MapLayout) -> None:
        self.report = report
        self.layout = layout
        self.occupied: dict[Square, str] = {}

    def place(self, path: FieldPath, name: str, what: str, blocking: bool = True) -> Square | None:
        square = parse_square(name)
        if not self.layout.on_map(square):
            self.report.at(
                path,
                _("{what} is on {name}, which is not a square of the map").format(
                    what=what, name=name
                ),
            )
            return None
        if blocking:
            if square in self.occupied:
                self.report.at(
                    path,
                    _("{what} is on {name}, where there is already {occupied}").format(
                        what=what, name=name, occupied=self.occupied[square]
                    ),
                )
                return None
            self.occupied[square] = what
        return square


def _place_tokens(placement: _Placement, mission: Mission) -> None:
    """The spawns, tokens and secret passages, in the file's order."""
    place = placement.place
    for letter, name in mission.hero_spawns.items():
        place(("hero_spawns", letter), name, _("hero spawn {letter}").format(letter=letter))
    for letter, name in mission.nazi_spawns.items():
        place(("nazi_spawns", letter), name, _("nazi spawn {letter}").format(letter=letter))
    for index, name in enumerate(mission.events):
        place(("events", index), name, "an event token")
    for index, name in enumerate(mission.chests):
        place(("chests", index), name, "a chest token")
    for letter, name in mission.objective_tokens.items():
        place(
            ("objective_tokens", letter), name, _("objective token {letter}").format(letter=letter)
        )
    for letter, pair in mission.passages.items():
        for index, name in enumerate(pair):
            place(
                ("passages", letter, index),
                name,
                _("secret passage {letter}").format(letter=letter),
            )
        if pair[0] == pair[1]:
            placement.report.at(
                ("passages", letter),
                _("both ends of secret passage {letter} are {pair}").format(
                    letter=letter, pair=pair[0]
                ),
            )


def _check_terrain(placement: _Placement, mission: Mission) -> None:
    """Difficult terrain lies on the map, on free squares, each once."""
    report = placement.report
    for index, name in enumerate(mission.difficult_terrain):
        path = ("difficult_terrain", index)
        square = placement.place(path, name, "difficult terrain", blocking=False)
        if square in placement.occupied:
            report.at(
                path,
                _("difficult terrain is on {name}, where there is {occupied}").format(
                    name=name, occupied=placement.occupied[square]
                ),
            )
    if len(set(mission.difficult_terrain)) != len(mission.difficult_terrain):
        report.at(("difficult_terrain",), _("a square is listed twice as difficult terrain"))


def _check_suggested_heroes(report: Report, mission: Mission, decks: Decks) -> None:
    heroes = {hero.id for hero in decks.heroes}
    for index, hero in enumerate(mission.suggested_heroes):
        if hero not in heroes:
            report.at(
                ("suggested_heroes", index),
                _("there is no hero '{hero}'; heroes are {items}").format(
                    hero=hero, items=sorted(heroes)
                ),
            )
    if len(set(mission.suggested_heroes)) != len(mission.suggested_heroes):
        report.at(("suggested_heroes",), _("a hero is suggested twice"))


def _check_reachable(report: Report, mission: Mission, layout: MapLayout) -> None:
    """Every zone must be reachable from a hero spawn once every door is open
    and every barricade removed (secret passages count)."""
    passages: dict[Square, list[Square]] = {}
    for pair in mission.passages.values():
        a, b = parse_square(pair[0]), parse_square(pair[1])
        passages.setdefault(a, []).append(b)
        passages.setdefault(b, []).append(a)
    starts = [parse_square(name) for name in mission.hero_spawns.values()]
    starts = [square for square in starts if layout.on_map(square)]
    if not starts:
        return
    seen = set(starts)
    queue = deque(starts)
    while queue:
        column, row = queue.popleft()
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nxt = (column + dc, row + dr)
            if nxt in seen or not layout.on_map(nxt):
                continue
            if edge_between((column, row), nxt) in layout.walls:
                continue
            seen.add(nxt)
            queue.append(nxt)
        for nxt in passages.get((column, row), []):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    reached = {layout.zone_of(square) for square in seen}
    drawn = {layout.zone_of(square) for square in layout.squares()}
    for key, zone in mission.zones.items():
        if key not in reached and key in drawn:  # a zone with no square is reported apart
            report.at_key(
                ("zones", key),
                _(
                    "zone '{key}' ({name}) cannot be reached from any hero spawn, even with every door open and every barricade removed"
                ).format(key=key, name=zone.name),
            )


__all__ = [
    "EdgeKind",
    "LoadedMission",
    "MissionCheck",
    "check_mission_text",
    "load_mission",
    "validate_mission_file",
]
