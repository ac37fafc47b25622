"""Step 2 of the program (R-AI-6, R-AI-11): walking toward the goal, doors
opened on the way, stopping to attack, and the square chosen among
equally good ones (R-AI-2).
"""

from __future__ import annotations

from functools import partial

from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.paths import Step, Traffic
from wolfenstein_tui.engine.nazis.attacking import can_attack, can_attack_from
from wolfenstein_tui.engine.nazis.distances import nazi_traffic
from wolfenstein_tui.engine.nazis.figures import name, reach
from wolfenstein_tui.engine.nazis.goals import move_goal
from wolfenstein_tui.engine.nazis.routes import (
    costs_within,
    goal_squares,
    path_to,
    route_to,
    stoppable,
    toward_obstacle,
)
from wolfenstein_tui.engine.nazis.targets import aim, targets
from wolfenstein_tui.engine.nazis.ties import decide, note
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Enemy


def move_on(turn: Turn, enemy: Enemy) -> bool:
    """One stretch of step 2: walk toward the goal, stopping where the figure
    can attack (if it has not yet), where it arrives, or where its AP run out,
    and never on a square it may only pass through. False when it stays."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    goal = move_goal(turn, enemy)
    if goal is None:
        return False
    squares, aimed = goal
    traffic = nazi_traffic(turn, enemy)
    ends = goal_squares(turn, enemy, squares)
    path = path_to(turn, enemy, ends, traffic) if ends else None
    if path == []:
        return False  # already where it was heading
    if path is None:
        path = toward_obstacle(turn, enemy, squares, traffic)
        if not path:
            if not phase.acted:
                phase.notes.append({"what": "no_way", "rule": "R-AI-10", "goal": aimed})
            return False
        aimed = {**aimed, "obstacle": True}  # R-AI-10
    start = enemy.square
    plan, stop, open_only, shooting = _plan(turn, enemy, path, traffic)
    if stop >= 0 and open_only is None:
        plan, stop = _settle_stop(turn, enemy, traffic, plan, stop, ends, shooting)
    at_door = open_only is not None and stop == len(plan) - 1
    if stop < 0 and not at_door:
        if not phase.acted:
            phase.notes.append({"what": "no_closer", "goal": aimed})
        return False
    _walk(turn, enemy, start, plan[: stop + 1], aimed)
    if at_door and open_only is not None and phase.ap >= 1:
        open_door(turn, enemy, open_only, last_ap=True)
        phase.ap -= 1
    return True


def _plan(
    turn: Turn, enemy: Enemy, path: list[Step], traffic: Traffic
) -> tuple[list[tuple[Step, int]], int, str | None, bool]:
    """What of the path the figure can afford, and where it may stop: the
    steps with their AP, the last square it may stop on (-1: none), the
    door it can only open (R-AI-11) and whether it stops to attack there."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    start = enemy.square
    attack_cost = turn.rules.enemy_cards[enemy.type].weapon.ap_cost
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
        if stoppable(turn, enemy, traffic):
            stop = len(plan) - 1
            if not phase.attacked and left >= attack_cost and can_attack(turn, enemy):
                stopped_to_shoot = True
                break  # step 1 has become possible
    enemy.square = start
    return plan, stop, open_only, stopped_to_shoot and stop == len(plan) - 1


def _walk(
    turn: Turn,
    enemy: Enemy,
    start: Square,
    plan: list[tuple[Step, int]],
    aimed: dict[str, object],
) -> None:
    """Walk the planned steps: doors opened on the way, noise met in each
    zone entered (R-NOISE), the AP spent, and the move told."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    walked: list[str] = []
    spent = 0
    doors: list[str] = []
    for step, price in plan:
        if step.opened_door is not None and step.opened_door in state.closed_doors:
            open_door(turn, enemy, step.opened_door, last_ap=False)
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
        focus = next((t for t in targets(turn) if t.id == phase.focus), None)
        adjacent = aim(focus) if focus is not None and reach(enemy, focus.square) <= 1 else None
        phase.notes.append(
            {
                "what": "move",
                "from": square_name(start),
                "path": walked,
                "cost": spent,
                "doors": doors,
                "goal": aimed,
                "adjacent": adjacent,
            }
        )
        turn.say(EventKind.NAZI_MOVE, enemy=enemy.id, path=walked, cost=spent, doors=doors)


def open_door(turn: Turn, enemy: Enemy, door: str, last_ap: bool) -> None:
    """Nazis open closed doors on their path, 1 AP each (R-AI-11): a door
    opened during a move is counted in the move's AP; one opened with the
    figure's last AP, when it cannot step through, is an action of its own."""
    phase = turn.state.nazi_phase
    assert phase is not None
    turn.state.closed_doors.discard(door)
    phase.notes.append({"what": "door", "rule": "R-AI-11", "door": door, "last_ap": last_ap})
    turn.say(EventKind.DOOR_OPENED, "R-AI-11", enemy=enemy.id, door=door)


def _old_words(
    turn: Turn, enemy: Enemy, shooting: bool, labels: list[str]
) -> tuple[str, list[str]]:
    """A square tie's English under rules versions before FACT_QUESTIONS."""
    what = "shoot from" if shooting else "stop"
    return f"where does {name(turn, enemy)} {what}?", labels


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
        return can_attack_from(turn, enemy, square) if shooting else square in ends

    if not shooting and chosen.square not in ends:
        return plan, stop  # stopping on the way: no choice to make
    reach_costs = costs_within(turn, enemy, traffic, cost)
    others = sorted(
        (s for s, c in reach_costs.items() if c == cost and s != chosen.square and good(s)),
        key=lambda s: (s[1], s[0]),
    )
    if not others:
        return plan, stop
    options = [chosen.square, *others]
    labels = [square_name(s) for s in options]
    facts = {"question": "shoot" if shooting else "stop", "figure": enemy.id}
    pick = decide(turn, "square", labels, facts, partial(_old_words, turn, enemy, shooting, labels))
    chosen = labels[pick]
    asked = turn.state.ai_ties_ask
    note(
        turn,
        {
            "what": "square_tie",
            "rule": "R-AI-2",
            "squares": labels,
            "shooting": shooting,
            "cost": cost,
            "chosen": chosen,
            "asked": asked,
        },
    )
    if pick == 0:
        return plan, stop
    route = route_to(turn, enemy, traffic, options[pick])
    new_plan = []
    previous = 0
    for step in route:
        new_plan.append((step, step.cost - previous))
        previous = step.cost
    return new_plan, len(new_plan) - 1
