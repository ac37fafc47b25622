"""A draft's map as the game draws it: the rules' board and a game state at
the start, made from what the draft holds, whether or not it is a mission
that can be played yet. The map drawing of the game (tui/map/) then draws
it as it draws a game: the same symbols, zones, doors and figures.

A draft being drawn is often wrong (a token on no square, a figure of an
unknown type, a zone not declared): what cannot be placed is left out of
the drawing here, and `draft.problems()` says what is wrong, at its square.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from wolfenstein_tui.content.records.cards import Decks, EnemyCard
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.mapdraw import MapLayout, parse_map
from wolfenstein_tui.content.records.mission import Mission, Zone, ZoneKind
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, GameState, HouseRules

EMPTY_MAP = "+ +\n   \n+ +\n"
"""The smallest drawing the map reader takes: one place, no square."""


def drawn_board(data: Mapping[str, Any], decks: Decks) -> tuple[Rules, GameState]:
    """The rules (for their board) and the state at the start of a game of
    the draft `data` (the mission's fields as read from its file)."""
    zones = _zones(data.get("zones"))
    layout = _layout(data.get("map"), set(zones))
    on_map = set(layout.squares())

    def placed(name: object) -> str | None:
        """A square name of the map, as it is written, or None."""
        try:
            square = parse_square(name) if isinstance(name, str) else None
        except ValueError:
            return None
        return square_name(square) if square in on_map else None

    taken: set[str] = set()

    def lettered(field: object) -> dict[str, str]:
        found: dict[str, str] = {}
        for letter, name in _items(field):
            square = placed(name)
            if square is not None and square not in taken:
                found[str(letter)] = square
                taken.add(square)
        return found

    def listed(field: object) -> list[str]:
        found = []
        for name in field if isinstance(field, list) else []:
            square = placed(name)
            if square is not None and square not in taken:
                found.append(square)
                taken.add(square)
        return found

    hero_spawns, nazi_spawns = lettered(data.get("hero_spawns")), lettered(data.get("nazi_spawns"))
    events, chests = listed(data.get("events")), listed(data.get("chests"))
    objective_tokens = lettered(data.get("objective_tokens"))
    passages: dict[str, list[str]] = {}
    for letter, ends in _items(data.get("passages")):
        pair = [placed(end) for end in ends] if isinstance(ends, list) else []
        if len(pair) == 2 and None not in pair and not taken & set(pair):
            passages[str(letter)] = pair  # type: ignore[assignment]
            taken.update(pair)  # type: ignore[arg-type]
    mission = Mission.model_construct(
        id=str(data.get("id") or "draft"),
        zones=zones,
        map=str(data.get("map") or EMPTY_MAP),
        difficult_terrain=[s for s in map(placed, _list(data.get("difficult_terrain"))) if s],
        hero_spawns=hero_spawns,
        nazi_spawns=nazi_spawns,
        events=events,
        chests=chests,
        objective_tokens=objective_tokens,
        passages=passages,
        enemies=[],
        objectives=[],
        suggested_heroes=[],
    )
    rules = Rules(LoadedMission(mission, layout, "", ""), decks)
    cards = {card.id: card for card in decks.enemies}
    enemies = dict(_enemies(data.get("enemies"), cards, rules, on_map))
    return rules, _state_at_start(mission, rules, enemies)


def _state_at_start(mission: Mission, rules: Rules, enemies: dict[str, Enemy]) -> GameState:
    """A game's state before its first round: the tokens and figures that
    could be placed, every door closed."""
    return GameState(
        mission_id=mission.id,
        difficulty=Difficulty.BRING_EM_ON,
        house_rules=HouseRules(),
        seats=[],
        heroes={},
        enemies=enemies,
        decks={},
        closed_doors=set(rules.board.doors),
        barricades=set(rules.board.barricades),
        events_left={parse_square(name) for name in mission.events},
        chests_left={parse_square(name) for name in mission.chests},
        objectives_left={
            letter: parse_square(name) for letter, name in mission.objective_tokens.items()
        },
        rng=0,
    )


def _items(field: object) -> list[tuple[object, object]]:
    return list(field.items()) if isinstance(field, Mapping) else []


def _list(field: object) -> list[object]:
    return list(field) if isinstance(field, list) else []


def _zones(field: object) -> dict[str, Zone]:
    zones = {}
    for key, spec in _items(field):
        if not isinstance(spec, Mapping):
            continue
        try:
            kind = ZoneKind(str(spec.get("kind")))
        except ValueError:
            kind = ZoneKind.ROOM
        zones[str(key)] = Zone.model_construct(name=str(spec.get("name") or key), kind=kind)
    return zones


def _layout(field: object, zones: set[str]) -> MapLayout:
    """The map as the mission reader reads it (its problems are the draft's
    to tell); a drawing that cannot be read at all is no square."""
    layout = None
    if isinstance(field, str):
        layout, _problems = parse_map(field, zones)
    if layout is None:
        layout, _problems = parse_map(EMPTY_MAP, set())
    assert layout is not None
    return layout


def _enemies(
    field: object, cards: dict[str, EnemyCard], rules: Rules, on_map: set[Square]
) -> Iterator[tuple[str, Enemy]]:
    """The placed figures that can be drawn: a known type, on the map, on
    no other figure."""
    covered: set[Square] = set()
    for entry in _list(field):
        if not isinstance(entry, Mapping):
            continue
        card = cards.get(str(entry.get("type")))
        try:
            square = parse_square(entry.get("square"))  # type: ignore[arg-type]
        except ValueError:
            continue
        if card is None:
            continue
        large = card.large
        squares = {
            (square[0] + dx, square[1] + dy) for dx in range(1 + large) for dy in range(1 + large)
        }
        if not squares <= on_map or squares & covered:
            continue
        covered |= squares
        figure_id = str(entry.get("id") or f"{card.id}-?")
        yield figure_id, Enemy(figure_id, card.id, square, card.hp, card.armor, large=large)
