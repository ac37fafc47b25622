"""The nazi phase: the fixed program of R-AI, explained move by move.

Once at the start of the phase each figure checks whether it wakes (R-AI-3).
Then, one at a time in order (R-AI-4), each woken figure runs its program
(R-AI-6): attack the nearest hero in range and line of sight; otherwise move
toward the nearest hero it sees (or toward the noise that woke it, R-AI-8)
until it can attack; after attacking, close in until adjacent or out of AP.
A figure that cannot act is tried again after the others (R-AI-5).

Every real tie (two heroes equally near, two equally good squares, two
figures equally placed in the order) belongs to the AI controller (R-AI-2):
with "AI ties: ask" the phase stops with a pending decision whose first
option is the default; with "auto" the default is taken at once. The
defaults are deterministic, so a log always replays the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from wolfenstein_tui.content import effects as fx
from wolfenstein_tui.content.cards import EnemyRank
from wolfenstein_tui.content.effects import Face, Trigger
from wolfenstein_tui.content.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import BLOCKING_TOKENS, DIRECTIONS, TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.grid import INFINITY, Grid, LazyField
from wolfenstein_tui.engine.geometry.paths import (
    LARGE_NAZI,
    NAZI,
    Step,
    Traffic,
    footprint,
    movement_costs,
    shortest_path,
)
from wolfenstein_tui.engine.rules import combat, danger, effects
from wolfenstein_tui.engine.rules.traffic import traffic_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.nazi_phase_state import NaziPhase
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.state import Difficulty, Enemy

UNREACHABLE = 10**6


class Paused(Exception):
    """The phase stops here for the AI controller's decision."""


@dataclass(frozen=True)
class Target:
    """A hero or a bot, as the nazis see it (R-BOT-1: bots are heroes to them)."""

    id: str
    square: Square
    name: str
    toughness: int
    """HP + armor, the tie-break of R-AI-7."""
    order: int
    """Its place among the heroes, for the last, documented default."""


# --- who is where ----------------------------------------------------------------


def targets(turn: Turn, visible_only: bool = False) -> list[Target]:
    """Heroes standing (not bleeding) and bots. A hidden hero is no target for
    eyes, only for ears (`visible_only`). Kept until something moves or falls."""
    phase = turn.state.nazi_phase
    key = ("targets", visible_only, phase.version if phase is not None else None)
    if phase is not None and key in turn.cache:
        return turn.cache[key]
    found = _targets(turn, visible_only)
    if phase is not None:
        turn.cache[key] = found
    return found


def _targets(turn: Turn, visible_only: bool) -> list[Target]:
    state = turn.state
    found: list[Target] = []
    order = [hero_id for seat in state.seats for hero_id in seat]
    for hero in state.heroes.values():
        if not hero.on_board or hero.bleeding or hero.square is None:
            continue
        if visible_only and hero.hidden:
            continue
        found.append(
            Target(
                hero.id,
                hero.square,
                turn.rules.hero_card(hero.id).name,
                hero.hp + hero.armor,
                order.index(hero.id),
            )
        )
    for bot in state.enemies.values():
        if bot.bot_of is not None:
            card = turn.rules.enemy_cards[bot.type]
            found.append(
                Target(
                    bot.id,
                    bot.square,
                    f"the bot {card.name} {bot.id}",
                    bot.hp + bot.armor,
                    10 + len(found),
                )
            )
    return found


def nazis(turn: Turn) -> list[Enemy]:
    return [e for e in turn.state.enemies.values() if e.bot_of is None]


def sees(turn: Turn, enemy: Enemy, square: Square) -> bool:
    """Line of sight from the figure (wherever it stands now, even while a
    move is being planned) to a square. The other figures' squares are kept
    for the rest of the apply, until something moves or falls."""
    board = turn.rules.board
    phase = turn.state.nazi_phase
    version = phase.version if phase is not None else -1
    key = ("others", enemy.id, version, len(turn.state.closed_doors))
    found = turn.cache.get(key)
    if found is None or version < 0:
        others = [s for s, fid in danger.figure_squares(turn).items() if fid != enemy.id]
        closed = board.closed_mask(frozenset(turn.state.closed_doors), frozenset())
        found = turn.cache[key] = (board.mask(others), closed)
    occupied, closed = found
    seen_key = ("sees", enemy.square, enemy.large, square, occupied, closed)
    seen = turn.cache.get(seen_key)
    if seen is None:  # a pure function of the squares, doors and figures
        seen = turn.cache[seen_key] = turn.rules.los.sees_masks(
            list(footprint(enemy.square, enemy.large)), square, closed, occupied
        )
    return seen


def reach(enemy: Enemy, square: Square) -> int:
    return min(chebyshev(s, square) for s in footprint(enemy.square, enemy.large))


def name(turn: Turn, enemy: Enemy) -> str:
    return f"{turn.rules.enemy_cards[enemy.type].name} {enemy.id}"


def zone_name(turn: Turn, zone: str) -> str:
    return turn.rules.board.zones[zone].name


# --- distances ----------------------------------------------------------------------


def nazi_traffic(turn: Turn, enemy: Enemy) -> Traffic:
    """The traffic the figure meets, kept while no figure moves, falls or
    arrives and no door opens (the phase's `version` counts moves and
    attacks; the rest is in the key)."""
    state = turn.state
    phase = state.nazi_phase
    if phase is None:
        return traffic_for(turn, enemy.id)
    key = (
        "traffic",
        enemy.id,
        phase.version,
        len(state.enemies),
        len(state.closed_doors),
        tuple(hero.square for hero in state.heroes.values()),
    )
    found = turn.cache.get(key)
    if found is None:
        found = turn.cache[key] = traffic_for(turn, enemy.id)
    return found


def hero_ends(turn: Turn, square: Square) -> list[Square]:
    """Squares from which a figure is next to `square`: its neighbours with
    no wall or closed door between (the R-LOS-5 test)."""
    from wolfenstein_tui.engine.rules.actions import touching

    key = ("ends", square, frozenset(turn.state.closed_doors))
    found = turn.cache.get(key)
    if found is None:
        board = turn.rules.board
        found = turn.cache[key] = [n for n in board.neighbours(square) if touching(turn, n, square)]
    return found


def distances(
    turn: Turn, enemy: Enemy, goals: dict[str, list[Square]] | dict[str, frozenset[Square]]
) -> dict[str, int]:
    """R-AI-7 [D]: the AP of the cheapest legal path to one of each goal's
    squares (0 when already on one); UNREACHABLE without a path."""
    traffic = nazi_traffic(turn, enemy)
    result: dict[str, int] = {}
    if enemy.large:
        costs = movement_costs(turn.rules.board, enemy.square, LARGE_NAZI, traffic)
        for key, squares in goals.items():
            wanted = set(squares)
            result[key] = min(
                (cost for anchor, cost in costs.items() if wanted & set(footprint(anchor, True))),
                default=UNREACHABLE,
            )
        return result
    start = _grid(turn).index(enemy.square)
    for key, squares in goals.items():
        cost = field_to(turn, traffic, squares)[start]
        result[key] = cost if cost < INFINITY else UNREACHABLE
    return result


def field_to(turn: Turn, traffic: Traffic, squares: list[Square] | frozenset[Square]) -> LazyField:
    """The least AP from every square to reach one of `squares`, for a
    single-square nazi (a reverse flood, kept for the rest of the apply:
    heroes stand still in the nazi phase and friends never block, so it only
    changes when a door opens)."""
    board = turn.rules.board
    grid = _grid(turn)
    blocked = _blocked(turn, traffic)
    goals = squares if isinstance(squares, frozenset) else frozenset(squares)
    key = ("field", goals, traffic.closed_doors, traffic.barricades, blocked)
    found = turn.cache.get(key)
    if found is None:  # the least costs do not depend on the goals' order
        closed = board.closed_mask(traffic.closed_doors, frozenset())
        bars = board.closed_mask(frozenset(), traffic.barricades)
        found = grid.lazy_costs_to([grid.index(s) for s in squares], blocked, closed, bars)
        turn.cache[key] = found
    return found


def _grid(turn: Turn) -> Grid:
    return turn.rules.grid


def _blocked(turn: Turn, traffic: Traffic) -> frozenset[int]:
    """Squares a nazi never enters: heroes and bots, tokens, passages."""
    key = ("blocked", traffic.enemies, traffic.removed_tokens)
    cached = turn.cache.get(key)
    if cached is not None:
        return cached
    board = turn.rules.board
    blocked = {board.index(s) for s in traffic.enemies}
    for square, (kind, _) in board.tokens.items():
        if (
            kind in BLOCKING_TOKENS and square not in traffic.removed_tokens
        ) or kind is TokenKind.PASSAGE:
            blocked.add(board.index(square))
    found = turn.cache[key] = frozenset(blocked)
    return found


def zone_squares(turn: Turn, zone: str) -> list[Square]:
    """A zone's squares in reading order (kept for the apply)."""
    key = ("zone-squares", zone)
    found = turn.cache.get(key)
    if found is None:
        squares = turn.rules.board.zones[zone].squares
        found = turn.cache[key] = sorted(squares, key=lambda s: (s[1], s[0]))
    return found


# --- ties -------------------------------------------------------------------------


def decide(turn: Turn, topic: str, prompt: str, options: list[str]) -> int:
    """A real tie for the AI controller: option 0 is the documented default.
    With "AI ties: auto" (or one option) the default is taken; with "ask" the
    phase pauses until a `Choose` answers it.

    After an answer the phase runs again from where it stood, so the ties
    met since the last move or attack come up again: an answer is kept for
    the same question while nothing has moved or attacked (the phase's
    `version`), and the same question met again in one run is a new one."""
    phase = turn.state.nazi_phase
    assert phase is not None
    if len(options) == 1:
        return 0
    base = f"{topic}|v{phase.version}|{prompt}|{'/'.join(options)}"
    seen = phase.consumed.get(base, 0)
    phase.consumed[base] = seen + 1
    key = f"{base}#{seen}"
    if key in phase.answers:
        return phase.answers[key]
    if not turn.state.ai_ties_ask:
        return 0
    turn.state.pending = Pending(
        kind=DecisionKind.AI_TIE,
        prompt=f"AI controller: {prompt} (default: {options[0]})",
        options=options,
        seat=turn.state.ai_controller,
        context={"key": key},
    )
    raise Paused


def answer(turn: Turn, context: dict[str, object], option: int) -> None:
    phase = turn.state.nazi_phase
    assert phase is not None
    phase.answers[str(context["key"])] = option
    run(turn)


# --- the phase ------------------------------------------------------------------------


def start(turn: Turn) -> None:
    """The activation check, once, at the start of the phase (R-AI-3); noise
    added during the phase wakes nobody."""
    state = turn.state
    reasons: dict[str, str] = {}
    for enemy in sorted(nazis(turn), key=lambda e: e.id):
        reason = wake_reason(turn, enemy)
        if reason is None:
            turn.say(
                EventKind.NAZI,
                f"{name(turn, enemy)} stays put: {rest_reason(turn, enemy)}.",
                enemy=enemy.id,
                woke=False,
            )
            continue
        reasons[enemy.id] = reason
        turn.say(
            EventKind.NAZI,
            f"{name(turn, enemy)} wakes: {reason}.",
            enemy=enemy.id,
            woke=True,
            reason=reason,
        )
    state.nazi_phase = NaziPhase(woken=list(reasons), order=list(reasons), reasons=reasons)
    for enemy_id in reasons:  # the noise that woke each one, as it was now
        zones = _noisy_zones_near(turn, state.enemies[enemy_id])
        if zones:
            state.nazi_phase.noise_zones[enemy_id] = ",".join(zones)
    run(turn)


def wake_reason(turn: Turn, enemy: Enemy) -> str | None:
    """Why a figure activates this phase, or None (R-AI-3)."""
    card = turn.rules.enemy_cards[enemy.type]
    for target in targets(turn, visible_only=True):
        if sees(turn, enemy, target.square):
            return f"{target.name} is in its line of sight"
    if card.rank in (EnemyRank.OFFICER, EnemyRank.BOSS):
        if enemy.attacked:
            return "it was attacked"
        return None  # officers and bosses ignore noise
    heard = _noisy_zones_near(turn, enemy)
    if heard:
        zone = heard[0]
        own = danger.enemy_zones(turn, enemy)
        return (
            "noise in its own zone" if zone in own else f"noise in adjacent {zone_name(turn, zone)}"
        )
    return None


def rest_reason(turn: Turn, enemy: Enemy) -> str:
    """Why a figure does not activate (R-AI-3): officers and bosses ignore
    noise, so for them the noise they hear is named and set aside."""
    rank = turn.rules.enemy_cards[enemy.type].rank
    if rank in (EnemyRank.OFFICER, EnemyRank.BOSS):
        who = "officers" if rank is EnemyRank.OFFICER else "bosses"
        if _noisy_zones_near(turn, enemy):
            return (
                f"it sees no hero and was not attacked; it hears noise, but {who} "
                "ignore noise (R-AI-3)"
            )
        return f"it sees no hero and was not attacked ({who} ignore noise, R-AI-3)"
    return "it neither sees a hero nor hears noise (R-AI-3)"


def run(turn: Turn) -> None:
    """Carry the phase on until it ends or pauses for a decision."""
    from wolfenstein_tui.engine.rules import flow

    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    phase.consumed = {}  # the ties met in this run, counted afresh
    try:
        while state.outcome is None:
            if phase.current is None:
                nxt = _next(turn)
                if nxt is None:
                    break
                _begin(turn, state.enemies[nxt])
                if phase.order_note:
                    phase.notes.insert(1, phase.order_note)
                    phase.order_note = ""
            enemy = state.enemies.get(phase.current or "")
            if enemy is None:  # destroyed during its own activation
                phase.current = None
                continue
            finished = program(turn, enemy)
            if finished:
                _end(turn, enemy)
    except Paused:
        return
    if state.outcome is None:
        state.nazi_phase = None
        flow.end_nazi_phase(turn)


def _next(turn: Turn) -> str | None:
    """The next figure: highest initiative first; same type and initiative,
    nearest a hero first; then the AI controller (R-AI-4). Figures that could
    not act are tried again once the others are done (R-AI-5)."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    phase.order = [e for e in phase.order if e in state.enemies]
    phase.waiting = [e for e in phase.waiting if e in state.enemies]
    phase.recheck = [e for e in phase.recheck if e in phase.waiting]
    if not phase.recheck and not phase.order and phase.waiting:
        if not phase.progress:  # a whole round of retries changed nothing: they pass
            for enemy_id in phase.waiting:
                enemy = state.enemies[enemy_id]
                text = f"{name(turn, enemy)} still cannot act, and passes (R-AI-5)."
                turn.say(EventKind.NAZI_TURN, text, enemy=enemy_id, sentences=[text])
            phase.waiting = []
            return None
        phase.recheck = list(phase.waiting)
        phase.progress = False
    if phase.recheck:  # R-AI-5: a figure set aside is checked again
        chosen = phase.recheck.pop(0)
        phase.waiting.remove(chosen)
        phase.retrying = True
        return chosen
    phase.retrying = False
    if not phase.order:
        return None
    cards = turn.rules.enemy_cards
    top = max(cards[state.enemies[e].type].initiative for e in phase.order)
    contenders = [e for e in phase.order if cards[state.enemies[e].type].initiative == top]
    phase.order_note = ""
    if len(contenders) > 1:
        near = _hero_distance(turn, contenders)
        contenders.sort(key=lambda e: _order_key(turn, e, near))
        best = _order_key(turn, contenders[0], near)
        if state.house_rules.ai_tie_chain:  # R-VAR-4 settles all but equal chains
            tied = [e for e in contenders if _order_key(turn, e, near)[:-1] == best[:-1]]
        else:
            # Within a type the nearest goes first (R-AI-4); between types,
            # and between equally near figures, the AI controller decides.
            nearest_of_type: dict[str, int] = {}
            for e in contenders:
                kind = state.enemies[e].type
                nearest_of_type[kind] = min(nearest_of_type.get(kind, UNREACHABLE + 1), near[e])
            tied = [e for e in contenders if near[e] == nearest_of_type[state.enemies[e].type]]
        if len(tied) > 1:
            labels = [
                f"{name(turn, state.enemies[e])} ({near[e] if near[e] < UNREACHABLE else 'no path'} AP from a hero)"
                for e in tied
            ]
            choice = decide(turn, "order", "which nazi acts next?", labels)
            contenders = [tied[choice]]
            phase.order_note = _order_note(turn, top, near, tied, tied[choice], chained=True)
        else:
            phase.order_note = _order_note(
                turn, top, near, list(near), contenders[0], chained=False
            )
    chosen = contenders[0]
    phase.order.remove(chosen)
    return chosen


def _order_note(
    turn: Turn, top: int, near: dict[str, int], tied: list[str], chosen: str, chained: bool
) -> str:
    """Why this figure acts before the others of its initiative (R-AI-4):
    the distances compared, and who settled a tie."""
    state = turn.state

    def ap(enemy_id: str) -> str:
        return f"{near[enemy_id]} AP" if near[enemy_id] < UNREACHABLE else "no path"

    others = ", ".join(f"{name(turn, state.enemies[e])} {ap(e)}" for e in near)
    text = f"It acts first among initiative {top} (from a hero: {others})"
    if not chained:
        return text + ": the nearest of its type goes first (R-AI-4)."
    if len(tied) > 1 and not state.house_rules.ai_tie_chain:
        names = _and([name(turn, state.enemies[e]) for e in tied])
        settle = _tie_text(
            turn,
            name(turn, state.enemies[chosen]),
            "by the default chain: nearest, longest range, most dice, dearest attack, "
            "lowest number (R-AI-4 [D])",
        )
        return f"{text}; {names} are tied, the nearest of their types: {settle}."
    return f"{text}; the chain of R-VAR-4 (nearest, longest range, most dice, dearest attack, lowest number) puts it first."


def _tie_text(turn: Turn, chosen: str, default: str) -> str:
    """Who settled a tie: the AI controller when asked, else the default."""
    if turn.state.ai_ties_ask:
        return f"the AI controller chose {chosen} (R-AI-2)"
    return f"a tie for the AI controller, settled {default}: {chosen} (R-AI-2)"


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _note(turn: Turn, text: str) -> None:
    """Add a sentence to the current figure's explanation, once."""
    phase = turn.state.nazi_phase
    if phase is not None and text not in phase.notes:
        phase.notes.append(text)


def _hero_distance(turn: Turn, ids: list[str]) -> dict[str, int]:
    found = {}
    goals = {t.id: hero_ends(turn, t.square) for t in targets(turn)}
    doors = frozenset(turn.state.closed_doors)
    for enemy_id in ids:
        enemy = turn.state.enemies[enemy_id]
        key = ("nearest", enemy_id, enemy.square, doors, tuple(sorted(goals)))
        if key not in turn.cache:
            near = distances(turn, enemy, goals)
            turn.cache[key] = min(near.values(), default=UNREACHABLE)
        found[enemy_id] = turn.cache[key]
    return found


def _order_key(turn: Turn, enemy_id: str, near: dict[str, int]) -> tuple[int, ...]:
    """The default chain (R-AI-4 [D], R-VAR-4): distance to heroes, then weapon
    range, attack dice and attack AP cost, most first; then the lowest figure
    number."""
    enemy = turn.state.enemies[enemy_id]
    weapon = turn.rules.enemy_cards[enemy.type].weapon
    number = enemy_id.rsplit("-", 1)[-1]
    return (
        near[enemy_id],
        -weapon.range,
        -weapon.dice,
        -weapon.ap_cost,
        int(number) if number.isdigit() else 0,
    )


def _begin(turn: Turn, enemy: Enemy) -> None:
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    card = turn.rules.enemy_cards[enemy.type]
    phase.current = enemy.id
    phase.ap = 0 if enemy.stunned else card.ap
    phase.attacked = False
    phase.focus = None
    phase.goal = None
    phase.acted = False
    reason = phase.reasons.get(enemy.id, "the alarm brought it in")
    phase.notes = [f"{name(turn, enemy)} (init {card.initiative}) wakes: {reason}."]
    if enemy.stunned:
        phase.notes.append("It is stunned and does nothing this turn.")
        return
    if not enemy.has_activated:
        enemy.has_activated = True
        for ability in card.abilities:
            if ability.trigger is Trigger.FIRST_ACTIVATION:
                phase.notes.append(f"{ability.name}: {ability.text}")
                _run_ability(turn, enemy, list(ability.effects), None)
    if phase.retrying:
        return  # set aside and tried again (R-AI-5): the same activation goes on
    for ability in card.abilities:
        if ability.trigger is Trigger.ACTIVATION_START and enemy.id in turn.state.enemies:
            phase.notes.append(f"{ability.name}: {ability.text}")
            _run_ability(turn, enemy, list(ability.effects), None)


def _end(turn: Turn, enemy: Enemy) -> None:
    phase = turn.state.nazi_phase
    assert phase is not None
    enemy.stunned = False  # R-ATK-12: tokens go at the end of the figure's turn
    enemy.sabotaged = False
    sentences = list(phase.notes)
    turn.say(EventKind.NAZI_TURN, " ".join(sentences), enemy=enemy.id, sentences=sentences)
    phase.notes = []
    if phase.acted:
        phase.done.append(enemy.id)
        if phase.retrying:
            phase.progress = True
        phase.recheck = list(phase.waiting)  # another figure acted: check the blocked ones
    phase.current = None


def _run_ability(turn: Turn, enemy: Enemy, ability_effects: list, target: str | None) -> None:
    before = set(turn.state.enemies)
    effects.run_effects(
        turn,
        ability_effects,
        None,
        turn.rules.enemy_cards[enemy.type].name,
        {"figure": enemy.id, "target": target},
    )
    phase = turn.state.nazi_phase
    assert phase is not None
    phase.version += 1  # figures may have appeared or fallen: what is seen changes
    _join_newcomers(turn, before)


def _join_newcomers(turn: Turn, before: set[str]) -> None:
    """Figures an alarm brings in during the phase act in it by initiative
    (R-SPAWN-2); so do the figures a boss summons."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    for enemy_id in sorted(set(state.enemies) - before):
        newcomer = state.enemies[enemy_id]
        if newcomer.bot_of is None:
            phase.woken.append(enemy_id)
            phase.order.append(enemy_id)
            summoner = state.enemies.get(newcomer.summoned_by or "")
            phase.reasons[enemy_id] = (
                f"{name(turn, summoner)} summoned it, and it acts at once (R-SPAWN-2)"
                if summoner is not None
                else "the alarm brought it in, and it acts at once (R-SPAWN-2)"
            )
            zones = _noisy_zones_near(turn, state.enemies[enemy_id])
            if zones:  # it heads for the noise it hears where it arrives
                phase.noise_zones[enemy_id] = ",".join(zones)


# --- the program -----------------------------------------------------------------------


def program(turn: Turn, enemy: Enemy) -> bool:
    """Run the figure's program until it is done (True) or cannot act yet and
    is set aside for a retry (True as well, after moving it to `waiting`)."""
    phase = turn.state.nazi_phase
    assert phase is not None
    if enemy.stunned:
        return True
    card = turn.rules.enemy_cards[enemy.type]
    while phase.ap > 0 and turn.state.outcome is None:
        if not phase.attacked and not enemy.sabotaged and phase.ap >= card.weapon.ap_cost:
            target = _attack_target(turn, enemy)
            if target is not None:
                _attack(turn, enemy, target)
                if enemy.id not in turn.state.enemies:
                    return True
                continue
        if not _move_on(turn, enemy):
            break
    if not phase.acted:
        # R-AI-5: set aside; checked again after the next figure acts, and it
        # passes only when all the others are done and it still cannot act.
        phase.waiting.append(enemy.id)
        phase.notes.append(
            "It cannot act yet and waits for the others: it is checked again after the next figure."
        )
    return True


def _attack_target(turn: Turn, enemy: Enemy) -> Target | None:
    """Step 1: the nearest hero in range and line of sight (R-AI-6, R-AI-7)."""
    weapon = turn.rules.enemy_cards[enemy.type].weapon
    options = [
        t
        for t in targets(turn, visible_only=True)
        if reach(enemy, t.square) <= weapon.range and sees(turn, enemy, t.square)
    ]
    if not options:
        return None
    return _nearest(turn, enemy, options, "attack")


def _nearest(turn: Turn, enemy: Enemy, options: list[Target], topic: str) -> Target:
    """R-AI-7 [D]: fewest AP of a legal path, then smaller Chebyshev distance,
    then lowest HP + armor; a remaining tie is the AI controller's (default:
    the hero first in seat order)."""
    if len(options) == 1:
        return options[0]
    near = distances(turn, enemy, {t.id: hero_ends(turn, t.square) for t in options})
    keyed = sorted(
        options, key=lambda t: (near[t.id], reach(enemy, t.square), t.toughness, t.order)
    )
    best = keyed[0]
    tied = [
        t
        for t in keyed
        if (near[t.id], reach(enemy, t.square), t.toughness)
        == (near[best.id], reach(enemy, best.square), best.toughness)
    ]
    chosen = best
    if len(tied) > 1:
        choice = decide(
            turn, topic, f"which hero does {name(turn, enemy)} go for?", [t.name for t in tied]
        )
        chosen = tied[choice]
    why = _why_target(turn, enemy, keyed, near, chosen)
    if why:
        _note(turn, why)
    return chosen


def _why_target(
    turn: Turn, enemy: Enemy, keyed: list[Target], near: dict[str, int], chosen: Target
) -> str:
    """The tie-break of R-AI-7 [D] in words, with the values compared; ""
    when one hero was nearer by AP than every other."""
    group = [t for t in keyed if near[t.id] == near[keyed[0].id]]
    if len(group) < 2:
        return ""
    ap = near[group[0].id]
    names = _and([t.name for t in group])
    parts = [f"{names} are each {ap} AP away" if ap < UNREACHABLE else f"no path leads to {names}"]
    criteria = (
        ("squares away", lambda t: reach(enemy, t.square), "the nearer"),
        ("HP + armor", lambda t: t.toughness, "the lowest"),
    )
    for label, value, pick in criteria:
        values = ", ".join(f"{t.name} {value(t)}" for t in group)
        low = min(value(t) for t in group)
        group = [t for t in group if value(t) == low]
        if len(group) == 1:
            parts.append(f"{label}: {values}, {pick} goes first")
            break
        parts.append(f"{label}: {values}")
    if len(group) > 1:
        parts.append(_tie_text(turn, chosen.name, "by the default, the first in seat order"))
    return f"Why {chosen.name}: " + "; ".join(parts) + " (R-AI-7)."


def attack_dice(turn: Turn, enemy: Enemy, square: Square) -> tuple[int, str]:
    """The card's dice, less the fall-off with distance (the Soldier's SMG):
    returns the dice and how they were counted, for the explanation."""
    weapon = turn.rules.enemy_cards[enemy.type].weapon
    dice = weapon.dice
    how = f"{dice} dice"
    for ability in weapon.abilities:
        if isinstance(ability, fx.DiceFalloff):
            between = max(0, reach(enemy, square) - 1)
            dice = max(ability.minimum, weapon.dice - ability.per_square * between)
            less = ability.per_square * between
            word = "die" if dice == 1 else "dice"
            if between == 0:
                how = f"{dice} {word} ({weapon.dice} on the card: no square between)"
            else:
                how = (
                    f"{dice} {word} ({weapon.dice} on the card, less {less} for {between} "
                    f"square{'s' if between != 1 else ''} between, at least {ability.minimum})"
                )
    return dice, how


def _attack(turn: Turn, enemy: Enemy, target: Target) -> None:
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    card = turn.rules.enemy_cards[enemy.type]
    weapon = card.weapon
    phase.ap -= weapon.ap_cost
    phase.attacked = True
    phase.acted = True
    phase.focus = target.id
    dice, how = attack_dice(turn, enemy, target.square)
    distance = reach(enemy, target.square)
    faces = turn.roll(dice, f"{name(turn, enemy)}'s attack")
    shown = ", ".join(f.value + (" → blank" if f is Face.RELOAD else "") for f in faces)
    phase.notes.append(
        f"Attacks {target.name} at range {distance} with its {weapon.name}: {how}. Rolls {shown}."
    )
    turn.say(
        EventKind.NAZI_ATTACK,
        f"{name(turn, enemy)} attacks {target.name}: {shown}.",
        enemy=enemy.id,
        target=target.id,
        dice=dice,
        faces=[f.value for f in faces],
    )
    if not weapon.silent:
        board = turn.rules.board
        for zone in sorted(danger.enemy_zones(turn, enemy)):
            danger.add_noise(turn, zone, "gunfire")
        danger.add_noise(turn, board.zone_of(target.square), "gunfire")
    hearts = faces.count(Face.HEART)  # R-AI-9: reload results are blanks
    shields = faces.count(Face.SHIELD)
    phase.version += 1
    if target.id in state.heroes:
        combat.damage_hero(turn, state.heroes[target.id], hearts, shields, name(turn, enemy))
    elif target.id in state.enemies:
        combat.hit(
            turn, state.enemies[target.id], hearts, shields, None, name(turn, enemy), silent=False
        )
    for ability in card.abilities:
        if ability.trigger is Trigger.ON_ATTACK:
            phase.notes.append(f"{ability.name}: {ability.text}")
            _run_ability(turn, enemy, list(ability.effects), target.id)


def _move_goal(turn: Turn, enemy: Enemy) -> tuple[list[Square], str] | None:
    """Where step 2 leads: next to the hero attacked; else next to the hero
    chosen when it first moved (the nearest hero in line of sight); else
    toward the noisy zone that woke it (R-AI-8); an officer woken only by an
    attack heads for the nearest hero ([D]). The goal is kept for the whole
    activation, so the figure does not change its mind at every square."""
    phase = turn.state.nazi_phase
    assert phase is not None
    everyone = {t.id: t for t in targets(turn)}
    if phase.attacked:
        focus = everyone.get(phase.focus or "")
        if focus is None or reach(enemy, focus.square) <= 1:
            return None  # adjacent already, or the hero is down: done
        return [focus.square], focus.name
    if phase.goal is None:
        phase.goal = _choose_goal(turn, enemy)
        if phase.goal is None:
            return None
    if phase.goal.startswith("zone:"):
        zone = phase.goal[5:]
        board = turn.rules.board
        inside = [t for t in everyone.values() if board.zone_of(t.square) == zone]
        if inside:
            hero = _nearest(turn, enemy, inside, "noise-hero")
            return [hero.square], hero.name
        if zone in danger.enemy_zones(turn, enemy):
            return None  # in the noisy zone, and nobody there
        return zone_squares(turn, zone), zone_name(turn, zone)
    chosen = everyone.get(phase.goal)
    if chosen is None:
        return None
    return [chosen.square], chosen.name


def _choose_goal(turn: Turn, enemy: Enemy) -> str | None:
    seen = [t for t in targets(turn, visible_only=True) if sees(turn, enemy, t.square)]
    if seen:
        return _nearest(turn, enemy, seen, "chase").id
    phase = turn.state.nazi_phase
    assert phase is not None
    zones = [z for z in phase.noise_zones.get(enemy.id, "").split(",") if z]
    if zones:
        return "zone:" + _pick_noise_zone(turn, enemy, zones)
    everyone = targets(turn)
    if everyone and enemy.attacked:
        return _nearest(turn, enemy, everyone, "hunt").id
    return None


def _noisy_zones_near(turn: Turn, enemy: Enemy) -> list[str]:
    """Noisy zones the figure hears: its own and the adjacent ones (with heroes
    counting as noise at the hardest level)."""
    state = turn.state
    board = turn.rules.board
    own = danger.enemy_zones(turn, enemy)
    near = set(own)
    for zone in own:
        near |= board.zone_adjacency[zone]
    noisy = set(state.noise)
    if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        noisy |= {z for t in targets(turn) if (z := board.zone_of(t.square))}
    return sorted(near & noisy)


def _pick_noise_zone(turn: Turn, enemy: Enemy, zones: list[str]) -> str:
    """The noisy zone with the most heroes (R-AI-8); a tie is the AI
    controller's (default: its own zone, then the nearest, then by key)."""
    board = turn.rules.board
    own = danger.enemy_zones(turn, enemy)
    heroes = {z: sum(1 for t in targets(turn) if board.zone_of(t.square) == z) for z in zones}
    most = max(heroes.values())
    tied = [z for z in zones if heroes[z] == most]
    if len(tied) > 1:
        mine = [z for z in tied if z in own]
        if len(mine) == 1 and not turn.state.ai_ties_ask:
            # The default is its own zone whatever the distances: with no one
            # to ask, the others' order is not needed (nor their distances).
            tied = mine + sorted(z for z in tied if z not in own)
        else:
            far = distances(turn, enemy, {z: board.zones[z].squares for z in tied})
            tied.sort(key=lambda z: (0 if z in own else 1, far[z], z))
        choice = decide(
            turn,
            "noise",
            f"which noise does {name(turn, enemy)} follow?",
            [zone_name(turn, z) for z in tied],
        )
        settle = _tie_text(
            turn,
            zone_name(turn, tied[choice]),
            "by the default, its own zone first, then the nearest",
        )
        _note(
            turn,
            f"Noise in {_and([zone_name(turn, z) for z in tied])}, each with {most} "
            f"{'hero' if most == 1 else 'heroes'}: {settle} (R-AI-8).",
        )
        return tied[choice]
    if len(zones) > 1:
        counts = ", ".join(f"{zone_name(turn, z)} {heroes[z]}" for z in zones)
        _note(
            turn,
            f"It follows the noise in {zone_name(turn, tied[0])}: the most heroes "
            f"({counts}) (R-AI-8).",
        )
    return tied[0]


def _move_on(turn: Turn, enemy: Enemy) -> bool:
    """One stretch of step 2: walk toward the goal, stopping where the figure
    can attack (if it has not yet), where it arrives, or where its AP run out,
    and never on a square it may only pass through. False when it stays."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    goal = _move_goal(turn, enemy)
    if goal is None:
        return False
    squares, label = goal
    traffic = nazi_traffic(turn, enemy)
    ends = _goal_squares(turn, enemy, squares)
    path = _path(turn, enemy, ends, traffic) if ends else None
    if path == []:
        return False  # already where it was heading
    if path is None:
        path = _toward_obstacle(turn, enemy, squares, traffic)
        if not path:
            if not phase.acted:
                phase.notes.append(f"No way to {label}: it waits where it is (R-AI-10).")
            return False
        label = f"{label}, as far as the obstacle (R-AI-10)"
    start = enemy.square
    attack_cost = turn.rules.enemy_cards[enemy.type].weapon.ap_cost
    # Plan the walk: what it can afford, where it may stop.
    plan: list[tuple[Step, int]] = []
    stop = -1
    left = phase.ap
    previous = 0
    open_only: str | None = None
    stopped_to_shoot = False
    for step in path:
        price = step.cost - previous
        if price > left:
            if (
                step.opened_door is not None
                and left >= 1
                and step.opened_door in state.closed_doors
            ):
                open_only = step.opened_door  # opening is an action of its own (R-AI-11)
            break  # R-MOVE-1: it stops before a square it cannot afford
        left -= price
        previous = step.cost
        plan.append((step, price))
        enemy.square = step.square
        if _stoppable(turn, enemy, traffic):
            stop = len(plan) - 1
            if not phase.attacked and left >= attack_cost and _can_attack(turn, enemy):
                stopped_to_shoot = True
                break  # step 1 has become possible
    enemy.square = start
    if stop >= 0 and open_only is None:
        shooting = stopped_to_shoot and stop == len(plan) - 1
        plan, stop = _settle_stop(turn, enemy, traffic, plan, stop, ends, shooting)
    at_door = open_only is not None and stop == len(plan) - 1
    if stop < 0 and not at_door:
        if not phase.acted:
            phase.notes.append(f"It cannot get closer to {label} this turn.")
        return False
    walked: list[str] = []
    spent = 0
    doors: list[str] = []
    for step, price in plan[: stop + 1]:
        if step.opened_door is not None and step.opened_door in state.closed_doors:
            _open(turn, enemy, step.opened_door, "on its way", None)
            doors.append(step.opened_door)
        before = danger.enemy_zones(turn, enemy)
        enemy.square = step.square
        for zone in sorted(danger.enemy_zones(turn, enemy) - before):
            danger.check_zone_noise(turn, zone)
        walked.append(square_name(step.square))
        spent += price
    phase.ap -= spent
    phase.acted = True
    phase.version += 1
    if walked:
        near = ""
        focus = next((t for t in targets(turn) if t.id == phase.focus), None)
        if focus is not None and reach(enemy, focus.square) <= 1:
            near = f", now adjacent to {focus.name}"
        phase.notes.append(
            f"Moves {square_name(start)}→{'→'.join(walked)} "
            f"({move_cost_text(spent, len(walked), doors)}) toward {label}{near}."
        )
        turn.say(
            EventKind.NAZI_MOVE,
            f"{name(turn, enemy)} moves to {walked[-1]}.",
            enemy=enemy.id,
            path=walked,
            cost=spent,
            doors=doors,
        )
    if at_door and open_only is not None and phase.ap >= 1:
        _open(turn, enemy, open_only, "with its last AP")
        phase.ap -= 1
    return True


def move_cost_text(spent: int, squares: int, doors: list[str]) -> str:
    """A move's AP in parts that add up: 1 a square, 1 more for each square
    of difficult terrain (R-MOVE-2), 1 for each door opened on the way
    (R-AI-11)."""
    terrain = spent - squares - len(doors)
    parts = [f"{squares} square{'s' if squares != 1 else ''}"]
    if terrain:
        parts.append(f"{terrain} for difficult terrain")
    if doors:
        parts.append(f"{len(doors)} for the door{'s' if len(doors) > 1 else ''} {_and(doors)}")
    return f"{spent} AP" if len(parts) == 1 else f"{spent} AP: " + " + ".join(parts)


def _open(turn: Turn, enemy: Enemy, door: str, how: str, cost: int | None = 1) -> None:
    """Nazis open closed doors on their path, 1 AP each (R-AI-11); a door
    opened during a move is counted in the move's AP (`cost` None)."""
    phase = turn.state.nazi_phase
    assert phase is not None
    turn.state.closed_doors.discard(door)
    counted = f" ({cost} AP)" if cost is not None else ""
    phase.notes.append(f"Opens the door {door} {how}{counted}.")
    turn.say(EventKind.DOOR_OPENED, f"{name(turn, enemy)} opens the door {door}.", door=door)


def _can_attack_from(turn: Turn, enemy: Enemy, square: Square) -> bool:
    start = enemy.square
    enemy.square = square
    try:
        return _can_attack(turn, enemy)
    finally:
        enemy.square = start


def _settle_stop(
    turn: Turn,
    enemy: Enemy,
    traffic: Traffic,
    plan: list,
    stop: int,
    ends: frozenset[Square],
    shooting: bool,
) -> tuple[list, int]:
    """Where exactly the figure stops, when another square would do as well
    for the same AP: next to its goal, or (stopping to attack) any square
    from which it can attack. That is the AI controller's tie (R-AI-2); the
    default is the square the path search found, then reading order."""
    phase = turn.state.nazi_phase
    assert phase is not None
    chosen = plan[stop][0]
    cost = chosen.cost

    def good(square: Square) -> bool:
        return _can_attack_from(turn, enemy, square) if shooting else square in ends

    if not shooting and chosen.square not in ends:
        return plan, stop  # stopping on the way: no choice to make
    reach_costs = _costs_within(turn, enemy, traffic, cost)
    others = sorted(
        (s for s, c in reach_costs.items() if c == cost and s != chosen.square and good(s)),
        key=lambda s: (s[1], s[0]),
    )
    if not others:
        return plan, stop
    options = [chosen.square, *others]
    what = "shoot from" if shooting else "stop"
    labels = [square_name(s) for s in options]
    pick = decide(turn, "square", f"where does {name(turn, enemy)} {what}?", labels)
    settle = _tie_text(turn, labels[pick], "by the default, the square its path search found")
    _note(turn, f"{_and(labels)} are as good to {what}, for {cost} AP: {settle}.")
    if pick == 0:
        return plan, stop
    route = _route(turn, enemy, traffic, options[pick])
    new_plan = []
    previous = 0
    for step in route:
        new_plan.append((step, step.cost - previous))
        previous = step.cost
    return new_plan, len(new_plan) - 1


def _costs_within(turn: Turn, enemy: Enemy, traffic: Traffic, budget: int) -> dict[Square, int]:
    """Squares (anchors) the figure can stop on within the budget, with costs."""
    board = turn.rules.board
    if enemy.large:
        return movement_costs(board, enemy.square, LARGE_NAZI, traffic, budget)
    grid = _grid(turn)
    closed = board.closed_mask(traffic.closed_doors, frozenset())
    bars = board.closed_mask(frozenset(), traffic.barricades)
    costs, _ = grid.flood(
        grid.index(enemy.square), _blocked(turn, traffic), closed, bars, budget=budget
    )
    found = {}
    for index, cost in costs.items():
        square = board.square_at(index)
        if square not in traffic.friends and not _spawn(turn, square):
            found[square] = cost
    return found


def _route(turn: Turn, enemy: Enemy, traffic: Traffic, square: Square) -> list[Step]:
    mover = LARGE_NAZI if enemy.large else NAZI
    return shortest_path(turn.rules.board, enemy.square, square, mover, traffic) or []


def _can_attack(turn: Turn, enemy: Enemy) -> bool:
    weapon = turn.rules.enemy_cards[enemy.type].weapon
    return any(
        reach(enemy, t.square) <= weapon.range and sees(turn, enemy, t.square)
        for t in targets(turn, visible_only=True)
    )


def _stoppable(turn: Turn, enemy: Enemy, traffic: Traffic) -> bool:
    board = turn.rules.board
    for square in footprint(enemy.square, enemy.large):
        if square in traffic.friends:
            return False
        token = board.tokens.get(square)
        if token is not None and token[0] in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN):
            return False
    if enemy.large:
        c, r = enemy.square
        inner = (
            ((c, r), (c + 1, r)),
            ((c, r + 1), (c + 1, r + 1)),
            ((c, r), (c, r + 1)),
            ((c + 1, r), (c + 1, r + 1)),
        )
        if any(board.edge_kind(a, b) is not None for a, b in inner):
            return False
    return True


def _goal_squares(turn: Turn, enemy: Enemy, squares: list[Square]) -> frozenset[Square]:
    """Where the figure is heading: for a zone, any of its squares; for a
    hero, the squares next to it (for a large figure, the anchors whose
    footprint covers one of them)."""
    if len(squares) > 1:
        return frozenset(squares)
    ends = hero_ends(turn, squares[0])
    if not enemy.large:
        return frozenset(ends)
    return frozenset((c + dc, r + dr) for c, r in ends for dc in (0, -1) for dr in (0, -1))


def _path(turn: Turn, enemy: Enemy, ends: frozenset[Square], traffic: Traffic) -> list[Step] | None:
    """The cheapest legal path to a square it may stop on among `ends`
    ([] when already on one, None when there is none)."""
    board = turn.rules.board
    if enemy.large:
        return shortest_path(board, enemy.square, ends, LARGE_NAZI, traffic)
    if enemy.square in ends:
        return []
    grid = _grid(turn)
    stoppable = {
        grid.index(s)
        for s in ends
        if board.on_map(s) and s not in traffic.friends and not _spawn(turn, s)
    }
    phase = turn.state.nazi_phase
    assert phase is not None
    start = grid.index(enemy.square)
    closed = board.closed_mask(traffic.closed_doors, frozenset())
    bars = board.closed_mask(frozenset(), traffic.barricades)
    goal_field = field_to(turn, traffic, ends)
    total = goal_field[start]
    if total >= INFINITY:
        return None
    door_of = {bit: door for door, bit in board.piece_bit.items()}
    ends_index = {grid.index(s) for s in ends if board.on_map(s)}
    # Within reach this turn: every equally cheap square to stop on is known.
    costs, parent = grid.flood(start, _blocked(turn, traffic), closed, bars, budget=phase.ap)
    reached = [i for i in stoppable if i in costs]
    if not reached:
        return _walk_field(turn, start, goal_field, ends_index, closed, bars, door_of)
    cheapest = min(costs[i] for i in reached)
    end = min(
        (board.square_at(i) for i in reached if costs[i] == cheapest), key=lambda s: (s[1], s[0])
    )
    steps: list[Step] = []
    here = grid.index(end)
    while here != start:
        previous, door_bit = parent[here]
        steps.append(Step(board.square_at(here), costs[here], door_of.get(door_bit)))
        here = previous
    steps.reverse()
    return steps


def _walk_field(
    turn: Turn,
    start: int,
    goal_field: LazyField,
    ends: set[int],
    closed: int,
    bars: int,
    door_of: dict[int, str],
) -> list[Step]:
    """Follow the distance field downhill from `start` to the goal: a
    shortest path, found in a few look-ups per square (ties go to the
    first direction in the board's fixed order)."""
    grid = _grid(turn)
    board = turn.rules.board
    steps: list[Step] = []
    here = start
    spent = 0
    while here not in ends:
        best: tuple[int, int, int] | None = None
        for move in grid.moves[here]:
            j = move[0]
            if goal_field[j] >= INFINITY:
                continue
            extra = grid._step(here, j, move, closed, bars)
            if extra < 0:
                continue
            price = grid.enter[j] + extra
            if best is None and goal_field[j] + price == goal_field[here]:
                best = (j, price, (move[1] or move[2]) & closed if extra else 0)
        if best is None:
            break
        j, price, door_bit = best
        spent += price
        steps.append(Step(board.square_at(j), spent, door_of.get(door_bit)))
        if door_bit:
            closed &= ~door_bit
        here = j
    return steps


def _spawn(turn: Turn, square: Square) -> bool:
    token = turn.rules.board.tokens.get(square)
    return token is not None and token[0] in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN)


def _toward_obstacle(
    turn: Turn, enemy: Enemy, squares: list[Square], traffic: Traffic
) -> list[Step]:
    """R-AI-10: with no legal way to its goal (a barricade, a passage token, a
    door too narrow for a large figure, squares it may not stop on), the
    figure gets as near as the rules let it: it follows, downhill, the
    distances it would have if nothing but walls and figures were in the
    way, for as long as each step is a legal one, and waits there."""
    from wolfenstein_tui.engine.geometry.paths import _Search

    board = turn.rules.board
    grid = _grid(turn)
    heroes = {board.index(s) for s in traffic.enemies}
    tokens = {
        board.index(square)
        for square, (kind, _) in board.tokens.items()
        if kind in BLOCKING_TOKENS and square not in traffic.removed_tokens
    }
    closed = board.closed_mask(traffic.closed_doors, frozenset())
    goal = squares if len(squares) > 1 else hero_ends(turn, squares[0])
    ends = [grid.index(s) for s in sorted(goal) if board.on_map(s)]
    key = ("relaxed", tuple(ends), traffic.closed_doors, traffic.enemies, traffic.removed_tokens)
    relaxed = turn.cache.get(key)
    if relaxed is None:
        relaxed = turn.cache[key] = grid.costs_to(ends, heroes | tokens, closed, 0)
    search = _Search(board, LARGE_NAZI if enemy.large else NAZI, traffic)

    def height(anchor: Square) -> int:
        return min(relaxed[board.index(s)] for s in footprint(anchor, enemy.large))

    steps: list[Step] = []
    here = enemy.square
    spent = 0
    seen = {here}
    while True:
        best: tuple[int, Square, int, str | None] | None = None
        for dc, dr in DIRECTIONS:
            result = search.step(here, (dc, dr))
            if result is None:
                continue
            there = (here[0] + dc, here[1] + dr)
            level = height(there)
            if there in seen or level >= height(here) or level >= INFINITY:
                continue
            if best is None or level < best[0]:
                extra, opened = result
                best = (level, there, 1 + extra, opened)
        if best is None:
            return steps
        _, there, price, opened = best
        spent += price
        steps.append(Step(there, spent, opened))
        seen.add(there)
        here = there
        if opened is not None:
            traffic = Traffic(
                traffic.closed_doors - {opened},
                traffic.barricades,
                traffic.friends,
                traffic.enemies,
                traffic.removed_tokens,
            )
            search = _Search(board, LARGE_NAZI if enemy.large else NAZI, traffic)
