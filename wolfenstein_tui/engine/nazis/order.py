"""In what order the woken figures act (R-AI-4, R-AI-5): highest initiative
first, nearest a hero first within a type, the rest by the AI controller
or the default chain (R-VAR-4); the figures set aside are retried.
"""

from __future__ import annotations

from wolfenstein_tui.engine.nazis.distances import UNREACHABLE, distances, hero_ends
from wolfenstein_tui.engine.nazis.figures import name
from wolfenstein_tui.engine.nazis.targets import targets
from wolfenstein_tui.engine.nazis.ties import decide
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import EventKind


def next_figure(turn: Turn) -> str | None:
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
            _pass_waiting(turn)
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
    chosen = _first_by_initiative(turn)
    phase.order.remove(chosen)
    return chosen


def _pass_waiting(turn: Turn) -> None:
    """R-AI-5: the figures still set aside when no retry helps pass."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    for enemy_id in phase.waiting:
        enemy = state.enemies[enemy_id]
        steps = [{"what": "passes", "rule": "R-AI-5"}]
        turn.say(EventKind.NAZI_TURN, "R-AI-5", enemy=enemy_id, type=enemy.type, steps=steps)
    phase.waiting = []


def _first_by_initiative(turn: Turn) -> str:
    """R-AI-4: of the figures still to act, the one that goes first, and why
    (kept in the phase's `order_note`)."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    cards = turn.rules.enemy_cards
    top = max(cards[state.enemies[e].type].initiative for e in phase.order)
    contenders = [e for e in phase.order if cards[state.enemies[e].type].initiative == top]
    phase.order_note = None
    if len(contenders) > 1:
        near = _hero_distance(turn, contenders)
        keys = {e: _order_key(turn, e, near) for e in contenders}
        contenders.sort(key=keys.__getitem__)
        best = keys[contenders[0]]
        if state.house_rules.ai_tie_chain:  # R-VAR-4 settles all but equal chains
            tied = [e for e in contenders if keys[e][:-1] == best[:-1]]
        else:
            # Within a type the nearest goes first (R-AI-4); between types,
            # and between equally near figures, the AI controller decides.
            nearest_of_type: dict[str, int] = {}
            for e in contenders:
                kind = state.enemies[e].type
                nearest_of_type[kind] = min(nearest_of_type.get(kind, UNREACHABLE + 1), near[e])
            tied = [e for e in contenders if near[e] == nearest_of_type[state.enemies[e].type]]
        if len(tied) > 1:
            ap = {e: near[e] if near[e] < UNREACHABLE else None for e in tied}
            choice = decide(
                turn,
                "order",
                list(tied),
                {"question": "order", "ap": ap},
                lambda: (
                    "which nazi acts next?",
                    [
                        f"{name(turn, state.enemies[e])} ({'no path' if ap[e] is None else ap[e]} AP from a hero)"
                        for e in tied
                    ],
                ),
            )
            contenders = [tied[choice]]
            phase.order_note = _order_note(turn, top, near, tied, tied[choice], chained=True)
        else:
            phase.order_note = _order_note(
                turn, top, near, list(near), contenders[0], chained=False
            )
    return contenders[0]


def _order_note(
    turn: Turn, top: int, near: dict[str, int], tied: list[str], chosen: str, chained: bool
) -> dict[str, object]:
    """Why this figure acts before the others of its initiative (R-AI-4), as
    facts: each contender's AP from a hero (None: no path), and what settled
    it: the nearest of its type, a tie (with the figures tied), or the chain
    of R-VAR-4."""
    settled = "nearest"
    if chained:
        settled = "chain" if turn.state.house_rules.ai_tie_chain else "tie"
    return {
        "what": "order",
        "rule": "R-AI-4",
        "initiative": top,
        "near": [[e, near[e] if near[e] < UNREACHABLE else None] for e in near],
        "settled": settled,
        "tied": list(tied) if settled == "tie" else [],
        "chosen": chosen,
        "asked": turn.state.ai_ties_ask,
    }


def _hero_distance(turn: Turn, ids: list[str]) -> dict[str, int]:
    """Each figure's AP to the nearest hero. The nearest of several goals is
    the nearest square of them all, so a single-square figure asks one
    distance field to every hero's neighbouring squares at once (shared by
    every figure: its friends never block it) instead of one per hero."""
    found = {}
    goals = {t.id: hero_ends(turn, t.square) for t in targets(turn)}
    every = {"heroes": frozenset(square for ends in goals.values() for square in ends)}
    doors = frozenset(turn.state.closed_doors)
    for enemy_id in ids:
        enemy = turn.state.enemies[enemy_id]
        key = ("nearest", enemy_id, enemy.square, doors, tuple(sorted(goals)))
        if key not in turn.cache:
            near = distances(turn, enemy, goals if enemy.large else every)
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
