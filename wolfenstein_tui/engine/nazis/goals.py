"""Where step 2 leads (R-AI-6, R-AI-8): the hero attacked, the nearest hero
in sight, or the noisy zone that woke the figure; kept for the whole
activation.
"""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.nazis.distances import distances, zone_squares
from wolfenstein_tui.engine.nazis.figures import name, reach, sees, zone_name
from wolfenstein_tui.engine.nazis.targets import aim, nearest, targets
from wolfenstein_tui.engine.nazis.ties import decide, note
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Enemy


def move_goal(turn: Turn, enemy: Enemy) -> tuple[list[Square], dict[str, object]] | None:
    """Where step 2 leads: next to the hero attacked; else next to the hero
    chosen when it first moved (the nearest hero in line of sight); else
    toward the noisy zone that woke it (R-AI-8); an officer woken only by an
    attack heads for the nearest hero ([D]). The goal is kept for the whole
    activation, so the figure does not change its mind at every square.
    Returns the squares to reach and the goal as facts (a target or a zone)."""
    phase = turn.state.nazi_phase
    assert phase is not None
    everyone = {t.id: t for t in targets(turn)}
    if phase.attacked:
        focus = everyone.get(phase.focus or "")
        if focus is None or reach(enemy, focus.square) <= 1:
            return None  # adjacent already, or the hero is down: done
        return [focus.square], aim(focus)
    if phase.goal is None:
        phase.goal = _choose_goal(turn, enemy)
        if phase.goal is None:
            return None
    if phase.goal.startswith("zone:"):
        zone = phase.goal[5:]
        board = turn.rules.board
        inside = [t for t in everyone.values() if board.zone_of(t.square) == zone]
        if inside:
            hero = nearest(turn, enemy, inside, "noise-hero")
            return [hero.square], aim(hero)
        if zone in danger.enemy_zones(turn, enemy):
            return None  # in the noisy zone, and nobody there
        return zone_squares(turn, zone), {"zone": zone}
    chosen = everyone.get(phase.goal)
    if chosen is None:
        return None
    return [chosen.square], aim(chosen)


def _choose_goal(turn: Turn, enemy: Enemy) -> str | None:
    seen = [t for t in targets(turn, visible_only=True) if sees(turn, enemy, t.square)]
    if seen:
        return nearest(turn, enemy, seen, "chase").id
    phase = turn.state.nazi_phase
    assert phase is not None
    zones = [z for z in phase.noise_zones.get(enemy.id, "").split(",") if z]
    if zones:
        return "zone:" + _pick_noise_zone(turn, enemy, zones)
    everyone = targets(turn)
    if everyone and enemy.attacked:
        return nearest(turn, enemy, everyone, "hunt").id
    return None


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
            list(tied),
            {"question": "noise", "figure": enemy.id},
            lambda: (
                f"which noise does {name(turn, enemy)} follow?",
                [zone_name(turn, z) for z in tied],
            ),
        )
        note(
            turn,
            {
                "what": "noise_tie",
                "rule": "R-AI-8",
                "zones": tied,
                "heroes": most,
                "chosen": tied[choice],
                "asked": turn.state.ai_ties_ask,
            },
        )
        return tied[choice]
    if len(zones) > 1:
        note(
            turn,
            {
                "what": "noise",
                "rule": "R-AI-8",
                "zones": [[z, heroes[z]] for z in zones],
                "chosen": tied[0],
            },
        )
    return tied[0]
