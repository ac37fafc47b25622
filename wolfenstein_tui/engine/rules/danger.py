"""Noise, danger, the alarm, spawning and death: how the board answers the
heroes (R-NOISE, R-DANGER, R-SPAWN, R-DEATH)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from wolfenstein_tui.content.records.cards import EnemyRank
from wolfenstein_tui.content.records.effects import EnemyGroup
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.objectives import lost_with_any_hero
from wolfenstein_tui.engine.rules.traffic import removed_tokens
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.rules_version import spawn_by_initiative
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero, Outcome

# --- who stands where -------------------------------------------------------


def figure_squares(turn: Turn) -> dict[Square, str]:
    """Every square covered by a figure, with the figure's id."""
    covered: dict[Square, str] = {}
    for hero in turn.state.heroes.values():
        if hero.on_board and hero.square is not None:
            covered[hero.square] = hero.id
    for enemy in turn.state.enemies.values():
        for square in footprint(enemy.square, enemy.large):
            covered[square] = enemy.id
    return covered


def zone_figures(turn: Turn, zone: str) -> list[str]:
    board = turn.rules.board
    return sorted({fid for sq, fid in figure_squares(turn).items() if board.zone_of(sq) == zone})


def enemy_zones(turn: Turn, enemy: Enemy) -> set[str]:
    board = turn.rules.board
    return {z for sq in footprint(enemy.square, enemy.large) if (z := board.zone_of(sq))}


# --- noise --------------------------------------------------------------------


def add_noise(turn: Turn, zone: str | None, reason: str, **facts: Any) -> None:
    """At most one noise token per zone (R-NOISE-3). `reason` names the
    cause ("gunfire", "hero_shares_zone", "figures_share_zone" or an
    effect's source); `facts` its figures."""
    if zone is None or zone in turn.state.noise:
        return
    turn.state.noise.add(zone)
    turn.say(EventKind.NOISE, zone=zone, reason=reason, **facts)


def hero_side(turn: Turn) -> set[str]:
    """Heroes on the board and bots: the figures R-NOISE-2 is about."""
    state = turn.state
    side = {h.id for h in state.heroes.values() if h.on_board}
    return side | {e.id for e in state.enemies.values() if e.bot_of is not None}


def check_shared_zone_noise(turn: Turn, hero: Hero) -> None:
    """A hero sharing its zone with another figure makes noise (R-NOISE-2);
    not at the easiest level (R-DIFF)."""
    if turn.state.difficulty is Difficulty.CAN_I_PLAY_DADDY or hero.square is None:
        return
    zone = turn.rules.board.zone_of(hero.square)
    if zone is not None and _crowded(turn, zone):
        add_noise(turn, zone, "hero_shares_zone", hero=hero.id)


def _crowded(turn: Turn, zone: str) -> bool:
    """Whether more than one figure stands in the zone: `len(zone_figures(turn,
    zone)) > 1` without listing them (asked after every step of a hero)."""
    zone_of = turn.rules.board.zone_of
    state = turn.state
    seen = 0
    for hero in state.heroes.values():
        if hero.on_board and hero.square is not None and zone_of(hero.square) == zone:
            seen += 1
    for enemy in state.enemies.values():
        if seen > 1:
            break
        if any(zone_of(square) == zone for square in footprint(enemy.square, enemy.large)):
            seen += 1
    return seen > 1


def refresh_noise(turn: Turn) -> None:
    """Maintenance [D]: clear every noise token, then put one back in each zone
    where a hero shares the zone with another figure (any two figures with
    R-VAR-2)."""
    state = turn.state
    state.noise.clear()
    if state.difficulty is Difficulty.CAN_I_PLAY_DADDY:
        return
    heroes = hero_side(turn)
    board = turn.rules.board
    by_zone: dict[str, set[str]] = {}
    for square, figure in figure_squares(turn).items():
        zone = board.zone_of(square)
        if zone is not None:
            by_zone.setdefault(zone, set()).add(figure)
    for zone in sorted(board.zones):
        present = by_zone.get(zone, set())
        if len(present) < 2:
            continue
        if state.house_rules.noise_any_figures or any(fid in heroes for fid in present):
            add_noise(turn, zone, "figures_share_zone")


# --- danger and alarm ----------------------------------------------------------


def raise_danger(turn: Turn, amount: int, reason: str, **facts: Any) -> None:
    state = turn.state
    state.danger += amount
    turn.say(EventKind.DANGER, danger=state.danger, amount=amount, reason=reason, **facts)
    alarm = turn.rules.mission.alarm
    if state.danger >= alarm.threshold and not alarm.spent(state.alarms):
        state.alarms += 1
        state.danger = 0  # R-DANGER-3 [D]: the marker goes back to 0
        turn.say(EventKind.ALARM, "R-DANGER-3", alarms=state.alarms)
        turn.run_effects(list(alarm.effects), hero=None, source="alarm")
        turn.fire_trigger("alarm")


def lower_danger(turn: Turn, amount: int | None, reason: str) -> None:
    state = turn.state
    state.danger = 0 if amount is None else max(0, state.danger - amount)
    turn.say(EventKind.DANGER, danger=state.danger, lowered=True, reason=reason)


def officers_check(turn: Turn) -> None:
    """When every officer on the board is dead, danger resets to 0
    (R-DANGER-2 [D]: only if an officer was ever on the board)."""
    state = turn.state
    if not state.officer_seen or state.danger == 0:
        return
    cards = turn.rules.enemy_cards
    if any(
        cards[e.type].rank is EnemyRank.OFFICER and e.bot_of is None for e in state.enemies.values()
    ):
        return
    lower_danger(turn, None, "no_officer")


# --- spawning -----------------------------------------------------------------


def _rings(turn: Turn, centres: list[Square]) -> Iterator[list[Square]]:
    """Map squares by walking distance from the centres, nearest first:
    steps go through open edges only, never through a wall, closed door or
    barricade, so nothing is placed on the far side of a wall."""
    board = turn.rules.board
    state = turn.state
    closed = board.closed_mask(frozenset(state.closed_doors), frozenset(state.barricades))
    ring = [centre for centre in dict.fromkeys(centres) if board.on_map(centre)]
    seen = set(ring)
    while ring:
        yield ring
        following: list[Square] = []
        for square in ring:
            for other in board.neighbours(square):
                if other not in seen and board.step_allowed(square, other, closed):
                    seen.add(other)
                    following.append(other)
        ring = following


def _free(turn: Turn, square: Square, covered: dict[Square, str], token_ok: Square | None) -> bool:
    board = turn.rules.board
    if not board.on_map(square) or square in covered:
        return False
    if square not in board.tokens or square == token_ok:
        return True
    return square in removed_tokens(turn)  # spawns and passages stay for good


def _hero_distance(turn: Turn, square: Square) -> int:
    heroes = [h.square for h in turn.state.heroes.values() if h.on_board and h.square]
    return min((chebyshev(square, h) for h in heroes), default=0)


def place_near(
    turn: Turn,
    centre: Square,
    large: bool,
    token_ok: bool = True,
    reserved: frozenset[Square] = frozenset(),
) -> Square | None:
    """The free square (or 2×2 footprint) nearest the centre, the centre
    itself first if free; ties go to the square nearest a hero, then to
    reading order (R-SPAWN-1). `reserved` squares count as taken."""
    found = _place_near(turn, centre, large, token_ok, reserved)
    return found[0] if found is not None else None


def _place_near(
    turn: Turn, centre: Square, large: bool, token_ok: bool, reserved: frozenset[Square]
) -> tuple[Square, int] | None:
    """`place_near`, with the walking distance of the square found."""
    covered = figure_squares(turn)
    covered.update(dict.fromkeys(reserved, ""))
    allowed_token = centre if token_ok else None
    for distance, ring in enumerate(_rings(turn, [centre])):
        options = []
        for anchor in ring:
            squares = footprint(anchor, large)
            if all(_free(turn, sq, covered, allowed_token) for sq in squares) and (
                not large or _fits(turn, anchor)
            ):
                options.append(anchor)
        if options:
            return min(options, key=lambda sq: (_hero_distance(turn, sq), sq[1], sq[0])), distance
    return None


def _fits(turn: Turn, anchor: Square) -> bool:
    """A 2×2 footprint may not straddle a wall, door or barricade."""
    board = turn.rules.board
    c, r = anchor
    inner = (
        ((c, r), (c + 1, r)),
        ((c, r + 1), (c + 1, r + 1)),
        ((c, r), (c, r + 1)),
        ((c + 1, r), (c + 1, r + 1)),
    )
    return all(board.edge_kind(a, b) is None for a, b in inner)


def spawn(turn: Turn, groups: list[EnemyGroup], centres: list[Square], reason: str) -> list[str]:
    """Bring figures onto the board, higher initiative first; with several
    centres (spawn tokens) the figures go round them in turn, the token
    nearest the heroes first (R-SPAWN-1 [D])."""
    cards = turn.rules.enemy_cards
    wanted = [group.type for group in groups for _ in range(group.count)]
    wanted.sort(key=lambda t: -cards[t].initiative)
    ordered = sorted(centres, key=lambda c: (_hero_distance(turn, c), c[1], c[0]))
    at_centre: dict[int, list[tuple[int, str]]] = {}
    for index, enemy_type in enumerate(wanted):
        at_centre.setdefault(index % len(ordered), []).append((index, enemy_type))
    squares: dict[int, Square | None] = {}
    if spawn_by_initiative(turn.state.rules_version):
        for number, figures in at_centre.items():
            squares.update(_squares_at(turn, ordered[number], figures))
    else:
        squares = _squares_in_turn(turn, wanted, ordered)
    placed: list[str] = []
    for index, enemy_type in enumerate(wanted):
        square = squares[index]
        if square is None:
            turn.say(EventKind.SPAWNED, type=enemy_type, no_room=True)
            continue
        placed.append(_bring_in(turn, enemy_type, square, reason))
    return placed


def _squares_in_turn(
    turn: Turn, wanted: list[str], ordered: list[Square]
) -> dict[int, Square | None]:
    """Rules version 1 (old games only, rules_version.py): each figure in
    turn, highest initiative first, round the tokens, on the free square
    nearest its token that the figures before it left."""
    cards = turn.rules.enemy_cards
    reserved: set[Square] = set()
    squares: dict[int, Square | None] = {}
    for index, enemy_type in enumerate(wanted):
        large = cards[enemy_type].large
        centre = ordered[index % len(ordered)]
        square = place_near(turn, centre, large, reserved=frozenset(reserved))
        squares[index] = square
        if square is not None:
            reserved.update(footprint(square, large))
    return squares


def _squares_at(
    turn: Turn, centre: Square, figures: list[tuple[int, str]]
) -> dict[int, Square | None]:
    """R-SPAWN-1 [D]: the squares used are the token's and then the nearest
    free adjacent ones (each taken in turn, as one figure after another
    would be placed); the figures, highest initiative first, then get them
    by nearness to the heroes, the highest on the square nearest a hero
    (ties: the square nearer the token, then the order found). Figures of
    one initiative take their squares in the order found, the token first.
    A large figure keeps the 2×2 footprint found for it."""
    cards = turn.rules.enemy_cards
    reserved: set[Square] = set()
    found: dict[int, tuple[Square, int] | None] = {}
    for index, enemy_type in figures:
        large = cards[enemy_type].large
        spot = _place_near(turn, centre, large, True, frozenset(reserved))
        found[index] = spot
        if spot is not None:
            reserved.update(footprint(spot[0], large))
    small = [index for index, enemy_type in figures if not cards[enemy_type].large]
    result: dict[int, Square | None] = {
        index: spot[0] if spot is not None else None for index, spot in found.items()
    }
    # Discovery order first, so that figures of one initiative keep the
    # squares in the order they were found (token first).
    pool = [(order, spot) for order, index in enumerate(small) if (spot := found[index])]
    placed = [index for index in small if found[index] is not None]
    initiative = {index: cards[enemy_type].initiative for index, enemy_type in figures}
    start = 0
    while start < len(placed):
        level = initiative[placed[start]]
        group = [i for i in placed[start:] if initiative[i] == level]
        pool.sort(key=lambda item: (_hero_distance(turn, item[1][0]), item[1][1], item[0]))
        taken, pool = pool[: len(group)], pool[len(group) :]
        taken.sort(key=lambda item: item[0])  # within one initiative: as found
        for index, (_, spot) in zip(group, taken, strict=True):
            result[index] = spot[0]
        start += len(group)
    return result


def spawn_beside(
    turn: Turn, enemy_type: str, squares: list[Square], reason: str, **facts: Any
) -> str | None:
    """One figure on the free square (or 2×2 footprint) nearest to a figure
    standing on `squares`, by walking distance; ties as in R-SPAWN-1 (nearest
    a hero, then reading order). Returns its id, or None with no room."""
    card = turn.rules.enemy_cards[enemy_type]
    covered = figure_squares(turn)
    for ring in _rings(turn, squares):
        options = [
            anchor
            for anchor in ring
            if all(_free(turn, sq, covered, None) for sq in footprint(anchor, card.large))
            and (not card.large or _fits(turn, anchor))
        ]
        if options:
            square = min(options, key=lambda sq: (_hero_distance(turn, sq), sq[1], sq[0]))
            return _bring_in(turn, enemy_type, square, reason, **facts)
    turn.say(EventKind.SPAWNED, type=enemy_type, no_room=True)
    return None


def _bring_in(turn: Turn, enemy_type: str, square: Square, reason: str, **facts: Any) -> str:
    """A new figure, numbered after the highest of its type (R-SPAWN)."""
    state = turn.state
    card = turn.rules.enemy_cards[enemy_type]
    number = state.enemy_numbers.get(enemy_type, 0) + 1
    while f"{enemy_type}-{number}" in state.enemies:  # a mission may have used the name
        number += 1
    state.enemy_numbers[enemy_type] = number
    enemy_id = f"{enemy_type}-{number}"
    state.enemies[enemy_id] = Enemy(
        id=enemy_id,
        type=enemy_type,
        square=square,
        hp=card.hp,
        armor=card.armor,
        large=card.large,
    )
    if card.rank is EnemyRank.OFFICER:
        state.officer_seen = True
    turn.say(
        EventKind.SPAWNED,
        enemy=enemy_id,
        type=enemy_type,
        square=square_name(square),
        reason=reason,
        **facts,
    )
    check_zone_noise(turn, turn.rules.board.zone_of(square))
    return enemy_id


def check_zone_noise(turn: Turn, zone: str | None) -> None:
    """R-NOISE-2 for a zone a figure has just entered: noise at once when a
    hero shares it with another figure (any two figures with R-VAR-2)."""
    state = turn.state
    if zone is None or state.difficulty is Difficulty.CAN_I_PLAY_DADDY:
        return
    present = zone_figures(turn, zone)
    if len(present) < 2:
        return
    heroes = hero_side(turn)
    if state.house_rules.noise_any_figures or any(fid in heroes for fid in present):
        add_noise(turn, zone, "figures_share_zone")


def arrival_square(turn: Turn, hero: Hero) -> Square:
    """Where a hero appears in round 1: its own spawn token when the mission
    has four, the single token otherwise; if another figure stands there, the
    nearest free square (R-SETUP-7)."""
    board = turn.rules.board
    spawns = [board.hero_spawns[letter] for letter in sorted(board.hero_spawns)]
    order = [hero_id for seat in turn.state.seats for hero_id in seat]
    token = spawns[order.index(hero.id) % len(spawns)] if len(spawns) > 1 else spawns[0]
    square = place_near(turn, token, large=False)
    assert square is not None, "a validated mission always has room near its spawns"
    return square


# --- wounds and death ---------------------------------------------------------


def hero_dies(turn: Turn, hero: Hero, reason: str, rule: str = "R-DEATH-4") -> None:
    """R-DEATH-4: the hero leaves the game with everything it carried.
    `reason` names the cause ("bled_out", "rules_case", ...)."""
    hero.dead = True
    hero.bleeding = False
    hero.square = None
    hero.hp = 0
    hero.weapons = []
    hero.equipped = []
    hero.carried = []
    hero.escorts = []
    hero.ammo = {key: 0 for key in hero.ammo}
    hero.glory = 0
    hero.shared_life = 0
    hero.ap = 0
    hero.fatigue = False
    turn.say(EventKind.HERO_DIED, rule, hero=hero.id, reason=reason)
    for enemy in list(turn.state.enemies.values()):
        if enemy.bot_of == hero.id:
            # [D] A bot leaves the board with its hero: it fights for no one else.
            del turn.state.enemies[enemy.id]
            turn.say(
                EventKind.KILLED, enemy=enemy.id, type=enemy.type, bot_of=hero.id, shut_down=True
            )
    seat = turn.state.seats[hero.seat]
    if all(turn.state.heroes[h].dead for h in seat):
        turn.state.ai_controller = hero.seat  # R-DEATH-4: the AI controller for good
    if lost_with_any_hero(turn):
        turn.end_game(Outcome.LOST_MISSION, "hero_lost", hero=hero.id)
