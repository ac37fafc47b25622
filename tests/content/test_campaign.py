"""The built-in campaign: ten missions played in order, ending with Hitler
(R-GAME-2, R-GAME-3), built from what the box holds (RULES.md §2), with the
figures Hans Grösse replaces at the hardest level (R-DIFF), and every map and
mission mechanic used at least once."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import LoadedMission, load_mission
from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.mission import Mission, RuleTrigger, ZoneKind
from wolfenstein_tui.content.records.squares import parse_square

FILES = builtin_mission_files()
BOSS_MISSIONS = {8: "bevl", 9: "von-grim", 10: "mecha-hitler"}


@cache
def campaign() -> tuple[LoadedMission, ...]:
    decks = builtin_decks()
    return tuple(load_mission(path, decks) for path in FILES)


def missions() -> list[Mission]:
    return [loaded.mission for loaded in campaign()]


def test_r_game_3_ten_missions_in_order(capsys):
    """R-GAME-3: the campaign is ten missions, m01 to m10, each id its file name."""
    assert [path.stem[:3] for path in FILES] == [f"m{n:02d}" for n in range(1, 11)]
    assert [m.id for m in missions()] == [path.stem for path in FILES]
    assert FILES[0].stem == "m01-radio-silence"
    assert main(["missions"]) == 0
    listed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("  m")]
    assert len(listed) == 10


@pytest.mark.parametrize("index", range(10), ids=lambda i: FILES[i].stem)
def test_r_game_2_each_mission_fits_the_box(index):
    """R-GAME-2 / RULES.md §2: at most 8 room and 8 corridor tiles, 14 doors,
    4 barricades, 4 difficult terrain, 3 passage pairs, 5 event, 8 chest and 4
    objective tokens, and no more figures of a type than the box holds."""
    loaded = campaign()[index]
    mission = loaded.mission
    kinds = Counter(zone.kind for zone in mission.zones.values())
    assert kinds[ZoneKind.ROOM] <= 8 and kinds[ZoneKind.CORRIDOR] <= 8
    pieces = Counter(piece.kind for piece in loaded.layout.pieces)
    assert pieces[EdgeKind.DOOR] <= 14 and pieces[EdgeKind.BARRICADE] <= 4
    assert len(mission.difficult_terrain) <= 4
    assert len(mission.passages) <= 3
    assert len(mission.events) <= 5 and len(mission.chests) <= 8
    assert len(mission.objective_tokens) <= 4
    cards = {card.id: card for card in builtin_decks().enemies}
    for enemy_type, count in Counter(e.type for e in mission.enemies).items():
        assert count <= (cards[enemy_type].figures or 1), enemy_type
    assert mission.briefing and mission.summary and mission.suggested_heroes


def test_r_game_3_bosses_only_in_the_last_three_missions():
    """R-GAME-3: the campaign escalates to its bosses: Bevl in mission 8, von
    Grim in mission 9, Mecha-Hitler and Hitler in mission 10, none earlier;
    each boss mission asks for the boss's death."""
    bosses = {"bevl", "von-grim", "mecha-hitler", "hitler", "hans-grosse"}
    for number, mission in enumerate(missions(), start=1):
        placed = {e.type for e in mission.enemies} & bosses
        expected = {BOSS_MISSIONS[number]} if number in BOSS_MISSIONS else set()
        if number == 10:
            expected.add("hitler")
        assert placed == expected, mission.id
        boss_ids = {e.id for e in mission.enemies if e.type in bosses}
        killed = {f for o in mission.objectives if o.objective == "kill" for f in o.figures}
        assert boss_ids <= killed, mission.id


def test_r_game_3_the_campaign_ends_by_killing_hitler():
    """R-GAME-3: the final goal is to kill Hitler: mission 10 asks for the
    deaths of Mecha-Hitler and of Hitler, who stands in his bunker."""
    last = missions()[-1]
    by_id = {e.id: e for e in last.enemies}
    kill = next(o for o in last.objectives if o.objective == "kill")
    assert sorted(by_id[f].type for f in kill.figures) == ["hitler", "mecha-hitler"]
    bunker = campaign()[-1].layout.zone_of(parse_square(by_id["hitler-1"].square))
    assert bunker is not None and last.zones[bunker].name == "Führerbunker"


@pytest.mark.parametrize(
    ("number", "boss", "guard_id", "guard_type"),
    [
        (8, "bevl-1", "fire-trooper-1", "fire-trooper"),
        (9, "von-grim-1", "supersoldier-1", "supersoldier"),
        (10, "mecha-hitler-1", "fire-trooper-1", "fire-trooper"),
    ],
)
def test_r_diff_the_figure_hans_grosse_replaces(number, boss, guard_id, guard_type):
    """R-DIFF (Bosses, hardest level): Hans Grösse replaces the one Fire Trooper
    in Bevl's room (mission 8), the one Supersoldier in von Grim's room
    (mission 9) and the one Fire Trooper in Mecha-Hitler's room (mission 10):
    each room holds exactly one figure of that type, with a clear id."""
    loaded = campaign()[number - 1]
    layout = loaded.layout
    enemies = {e.id: e for e in loaded.mission.enemies}
    room = layout.zone_of(parse_square(enemies[boss].square))
    in_room = [
        e.id
        for e in loaded.mission.enemies
        if e.type == guard_type and layout.zone_of(parse_square(e.square)) == room
    ]
    assert in_room == [guard_id]
    assert enemies[guard_id].replaced_at_hardest_by == "hans-grosse"
    others = [e.id for e in loaded.mission.enemies if e.replaced_at_hardest_by]
    assert others == [guard_id]


def _near(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) <= 1


def test_r_game_2_every_mechanic_appears_in_the_campaign():
    """R-GAME-2: across the ten missions: secret passages (R-MOVE-9),
    barricades (R-MOVE-5), difficult terrain (R-MOVE-2), doors several squares
    wide (R-MOVE-4), a large figure next to a doorway (R-LARGE-1), officers
    (R-DANGER-2), events and chests (R-SEARCH), every objective and loss
    kind, and special rules on every trigger."""
    all_missions = missions()
    assert any(m.passages for m in all_missions)
    assert any(m.difficult_terrain for m in all_missions)
    assert any(m.events for m in all_missions) and any(m.chests for m in all_missions)
    assert any(e.type == "officer" for m in all_missions for e in m.enemies)
    pieces = [p for loaded in campaign() for p in loaded.layout.pieces]
    assert any(p.kind is EdgeKind.BARRICADE for p in pieces)
    assert any(p.kind is EdgeKind.DOOR and len(p.edges) > 1 for p in pieces)
    objectives = {o.objective for m in all_missions for o in m.objectives}
    assert objectives == {
        "kill",
        "complete_events",
        "reach",
        "collect_tokens",
        "lose_no_hero",
        "survive",
    }
    assert {loss.loss for m in all_missions for loss in m.loss_conditions} == {
        "alarms",
        "enemy_reaches",
    }
    assert {r.trigger for m in all_missions for r in m.special_rules} == set(RuleTrigger)
    cards = {card.id: card for card in builtin_decks().enemies}
    large_at_doors = set()
    for loaded in campaign():
        wide_doors = [
            square
            for p in loaded.layout.pieces
            if p.kind is EdgeKind.DOOR and len(p.edges) > 1
            for edge in p.edges
            for square in edge
        ]
        for enemy in loaded.mission.enemies:
            if not cards[enemy.type].large:
                continue
            c, r = parse_square(enemy.square)
            footprint = [(c, r), (c + 1, r), (c, r + 1), (c + 1, r + 1)]
            if any(_near(a, b) for a in footprint for b in wide_doors):
                large_at_doors.add(enemy.type)
    assert large_at_doors == {"panzerhund", "mecha-hitler"}


def _zones_without_barricades(loaded: LoadedMission) -> set[str | None]:
    """Zones heroes reach from their spawns through open edges, doors and
    secret passages, never removing a barricade (R-MOVE-4, R-MOVE-5, R-MOVE-9)."""
    layout = loaded.layout
    mission = loaded.mission
    blocked = set(layout.walls) | {
        edge for p in layout.pieces if p.kind is EdgeKind.BARRICADE for edge in p.edges
    }
    links: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for a, b in mission.passages.values():
        links.setdefault(parse_square(a), []).append(parse_square(b))
        links.setdefault(parse_square(b), []).append(parse_square(a))
    seen = {parse_square(name) for name in mission.hero_spawns.values()}
    queue = list(seen)
    while queue:
        c, r = queue.pop()
        steps = [(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)]
        for nxt in steps + links.get((c, r), []):
            if nxt in seen or not layout.on_map(nxt):
                continue
            if nxt in steps and edge_between((c, r), nxt) in blocked:
                continue
            seen.add(nxt)
            queue.append(nxt)
    return {layout.zone_of(square) for square in seen}


@pytest.mark.parametrize("index", range(10), ids=lambda i: FILES[i].stem)
def test_r_move_5_every_objective_without_pierce_metal(index):
    """R-MOVE-5: only a hero whose weapon pierces metal removes a barricade, so
    no objective may depend on one: every figure to kill, objective token,
    event (enough for the count) and reach zone is in a zone the heroes
    reach through doors and secret passages alone."""
    loaded = campaign()[index]
    mission = loaded.mission
    zone_of = loaded.layout.zone_of
    reached = _zones_without_barricades(loaded)
    enemies = {e.id: e for e in mission.enemies}
    for objective in mission.objectives:
        if objective.objective == "kill":
            for figure in objective.figures:
                assert zone_of(parse_square(enemies[figure].square)) in reached, figure
        elif objective.objective == "collect_tokens":
            for letter in objective.tokens:
                square = parse_square(mission.objective_tokens[letter])
                assert zone_of(square) in reached, letter
        elif objective.objective == "complete_events":
            open_events = [e for e in mission.events if zone_of(parse_square(e)) in reached]
            assert len(open_events) >= objective.count
        elif objective.objective == "reach":
            assert objective.zone in reached
