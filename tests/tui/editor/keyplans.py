"""Keys a designer types in the mission editor, worked out from a mission:
the tests drive the editor with these keys alone and compare what it saves
with the mission they were worked out from."""

from __future__ import annotations

from collections.abc import Iterator

from wolfenstein_tui.content.editing.edits import EDGE_MARKS
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square, parse_square
from wolfenstein_tui.tui.editor.square_edits import ZONE_KEY_ORDER


def typed(text: str) -> list[str]:
    """The keys that type `text` in a field."""
    return [character for character in text]


class KeyPlan:
    """The keys, and where the editor's cursor and brush are after them."""

    def __init__(self) -> None:
        self.keys: list[str] = []
        self.cursor: Square = (0, 0)

    def go(self, square: Square) -> None:
        dx, dy = square[0] - self.cursor[0], square[1] - self.cursor[1]
        self.keys += ["right" if dx > 0 else "left"] * abs(dx)
        self.keys += ["down" if dy > 0 else "up"] * abs(dy)
        self.cursor = square

    def press(self, *keys: str) -> None:
        self.keys += keys

    def pick(self, index: int) -> None:
        """An entry of a list dialog, by going down to it (any number of entries)."""
        self.keys += ["down"] * index + ["enter"]


def zone_keys(loaded: LoadedMission) -> KeyPlan:
    """Each zone declared (its key, name and kind) and painted, in the order
    of the map: a zone that fills its rectangle at once (v, the other
    corner, z), any other square by square (shift+arrows paint as they go)."""
    plan = KeyPlan()
    mission, layout = loaded.mission, loaded.layout
    defined: list[str] = []
    squares: dict[str, list[Square]] = {}
    for row in range(layout.height):
        for column in range(layout.width):
            zone = layout.zones[row][column]
            if zone is not None:
                squares.setdefault(zone, []).append((column, row))
    for zone, found in squares.items():
        xs, ys = [x for x, _y in found], [y for _x, y in found]
        corners = (min(xs), min(ys)), (max(xs), max(ys))
        whole = len(found) == (max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1)
        plan.go(corners[0])
        if whole:
            plan.press("v")
            plan.go(corners[1])
        free = next(key for key in ZONE_KEY_ORDER if key not in defined)
        spec = mission.zones[zone]
        plan.press("z")
        plan.pick(len(defined))  # "New zone…"
        plan.press(*["backspace"] * (len(free) + 1), *typed(f"{zone} {spec.name}"), "enter")
        plan.press("1" if spec.kind == "room" else "2")
        defined.append(zone)
        if whole:
            plan.press("v")
            continue
        for square in found[1:]:
            plan.go(square)
            plan.press("space")
    return plan


def auto_edge(layout_zone_a: str | None, layout_zone_b: str | None) -> str:
    """What painting zones puts between two squares: open inside a zone, a wall between two."""
    return "open" if layout_zone_a == layout_zone_b else "wall"


def wanted_edge(loaded: LoadedMission, a: Square, b: Square) -> str:
    layout = loaded.layout
    edge = edge_between(a, b)
    if edge in layout.walls:
        return "wall"
    for piece in layout.pieces:
        if edge in piece.edges:
            return "door" if piece.kind is EdgeKind.DOOR else "barricade"
    return "open"


def edge_keys(loaded: LoadedMission, plan: KeyPlan) -> None:
    """Turn each edge between two squares from what painting left to what
    the mission has: s for the edge below a square, d for the one on its
    right, each press the next of open, wall, door, barricade."""
    layout = loaded.layout
    for row in range(layout.height):
        for column in range(layout.width):
            a = (column, row)
            if layout.zone_of(a) is None:
                continue
            for b, key in (((column + 1, row), "d"), ((column, row + 1), "s")):
                if layout.zone_of(b) is None:
                    continue
                now = auto_edge(layout.zone_of(a), layout.zone_of(b))
                wanted = wanted_edge(loaded, a, b)
                turns = (EDGE_MARKS.index(wanted) - EDGE_MARKS.index(now)) % len(EDGE_MARKS)
                if turns:
                    plan.go(a)
                    plan.press(*[key] * turns)


def token_keys(loaded: LoadedMission, decks: Decks, plan: KeyPlan) -> None:
    """Terrain, tokens and figures, in the mission's own order."""
    mission = loaded.mission
    for name in mission.difficult_terrain:
        plan.go(parse_square(name))
        plan.press("t")
    menu = ("hero_spawns", "nazi_spawns", "events", "chests", "objective_tokens")
    for entry, field in enumerate(menu):
        value = getattr(mission, field)
        names = [value[letter] for letter in sorted(value)] if isinstance(value, dict) else value
        for name in names:
            plan.go(parse_square(name))
            plan.press("o", str(entry + 1))
    for _letter, (first, second) in sorted(mission.passages.items()):
        plan.go(parse_square(first))
        plan.press("o", "6")  # a new secret passage
        plan.go(parse_square(second))
        plan.press("o", "6")  # the second end of the open one
    types = [card.id for card in decks.enemies]
    for enemy in mission.enemies:
        plan.go(parse_square(enemy.square))
        plan.press("f")
        plan.pick(types.index(enemy.type))


def all_keys(loaded: LoadedMission, decks: Decks) -> Iterator[str]:
    plan = zone_keys(loaded)
    edge_keys(loaded, plan)
    token_keys(loaded, decks, plan)
    yield from plan.keys
